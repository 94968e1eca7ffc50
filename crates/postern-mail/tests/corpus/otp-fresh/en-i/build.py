#!/usr/bin/env python3
"""Hand-written English test mail for a one-time-code / magic-link extractor.

Writes ji-NNNN.eml and labels.jsonl next to this file, then validates them.
Standard library only.
"""
import hashlib
import json
import os
import re
import struct
import sys
import zlib
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from email.parser import BytesParser
from email.policy import default as POLICY
from email.utils import format_datetime
from html.parser import HTMLParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "ji"
LANG = "en"
MESSAGES = []


def when(y, mo, d, h, mi, s, off_h, off_m=0):
    return format_datetime(datetime(y, mo, d, h, mi, s,
                                    tzinfo=timezone(timedelta(hours=off_h, minutes=off_m))))


def msg(**kw):
    MESSAGES.append(kw)


# --------------------------------------------------------------------------
# tiny PNG writer (for inline images)
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
}


def _png(width, height, pixel):
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        for x in range(width):
            raw.extend(pixel(x, y))

    def chunk(kind, data):
        c = struct.pack(">I", len(data)) + kind + data
        return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
            + chunk(b"IEND", b""))


def code_png(text, scale=6, pad=10, fg=(20, 40, 90), bg=(240, 244, 250)):
    cols = []
    for ch in text:
        glyph = FONT[ch]
        for cx in range(3):
            cols.append([glyph[r][cx] == "1" for r in range(5)])
        cols.append([False] * 5)
    w = len(cols) * scale + 2 * pad
    h = 5 * scale + 2 * pad

    def pixel(x, y):
        gx, gy = (x - pad) // scale, (y - pad) // scale
        if 0 <= gx < len(cols) and 0 <= gy < 5 and x >= pad and y >= pad and cols[gx][gy]:
            return fg
        return bg
    return _png(w, h, pixel)


def pattern_png(seed, size=29, scale=4):
    bits = hashlib.sha256(seed.encode()).digest() * 8

    def pixel(x, y):
        cx, cy = x // scale, y // scale
        n = cy * size + cx
        return (0, 0, 0) if (bits[n // 8] >> (n % 8)) & 1 else (255, 255, 255)
    return _png(size * scale, size * scale, pixel)


def logo_png(rgb, w=96, h=24):
    return _png(w, h, lambda x, y: rgb if (x + y) % 7 else (255, 255, 255))


def spans(code, style):
    return "".join('<span style="%s">%s</span>' % (style, c) for c in code)


# ==========================================================================
# MESSAGES
# ==========================================================================

# ---------------------------------------------------------------- 0001
msg(
    kind="plain_code", otp="318406", link=None,
    frm="Quillpad <hello@notify.quillpad.example>",
    to="dana.whitfield@mailbox.example",
    subject="Your Quillpad login code",
    date=when(2025, 3, 4, 9, 14, 22, -8),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hi Dana,

Here's your code to finish logging in to Quillpad:

318406

This code expires in 10 minutes and can only be used once.

If you didn't try to log in, you can ignore this email. Someone may have typed your email address by mistake.

Happy writing,
The Quillpad team

Quillpad, Inc. · 2261 Market Street #4811 · San Francisco, CA 94114
""",
    html="""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Your Quillpad login code</title></head>
<body style="margin:0;padding:0;background:#f6f5f2;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:8px;">
<tr><td style="padding:28px 32px 8px;"><img src="https://cdn.quillpad.example/email/v3/logo@2x.png" width="112" height="28" alt="Quillpad" style="display:block;border:0;"></td></tr>
<tr><td style="padding:8px 32px;font-size:16px;line-height:24px;color:#2b2b2b;">Hi Dana,<br><br>Here&rsquo;s your code to finish logging in to Quillpad:</td></tr>
<tr><td style="padding:12px 32px 20px;">
""" + spans("318406", "display:inline-block;width:40px;height:52px;line-height:52px;margin-right:6px;text-align:center;font-size:28px;font-weight:600;color:#1d1d1f;background:#f1efe9;border-radius:6px;") + """
</td></tr>
<tr><td style="padding:0 32px 24px;font-size:14px;line-height:21px;color:#6b6b6b;">This code expires in 10 minutes and can only be used once.<br><br>If you didn&rsquo;t try to log in, you can ignore this email. Someone may have typed your email address by mistake.</td></tr>
<tr><td style="padding:0 32px 28px;font-size:14px;color:#2b2b2b;">Happy writing,<br>The Quillpad team</td></tr>
</table>
<p style="font-size:12px;color:#9a9a9a;margin:18px 0 0;">Quillpad, Inc. &middot; 2261 Market Street #4811 &middot; San Francisco, CA 94114<br>
<a href="https://quillpad.example/privacy" style="color:#9a9a9a;">Privacy</a> &middot; <a href="https://quillpad.example/help" style="color:#9a9a9a;">Help center</a></p>
</td></tr></table>
</body></html>
""",
    headers=[("X-Mailer", "qp-mailer/4.2")],
)

# ---------------------------------------------------------------- 0002
msg(
    kind="plain_code", otp="73920418", link=None,
    frm="Harbor Federal Credit Union <alerts@secure.harborfcu.example>",
    to="GEORGE.LAMBERT@mailbox.example",
    subject="Harbor Federal: One-Time Passcode",
    date=when(2025, 1, 17, 7, 52, 3, -5),
    text_cte="7bit",
    text="""Dear Member,

You requested a one-time passcode to access Harbor Federal Online Banking.

One-Time Passcode: 73920418

This passcode is valid for 15 minutes and can only be used once. Harbor
Federal will never call, text or email you to ask for this passcode.

If you did not request this passcode, please call Member Services at
1-800-555-0188 (Monday - Friday, 8:00 a.m. - 7:00 p.m. ET) right away.

Please do not reply to this message. This mailbox is not monitored.

--
Harbor Federal Credit Union
PO Box 4410, Portland, ME 04112
Federally insured by NCUA. Equal Housing Opportunity. NMLS #412877
""",
)

# ---------------------------------------------------------------- 0003
_l3 = "https://app.teamhub.example/z/magic-login/T04QZ8M1R/a7c3e91f0b5d4c2e8f6a1b9d7e3c5f20b8a4d6e1?src=email&t=1741109662"
msg(
    kind="magic_link", otp=None, link=_l3,
    frm="Teamhub <no-reply@teamhub.example>",
    to="m.osei@larkspur-design.example",
    subject="Teamhub confirmation: sign in to Larkspur Design",
    date=when(2025, 3, 4, 17, 34, 22, 0),
    text_cte="7bit", html_cte="base64",
    text="""Sign in to Teamhub

We received a request to sign in to the Larkspur Design workspace
(larkspur-design.teamhub.example). Use the link below to sign in. It
expires in 24 hours and can only be used once.

""" + _l3 + """

If you didn't request this email, there's nothing to worry about -
you can safely ignore it.

Teamhub Technologies, 500 Howard Street, San Francisco, CA 94105
Privacy: https://teamhub.example/legal/privacy | Help: https://help.teamhub.example
""",
    html="""<html><body style="background:#ffffff;font-family:Lato,Helvetica,Arial,sans-serif;color:#1d1c1d;">
<div style="max-width:600px;margin:0 auto;padding:40px 24px;">
<img src="https://a.teamhub-edge.example/email/logo_teamhub_2x.png" width="120" alt="Teamhub">
<h1 style="font-size:30px;line-height:36px;margin:36px 0 20px;">Sign in to Teamhub</h1>
<p style="font-size:18px;line-height:28px;">We received a request to sign in to the <strong>Larkspur Design</strong> workspace
(larkspur-design.teamhub.example). Click the button below to sign in. This link will expire in 24 hours and can only be used once.</p>
<p style="margin:32px 0;"><a href="https://app.teamhub.example/z/magic-login/T04QZ8M1R/a7c3e91f0b5d4c2e8f6a1b9d7e3c5f20b8a4d6e1?src=email&amp;t=1741109662"
 style="background:#4a154b;color:#ffffff;border-radius:4px;padding:16px 36px;font-size:16px;font-weight:bold;text-decoration:none;display:inline-block;">Sign in to Teamhub</a></p>
<p style="font-size:15px;color:#696969;">If you didn&#8217;t request this email, there&#8217;s nothing to worry about &mdash; you can safely ignore it.</p>
<hr style="border:none;border-top:1px solid #dddddd;margin:40px 0 20px;">
<p style="font-size:12px;color:#696969;">
<a href="https://teamhub.example/blog" style="color:#696969;">Our blog</a> &nbsp;|&nbsp;
<a href="https://teamhub.example/legal/privacy" style="color:#696969;">Policies</a> &nbsp;|&nbsp;
<a href="https://help.teamhub.example" style="color:#696969;">Help center</a><br><br>
&copy;2025 Teamhub Technologies, LLC. 500 Howard Street, San Francisco, CA 94105<br>All rights reserved.</p>
</div></body></html>
""",
)

# ---------------------------------------------------------------- 0004
_l4 = "https://forum.woodbench.example/u/activate-account/9d3f0b6a1c7e4e28a5b1f3c2d8e7a604"
msg(
    kind="magic_link", otp=None, link=_l4,
    frm="Woodworkers\u2019 Bench <noreply@forum.woodbench.example>",
    to="oakandiron@post.example",
    subject="[Woodworkers\u2019 Bench] Confirm your new account",
    date=when(2024, 11, 23, 20, 3, 41, 0),
    text_cte="8bit",
    text="""Welcome to Woodworkers’ Bench!

Click the following link to confirm and activate your new account:
""" + _l4 + """

If the above link is not clickable, try copying and pasting it into the address bar of your web browser.

While you wait, have a look at the community guidelines (https://forum.woodbench.example/guidelines) and say hello in the Introductions category — we’ve got 14,200 members and counting.

Happy making,
Ray & the volunteer moderators

You received this email because someone registered the username “oakandiron” with this address. If that wasn’t you, just ignore this message and the account won’t be activated.
""",
    headers=[("Auto-Submitted", "auto-generated"), ("X-Auto-Response-Suppress", "All")],
)

# ---------------------------------------------------------------- 0005
msg(
    kind="username_digits", otp="K7QX2", link=None,
    frm="Ironvale Online <noreply@accounts.ironvale.example>",
    to="darkwolf1987@mailbox.example",
    subject="Ironvale Online \u2014 your account access code",
    date=when(2024, 12, 29, 23, 48, 10, 2),
    text_cte="quoted-printable", html_cte="base64",
    text="""Hi darkwolf1987,

Here is the Ironvale Guard code you need to log in to account darkwolf1987 from a new computer:

K7QX2

This email was generated because of a login attempt from a device located near Tampere, FI (IP 203.0.113.48). The login attempt included your correct account name and password.

The Ironvale Guard code is required to complete the login. No one can access your account without also accessing this email.

If you are not attempting to log in, please change your Ironvale password, and consider changing your email password as well to keep your account secure.

Account ID: 7730194
Realm: Ashgrove (EU-3)

The Ironvale Team

Ironvale Games Oy · Hämeenkatu 18 B · 33200 Tampere · Finland
""",
    html="""<html><body style="background:#17191c;margin:0;padding:0;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#17191c;"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;color:#c6d4df;">
<tr><td style="padding:24px 0;"><img src="https://static.ironvale.example/mail/banner_580.jpg" width="580" height="90" alt="IRONVALE ONLINE"></td></tr>
<tr><td style="font-size:24px;color:#ffffff;padding:12px 24px;">Hi darkwolf1987,</td></tr>
<tr><td style="font-size:15px;padding:0 24px 16px;">Here is the Ironvale Guard code you need to log in to account <b>darkwolf1987</b> from a new computer:</td></tr>
<tr><td style="padding:8px 24px 24px;"><div style="background:#2a2f36;padding:18px;text-align:center;font-size:40px;letter-spacing:6px;color:#f0c75e;font-family:'Courier New',monospace;">K7QX2</div></td></tr>
<tr><td style="font-size:13px;padding:0 24px 12px;">This email was generated because of a login attempt from a device located near Tampere, FI (IP 203.0.113.48). The login attempt included your correct account name and password.</td></tr>
<tr><td style="font-size:13px;padding:0 24px 12px;">The Ironvale Guard code is required to complete the login. No one can access your account without also accessing this email.</td></tr>
<tr><td style="font-size:13px;padding:0 24px 12px;">If you are not attempting to log in, please change your Ironvale password, and consider changing your email password as well.</td></tr>
<tr><td style="font-size:12px;color:#8f98a0;padding:12px 24px;">Account ID: 7730194 &nbsp;&bull;&nbsp; Realm: Ashgrove (EU-3)</td></tr>
<tr><td style="font-size:11px;color:#6d7883;padding:24px;border-top:1px solid #2a2f36;">Ironvale Games Oy &middot; H&auml;meenkatu 18 B &middot; 33200 Tampere &middot; Finland<br>
<a href="https://support.ironvale.example/" style="color:#8f98a0;">Support</a> | <a href="https://ironvale.example/legal/privacy" style="color:#8f98a0;">Privacy Policy</a></td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0006
msg(
    kind="plain_code", otp="5831", link=None,
    frm="Brightwave Mobile <myaccount@brightwave-mobile.example>",
    to="k.obrien@inbox.example",
    subject="Your My Brightwave verification code",
    date=when(2025, 2, 11, 13, 5, 59, 0),
    html_cte="quoted-printable",
    html="""<!doctype html>
<html><head><meta charset="utf-8"><style>
 .wrap{max-width:560px;margin:0 auto;font-family:Verdana,Geneva,sans-serif;color:#222;}
 .box{border:1px solid #e1e1e1;padding:24px;}
 .small{font-size:11px;color:#777;}
</style></head>
<body>
<div class="wrap">
<div style="background:#00a0af;padding:14px 20px;"><img src="https://img.brightwave-mobile.example/email/bw-logo-white.png" alt="Brightwave" height="26"></div>
<div class="box">
<p>Hi Kieran,</p>
<p>Your verification code is <strong style="font-size:20px;">5831</strong></p>
<p>Enter it in the My Brightwave app or on brightwave-mobile.example to continue. The code will expire in 5 minutes.</p>
<p>Account number: 4410 2287 93<br>Mobile number: 07700 900412</p>
<p>If you didn&#39;t ask for this, please call us on 0800 555 0134 (free from any UK landline or mobile) or 150 from your Brightwave phone.</p>
<p>Thanks,<br>Brightwave Customer Care</p>
</div>
<p class="small">Brightwave Mobile Ltd. Registered in England and Wales, company number 09817342. Registered office: 40 Canal Street, Manchester M1 3WD. VAT no. GB 288 4410 31.<br>
<a href="https://www.brightwave-mobile.example/legal/privacy">Privacy notice</a> | <a href="https://www.brightwave-mobile.example/help">Help</a></p>
</div>
</body></html>
""",
)

# ---------------------------------------------------------------- 0007
_l7 = "https://click.em.makersmarket.example/ls/click?upn=u001.hT4q0Zx9v-2FkR1mNwL8pYc3aS5dE7fG6bH-2BjK0lM9nO2pQ4rS1tU3vW5xY7zA&rid=f83b21c0"
_l7raw = "https://www.makersmarket.example/your/account/password/reset?key=4c6a9e1d2b7f4380a5e1c9d7b3f20e6a&uid=57201938"
msg(
    kind="magic_link", otp=None, link=_l7, link_alt=[_l7raw],
    frm="Makers Market <account@em.makersmarket.example>",
    to="hollyberry.crafts@mailbox.example",
    subject="Reset your Makers Market password",
    date=when(2025, 2, 2, 18, 22, 7, -5),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hi Holly,

We got a request to reset the password for your Makers Market account (hollyberry.crafts@mailbox.example).

To choose a new password, open this link:
""" + _l7raw + """

The link works for 1 hour. If you didn't ask to reset your password, you can ignore this email - your password won't change.

Makers Market, Inc. | 117 Adams Street, Brooklyn, NY 11201
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fdfaf6;">
<center>
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,'Times New Roman',serif;">
<tr><td style="padding:30px 40px;border-bottom:4px solid #f1641e;"><a href="https://click.em.makersmarket.example/ls/click?upn=u001.Hm3-2Bq8k&amp;rid=f83b21c0"><img src="https://img.makersmarket.example/em/mm-logo.png" width="140" alt="Makers Market" border="0"></a></td></tr>
<tr><td style="padding:30px 40px 10px;font-size:22px;color:#222;">Reset your password</td></tr>
<tr><td style="padding:0 40px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#444;">
Hi Holly,<br><br>We got a request to reset the password for your Makers Market account (hollyberry.crafts@mailbox.example).</td></tr>
<tr><td style="padding:26px 40px;">
<table cellpadding="0" cellspacing="0"><tr><td style="background:#222222;border-radius:24px;">
<a href="https://click.em.makersmarket.example/ls/click?upn=u001.hT4q0Zx9v-2FkR1mNwL8pYc3aS5dE7fG6bH-2BjK0lM9nO2pQ4rS1tU3vW5xY7zA&amp;rid=f83b21c0" style="display:inline-block;padding:13px 30px;color:#ffffff;font-family:Arial,sans-serif;font-weight:bold;text-decoration:none;">Reset password</a>
</td></tr></table></td></tr>
<tr><td style="padding:0 40px 20px;font-family:Arial,sans-serif;font-size:13px;color:#666;">Button not working? Paste this link into your browser:<br>
<a href="https://www.makersmarket.example/your/account/password/reset?key=4c6a9e1d2b7f4380a5e1c9d7b3f20e6a&amp;uid=57201938" style="color:#f1641e;word-break:break-all;">https://www.makersmarket.example/your/account/password/reset?key=4c6a9e1d2b7f4380a5e1c9d7b3f20e6a&amp;uid=57201938</a></td></tr>
<tr><td style="padding:0 40px 30px;font-family:Arial,sans-serif;font-size:13px;color:#666;">The link works for 1 hour. If you didn&rsquo;t ask to reset your password, you can ignore this email &mdash; your password won&rsquo;t change.</td></tr>
<tr><td style="padding:20px 40px;background:#f5f5f1;font-family:Arial,sans-serif;font-size:11px;color:#888;">
Makers Market, Inc. | 117 Adams Street, Brooklyn, NY 11201<br>
<a href="https://click.em.makersmarket.example/ls/click?upn=u001.pRv7-2Fhelp&amp;rid=f83b21c0" style="color:#888;">Help Center</a> &middot;
<a href="https://click.em.makersmarket.example/ls/click?upn=u001.pRv7-2Fprivacy&amp;rid=f83b21c0" style="color:#888;">Privacy</a></td></tr>
</table>
<img src="https://click.em.makersmarket.example/wf/open?upn=u001.9Xc-2BoPx4&amp;rid=f83b21c0" width="1" height="1" alt="" style="display:none;">
</center></body></html>
""",
)

# ---------------------------------------------------------------- 0008
msg(
    kind="plain_code", otp="440927", link=None,
    frm="Riverside Health MyChart <donotreply@mychart.riversidehealth.example>",
    to="ellen.marsh@inbox.example",
    subject="Your Riverside MyChart verification code",
    date=when(2025, 1, 8, 6, 41, 30, -6),
    text_cte="7bit", html_cte="quoted-printable",
    text="""Riverside Health MyChart

Your verification code is: 440927

Enter this code on the MyChart login page to finish signing in. The code expires in 20 minutes.

If you didn't try to log in to MyChart, please call our patient portal help line at (515) 555-0199, 7 a.m. - 9 p.m. daily.

This is an automated message. Please do not reply. For medical emergencies, call 911.

Riverside Health System | 2400 River Bend Drive, Des Moines, IA 50309
""",
    html="""<html><body style="font-family:Segoe UI,Arial,sans-serif;color:#333;background:#eef3f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #0b6e99;">
<tr><td style="padding:24px;font-size:18px;color:#0b6e99;font-weight:bold;">Riverside Health MyChart</td></tr>
<tr><td style="padding:0 24px;font-size:15px;">Your verification code is:</td></tr>
<tr><td style="padding:12px 24px;font-size:32px;font-weight:bold;letter-spacing:4px;">440927</td></tr>
<tr><td style="padding:0 24px 16px;font-size:14px;line-height:20px;">Enter this code on the MyChart login page to finish signing in. The code expires in 20 minutes.</td></tr>
<tr><td style="padding:0 24px 16px;font-size:14px;line-height:20px;">If you didn&#39;t try to log in to MyChart, please call our patient portal help line at (515) 555-0199, 7 a.m. &ndash; 9 p.m. daily.</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#777;background:#f7f7f7;">This is an automated message. Please do not reply. For medical emergencies, call 911.<br>
Riverside Health System | 2400 River Bend Drive, Des Moines, IA 50309</td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0009
msg(
    kind="phone_and_dates", otp="602915", link=None,
    frm="GoShare <support@goshare-cars.example>",
    to="felix.brandt@mailbox.example",
    subject="GoShare: confirm it's you",
    date=when(2025, 3, 7, 7, 58, 12, -5),
    text_cte="base64", html_cte="7bit",
    text="""Hi Felix,

You're signing in to GoShare on a new phone (iPhone 15, iOS 18.3).

Your verification code: 602 915

It's valid until 8:08 AM EST on Friday, March 7, 2025.

Heads-up: your reservation for the Toyota Corolla Hybrid (plate 8KRD 412) at 77 Massachusetts Ave, lot B, starts today at 8:30 AM and ends at 11:30 AM. Estimated cost: $41.85 (3 h x $12.95 + $3.00 fee).

Questions? Call us 24/7 at +1 (617) 555-0163 or text 617-555-0164.

GoShare Mobility Inc., 1 Kendall Square, Building 200, Cambridge, MA 02139
""",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;margin:0;padding:0;background:#fafafa;">
<div style="max-width:540px;margin:0 auto;background:#ffffff;padding:28px;">
<div style="font-size:22px;font-weight:bold;color:#12a150;">GoShare</div>
<p style="font-size:15px;">Hi Felix,</p>
<p style="font-size:15px;">You&rsquo;re signing in to GoShare on a new phone (iPhone 15, iOS 18.3).</p>
<p style="font-size:15px;">Your verification code:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:2px;margin:4px 0 8px;">602&nbsp;915</p>
<p style="font-size:13px;color:#666;">It&rsquo;s valid until 8:08 AM EST on Friday, March 7, 2025.</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #e5e5e5;width:100%;margin:18px 0;">
<tr><td colspan="2" style="background:#f2f2f2;font-weight:bold;">Your next trip</td></tr>
<tr><td>Car</td><td>Toyota Corolla Hybrid &middot; 8KRD 412</td></tr>
<tr><td>Pick-up</td><td>77 Massachusetts Ave, lot B</td></tr>
<tr><td>When</td><td>Fri 7 Mar, 8:30 AM &ndash; 11:30 AM</td></tr>
<tr><td>Estimate</td><td>$41.85 (3 h &times; $12.95 + $3.00 fee)</td></tr>
</table>
<p style="font-size:13px;">Questions? Call us 24/7 at +1 (617) 555-0163 or text 617-555-0164.</p>
<p style="font-size:11px;color:#999;">GoShare Mobility Inc., 1 Kendall Square, Building 200, Cambridge, MA 02139</p>
</div></body></html>
""",
)

# ---------------------------------------------------------------- 0010
msg(
    kind="plain_code", otp="771204", link=None,
    frm="Coinvault <security@notice.coinvault.example>",
    to="r.almeida@correio.example",
    subject="[Coinvault] Login verification",
    date=when(2025, 3, 2, 21, 47, 15, 0),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Login verification

We detected a login attempt on your Coinvault account from a new device.

Login verification code: 771204

Device: Chrome 122 on macOS
IP address: 198.51.100.23
Location: Lisbon, Portugal
Time: 2025-03-02 21:47:09 (UTC)

The code is valid for 30 minutes. Coinvault staff will never ask you for it.

If this wasn't you, disable your account immediately:
https://www.coinvault.example/account/disable?token=cv_dis_4b8e1f0a9c2d7e35f6a1b0c9d8e7f6a5

Coinvault Europe UAB, Gedimino pr. 20, LT-01103 Vilnius, Lithuania. Crypto-asset services are not covered by deposit guarantee schemes.
""",
    html="""<html><body style="background:#0e1117;margin:0;">
<table width="100%" style="background:#0e1117;"><tr><td align="center" style="padding:32px 10px;">
<table width="560" style="background:#161b22;color:#e6edf3;font-family:Inter,Arial,sans-serif;border-radius:10px;">
<tr><td style="padding:28px 32px 0;font-size:20px;font-weight:700;">Login verification</td></tr>
<tr><td style="padding:12px 32px;font-size:14px;color:#9da7b3;">We detected a login attempt on your Coinvault account from a new device.</td></tr>
<tr><td style="padding:8px 32px;font-size:14px;">Login verification code:</td></tr>
<tr><td style="padding:4px 32px 18px;"><span style="font-size:30px;font-weight:700;color:#f7b500;letter-spacing:5px;">771204</span></td></tr>
<tr><td style="padding:0 32px;">
<table width="100%" style="font-size:13px;color:#9da7b3;border-top:1px solid #30363d;">
<tr><td style="padding:6px 0;">Device</td><td align="right">Chrome 122 on macOS</td></tr>
<tr><td style="padding:6px 0;">IP address</td><td align="right">198.51.100.23</td></tr>
<tr><td style="padding:6px 0;">Location</td><td align="right">Lisbon, Portugal</td></tr>
<tr><td style="padding:6px 0;">Time</td><td align="right">2025-03-02 21:47:09 (UTC)</td></tr>
</table></td></tr>
<tr><td style="padding:16px 32px;font-size:13px;color:#9da7b3;">The code is valid for 30 minutes. Coinvault staff will never ask you for it.</td></tr>
<tr><td style="padding:0 32px 24px;"><a href="https://www.coinvault.example/account/disable?token=cv_dis_4b8e1f0a9c2d7e35f6a1b0c9d8e7f6a5" style="color:#ff6b6b;font-size:13px;">This wasn&rsquo;t me &mdash; disable my account</a></td></tr>
<tr><td style="padding:18px 32px;font-size:11px;color:#6e7681;border-top:1px solid #30363d;">Coinvault Europe UAB, Gedimino pr. 20, LT-01103 Vilnius, Lithuania. Crypto-asset services are not covered by deposit guarantee schemes.</td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0011
_l11 = "https://letterpost.example/confirm-subscription?pub=tidewater&token=Kf8Lw2qYtR0vNc5xZa1mB7dE4hJ9gU3s&email=r.okafor%40inbox.example"
msg(
    kind="magic_link", otp=None, link=_l11,
    frm="The Tidewater Dispatch <tidewater@letterpost.example>",
    to="r.okafor@inbox.example",
    subject="Confirm your subscription to The Tidewater Dispatch",
    date=when(2025, 2, 19, 12, 0, 4, -5),
    text_cte="7bit", html_cte="quoted-printable",
    headers=[("List-Unsubscribe", "<https://letterpost.example/unsub?pub=tidewater&e=r.okafor%40inbox.example>")],
    text="""Thanks for signing up for The Tidewater Dispatch - local news from the Virginia coast, three mornings a week.

Please confirm your subscription by clicking the link below:

""" + _l11 + """

If you didn't sign up, you can ignore this email and you won't hear from us again.

The Tidewater Dispatch, 310 Granby St, Norfolk, VA 23510
Published on Letterpost - https://letterpost.example
""",
    html="""<html><body style="margin:0;background:#ffffff;">
<div style="max-width:550px;margin:0 auto;padding:24px;font-family:'Spectral',Georgia,serif;color:#363737;">
<p style="text-align:center;"><img src="https://letterpost-img.example/pub/tidewater/avatar_120.png" width="60" height="60" alt=""></p>
<h2 style="text-align:center;font-weight:normal;">The Tidewater Dispatch</h2>
<p style="font-size:17px;line-height:26px;">Thanks for signing up for <em>The Tidewater Dispatch</em> &mdash; local news from the Virginia coast, three mornings a week.</p>
<p style="font-size:17px;line-height:26px;">Please confirm your subscription:</p>
<p style="text-align:center;margin:28px 0;"><a href="https://letterpost.example/confirm-subscription?pub=tidewater&amp;token=Kf8Lw2qYtR0vNc5xZa1mB7dE4hJ9gU3s&amp;email=r.okafor%40inbox.example" style="background:#ff6719;color:#fff;padding:12px 28px;border-radius:6px;text-decoration:none;font-family:Helvetica,Arial,sans-serif;font-weight:600;">Confirm subscription</a></p>
<p style="font-size:14px;color:#777;">If you didn&#39;t sign up, you can ignore this email and you won&#39;t hear from us again.</p>
<hr style="border:0;border-top:1px solid #eee;">
<p style="font-size:12px;color:#999;text-align:center;">The Tidewater Dispatch, 310 Granby St, Norfolk, VA 23510<br>
<a href="https://letterpost.example/?utm_source=confirm" style="color:#999;">Published on Letterpost</a></p>
</div></body></html>
""",
)

# ---------------------------------------------------------------- 0012
msg(
    kind="plain_code", otp="296381", link=None,
    frm="Eastmoor University IT Services <it-noreply@eastmoor.ac.example>",
    to="d.kowalski22@student.eastmoor.ac.example",
    subject="Eastmoor Sign-In: verification code",
    date=when(2024, 10, 14, 8, 59, 1, 1),
    text_cte="quoted-printable",
    text="""Dear Daria Kowalski,

Your Eastmoor Sign-In verification code is: 296381

Type it on the sign-in page to access Moodle, Outlook and the Student Hub. It's valid for 10 minutes.

Username: dkowal22
Request time: Monday 14 October 2024, 08:58 (BST)

If you didn't request this, please contact the IT Service Desk straight away: 01632 960 400 (ext. 4400 from campus phones), servicedesk@eastmoor.ac.example, or visit us in the Hadley Library, ground floor.

Eastmoor University, Hadley Road, Eastmoor EM4 7RT
Registered charity no. 1140982
""",
)

# ---------------------------------------------------------------- 0013
_l13 = "https://dishdash.example/login/email?token=dd_mlt_8Hq2Zx7Vn4Kc1Rw9Ty3Lp6Sb0Fg5Jm&ref=otp_email"
msg(
    kind="code_and_link", otp="4082", link=_l13,
    frm="Dishdash <noreply@dishdash.example>",
    to="sam.nguyen@mailbox.example",
    subject="4082 is your Dishdash login code",
    date=when(2025, 1, 24, 19, 12, 48, -8),
    text_cte="8bit", html_cte="quoted-printable",
    text="""Hungry? Let’s get you signed in.

Your Dishdash login code: 4082

Or tap this link on the device you’re signing in on:
""" + _l13 + """

Code and link expire in 15 minutes.

Dishdash, 303 2nd Street, San Francisco, CA 94107
""",
    html="""<html><body style="font-family:'Helvetica Neue',Arial,sans-serif;background:#fff;color:#191919;">
<div style="max-width:480px;margin:0 auto;padding:32px 20px;">
<img src="https://img.dishdash.example/brand/dishdash-red.png" alt="Dishdash" width="130">
<h1 style="font-size:26px;">Hungry? Let&rsquo;s get you signed in.</h1>
<p style="font-size:15px;">Your Dishdash login code:</p>
<p style="font-size:36px;font-weight:700;margin:0 0 20px;">4082</p>
<p style="font-size:15px;">Or tap the button on the device you&rsquo;re signing in on:</p>
<p><a href="https://dishdash.example/login/email?token=dd_mlt_8Hq2Zx7Vn4Kc1Rw9Ty3Lp6Sb0Fg5Jm&amp;ref=otp_email" style="display:inline-block;background:#eb1700;color:#fff;padding:14px 32px;border-radius:24px;text-decoration:none;font-weight:bold;">Log in to Dishdash</a></p>
<p style="font-size:13px;color:#767676;">Code and link expire in 15 minutes.</p>
<p style="font-size:11px;color:#999;margin-top:32px;">Dishdash, 303 2nd Street, San Francisco, CA 94107 &middot; <a href="https://help.dishdash.example" style="color:#999;">Help</a></p>
</div></body></html>
""",
)

# ---------------------------------------------------------------- 0014
_l14 = "https://id.nimbus.example/approve/sign-in?req=3f0e8a1c-6b2d-4e97-9a51-c7d2f84b0e6a&sig=MEUCIQDx7yK2pL9vQw3rT8nB5cZ0aF1hJ6gE"
msg(
    kind="magic_link", otp=None, link=_l14,
    frm="Nimbus Account <account-security@id.nimbus.example>",
    to="hannah.reid@nimbusmail.example",
    subject="Is this you signing in?",
    date=when(2025, 2, 27, 10, 16, 33, 0),
    text_cte="quoted-printable", html_cte="base64",
    text="""Someone just tried to sign in to your Nimbus account

hannah.reid@nimbusmail.example

Device: Chrome on Windows
Near: Leeds, United Kingdom
When: 27 February 2025, 10:16 GMT

Was this you? Approve the sign-in:
""" + _l14 + """

Wasn't you? Block this sign-in and secure your account:
https://id.nimbus.example/deny/sign-in?req=3f0e8a1c-6b2d-4e97-9a51-c7d2f84b0e6a&sig=MEUCIQDx7yK2pL9vQw3rT8nB5cZ0aF1hJ6gE

Nimbus Technologies Ltd, 10 Queen Street Place, London EC4R 1AG
""",
    html="""<!DOCTYPE html><html><body style="margin:0;background:#ffffff;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px;">
<table width="516" cellpadding="0" cellspacing="0" style="border:1px solid #dadce0;border-radius:8px;">
<tr><td align="center" style="padding:40px 24px 16px;"><img src="https://ssl.nimbus-static.example/id/logo_74x24.png" width="74" height="24" alt="Nimbus"></td></tr>
<tr><td align="center" style="font-size:24px;color:#202124;padding:0 24px 8px;">Someone just tried to sign in to your account</td></tr>
<tr><td align="center" style="font-size:14px;color:#3c4043;padding-bottom:24px;">hannah.reid@nimbusmail.example</td></tr>
<tr><td style="padding:0 40px;font-size:14px;color:#3c4043;line-height:22px;border-top:1px solid #dadce0;">
<br><b>Chrome on Windows</b><br>Near Leeds, United Kingdom<br>27 February 2025, 10:16 GMT<br><br></td></tr>
<tr><td style="padding:0 40px 8px;font-size:16px;color:#202124;">Was this you?</td></tr>
<tr><td style="padding:8px 40px 32px;">
<a href="https://id.nimbus.example/approve/sign-in?req=3f0e8a1c-6b2d-4e97-9a51-c7d2f84b0e6a&amp;sig=MEUCIQDx7yK2pL9vQw3rT8nB5cZ0aF1hJ6gE" style="display:inline-block;background:#1a73e8;color:#fff;padding:10px 24px;border-radius:4px;text-decoration:none;font-weight:500;">Yes, it was me</a>
&nbsp;&nbsp;
<a href="https://id.nimbus.example/deny/sign-in?req=3f0e8a1c-6b2d-4e97-9a51-c7d2f84b0e6a&amp;sig=MEUCIQDx7yK2pL9vQw3rT8nB5cZ0aF1hJ6gE" style="display:inline-block;border:1px solid #dadce0;color:#1a73e8;padding:9px 24px;border-radius:4px;text-decoration:none;font-weight:500;">No, secure account</a>
</td></tr>
</table>
<p style="font-size:12px;color:#5f6368;width:516px;text-align:center;">You received this email to let you know about important changes to your Nimbus Account and services.<br>
&copy; 2025 Nimbus Technologies Ltd, 10 Queen Street Place, London EC4R 1AG</p>
</td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0015
msg(
    kind="booking_ref", otp="612447", link=None,
    frm="Caledon Rail Rewards <rewards@caledonrail.example>",
    to="alasdair.m@inbox.example",
    subject="Your Caledon Rewards sign-in code",
    date=when(2025, 3, 18, 20, 4, 52, 0),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hello Alasdair,

Your Caledon Rewards verification code is 612 447.

Enter it in the app or at caledonrail.example/rewards to sign in. It expires in 10 minutes.

Your upcoming journey
Edinburgh Waverley 07:30 -> London King's Cross 11:51
Friday 21 March 2025, Coach C, Seat 42 (window)
Booking reference: 7TQK4MXB

Membership no. CR 2038 4471 92 · 3,140 points

Caledon Rail Ltd, Waverley Steps, Edinburgh EH1 1BB. Registered in Scotland SC482019.
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f3f1ee;margin:0;">
<table width="100%"><tr><td align="center" style="padding:20px;">
<table width="560" style="background:#fff;">
<tr><td style="background:#5b1f3a;color:#fff;padding:18px 24px;font-size:20px;">Caledon Rail <span style="font-weight:300;">Rewards</span></td></tr>
<tr><td style="padding:24px;font-size:15px;">Hello Alasdair,<br><br>Your Caledon Rewards verification code is <b style="font-size:22px;">612 447</b>.<br><br>
Enter it in the app or at caledonrail.example/rewards to sign in. It expires in 10 minutes.</td></tr>
<tr><td style="padding:0 24px 24px;">
<table width="100%" style="border:1px solid #ddd;font-size:13px;" cellpadding="8">
<tr><td style="background:#f7f4f0;font-weight:bold;" colspan="2">Your upcoming journey</td></tr>
<tr><td>Edinburgh Waverley 07:30 &rarr; London King&#39;s Cross 11:51</td><td align="right">Fri 21 Mar 2025</td></tr>
<tr><td>Coach C, Seat 42 (window)</td><td align="right">Booking reference: <b>7TQK4MXB</b></td></tr>
</table></td></tr>
<tr><td style="padding:12px 24px;font-size:12px;color:#666;">Membership no. CR 2038 4471 92 &middot; 3,140 points</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#999;background:#faf8f6;">Caledon Rail Ltd, Waverley Steps, Edinburgh EH1 1BB. Registered in Scotland SC482019.<br>
<a href="https://www.caledonrail.example/privacy">Privacy</a> | <a href="https://www.caledonrail.example/contact">Contact us</a></td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0016
msg(
    kind="plain_code", otp="48213950", link=None,
    frm="GitForge <noreply@gitforge.example>",
    to="lpetrov@devmail.example",
    subject="[GitForge] Please verify your device",
    date=when(2025, 2, 14, 3, 27, 50, 0),
    text_cte="7bit", html_cte="quoted-printable",
    text="""Hey lpetrov!

A sign in attempt requires further verification because we did not recognize your device. To complete the sign in, enter the verification code on the unrecognized device.

Device: Firefox on Linux
Verification code: 48213950

If you did not attempt to sign in to your account, your password may be compromised. Visit https://gitforge.example/settings/security to create a new, strong password for your GitForge account.

Thanks,
The GitForge Team
""",
    html="""<html><body style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;color:#24292f;">
<div style="max-width:544px;margin:0 auto;padding:16px;">
<img src="https://gitforge-assets.example/images/email/forge-mark-32.png" width="32" height="32" alt="GitForge">
<h2 style="font-weight:300;">Please verify your device</h2>
<p>Hey lpetrov!</p>
<p>A sign in attempt requires further verification because we did not recognize your device. To complete the sign in, enter the verification code on the unrecognized device.</p>
<table style="margin:16px 0;"><tr><td style="padding-right:12px;color:#57606a;">Device:</td><td>Firefox on Linux</td></tr>
<tr><td style="padding-right:12px;color:#57606a;">Verification code:</td><td><b style="font-size:20px;font-family:SFMono-Regular,Consolas,monospace;">48213950</b></td></tr></table>
<p>If you did not attempt to sign in to your account, your password may be compromised. Visit <a href="https://gitforge.example/settings/security">https://gitforge.example/settings/security</a> to create a new, strong password for your GitForge account.</p>
<p>Thanks,<br>The GitForge Team</p>
<p style="font-size:12px;color:#6e7781;">You&#39;re receiving this email because a sign in attempt needs verification. &middot; GitForge, Inc. &middot; 88 Colin P Kelly Jr Street &middot; San Francisco, CA 94107</p>
</div></body></html>
""",
)

# ---------------------------------------------------------------- 0017
_l17 = "https://linkly.example/auth/verify?email=tess%40bloomstudio.example&token=lk_Xk7Pq2_9aF3mT6vR1cW8yN4bD0eH5sZ2&next=%2Fdashboard"
msg(
    kind="magic_link", otp="Xk7Pq2", link=_l17,
    frm="Linkly <team@linkly.example>",
    to="tess@bloomstudio.example",
    subject="Log in to Linkly",
    date=when(2025, 1, 5, 15, 40, 2, 11),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Log in to Linkly

Click the link below to log in to your Linkly account (tess@bloomstudio.example):

""" + _l17 + """

Or copy and paste this login code on the login page:

Xk7Pq2

Both expire in 10 minutes. If you didn't request this, you can safely ignore it.

Linkly Pty Ltd · Level 5, 120 Collins Street, Melbourne VIC 3000 · ABN 61 624 088 193
""",
    html="""<html><body style="background:#f4f1ec;font-family:Inter,Helvetica,Arial,sans-serif;">
<table width="100%"><tr><td align="center" style="padding:40px 12px;">
<table width="460" style="background:#fff;border-radius:16px;padding:32px;">
<tr><td style="font-size:26px;font-weight:800;color:#1c1c1c;padding-bottom:18px;">Log in to Linkly</td></tr>
<tr><td style="font-size:15px;color:#444;padding-bottom:22px;">Click the button below to log in to your Linkly account (tess@bloomstudio.example).</td></tr>
<tr><td style="padding-bottom:26px;"><a href="https://linkly.example/auth/verify?email=tess%40bloomstudio.example&amp;token=lk_Xk7Pq2_9aF3mT6vR1cW8yN4bD0eH5sZ2&amp;next=%2Fdashboard" style="display:block;text-align:center;background:#8129d9;color:#fff;padding:14px;border-radius:999px;text-decoration:none;font-weight:700;">Log in</a></td></tr>
<tr><td style="font-size:14px;color:#444;">Or copy and paste this login code:</td></tr>
<tr><td style="font-size:28px;font-family:Menlo,Consolas,monospace;background:#f4f1ec;padding:12px;text-align:center;border-radius:8px;">Xk7Pq2</td></tr>
<tr><td style="font-size:12px;color:#888;padding-top:18px;">Both expire in 10 minutes. If you didn&#39;t request this, you can safely ignore it.</td></tr>
</table>
<p style="font-size:11px;color:#999;">Linkly Pty Ltd &middot; Level 5, 120 Collins Street, Melbourne VIC 3000 &middot; ABN 61 624 088 193</p>
</td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0018
msg(
    kind="delivery_code", otp="4417", link=None,
    frm="Swiftpost <tracking@swiftpost.example>",
    to="maria.costa@mailbox.example",
    subject="Your parcel is out for delivery today \u2013 have your delivery PIN ready",
    date=when(2025, 3, 12, 7, 2, 31, 0),
    text_cte="8bit", html_cte="base64",
    text="""Hi Maria,

Good news – your parcel from Oakridge Electronics is out for delivery today.

Parcel number: SP 3390 1174 28
Delivery window: 13:00 – 15:00
Driver: Kamal

Your one-time delivery PIN is 4417
Please tell it to the driver when they arrive. They can’t hand over the parcel without it.

Need to make changes? Visit swiftpost.example/manage or call 0330 555 0172.

Swiftpost Ltd, Unit 9, Coleshill Industrial Estate, Birmingham B46 1JT
""",
    html="""<html><body style="font-family:Arial,sans-serif;margin:0;background:#f0f0f0;">
<table width="100%"><tr><td align="center">
<table width="600" style="background:#ffffff;">
<tr><td style="background:#ffcc00;padding:16px 24px;font-weight:bold;font-size:20px;">swiftpost</td></tr>
<tr><td style="padding:24px;">
<p>Hi Maria,</p>
<p>Good news &ndash; your parcel from <b>Oakridge Electronics</b> is out for delivery today.</p>
<table cellpadding="6" style="font-size:14px;">
<tr><td style="color:#666;">Parcel number</td><td>SP 3390 1174 28</td></tr>
<tr><td style="color:#666;">Delivery window</td><td>13:00 &ndash; 15:00</td></tr>
<tr><td style="color:#666;">Driver</td><td>Kamal</td></tr>
</table>
<div style="margin:20px 0;padding:18px;border:2px dashed #ffcc00;text-align:center;">
<div style="font-size:14px;">Your one-time delivery PIN</div>
<div style="font-size:36px;font-weight:bold;letter-spacing:8px;">4417</div>
<div style="font-size:12px;color:#555;">Please tell it to the driver when they arrive. They can&rsquo;t hand over the parcel without it.</div>
</div>
<p style="font-size:13px;">Need to make changes? <a href="https://swiftpost.example/manage?p=SP3390117428">Manage your delivery</a> or call 0330 555 0172.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888;background:#fafafa;">Swiftpost Ltd, Unit 9, Coleshill Industrial Estate, Birmingham B46 1JT</td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0019
msg(
    kind="new_and_old_code", otp="058372", link=None,
    frm="Halcyon Hotels & Resorts <halcyonhonors@email.halcyonhotels.example>",
    to="b.adeyemi@inbox.example",
    subject="Here's your new Halcyon Honors code",
    date=when(2025, 2, 20, 10, 49, 3, 1),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hello Bola,

You asked for another code, so here it is:

058372

It replaces the code we emailed you at 10:42 (ending in 19), which no longer works. Enter the new one in the Halcyon Honors app within 10 minutes.

Halcyon Honors member no. HH 1029 3847 · Gold

Halcyon Hotels & Resorts, 7930 Jones Branch Drive, McLean, VA 22102, USA
""",
    html="""<html><body style="margin:0;background:#efece6;">
<table width="100%"><tr><td align="center" style="padding:24px 8px;">
<table width="560" style="background:#ffffff;font-family:Georgia,serif;color:#2d2d2d;">
<tr><td style="padding:26px;text-align:center;border-bottom:1px solid #e5dfd3;"><img src="https://assets.halcyonhotels.example/email/hh-logo.png" alt="Halcyon Hotels &amp; Resorts" width="180"></td></tr>
<tr><td style="padding:26px 34px 6px;font-size:16px;">Hello Bola,</td></tr>
<tr><td style="padding:6px 34px;font-size:16px;">You asked for another code, so here it is:</td></tr>
<tr><td style="padding:18px 34px;text-align:center;font-family:Arial,sans-serif;font-size:34px;letter-spacing:10px;color:#104c97;">058372</td></tr>
<tr><td style="padding:6px 34px 24px;font-size:14px;line-height:21px;">It replaces the code we emailed you at 10:42 (ending in 19), which no longer works. Enter the new one in the Halcyon Honors app within 10 minutes.</td></tr>
<tr><td style="padding:14px 34px;font-family:Arial,sans-serif;font-size:12px;color:#6b6b6b;background:#f7f5f1;">Halcyon Honors member no. HH 1029 3847 &middot; Gold<br>
Halcyon Hotels &amp; Resorts, 7930 Jones Branch Drive, McLean, VA 22102, USA<br>
<a href="https://www.halcyonhotels.example/en/p/global-privacy-statement/" style="color:#6b6b6b;">Global Privacy Statement</a></td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0020
_l20 = "https://chirp.example/i/confirm_email?token=ce_3NQ8vT1mX6kR0bW9cL4pZ7yH2sF5dJ&uid=1588204417"
msg(
    kind="code_and_link", otp="837204", link=_l20,
    frm="Chirp <verify@chirp.example>",
    to="jade.kim@mailbox.example",
    subject="Confirm your email address on Chirp",
    date=when(2025, 1, 30, 23, 8, 55, 9),
    text_cte="base64", html_cte="quoted-printable",
    text="""Confirm your email address

There's one quick step you need to complete before creating your Chirp account. Let's make sure this is the right email address for you - please confirm this is the right address to use for your new account.

Please enter this verification code to get started on Chirp:

837204

Verification codes expire after two hours.

Or confirm with one tap: """ + _l20 + """

Thanks,
Chirp

Chirp Corp. 1355 Market Street, Suite 900 San Francisco, CA 94103
""",
    html="""<html><body style="margin:0;background:#fff;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="420" cellpadding="0" cellspacing="0">
<tr><td style="padding:28px 0 12px;" align="right"><img src="https://img.chirp-cdn.example/email/chirp_logo_blue.png" width="32" height="26" alt="Chirp"></td></tr>
<tr><td style="font-size:24px;font-weight:bold;color:#292f33;padding-bottom:16px;">Confirm your email address</td></tr>
<tr><td style="font-size:16px;line-height:20px;color:#292f33;padding-bottom:20px;">There&#8217;s one quick step you need to complete before creating your Chirp account. Let&#8217;s make sure this is the right email address for you &#8212; please confirm this is the right address to use for your new account.</td></tr>
<tr><td style="font-size:16px;color:#292f33;">Please enter this verification code to get started on Chirp:</td></tr>
<tr><td style="font-size:32px;font-weight:bold;color:#292f33;padding:20px 0;">837204</td></tr>
<tr><td style="font-size:16px;color:#292f33;padding-bottom:20px;">Verification codes expire after two hours.</td></tr>
<tr><td style="padding-bottom:24px;"><a href="https://chirp.example/i/confirm_email?token=ce_3NQ8vT1mX6kR0bW9cL4pZ7yH2sF5dJ&amp;uid=1588204417" style="color:#ffffff;background:#1da1f2;border-radius:100px;padding:10px 22px;text-decoration:none;font-weight:bold;">Confirm now</a></td></tr>
<tr><td style="font-size:16px;color:#292f33;">Thanks,<br>Chirp</td></tr>
<tr><td style="font-size:12px;color:#8899a6;padding:28px 0;"><a href="https://help.chirp.example" style="color:#8899a6;">Help</a> | <a href="https://chirp.example/account/not_my_account/1588204417/9K3LP-DB2A1" style="color:#8899a6;">Not my account</a> | <a href="https://help.chirp.example/email-security" style="color:#8899a6;">Email security tips</a><br><br>
Chirp Corp. 1355 Market Street, Suite 900 San Francisco, CA 94103</td></tr>
</table></td></tr></table></body></html>
""",
)

# ==========================================================================
# second third: the hard kinds
# ==========================================================================

# ---------------------------------------------------------------- 0021
msg(
    kind="new_and_old_code", otp="774039", link=None,
    frm="Northgate Bank <security@alerts.northgatebank.example>",
    to="priya.patel@mailbox.example",
    subject="Your new Northgate security code",
    date=when(2025, 3, 14, 11, 4, 26, 0),
    text_cte="7bit", html_cte="quoted-printable",
    text="""Northgate Bank

Dear Ms Patel,

You asked us to send you a new security code.

The code we sent you at 11:02 (118 502) has now been cancelled and will
no longer work. Please use this new code instead:

774 039

This code expires at 11:19 UK time on 14 March 2025. Enter it on the
Northgate Online Banking screen where you made the request.

We will never ask you to read a security code out to anyone over the
phone, including Northgate staff.

Sort code: 20-41-77 | Account ending: 3318

Northgate Bank plc. Registered in England and Wales no. 04829117.
Registered office: 1 Northgate Square, Leeds LS1 4NG. Authorised by the
Prudential Regulation Authority and regulated by the Financial Conduct
Authority and the Prudential Regulation Authority (FRN 204117).
""",
    html="""<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;background:#ffffff;">
<div style="max-width:600px;margin:0 auto;">
<div style="background:#00395d;color:#fff;padding:18px 24px;font-size:20px;font-weight:bold;">Northgate Bank</div>
<div style="padding:24px;font-size:15px;line-height:22px;">
<p>Dear Ms Patel,</p>
<p>You asked us to send you a new security code.</p>
<p style="background:#fff4e5;border-left:4px solid #e07b00;padding:10px 14px;font-size:14px;">The code we sent you at 11:02 (<s>118 502</s>) has now been cancelled and will no longer work.</p>
<p>Please use this new code instead:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;color:#00395d;">774 039</p>
<p>This code expires at 11:19 UK time on 14 March 2025. Enter it on the Northgate Online Banking screen where you made the request.</p>
<p><b>We will never ask you to read a security code out to anyone over the phone, including Northgate staff.</b></p>
<table style="font-size:13px;color:#555;"><tr><td>Sort code: 20-41-77</td><td style="padding-left:20px;">Account ending: 3318</td></tr></table>
</div>
<div style="padding:16px 24px;font-size:11px;color:#6f6f6f;border-top:1px solid #ddd;">Northgate Bank plc. Registered in England and Wales no. 04829117. Registered office: 1 Northgate Square, Leeds LS1 4NG. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 204117).</div>
</div></body></html>
""",
)

# ---------------------------------------------------------------- 0022
msg(
    kind="several_codes", otp=None, link=None,
    frm="Stackhold <notifications@stackhold.example>",
    to="mkaplan.dev@devmail.example",
    subject="[Stackhold] Your two-factor recovery codes were regenerated",
    date=when(2025, 2, 9, 16, 21, 45, -7),
    text_cte="7bit", html_cte="quoted-printable",
    text="""Hey @mkaplan-dev,

You just regenerated the two-factor recovery codes for your Stackhold
account. Your previous recovery codes have been invalidated and can no
longer be used.

Keep these new codes somewhere safe, such as a password manager. Each
one can be used once to sign in if you lose access to your
authenticator app:

    4f7a2-9c1e8    b03d6-e52f1
    7e1c9-2a4b0    d96f3-18ce7
    a52e8-c03b9    61fd4-7b2a0
    e8b17-4d69c    3c0a5-f91e2
    92d6b-0e74a    5ab3f-c8d16

You don't need to enter any of them now. When you sign in normally,
use the 6-digit code from your authenticator app.

Regenerated: 9 February 2025 at 16:21 (UTC-07:00) from 192.0.2.144

If you did not do this, change your password and review your security
log at https://stackhold.example/settings/security-log

Stackhold, Inc. - 1600 Seventh Ave, Suite 2000, Seattle, WA 98101
""",
    html="""<html><body style="font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#222;">
<div style="max-width:560px;margin:0 auto;padding:20px;">
<p style="font-size:18px;font-weight:600;">Your recovery codes were regenerated</p>
<p>Hey @mkaplan-dev,</p>
<p>You just regenerated the two-factor recovery codes for your Stackhold account. Your previous recovery codes have been invalidated and can no longer be used.</p>
<p>Keep these new codes somewhere safe, such as a password manager. Each one can be used once to sign in if you lose access to your authenticator app:</p>
<table style="font-family:Consolas,Menlo,monospace;font-size:16px;background:#f6f8fa;border:1px solid #d0d7de;padding:12px 20px;" cellpadding="4">
<tr><td>4f7a2-9c1e8</td><td>b03d6-e52f1</td></tr>
<tr><td>7e1c9-2a4b0</td><td>d96f3-18ce7</td></tr>
<tr><td>a52e8-c03b9</td><td>61fd4-7b2a0</td></tr>
<tr><td>e8b17-4d69c</td><td>3c0a5-f91e2</td></tr>
<tr><td>92d6b-0e74a</td><td>5ab3f-c8d16</td></tr>
</table>
<p>You don&#39;t need to enter any of them now. When you sign in normally, use the 6-digit code from your authenticator app.</p>
<p style="font-size:13px;color:#666;">Regenerated: 9 February 2025 at 16:21 (UTC-07:00) from 192.0.2.144</p>
<p style="font-size:13px;">If you did not do this, change your password and <a href="https://stackhold.example/settings/security-log">review your security log</a>.</p>
<p style="font-size:11px;color:#999;">Stackhold, Inc. &ndash; 1600 Seventh Ave, Suite 2000, Seattle, WA 98101</p>
</div></body></html>
""",
)

# ---------------------------------------------------------------- 0023
msg(
    kind="several_codes", otp="605281", link=None,
    frm="Streamora <info@account.streamora.example>",
    to="liam.fitzgerald@mailbox.example",
    subject="Sign in on your TV",
    date=when(2025, 1, 11, 21, 33, 7, 0),
    text_cte="quoted-printable", html_cte="base64",
    text="""Hi Liam,

We received a request to sign in to Streamora on "Living Room TV (Samsung)".

Enter this code on your TV now:

605 281

Your TV also showed the pairing code QH7-MX2. We include it only so you can check it matches what's on the screen - you don't need to type it anywhere.

The code above expires in 15 minutes. If you didn't ask to sign in, you can ignore this email; no one can get into your account without this code.

Plan: Standard with ads · Next billing date: 28 January 2025 · £5.99

Streamora International B.V., Karperstraat 8-10, 1075 KZ Amsterdam, The Netherlands
""",
    html="""<html><body style="background:#000;margin:0;">
<table width="100%" style="background:#000;"><tr><td align="center" style="padding:24px 8px;">
<table width="520" style="background:#ffffff;font-family:'Helvetica Neue',Arial,sans-serif;color:#221f1f;">
<tr><td style="padding:24px 40px 0;font-size:26px;font-weight:900;color:#e50914;">STREAMORA</td></tr>
<tr><td style="padding:24px 40px 0;font-size:28px;font-weight:bold;">Sign in on your TV</td></tr>
<tr><td style="padding:16px 40px 0;font-size:15px;">Hi Liam,<br><br>We received a request to sign in to Streamora on &ldquo;Living Room TV (Samsung)&rdquo;.</td></tr>
<tr><td style="padding:20px 40px 4px;font-size:15px;font-weight:bold;">Enter this code on your TV now:</td></tr>
<tr><td style="padding:4px 40px 20px;"><div style="background:#f3f3f3;padding:16px;text-align:center;font-size:36px;letter-spacing:10px;font-weight:bold;">605 281</div></td></tr>
<tr><td style="padding:0 40px 16px;font-size:13px;color:#555;">Your TV also showed the pairing code <span style="font-family:monospace;">QH7-MX2</span>. We include it only so you can check it matches what&rsquo;s on the screen &mdash; you don&rsquo;t need to type it anywhere.</td></tr>
<tr><td style="padding:0 40px 24px;font-size:13px;color:#555;">The code above expires in 15 minutes. If you didn&rsquo;t ask to sign in, you can ignore this email; no one can get into your account without this code.</td></tr>
<tr><td style="padding:16px 40px;font-size:12px;color:#8c8c8c;background:#f3f3f3;">Plan: Standard with ads &middot; Next billing date: 28 January 2025 &middot; &pound;5.99<br><br>
<a href="https://help.streamora.example/" style="color:#8c8c8c;">Help Centre</a> &middot; <a href="https://www.streamora.example/account" style="color:#8c8c8c;">Account</a> &middot; <a href="https://www.streamora.example/privacy" style="color:#8c8c8c;">Privacy</a><br><br>
Streamora International B.V., Karperstraat 8-10, 1075 KZ Amsterdam, The Netherlands</td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0024
msg(
    kind="prefix_code", otp="590318", link=None,
    frm="Lumen Account <noreply@accounts.lumen.example>",
    to="oscar.lindqvist@lumenmail.example",
    subject="L-590318 is your Lumen verification code",
    date=when(2025, 2, 3, 8, 12, 44, 1),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Lumen

Verify your email address

To finish setting up your Lumen Account, enter this verification code on the sign-up screen:

L-590318

This code expires in 24 hours. If you didn't create a Lumen Account, you can ignore this email.

Lumen LLC, 1600 Ampitheatre Parkway, Mountain View, CA 94043, USA
""",
    html="""<html><body style="margin:0;padding:0;background:#fff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:48px 10px;">
<table width="472" cellpadding="0" cellspacing="0" style="border:1px solid #dadce0;border-radius:8px;font-family:'Google Sans',Roboto,Arial,sans-serif;">
<tr><td align="center" style="padding:36px 24px 20px;border-bottom:1px solid #dadce0;"><img src="https://www.lumen-static.example/images/branding/lumenlogo/2x/lumen_74x24.png" width="74" height="24" alt="Lumen"><div style="font-size:24px;padding-top:24px;">Verify your email address</div></td></tr>
<tr><td style="padding:20px 40px;font-size:14px;line-height:20px;color:rgba(0,0,0,0.87);">To finish setting up your Lumen Account, enter this verification code on the sign-up screen:</td></tr>
<tr><td align="center" style="padding:0 40px 20px;font-size:36px;line-height:44px;color:#202124;">L-590318</td></tr>
<tr><td style="padding:0 40px 36px;font-size:14px;color:rgba(0,0,0,0.87);">This code expires in 24 hours. If you didn&#39;t create a Lumen Account, you can ignore this email.</td></tr>
</table>
<p style="font-size:11px;color:rgba(0,0,0,0.54);font-family:Roboto,Arial,sans-serif;">&copy; 2025 Lumen LLC, 1600 Ampitheatre Parkway, Mountain View, CA 94043, USA</p>
</td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0025
msg(
    kind="prefix_code", otp="59102", link=None,
    frm="Facegram <security@mail.facegram.example>",
    to="jonah.m@post.example",
    subject="FG-59102 is your Facegram confirmation code",
    date=when(2024, 12, 4, 14, 55, 20, -6),
    text_cte="8bit",
    text="""Hi Jonah,

You're almost there! Enter the following confirmation code in the Facegram app to confirm this email address:

FG-59102

If you're asked for the code without the FG- part, just type the numbers.

This confirmation code will expire in 8 hours. Didn’t sign up for Facegram? Let us know: https://www.facegram.example/confirmemail.php?e=jonah.m%40post.example&c=notme&t=1733345720

Thanks,
The Facegram Team

========================================
This message was sent to jonah.m@post.example. To help keep your account secure, please don't forward this email.
Facegram Inc., Attention: Community Support, 1 Facegram Way, Menlo Park, CA 94025
""",
)

# ---------------------------------------------------------------- 0026
_l26 = "https://www.pagewright.example/loginWithToken?token=pwt_Zc8Vn1Qr4Tb7Ls0Kx3MdA9eF2gH6jP5w&state=a91f0c7e&operation=login"
msg(
    kind="lowercase_alnum", otp="6hq2xm9t", link=_l26,
    frm="Pagewright <noreply@pagewright.example>",
    to="nadia.fernandes@inbox.example",
    subject="Your Pagewright sign-in code: 6hq2xm9t",
    date=when(2025, 3, 9, 22, 17, 3, 0),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Sign in to Pagewright

Use this link to sign in to your workspace "Fernandes Studio":
""" + _l26 + """

Or copy and paste this temporary sign-in code:

6hq2xm9t

If you didn't try to sign in, you can safely ignore this email.

Hint: you can set a permanent password in Settings > My account.

Pagewright Labs, Inc. · 548 Market St #82016 · San Francisco, CA 94104
""",
    html="""<html><body style="font-family:ui-sans-serif,-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;color:#37352f;">
<div style="max-width:480px;margin:0 auto;padding:32px 16px;">
<img src="https://www.pagewright.example/images/logo-email-48.png" width="48" height="48" alt="Pagewright">
<h1 style="font-size:24px;margin:20px 0;">Sign in to Pagewright</h1>
<p style="font-size:14px;"><a href="https://www.pagewright.example/loginWithToken?token=pwt_Zc8Vn1Qr4Tb7Ls0Kx3MdA9eF2gH6jP5w&amp;state=a91f0c7e&amp;operation=login" style="color:#2383e2;">Click here to sign in to &ldquo;Fernandes Studio&rdquo;</a></p>
<p style="font-size:14px;">Or copy and paste this temporary sign-in code:</p>
<code style="display:inline-block;padding:16px 4.5%;width:90.5%;background:#f4f4f4;border-radius:4px;border:1px solid #eee;font-size:18px;color:#333;">6hq2xm9t</code>
<p style="font-size:14px;color:#aaa;margin-top:14px;">If you didn&#39;t try to sign in, you can safely ignore this email.</p>
<p style="font-size:14px;color:#aaa;">Hint: you can set a permanent password in Settings &amp; members &rarr; My account.</p>
<p style="font-size:12px;color:#aaa;margin-top:28px;"><a href="https://www.pagewright.example/" style="color:#aaa;">Pagewright</a>, the connected workspace for your docs and projects.<br>Pagewright Labs, Inc. &middot; 548 Market St #82016 &middot; San Francisco, CA 94104</p>
</div></body></html>
""",
)

# ---------------------------------------------------------------- 0027
msg(
    kind="lowercase_alnum", otp="x9f2kq7m", link=None,
    frm="Shipyard <security@shipyard.example>",
    to="priya.raman@devmail.example",
    subject="Confirm your Shipyard CLI login",
    date=when(2025, 3, 2, 16, 5, 39, 0),
    text_cte="7bit",
    text="""Hi Priya,

A login request was made from the Shipyard CLI:

  client:   shipyard v2.14.0 (darwin/arm64)
  host:     priya-mbp.local
  time:     2 March 2025, 16:05 UTC
  project:  atlas-api (prj_4Tq91LzX)
  team:     northbeam

To approve it, paste this one-time key into your terminal when prompted:

    x9f2kq7m

The key is valid for 15 minutes and works once. Your SSH deploy key
(SHA256:3nQ1v8Zb0pK6yLw2mR7tC4xF9aJ5dH0sE1gU8iO3kVc) is not affected.

If you didn't run `shipyard login`, don't share this key with anyone and
let us know at security@shipyard.example.

-- 
Shipyard Labs, Inc. - 95 Third St, 2nd Floor, San Francisco, CA 94103
""",
)

# ---------------------------------------------------------------- 0028
msg(
    kind="reset_in_code_mail", otp="209554", link=None,
    frm="Pixelboard <no-reply@auth.pixelboard.example>",
    to="anouk.vermeulen@mailbox.example",
    subject="Your Pixelboard verification code",
    date=when(2025, 2, 25, 9, 3, 11, 1),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Your verification code

Enter the code below to sign in to Pixelboard as anouk.vermeulen@mailbox.example:

209 554

This code will expire in 15 minutes.

Didn't try to sign in? Someone may know your password. Reset your password now:
https://pixelboard.example/account/recover?t=7bX2kQ9mZr4Lw1Nc&src=otp_mail

Pixelboard B.V. · Herengracht 182 · 1016 BR Amsterdam · KvK 71234561
""",
    html="""<html><body style="background:#f5f5f5;margin:0;font-family:Inter,Arial,sans-serif;">
<table width="100%"><tr><td align="center" style="padding:32px 10px;">
<table width="480" style="background:#fff;border-radius:12px;">
<tr><td style="padding:32px 32px 0;"><img src="https://static.pixelboard.example/mail/pb-wordmark.png" width="120" alt="Pixelboard"></td></tr>
<tr><td style="padding:24px 32px 8px;font-size:22px;font-weight:600;">Your verification code</td></tr>
<tr><td style="padding:0 32px;font-size:14px;color:#555;">Enter the code below to sign in to Pixelboard as anouk.vermeulen@mailbox.example:</td></tr>
<tr><td style="padding:24px 32px;"><span style="display:inline-block;padding:12px 22px;background:#efe9ff;border-radius:8px;font-size:30px;font-weight:700;letter-spacing:4px;color:#4b1fcf;">209 554</span></td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;color:#777;">This code will expire in 15 minutes.</td></tr>
<tr><td style="padding:16px 32px 28px;font-size:13px;color:#777;border-top:1px solid #eee;">Didn&#39;t try to sign in? Someone may know your password. <a href="https://pixelboard.example/account/recover?t=7bX2kQ9mZr4Lw1Nc&amp;src=otp_mail" style="color:#4b1fcf;">Reset your password</a></td></tr>
</table>
<p style="font-size:11px;color:#999;">Pixelboard B.V. &middot; Herengracht 182 &middot; 1016 BR Amsterdam &middot; KvK 71234561</p>
</td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0029
msg(
    kind="reset_in_code_mail", otp="8305126", link=None,
    frm="Meridian Wallet <security@meridianwallet.example>",
    to="tom.haddad@inbox.example",
    subject="Meridian sign-in attempt",
    date=when(2025, 1, 21, 2, 44, 18, 4),
    text_cte="quoted-printable", html_cte="base64",
    text="""Hi Tom,

Someone is signing in to your Meridian Wallet from a new device:
Samsung Galaxy S23 · Dubai, AE · 21 Jan 2025, 02:44 GST

To continue, enter this 7-digit code in the app:

8305126

Don't share it with anyone, not even Meridian support.

Not you? Secure your account now - we'll sign out every device and freeze your cards:
https://meridianwallet.example/secure?acct=MW-771-20934&token=sec_V5yQ1nK8tR3wX0zB6cM2pL9hD4fG7jS

Wallet balance and card ending 6652 are hidden for your security.

Meridian Payments Ltd, Gate District, Precinct Building 3, Level 2, DIFC, Dubai, UAE. Regulated by the DFSA (F008214).
""",
    html="""<html><body style="margin:0;background:#0f2a3f;">
<table width="100%" style="background:#0f2a3f;"><tr><td align="center" style="padding:28px 10px;">
<table width="520" style="background:#ffffff;border-radius:14px;font-family:Arial,sans-serif;color:#1c2b36;">
<tr><td style="padding:28px 32px 12px;font-size:20px;font-weight:bold;">Meridian sign-in attempt</td></tr>
<tr><td style="padding:0 32px;font-size:14px;">Hi Tom,<br><br>Someone is signing in to your Meridian Wallet from a new device:</td></tr>
<tr><td style="padding:12px 32px;font-size:13px;color:#51606b;">Samsung Galaxy S23 &middot; Dubai, AE &middot; 21 Jan 2025, 02:44 GST</td></tr>
<tr><td style="padding:8px 32px;font-size:14px;">To continue, enter this 7-digit code in the app:</td></tr>
<tr><td style="padding:8px 32px 16px;font-size:32px;font-weight:bold;letter-spacing:5px;color:#0a7c66;">8305126</td></tr>
<tr><td style="padding:0 32px 20px;font-size:13px;">Don&#39;t share it with anyone, not even Meridian support.</td></tr>
<tr><td style="padding:0 32px 28px;"><a href="https://meridianwallet.example/secure?acct=MW-771-20934&amp;token=sec_V5yQ1nK8tR3wX0zB6cM2pL9hD4fG7jS" style="display:inline-block;background:#d93025;color:#fff;padding:11px 22px;border-radius:8px;text-decoration:none;font-size:14px;font-weight:bold;">Not you? Secure your account</a></td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#7b8a94;border-top:1px solid #e6ebef;">Wallet balance and card ending 6652 are hidden for your security.<br>Meridian Payments Ltd, Gate District, Precinct Building 3, Level 2, DIFC, Dubai, UAE. Regulated by the DFSA (F008214).</td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0030  (no word "code" anywhere)
msg(
    kind="no_code_word", otp="275091", link=None,
    frm="Fernway <welcome@fernway.example>",
    to="tomasz.wrobel@mailbox.example",
    subject="Almost done \u2014 finish setting up your Fernway account",
    date=when(2025, 2, 16, 18, 30, 0, 0),
    text_cte="8bit", html_cte="quoted-printable",
    text="""Hi Tomasz,

Thanks for joining Fernway, the marketplace for pre-loved furniture.

To finish creating your account, type these digits on the sign-up page:

2 7 5 0 9 1

They’ll work for the next 20 minutes. If the page has closed, start again at fernway.example/join and we’ll send you fresh ones.

Didn’t sign up? No action needed — without these digits no account will be created.

Fernway Ltd, 14 Wharf Road, Bristol BS1 6XN · Company no. 12840377
""",
    html="""<html><body style="background:#f3efe8;margin:0;font-family:'Trebuchet MS',Arial,sans-serif;">
<table width="100%"><tr><td align="center" style="padding:30px 10px;">
<table width="540" style="background:#fffdf9;border:1px solid #e4dccd;">
<tr><td style="padding:22px 30px;font-size:24px;color:#2f4f3a;font-weight:bold;">fernway</td></tr>
<tr><td style="padding:0 30px;font-size:15px;color:#333;line-height:22px;">Hi Tomasz,<br><br>Thanks for joining Fernway, the marketplace for pre-loved furniture.<br><br>To finish creating your account, type these digits on the sign-up page:</td></tr>
<tr><td align="center" style="padding:24px 30px;">
<table cellpadding="0" cellspacing="6"><tr>
<td style="width:40px;height:50px;border:1px solid #2f4f3a;text-align:center;font-size:26px;">2</td>
<td style="width:40px;height:50px;border:1px solid #2f4f3a;text-align:center;font-size:26px;">7</td>
<td style="width:40px;height:50px;border:1px solid #2f4f3a;text-align:center;font-size:26px;">5</td>
<td style="width:40px;height:50px;border:1px solid #2f4f3a;text-align:center;font-size:26px;">0</td>
<td style="width:40px;height:50px;border:1px solid #2f4f3a;text-align:center;font-size:26px;">9</td>
<td style="width:40px;height:50px;border:1px solid #2f4f3a;text-align:center;font-size:26px;">1</td>
</tr></table></td></tr>
<tr><td style="padding:0 30px 20px;font-size:14px;color:#555;">They&rsquo;ll work for the next 20 minutes. If the page has closed, start again at <a href="https://fernway.example/join" style="color:#2f4f3a;">fernway.example/join</a> and we&rsquo;ll send you fresh ones.</td></tr>
<tr><td style="padding:0 30px 24px;font-size:13px;color:#777;">Didn&rsquo;t sign up? No action needed &mdash; without these digits no account will be created.</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#8a8377;background:#f7f2ea;">Fernway Ltd, 14 Wharf Road, Bristol BS1 6XN &middot; Company no. 12840377</td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0031  (PIN, no word "code")
msg(
    kind="no_code_word", otp="6612", link=None,
    frm="PillPoint Pharmacy <rx-notify@pillpoint.example>",
    to="dorothy.hughes@inbox.example",
    subject="Your PillPoint one-time PIN",
    date=when(2025, 1, 13, 16, 48, 2, -6),
    html_cte="quoted-printable",
    html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>PillPoint</title></head>
<body style="margin:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#333;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="background:#cc0000;padding:14px 20px;color:#fff;font-size:22px;font-weight:bold;">PillPoint<span style="font-weight:normal;font-size:14px;"> Pharmacy</span></td></tr>
<tr><td style="padding:24px 20px 10px;font-size:15px;">Hello Dorothy,</td></tr>
<tr><td style="padding:0 20px 10px;font-size:15px;line-height:22px;">We received a request to view your prescriptions online. To confirm it&#39;s you, enter the PIN below on pillpoint.example.</td></tr>
<tr><td style="padding:10px 20px;font-size:15px;">Your one-time PIN: <span style="font-size:26px;font-weight:bold;color:#cc0000;">6612</span></td></tr>
<tr><td style="padding:10px 20px;font-size:13px;color:#555;">It expires in 10 minutes. Our pharmacists will never ask you for this PIN by phone.</td></tr>
<tr><td style="padding:16px 20px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #e2e2e2;">
<tr style="background:#f6f6f6;"><td colspan="2"><b>Ready for pickup</b></td></tr>
<tr><td>Prescription #RX-0448193</td><td align="right">Lisinopril 10 mg, qty 30</td></tr>
<tr><td>Store #1127</td><td align="right">1840 N Clark St, Chicago, IL 60614</td></tr>
<tr><td>Pharmacy hours</td><td align="right">Mon&ndash;Fri 8 am&ndash;9 pm, Sat&ndash;Sun 9 am&ndash;6 pm</td></tr>
<tr><td>Pharmacy phone</td><td align="right">(312) 555-0147</td></tr>
</table></td></tr>
<tr><td style="padding:16px 20px;font-size:11px;color:#888;">PillPoint Pharmacy, Inc., 200 Wilmot Rd, Deerfield, IL 60015. This email was sent to dorothy.hughes@inbox.example.<br>
<a href="https://www.pillpoint.example/notice-of-privacy-practices" style="color:#888;">Notice of Privacy Practices</a> | <a href="https://www.pillpoint.example/email-preferences?u=DH40221" style="color:#888;">Email preferences</a></td></tr>
</table></td></tr></table>
</body></html>
""",
)

# ---------------------------------------------------------------- 0032
msg(
    kind="subject_only", otp="503781", link=None,
    frm="Parcelbay <account@parcelbay.example>",
    to="greta.holm@mailbox.example",
    subject="503781 is your Parcelbay sign-in code",
    date=when(2025, 3, 1, 12, 26, 9, 1),
    text_cte="7bit", html_cte="quoted-printable",
    text="""Hi Greta,

To finish signing in, enter the 6-digit code shown in the subject line of this email.

For your security we don't repeat it here. It expires in 10 minutes.

Didn't try to sign in? You can ignore this message. Your account is safe as long as nobody else has access to your inbox.

Parcelbay GmbH - Friedrichstrasse 68 - 10117 Berlin - HRB 204571 B
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222;background:#f7f7f7;">
<div style="max-width:520px;margin:0 auto;background:#fff;padding:28px;border-radius:6px;">
<div style="font-size:22px;font-weight:bold;color:#0064d2;">parcelbay</div>
<p>Hi Greta,</p>
<p>To finish signing in, enter the <b>6-digit code shown in the subject line</b> of this email.</p>
<p>For your security we don&#39;t repeat it here. It expires in 10 minutes.</p>
<p style="font-size:13px;color:#666;">Didn&#39;t try to sign in? You can ignore this message. Your account is safe as long as nobody else has access to your inbox.</p>
<p style="font-size:11px;color:#999;border-top:1px solid #eee;padding-top:12px;">Parcelbay GmbH &middot; Friedrichstra&szlig;e 68 &middot; 10117 Berlin &middot; HRB 204571 B<br>
<a href="https://www.parcelbay.example/impressum" style="color:#999;">Imprint</a> &middot; <a href="https://www.parcelbay.example/privacy" style="color:#999;">Privacy</a></p>
</div></body></html>
""",
)

# ---------------------------------------------------------------- 0033
msg(
    kind="alt_text_only", otp="830512", link=None,
    frm="Vaultline <verify@vaultline.example>",
    to="chris.obi@inbox.example",
    subject="Vaultline: verify your new device",
    date=when(2025, 2, 6, 19, 55, 41, -5),
    text_cte="quoted-printable", html_cte="quoted-printable",
    images=[("otpimg.7f3a2c@vaultline.example", code_png("830 512"))],
    text="""Verify your new device

Someone (hopefully you) is signing in to your Vaultline vault from Firefox on Ubuntu.

Your verification code is shown as an image in this email. If you can't see it, open the HTML version of this message or allow images from vaultline.example.

The code expires in 10 minutes. Vaultline will never ask for your master password by email.

Vaultline Security Inc., 31 St. James Avenue, Boston, MA 02116
""",
    html="""<html><body style="margin:0;background:#eef1f5;font-family:'Open Sans',Arial,sans-serif;">
<table width="100%"><tr><td align="center" style="padding:30px 10px;">
<table width="500" style="background:#ffffff;border-radius:6px;">
<tr><td style="padding:24px 30px;background:#175ddc;color:#ffffff;font-size:20px;font-weight:bold;border-radius:6px 6px 0 0;">Vaultline</td></tr>
<tr><td style="padding:24px 30px 6px;font-size:18px;font-weight:bold;color:#333;">Verify your new device</td></tr>
<tr><td style="padding:0 30px 16px;font-size:14px;color:#555;">Someone (hopefully you) is signing in to your Vaultline vault from Firefox on Ubuntu. Enter the verification code below to continue:</td></tr>
<tr><td align="center" style="padding:10px 30px 20px;"><img src="cid:otpimg.7f3a2c@vaultline.example" width="252" height="50" alt="Your verification code: 830 512" style="display:block;border:1px solid #d7dde5;"></td></tr>
<tr><td style="padding:0 30px 24px;font-size:13px;color:#777;">The code expires in 10 minutes. Vaultline will never ask for your master password by email.</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#999;border-top:1px solid #eee;">Vaultline Security Inc., 31 St. James Avenue, Boston, MA 02116</td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0034
_l34 = "https://links.brightlane.example/els/v2/Zk3P9qLmX0aB7cR2dT5vW8yE1uH4/aHR0cHM6Ly9hY2NvdW50LmJyaWdodGxhbmU/?ref=pwreset&cid=5508812044"
_l34raw = "https://account.brightlane.example/password/reset?token=b7E2kR9xQ4mZ1vL8cT3nW6pY0sH5jF&cust=5508812044"
msg(
    kind="magic_link", otp=None, link=_l34, link_alt=[_l34raw],
    frm="Brightlane Energy <myaccount@mail.brightlane.example>",
    to="joanne.blake@mailbox.example",
    subject="Reset your Brightlane password",
    date=when(2025, 1, 28, 20, 11, 36, 0),
    text_cte="quoted-printable", html_cte="quoted-printable",
    headers=[("List-Unsubscribe", "<https://links.brightlane.example/unsub/u/Zk3P9qLmX0aB7cR2dT5vW8yE1uH4>"),
             ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")],
    text="""Reset your password

Hi Joanne,

We received a request to reset the password for your Brightlane online account (account number 5508 8120 44).

Reset your password here (valid for 60 minutes):
""" + _l34raw + """

If you didn't request a password reset, you don't need to do anything.

Your latest bill: £87.42, due 14 February 2025. Direct Debit reference BL-5508812044.

Brightlane Energy Ltd, 2 Thorpe Road, Norwich NR1 1UH. Registered in England and Wales no. 07341129.
Call us on 0345 555 0190 (Mon-Fri 8am-8pm, Sat 9am-1pm).
Manage email preferences: https://links.brightlane.example/prefs/Zk3P9qLmX0aB7cR2dT5vW8yE1uH4
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f2f5f7;">
<div style="display:none;max-height:0;overflow:hidden;">Use the link inside to choose a new password.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;">
<tr><td align="right" style="padding:10px 0;font-size:11px;color:#6b7c87;"><a href="https://view.brightlane.example/?qs=8a4f1e0b2c9d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d" style="color:#6b7c87;">View in browser</a></td></tr>
<tr><td style="background:#003b49;padding:20px 30px;"><img src="https://image.mail.brightlane.example/lib/fe3a11/m/1/bl-logo-white.png" width="150" alt="Brightlane Energy"></td></tr>
<tr><td style="background:#ffffff;padding:30px;">
<h1 style="font-size:24px;color:#003b49;margin:0 0 18px;">Reset your password</h1>
<p style="font-size:15px;color:#333;">Hi Joanne,</p>
<p style="font-size:15px;color:#333;line-height:22px;">We received a request to reset the password for your Brightlane online account (account number 5508 8120 44).</p>
<table cellpadding="0" cellspacing="0" style="margin:24px 0;"><tr><td style="background:#00a884;border-radius:4px;">
<a href="https://links.brightlane.example/els/v2/Zk3P9qLmX0aB7cR2dT5vW8yE1uH4/aHR0cHM6Ly9hY2NvdW50LmJyaWdodGxhbmU/?ref=pwreset&amp;cid=5508812044" style="display:inline-block;padding:14px 28px;color:#ffffff;font-weight:bold;text-decoration:none;font-size:16px;">Reset password</a>
</td></tr></table>
<p style="font-size:13px;color:#555;">Or copy this link into your browser (valid for 60 minutes):<br>
<span style="color:#00799b;word-break:break-all;">https://account.brightlane.example/password/reset?token=b7E2kR9xQ4mZ1vL8cT3nW6pY0sH5jF&amp;cust=5508812044</span></p>
<p style="font-size:13px;color:#555;">If you didn&#39;t request a password reset, you don&#39;t need to do anything.</p>
<table width="100%" cellpadding="10" style="background:#f2f5f7;font-size:13px;color:#333;margin-top:20px;"><tr>
<td>Your latest bill<br><b style="font-size:18px;">&pound;87.42</b></td>
<td>Due<br><b>14 February 2025</b></td>
<td>Direct Debit ref.<br><b>BL-5508812044</b></td></tr></table>
</td></tr>
<tr><td align="center" style="padding:20px;">
<a href="https://links.brightlane.example/els/v2/Zk3P9qLmX0aB7cR2dT5vW8yE1uH4/ZmFjZWJvb2s/"><img src="https://image.mail.brightlane.example/lib/fe3a11/m/1/fb.png" width="24" alt="Facebook"></a>&nbsp;
<a href="https://links.brightlane.example/els/v2/Zk3P9qLmX0aB7cR2dT5vW8yE1uH4/eA/"><img src="https://image.mail.brightlane.example/lib/fe3a11/m/1/x.png" width="24" alt="X"></a>&nbsp;
<a href="https://links.brightlane.example/els/v2/Zk3P9qLmX0aB7cR2dT5vW8yE1uH4/aW5zdGFncmFt/"><img src="https://image.mail.brightlane.example/lib/fe3a11/m/1/ig.png" width="24" alt="Instagram"></a></td></tr>
<tr><td style="padding:0 30px 30px;font-size:11px;color:#6b7c87;line-height:16px;" align="center">
Brightlane Energy Ltd, 2 Thorpe Road, Norwich NR1 1UH. Registered in England and Wales no. 07341129.<br>
Call us on 0345 555 0190 (Mon&ndash;Fri 8am&ndash;8pm, Sat 9am&ndash;1pm).<br>
<a href="https://links.brightlane.example/prefs/Zk3P9qLmX0aB7cR2dT5vW8yE1uH4" style="color:#6b7c87;">Email preferences</a> |
<a href="https://links.brightlane.example/unsub/u/Zk3P9qLmX0aB7cR2dT5vW8yE1uH4" style="color:#6b7c87;">Unsubscribe</a> |
<a href="https://www.brightlane.example/privacy" style="color:#6b7c87;">Privacy</a></td></tr>
</table></td></tr></table>
<img src="https://links.brightlane.example/open/Zk3P9qLmX0aB7cR2dT5vW8yE1uH4.gif" width="1" height="1" alt="">
</body></html>
""",
)

# ---------------------------------------------------------------- 0035
_l35 = "https://coastalbirding.mailwave.example/subscribe/confirm?u=6f1c2a9b0e8d47f3a1c5&id=ab12cd34ef&e=9c7d1e2f40&c=5b3a7e9f11"
msg(
    kind="magic_link", otp=None, link=_l35,
    frm="Coastal Birding Monthly <editor@coastalbirding.example>",
    to="w.ashworth@inbox.example",
    subject="Coastal Birding Monthly: Please Confirm Subscription",
    date=when(2024, 9, 30, 6, 15, 0, -4),
    html_cte="base64",
    html="""<!DOCTYPE html><html><head><meta charset="UTF-8"><title>Coastal Birding Monthly: Please Confirm Subscription</title></head>
<body style="background:#eeeeee;margin:0;padding:0;">
<center>
<table width="100%" style="background:#eeeeee;"><tr><td align="center" style="padding:10px;font-family:Helvetica,Arial;font-size:11px;color:#777;">
<a href="https://coastalbirding.mailwave.example/archive/view?u=6f1c2a9b0e8d47f3a1c5&amp;id=ab12cd34ef&amp;e=9c7d1e2f40" style="color:#777;">View this email in your browser</a></td></tr></table>
<table width="600" style="background:#ffffff;border-top:6px solid #2b6a7c;font-family:Helvetica,Arial,sans-serif;color:#505050;">
<tr><td align="center" style="padding:28px 20px 10px;"><img src="https://mcusercontent.mailwave.example/6f1c2a9b0e8d47f3a1c5/images/cbm-header.jpg" width="560" alt="Coastal Birding Monthly"></td></tr>
<tr><td style="padding:10px 40px;font-size:24px;font-weight:bold;color:#202020;text-align:center;">Please Confirm Subscription</td></tr>
<tr><td align="center" style="padding:20px 40px;">
<a href="https://coastalbirding.mailwave.example/subscribe/confirm?u=6f1c2a9b0e8d47f3a1c5&amp;id=ab12cd34ef&amp;e=9c7d1e2f40&amp;c=5b3a7e9f11" style="display:inline-block;background:#2b6a7c;color:#ffffff;padding:15px 30px;font-weight:bold;text-decoration:none;border-radius:3px;">Yes, subscribe me to this list.</a></td></tr>
<tr><td style="padding:10px 40px 30px;font-size:14px;line-height:21px;">If you received this email by mistake, simply delete it. You won&#39;t be subscribed if you don&#39;t click the confirmation link above.<br><br>
For questions about this list, please contact:<br><a href="mailto:editor@coastalbirding.example" style="color:#2b6a7c;">editor@coastalbirding.example</a></td></tr>
<tr><td align="center" style="padding:16px;background:#f7f7f7;">
<a href="https://www.facebook-social.example/coastalbirdingmonthly"><img src="https://cdn-images.mailwave.example/icons/social-block-v2/color-facebook-48.png" width="24" alt="Facebook"></a>
<a href="https://www.instagram-social.example/coastalbirding"><img src="https://cdn-images.mailwave.example/icons/social-block-v2/color-instagram-48.png" width="24" alt="Instagram"></a>
<a href="https://coastalbirding.example"><img src="https://cdn-images.mailwave.example/icons/social-block-v2/color-link-48.png" width="24" alt="Website"></a></td></tr>
<tr><td align="center" style="padding:16px 30px;font-size:11px;color:#888;background:#f7f7f7;">Coastal Birding Monthly &middot; PO Box 1187 &middot; Cape May, NJ 08204 &middot; USA<br><br>
<a href="https://mailwave.example/monkey?utm_source=freemium_newsletter&amp;utm_campaign=confirm"><img src="https://cdn-images.mailwave.example/monkey_rewards/intuit-mw-rewards-text-dark.png" width="139" alt="Email Marketing Powered by Mailwave"></a></td></tr>
</table>
</center>
<img src="https://coastalbirding.mailwave.example/track/open.php?u=6f1c2a9b0e8d47f3a1c5&amp;id=00f3c9a&amp;e=9c7d1e2f40" height="1" width="1" alt="">
</body></html>
""",
)

# ---------------------------------------------------------------- 0036
msg(
    kind="phone_and_dates", otp="284019", link=None,
    frm="Keystone Card Services <alerts@keystonecard.example>",
    to="daniel.frost@mailbox.example",
    subject="Approve your online payment of $1,249.00",
    date=when(2025, 3, 12, 14, 33, 2, -4),
    text_cte="7bit", html_cte="quoted-printable",
    text="""KEYSTONE CARD SERVICES - Secure online payment

Dear Daniel Frost,

To approve this online payment, enter 284 019 on the merchant's
verification page. It is valid for 5 minutes.

  Merchant:   SUNWARD TRAVEL LLC, ORLANDO FL
  Amount:     $1,249.00 USD
  Date/time:  03/12/2025 14:32 EDT
  Card:       Visa Signature ending in 4471
  Reference:  7740 1182 93

Available credit after this purchase: $3,816.55. Statement closing
date: 03/28/2025. Minimum payment due 04/22/2025.

Didn't make this purchase? Call us immediately at 1-800-555-0142
(24/7) or, from outside the U.S., collect at +1 212 555 0199.

Keystone Card Services, P.O. Box 30281, Salt Lake City, UT 84130-0281
""",
    html="""<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #ccc;">
<tr><td style="background:#1f3864;color:#fff;padding:14px 20px;font-size:16px;font-weight:bold;">KEYSTONE CARD SERVICES &nbsp;|&nbsp; Secure online payment</td></tr>
<tr><td style="padding:20px;">
<p>Dear Daniel Frost,</p>
<p>To approve this online payment, enter <b style="font-size:22px;">284 019</b> on the merchant&#39;s verification page. It is valid for 5 minutes.</p>
<table cellpadding="5" cellspacing="0" style="border-collapse:collapse;font-size:13px;" border="1" bordercolor="#dddddd">
<tr><td style="background:#f3f3f3;">Merchant</td><td>SUNWARD TRAVEL LLC, ORLANDO FL</td></tr>
<tr><td style="background:#f3f3f3;">Amount</td><td>$1,249.00 USD</td></tr>
<tr><td style="background:#f3f3f3;">Date/time</td><td>03/12/2025 14:32 EDT</td></tr>
<tr><td style="background:#f3f3f3;">Card</td><td>Visa Signature ending in 4471</td></tr>
<tr><td style="background:#f3f3f3;">Reference</td><td>7740 1182 93</td></tr>
</table>
<p style="font-size:13px;">Available credit after this purchase: $3,816.55. Statement closing date: 03/28/2025. Minimum payment due 04/22/2025.</p>
<p style="font-size:13px;"><b>Didn&#39;t make this purchase?</b> Call us immediately at 1-800-555-0142 (24/7) or, from outside the U.S., collect at +1 212 555 0199.</p>
</td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#777;background:#f7f7f7;">Keystone Card Services, P.O. Box 30281, Salt Lake City, UT 84130-0281</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------- 0037
msg(
    kind="decoy_codes", otp="613870", link=None,
    frm="Trendloop <hello@trendloop.example>",
    to="zoe.martin@inbox.example",
    subject="Your Trendloop sign-in code",
    date=when(2025, 3, 20, 9, 41, 17, 0),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hi Zoe,

Your sign-in code is 613 870. It's valid for 10 minutes.

Stay safe: we'll never call or message you asking for this code. A real Trendloop agent won't ask you to read out a 6-digit number like 123456.

While you're here...
Your order TL-55810432 (2 items, £64.00) shipped on 18 March. Tracking: 1Z 9F4 V82 68 1204 3371.
Spring edit: take 25% off new-in with code SPRING25 until 31 March (min. spend £40).
Have a gift card? Redeem it at checkout.

Trendloop Ltd, 5 Brewer Street, London W1F 0RF. Customer care 020 7946 0311.
Unsubscribe from marketing: https://trendloop.example/email/unsubscribe?u=ZM-88213&list=promo
""",
    html="""<html><body style="margin:0;background:#fff;font-family:'Futura','Century Gothic',Arial,sans-serif;color:#111;">
<div style="max-width:580px;margin:0 auto;">
<div style="text-align:center;padding:22px;font-size:28px;letter-spacing:6px;">TRENDLOOP</div>
<div style="padding:0 28px;">
<p>Hi Zoe,</p>
<p>Your sign-in code is</p>
<p style="font-size:34px;letter-spacing:6px;font-weight:bold;">613&nbsp;870</p>
<p style="font-size:13px;color:#555;">It&#39;s valid for 10 minutes.</p>
<p style="font-size:12px;color:#555;background:#f4f4f4;padding:10px;">Stay safe: we&#39;ll never call or message you asking for this code. A real Trendloop agent won&#39;t ask you to read out a 6-digit number like <i>123456</i>.</p>
</div>
<div style="margin:24px 28px;border-top:1px solid #111;padding-top:18px;">
<p style="font-size:14px;font-weight:bold;">While you&#39;re here&hellip;</p>
<p style="font-size:13px;">Your order <b>TL-55810432</b> (2 items, &pound;64.00) shipped on 18 March. Tracking: 1Z 9F4 V82 68 1204 3371. <a href="https://trendloop.example/orders/TL-55810432/track">Track parcel</a></p>
<div style="background:#ffe3ec;padding:18px;text-align:center;">
<div style="font-size:13px;">SPRING EDIT &middot; 25% OFF NEW-IN</div>
<div style="font-size:22px;font-weight:bold;letter-spacing:3px;margin:6px 0;">SPRING25</div>
<div style="font-size:11px;">Use at checkout until 31 March. Min. spend &pound;40.</div>
<a href="https://trendloop.example/new-in?promo=SPRING25&amp;utm_medium=email" style="display:inline-block;margin-top:10px;background:#111;color:#fff;padding:10px 20px;text-decoration:none;">Shop new-in</a></div>
</div>
<p style="font-size:11px;color:#777;padding:0 28px 28px;">Trendloop Ltd, 5 Brewer Street, London W1F 0RF. Customer care 020 7946 0311.<br>
<a href="https://trendloop.example/email/unsubscribe?u=ZM-88213&amp;list=promo" style="color:#777;">Unsubscribe from marketing</a></p>
</div></body></html>
""",
)

# ---------------------------------------------------------------- 0038
msg(
    kind="booking_ref", otp="391740", link=None,
    frm="Nordhaven Air <noreply@booking.nordhavenair.example>",
    to="ingrid.solberg@mailbox.example",
    subject="Verification code for booking XK4T7R",
    date=when(2025, 4, 2, 18, 20, 56, 2),
    text_cte="8bit", html_cte="quoted-printable",
    text="""NORDHAVEN AIR

Hello Ingrid,

You asked to view or change booking XK4T7R.

Flight NH 482 · Oslo Gardermoen (OSL) 07:05 → London Heathrow (LHR) 08:55
Monday 14 April 2025 · 1 adult · Seat 12A · E-ticket 702 4861029384

To continue, enter this verification code on the “Manage booking” page:

391740

The code expires in 15 minutes. If you did not request it, no changes have been made to your booking.

Nordhaven Air AS · Postboks 115 · 1330 Fornebu · Norway · Org. no. 912 447 038
Customer service: +47 21 49 00 15
""",
    html="""<html><body style="margin:0;background:#eaf0f6;font-family:Arial,sans-serif;">
<table width="100%"><tr><td align="center" style="padding:24px 8px;">
<table width="600" style="background:#fff;">
<tr><td style="background:#d81939;padding:18px 26px;color:#fff;font-size:20px;font-weight:bold;letter-spacing:2px;">NORDHAVEN AIR</td></tr>
<tr><td style="padding:24px 26px 8px;font-size:15px;">Hello Ingrid,<br><br>You asked to view or change booking <b>XK4T7R</b>.</td></tr>
<tr><td style="padding:8px 26px;">
<table width="100%" cellpadding="8" style="border:1px solid #d9e1ea;font-size:13px;">
<tr><td><b>NH 482</b></td><td>Oslo Gardermoen (OSL) 07:05 &rarr; London Heathrow (LHR) 08:55</td></tr>
<tr><td>Date</td><td>Monday 14 April 2025</td></tr>
<tr><td>Passenger</td><td>1 adult &middot; Seat 12A &middot; E-ticket 702 4861029384</td></tr>
</table></td></tr>
<tr><td style="padding:18px 26px 6px;font-size:15px;">To continue, enter this verification code on the &ldquo;Manage booking&rdquo; page:</td></tr>
<tr><td style="padding:6px 26px 18px;font-size:30px;font-weight:bold;color:#d81939;letter-spacing:4px;">391740</td></tr>
<tr><td style="padding:0 26px 24px;font-size:13px;color:#555;">The code expires in 15 minutes. If you did not request it, no changes have been made to your booking.</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#777;background:#f4f6f8;">Nordhaven Air AS &middot; Postboks 115 &middot; 1330 Fornebu &middot; Norway &middot; Org. no. 912 447 038<br>Customer service: +47 21 49 00 15</td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0039
_l39 = "https://api.quizzly.example/v2/users/verify-email?uid=482913&token=qz_ev_3c9f1a7b2e8d4056a1f7c3e9b5d2a8f4"
msg(
    kind="username_digits", otp=None, link=_l39,
    frm="Quizzly <hello@quizzly.example>",
    to="user482913@mailbox.example",
    subject="Hi user482913, please verify your email",
    date=when(2025, 2, 22, 17, 2, 19, 10),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hi user482913,

Welcome to Quizzly! You're one step away from your first daily quiz.

Username: user482913
Player ID: 0095-2210

Verify your email address:
""" + _l39 + """

Tip: you can change your username once for free in Profile > Edit.

Quizzly Pty Ltd, 44 Harrington St, The Rocks NSW 2000, Australia
""",
    html="""<html><body style="margin:0;background:#fff8e6;font-family:'Nunito',Arial,sans-serif;">
<table width="100%"><tr><td align="center" style="padding:28px 10px;">
<table width="500" style="background:#ffffff;border-radius:18px;border:2px solid #ffd166;">
<tr><td align="center" style="padding:26px;"><img src="https://cdn.quizzly.example/mail/owl-mascot.png" width="90" alt="Quizzly owl"></td></tr>
<tr><td align="center" style="font-size:24px;font-weight:800;color:#3a2e5c;">Hi user482913,</td></tr>
<tr><td align="center" style="padding:10px 30px;font-size:15px;color:#555;">Welcome to Quizzly! You&#39;re one step away from your first daily quiz.</td></tr>
<tr><td align="center" style="padding:6px 30px;font-size:13px;color:#888;">Username: user482913 &middot; Player ID: 0095-2210</td></tr>
<tr><td align="center" style="padding:22px;"><a href="https://api.quizzly.example/v2/users/verify-email?uid=482913&amp;token=qz_ev_3c9f1a7b2e8d4056a1f7c3e9b5d2a8f4" style="background:#6c4ee3;color:#fff;padding:14px 34px;border-radius:30px;text-decoration:none;font-weight:800;">Verify my email</a></td></tr>
<tr><td align="center" style="padding:0 30px 24px;font-size:12px;color:#999;">Tip: you can change your username once for free in Profile &rsaquo; Edit.</td></tr>
</table>
<p style="font-size:11px;color:#aaa;">Quizzly Pty Ltd, 44 Harrington St, The Rocks NSW 2000, Australia &middot; <a href="https://quizzly.example/legal/privacy" style="color:#aaa;">Privacy</a></p>
</td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0040
msg(
    kind="delivery_code", otp="508331", link=None,
    frm="Boxpoint Lockers <notify@boxpoint.example>",
    to="aaron.kelly@inbox.example",
    subject="Your parcel is waiting in Boxpoint locker 14 \u2013 Brixton Tesco Express",
    date=when(2025, 3, 15, 11, 27, 44, 0),
    text_cte="quoted-printable", html_cte="quoted-printable",
    images=[("qr.locker14@boxpoint.example", pattern_png("boxpoint-508331"))],
    text="""Your parcel is ready to collect

Locker: Boxpoint 14 - Brixton Tesco Express, 412 Brixton Road, London SW9 8HX
Compartment: C-07 (medium)
Open: 06:00 - 23:00, 7 days
Tracking number: BX 7712 0448 3301 GB
Sender: Hearth & Home Ltd

Pick-up code: 508 331

Type the pick-up code on the locker screen, or scan the QR in the HTML version of this email. Collect by 18 March 2025, 23:00 - after that the parcel goes back to the sender.

Need help? Call 0203 555 0148 and quote locker ID LDN-SW9-0014.

Boxpoint UK Ltd, 1 Bridge Close, Romford RM7 0AU
""",
    html="""<html><body style="margin:0;font-family:Arial,sans-serif;background:#ececec;">
<table width="100%"><tr><td align="center" style="padding:20px 8px;">
<table width="560" style="background:#fff;">
<tr><td style="background:#ff5a00;color:#fff;padding:16px 22px;font-size:20px;font-weight:bold;">boxpoint</td></tr>
<tr><td style="padding:22px;font-size:20px;font-weight:bold;">Your parcel is ready to collect</td></tr>
<tr><td style="padding:0 22px;">
<table width="100%" cellpadding="6" style="font-size:13px;">
<tr><td style="color:#777;width:40%;">Locker</td><td>Boxpoint 14 &ndash; Brixton Tesco Express, 412 Brixton Road, London SW9 8HX</td></tr>
<tr><td style="color:#777;">Compartment</td><td>C-07 (medium)</td></tr>
<tr><td style="color:#777;">Open</td><td>06:00 &ndash; 23:00, 7 days</td></tr>
<tr><td style="color:#777;">Tracking number</td><td>BX 7712 0448 3301 GB</td></tr>
<tr><td style="color:#777;">Sender</td><td>Hearth &amp; Home Ltd</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:20px 22px;">
<div style="font-size:13px;color:#555;">Pick-up code</div>
<div style="font-size:40px;font-weight:bold;letter-spacing:6px;">508 331</div>
<img src="cid:qr.locker14@boxpoint.example" width="116" height="116" alt="QR for locker 14" style="margin-top:10px;">
</td></tr>
<tr><td style="padding:0 22px 20px;font-size:13px;color:#444;">Type the pick-up code on the locker screen, or scan the QR. Collect by <b>18 March 2025, 23:00</b> &ndash; after that the parcel goes back to the sender.</td></tr>
<tr><td style="padding:0 22px 20px;font-size:13px;color:#444;">Need help? Call 0203 555 0148 and quote locker ID LDN-SW9-0014.</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#888;background:#f6f6f6;">Boxpoint UK Ltd, 1 Bridge Close, Romford RM7 0AU</td></tr>
</table></td></tr></table></body></html>
""",
)

# ==========================================================================
# last third: no code, no link, but plenty of look-alikes
# ==========================================================================

# ---------------------------------------------------------------- 0041
msg(
    kind="newsletter_numbers", otp=None, link=None,
    frm="Alderbrook Outfitters <orders@alderbrook.example>",
    to="nate.carver@mailbox.example",
    subject="Order confirmed: #AB-2025-0318-77412",
    date=when(2025, 3, 18, 13, 2, 55, -6),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Thanks for your order, Nate!

Order number: AB-2025-0318-77412
Order date: March 18, 2025

  1 x Ridgeline 3-Season Tent, Moss (SKU 440812-MOS)      $289.00
  2 x Merino Crew Sock, size L (SKU 118305-L)               $37.90
  1 x Titanium Spork (SKU 902117)                           $14.95

Subtotal                                                   $341.85
Shipping (Standard, 5-7 business days)                       $0.00
Sales tax (Colorado 8.81%)                                  $30.12
Total charged to Mastercard ending 2209                    $371.97

Shipping to:
Nate Carver
1550 Pearl St, Apt 3B
Boulder, CO 80302

You earned 341 Trail Points (balance: 1,204). Member #AO-5520-1187.

Questions? Call 1-888-555-0117 or reply to this email.
Alderbrook Outfitters, 2100 Larimer St, Denver, CO 80205
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#2c2c2c;background:#f4f1ea;">
<table width="600" align="center" style="background:#fff;" cellpadding="0" cellspacing="0">
<tr><td style="background:#3e5641;color:#fff;padding:18px 24px;font-size:22px;font-family:Georgia,serif;">Alderbrook Outfitters</td></tr>
<tr><td style="padding:24px;"><h2 style="margin:0 0 8px;">Thanks for your order, Nate!</h2>
<p style="margin:0;color:#666;">Order number <b>AB-2025-0318-77412</b> &middot; March 18, 2025</p></td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="6" style="font-size:13px;border-top:1px solid #ddd;">
<tr><td>1 &times; Ridgeline 3-Season Tent, Moss<br><span style="color:#888;">SKU 440812-MOS</span></td><td align="right">$289.00</td></tr>
<tr><td>2 &times; Merino Crew Sock, size L<br><span style="color:#888;">SKU 118305-L</span></td><td align="right">$37.90</td></tr>
<tr><td>1 &times; Titanium Spork<br><span style="color:#888;">SKU 902117</span></td><td align="right">$14.95</td></tr>
<tr><td style="border-top:1px solid #ddd;">Subtotal</td><td align="right" style="border-top:1px solid #ddd;">$341.85</td></tr>
<tr><td>Shipping (Standard, 5&ndash;7 business days)</td><td align="right">$0.00</td></tr>
<tr><td>Sales tax (Colorado 8.81%)</td><td align="right">$30.12</td></tr>
<tr><td><b>Total</b> (Mastercard ending 2209)</td><td align="right"><b>$371.97</b></td></tr>
</table></td></tr>
<tr><td style="padding:20px 24px;font-size:13px;"><b>Shipping to</b><br>Nate Carver<br>1550 Pearl St, Apt 3B<br>Boulder, CO 80302</td></tr>
<tr><td style="padding:0 24px 20px;font-size:13px;background:#fbfaf6;">You earned <b>341</b> Trail Points (balance: 1,204). Member #AO-5520-1187.</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888;">Questions? Call 1-888-555-0117 or reply to this email.<br>Alderbrook Outfitters, 2100 Larimer St, Denver, CO 80205 &middot;
<a href="https://www.alderbrook.example/account/orders/AB-2025-0318-77412" style="color:#888;">View order</a></td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------- 0042
msg(
    kind="booking_ref", otp=None, link=None,
    frm="Skyline Pacific Airlines <itinerary@skylinepacific.example>",
    to="mei.tanaka@inbox.example",
    subject="Your e-ticket itinerary \u2013 Booking reference K7P2QX",
    date=when(2025, 2, 10, 9, 30, 0, 8),
    text_cte="base64", html_cte="quoted-printable",
    text="""SKYLINE PACIFIC AIRLINES - E-TICKET ITINERARY / RECEIPT

Booking reference (PNR): K7P2QX
Passenger: TANAKA/MEI MS
E-ticket number: 618 2409937154
Frequent flyer: SP 4408 1273 9

FLIGHT 1   SP 631   Tue 22 Apr 2025
  Depart  Singapore Changi (SIN) T3   08:35
  Arrive  Tokyo Haneda (HND) T3       16:30
  Economy (Y) · Seat 34K · Baggage 30 kg · Status: Confirmed

FLIGHT 2   SP 632   Mon 05 May 2025
  Depart  Tokyo Haneda (HND) T3       22:55
  Arrive  Singapore Changi (SIN) T3   05:10 (+1)
  Economy (Y) · Seat 41A · Baggage 30 kg · Status: Confirmed

Fare SGD 842.00 · Taxes SGD 96.40 · Total SGD 938.40 (Visa xxxx 8830)
Fare basis YLOW3SG · Issued 10 Feb 2025, Singapore, IATA 37312460

Online check-in opens 48 hours before departure. Check-in counters close 60 minutes before departure.

Skyline Pacific Airlines Ltd, 25 Airline Road, Singapore 819829 · Reservations +65 6555 0177
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#222;">
<table width="640" cellpadding="0" cellspacing="0" style="border:1px solid #c8d3df;">
<tr><td style="background:#0b2a55;color:#fff;padding:14px 18px;font-size:16px;font-weight:bold;">SKYLINE PACIFIC AIRLINES &mdash; E-TICKET ITINERARY / RECEIPT</td></tr>
<tr><td style="padding:16px 18px;">
<table cellpadding="4" style="font-size:13px;">
<tr><td style="color:#666;">Booking reference (PNR)</td><td><b style="font-size:20px;letter-spacing:2px;">K7P2QX</b></td></tr>
<tr><td style="color:#666;">Passenger</td><td>TANAKA/MEI MS</td></tr>
<tr><td style="color:#666;">E-ticket number</td><td>618 2409937154</td></tr>
<tr><td style="color:#666;">Frequent flyer</td><td>SP 4408 1273 9</td></tr>
</table></td></tr>
<tr><td style="padding:0 18px;">
<table width="100%" cellpadding="6" cellspacing="0" border="1" bordercolor="#dfe6ee" style="border-collapse:collapse;font-size:12px;">
<tr style="background:#eef3f8;"><th>Flight</th><th>Date</th><th>From</th><th>To</th><th>Class / Seat</th><th>Status</th></tr>
<tr><td>SP 631</td><td>Tue 22 Apr 2025</td><td>SIN T3 08:35</td><td>HND T3 16:30</td><td>Y / 34K</td><td>Confirmed</td></tr>
<tr><td>SP 632</td><td>Mon 05 May 2025</td><td>HND T3 22:55</td><td>SIN T3 05:10 (+1)</td><td>Y / 41A</td><td>Confirmed</td></tr>
</table></td></tr>
<tr><td style="padding:14px 18px;">Fare SGD 842.00 &middot; Taxes SGD 96.40 &middot; <b>Total SGD 938.40</b> (Visa xxxx 8830)<br>Fare basis YLOW3SG &middot; Issued 10 Feb 2025, Singapore, IATA 37312460 &middot; Baggage 30 kg</td></tr>
<tr><td style="padding:0 18px 14px;">Online check-in opens 48 hours before departure. Check-in counters close 60 minutes before departure.</td></tr>
<tr><td style="padding:10px 18px;font-size:11px;color:#777;background:#f5f7fa;">Skyline Pacific Airlines Ltd, 25 Airline Road, Singapore 819829 &middot; Reservations +65 6555 0177</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------- 0043
msg(
    kind="booking_ref", otp=None, link=None,
    frm="StayNest Apartments <host@staynest.example>",
    to="lucas.moreau@mailbox.example",
    subject="Check-in details for your stay at Canal View Loft (res. SN-88120)",
    date=when(2025, 4, 24, 10, 0, 12, 2),
    text_cte="8bit",
    text="""Hi Lucas,

Your stay at Canal View Loft is coming up! Here’s everything you need for self check-in.

Reservation: SN-88120
Dates: Fri 2 May 2025 (from 15:00) – Mon 5 May 2025 (until 11:00)
Guests: 2 adults
Address: Prinsengracht 412-III, 1016 JB Amsterdam

Getting in
1. The street door has a keypad. Enter 2719 and press #.
2. Take the stairs to the 3rd floor (sorry, no lift — Amsterdam stairs are steep!).
3. The key is in the grey lockbox to the right of the apartment door. Lockbox combination: 0415.
Please scramble the lockbox dials after taking the key.

Wi-Fi: CanalView_5G · password: tulips2025!

Tourist tax of €36.00 (2 guests × 3 nights × €6.00) was included in your payment of €612.00.

House rules: no parties, quiet hours 22:00–08:00, please don’t smoke inside.
Emergencies or lock-outs: call or WhatsApp Sanne on +31 6 5550 1182.

Enjoy Amsterdam!
Sanne & the StayNest team
StayNest B.V., Keizersgracht 241, 1016 EA Amsterdam · KvK 80114477
""",
)

# ---------------------------------------------------------------- 0044
msg(
    kind="booking_ref", otp=None, link=None,
    frm="Transwest Rail <tickets@transwestrail.example>",
    to="owen.price@inbox.example",
    subject="Your tickets: Cardiff Central to Bristol Temple Meads, 6 March",
    date=when(2025, 3, 1, 19, 45, 3, 0),
    text_cte="quoted-printable", html_cte="base64",
    text="""Thank you for booking with Transwest Rail.

Ticket collection reference: 7QXK9H2M
Transaction number: 20250301-884120

Outward: Thursday 6 March 2025
  Cardiff Central 08:12 -> Bristol Temple Meads 09:01
  Coach D, Seat 23 (forward facing, table)
Return: Thursday 6 March 2025
  Bristol Temple Meads 17:33 -> Cardiff Central 18:24
  Coach B, Seat 58

Ticket type: Off-Peak Day Return, Standard Class
Railcard: 16-25 (number ending 4471)
Price: £14.30 (paid with Apple Pay)

To collect your tickets, insert the payment card you booked with into any ticket machine at Cardiff Central and enter your collection reference.

Transwest Rail Ltd, Temple Gate House, Bristol BS1 6PL. Registered in England no. 05610029. Customer Relations: 0345 555 0160.
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#fff;color:#1a1a1a;">
<div style="max-width:600px;margin:0 auto;border:1px solid #ddd;">
<div style="background:#006a4d;color:#fff;padding:16px 20px;font-size:20px;font-weight:bold;">Transwest Rail</div>
<div style="padding:20px;">
<p>Thank you for booking with Transwest Rail.</p>
<table cellpadding="6" style="font-size:14px;background:#f1f7f4;width:100%;">
<tr><td>Ticket collection reference</td><td><b style="font-size:22px;letter-spacing:2px;">7QXK9H2M</b></td></tr>
<tr><td>Transaction number</td><td>20250301-884120</td></tr></table>
<h3 style="margin-top:20px;">Outward &middot; Thursday 6 March 2025</h3>
<p>Cardiff Central 08:12 &rarr; Bristol Temple Meads 09:01<br>Coach D, Seat 23 (forward facing, table)</p>
<h3>Return &middot; Thursday 6 March 2025</h3>
<p>Bristol Temple Meads 17:33 &rarr; Cardiff Central 18:24<br>Coach B, Seat 58</p>
<p>Ticket type: Off-Peak Day Return, Standard Class<br>Railcard: 16-25 (number ending 4471)<br>Price: &pound;14.30 (paid with Apple Pay)</p>
<p style="font-size:13px;">To collect your tickets, insert the payment card you booked with into any ticket machine at Cardiff Central and enter your collection reference.</p>
</div>
<div style="padding:12px 20px;font-size:11px;color:#777;background:#f6f6f6;">Transwest Rail Ltd, Temple Gate House, Bristol BS1 6PL. Registered in England no. 05610029. Customer Relations: 0345 555 0160.</div>
</div></body></html>
""",
)

# ---------------------------------------------------------------- 0045
msg(
    kind="newsletter_numbers", otp=None, link=None,
    frm="Pinecrest Bank <statements@pinecrestbank.example>",
    to="gloria.ruiz@mailbox.example",
    subject="Your February statement is ready",
    date=when(2025, 3, 3, 5, 10, 0, -5),
    text_cte="7bit", html_cte="quoted-printable",
    text="""Hello Gloria,

Your statement for Pinecrest Everyday Checking (...0042) is now available
in Online Banking.

Statement period: 02/01/2025 - 02/28/2025
Beginning balance: $4,118.63
Deposits and credits (6): $5,902.14
Withdrawals and debits (31): $5,377.80
Ending balance: $4,642.97
Interest earned this period: $0.41 (APY 0.05%)

Your linked Pinecrest Savings (...7719) ending balance: $12,300.00

To view it, sign in at pinecrestbank.example or in the Pinecrest
mobile app and go to Accounts > Statements & Documents.

Routing number 053200983 | Member FDIC | Equal Housing Lender
Pinecrest Bank, 400 S Tryon St, Charlotte, NC 28202 | 1-877-555-0125
Please do not reply to this automated email.
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#263238;background:#f5f7f8;">
<table width="600" align="center" style="background:#fff;" cellpadding="0" cellspacing="0">
<tr><td style="padding:18px 24px;border-bottom:3px solid #1b5e20;font-size:20px;color:#1b5e20;font-weight:bold;">Pinecrest Bank</td></tr>
<tr><td style="padding:24px;">
<p>Hello Gloria,</p>
<p>Your statement for <b>Pinecrest Everyday Checking (...0042)</b> is now available in Online Banking.</p>
<table width="100%" cellpadding="6" style="font-size:13px;border:1px solid #e0e0e0;">
<tr><td>Statement period</td><td align="right">02/01/2025 &ndash; 02/28/2025</td></tr>
<tr><td>Beginning balance</td><td align="right">$4,118.63</td></tr>
<tr><td>Deposits and credits (6)</td><td align="right">$5,902.14</td></tr>
<tr><td>Withdrawals and debits (31)</td><td align="right">$5,377.80</td></tr>
<tr><td><b>Ending balance</b></td><td align="right"><b>$4,642.97</b></td></tr>
<tr><td>Interest earned this period</td><td align="right">$0.41 (APY 0.05%)</td></tr>
</table>
<p style="font-size:13px;">Your linked Pinecrest Savings (...7719) ending balance: $12,300.00</p>
<p style="font-size:13px;">To view it, sign in at pinecrestbank.example or in the Pinecrest mobile app and go to Accounts &gt; Statements &amp; Documents.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#78909c;background:#fafafa;">Routing number 053200983 | Member FDIC | Equal Housing Lender<br>Pinecrest Bank, 400 S Tryon St, Charlotte, NC 28202 | 1-877-555-0125<br>Please do not reply to this automated email.</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------- 0046
msg(
    kind="newsletter_numbers", otp=None, link=None,
    frm="Quickship <updates@quickship.example>",
    to="helen.baker@inbox.example",
    subject="Shipped: your package is on its way (arriving Thu, Mar 13)",
    date=when(2025, 3, 10, 16, 40, 21, -7),
    html_cte="quoted-printable",
    html="""<html><body style="margin:0;background:#f3f3f3;font-family:'Amazon Ember',Arial,sans-serif;">
<table width="100%"><tr><td align="center">
<table width="600" style="background:#fff;">
<tr><td style="padding:14px 20px;background:#232f3e;color:#fff;font-weight:bold;font-size:18px;">quickship</td></tr>
<tr><td style="padding:22px 20px 6px;font-size:20px;">Hi Helen, your package has shipped!</td></tr>
<tr><td style="padding:0 20px;font-size:14px;color:#565959;">Arriving <b style="color:#007600;">Thursday, March 13</b> by 9 PM</td></tr>
<tr><td style="padding:16px 20px;">
<table width="100%" cellpadding="6" style="font-size:13px;border:1px solid #ddd;">
<tr><td style="color:#565959;">Order #</td><td>112-4059183-7730261</td></tr>
<tr><td style="color:#565959;">Carrier</td><td>UPS &middot; Tracking 1Z 999 AA1 01 2345 6784</td></tr>
<tr><td style="color:#565959;">Ship to</td><td>Helen Baker, 8820 SW Barbur Blvd, Portland, OR 97219-4412</td></tr>
<tr><td style="color:#565959;">Items</td><td>Ninja 4-qt Air Fryer (AF101) &times;1 &mdash; $89.99<br>Silicone liners, 2-pack &times;1 &mdash; $11.49</td></tr>
<tr><td style="color:#565959;">Shipment total</td><td>$101.48 (charged to Visa ending 0917)</td></tr>
</table></td></tr>
<tr><td style="padding:0 20px 18px;"><a href="https://www.quickship.example/progress-tracker/package?orderId=112-4059183-7730261&amp;shipmentId=Dq3nYk8Tb" style="display:inline-block;background:#ffd814;color:#0f1111;padding:10px 22px;border-radius:20px;text-decoration:none;font-size:14px;">Track package</a></td></tr>
<tr><td style="padding:0 20px 18px;font-size:12px;color:#565959;">Return window closes Apr 12, 2025. Questions? Call 1-888-555-0134.</td></tr>
<tr><td style="padding:14px 20px;font-size:11px;color:#777;background:#fafafa;">&copy;2025 Quickship.example, Inc. 410 Terry Ave N, Seattle, WA 98109-5210.<br>
<a href="https://www.quickship.example/gp/help/customer/display.html?nodeId=468496" style="color:#777;">Privacy Notice</a> &middot;
<a href="https://www.quickship.example/email-prefs?u=HB77120" style="color:#777;">Unsubscribe</a></td></tr>
</table></td></tr></table>
<img src="https://www.quickship.example/gp/r.html?R=2TQX8J0WBY4E&amp;T=O&amp;U=pixel" width="1" height="1" alt="">
</body></html>
""",
)

# ---------------------------------------------------------------- 0047
msg(
    kind="decoy_codes", otp=None, link=None,
    frm="Beanhouse Coffee Roasters <brew@beanhouse.example>",
    to="sophie.lang@mailbox.example",
    subject="\u2615 20% off your next bag \u2014 use code BREW20",
    date=when(2025, 3, 21, 8, 0, 0, -7),
    text_cte="quoted-printable", html_cte="quoted-printable",
    headers=[("List-Unsubscribe", "<https://beanhouse.example/unsubscribe?e=sophie.lang%40mailbox.example&k=bh_9911>")],
    text="""Spring roasts are here!

Hi Sophie, it's been a while since your last order (#BH10442). Here's 20% off to welcome you back.

Your code: BREW20
Valid until 04/06/2025 on orders over $30. One use per customer.

New this month:
- Ethiopia Guji Natural, lot 2411 - $21.00 / 12 oz
- Colombia Huila Decaf - $19.50 / 12 oz
- House Espresso No. 7 - $17.00 / 12 oz

Subscribers save an extra 10% with FRESH10 (can't be combined).

Got a gift card? Enter the 16-digit number and 4-digit PIN from the back at checkout.

Beanhouse Coffee Roasters · 2717 NE Alberta St · Portland, OR 97211 · (503) 555-0178
Unsubscribe: https://beanhouse.example/unsubscribe?e=sophie.lang%40mailbox.example&k=bh_9911
""",
    html="""<html><body style="margin:0;background:#f7efe6;font-family:'Georgia',serif;color:#3b2a20;">
<table width="100%"><tr><td align="center" style="padding:20px 8px;">
<table width="600" style="background:#fffaf4;">
<tr><td align="center" style="padding:8px;font-size:11px;font-family:Arial,sans-serif;"><a href="https://beanhouse.example/email/web/2025-03-spring?e=sl" style="color:#7a5c48;">View in browser</a></td></tr>
<tr><td><img src="https://beanhouse.example/email/img/spring-roasts-hero.jpg" width="600" alt="Spring roasts are here!"></td></tr>
<tr><td style="padding:24px 34px;font-size:17px;line-height:26px;">Hi Sophie, it&#39;s been a while since your last order (#BH10442). Here&#39;s 20% off to welcome you back.</td></tr>
<tr><td align="center" style="padding:0 34px 24px;">
<div style="border:2px dashed #3b2a20;padding:16px;display:inline-block;">
<div style="font-family:Arial,sans-serif;font-size:12px;letter-spacing:2px;">YOUR CODE</div>
<div style="font-size:32px;font-weight:bold;letter-spacing:4px;">BREW20</div>
<div style="font-family:Arial,sans-serif;font-size:11px;">Valid until 04/06/2025 on orders over $30. One use per customer.</div></div></td></tr>
<tr><td style="padding:0 34px;font-family:Arial,sans-serif;font-size:14px;">
<table width="100%" cellpadding="6">
<tr><td>Ethiopia Guji Natural, lot 2411</td><td align="right">$21.00 / 12 oz</td></tr>
<tr><td>Colombia Huila Decaf</td><td align="right">$19.50 / 12 oz</td></tr>
<tr><td>House Espresso No. 7</td><td align="right">$17.00 / 12 oz</td></tr></table></td></tr>
<tr><td align="center" style="padding:18px 34px;"><a href="https://beanhouse.example/shop?utm_source=email&amp;utm_campaign=spring25&amp;discount=BREW20" style="background:#3b2a20;color:#fffaf4;padding:12px 30px;text-decoration:none;font-family:Arial,sans-serif;">Shop spring roasts</a></td></tr>
<tr><td style="padding:0 34px 20px;font-family:Arial,sans-serif;font-size:13px;">Subscribers save an extra 10% with <b>FRESH10</b> (can&#39;t be combined). Got a gift card? Enter the 16-digit number and 4-digit PIN from the back at checkout.</td></tr>
<tr><td align="center" style="padding:18px;font-family:Arial,sans-serif;font-size:11px;color:#7a5c48;background:#efe2d3;">Beanhouse Coffee Roasters &middot; 2717 NE Alberta St &middot; Portland, OR 97211 &middot; (503) 555-0178<br>
<a href="https://beanhouse.example/unsubscribe?e=sophie.lang%40mailbox.example&amp;k=bh_9911" style="color:#7a5c48;">Unsubscribe</a> &middot; <a href="https://beanhouse.example/preferences?e=sophie.lang%40mailbox.example" style="color:#7a5c48;">Preferences</a></td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0048
msg(
    kind="decoy_codes", otp=None, link=None,
    frm="Rachel Dunn (via Confera) <no-reply@confera.example>",
    to="team-ops@harlowgroup.example",
    subject="Invitation: Q2 vendor review @ Tue 8 Apr 2025 14:00 - 15:00 (BST)",
    date=when(2025, 4, 1, 9, 12, 40, 1),
    text_cte="7bit",
    text="""Rachel Dunn is inviting you to a scheduled Confera meeting.

Topic: Q2 vendor review
Time: Apr 8, 2025 02:00 PM London

Join Confera Meeting
https://harlowgroup.confera.example/j/84522910037?pwd=bWx3ZkF6R0Jxd0xvN2lJd1R0UT09

Meeting ID: 845 2291 0037
Passcode: 629174

---

One tap mobile
+442034815240,,84522910037#,,,,*629174# United Kingdom
+441314601196,,84522910037#,,,,*629174# United Kingdom

---

Dial by your location
    +44 203 481 5240 United Kingdom
    +44 131 460 1196 United Kingdom
    +1 646 558 8656 US (New York)
Meeting ID: 845 2291 0037
Passcode: 629174
Find your local number: https://harlowgroup.confera.example/u/kdJ2mXq

Agenda: 1) renewal terms for contract HG-2024-117, 2) SLA breaches (tickets 44182, 44190), 3) AOB

Harlow Group plc, 22 Bishopsgate, London EC2N 4BQ
""",
)

# ---------------------------------------------------------------- 0049
msg(
    kind="decoy_codes", otp=None, link=None,
    frm="Ledgerly Security <security@ledgerly.example>",
    to="accounts@kestrelbakery.example",
    subject="Scam alert: fake \"Ledgerly support\" calls asking for codes",
    date=when(2025, 2, 26, 15, 0, 0, 0),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hi Kestrel Bakery team,

We've had reports of criminals phoning Ledgerly customers, pretending to be our support staff, and asking them to read out the 6-digit verification code we send when you sign in.

What they say: "We've noticed unusual activity. To stop a payment of £2,480.00, please read me the code you just received - it will look like 123456."

What to do:
1. Never share a verification code with anyone - not even us. Ledgerly will never ask for it.
2. Hang up and call us back on 0161 555 0193 (the number on our website).
3. Report the call to Action Fraud on 0300 123 2040 and quote our case number LGR-SC-2025-0226.

Your organisation: Kestrel Bakery Ltd (org ID 3310-7782)
Plan: Ledgerly Standard - next invoice 01/03/2025, £26.00 + VAT

Stay safe,
Amira Shah
Head of Customer Security, Ledgerly

Ledgerly Ltd, 1 Spinningfields, Manchester M3 3JE. Registered in England and Wales no. 10455210. VAT GB 254 8810 27.
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222;background:#f2f4f7;">
<table width="600" align="center" style="background:#fff;" cellpadding="0" cellspacing="0">
<tr><td style="padding:18px 26px;background:#13b5ea;color:#fff;font-size:20px;font-weight:bold;">ledgerly</td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:21px;">
<p>Hi Kestrel Bakery team,</p>
<p>We&#39;ve had reports of criminals phoning Ledgerly customers, pretending to be our support staff, and asking them to read out the 6-digit verification code we send when you sign in.</p>
<div style="background:#fff3f3;border-left:4px solid #d0021b;padding:12px 16px;margin:16px 0;"><b>What they say:</b> &ldquo;We&#39;ve noticed unusual activity. To stop a payment of &pound;2,480.00, please read me the code you just received &ndash; it will look like <span style="font-family:monospace;">123456</span>.&rdquo;</div>
<p><b>What to do:</b></p>
<ol><li>Never share a verification code with anyone &ndash; not even us. Ledgerly will never ask for it.</li>
<li>Hang up and call us back on 0161 555 0193 (the number on our website).</li>
<li>Report the call to Action Fraud on 0300 123 2040 and quote our case number <b>LGR-SC-2025-0226</b>.</li></ol>
<p style="font-size:13px;color:#555;">Your organisation: Kestrel Bakery Ltd (org ID 3310-7782)<br>Plan: Ledgerly Standard &ndash; next invoice 01/03/2025, &pound;26.00 + VAT</p>
<p>Stay safe,<br>Amira Shah<br>Head of Customer Security, Ledgerly</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#888;background:#f7f7f7;">Ledgerly Ltd, 1 Spinningfields, Manchester M3 3JE. Registered in England and Wales no. 10455210. VAT GB 254 8810 27.<br>
<a href="https://www.ledgerly.example/security" style="color:#888;">Security centre</a> &middot; <a href="https://www.ledgerly.example/privacy" style="color:#888;">Privacy</a></td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------- 0050
msg(
    kind="newsletter_numbers", otp=None, link=None,
    frm="Westmere Water <billing@westmerewater.example>",
    to="p.okonkwo@inbox.example",
    subject="Your Westmere Water bill \u2013 account 600 418 2273",
    date=when(2025, 1, 31, 7, 15, 0, 13),
    text_cte="8bit", html_cte="base64",
    text="""Kia ora Peter,

Your water bill for 1 October – 31 December 2024 is ready.

Account number: 600 418 2273
Invoice number: INV-2025-0131-558190
Property: 17 Kowhai Street, Westmere, Auckland 1022

Meter number: WM-88-204417
Previous reading (01/10/2024): 1,284 m³
Current reading (31/12/2024): 1,331 m³
Water used: 47 m³ (about 511 litres per day)

Water supply: 47 m³ × $1.842       $86.57
Wastewater: 47 m³ × 0.785 × $3.190  $117.71
Fixed wastewater charge (92 days)   $64.40
GST (15%)                           $40.30
Total due                          $308.98

Due date: 20 February 2025
Pay by direct debit, or internet banking to 12-3011-0488120-00 with your account number as the reference.

Westmere Water Ltd · Private Bag 92521, Wellesley Street, Auckland 1141 · 0800 555 019
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#1c2d3a;">
<div style="max-width:600px;margin:0 auto;border:1px solid #cfdbe4;">
<div style="background:#0078a8;color:#fff;padding:16px 20px;font-size:20px;">Westmere Water</div>
<div style="padding:20px;font-size:14px;">
<p>Kia ora Peter,</p>
<p>Your water bill for <b>1 October &ndash; 31 December 2024</b> is ready.</p>
<table width="100%" cellpadding="5" style="font-size:13px;">
<tr><td>Account number</td><td align="right">600 418 2273</td></tr>
<tr><td>Invoice number</td><td align="right">INV-2025-0131-558190</td></tr>
<tr><td>Property</td><td align="right">17 Kowhai Street, Westmere, Auckland 1022</td></tr>
<tr><td>Meter number</td><td align="right">WM-88-204417</td></tr>
<tr><td>Readings</td><td align="right">1,284 m&sup3; (01/10/2024) &rarr; 1,331 m&sup3; (31/12/2024)</td></tr>
<tr><td>Water used</td><td align="right">47 m&sup3; (about 511 litres per day)</td></tr>
</table>
<table width="100%" cellpadding="5" style="font-size:13px;border-top:1px solid #cfdbe4;margin-top:10px;">
<tr><td>Water supply: 47 m&sup3; &times; $1.842</td><td align="right">$86.57</td></tr>
<tr><td>Wastewater: 47 m&sup3; &times; 0.785 &times; $3.190</td><td align="right">$117.71</td></tr>
<tr><td>Fixed wastewater charge (92 days)</td><td align="right">$64.40</td></tr>
<tr><td>GST (15%)</td><td align="right">$40.30</td></tr>
<tr><td><b>Total due 20 February 2025</b></td><td align="right"><b>$308.98</b></td></tr>
</table>
<p style="font-size:13px;">Pay by direct debit, or internet banking to 12-3011-0488120-00 with your account number as the reference.</p>
</div>
<div style="padding:12px 20px;font-size:11px;color:#6a7f8f;background:#f1f6f9;">Westmere Water Ltd &middot; Private Bag 92521, Wellesley Street, Auckland 1141 &middot; 0800 555 019</div>
</div></body></html>
""",
)

# ---------------------------------------------------------------- 0051
msg(
    kind="phone_and_dates", otp=None, link=None,
    frm="Kestrel Mobile <plans@kestrelmobile.example>",
    to="ravi.menon@mailbox.example",
    subject="Your plan renews on 1 April \u2013 here's what's changing",
    date=when(2025, 3, 14, 12, 30, 0, 10),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hi Ravi,

Your Kestrel Mobile plan for 0412 555 083 renews on 1 April 2025.

Plan: Kestrel 40GB (monthly)
Current price: $35.00/month -> from 1 April: $38.00/month
Data: 40GB + 5GB bonus for 12 months
Calls & texts: unlimited standard national; 300 international minutes to 20 countries
Account number: 3009 8817 204
SIM (ICCID): 8961 0200 0041 8872 3319

Your second line, 0498 555 271 (Kestrel 10GB, $20.00/month), stays the same.

Usage this cycle (15 Feb - 14 Mar): 28.6GB of 45GB used, 1,210 minutes, 384 texts.

No action needed - your plan will renew automatically and be charged to your Mastercard ending 5560 on 1 April.
Questions? Call 13 55 01 or +61 2 5550 1130 from overseas.

Kestrel Mobile Pty Ltd, ABN 33 601 477 208, Level 12, 1 Denison St, North Sydney NSW 2060
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#eef0f3;margin:0;">
<table width="100%"><tr><td align="center" style="padding:20px 8px;">
<table width="580" style="background:#fff;border-radius:8px;">
<tr><td style="padding:20px 26px;font-size:22px;color:#5a2ca0;font-weight:bold;">kestrel mobile</td></tr>
<tr><td style="padding:0 26px 14px;font-size:15px;">Hi Ravi,<br><br>Your Kestrel Mobile plan for <b>0412 555 083</b> renews on <b>1 April 2025</b>.</td></tr>
<tr><td style="padding:0 26px;">
<table width="100%" cellpadding="6" style="font-size:13px;border:1px solid #e3e3e8;">
<tr><td>Plan</td><td>Kestrel 40GB (monthly)</td></tr>
<tr><td>Price</td><td>$35.00/month &rarr; from 1 April: <b>$38.00/month</b></td></tr>
<tr><td>Data</td><td>40GB + 5GB bonus for 12 months</td></tr>
<tr><td>Calls &amp; texts</td><td>Unlimited standard national; 300 international minutes to 20 countries</td></tr>
<tr><td>Account number</td><td>3009 8817 204</td></tr>
<tr><td>SIM (ICCID)</td><td>8961 0200 0041 8872 3319</td></tr>
</table></td></tr>
<tr><td style="padding:14px 26px;font-size:13px;">Your second line, 0498 555 271 (Kestrel 10GB, $20.00/month), stays the same.</td></tr>
<tr><td style="padding:0 26px 14px;font-size:13px;">Usage this cycle (15 Feb &ndash; 14 Mar): 28.6GB of 45GB used, 1,210 minutes, 384 texts.</td></tr>
<tr><td style="padding:0 26px 20px;font-size:13px;">No action needed &ndash; your plan will renew automatically and be charged to your Mastercard ending 5560 on 1 April. Questions? Call 13 55 01 or +61 2 5550 1130 from overseas.</td></tr>
<tr><td style="padding:12px 26px;font-size:11px;color:#888;background:#f7f7fa;">Kestrel Mobile Pty Ltd, ABN 33 601 477 208, Level 12, 1 Denison St, North Sydney NSW 2060</td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0052
msg(
    kind="decoy_codes", otp=None, link=None,
    frm="Hostbarn Support <support@hostbarn.example>",
    to="webmaster@lindenpottery.example",
    subject="[Ticket #482913] Re: SSL certificate not renewing for lindenpottery.example",
    date=when(2025, 3, 6, 11, 18, 0, -3),
    text_cte="quoted-printable",
    headers=[("In-Reply-To", "<tkt482913.c1@hostbarn.example>"),
             ("References", "<tkt482913.c1@hostbarn.example>")],
    text="""##- Please type your reply above this line -##

Your request (482913) has been updated. To add additional comments, reply to this email.

----------------------------------------------

Lucía M. (Hostbarn Support)

Mar 6, 2025, 11:17 BRT

Hi there,

Thanks for your patience. The auto-renewal for lindenpottery.example failed because the CAA record on your domain only allows "letsencrypt-alt.example". I've added our CA to the record (change ID DNS-20250306-7731) and re-queued the certificate. The new certificate (serial 04:A2:9F:11:7C:3E) should be live within 30 minutes.

Your hosting plan: Barn Pro (server ns2-sao-14, IP 203.0.113.77), renews 19/09/2025.

If you still see the warning after 12:00 BRT, reply with a screenshot and the error number shown in your browser (e.g. ERR_CERT_DATE_INVALID).

Kind regards,
Lucía
Hostbarn Support · Tier 2

----------------------------------------------

Linden Pottery

Mar 5, 2025, 21:40 BRT

Hello, my site shows "Your connection is not private" since yesterday. Customer number 100-448-219.

----------------------------------------------

Hostbarn Hospedagem Ltda · Av. Paulista, 1842 · São Paulo - SP · 01310-200 · CNPJ 12.345.678/0001-90
[GQ27ZL-4VD1]
""",
)

# ---------------------------------------------------------------- 0053
msg(
    kind="newsletter_numbers", otp=None, link=None,
    frm="Forkful <receipts@forkful.example>",
    to="kayla.ross@inbox.example",
    subject="Your Forkful receipt from Saigon Street Kitchen",
    date=when(2025, 2, 28, 19, 52, 17, -5),
    text_cte="base64", html_cte="quoted-printable",
    text="""Thanks for ordering, Kayla

Order #7F2K-19384 from Saigon Street Kitchen
Delivered at 7:51 PM on Fri, Feb 28 by Marcus (Honda Civic, plate KWT 4812)

1  Pho Tai (large)                 $15.95
1  Banh Mi Thit Nuong              $11.50
2  Spring Rolls (2 pc)             $13.00
1  Thai Iced Tea                    $5.25

Subtotal                           $45.70
Delivery fee                        $2.99
Service fee                         $4.57
Tax                                 $4.06
Dasher tip                          $8.00
Promotion (SAVE5)                  -$5.00
Total                              $60.32

Paid with Amex •••• 1009 on 02/28/2025 7:14 PM
Delivered to: 61 Grove Street, Apt 4R, New York, NY 10014

Rate your order in the app. Need help? forkful.example/help or 1-855-555-0107.
Forkful Inc., 901 Market St, 6th Floor, San Francisco, CA 94103
""",
    html="""<html><body style="font-family:'TT Norms',Arial,sans-serif;background:#f7f7f7;margin:0;">
<table width="100%"><tr><td align="center" style="padding:20px 8px;">
<table width="520" style="background:#fff;border-radius:10px;">
<tr><td style="padding:22px 26px;font-size:22px;font-weight:bold;color:#ff3008;">forkful</td></tr>
<tr><td style="padding:0 26px;font-size:20px;font-weight:bold;">Thanks for ordering, Kayla</td></tr>
<tr><td style="padding:8px 26px 16px;font-size:13px;color:#666;">Order #7F2K-19384 from Saigon Street Kitchen<br>Delivered at 7:51 PM on Fri, Feb 28 by Marcus (Honda Civic, plate KWT 4812)</td></tr>
<tr><td style="padding:0 26px;">
<table width="100%" cellpadding="5" style="font-size:13px;">
<tr><td>1 &times; Pho Tai (large)</td><td align="right">$15.95</td></tr>
<tr><td>1 &times; Banh Mi Thit Nuong</td><td align="right">$11.50</td></tr>
<tr><td>2 &times; Spring Rolls (2 pc)</td><td align="right">$13.00</td></tr>
<tr><td>1 &times; Thai Iced Tea</td><td align="right">$5.25</td></tr>
<tr><td style="border-top:1px solid #eee;">Subtotal</td><td align="right" style="border-top:1px solid #eee;">$45.70</td></tr>
<tr><td>Delivery fee</td><td align="right">$2.99</td></tr>
<tr><td>Service fee</td><td align="right">$4.57</td></tr>
<tr><td>Tax</td><td align="right">$4.06</td></tr>
<tr><td>Dasher tip</td><td align="right">$8.00</td></tr>
<tr><td>Promotion (SAVE5)</td><td align="right">&minus;$5.00</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>$60.32</b></td></tr>
</table></td></tr>
<tr><td style="padding:14px 26px;font-size:12px;color:#666;">Paid with Amex &bull;&bull;&bull;&bull; 1009 on 02/28/2025 7:14 PM<br>Delivered to: 61 Grove Street, Apt 4R, New York, NY 10014</td></tr>
<tr><td style="padding:12px 26px 22px;font-size:11px;color:#999;">Need help? <a href="https://forkful.example/help/orders/7F2K-19384" style="color:#999;">Get help with this order</a> or call 1-855-555-0107.<br>Forkful Inc., 901 Market St, 6th Floor, San Francisco, CA 94103</td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0054
msg(
    kind="username_digits", otp=None, link=None,
    frm="RetroRig Forums <digest@forums.retrorig.example>",
    to="gamer_2291@mailbox.example",
    subject="RetroRig weekly digest for gamer_2291 \u2013 14 new replies",
    date=when(2025, 3, 16, 6, 0, 0, 0),
    text_cte="8bit", html_cte="quoted-printable",
    headers=[("List-Unsubscribe", "<https://forums.retrorig.example/email/unsubscribe/gamer_2291/9a7f3c1e>"),
             ("Precedence", "bulk")],
    text="""Hi gamer_2291,

Here's what happened on RetroRig Forums this week (9 - 15 March 2025).

Threads you follow
 * "Amiga 500 rev 6A recap - which caps?" - 6 new replies (thread #118204)
 * "CRT geometry on Sony PVM-14L5, help" - 5 new replies (thread #120377)
 * "Post your 2025 setups" - 3 new replies (page 42)

Popular this week
 * "I found a sealed 1989 Game Boy (DMG-01) at a car boot sale" - 1,482 views
 * "SNES 1CHIP-03 vs 2CHIP-02 - real difference?" - 96 replies

Your stats: 2,291 posts · 184 likes received · member since 14 Aug 2011 · rank: Silicon Veteran

Marketplace: your listing #M-55120 (Sega Mega Drive PAL, £65) has 4 watchers.

-- 
RetroRig Forums, run by volunteers. Donations: retrorig.example/donate
You get this digest because you follow threads. Change digest settings in your profile.
""",
    html="""<html><body style="background:#1e1e24;color:#e8e8ea;font-family:Verdana,sans-serif;font-size:13px;">
<div style="max-width:620px;margin:0 auto;padding:20px;">
<h2 style="color:#7fd1ae;font-family:'Press Start 2P',monospace;font-size:16px;">RetroRig Forums &middot; weekly digest</h2>
<p>Hi gamer_2291,</p>
<p>Here&#39;s what happened on RetroRig Forums this week (9 &ndash; 15 March 2025).</p>
<h3 style="color:#f4b860;">Threads you follow</h3>
<ul>
<li><a href="https://forums.retrorig.example/t/118204?utm=digest" style="color:#9ecbff;">Amiga 500 rev 6A recap &ndash; which caps?</a> &ndash; 6 new replies</li>
<li><a href="https://forums.retrorig.example/t/120377?utm=digest" style="color:#9ecbff;">CRT geometry on Sony PVM-14L5, help</a> &ndash; 5 new replies</li>
<li><a href="https://forums.retrorig.example/t/99310/page/42?utm=digest" style="color:#9ecbff;">Post your 2025 setups</a> &ndash; 3 new replies</li>
</ul>
<h3 style="color:#f4b860;">Popular this week</h3>
<ul>
<li>I found a sealed 1989 Game Boy (DMG-01) at a car boot sale &ndash; 1,482 views</li>
<li>SNES 1CHIP-03 vs 2CHIP-02 &ndash; real difference? &ndash; 96 replies</li>
</ul>
<p style="background:#2a2a33;padding:10px;">Your stats: 2,291 posts &middot; 184 likes received &middot; member since 14 Aug 2011 &middot; rank: Silicon Veteran</p>
<p>Marketplace: your listing #M-55120 (Sega Mega Drive PAL, &pound;65) has 4 watchers.</p>
<p style="font-size:11px;color:#8a8a93;">RetroRig Forums, run by volunteers. <a href="https://retrorig.example/donate" style="color:#8a8a93;">Donate</a> &middot;
<a href="https://forums.retrorig.example/email/unsubscribe/gamer_2291/9a7f3c1e" style="color:#8a8a93;">Unsubscribe from digests</a></p>
</div></body></html>
""",
)

# ---------------------------------------------------------------- 0055
msg(
    kind="decoy_codes", otp=None, link=None,
    frm="Lantern Books <giftcards@lanternbooks.example>",
    to="eleanor.voss@mailbox.example",
    subject="Eleanor, you've received a $50 Lantern Books gift card from James",
    date=when(2024, 12, 24, 8, 30, 0, -5),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Merry Christmas, Eleanor!

James Whitaker sent you a Lantern Books eGift card.

"Happy holidays! Something for your winter reading list. - J"

Amount: $50.00
Card number: 6006 4913 2208 7415
PIN: 3947
Expires: never

How to redeem
Online: enter the card number and PIN at checkout on lanternbooks.example.
In store: show this email at any of our 38 shops. Staff will scan the barcode number 6006491322087415.

Check your balance any time by calling 1-800-555-0131.

Order ref: GC-20241223-00981 · Purchased 12/23/2024

Lantern Books, 122 Fifth Avenue, New York, NY 10011
""",
    html="""<html><body style="margin:0;background:#1f3b2d;font-family:Georgia,serif;">
<table width="100%"><tr><td align="center" style="padding:30px 8px;">
<table width="560" style="background:#fffdf7;border-radius:10px;">
<tr><td align="center" style="padding:30px 30px 10px;font-size:26px;color:#1f3b2d;">Merry Christmas, Eleanor!</td></tr>
<tr><td align="center" style="padding:0 30px 16px;font-size:15px;color:#555;">James Whitaker sent you a Lantern Books eGift card.</td></tr>
<tr><td align="center" style="padding:0 30px 20px;font-style:italic;color:#555;">&ldquo;Happy holidays! Something for your winter reading list. &ndash; J&rdquo;</td></tr>
<tr><td align="center" style="padding:0 30px;">
<table style="background:#c9a227;border-radius:12px;color:#1f3b2d;font-family:Arial,sans-serif;" width="380" cellpadding="10">
<tr><td style="font-size:14px;font-weight:bold;">LANTERN BOOKS</td><td align="right" style="font-size:28px;font-weight:bold;">$50.00</td></tr>
<tr><td colspan="2" style="font-size:18px;letter-spacing:2px;">6006 4913 2208 7415</td></tr>
<tr><td style="font-size:13px;">PIN: <b>3947</b></td><td align="right" style="font-size:11px;">Expires: never</td></tr>
</table></td></tr>
<tr><td style="padding:22px 30px;font-family:Arial,sans-serif;font-size:13px;color:#333;line-height:20px;"><b>How to redeem</b><br>
Online: enter the card number and PIN at checkout on lanternbooks.example.<br>
In store: show this email at any of our 38 shops. Staff will scan the barcode number 6006491322087415.<br><br>
Check your balance any time by calling 1-800-555-0131.</td></tr>
<tr><td style="padding:0 30px 24px;font-family:Arial,sans-serif;font-size:11px;color:#888;">Order ref: GC-20241223-00981 &middot; Purchased 12/23/2024<br>Lantern Books, 122 Fifth Avenue, New York, NY 10011</td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0056
msg(
    kind="newsletter_numbers", otp=None, link=None,
    frm="Blockwise <reports@blockwise.example>",
    to="s.iyer@inbox.example",
    subject="Your Blockwise account summary \u2013 February 2025",
    date=when(2025, 3, 1, 0, 5, 0, 0),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Blockwise monthly summary
Account: BW-30048-117 (Sanjay Iyer)
Period: 01 Feb 2025 00:00 UTC - 28 Feb 2025 23:59 UTC

Portfolio value: 14,882.31 USD (+6.4% vs January)
  BTC   0.12450000   11,403.77 USD
  ETH   0.86210000    2,121.55 USD
  USDC  1,357.00      1,357.00 USD

Activity
  03 Feb  Buy    0.01500000 BTC @ 97,412.08     1,461.18 USD   order 88410293
  11 Feb  Deposit 500.00 USDC (Base)  tx 0x4f3a...9c21
  19 Feb  Withdraw 0.20000000 ETH to 0x7B1c...E44d  fee 0.00042 ETH
  26 Feb  Staking reward 0.00184200 ETH

Trading fees paid: 7.31 USD · Maker/taker tier: 2 (0.25% / 0.35%)

Tax documents for 2024 (Form 1099-DA) are available under Account > Documents.

Blockwise Inc., NMLS ID 2104477, 55 Water Street, New York, NY 10041. Digital assets are not FDIC insured.
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#111;background:#fafafa;">
<div style="max-width:620px;margin:0 auto;background:#fff;padding:24px;border:1px solid #eee;">
<h2 style="margin-top:0;">Blockwise monthly summary</h2>
<p>Account: BW-30048-117 (Sanjay Iyer)<br>Period: 01 Feb 2025 00:00 UTC &ndash; 28 Feb 2025 23:59 UTC</p>
<p style="font-size:18px;">Portfolio value: <b>14,882.31 USD</b> <span style="color:#0a8f3d;">(+6.4% vs January)</span></p>
<table width="100%" cellpadding="5" style="border-collapse:collapse;" border="1" bordercolor="#eeeeee">
<tr><td>BTC</td><td>0.12450000</td><td align="right">11,403.77 USD</td></tr>
<tr><td>ETH</td><td>0.86210000</td><td align="right">2,121.55 USD</td></tr>
<tr><td>USDC</td><td>1,357.00</td><td align="right">1,357.00 USD</td></tr>
</table>
<h3>Activity</h3>
<table width="100%" cellpadding="5" style="font-size:12px;">
<tr><td>03 Feb</td><td>Buy 0.01500000 BTC @ 97,412.08</td><td>1,461.18 USD</td><td>order 88410293</td></tr>
<tr><td>11 Feb</td><td>Deposit 500.00 USDC (Base)</td><td></td><td>tx 0x4f3a&hellip;9c21</td></tr>
<tr><td>19 Feb</td><td>Withdraw 0.20000000 ETH to 0x7B1c&hellip;E44d</td><td>fee 0.00042 ETH</td><td></td></tr>
<tr><td>26 Feb</td><td>Staking reward 0.00184200 ETH</td><td></td><td></td></tr>
</table>
<p>Trading fees paid: 7.31 USD &middot; Maker/taker tier: 2 (0.25% / 0.35%)</p>
<p>Tax documents for 2024 (Form 1099-DA) are available under Account &gt; Documents.</p>
<p style="font-size:11px;color:#888;">Blockwise Inc., NMLS ID 2104477, 55 Water Street, New York, NY 10041. Digital assets are not FDIC insured.</p>
</div></body></html>
""",
)

# ---------------------------------------------------------------- 0057
msg(
    kind="booking_ref", otp=None, link=None,
    frm="Roadrunner Car Rental <reservations@roadrunner-rental.example>",
    to="gabriel.santos@mailbox.example",
    subject="Reservation confirmed: RR7740193 \u2013 Phoenix Sky Harbor, Apr 11",
    date=when(2025, 3, 27, 15, 22, 8, -7),
    text_cte="7bit", html_cte="base64",
    text="""Your reservation is confirmed.

Confirmation number: RR7740193
Roadrunner Club member #: RRC 88 2017 4452

PICK-UP   Fri, Apr 11, 2025 at 10:30 AM
          Phoenix Sky Harbor Intl (PHX), Rental Car Center
          1805 E Sky Harbor Cir S, Phoenix, AZ 85034 - (602) 555-0139
RETURN    Tue, Apr 15, 2025 at 9:00 AM, same location

Vehicle: Midsize SUV (Toyota RAV4 or similar), group IFAR
Rate: 4 days x $58.25 = $233.00
Taxes & fees: $71.84 (incl. Concession Recovery 11.11%, Facility Charge $6.00/day)
Estimated total: $304.84 - pay at counter

Add-ons: 1 additional driver ($13.99/day), toll pass (declined)
Flight: AA 2417 arriving 10:05 AM

Please bring your driver's license and the credit card used to book (ending 7308).

Roadrunner Car Rental, 6400 S Fiddlers Green Cir, Greenwood Village, CO 80111
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#222;">
<table width="600" style="border:1px solid #ddd;" cellpadding="0" cellspacing="0">
<tr><td style="background:#ffb400;padding:14px 20px;font-size:20px;font-weight:bold;">Roadrunner Car Rental</td></tr>
<tr><td style="padding:18px 20px;"><h2 style="margin:0;">Your reservation is confirmed.</h2>
<p>Confirmation number: <b style="font-size:18px;">RR7740193</b><br>Member #: RRC 88 2017 4452</p></td></tr>
<tr><td style="padding:0 20px;">
<table width="100%" cellpadding="6" style="border-collapse:collapse;" border="1" bordercolor="#eeeeee">
<tr><td><b>Pick-up</b></td><td>Fri, Apr 11, 2025 at 10:30 AM<br>Phoenix Sky Harbor Intl (PHX), Rental Car Center<br>1805 E Sky Harbor Cir S, Phoenix, AZ 85034 &middot; (602) 555-0139</td></tr>
<tr><td><b>Return</b></td><td>Tue, Apr 15, 2025 at 9:00 AM, same location</td></tr>
<tr><td><b>Vehicle</b></td><td>Midsize SUV (Toyota RAV4 or similar), group IFAR</td></tr>
<tr><td><b>Rate</b></td><td>4 days &times; $58.25 = $233.00</td></tr>
<tr><td><b>Taxes &amp; fees</b></td><td>$71.84 (incl. Concession Recovery 11.11%, Facility Charge $6.00/day)</td></tr>
<tr><td><b>Estimated total</b></td><td><b>$304.84</b> &ndash; pay at counter</td></tr>
<tr><td><b>Add-ons</b></td><td>1 additional driver ($13.99/day), toll pass (declined)</td></tr>
<tr><td><b>Flight</b></td><td>AA 2417 arriving 10:05 AM</td></tr>
</table></td></tr>
<tr><td style="padding:16px 20px;">Please bring your driver&#39;s license and the credit card used to book (ending 7308).</td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#777;background:#f6f6f6;">Roadrunner Car Rental, 6400 S Fiddlers Green Cir, Greenwood Village, CO 80111 &middot;
<a href="https://www.roadrunner-rental.example/reservations/RR7740193?ln=Santos" style="color:#777;">Modify or cancel</a></td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------- 0058
msg(
    kind="phone_and_dates", otp=None, link=None,
    frm="Smile Studio Dental <appointments@smilestudio.example>",
    to="fiona.gallagher@inbox.example",
    subject="Reminder: your appointment on Tuesday 18 March at 2:40 pm",
    date=when(2025, 3, 16, 10, 0, 0, 0),
    text_cte="8bit",
    text="""Dear Fiona,

This is a reminder of your upcoming appointment at Smile Studio Dental.

Date: Tuesday 18 March 2025
Time: 2:40 pm (please arrive 10 minutes early)
With: Dr Aoife Brennan (hygienist: Carla)
Treatment: Check-up & scale and polish (40 min)
Room: Surgery 3, first floor
Patient number: 004417-FG
Estimated fee: €85.00 (PRSI scheme may cover part of this — bring your PPS number)

Smile Studio Dental, 27 Baggot Street Lower, Dublin 2, D02 X588
Tel: 01 555 0142 · Mobile/WhatsApp: 087 555 0193
Opening hours: Mon–Thu 8:00–19:00, Fri 8:00–16:00

If you need to change or cancel, please give us at least 24 hours’ notice by calling 01 555 0142, or a €30 late-cancellation fee may apply.

Parking: Q-Park Merrion Square (car park number 1150), about 4 minutes’ walk.
""",
)

# ---------------------------------------------------------------- 0059
msg(
    kind="decoy_codes", otp=None, link=None,
    frm="Stagepass <tickets@stagepass.example>",
    to="leo.marchetti@mailbox.example",
    subject="Your tickets for The Lumineers \u2013 Sat 24 May 2025, Manchester",
    date=when(2025, 3, 8, 10, 3, 33, 0),
    text_cte="quoted-printable", html_cte="quoted-printable",
    images=[("barcode.sp1@stagepass.example", pattern_png("stagepass-8841-2290", size=25, scale=4))],
    text="""You're going!

The Lumineers - Automatic World Tour
Saturday 24 May 2025 · Doors 18:30 · Show 20:00
Co-op Live, Manchester M11 3DU

Order number: 38-55190/UK
Tickets: 2 x Block 112, Row K, Seats 14-15 (seated)
Entrance: Gate C
Ticket numbers: 8841 2290 5517 03, 8841 2290 5517 04

Total paid: £143.30 (2 x £62.50 + £18.30 fees), Visa ending 6021

Your mobile tickets will appear in the Stagepass app 48 hours before the show. Screenshots won't scan - the barcode refreshes every few seconds.

Accessibility line: 0161 555 0117 · Venue box office: 0161 555 0108

Stagepass UK Ltd, 30 St John Street, London EC1M 4AY
""",
    html="""<html><body style="margin:0;background:#0a0a0a;font-family:Arial,sans-serif;">
<table width="100%"><tr><td align="center" style="padding:24px 8px;">
<table width="560" style="background:#ffffff;">
<tr><td style="background:#026cdf;color:#fff;padding:16px 24px;font-size:20px;font-weight:bold;">stagepass</td></tr>
<tr><td style="padding:22px 24px 6px;font-size:26px;font-weight:bold;">You&#39;re going!</td></tr>
<tr><td style="padding:0 24px 14px;font-size:15px;"><b>The Lumineers &ndash; Automatic World Tour</b><br>Saturday 24 May 2025 &middot; Doors 18:30 &middot; Show 20:00<br>Co-op Live, Manchester M11 3DU</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="6" style="font-size:13px;border:1px solid #e5e5e5;">
<tr><td>Order number</td><td>38-55190/UK</td></tr>
<tr><td>Tickets</td><td>2 &times; Block 112, Row K, Seats 14&ndash;15 (seated)</td></tr>
<tr><td>Entrance</td><td>Gate C</td></tr>
<tr><td>Ticket numbers</td><td>8841 2290 5517 03<br>8841 2290 5517 04</td></tr>
<tr><td>Total paid</td><td>&pound;143.30 (2 &times; &pound;62.50 + &pound;18.30 fees), Visa ending 6021</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:16px;"><img src="cid:barcode.sp1@stagepass.example" width="100" height="100" alt="Sample barcode - not valid for entry"></td></tr>
<tr><td style="padding:0 24px 16px;font-size:13px;">Your mobile tickets will appear in the Stagepass app 48 hours before the show. Screenshots won&#39;t scan &ndash; the barcode refreshes every few seconds.</td></tr>
<tr><td style="padding:0 24px 16px;font-size:12px;color:#555;">Accessibility line: 0161 555 0117 &middot; Venue box office: 0161 555 0108</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#888;background:#f4f4f4;">Stagepass UK Ltd, 30 St John Street, London EC1M 4AY &middot; <a href="https://www.stagepass.example/my-account/orders" style="color:#888;">My orders</a></td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------- 0060
msg(
    kind="security_notice", otp=None, link=None,
    frm="Fablecraft Launcher <account@fablecraft.example>",
    to="mira.sokolova@mailbox.example",
    subject="Your Fablecraft password was changed",
    date=when(2025, 2, 18, 22, 9, 51, 3),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hi MiraSkye_07,

The password for your Fablecraft account was changed on 18 February 2025 at 22:09 (UTC+3).

Device: Fablecraft Launcher 5.3.1 on Windows 11
IP address: 192.0.2.219 (Kazan, Russia - approximate)
Account ID: 5f1c0e77-2a9d-4b1f-93c8-71e2d40a6b58

If you made this change, you don't need to do anything.

If you didn't change your password, secure your account right away:
https://www.fablecraft.example/account/secure?ctx=pwchg&sid=fc_sess_82KqT9vN1mZ4xR7bL0cW

Fablecraft Interactive AB, Götgatan 78, 118 30 Stockholm, Sweden
""",
    html="""<html><body style="margin:0;background:#121212;font-family:'Segoe UI',Arial,sans-serif;">
<table width="100%"><tr><td align="center" style="padding:28px 8px;">
<table width="540" style="background:#202020;color:#f0f0f0;border-radius:8px;">
<tr><td style="padding:24px 30px;font-size:20px;font-weight:bold;color:#ffb74d;">FABLECRAFT</td></tr>
<tr><td style="padding:0 30px 12px;font-size:15px;">Hi MiraSkye_07,</td></tr>
<tr><td style="padding:0 30px 16px;font-size:15px;">The password for your Fablecraft account was changed on <b>18 February 2025 at 22:09 (UTC+3)</b>.</td></tr>
<tr><td style="padding:0 30px 16px;">
<table width="100%" cellpadding="6" style="font-size:13px;background:#2a2a2a;color:#cfcfcf;">
<tr><td>Device</td><td>Fablecraft Launcher 5.3.1 on Windows 11</td></tr>
<tr><td>IP address</td><td>192.0.2.219 (Kazan, Russia &ndash; approximate)</td></tr>
<tr><td>Account ID</td><td>5f1c0e77-2a9d-4b1f-93c8-71e2d40a6b58</td></tr>
</table></td></tr>
<tr><td style="padding:0 30px 16px;font-size:14px;">If you made this change, you don&#39;t need to do anything.</td></tr>
<tr><td style="padding:0 30px 26px;"><a href="https://www.fablecraft.example/account/secure?ctx=pwchg&amp;sid=fc_sess_82KqT9vN1mZ4xR7bL0cW" style="display:inline-block;background:#e53935;color:#fff;padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:bold;">I didn&#39;t do this &ndash; secure my account</a></td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#8a8a8a;border-top:1px solid #333;">Fablecraft Interactive AB, G&ouml;tgatan 78, 118 30 Stockholm, Sweden</td></tr>
</table></td></tr></table></body></html>
""",
)


# ==========================================================================
# building
# ==========================================================================
ALLOWED_TLDS = (".example", ".test", ".invalid")


def domain_of(addr):
    m = re.search(r"@([A-Za-z0-9.-]+)", addr)
    return m.group(1) if m else "mail.example"


def charset_for(cte):
    return "us-ascii" if cte == "7bit" else "utf-8"


def build(m, n):
    em = EmailMessage(policy=POLICY)
    em["From"] = m["frm"]
    em["To"] = m["to"]
    em["Subject"] = m["subject"]
    em["Date"] = m["date"]
    digest = hashlib.sha1((m["subject"] + m["date"] + str(n)).encode()).hexdigest()
    em["Message-ID"] = "<%s.%s@%s>" % (digest[:16], digest[16:26], domain_of(m["frm"]))
    for k, v in m.get("headers", []):
        em[k] = v
    text, html = m.get("text"), m.get("html")
    if text is not None:
        cte = m.get("text_cte", "quoted-printable")
        em.set_content(text, subtype="plain", charset=charset_for(cte), cte=cte)
        if html is not None:
            hcte = m.get("html_cte", "quoted-printable")
            em.add_alternative(html, subtype="html", charset=charset_for(hcte), cte=hcte)
    else:
        hcte = m.get("html_cte", "quoted-printable")
        em.set_content(html, subtype="html", charset=charset_for(hcte), cte=hcte)
    if m.get("images"):
        hpart = em.get_body(("html",))
        for cid, data in m["images"]:
            hpart.add_related(data, "image", "png", cid="<%s>" % cid,
                              disposition="inline", filename=cid.split("@")[0] + ".png")
    for part in em.walk():
        if part is not em and "MIME-Version" in part:
            del part["MIME-Version"]
    return em.as_bytes(policy=POLICY)


# ==========================================================================
# validation
# ==========================================================================
class Collector(HTMLParser):
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


SEP = r"(?:[\s\u00a0\u2009\u202f\-\u2010\u2011\u2013.\u00b7]|<[^>]*>|&nbsp;|&#160;|&thinsp;)*"


class CodeFinder:
    """Finds a code shown with presentation separators (spaces, dashes, one tag per digit)."""

    def __init__(self, code):
        self.rx = re.compile(SEP.join(re.escape(c) for c in code))

    def search(self, s):
        for mt in self.rx.finditer(s):
            if re.match(r"(?:<[^>]*>)*[A-Za-z0-9]", s[mt.end():]):
                continue
            if re.search(r"[A-Za-z0-9](?:<[^>]*>)*\Z", s[:mt.start()]):
                continue
            return True
        return False


def code_re(code):
    return CodeFinder(code)


def check(fname, raw, m):
    errs = []
    msg_ = BytesParser(policy=POLICY).parsebytes(raw)
    for part in msg_.walk():
        if part.defects:
            errs.append("defects in %s: %r" % (part.get_content_type(), part.defects))
    for line in raw.split(b"\n"):
        if len(line) > 998:
            errs.append("line longer than 998 octets")
            break
    subject = str(msg_["subject"])
    texts, htmls = [], []
    for part in msg_.walk():
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            htmls.append(part.get_content())
        elif part.get_content_maintype() == "image":
            part.get_content()
    hrefs, alts, visible = [], [], []
    for h in htmls:
        c = Collector()
        c.feed(h)
        c.close()
        hrefs += c.hrefs
        alts += c.alts
        visible.append("".join(c.data))
    # domains: only reserved test TLDs
    everything = "\n".join([subject, str(msg_["from"]), str(msg_["to"])] + texts + htmls + hrefs)
    for host in re.findall(r"https?://([^/\s\"'<>?#:]+)", everything):
        if not host.lower().endswith(ALLOWED_TLDS):
            errs.append("URL host not reserved: " + host)
    no_urls = re.sub(r"https?://[^\s\"'<>]+", " ", everything)
    for dom in re.findall(r"[\w.+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)", no_urls):
        if not dom.lower().endswith(ALLOWED_TLDS):
            errs.append("mail domain not reserved: " + dom)
    # code
    otp = m.get("otp")
    if otp is not None:
        rx = code_re(otp)
        places = {"subject": [subject], "text": texts, "html": htmls, "alt": alts}
        found = [k for k, vals in places.items() if any(rx.search(v) for v in vals)]
        if not found:
            errs.append("code %s not found" % otp)
        if m["kind"] == "subject_only" and found != ["subject"]:
            errs.append("subject_only code found in %s" % found)
        if m["kind"] == "alt_text_only":
            html_no_alt = [re.sub(r'\balt="[^"]*"', "", h) for h in htmls]
            if any(rx.search(v) for v in texts + html_no_alt + [subject]):
                errs.append("alt_text_only code visible outside alt")
            if not any(rx.search(a) for a in alts):
                errs.append("alt_text_only code not in alt")
        if m["kind"] == "no_code_word":
            if any(re.search(r"\bcodes?\b", v, re.I) for v in [subject] + texts + visible + alts):
                errs.append("no_code_word message contains the word 'code'")
    # links
    def link_present(u):
        if u in hrefs:
            return True
        if not htmls:
            return any(u in re.split(r"[\s<>]+", t) for t in texts)
        return False

    link = m.get("link")
    if link is not None:
        if not link_present(link):
            errs.append("link not found as href: " + link)
        if not link.lower().split("/")[2].endswith(ALLOWED_TLDS):
            errs.append("link domain")
    for alt in m.get("link_alt", []) or []:
        if not (alt in hrefs or any(alt in re.split(r"[\s<>]+", t) for t in texts)):
            errs.append("link_alt not found: " + alt)
    return ["%s: %s" % (fname, e) for e in errs]


def main():
    errors = []
    labels = []
    family_count = {}
    for old in os.listdir(OUT):
        if old.startswith(PREFIX + "-") and old.endswith(".eml"):
            os.remove(os.path.join(OUT, old))
    for i, m in enumerate(MESSAGES, 1):
        fname = "%s-%04d.eml" % (PREFIX, i)
        raw = build(m, i)
        with open(os.path.join(OUT, fname), "wb") as fh:
            fh.write(raw)
        with open(os.path.join(OUT, fname), "rb") as fh:
            errors += check(fname, fh.read(), m)
        family_count[m["kind"]] = family_count.get(m["kind"], 0) + 1
        rec = {"file": fname, "otp": m.get("otp"), "link": m.get("link"),
               "kind": m["kind"], "lang": LANG,
               "family": "%s-%s-%02d" % (PREFIX, m["kind"], family_count[m["kind"]])}
        if m.get("link_alt"):
            rec["link_alt"] = list(m["link_alt"])
        labels.append(rec)
    fams = [r["family"] for r in labels]
    if len(set(fams)) != len(fams):
        errors.append("duplicate family ids")
    senders = [domain_of(m["frm"]) for m in MESSAGES]
    dup = {s for s in senders if senders.count(s) > 1}
    if dup:
        errors.append("sender domain reused: %s" % sorted(dup))
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for r in labels:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    n = len(labels)
    code = sum(1 for r in labels if r["otp"])
    link = sum(1 for r in labels if r["link"])
    neither = sum(1 for r in labels if not r["otp"] and not r["link"])
    both = sum(1 for r in labels if r["otp"] and r["link"])
    print("OK: %d messages; code %d, link %d (both %d), neither %d" % (n, code, link, both, neither))
    kinds = {}
    for r in labels:
        kinds[r["kind"]] = kinds.get(r["kind"], 0) + 1
    for k in sorted(kinds):
        print("  %-20s %d" % (k, kinds[k]))


if __name__ == "__main__":
    main()
