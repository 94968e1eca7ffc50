#!/usr/bin/env python3
"""Build the English adversarial OTP / magic-link messages (part `en`).

Every message below is hand-written; this script only wraps the hand-written
content into MIME, writes en-NNNN.eml plus labels.jsonl, and validates that
each message parses without defects and that the labelled code (as written)
and link really occur in the decoded content.

Python 3 standard library only.  Run:  python3 build.py
"""
import email
import email.policy
import html as htmllib
import json
import os
import re
import struct
import sys
import zlib
from email.message import EmailMessage
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "en"
LANG = "en"

MESSAGES = []


def M(**kw):
    MESSAGES.append(kw)


def tiny_png(w=2, h=2, rgb=(32, 96, 160)):
    """A tiny valid PNG, used as the inline 'code image' in image-only mails."""
    def chunk(typ, data):
        c = struct.pack(">I", len(data)) + typ + data
        return c + struct.pack(">I", zlib.crc32(typ + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw))
            + chunk(b"IEND", b""))

# ---------------------------------------------------------------------------
# username_digits: user names with digits, with a real code
# ---------------------------------------------------------------------------

M(kind="username_digits", fam="en-username_digits-01", otp="447120", shown="447120", link=None,
  subject="Your Pixelforge login code",
  frm='"Pixelforge Accounts" <no-reply@accounts.pixelforge.example>',
  to="jsmith84@mailbox.example",
  date="Mon, 10 Mar 2025 19:42:07 -0500",
  headers={"Message-ID": "<a81f.77c2.jsmith84@accounts.pixelforge.example>"},
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi jsmith84,

Someone (hopefully you) is trying to sign in to Pixelforge from a new device.

    447120

Type those numbers into the launcher to continue. They stop working in 15 minutes.

Device:   Windows 11 - Pixelforge Launcher 3.14.2
Location: Columbus, OH, United States (approximate)
Time:     March 10, 2025, 7:41 PM EST

If this wasn't you, you don't need to do anything. Nobody can get in without
these numbers, and your 2,450 Forge Points are safe.

GG,
The Pixelforge Team

Pixelforge Interactive, Inc. | 2200 Harbor Blvd, Suite 410, Costa Mesa, CA 92626
Player Support: https://support.pixelforge.example | 1-800-555-0147
""",
  html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Pixelforge login code</title></head>
<body style="margin:0;background:#111418;font-family:Helvetica,Arial,sans-serif;color:#e8e8e8">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="560" cellpadding="24" cellspacing="0" style="background:#1b2028">
<tr><td><img src="https://cdn.pixelforge.example/mail/logo-white.png" width="140" alt="Pixelforge"></td></tr>
<tr><td>
<p style="font-size:18px">Hi jsmith84,</p>
<p>Someone (hopefully you) is trying to sign in to Pixelforge from a new device.</p>
<p style="font-size:34px;letter-spacing:6px;font-weight:bold;color:#7cf29a;text-align:center">447120</p>
<p>Type those numbers into the launcher to continue. They stop working in 15 minutes.</p>
<table cellpadding="4" style="font-size:13px;color:#9aa3ad">
<tr><td>Device</td><td>Windows 11 &middot; Pixelforge Launcher 3.14.2</td></tr>
<tr><td>Location</td><td>Columbus, OH, United States (approximate)</td></tr>
<tr><td>Time</td><td>March 10, 2025, 7:41 PM EST</td></tr>
</table>
<p>If this wasn't you, you don't need to do anything. Nobody can get in without these numbers, and your 2,450 Forge Points are safe.</p>
<p>GG,<br>The Pixelforge Team</p>
</td></tr>
<tr><td style="font-size:11px;color:#6b7580">Pixelforge Interactive, Inc. &middot; 2200 Harbor Blvd, Suite 410, Costa Mesa, CA 92626<br>
<a href="https://support.pixelforge.example" style="color:#6b7580">Player Support</a> &middot; 1-800-555-0147</td></tr>
</table></td></tr></table>
</body></html>
""")

M(kind="username_digits", fam="en-username_digits-02", otp="551904", shown="551904", link=None,
  subject="Kuberwise: Login verification",
  frm='"Kuberwise" <alerts@kuberwise.example>',
  to="trader884213@inboxmail.example",
  date="Fri, 14 Mar 2025 09:16:51 +0530",
  headers={"Message-ID": "<20250314091651.551.KW88421@mailer.kuberwise.example>"},
  tcte="7bit",
  text="""Dear trader_884213,

Your One Time Password for logging in to Kuberwise Web is 551904. It is valid
for 5 minutes only.

Client Code : KW88421
Login attempted on : 14-Mar-2025 09:16:42 IST
IP address : 203.0.113.77

Please do not share this OTP with anyone, including Kuberwise employees.
Kuberwise will never call you to ask for it.

For any queries, kindly call us on 080-4718 2200 (Mon-Fri, 8:30 AM to 6:00 PM)
or write to care@kuberwise.example.

Regards,
Team Kuberwise

Kuberwise Broking Pvt. Ltd. | SEBI Reg. No.: INZ000318201 | CIN: U67120KA2019PTC128840
Registered office: 4th Floor, Lakshmi Chambers, 22 Residency Road, Bengaluru 560025
Investments in securities market are subject to market risks; read all the
related documents carefully before investing.

This is a system generated mail. Please do not reply.
""")

M(kind="username_digits", fam="en-username_digits-03", otp="K4P9QZ", shown="K4P 9QZ", link=None,
  subject="Confirm it's you, maria_1987",
  frm='"The Knitting Circle" <noreply@knittingcircle.example>',
  to="maria.fenwick@postbox.example",
  date="Sun, 16 Mar 2025 21:05:33 +0000",
  hcte="quoted-printable",
  html="""<html>
<body style="font-family:Georgia,serif;font-size:15px;color:#333;background:#faf6f0">
<div style="max-width:600px;margin:0 auto;padding:20px;background:#fff;border:1px solid #e3d9c6">
<h2 style="color:#8a4b6d;font-weight:normal">The Knitting Circle Forum</h2>
<p style="font-size:12px;color:#777">Account: <b>maria_1987</b> &nbsp;|&nbsp; Member since 2016 &nbsp;|&nbsp; Posts: 1,204</p>
<p>Hello,</p>
<p>We need to check it's really you before we change the email address on your account.
Please enter the following on the Account Settings page:</p>
<p style="font-family:'Courier New',monospace;font-size:28px;background:#f3ebf0;padding:12px;text-align:center">K4P 9QZ</p>
<p>It's valid for the next 30 minutes and isn't case sensitive.</p>
<p>If you didn't ask to change your email address, please let one of the moderators know by replying to this email &ndash; your current address (m****.f*****@postbox.example) will stay as it is.</p>
<p>Happy knitting,<br>Bev &amp; the mod team</p>
<hr style="border:none;border-top:1px solid #eee">
<p style="font-size:11px;color:#999">The Knitting Circle Forum is run by Woolgather Media Ltd, registered in England &amp; Wales no. 08831472.
Unit 3, Tanner's Yard, Leicester LE1 9ZZ. You're receiving this because a change was requested on your account.</p>
</div>
</body>
</html>
""")

M(kind="username_digits", fam="en-username_digits-04", otp="728415", shown="728 415", link=None,
  subject="Surfcast sign-in",
  frm='"Surfcast" <hello@surfcast.example>',
  to="mitch.o2000@ozmail.example",
  date="Sat, 22 Mar 2025 05:48:12 +1000",
  tcte="quoted-printable", hcte="base64",
  text="""G'day mitch.o2000,

Here's what you need to get back into Surfcast:

728 415

Punch it into the app within 10 minutes. Swell's looking good at Burleigh
tomorrow - 1.2m SE groundswell, offshore till about 9am.

Didn't try to log in? No dramas, just ignore this email.

Cheers,
The Surfcast crew
Surfcast Pty Ltd, ABN 63 118 404 972
PO Box 318, Burleigh Heads QLD 4220
""",
  html="""<!doctype html>
<html><body style="font-family:Arial,sans-serif;background:#e9f5f8;padding:16px">
<div style="max-width:520px;margin:auto;background:#ffffff;border-radius:10px;padding:24px">
<p style="font-size:16px">G'day mitch.o2000,</p>
<p>Here's what you need to get back into Surfcast:</p>
<div style="font-size:32px;font-weight:700;color:#0b6e8a;letter-spacing:4px;margin:18px 0">728 415</div>
<p>Punch it into the app within 10 minutes. Swell's looking good at Burleigh tomorrow &ndash; 1.2m SE groundswell, offshore till about 9am.</p>
<p style="color:#666">Didn't try to log in? No dramas, just ignore this email.</p>
<p>Cheers,<br>The Surfcast crew</p>
<p style="font-size:11px;color:#999">Surfcast Pty Ltd, ABN 63 118 404 972 &middot; PO Box 318, Burleigh Heads QLD 4220</p>
</div></body></html>
""")

M(kind="username_digits", fam="en-username_digits-05", otp="90817", shown="90817", link=None,
  subject="Verify your Chatterly email",
  frm='"Chatterly" <verify@chatterly.example>',
  to="pixelqueen2003@mailbox.example",
  date="Wed, 02 Apr 2025 16:20:45 -0700",
  tcte="8bit", hcte="quoted-printable",
  text="""Hey pixelqueen_2003 👋

Before you can join servers with more than 100 members, we need to verify
the email on your account (created 06/12/2019).

Enter 90817 in the box that popped up in Chatterly.

This one's good for 20 minutes.

— Chatterly
548 Market St #30211, San Francisco, CA 94104
You got this email because verification was started on your account.
""",
  html="""<html><body style="font-family:'Segoe UI',Roboto,sans-serif;color:#23262a">
<p>Hey pixelqueen_2003 &#128075;</p>
<p>Before you can join servers with more than 100 members, we need to verify the email on your account (created 06/12/2019).</p>
<p>Enter <span style="font-size:22px;font-weight:600;background:#eef0ff;padding:2px 8px;border-radius:4px">90817</span> in the box that popped up in Chatterly.</p>
<p style="color:#72767d">This one's good for 20 minutes.</p>
<p>&mdash; Chatterly</p>
<p style="font-size:11px;color:#99aab5">548 Market St #30211, San Francisco, CA 94104<br>
You got this email because verification was started on your account.</p>
</body></html>
""")

# ---------------------------------------------------------------------------
# username_digits: user names with digits, NO code and NO link
# ---------------------------------------------------------------------------

M(kind="username_digits", fam="en-username_digits-06", otp=None, link=None,
  subject="Your Wrenfield password was changed",
  frm='"Wrenfield Photo" <security@wrenfield.example>',
  to="dave.ashby@homemail.example",
  date="Tue, 11 Mar 2025 14:33:09 +0000",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi dave1984,

The password for your Wrenfield account was changed on 11 March 2025 at
14:32 GMT.

  Browser:    Firefox 136 on macOS
  IP address: 198.51.100.23 (London, GB)
  Reference:  PC-220931

If you made this change, you can ignore this email.

If you didn't, secure your account straight away:
https://wrenfield.example/account/security?src=pwchange

Wrenfield Photo Ltd, 27 Cole Street, Bristol BS1 4QX. Company no. 10458827.
""",
  html="""<html><body style="font-family:Verdana,sans-serif;font-size:13px">
<p>Hi dave1984,</p>
<p>The password for your Wrenfield account was changed on <b>11 March 2025 at 14:32 GMT</b>.</p>
<table style="font-size:12px;color:#555"><tr><td>Browser:</td><td>Firefox 136 on macOS</td></tr>
<tr><td>IP address:</td><td>198.51.100.23 (London, GB)</td></tr>
<tr><td>Reference:</td><td>PC-220931</td></tr></table>
<p>If you made this change, you can ignore this email.</p>
<p>If you didn't, <a href="https://wrenfield.example/account/security?src=pwchange">secure your account</a> straight away.</p>
<p style="font-size:10px;color:#999">Wrenfield Photo Ltd, 27 Cole Street, Bristol BS1 4QX. Company no. 10458827.</p>
</body></html>
""")

M(kind="username_digits", fam="en-username_digits-07", otp=None, link=None,
  subject="Welcome to ShopKart, priya_2001! 🎉",
  frm='"ShopKart" <welcome@shopkart.example>',
  to="priya.iyer2001@inboxmail.example",
  date="Thu, 06 Mar 2025 11:02:40 +0530",
  headers={"List-Unsubscribe": "<https://shopkart.example/u/3f9a1c?l=welcome>"},
  hcte="base64",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#fff7ec">
<table align="center" width="600" style="background:#fff;border-top:4px solid #f26b1d">
<tr><td style="padding:20px">
<h1 style="color:#f26b1d;font-size:22px">Welcome aboard, priya_2001!</h1>
<p>Your ShopKart account is ready. Here are your details for future reference:</p>
<table cellpadding="6" style="border:1px solid #eee;font-size:14px">
<tr><td>ShopKart ID</td><td><b>77120934</b></td></tr>
<tr><td>SuperSaver card no.</td><td><b>4410 2290 1183</b></td></tr>
<tr><td>Registered mobile</td><td>+91 98XXX XX217</td></tr>
<tr><td>Pincode</td><td>600041</td></tr>
</table>
<p>As a welcome gift, you've got <b>250 SuperCoins</b> (worth &#8377;25) credited to your wallet. Valid till 31-03-2025.</p>
<p><a href="https://shopkart.example/?utm_source=email&amp;utm_campaign=welcome_2025" style="background:#f26b1d;color:#fff;padding:10px 18px;text-decoration:none">Start Shopping</a></p>
<p style="font-size:12px;color:#888">Need help? Call 1800-572-1190 (toll free, 24x7) or visit the Help Centre.</p>
<p style="font-size:11px;color:#aaa">ShopKart Internet Pvt. Ltd., No. 8, 3rd Cross, Indiranagar, Bengaluru - 560038.
<a href="https://shopkart.example/u/3f9a1c?l=welcome">Unsubscribe</a></p>
</td></tr></table>
</body></html>
""")

M(kind="username_digits", fam="en-username_digits-08", otp=None, link=None,
  subject="New sign-in to your Cloudnote account",
  frm='"Cloudnote" <no-reply@cloudnote.example>',
  to="raj.k1990@inboxmail.example",
  date="Wed, 12 Mar 2025 14:33:58 +0530",
  tcte="7bit",
  text="""Hello raj.k1990,

We noticed a new sign-in to your Cloudnote account.

  When:    12/03/2025, 14:32 IST
  Device:  Chrome 133 on Android 14 (Redmi Note 12)
  Where:   Pune, Maharashtra, IN (IP 203.0.113.42)

If this was you, there's nothing more to do.

If you don't recognise this activity, please change your password from
Settings > Security and sign out of all devices. You can review recent
activity at https://cloudnote.example/settings/activity

Thanks,
Cloudnote Security

Cloudnote Software LLP, 5th floor, Baner Road, Pune 411045
Please do not reply to this automated message.
""")

M(kind="username_digits", fam="en-username_digits-09", otp=None, link=None,
  subject="Your sign-in code has expired",
  frm='"Billabong Books" <accounts@billabongbooks.example>',
  to="coolcat_777@ozmail.example",
  date="Mon, 17 Mar 2025 11:02:14 +1100",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi coolcat_777,

The code we sent you at 10:41 am expired at 10:56 am (AEDT), so it can't be
used any more.

No worries - head back to the sign-in page and tap "Send me a new one":
https://billabongbooks.example/signin

Your cart still has 3 items in it ($54.85), and your 2-for-$30 offer is
valid until 23 March.

Billabong Books, 41 King Street, Newtown NSW 2042. ABN 22 604 117 389.
Phone (02) 5550 1170.
""",
  html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#2b2b2b">
<p>Hi coolcat_777,</p>
<p>The code we sent you at 10:41&nbsp;am expired at 10:56&nbsp;am (AEDT), so it can't be used any more.</p>
<p>No worries &ndash; head back to the <a href="https://billabongbooks.example/signin">sign-in page</a> and tap &ldquo;Send me a new one&rdquo;.</p>
<p>Your cart still has 3 items in it ($54.85), and your 2-for-$30 offer is valid until 23 March.</p>
<p style="font-size:11px;color:#888">Billabong Books, 41 King Street, Newtown NSW 2042. ABN 22 604 117 389. Phone (02) 5550 1170.</p>
</body></html>
""")

M(kind="username_digits", fam="en-username_digits-10", otp=None, link=None,
  subject="ben_2187 replied to your thread \"Rebuilding a 1974 Holden carby\"",
  frm='"HoldenHeads Forum" <notify@holdenheads.example>',
  to="holdenfan_74@ozmail.example",
  date="Thu, 20 Mar 2025 20:15:03 +1030",
  headers={"List-Unsubscribe": "<https://holdenheads.example/notifications/off?u=holdenfan_74>",
           "List-Id": "HoldenHeads thread notifications <threads.holdenheads.example>"},
  tcte="8bit",
  text="""Hi holdenfan_74,

ben_2187 has replied to a thread you're watching:

  Rebuilding a 1974 Holden carby (#40213)
  ------------------------------------------------------------
  "Mate, the Stromberg WW kit you want is part no. 1910-245, about $89 at
  the Salisbury store. Jets are 0.052 primary if I remember right - mine's
  on a 202 red motor, 3.3L. Took me 2 hrs start to finish."
  ------------------------------------------------------------
  Posted 20/03/2025 8:14 pm ACDT - reply 17 of 17

View the thread: https://holdenheads.example/t/40213#post-188102

There may be other replies too, but you won't get another email until you
visit the forum again.

Unsubscribe from thread emails:
https://holdenheads.example/notifications/off?u=holdenfan_74

HoldenHeads is a fan community and not affiliated with any car manufacturer.
""")

M(kind="username_digits", fam="en-username_digits-11", otp=None, link=None,
  subject="Your username has been changed",
  frm='"Quaywell" <accounts@quaywell.example>',
  to="sam.keogh@postbox.example",
  date="Fri, 28 Mar 2025 08:47:30 +0000",
  hcte="quoted-printable",
  html="""<!DOCTYPE html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1d2b36">
<div style="border-left:4px solid #2f7d6d;padding-left:16px;max-width:580px">
<p>Hello,</p>
<p>As requested, the username on your Quaywell account has been changed.</p>
<table cellpadding="5" style="font-size:14px">
<tr><td style="color:#777">Old username</td><td><s>sk8er_42</s></td></tr>
<tr><td style="color:#777">New username</td><td><b>sk8er_0042</b></td></tr>
<tr><td style="color:#777">Changed on</td><td>28/03/2025 at 08:46</td></tr>
<tr><td style="color:#777">Account number</td><td>QW-00318845</td></tr>
</table>
<p>Your old username will be released after 30 days, on 27 April 2025. Anyone who follows you will be redirected automatically.</p>
<p>If you didn't make this change, please contact us on 0161 496 0734 (Mon&ndash;Fri 9am&ndash;5:30pm).</p>
<p>Best wishes,<br>Quaywell Customer Care</p>
</div>
<p style="font-size:11px;color:#999">Quaywell Ltd &middot; 3 Dock Road, Salford M50 3XY &middot; VAT reg. GB 294 1180 72</p>
</body></html>
""")

M(kind="username_digits", fam="en-username_digits-12", otp=None, link=None,
  subject="Your consolidated account statement for February 2025",
  frm='"Nivesh Mutual Fund" <statements@niveshmf.example>',
  to="ankit.mehra85@inboxmail.example",
  date="Mon, 10 Mar 2025 07:30:00 +0530",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Dear Investor,

Username: ankit.m85 | Customer ID: 40028817

Please find below a summary of your holdings as on 28-Feb-2025.

Folio No.        Scheme                               Units       NAV (Rs.)   Value (Rs.)
1029384756/12    Nivesh Flexi Cap Fund - Direct (G)   1,204.556   88.4120     1,06,497.22
1029384756/12    Nivesh Liquid Fund - Direct (G)         52.118   3,011.9874  1,56,975.95
3391027748/01    Nivesh ELSS Tax Saver - Direct (G)     640.002   142.7711      91,373.81

Total market value: Rs. 3,54,846.98
SIP of Rs. 5,000 due on 05-03-2025 was processed (Txn ref 8841920376).

The detailed statement is attached to your account; you can download it after
logging in with your username and password.

For assistance, call 1800-209-4455 or email service@niveshmf.example.

Nivesh Asset Management Co. Ltd., Nariman Point, Mumbai 400021.
Mutual Fund investments are subject to market risks, read all scheme related
documents carefully.
""",
  html="""<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:13px">
<p>Dear Investor,</p>
<p><b>Username:</b> ankit.m85 &nbsp;|&nbsp; <b>Customer ID:</b> 40028817</p>
<p>Please find below a summary of your holdings as on 28-Feb-2025.</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:12px">
<tr style="background:#1f4e79;color:#fff"><th>Folio No.</th><th>Scheme</th><th>Units</th><th>NAV (Rs.)</th><th>Value (Rs.)</th></tr>
<tr><td>1029384756/12</td><td>Nivesh Flexi Cap Fund - Direct (G)</td><td>1,204.556</td><td>88.4120</td><td>1,06,497.22</td></tr>
<tr><td>1029384756/12</td><td>Nivesh Liquid Fund - Direct (G)</td><td>52.118</td><td>3,011.9874</td><td>1,56,975.95</td></tr>
<tr><td>3391027748/01</td><td>Nivesh ELSS Tax Saver - Direct (G)</td><td>640.002</td><td>142.7711</td><td>91,373.81</td></tr>
</table>
<p><b>Total market value: Rs. 3,54,846.98</b><br>SIP of Rs. 5,000 due on 05-03-2025 was processed (Txn ref 8841920376).</p>
<p>The detailed statement is attached to your account; you can download it after logging in with your username and password.</p>
<p>For assistance, call 1800-209-4455 or email service@niveshmf.example.</p>
<p style="font-size:10px;color:#777">Nivesh Asset Management Co. Ltd., Nariman Point, Mumbai 400021. Mutual Fund investments are subject to market risks, read all scheme related documents carefully.</p>
</body></html>
""")

M(kind="username_digits", fam="en-username_digits-13", otp=None, link=None,
  subject="2-step verification is now on",
  frm='"Lantern Budget" <security@lanternbudget.example>',
  to="lucy.hart92@mailbox.example",
  date="Sat, 05 Apr 2025 10:12:44 -0400",
  tcte="quoted-printable",
  text="""Hi lucyh_92,

You turned on 2-step verification for your Lantern Budget account on
April 5, 2025 at 10:11 AM EDT. From now on, we'll ask for a code from your
authenticator app whenever you sign in on a new device.

We also generated 10 backup codes for you. We don't send them by email -
you can view or print them anytime under Settings > Security > Backup codes.
Each one works once.

Your linked accounts (checking ...4471, savings ...0932) aren't affected.

Questions? Reply to this email or call (555) 010-3388, 8 AM-8 PM ET.

Lantern Budget, Inc.
1 Liberty Plaza, Floor 22, New York, NY 10006
""")

# ---------------------------------------------------------------------------
# booking_ref: travel / hotel / restaurant / car hire, NO code and NO link
# ---------------------------------------------------------------------------

M(kind="booking_ref", fam="en-booking_ref-01", otp=None, link=None,
  subject="Your trip confirmation code is K7XQ2M - Denver to Seattle",
  frm='"Jetrio Air" <reservations@jetrio.example>',
  to="kcarter@mailbox.example",
  date="Tue, 04 Mar 2025 22:18:40 -0700",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""JETRIO AIR - TRIP CONFIRMATION

Confirmation code: K7XQ2M
Keep this code handy - you'll need it to check in, change seats or manage
your trip.

Passenger: KAYLA CARTER        Jetrio Rewards #: 4410982273
Ticket number: 0162345678901

FLIGHT      DATE         DEPART               ARRIVE               SEAT
JR 2214     Fri Mar 21   DEN 6:05 AM          SEA 8:11 AM          14C
JR 1187     Sun Mar 23   SEA 5:40 PM          DEN 9:02 PM          22A

Fare (Main Cabin)       $271.16
Taxes & fees             $47.24
Total charged          $318.40  (Visa ending 8830)

Bags: 1 personal item included. First checked bag $35 each way.
Check-in opens 24 hours before departure.

Jetrio Air, 8500 Pena Blvd, Denver, CO 80249 | 1-800-555-0192
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#102a43;background:#f0f4f8">
<table width="620" align="center" cellpadding="18" style="background:#fff">
<tr><td style="background:#0b3d91;color:#fff;font-size:20px;font-weight:bold">JETRIO AIR &nbsp;&middot;&nbsp; Trip confirmation</td></tr>
<tr><td>
<p style="margin:0;color:#627d98;font-size:12px;text-transform:uppercase">Confirmation code</p>
<p style="margin:4px 0 12px;font-size:36px;font-weight:bold;letter-spacing:3px">K7XQ2M</p>
<p>Keep this code handy &ndash; you'll need it to check in, change seats or manage your trip.</p>
<p><b>Passenger:</b> KAYLA CARTER &nbsp; <b>Jetrio Rewards #:</b> 4410982273<br><b>Ticket number:</b> 0162345678901</p>
<table width="100%" cellpadding="6" style="border-collapse:collapse;font-size:13px">
<tr style="background:#d9e2ec"><th>Flight</th><th>Date</th><th>Depart</th><th>Arrive</th><th>Seat</th></tr>
<tr><td>JR 2214</td><td>Fri Mar 21</td><td>DEN 6:05 AM</td><td>SEA 8:11 AM</td><td>14C</td></tr>
<tr><td>JR 1187</td><td>Sun Mar 23</td><td>SEA 5:40 PM</td><td>DEN 9:02 PM</td><td>22A</td></tr>
</table>
<p>Fare (Main Cabin) $271.16 &middot; Taxes &amp; fees $47.24 &middot; <b>Total charged $318.40</b> (Visa ending 8830)</p>
<p style="font-size:12px">Bags: 1 personal item included. First checked bag $35 each way. Check-in opens 24 hours before departure.</p>
<p><a href="https://jetrio.example/trips/manage?pnr=K7XQ2M&amp;ln=CARTER">Manage trip</a> &middot; <a href="https://jetrio.example/checkin">Check in</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#829ab1">Jetrio Air, 8500 Pena Blvd, Denver, CO 80249 &middot; 1-800-555-0192</td></tr>
</table></body></html>
""")

M(kind="booking_ref", fam="en-booking_ref-02", otp=None, link=None,
  subject="Booking confirmed: London Kings Cross to York, Sat 12 April",
  frm='"Northline Trains" <tickets@northline.example>',
  to="h.patel@postbox.example",
  date="Mon, 24 Mar 2025 18:09:27 +0000",
  tcte="quoted-printable",
  text="""Thanks for booking with Northline, Hema.

Booking reference: HJKLMN
Ticket collection reference: RWQ8TN4P

OUTWARD  Sat 12 Apr 2025
  08:30 London Kings Cross -> 10:24 York
  Coach C, Seat 42 (forward facing, table)
  Advance Single, Standard Class, with 16-25 Railcard

RETURN   Sun 13 Apr 2025
  17:03 York -> 19:01 London Kings Cross
  Coach B, Seat 17

Total paid: GBP 67.30 (Mastercard ending 1204)

To collect your tickets, use the collection reference and the card you paid
with at any ticket machine at London Kings Cross. Allow 10 minutes.

Your Railcard must be shown on the train. Advance tickets are only valid on
the trains shown.

Questions? Call 0345 600 1770 (local rate) or visit northline.example/help.
Northline Trains Ltd. Registered in England and Wales, company no. 07114490.
Registered office: 1 Station Rise, York YO1 6GH.
""")

M(kind="booking_ref", fam="en-booking_ref-03", otp=None, link=None,
  subject="Reservation confirmed - Saltbush Hotel Fremantle (Conf. 58213097)",
  frm='"Saltbush Hotels" <stay@saltbushhotels.example>',
  to="tom.nguyen@ozmail.example",
  date="Wed, 19 Mar 2025 13:40:02 +0800",
  hcte="quoted-printable",
  html="""<html><body style="font-family:'Trebuchet MS',sans-serif;color:#3b3a36">
<div style="max-width:620px;margin:0 auto">
<img src="https://img.saltbushhotels.example/email/header-fremantle.jpg" width="620" alt="Saltbush Hotel Fremantle">
<h2 style="color:#6b7d3a">We're looking forward to having you, Tom</h2>
<table cellpadding="6" style="font-size:14px;width:100%">
<tr><td>Confirmation number</td><td><b>58213097</b></td></tr>
<tr><td>Itinerary</td><td>BX9-22K</td></tr>
<tr><td>Check-in</td><td>Fri 4 April 2025, from 3:00 pm</td></tr>
<tr><td>Check-out</td><td>Mon 7 April 2025, by 10:00 am</td></tr>
<tr><td>Room</td><td>Deluxe King, Harbour View (Room type DKH), 2 adults</td></tr>
<tr><td>Rate</td><td>Best Flexible, room only &ndash; $214.00 per night</td></tr>
<tr><td>Total</td><td><b>AUD $642.00</b> (incl. GST $58.36)</td></tr>
</table>
<p>Free cancellation until 6:00 pm (AWST) on 2 April 2025. Parking is $25 per day on site, 2.1m clearance.</p>
<p>Hotel: 16 Mouat Street, Fremantle WA 6160 &middot; (08) 5550 3321</p>
<p><a href="https://saltbushhotels.example/manage?conf=58213097">Manage your booking</a> &middot;
<a href="https://saltbushhotels.example/privacy">Privacy</a></p>
<p style="font-size:11px;color:#888">Saltbush Hotels Group Pty Ltd ABN 81 230 559 014</p>
</div></body></html>
""")

M(kind="booking_ref", fam="en-booking_ref-04", otp=None, link=None,
  subject="E-Ticket booked: PNR 4521873690 / 12951 MMCT RAJDHANI",
  frm='"YatraRail" <eticket@yatrarail.example>',
  to="sneha.kulkarni@inboxmail.example",
  date="Sat, 08 Mar 2025 23:51:19 +0530",
  tcte="7bit",
  text="""Dear Customer,

Thank you for booking with YatraRail. Your e-ticket has been booked
successfully. Please find the details below.

PNR No.          : 4521873690
Transaction ID   : 100004872913355
Train No./Name   : 12951 / MMCT RAJDHANI
Date of Journey  : 15-Mar-2025
From             : MUMBAI CENTRAL (MMCT)   Departure 17:00
To               : NEW DELHI (NDLS)        Arrival   08:32 (16-Mar-2025)
Class            : 3A (AC 3 Tier)          Quota : GENERAL (GN)

Sl  Name             Age  Gender  Booking Status  Current Status
1   SNEHA KULKARNI   29   F       CNF/B3/42/LB    CNF/B3/42/LB
2   ROHAN KULKARNI   31   M       CNF/B3/43/MB    CNF/B3/43/MB

Ticket Fare      : Rs. 4,290.00
Convenience Fee  : Rs. 35.40 (incl. GST)
Total Fare       : Rs. 4,325.40

Please carry one of the original ID proofs during the journey. For
cancellations, refunds will be processed as per railway rules.

Customer care: 0755-661 0661 | care@yatrarail.example
YatraRail Travels Pvt Ltd, 2nd Floor, MP Nagar Zone I, Bhopal 462011
""")

M(kind="booking_ref", fam="en-booking_ref-05", otp=None, link=None,
  subject="You're booked at Olive & Ember - Sat, Mar 22 at 7:30 PM",
  frm='"Olive & Ember via TableNook" <reservations@tablenook.example>',
  to="marcus.bell@mailbox.example",
  date="Tue, 18 Mar 2025 12:04:55 -0500",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Marcus, your table is confirmed!

Olive & Ember
Saturday, March 22, 2025 at 7:30 PM
Party of 4 - Patio (weather permitting)

Reservation code: 8842
Please give this code or your last name to the host when you arrive.

Olive & Ember
1120 S Congress Ave, Austin, TX 78704
(512) 555-0163

We'll hold your table for 15 minutes. A $25 per person fee applies to
no-shows or cancellations made less than 24 hours in advance.

Need to change something? https://tablenook.example/r/8842-OE
Earn 100 TableNook points for dining - you're at 1,350 points.

TableNook, Inc. | 301 Congress Ave, Suite 900, Austin, TX 78701
Unsubscribe from marketing: https://tablenook.example/prefs
""",
  html="""<html><body style="font-family:Georgia,serif;background:#f6f1eb">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:28px">
<p style="font-size:22px">Marcus, your table is confirmed!</p>
<p style="font-size:18px;margin-bottom:0"><b>Olive &amp; Ember</b></p>
<p style="margin-top:4px">Saturday, March 22, 2025 at 7:30 PM<br>Party of 4 &middot; Patio (weather permitting)</p>
<div style="border:1px dashed #b08a5b;padding:12px;text-align:center;margin:16px 0">
<span style="font-size:12px;color:#8a6d4b">RESERVATION CODE</span><br>
<span style="font-size:30px;letter-spacing:4px">8842</span><br>
<span style="font-size:12px">Please give this code or your last name to the host when you arrive.</span></div>
<p>1120 S Congress Ave, Austin, TX 78704 &middot; (512) 555-0163</p>
<p style="font-size:13px">We'll hold your table for 15 minutes. A $25 per person fee applies to no-shows or cancellations made less than 24 hours in advance.</p>
<p><a href="https://tablenook.example/r/8842-OE">Modify or cancel</a></p>
<p style="font-size:13px">Earn 100 TableNook points for dining &ndash; you're at 1,350 points.</p>
<p style="font-size:11px;color:#999">TableNook, Inc. &middot; 301 Congress Ave, Suite 900, Austin, TX 78701 &middot; <a href="https://tablenook.example/prefs">Unsubscribe from marketing</a></p>
</div></body></html>
""")

M(kind="booking_ref", fam="en-booking_ref-06", otp=None, link=None,
  subject="Roadhop Car Hire - booking UK4471902K confirmed",
  frm='"Roadhop Car Hire" <bookings@roadhop.example>',
  to="gareth.lloyd@postbox.example",
  date="Thu, 27 Mar 2025 09:31:16 +0000",
  tcte="base64", hcte="base64",
  text="""Dear Mr Lloyd,

Thank you for choosing Roadhop. Your car hire is confirmed.

Confirmation number:  UK4471902K
Voucher number:       RH-0093318

Pick-up:   Manchester Airport, Terminal 2 car rental village
           Fri 18 Apr 2025, 11:00
Drop-off:  Edinburgh Waverley (Station Car Park, level 2)
           Tue 22 Apr 2025, 16:00
Vehicle:   Group C - Vauxhall Astra or similar, manual, 5 doors
Mileage:   Unlimited
Excess:    £1,250.00 (reduce to £0 at the desk for £14.99/day)

Paid now:           £186.40
One-way fee at desk: £55.00

Please bring your full UK driving licence, a DVLA check code (valid for 21
days) and a credit card in the main driver's name.

Roadhop Car Hire Ltd, Airport House, Ringway, Manchester M90 1QX.
Customer services 0161 496 0219.
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Dear Mr Lloyd,</p>
<p>Thank you for choosing Roadhop. Your car hire is confirmed.</p>
<table cellpadding="5" style="font-size:14px;border:1px solid #ddd">
<tr><td>Confirmation number</td><td><b>UK4471902K</b></td></tr>
<tr><td>Voucher number</td><td>RH-0093318</td></tr>
<tr><td>Pick-up</td><td>Manchester Airport, Terminal 2 car rental village<br>Fri 18 Apr 2025, 11:00</td></tr>
<tr><td>Drop-off</td><td>Edinburgh Waverley (Station Car Park, level 2)<br>Tue 22 Apr 2025, 16:00</td></tr>
<tr><td>Vehicle</td><td>Group C &ndash; Vauxhall Astra or similar, manual, 5 doors</td></tr>
<tr><td>Mileage</td><td>Unlimited</td></tr>
<tr><td>Excess</td><td>&pound;1,250.00 (reduce to &pound;0 at the desk for &pound;14.99/day)</td></tr>
<tr><td>Paid now</td><td>&pound;186.40</td></tr>
<tr><td>One-way fee at desk</td><td>&pound;55.00</td></tr>
</table>
<p>Please bring your full UK driving licence, a DVLA check code (valid for 21 days) and a credit card in the main driver's name.</p>
<p style="font-size:11px;color:#777">Roadhop Car Hire Ltd, Airport House, Ringway, Manchester M90 1QX. Customer services 0161 496 0219.</p>
</body></html>
""")

M(kind="booking_ref", fam="en-booking_ref-07", otp=None, link=None,
  subject="Check-in details for Pelican Point Cottage (arriving Friday)",
  frm='"Coastnest Holidays" <hosts@coastnest.example>',
  to="jess.obrien@ozmail.example",
  date="Tue, 08 Apr 2025 16:22:05 +1000",
  tcte="quoted-printable",
  text="""Hi Jess,

Only three sleeps to go! Here's everything you need for your stay.

Booking:    HMQ4X8Z2
Property:   Pelican Point Cottage, 7 Bream Lane, Tuncurry NSW 2428
Dates:      Fri 11 Apr - Mon 14 Apr 2025 (3 nights), 4 guests
Check-in:   from 2:00 pm    Check-out: by 10:00 am

GETTING IN
The key is in the grey lockbox to the left of the front door.
Lockbox combination: 3391 (turn the dials, then push the button down).
Please scramble the dials after you put the key back.

WI-FI
Network: PelicanPoint_5G   Password: bream-lane-2428

Bins go out Sunday night (red lid general, yellow lid recycling).
Your host is Leanne - call or text 0491 570 156 if anything comes up.

Balance paid: $1,185.00 (incl. $150 cleaning fee). Bond of $300 will be
refunded within 7 days of check-out.

Coastnest Holidays Pty Ltd, ABN 40 611 882 013
""")

M(kind="booking_ref", fam="en-booking_ref-08", otp=None, link=None,
  subject="Your RedRoute bus ticket - Bengaluru to Goa, 21 Mar",
  frm='"RedRoute" <tickets@redroute.example>',
  to="vikram.shetty@inboxmail.example",
  date="Wed, 19 Mar 2025 10:58:44 +0530",
  hcte="quoted-printable",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#333">
<table width="600" align="center" style="border:1px solid #d84e55">
<tr><td style="background:#d84e55;color:#fff;padding:10px;font-size:18px">RedRoute &ndash; Ticket Confirmed</td></tr>
<tr><td style="padding:14px">
<p>Hi Vikram, your seat is reserved. Show this mail or the m-ticket SMS while boarding.</p>
<table cellpadding="5" style="font-size:13px">
<tr><td><b>Ticket No.</b></td><td>TS7842156</td><td><b>PNR</b></td><td>RB9QXZ</td></tr>
<tr><td><b>Operator</b></td><td colspan="3">Konkan Sleeper Travels (Volvo 9600 AC Sleeper 2+1)</td></tr>
<tr><td><b>Journey date</b></td><td>Fri, 21 Mar 2025</td><td><b>Seat</b></td><td>L12 (Lower berth)</td></tr>
<tr><td><b>Boarding</b></td><td colspan="3">Majestic, Platform 4 opp. KSRTC stand &ndash; 21:30 (reporting 21:00)</td></tr>
<tr><td><b>Dropping</b></td><td colspan="3">Mapusa Bus Stand, Goa 403507 &ndash; 09:15 (22 Mar)</td></tr>
<tr><td><b>Boarding point contact</b></td><td colspan="3">+91 90000 41276</td></tr>
</table>
<p><b>Total fare: &#8377;1,849.00</b> (Base fare &#8377;1,760.95 + GST &#8377;88.05)</p>
<p>Cancellation: 10% charges till 12 hrs before departure, 50% thereafter.</p>
<p style="font-size:11px;color:#777">RedRoute Bus Services Pvt. Ltd., Koramangala 5th Block, Bengaluru 560095 &middot; 24x7 support: 080-6710 3300</p>
</td></tr></table></body></html>
""")

M(kind="booking_ref", fam="en-booking_ref-09", otp=None, link=None,
  subject="Boarding pass - SI 0438 Glasgow to Stornoway",
  frm='"Skyward Isles" <boarding@skywardisles.example>',
  to="morag.macleod@postbox.example",
  date="Wed, 16 Apr 2025 05:02:11 +0100",
  hcte="quoted-printable",
  html="""<!DOCTYPE html><html><body style="font-family:Helvetica,Arial,sans-serif;background:#eef2f6">
<table width="480" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="padding:16px;background:#14325c;color:#fff"><b>SKYWARD ISLES</b> &nbsp; Boarding pass</td></tr>
<tr><td style="padding:16px">
<p style="font-size:12px;color:#777;margin:0">PASSENGER</p><p style="font-size:18px;margin:0 0 10px">MACLEOD/MORAG MS</p>
<table width="100%" style="font-size:13px">
<tr><td><span style="color:#777">Flight</span><br><b>SI 0438</b></td><td><span style="color:#777">Date</span><br><b>16APR</b></td><td><span style="color:#777">Seat</span><br><b>3A</b></td></tr>
<tr><td><span style="color:#777">From</span><br><b>GLA 07:05</b></td><td><span style="color:#777">To</span><br><b>SYY 08:10</b></td><td><span style="color:#777">Gate</span><br><b>B22</b></td></tr>
<tr><td><span style="color:#777">Boarding</span><br><b>06:35</b></td><td><span style="color:#777">Zone</span><br><b>1</b></td><td><span style="color:#777">Seq.</span><br><b>047</b></td></tr>
</table>
<p style="font-size:13px">Booking ref <b>QX7T2M</b> &middot; E-ticket 4252104419837</p>
<img src="https://boarding.skywardisles.example/bcbp/QX7T2M/047.png" width="220" height="220" alt="Boarding pass barcode">
<p style="font-size:12px;color:#555">Gate closes 20 minutes before departure. Cabin bag max 6kg, 35 x 20 x 20cm.</p>
</td></tr>
<tr><td style="padding:12px;font-size:10px;color:#999">Skyward Isles Ltd &middot; Glasgow Airport, Paisley PA3 2ST &middot; 0141 496 0180</td></tr>
</table></body></html>
""")

M(kind="booking_ref", fam="en-booking_ref-10", otp=None, link=None,
  subject="Important: schedule change to your booking Z8MK4D",
  frm='"Wattle Airways" <notify@wattleair.example>',
  to="priyanka.das@ozmail.example",
  date="Thu, 10 Apr 2025 19:47:33 +1000",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi Priyanka,

We've had to make a change to your flight. We're sorry for any inconvenience.

Booking reference: Z8MK4D

  WAS:  WA 431  Brisbane (BNE) 07:20 -> Cairns (CNS) 09:45  Mon 28 Apr
  NOW:  WA 431  Brisbane (BNE) 06:45 -> Cairns (CNS) 09:10  Mon 28 Apr

Your seat (9F) and baggage (23kg) stay the same.

If the new time doesn't suit, you can move to another Wattle flight within
7 days either side at no cost, or request a refund of $289.90 to your
original payment method. Call us on 13 92 85 (24/7) or manage your booking
online.

Wattle Airways Pty Ltd ABN 19 087 552 630
PO Box 1007, Eagle Farm QLD 4009
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#2d2a26">
<div style="background:#f7c948;padding:10px 16px;font-weight:bold">Wattle Airways &middot; Schedule change</div>
<div style="padding:16px;max-width:600px">
<p>Hi Priyanka,</p>
<p>We've had to make a change to your flight. We're sorry for any inconvenience.</p>
<p>Booking reference: <b style="font-size:18px">Z8MK4D</b></p>
<table cellpadding="6" style="font-size:13px;border-collapse:collapse" border="1">
<tr><td style="color:#999"><s>WAS</s></td><td><s>WA 431 &middot; BNE 07:20 &rarr; CNS 09:45 &middot; Mon 28 Apr</s></td></tr>
<tr><td><b>NOW</b></td><td><b>WA 431 &middot; BNE 06:45 &rarr; CNS 09:10 &middot; Mon 28 Apr</b></td></tr>
</table>
<p>Your seat (9F) and baggage (23kg) stay the same.</p>
<p>If the new time doesn't suit, you can move to another Wattle flight within 7 days either side at no cost, or request a refund of $289.90 to your original payment method. Call us on 13 92 85 (24/7) or <a href="https://wattleair.example/manage?ref=Z8MK4D">manage your booking</a>.</p>
<p style="font-size:11px;color:#888">Wattle Airways Pty Ltd ABN 19 087 552 630 &middot; PO Box 1007, Eagle Farm QLD 4009</p>
</div></body></html>
""")

M(kind="booking_ref", fam="en-booking_ref-11", otp=None, link=None,
  subject="Parking booked - Bristol Airport Silver Zone",
  frm='"ParkSure" <confirm@parksure.example>',
  to="n.hughes@homemail.example",
  date="Sun, 30 Mar 2025 20:10:50 +0100",
  tcte="8bit",
  text="""Hi Nia,

Your airport parking is booked.

  Booking reference:  APK-558921
  Car park:           Silver Zone (long stay), Bristol Airport, BS48 3DY
  Entry:              Sat 19 Apr 2025 from 04:30
  Exit:               Sat 26 Apr 2025 by 23:59
  Vehicle reg:        LM19 XKT (Ford Fiesta, blue)
  Price:              £71.99 (8 days) - saved £24.00 vs. the gate price

How to get in: drive up to the barrier and it will read your number plate.
If the barrier doesn't open, press the help button and quote your booking
reference. The shuttle to the terminal runs every 10-15 minutes, 24 hours.

Amendments are free up to 48 hours before arrival.
Questions? 0117 496 0831 (7am-9pm daily).

ParkSure Ltd, 8 Temple Gate, Bristol BS1 6PL. Registered in England, no. 11293370.
""")

# ---------------------------------------------------------------------------
# newsletter_numbers: receipts, shipping, invoices, newsletters, NO code/link
# ---------------------------------------------------------------------------

M(kind="newsletter_numbers", fam="en-newsletter_numbers-01", otp=None, link=None,
  subject="Order confirmed: #HP-114-7782913",
  frm='"Harbor & Pine" <orders@harborandpine.example>',
  to="lisa.m.greene@mailbox.example",
  date="Sun, 09 Mar 2025 15:27:03 -0600",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Thanks for your order, Lisa!

Order #HP-114-7782913 - placed March 9, 2025

  Linen Camp Shirt, Slate Blue, M     SKU 20418-BLU-M    1 x $58.00
  Everyday Chino, Khaki, 32x30        SKU 31177-KHK-3230 2 x $64.00
  Wool Blend Socks (3 pk)             SKU 90002-MIX-OS   1 x $24.00

  Subtotal                                              $210.00
  Discount (SPRING15, 15%)                              -$31.50
  Shipping (Standard, 5-7 business days)                  $0.00
  Sales tax (8.25%)                                      $14.73
  Total                                                 $193.23

Shipping to:
  Lisa Greene
  4410 Avenue H, Apt 2B
  Austin, TX 78751

We'll email you a tracking number once your order ships. Returns are free
within 60 days.

Harbor & Pine Outfitters | 1-888-555-0144 | help@harborandpine.example
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<h2 style="font-family:Georgia,serif">Thanks for your order, Lisa!</h2>
<p>Order <b>#HP-114-7782913</b> &middot; placed March 9, 2025</p>
<table cellpadding="6" style="border-collapse:collapse;font-size:13px;width:100%">
<tr style="border-bottom:1px solid #ddd"><td>Linen Camp Shirt, Slate Blue, M<br><small>SKU 20418-BLU-M</small></td><td>1 &times; $58.00</td></tr>
<tr style="border-bottom:1px solid #ddd"><td>Everyday Chino, Khaki, 32x30<br><small>SKU 31177-KHK-3230</small></td><td>2 &times; $64.00</td></tr>
<tr style="border-bottom:1px solid #ddd"><td>Wool Blend Socks (3 pk)<br><small>SKU 90002-MIX-OS</small></td><td>1 &times; $24.00</td></tr>
<tr><td align="right">Subtotal</td><td>$210.00</td></tr>
<tr><td align="right">Discount (SPRING15, 15%)</td><td>-$31.50</td></tr>
<tr><td align="right">Shipping (Standard, 5&ndash;7 business days)</td><td>$0.00</td></tr>
<tr><td align="right">Sales tax (8.25%)</td><td>$14.73</td></tr>
<tr><td align="right"><b>Total</b></td><td><b>$193.23</b></td></tr>
</table>
<p><b>Shipping to:</b><br>Lisa Greene<br>4410 Avenue H, Apt 2B<br>Austin, TX 78751</p>
<p>We'll email you a tracking number once your order ships. Returns are free within 60 days.</p>
<p><a href="https://harborandpine.example/account/orders/HP-114-7782913">View order</a></p>
<p style="font-size:11px;color:#888">Harbor &amp; Pine Outfitters &middot; 1-888-555-0144 &middot; help@harborandpine.example</p>
</body></html>
""")

M(kind="newsletter_numbers", fam="en-newsletter_numbers-02", otp=None, link=None,
  subject="Your parcel is out for delivery today",
  frm='"Parcelwise" <tracking@parcelwise.example>',
  to="olivia.brennan@postbox.example",
  date="Thu, 03 Apr 2025 07:12:19 +0100",
  hcte="base64",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1c1c1c">
<div style="max-width:560px;margin:auto">
<p style="font-size:20px;color:#5a2d82"><b>Parcelwise</b></p>
<p>Hi Olivia, your parcel from <b>Copperkettle Homeware</b> is out for delivery.</p>
<p style="font-size:26px;margin:6px 0"><b>10:42 &ndash; 11:42</b></p>
<p style="margin-top:0">Thursday 3 April</p>
<table cellpadding="4" style="font-size:13px;color:#444">
<tr><td>Tracking number</td><td>PW 4482 1190 7731 GB</td></tr>
<tr><td>Delivering to</td><td>Flat 6, 21 Whiteladies Road, Bristol BS8 4QT</td></tr>
<tr><td>Driver</td><td>Tomasz (stop 14 of 62)</td></tr>
<tr><td>Weight</td><td>2.4 kg</td></tr>
</table>
<p><a href="https://parcelwise.example/track/PW448211907731GB">Track live</a> &middot;
<a href="https://parcelwise.example/track/PW448211907731GB/options">Change delivery</a></p>
<p style="font-size:11px;color:#888">Parcelwise Ltd, Unit 9 Avonmouth Way, Bristol BS11 9YA &middot; 0330 555 0287.
Please don't reply to this email.</p>
</div></body></html>
""")

M(kind="newsletter_numbers", fam="en-newsletter_numbers-03", otp=None, link=None,
  subject="Tax Invoice INV-004821 from Bluegum Web Hosting",
  frm='"Bluegum Web Hosting - Accounts" <accounts@bluegumhosting.example>',
  to="admin@kellysplumbing.example",
  date="Fri, 28 Feb 2025 09:00:12 +1030",
  tcte="quoted-printable",
  text="""TAX INVOICE

Bluegum Web Hosting Pty Ltd
ABN 51 824 753 556
Level 2, 99 Grenfell Street, Adelaide SA 5000
Phone 08 5550 2744

Bill to:  Kelly's Plumbing & Gas (Account 100-48821)
          18 Port Road, Hindmarsh SA 5007

Invoice number:  INV-004821
Invoice date:    28/02/2025
Due date:        28/03/2025

Description                                   Qty   Unit      Amount
Business Hosting Plus (01/03/25 - 31/03/25)   1     $99.90    $99.90
kellysplumbing.example domain renewal (1 yr)  1     $35.00    $35.00
Daily off-site backups 20GB                   1     $15.00    $15.00

                                       Subtotal (ex GST)   $149.90
                                       GST 10%              $14.99
                                       TOTAL AUD           $164.89

How to pay:
  Direct deposit - BSB 082-991, Account 48 221 6607, reference INV-004821
  BPAY - Biller code 774421, Ref 1004882117
  Card - log in to the client area

Thanks for your business!
""")

M(kind="newsletter_numbers", fam="en-newsletter_numbers-04", otp=None, link=None,
  subject="🪔 Big Diwali Dhamaka: up to 60% OFF + extra ₹500 with code FEST500",
  frm='"Kirana Bazaar" <offers@kiranabazaar.example>',
  to="meera.joshi@inboxmail.example",
  date="Fri, 24 Oct 2025 08:00:00 +0530",
  headers={"List-Unsubscribe": "<mailto:unsub@kiranabazaar.example?subject=unsub-3392017>, <https://kiranabazaar.example/unsub/3392017>",
           "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"},
  hcte="quoted-printable",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;font-family:Arial,sans-serif;background:#fff3e0">
<p style="font-size:11px;text-align:center;color:#999">Having trouble viewing this mail? <a href="https://kiranabazaar.example/view/3392017">View in browser</a></p>
<table align="center" width="600" style="background:#fff">
<tr><td style="background:#b71c1c;color:#fff;text-align:center;padding:18px;font-size:24px">Big Diwali Dhamaka &#129748;</td></tr>
<tr><td style="padding:18px;text-align:center">
<p style="font-size:20px">Up to <b>60% OFF</b> on sweets, dry fruits &amp; gift hampers</p>
<p>Sale live from <b>24 Oct, 12 PM</b> till <b>31 Oct, 11:59 PM</b></p>
<p style="border:2px dashed #b71c1c;display:inline-block;padding:10px 20px;font-size:22px">FEST500</p>
<p>Use code <b>FEST500</b> for an extra &#8377;500 off on orders above &#8377;2,999.</p>
<table width="100%" cellpadding="8" style="font-size:13px">
<tr><td>Kaju Katli 500g<br><s>&#8377;649</s> <b>&#8377;429</b></td><td>Premium Dry Fruit Box 1kg<br><s>&#8377;1,899</s> <b>&#8377;1,139</b> (40% off)</td></tr>
<tr><td>Soan Papdi 250g x 4<br><b>&#8377;399</b></td><td>Silver Coin Hamper (10g, 999)<br><b>&#8377;1,24,999</b> no-cost EMI from &#8377;10,417/month</td></tr>
</table>
<p><a href="https://kiranabazaar.example/diwali?utm_source=email&amp;utm_medium=edm&amp;utm_campaign=diwali25" style="background:#b71c1c;color:#fff;padding:12px 24px;text-decoration:none">SHOP NOW</a></p>
<p style="font-size:11px;color:#888">*T&amp;C apply. Max discount &#8377;500. One use per customer. Not valid on gold/silver coins.</p>
</td></tr>
<tr><td style="font-size:11px;color:#999;padding:12px">Kirana Bazaar Retail Pvt. Ltd., Plot 14, Sector 18, Gurugram, Haryana 122015 &middot; Customer care 1800-419-2250 (9 AM&ndash;9 PM)<br>
<a href="https://kiranabazaar.example/unsub/3392017">Unsubscribe</a> &middot; <a href="https://kiranabazaar.example/privacy">Privacy policy</a></td></tr>
</table></body></html>
""")

M(kind="newsletter_numbers", fam="en-newsletter_numbers-05", otp=None, link=None,
  subject="Logpine: your March 2025 usage summary",
  frm='"Logpine" <billing@logpine.example>',
  to="ops@tinyrocket.example",
  date="Tue, 01 Apr 2025 14:00:07 +0000",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Logpine - Monthly usage summary
Workspace: tinyrocket-prod (ID 600218)
Period: Mar 1 - Mar 31, 2025

Events ingested        48,213,770   (plan: 50,000,000)   96.4%
Storage (30-day)        412.7 GB    (plan: 500 GB)        82.5%
Alerts fired                 1,093
Uptime                     99.982%  (7 min 51 s of degraded ingest on Mar 14)
Seats                           12

Top sources
  api-gateway-7f9c      18,204,113
  worker-queue-02        9,880,402
  nginx-edge-eu          6,113,009

Invoice #LP-2025-0312 for $1,249.00 will be charged to the card on file
(Amex ending 1005) on April 3, 2025.

Tip: you're at 96% of your event quota. Upgrading to Growth (100M events)
costs $1,899/mo; overage is billed at $0.03 per 1,000 events.

Logpine, Inc. - 2100 Geng Rd, Suite 210, Palo Alto, CA 94303
Manage email preferences: https://app.logpine.example/settings/notifications
""",
  html="""<html><body style="font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;font-size:14px;color:#1f2933">
<h3>Monthly usage summary</h3>
<p>Workspace: <b>tinyrocket-prod</b> (ID 600218)<br>Period: Mar 1 &ndash; Mar 31, 2025</p>
<table cellpadding="6" style="border-collapse:collapse;font-size:13px">
<tr><td>Events ingested</td><td align="right">48,213,770</td><td>of 50,000,000</td><td>96.4%</td></tr>
<tr><td>Storage (30-day)</td><td align="right">412.7 GB</td><td>of 500 GB</td><td>82.5%</td></tr>
<tr><td>Alerts fired</td><td align="right">1,093</td><td></td><td></td></tr>
<tr><td>Uptime</td><td align="right">99.982%</td><td colspan="2">7 min 51 s of degraded ingest on Mar 14</td></tr>
<tr><td>Seats</td><td align="right">12</td><td></td><td></td></tr>
</table>
<p><b>Top sources:</b> api-gateway-7f9c (18,204,113) &middot; worker-queue-02 (9,880,402) &middot; nginx-edge-eu (6,113,009)</p>
<p>Invoice #LP-2025-0312 for <b>$1,249.00</b> will be charged to the card on file (Amex ending 1005) on April 3, 2025.</p>
<p style="background:#fff8e1;padding:10px">Tip: you're at 96% of your event quota. Upgrading to Growth (100M events) costs $1,899/mo; overage is billed at $0.03 per 1,000 events.</p>
<p style="font-size:11px;color:#7b8794">Logpine, Inc. &middot; 2100 Geng Rd, Suite 210, Palo Alto, CA 94303 &middot; <a href="https://app.logpine.example/settings/notifications">Manage email preferences</a></p>
</body></html>
""")

M(kind="newsletter_numbers", fam="en-newsletter_numbers-06", otp=None, link=None,
  subject="Your Heathgate Energy bill is ready - £142.87",
  frm='"Heathgate Energy" <bills@heathgate.example>',
  to="c.walsh@homemail.example",
  date="Mon, 07 Apr 2025 06:31:44 +0100",
  tcte="quoted-printable",
  text="""Hello Ciara,

Your latest bill is ready to view in your online account.

Account number:      8830 2291 47
Bill date:           5 April 2025
Billing period:      6 March - 4 April 2025 (30 days)
Amount due:          £142.87
Direct Debit date:   15 April 2025

ELECTRICITY  MPAN 13 1200 0048 211 7
  Meter serial 19L0044817
  Reading 04417 (actual, 4 Apr) - previous 04089 (actual, 5 Mar)
  328 kWh at 24.50p/kWh                     £80.36
  Standing charge 30 days at 53.35p          £16.01

GAS  MPRN 7412 0066 3
  Reading 11862 (estimated)                   £39.70

  VAT at 5%                                   £6.80

From 1 April 2025 the Energy Price Cap changed. Your new rates are on page 3
of your bill.

Struggling to pay? Call us free on 0800 555 0460 - we're here 8am to 8pm,
Monday to Friday, and 9am to 1pm on Saturdays.

Heathgate Energy Supply Ltd, 40 Canal Street, Nottingham NG1 7EH.
Registered in England and Wales no. 09982245.
""")

M(kind="newsletter_numbers", fam="en-newsletter_numbers-07", otp=None, link=None,
  subject="Your code: WELCOME-4821 (15% off your first order)",
  frm='"Greenstack Supplements" <hello@greenstack.example>',
  to="josh.taylor@ozmail.example",
  date="Sat, 15 Mar 2025 09:15:00 +1100",
  headers={"List-Unsubscribe": "<https://greenstack.example/email/unsubscribe?c=AU-55102>"},
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hey Josh,

Thanks for signing up! As promised, here's your code:

    WELCOME-4821

Enter it at checkout for 15% off your first order (min. spend $60). It's
good until 14/04/2025 and can be used once.

Bestsellers right now:
  - Plant Protein 1kg (Choc Hazelnut)  $54.95
  - Magnesium Glycinate 120 caps       $34.95
  - Creatine Monohydrate 500g          $39.95

Free shipping on orders over $99 Australia-wide. Orders placed before 2pm
AEDT ship same day from our Geelong warehouse.

Greenstack Nutrition Pty Ltd, 12 Moorabool St, Geelong VIC 3220
ABN 70 552 810 118 | 1300 555 461
Unsubscribe: https://greenstack.example/email/unsubscribe?c=AU-55102
""",
  html="""<html><body style="font-family:Futura,Arial,sans-serif;background:#f2f7f2;padding:10px">
<div style="max-width:560px;margin:auto;background:#fff;padding:24px;text-align:center">
<p style="font-size:20px">Hey Josh,</p>
<p>Thanks for signing up! As promised, here's your code:</p>
<p style="font-size:30px;font-weight:bold;color:#2e7d32;border:2px dashed #2e7d32;padding:10px">WELCOME-4821</p>
<p>Enter it at checkout for <b>15% off</b> your first order (min. spend $60). It's good until 14/04/2025 and can be used once.</p>
<p><a href="https://greenstack.example/shop?utm_campaign=welcome" style="background:#2e7d32;color:#fff;padding:10px 22px;text-decoration:none">Shop now</a></p>
<p style="text-align:left;font-size:13px"><b>Bestsellers right now:</b><br>Plant Protein 1kg (Choc Hazelnut) &ndash; $54.95<br>Magnesium Glycinate 120 caps &ndash; $34.95<br>Creatine Monohydrate 500g &ndash; $39.95</p>
<p style="font-size:12px">Free shipping on orders over $99 Australia-wide. Orders placed before 2pm AEDT ship same day from our Geelong warehouse.</p>
<p style="font-size:10px;color:#999">Greenstack Nutrition Pty Ltd, 12 Moorabool St, Geelong VIC 3220 &middot; ABN 70 552 810 118 &middot; 1300 555 461<br>
<a href="https://greenstack.example/email/unsubscribe?c=AU-55102">Unsubscribe</a></p>
</div></body></html>
""")

M(kind="newsletter_numbers", fam="en-newsletter_numbers-08", otp=None, link=None,
  subject="Scam alert: we will never ask you to read out a code",
  frm='"Thistle Building Society" <news@thistlebs.example>',
  to="a.robertson@postbox.example",
  date="Wed, 26 Mar 2025 12:00:00 +0000",
  headers={"List-Unsubscribe": "<https://thistlebs.example/preferences?m=88120>"},
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Dear Mr Robertson,

We've seen a rise in phone scams targeting our members this month.

How the scam works
A caller says they're from our fraud team and that your account is at risk.
They ask you to read out a code we've just sent you - for example
"Your code is 123456" - so they can "stop a payment". In fact they're using
that code to log in as you or approve a payment of, say, £2,400.

What to do
  1. We will never ask you for a one-time code, your PIN or your full
     password - not by phone, text or email.
  2. Hang up, wait 5 minutes, and call us back on the number on the back of
     your card: 0131 496 0522.
  3. Report it to us and forward scam texts to 7726.

In 2024 our members reported 1,318 scam attempts, and together we stopped
£412,000 from reaching criminals.

Thistle Building Society, 9 George Square, Edinburgh EH8 9LD.
Authorised by the Prudential Regulation Authority. FRN 104422.
Manage your preferences: https://thistlebs.example/preferences?m=88120
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#2a2a2a">
<div style="max-width:600px;margin:auto">
<div style="background:#4a2c6a;color:#fff;padding:14px;font-size:18px">Thistle Building Society &middot; Scam alert</div>
<p>Dear Mr Robertson,</p>
<p>We've seen a rise in phone scams targeting our members this month.</p>
<h4>How the scam works</h4>
<p>A caller says they're from our fraud team and that your account is at risk. They ask you to read out a code we've just sent you &ndash; for example <i>&ldquo;Your code is 123456&rdquo;</i> &ndash; so they can &ldquo;stop a payment&rdquo;. In fact they're using that code to log in as you or approve a payment of, say, &pound;2,400.</p>
<h4>What to do</h4>
<ol><li>We will never ask you for a one-time code, your PIN or your full password &ndash; not by phone, text or email.</li>
<li>Hang up, wait 5 minutes, and call us back on the number on the back of your card: 0131 496 0522.</li>
<li>Report it to us and forward scam texts to 7726.</li></ol>
<p>In 2024 our members reported 1,318 scam attempts, and together we stopped &pound;412,000 from reaching criminals.</p>
<p style="font-size:11px;color:#888">Thistle Building Society, 9 George Square, Edinburgh EH8 9LD. Authorised by the Prudential Regulation Authority. FRN 104422.<br>
<a href="https://thistlebs.example/preferences?m=88120">Manage your preferences</a></p>
</div></body></html>
""")

M(kind="newsletter_numbers", fam="en-newsletter_numbers-09", otp=None, link=None,
  subject="Email verified - you're all set!",
  frm='"Sproutly" <team@sproutly.example>',
  to="dana.kim@mailbox.example",
  date="Thu, 13 Mar 2025 17:45:29 -0800",
  hcte="quoted-printable",
  html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#23352a;background:#f4fbf6">
<div style="max-width:520px;margin:30px auto;background:#fff;border-radius:12px;padding:28px">
<p style="font-size:40px;margin:0">&#127793;</p>
<h2 style="margin-top:8px">Email verified &ndash; you're all set!</h2>
<p>Thanks, Dana. We've confirmed <b>dana.kim@mailbox.example</b> for your Sproutly garden planner.</p>
<table style="font-size:12px;color:#6a7b70" cellpadding="3">
<tr><td>Verification ID</td><td>8820-4471</td></tr>
<tr><td>Verified at</td><td>03/13/2025, 5:44 PM PST</td></tr>
<tr><td>Growing zone</td><td>USDA 8b (ZIP 97402)</td></tr>
</table>
<p>Next up: your first frost date is around <b>Nov 4</b>, so you have about 234 days of growing season. We've pre-filled 6 crops for you to start in March.</p>
<p><a href="https://app.sproutly.example/garden" style="color:#2f855a">Open my garden</a></p>
<p style="font-size:11px;color:#9aa">Sproutly Labs &middot; 77 W 8th Ave, Eugene, OR 97401</p>
</div></body></html>
""")

M(kind="newsletter_numbers", fam="en-newsletter_numbers-10", otp=None, link=None,
  subject="Shipped: your Dakbox order 405-9921837-6630 is on its way",
  frm='"Dakbox" <shipment-tracking@dakbox.example>',
  to="farhan.q@inboxmail.example",
  date="Tue, 18 Mar 2025 19:22:08 +0530",
  tcte="base64", hcte="quoted-printable",
  text="""Hello Farhan,

Good news! Your package has been shipped.

Order ID       : 405-9921837-6630
Courier        : BlueKite Express
AWB / Tracking : 78214563902
Shipped on     : 18 Mar 2025
Arriving       : Thursday, 20 Mar (by 9 PM)

Delivering to:
Farhan Qureshi, Flat 302, Sai Residency, Lane 7, Koregaon Park,
Pune, Maharashtra 411038

Items:
1 x TWS Wireless Earbuds (Black)   Rs. 1,299.00
2 x USB-C Cable 1.5m                      Rs.   398.00
Order total (Pay on Delivery)             Rs. 1,697.00

Please keep exact change ready for Pay on Delivery orders.

Dakbox Retail India Pvt Ltd | 24x7 helpline: 1800-102-3380
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Hello Farhan,</p>
<p><b>Good news! Your package has been shipped.</b></p>
<table cellpadding="4" style="font-size:13px">
<tr><td>Order ID</td><td>405-9921837-6630</td></tr>
<tr><td>Courier</td><td>BlueKite Express</td></tr>
<tr><td>AWB / Tracking</td><td>78214563902</td></tr>
<tr><td>Shipped on</td><td>18 Mar 2025</td></tr>
<tr><td>Arriving</td><td><b>Thursday, 20 Mar</b> (by 9 PM)</td></tr>
</table>
<p>Delivering to:<br>Farhan Qureshi, Flat 302, Sai Residency, Lane 7, Koregaon Park, Pune, Maharashtra 411038</p>
<p>1 x TWS Wireless Earbuds (Black) &ndash; Rs. 1,299.00<br>2 x USB-C Cable 1.5m &ndash; Rs. 398.00<br><b>Order total (Pay on Delivery) Rs. 1,697.00</b></p>
<p><a href="https://dakbox.example/track?awb=78214563902">Track package</a></p>
<p>Please keep exact change ready for Pay on Delivery orders.</p>
<p style="font-size:11px;color:#777">Dakbox Retail India Pvt Ltd &middot; 24x7 helpline: 1800-102-3380</p>
</body></html>
""")

M(kind="newsletter_numbers", fam="en-newsletter_numbers-11", otp=None, link=None,
  subject="The Long Read Weekly - Issue #212: the 1987 storm, 40 years of teletext, and more",
  frm='"The Long Read Weekly" <editor@longreadweekly.example>',
  to="reader@homemail.example",
  date="Sun, 13 Apr 2025 07:00:00 +0100",
  headers={"List-Unsubscribe": "<https://longreadweekly.example/unsubscribe/r/5518203>",
           "List-Id": "<weekly.longreadweekly.example>"},
  tcte="8bit",
  text="""THE LONG READ WEEKLY
Issue #212 - 13 April 2025 - 6 stories, about 94 minutes of reading

Good morning,

This week marks 15,401 subscribers - thank you. Below are six pieces we
couldn't stop thinking about.

1. The night of 15-16 October 1987 (22 min)
   How a forecast went wrong, 15 million trees came down and 18 people
   died, and what Met Office models learned from it.

2. P302: forty years of teletext (14 min)
   From 1974 to 2012, pages 100-899 were where Britain checked the footie
   scores. A former sub-editor on page 302, the football index.

3. The £4.99 meal deal and the economics of the lunchtime sandwich (11 min)

4. Inside a 24-hour call centre in Kochi (19 min)

5. Why some postcodes (looking at you, W1A 1AA) are special (9 min)

6. Sourdough, 1849-2025: the Gold Rush starter (19 min)

Reader survey: 73% of you read us on Sunday morning, 11% on Monday. The
rest of you, we see you at 2am.

See you next Sunday,
Ruth, editor

You're receiving this because you subscribed at longreadweekly.example.
Unsubscribe: https://longreadweekly.example/unsubscribe/r/5518203
The Long Read Weekly, PO Box 7721, Hebden Bridge HX7 8ZZ
""")

M(kind="newsletter_numbers", fam="en-newsletter_numbers-12", otp=None, link=None,
  subject="You've received a £50 Tandem Books gift card from Auntie Jo",
  frm='"Tandem Books" <giftcards@tandembooks.example>',
  to="ellie.watts@postbox.example",
  date="Tue, 25 Mar 2025 10:30:22 +0000",
  hcte="quoted-printable",
  html="""<html><body style="font-family:Georgia,serif;background:#f9f4ec;color:#3a2e25">
<div style="max-width:540px;margin:24px auto;background:#fff;padding:28px;border:1px solid #e6dccd">
<p style="font-size:22px">Happy birthday, Ellie! &#127874;</p>
<p><i>&ldquo;Something for the summer reading pile. Love, Auntie Jo x&rdquo;</i></p>
<div style="background:#28503e;color:#fff;border-radius:10px;padding:20px;margin:18px 0">
<p style="margin:0;font-size:13px">TANDEM BOOKS GIFT CARD</p>
<p style="margin:8px 0;font-size:32px">&pound;50.00</p>
<p style="margin:0;font-size:15px">Card number: 6006 4921 3357 8810<br>PIN: 4417</p>
<p style="margin:6px 0 0;font-size:11px">Expires 25/03/2030</p>
</div>
<p>Spend it online by entering the card number and PIN at checkout, or show this email in any of our 38 shops.</p>
<p>To check your balance, call 0113 496 0778 or visit a shop.</p>
<p style="font-size:11px;color:#8a7d6f">Tandem Books Ltd, 4 Briggate, Leeds LS1 6HD. Gift cards are not exchangeable for cash.</p>
</div></body></html>
""")

M(kind="newsletter_numbers", fam="en-newsletter_numbers-13", otp=None, link=None,
  subject="Your receipt from Little Marrow Cafe",
  frm='"Little Marrow Cafe via Tapfolio" <receipts@tapfolio.example>',
  to="ngozi.a@ozmail.example",
  date="Wed, 09 Apr 2025 08:17:45 +1000",
  tcte="quoted-printable",
  text="""Little Marrow Cafe
Shop 2, 118 Lygon Street, Carlton VIC 3053
ABN 29 316 774 550  |  (03) 5550 8812

TAX INVOICE / RECEIPT #0042-118
09/04/2025 08:17   Terminal 3   Served by: Tash

1 x Flat white (oat)             $5.90
1 x Smashed avo, add feta       $19.50
1 x Orange juice (small)         $6.00
                                ------
Total (incl. GST)               $31.40
GST included                     $2.85
Card surcharge 1.2%              $0.38
AMOUNT PAID                     $31.78

VISA CONTACTLESS  ****5521
Auth code: 093417   RRN 508917442301
Terminal ID 61008837   Merchant ID 4411028833
APPROVED

Loyalty: 7 of 10 stamps. 3 more for a free coffee!

Thanks for coming in. Have a ripper day.
Receipt sent by Tapfolio - tapfolio.example
""")

# ---------------------------------------------------------------------------
# new_and_old_code: label the NEW code
# ---------------------------------------------------------------------------

M(kind="new_and_old_code", fam="en-new_and_old_code-01", otp="604915", shown="604 915", link=None,
  subject="Here's a fresh code for Fennel",
  frm='"Fennel" <login@fennel.example>',
  to="grace.h@mailbox.example",
  date="Tue, 18 Mar 2025 18:03:41 -0400",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi Grace,

You asked us to send another code, so the one from a few minutes ago
(318 220) has stopped working.

Use this one instead:

604 915

It's valid for 10 minutes. Your box for the week of March 24 (4 meals,
2 servings) is still waiting for you to pick recipes.

Fennel Foods, 350 Ninth Ave, New York, NY 10001
""",
  html="""<html><body style="font-family:Helvetica,Arial,sans-serif;font-size:15px;color:#2c2c2c">
<p>Hi Grace,</p>
<p>You asked us to send another code, so the one from a few minutes ago (<span style="color:#999">318 220</span>) has stopped working.</p>
<p>Use this one instead:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:2px;color:#3f6212">604 915</p>
<p>It's valid for 10 minutes. Your box for the week of March 24 (4 meals, 2 servings) is still waiting for you to pick recipes.</p>
<p style="font-size:11px;color:#999">Fennel Foods, 350 Ninth Ave, New York, NY 10001</p>
</body></html>
""")

M(kind="new_and_old_code", fam="en-new_and_old_code-02", otp="309177", shown="30 91 77", link=None,
  subject="Ledgerly - new verification code",
  frm='"Ledgerly" <security@ledgerly.example>',
  to="accounts@brightwaterjoinery.example",
  date="Thu, 20 Mar 2025 09:21:06 +0000",
  tcte="quoted-printable",
  text="""Hello Owen,

Here's your new code: 30 91 77

Please enter it within 10 minutes to finish signing in to Ledgerly.

(The code we sent at 09:14 - 81 20 04 - has been cancelled because you
requested a new one. If you try it, you'll see an error.)

Company: Brightwater Joinery Ltd (Ledgerly org 44190)
VAT return for the quarter ending 31/03/2025 is due on 07/05/2025.

Kind regards,
The Ledgerly team
Ledgerly Software Ltd, 2 Pinfold Street, Sheffield S1 2GU
""")

M(kind="new_and_old_code", fam="en-new_and_old_code-03", otp="228140", shown="228140", link=None,
  subject="PayNest: OTP regenerated",
  frm='"PayNest" <noreply@paynest.example>',
  to="suresh.nair@inboxmail.example",
  date="Sat, 22 Mar 2025 13:07:59 +0530",
  hcte="quoted-printable",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Dear Suresh,</p>
<p>As requested, a fresh OTP has been generated for adding a new beneficiary (A/c XXXXXXXX8812, IFSC PNSB0001104).</p>
<p style="font-size:22px"><b>228140</b></p>
<p>Kindly note that OTP <b>771302</b> sent to you earlier at 13:02 stands cancelled and cannot be used.</p>
<p>This OTP is valid for 3 minutes. Do not share it with anyone. PayNest never asks for OTP over call.</p>
<p>If you have not initiated this request, call us immediately at 1800-266-1122.</p>
<p>Regards,<br>PayNest Payments Bank</p>
<p style="font-size:10px;color:#888">PayNest Payments Bank Ltd., Corporate Office: Andheri (E), Mumbai 400069. This is an auto-generated e-mail.</p>
</body></html>
""")

M(kind="new_and_old_code", fam="en-new_and_old_code-04", otp="552871", shown="552871", link=None,
  subject="Re: Your Vaultly sign-in code",
  frm='"Vaultly" <auth@vaultly.example>',
  to="cam.reid@ozmail.example",
  date="Mon, 24 Mar 2025 08:40:12 +1100",
  headers={"In-Reply-To": "<code-118842@auth.vaultly.example>", "References": "<code-118842@auth.vaultly.example>"},
  tcte="quoted-printable",
  text="""Hi Cam,

Looks like the last one didn't arrive in time. Try this:

552871

(good for 5 minutes)

Vaultly Pty Ltd - Level 9, 480 Queen St, Brisbane QLD 4000

-----Original Message-----
From: Vaultly <auth@vaultly.example>
Sent: Monday, 24 March 2025 8:31 AM
To: cam.reid@ozmail.example
Subject: Your Vaultly sign-in code

Hi Cam,

Your code is 118842. It expires in 5 minutes.

Vaultly Pty Ltd - Level 9, 480 Queen St, Brisbane QLD 4000
""")

M(kind="new_and_old_code", fam="en-new_and_old_code-05", otp="Q7MZ2K", shown="Q7MZ2K", link=None,
  subject="B4TR9X has expired - use Q7MZ2K",
  frm='"Quillpad" <hello@quillpad.example>',
  to="ivan.petrov@mailbox.example",
  date="Fri, 28 Mar 2025 22:51:30 -0700",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""B4TR9X has expired.

That was the code from your earlier request at 10:38 PM. We've made you a
new one:

Q7MZ2K

Type it on the Quillpad sign-in screen. Letters only in capitals, no spaces.

Quillpad - 1 Rincon Hill, San Francisco, CA 94105
""",
  html="""<html><body style="font-family:Menlo,Consolas,monospace;font-size:14px;color:#222;background:#fffdf5;padding:20px">
<p><s style="color:#aaa">B4TR9X</s> has expired.</p>
<p>That was the code from your earlier request at 10:38 PM. We've made you a new one:</p>
<p style="font-size:28px;font-weight:bold;color:#b45309">Q7MZ2K</p>
<p>Type it on the Quillpad sign-in screen. Letters only in capitals, no spaces.</p>
<p style="font-size:11px;color:#aaa">Quillpad &middot; 1 Rincon Hill, San Francisco, CA 94105</p>
</body></html>
""")

# ---------------------------------------------------------------------------
# several_codes: label the one the reader is told to use now
# ---------------------------------------------------------------------------

M(kind="several_codes", fam="en-several_codes-01", otp="39027715", shown="3902 7715", link=None,
  subject="Your new Stackmint backup codes",
  frm='"Stackmint" <security@stackmint.example>',
  to="dev.omar@mailbox.example",
  date="Wed, 05 Mar 2025 11:14:27 -0600",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi Omar,

You generated a new set of backup codes. Your old codes no longer work.

Save these somewhere safe. Each can be used once if you lose your phone.

   1. 8814 2093      6. 6120 4471
   2. 5507 1186      7. 9043 3358
   3. 2275 9930      8. 1486 0027
   4. 3902 7715      9. 7761 5809
   5. 4438 6602     10. 0395 2214

To prove you've saved them, type code number 4 (3902 7715) into the
confirmation box that's open in your browser now. That will use it up,
leaving you 9.

Stackmint, Inc. | 600 Congress Ave, Austin, TX 78701
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a202c">
<p>Hi Omar,</p>
<p>You generated a new set of backup codes. Your old codes no longer work.</p>
<p>Save these somewhere safe. Each can be used once if you lose your phone.</p>
<table cellpadding="4" style="font-family:monospace;font-size:15px;background:#f7fafc;border:1px solid #e2e8f0">
<tr><td>1. 8814 2093</td><td>6. 6120 4471</td></tr>
<tr><td>2. 5507 1186</td><td>7. 9043 3358</td></tr>
<tr><td>3. 2275 9930</td><td>8. 1486 0027</td></tr>
<tr><td>4. 3902 7715</td><td>9. 7761 5809</td></tr>
<tr><td>5. 4438 6602</td><td>10. 0395 2214</td></tr>
</table>
<p><b>To prove you've saved them, type code number 4 (3902 7715) into the confirmation box that's open in your browser now.</b> That will use it up, leaving you 9.</p>
<p style="font-size:11px;color:#718096">Stackmint, Inc. &middot; 600 Congress Ave, Austin, TX 78701</p>
</body></html>
""")

M(kind="several_codes", fam="en-several_codes-02", otp="662019", shown="662 019", link=None,
  subject="Signing in to Tillbook on a new browser",
  frm='"Tillbook" <signin@tillbook.example>',
  to="rachel.owusu@postbox.example",
  date="Tue, 01 Apr 2025 15:40:08 +0100",
  hcte="quoted-printable",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<p>Hi Rachel,</p>
<p>You're signing in to Tillbook from <b>Chrome on Windows</b> for the first time.</p>
<table cellpadding="10" style="border:1px solid #ccc;font-size:14px">
<tr><td style="background:#eaf4ea">Browser code<br><span style="font-size:26px;font-weight:bold">662 019</span><br><small>Enter this in your browser now.</small></td>
<td style="color:#888">Till pairing code<br><span style="font-size:18px">41-88</span><br><small>Only used when you pair a card reader. You don't need it today.</small></td></tr>
</table>
<p>The browser code works for 15 minutes.</p>
<p>Thanks,<br>Tillbook</p>
<p style="font-size:11px;color:#999">Tillbook Ltd, 15 Hope Street, Liverpool L1 9BH &middot; 0151 496 0092</p>
</body></html>
""")

M(kind="several_codes", fam="en-several_codes-03", otp="582019", shown="582 019", link=None,
  subject="Tidewater Mobile: confirm your details change",
  frm='"Tidewater Mobile" <myaccount@tidewatermobile.example>',
  to="brendan.kelly@ozmail.example",
  date="Thu, 03 Apr 2025 12:55:31 +1000",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi Brendan,

You're updating the billing address on service 0491 570 110.

Enter 582 019 on the website to confirm the change.

If you'd rather finish this over the phone, don't use the number above -
call 13 22 80 and quote your support reference 4471-22 instead.

Plan: Tide 40GB, $35/month. Next bill: 12 April 2025.

Tidewater Mobile Pty Ltd ABN 90 337 641 208, Locked Bag 2040, Docklands VIC 3008
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Hi Brendan,</p>
<p>You're updating the billing address on service 0491 570 110.</p>
<p>Enter <b style="font-size:20px">582 019</b> on the website to confirm the change.</p>
<p style="color:#555">If you'd rather finish this over the phone, don't use the number above &ndash; call 13 22 80 and quote your support reference <b>4471-22</b> instead.</p>
<p>Plan: Tide 40GB, $35/month. Next bill: 12 April 2025.</p>
<p style="font-size:11px;color:#999">Tidewater Mobile Pty Ltd ABN 90 337 641 208, Locked Bag 2040, Docklands VIC 3008</p>
</body></html>
""")

M(kind="several_codes", fam="en-several_codes-04", otp="381552", shown="381 552", link=None,
  subject="Finish setting up Keyfold",
  frm='"Keyfold" <accounts@keyfold.example>',
  to="nate.brooks@mailbox.example",
  date="Sun, 06 Apr 2025 20:31:18 -0500",
  tcte="quoted-printable",
  text="""Welcome to Keyfold, Nate.

Two things below. Only the first one goes into the setup screen.

ONE-TIME CODE (enter now)
  381 552
  Expires in 10 minutes.

RECOVERY KEY (do NOT enter this now - print it and keep it somewhere safe)
  RK-7Q2M-PL9X-44TA-0BWN
  This is the only way back into your vault if you forget your master
  password. We can't reset it for you.

Keyfold Security, Inc. - 200 S Wacker Dr, Chicago, IL 60606
""")

M(kind="several_codes", fam="en-several_codes-05", otp="491108", shown="49 11 08", link=None,
  subject="Activate Chaiflix on your TV",
  frm='"Chaiflix" <devices@chaiflix.example>',
  to="anjali.rao@inboxmail.example",
  date="Sun, 30 Mar 2025 21:48:02 +0530",
  tcte="base64", hcte="base64",
  text="""Hi Anjali,

You're adding a new TV (Living room - Sony Bravia) to your Chaiflix Premium plan.

Your TV screen is showing the device ID BXKQ-7T. You don't need to type
that anywhere - it's only so you can check you're activating the right TV.

To finish, enter this on the TV with your remote:

   49 11 08

Valid for 15 minutes. Your plan allows 4 screens; this will be screen 3.
Next renewal: 14-Apr-2025, Rs. 649.

Team Chaiflix
Chaiflix Media Pvt. Ltd., Lower Parel, Mumbai 400013
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#121212;color:#f1f1f1;padding:20px">
<p>Hi Anjali,</p>
<p>You're adding a new TV (<b>Living room &ndash; Sony Bravia</b>) to your Chaiflix Premium plan.</p>
<p style="color:#aaa">Your TV screen is showing the device ID <b>BXKQ-7T</b>. You don't need to type that anywhere &ndash; it's only so you can check you're activating the right TV.</p>
<p>To finish, enter this on the TV with your remote:</p>
<p style="font-size:34px;color:#f5a623;letter-spacing:3px">49 11 08</p>
<p>Valid for 15 minutes. Your plan allows 4 screens; this will be screen 3. Next renewal: 14-Apr-2025, Rs. 649.</p>
<p>Team Chaiflix</p>
<p style="font-size:10px;color:#777">Chaiflix Media Pvt. Ltd., Lower Parel, Mumbai 400013</p>
</body></html>
""")

# ---------------------------------------------------------------------------
# prefix_code: service prefix before the digits; label the digits
# ---------------------------------------------------------------------------

M(kind="prefix_code", fam="en-prefix_code-01", otp="482913", shown="GR-482913", link=None,
  subject="GR-482913 is your Gridly verification code",
  frm='"Gridly" <verify@gridly.example>',
  to="tyler.j@mailbox.example",
  date="Mon, 03 Mar 2025 10:05:44 -0800",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Your Gridly verification code:

GR-482913

The "GR-" is already on the screen, so just type the 6 digits.
Expires in 10 minutes.

Gridly Energy Monitoring, 1450 Kifer Rd, Sunnyvale, CA 94086
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:15px">
<p>Your Gridly verification code:</p>
<p style="font-size:28px;font-weight:bold">GR-482913</p>
<p>The &ldquo;GR-&rdquo; is already on the screen, so just type the 6 digits. Expires in 10 minutes.</p>
<p style="font-size:11px;color:#888">Gridly Energy Monitoring, 1450 Kifer Rd, Sunnyvale, CA 94086</p>
</body></html>
""")

M(kind="prefix_code", fam="en-prefix_code-02", otp="40271", shown="HB-40271", link=None,
  subject="Confirm your Hivebay listing",
  frm='"Hivebay" <listings@hivebay.example>',
  to="alfie.morgan@postbox.example",
  date="Wed, 12 Mar 2025 17:26:03 +0000",
  hcte="quoted-printable",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#333">
<p>Hi Alfie,</p>
<p>Before your listing &ldquo;Vintage Raleigh Chopper, 1979, original paint&rdquo; (&pound;450, Cardiff CF24) goes live, please confirm it's you.</p>
<p>Your confirmation number is <b style="font-size:20px">HB-40271</b>.</p>
<p>We put &ldquo;HB-&rdquo; in front so you can tell our messages from scam texts. On the confirm page, type only <b>40271</b>.</p>
<p>Cheers,<br>Hivebay</p>
<p style="font-size:11px;color:#999">Hivebay Marketplace Ltd, 10 Mount Stuart Square, Cardiff CF10 5EE</p>
</body></html>
""")

M(kind="prefix_code", fam="en-prefix_code-03", otp="7781", shown="AB-7781", link=None,
  subject="Abbotsford Bank",
  frm='"Abbotsford Bank" <noreply@abbotsfordbank.example>',
  to="kerry.lim@ozmail.example",
  date="Fri, 14 Mar 2025 14:19:30 +1100",
  tcte="7bit",
  text="""AB-7781 is your Abbotsford Bank verification code. Don't share it with
anyone. We will never call you to ask for it.

Abbotsford Bank Ltd ABN 33 009 482 611 AFSL 229110
""")

M(kind="prefix_code", fam="en-prefix_code-04", otp="903517", shown="TX-903517", link=None,
  subject="Paytrail wallet - OTP for adding money",
  frm='"Paytrail" <otp@paytrail.example>',
  to="kabir.sethi@inboxmail.example",
  date="Thu, 27 Mar 2025 20:44:51 +0530",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Dear Kabir,

OTP: TX-903517

Use this to add Rs. 2,000.00 to your Paytrail wallet from linked bank
account XXXX6613. Enter only the 6 digits after "TX-". Valid for 5 mins.

Wallet balance after top-up: Rs. 2,418.50 | KYC status: Full KYC

Never share your OTP. Paytrail staff will never ask for it.
Paytrail Payments Pvt Ltd, Noida 201301 | Helpline 0120-444-9090
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Dear Kabir,</p>
<p style="font-size:20px">OTP: <b>TX-903517</b></p>
<p>Use this to add Rs. 2,000.00 to your Paytrail wallet from linked bank account XXXX6613. Enter only the 6 digits after &ldquo;TX-&rdquo;. Valid for 5 mins.</p>
<p>Wallet balance after top-up: Rs. 2,418.50 | KYC status: Full KYC</p>
<p style="color:#c00">Never share your OTP. Paytrail staff will never ask for it.</p>
<p style="font-size:11px;color:#777">Paytrail Payments Pvt Ltd, Noida 201301 | Helpline 0120-444-9090</p>
</body></html>
""")

M(kind="prefix_code", fam="en-prefix_code-05", otp="55108", shown="K-55108", link=None,
  subject="K-55108: your Kestrel Cloud login",
  frm='"Kestrel Cloud" <no-reply@kestrelcloud.example>',
  to="sophie.adams@mailbox.example",
  date="Tue, 08 Apr 2025 07:58:13 -0400",
  hcte="base64",
  html="""<!DOCTYPE html><html><body style="font-family:'Helvetica Neue',Arial,sans-serif;background:#f5f7fa;padding:24px">
<div style="max-width:460px;margin:auto;background:#fff;border-radius:6px;padding:28px;text-align:center">
<img src="https://static.kestrelcloud.example/brand/kestrel-64.png" width="48" height="48" alt="Kestrel Cloud">
<p style="font-size:15px;color:#3c4858">Use this to log in to the Kestrel Cloud console:</p>
<p style="font-size:34px;font-family:Menlo,monospace;margin:12px 0"><span style="color:#c0c4cc">K-</span><span style="color:#1f2d3d;font-weight:bold">55108</span></p>
<p style="font-size:13px;color:#8492a6">Expires at 8:08 AM EDT (Apr 8, 2025).<br>Requested from 192.0.2.118, Rochester, NY.</p>
<p style="font-size:11px;color:#c0c4cc">Kestrel Cloud Inc. &middot; 120 Delaware Ave, Suite 2500, Buffalo, NY 14202</p>
</div></body></html>
""")

# ---------------------------------------------------------------------------
# lowercase_alnum: 8-char lower-case codes next to a sign-in link (label both)
# ---------------------------------------------------------------------------

M(kind="lowercase_alnum", fam="en-lowercase_alnum-01", otp="k7f2q9xm", shown="k7f2q9xm",
  link="https://slatebook.example/login/verify?token=Zk3p9QwT2vXr8LmN4sHy&email=amelia.ford%40mailbox.example",
  subject="Your Slatebook login",
  frm='"Slatebook" <notify@slatebook.example>',
  to="amelia.ford@mailbox.example",
  date="Thu, 06 Mar 2025 13:37:22 -0500",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Log in to Slatebook

Click here to log in with this magic link:
https://slatebook.example/login/verify?token=Zk3p9QwT2vXr8LmN4sHy&email=amelia.ford%40mailbox.example

Or copy and paste this temporary login code:

k7f2q9xm

If you didn't try to log in, you can safely ignore this email.

Hint: you can set a permanent password in Settings & members > My account.

Slatebook Labs, 2300 Harrison St, San Francisco, CA 94110
""",
  html="""<html><body style="font-family:ui-sans-serif,-apple-system,'Segoe UI',Helvetica,sans-serif;color:#37352f">
<h1 style="font-size:24px">Log in to Slatebook</h1>
<p><a href="https://slatebook.example/login/verify?token=Zk3p9QwT2vXr8LmN4sHy&amp;email=amelia.ford%40mailbox.example" style="color:#2eaadc">Click here to log in with this magic link</a></p>
<p>Or copy and paste this temporary login code:</p>
<p style="display:inline-block;padding:16px 14px;background:#f4f4f4;border:1px solid #eee;border-radius:5px;font-size:16px">k7f2q9xm</p>
<p style="color:#aaa;font-size:14px">If you didn't try to log in, you can safely ignore this email.</p>
<p style="color:#aaa;font-size:14px">Hint: you can set a permanent password in Settings &amp; members &rarr; My account.</p>
<p style="color:#aaa;font-size:12px">Slatebook Labs, 2300 Harrison St, San Francisco, CA 94110</p>
</body></html>
""")

M(kind="lowercase_alnum", fam="en-lowercase_alnum-02", otp="3hq8v0tz", shown="3hq8v0tz",
  link="https://links.marmalade.example/ls/click?upn=u001.Qm9hcmQtbWFnaWMtbGluay1yZWRpcmVjdA-3D-3D_k9pT&src=email",
  link_alt=["https://marmalade.example/auth/magic?t=aW52aXRlLmpvbmVzQHBvc3Rib3g&u=77120"],
  subject="Sign in to Marmalade",
  frm='"Marmalade" <hello@marmalade.example>',
  to="invite.jones@postbox.example",
  date="Sat, 08 Mar 2025 09:12:50 +0000",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Morning!

Tap the link below to sign in to Marmalade on this device:
https://marmalade.example/auth/magic?t=aW52aXRlLmpvbmVzQHBvc3Rib3g&u=77120

Signing in on a different device? Type this instead:
3hq8v0tz

Both expire in 20 minutes and can only be used once.

Toast & Marmalade Ltd, 5 Cowley Road, Oxford OX4 1HP
Privacy: https://marmalade.example/privacy
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#fff4e0;padding:20px;color:#4a3000">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:14px;padding:26px">
<p style="font-size:20px">Morning! &#127818;</p>
<p>Tap the button below to sign in to Marmalade on this device.</p>
<p><a href="https://links.marmalade.example/ls/click?upn=u001.Qm9hcmQtbWFnaWMtbGluay1yZWRpcmVjdA-3D-3D_k9pT&amp;src=email" style="background:#f28c28;color:#fff;padding:12px 26px;border-radius:24px;text-decoration:none;font-weight:bold">Sign in to Marmalade</a></p>
<p>Signing in on a different device? Type this instead:</p>
<p style="font-family:monospace;font-size:22px;letter-spacing:2px">3hq8v0tz</p>
<p style="font-size:12px;color:#8a6a3a">Both expire in 20 minutes and can only be used once.</p>
<p style="font-size:11px;color:#b09a70">Toast &amp; Marmalade Ltd, 5 Cowley Road, Oxford OX4 1HP &middot; <a href="https://links.marmalade.example/ls/click?upn=u001.cHJpdmFjeQ-3D-3D_x1">Privacy</a></p>
<img src="https://links.marmalade.example/wf/open?upn=u001.b3Blbi1waXhlbA_q2" width="1" height="1" alt="">
</div></body></html>
""")

M(kind="lowercase_alnum", fam="en-lowercase_alnum-03", otp="m4x9pq2d", shown="m4x9-pq2d",
  link="https://app.driftwoodnotes.example/auth/email/confirm/5f1c0e9a-77b2-4f4e-9d31-2a8e6c40b1d7",
  subject="Your Driftwood Notes sign-in",
  frm='"Driftwood Notes" <signin@driftwoodnotes.example>',
  to="leah.papadopoulos@ozmail.example",
  date="Wed, 19 Mar 2025 21:30:04 +1100",
  hcte="quoted-printable",
  html="""<html><body style="font-family:Georgia,serif;font-size:16px;color:#2f3b40;background:#f3efe8;padding:20px">
<div style="max-width:520px;margin:auto;background:#fff;padding:30px">
<p>Hi Leah,</p>
<p>Tap <a href="https://app.driftwoodnotes.example/auth/email/confirm/5f1c0e9a-77b2-4f4e-9d31-2a8e6c40b1d7">sign in to Driftwood Notes</a> on this phone or computer &ndash; or, if the notes app is asking for it, type:</p>
<p style="font-family:'Courier New',monospace;font-size:24px;text-align:center;background:#eef3f1;padding:10px">m4x9-pq2d</p>
<p style="font-size:14px;color:#6b7b80">(The dash is optional.) This expires in 15 minutes, at 9:45 pm AEDT.</p>
<p style="font-size:14px;color:#6b7b80">Your 1,482 notes sync across 3 devices. Storage used: 212 MB of 5 GB.</p>
<p style="font-size:11px;color:#9aa">Driftwood Software Pty Ltd &middot; 88 Hunter Street, Hobart TAS 7000</p>
</div></body></html>
""")

M(kind="lowercase_alnum", fam="en-lowercase_alnum-04", otp="p2w7c4nr", shown="p2w7c4nr",
  link="https://trk.padhai.example/c/eJxNzEEKgzAQBdC7eAFbKyJ0dz2BTpLGZMxMO2dC6d0Ltd33v3z-AG8yC?u=3301&cid=login",
  subject="Padhai: login to continue your course",
  frm='"Padhai Learning" <noreply@padhai.example>',
  to="ishaan.verma@inboxmail.example",
  date="Mon, 31 Mar 2025 06:45:17 +0530",
  hcte="base64",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#222;background:#f4f6fb">
<table align="center" width="560" style="background:#fff;padding:20px">
<tr><td>
<p>Hi Ishaan,</p>
<p>You are 68% through <b>JEE Main 2026 &ndash; Physics Crash Course (Batch B-14)</b>. Continue where you left off: Lecture 41, Rotational Motion.</p>
<p style="text-align:center"><a href="https://trk.padhai.example/c/eJxNzEEKgzAQBdC7eAFbKyJ0dz2BTpLGZMxMO2dC6d0Ltd33v3z-AG8yC?u=3301&amp;cid=login" style="background:#3949ab;color:#fff;padding:12px 28px;text-decoration:none;border-radius:4px">Log in to Padhai</a></p>
<p>Using the Padhai app on a TV or shared tablet? Enter this instead: <code style="font-size:18px;background:#eceff1;padding:3px 6px">p2w7c4nr</code></p>
<p style="font-size:12px;color:#666">Link and login key are valid for 30 minutes. Next live class: Tue, 1 Apr 2025, 7:00 PM IST.</p>
<p style="font-size:11px;color:#999">Padhai EdTech Pvt Ltd, HSR Layout Sector 2, Bengaluru 560102 &middot; Support: 080-4567 8800 &middot;
<a href="https://trk.padhai.example/c/unsub?u=3301">Unsubscribe</a> &middot; <a href="https://padhai.example/terms">Terms</a></p>
</td></tr></table></body></html>
""")

M(kind="lowercase_alnum", fam="en-lowercase_alnum-05", otp="b8zr3k1e", shown="b8zr3k1e",
  link="https://bramble.example/session/new?grant=b8zr3k1e.UHVsc2UtMjAyNS0wNC0wMg&redirect=%2Finbox",
  subject="Bramble - continue signing in",
  frm='"Bramble" <team@bramble.example>',
  to="chris.doyle@mailbox.example",
  date="Wed, 02 Apr 2025 11:09:33 -0600",
  tcte="7bit",
  text="""Hey Chris,

Open this to finish signing in to Bramble:

<https://bramble.example/session/new?grant=b8zr3k1e.UHVsc2UtMjAyNS0wNC0wMg&redirect=%2Finbox>

...or type b8zr3k1e where Bramble asked for it.

Good for the next 10 minutes. If you didn't ask to sign in, just ignore
this - nothing will happen.

- The Bramble team
Bramble Inc, 1600 Pearl St, Boulder, CO 80302
""")

# ---------------------------------------------------------------------------
# reset_in_code_mail: code plus a "not you? reset/secure/report" link (link null)
# ---------------------------------------------------------------------------

M(kind="reset_in_code_mail", fam="en-reset_in_code_mail-01", otp="271948", shown="271 948", link=None,
  subject="Your Hatchery sign-in code",
  frm='"Hatchery" <security@hatchery.example>',
  to="maya.lopez@mailbox.example",
  date="Fri, 07 Mar 2025 16:02:29 -0800",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi Maya,

Your sign-in code is 271 948. It expires in 10 minutes.

Not you? Reset your password:
https://hatchery.example/password/reset?token=rp_8e1Jd93KsQw0aZ&utm_source=otp_email

Hatchery Inc. | 445 Bryant St, San Francisco, CA 94107
""",
  html="""<html><body style="font-family:Inter,Arial,sans-serif;font-size:15px;color:#111">
<p>Hi Maya,</p>
<p>Your sign-in code is</p>
<p style="font-size:32px;font-weight:700;letter-spacing:4px">271 948</p>
<p>It expires in 10 minutes.</p>
<hr style="border:0;border-top:1px solid #eee">
<p style="font-size:13px;color:#666">Not you? <a href="https://hatchery.example/password/reset?token=rp_8e1Jd93KsQw0aZ&amp;utm_source=otp_email">Reset your password</a></p>
<p style="font-size:11px;color:#aaa">Hatchery Inc. &middot; 445 Bryant St, San Francisco, CA 94107</p>
</body></html>
""")

M(kind="reset_in_code_mail", fam="en-reset_in_code_mail-02", otp="860432", shown="860432", link=None,
  subject="Cobble: confirm it's you",
  frm='"Cobble" <accounts@cobble.example>',
  to="freya.lewis@postbox.example",
  date="Sun, 16 Mar 2025 10:48:55 +0000",
  hcte="quoted-printable",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#2b2b2b">
<div style="max-width:520px;margin:auto">
<p><img src="https://cdn.cobble.example/email/cobble-logo.png" width="110" alt="Cobble"></p>
<p>Hi Freya,</p>
<p>We noticed a sign-in attempt from a new device (iPhone, Manchester) at 10:47 on 16 March. To carry on, enter:</p>
<p style="font-size:30px;font-weight:bold;color:#b5451b">860432</p>
<p>If you didn't try to sign in, someone may know your password.
<a href="https://cobble.example/account/secure?s=c4a91e0f7b2d&amp;reason=otp">Secure your account</a> and we'll sign everyone else out.</p>
<p>Thanks,<br>The Cobble team</p>
<p style="font-size:11px;color:#999">Cobble Ltd, 22 Lever Street, Manchester M1 1EA. <a href="https://cobble.example/help">Help centre</a></p>
</div></body></html>
""")

M(kind="reset_in_code_mail", fam="en-reset_in_code_mail-03", otp="3056", shown="3056", link=None,
  subject="Mintleaf verification",
  frm='"Mintleaf" <verify@mintleaf.example>',
  to="ruby.chen@ozmail.example",
  date="Tue, 25 Mar 2025 19:14:40 +1100",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi Ruby,

Enter 3056 to verify your Mintleaf account. It's valid for 15 minutes.

Didn't ask for this? Report it so we can lock things down:
https://mintleaf.example/report?id=vr_22917&sig=9f3a0c

Mintleaf Finance Pty Ltd ABN 12 601 447 930 | AFSL 512044
""",
  html="""<html><body style="font-family:Helvetica,Arial,sans-serif;font-size:15px;color:#203a2e;background:#effaf4;padding:20px">
<div style="max-width:480px;background:#fff;margin:auto;padding:24px;border-radius:8px">
<p>Hi Ruby,</p>
<p>Enter <b style="font-size:24px;color:#0f7a4a">3056</b> to verify your Mintleaf account. It's valid for 15 minutes.</p>
<p style="font-size:13px">Didn't ask for this? <a href="https://mintleaf.example/report?id=vr_22917&amp;sig=9f3a0c">Report it</a> so we can lock things down.</p>
<p style="font-size:11px;color:#8aa">Mintleaf Finance Pty Ltd ABN 12 601 447 930 &middot; AFSL 512044</p>
</div></body></html>
""")

M(kind="reset_in_code_mail", fam="en-reset_in_code_mail-04", otp="418562", shown="418562", link=None,
  subject="SwiftKart: OTP for login",
  frm='"SwiftKart" <no-reply@swiftkart.example>',
  to="pooja.reddy@inboxmail.example",
  date="Wed, 02 Apr 2025 22:10:05 +0530",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi Pooja,

418562 is your OTP to login to SwiftKart. Valid for 10 minutes.

If this was not you, click below to block your account immediately:
https://swiftkart.example/account/block?req=BLK-77120&k=e91f02

SwiftKart Internet Pvt Ltd, Hyderabad 500081
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Hi Pooja,</p>
<p><b style="font-size:20px">418562</b> is your OTP to login to SwiftKart. Valid for 10 minutes.</p>
<p>If this was not you, <a href="https://swiftkart.example/account/block?req=BLK-77120&amp;k=e91f02">click here to block your account</a> immediately.</p>
<p style="font-size:11px;color:#888">SwiftKart Internet Pvt Ltd, Hyderabad 500081</p>
</body></html>
""")

M(kind="reset_in_code_mail", fam="en-reset_in_code_mail-05", otp="73920481", shown="7392 0481", link=None,
  subject="Orbitly security check",
  frm='"Orbitly" <security@orbitly.example>',
  to="derek.simmons@mailbox.example",
  date="Thu, 10 Apr 2025 03:22:18 -0400",
  tcte="quoted-printable",
  text="""Someone is trying to sign in to your Orbitly account.

  Account:  derek.simmons@mailbox.example
  When:     April 10, 2025, 3:21 AM EDT
  Where:    Lagos, NG (IP 198.51.100.201)
  Device:   Unknown Linux device

If this was you, enter this 8-digit security code to continue:

    7392 0481

Wasn't you? Change your password now - anyone with this email could be
trying to get in:
https://orbitly.example/settings/password/change?f=alert&rid=9930021

Orbitly, Inc. - 100 Summer St, Boston, MA 02110
""")

# ---------------------------------------------------------------------------
# no_code_word: a code introduced without the word "code"
# ---------------------------------------------------------------------------

M(kind="no_code_word", fam="en-no_code_word-01", otp="309417", shown="309 417", link=None,
  subject="Confirm your e-mail address",
  frm='"Cuppa" <hello@cuppa.example>',
  to="jamie.fox@postbox.example",
  date="Sat, 01 Mar 2025 15:51:02 +0000",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hiya,

Nearly there! To finish signing up to Cuppa, pop 309 417 into the box on
the sign-up page.

Once that's done, your first box of 12 sachets (Earl Grey, Assam and a
surprise) ships within 2 working days. £6.50 a month, cancel any time.

Brew well,
The Cuppa lot
Cuppa Tea Co. Ltd, 7 Kettle Yard, Norwich NR3 1BJ
""",
  html="""<html><body style="font-family:'Gill Sans',Arial,sans-serif;font-size:15px;color:#3b2a1a;background:#fbf6ee">
<div style="max-width:520px;margin:auto;padding:24px">
<p>Hiya,</p>
<p>Nearly there! To finish signing up to Cuppa, pop <b style="font-size:22px">309 417</b> into the box on the sign-up page.</p>
<p>Once that's done, your first box of 12 sachets (Earl Grey, Assam and a surprise) ships within 2 working days. &pound;6.50 a month, cancel any time.</p>
<p>Brew well,<br>The Cuppa lot</p>
<p style="font-size:11px;color:#a08a70">Cuppa Tea Co. Ltd, 7 Kettle Yard, Norwich NR3 1BJ</p>
</div></body></html>
""")

M(kind="no_code_word", fam="en-no_code_word-02", otp="714409", shown="71-44-09", link=None,
  subject="Logging in to Sunroom",
  frm='"Sunroom" <access@sunroom.example>',
  to="helen.park@mailbox.example",
  date="Mon, 17 Mar 2025 08:05:36 -0700",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Good morning Helen,

Your number for logging in is 71-44-09.

Type it on the Sunroom screen. It works once, for 10 minutes.

Sunroom Home Care, 901 5th Ave, Seattle, WA 98164
Questions about today's 9:30 AM visit? Call (206) 555-0178.
""",
  html="""<html><body style="font-family:Verdana,sans-serif;font-size:15px;color:#333">
<p>Good morning Helen,</p>
<p>Your number for logging in is</p>
<p style="font-size:30px"><span style="border:1px solid #ccc;padding:4px 8px;margin:2px">7</span><span style="border:1px solid #ccc;padding:4px 8px;margin:2px">1</span><span style="border:1px solid #ccc;padding:4px 8px;margin:2px">4</span><span style="border:1px solid #ccc;padding:4px 8px;margin:2px">4</span><span style="border:1px solid #ccc;padding:4px 8px;margin:2px">0</span><span style="border:1px solid #ccc;padding:4px 8px;margin:2px">9</span></p>
<p>Type it on the Sunroom screen. It works once, for 10 minutes.</p>
<p style="font-size:11px;color:#888">Sunroom Home Care, 901 5th Ave, Seattle, WA 98164<br>Questions about today's 9:30 AM visit? Call (206) 555-0178.</p>
</body></html>
""")

M(kind="no_code_word", fam="en-no_code_word-03", otp="5531", shown="5531", link=None,
  subject="Almost done, Liam",
  frm='"Tinnie" <crew@tinnie.example>',
  to="liam.walsh@ozmail.example",
  date="Fri, 21 Mar 2025 17:33:20 +0800",
  tcte="8bit",
  text="""Almost done, Liam 🎣

Type 5531 in the app and you're in.

Then tell us where you fish - we'll send tide times and bag limits for
your area (WA limits changed on 1 March 2025: 2 pink snapper per person).

Tinnie Apps Pty Ltd, 5/12 Marine Tce, Fremantle WA 6160
""")

M(kind="no_code_word", fam="en-no_code_word-04", otp="662013", shown="662013", link=None,
  subject="Dhanvriddhi NetBanking login",
  frm='"Dhanvriddhi Co-operative Bank" <netbanking@dhanvriddhi.example>',
  to="ramesh.pillai@inboxmail.example",
  date="Tue, 25 Mar 2025 10:27:44 +0530",
  tcte="7bit",
  text="""Dear Customer,

Your one-time login PIN for Dhanvriddhi NetBanking is 662013, valid for
180 seconds. Customer ID: XXXX4471.

If you have not attempted to log in, please call 1800-233-5500 immediately.

Dhanvriddhi Co-operative Bank Ltd., Head Office: Thrissur, Kerala 680001
This is a system generated email, please do not reply.
""")

M(kind="no_code_word", fam="en-no_code_word-05", otp="QF7KM2", shown="QF7-KM2", link=None,
  subject="Here's your key",
  frm='"Tallowtree" <auth@tallowtree.example>',
  to="ava.martin@mailbox.example",
  date="Sat, 05 Apr 2025 14:14:14 -0500",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi Ava,

Here's your key: QF7-KM2

Paste it into Tallowtree to confirm the new email address on your shop
(tallowtree.example/shops/ava-candle-co). The key works once and runs out
at 2:44 PM CDT.

Orders this week: 37 (up 12%). Payout of $1,284.60 scheduled for Apr 8.

Tallowtree Commerce, Inc. - 222 W Merchandise Mart Plaza, Chicago, IL 60654
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Hi Ava,</p>
<p>Here's your key: <span style="font-family:monospace;font-size:22px;background:#fef3c7;padding:2px 6px">QF7-KM2</span></p>
<p>Paste it into Tallowtree to confirm the new email address on your shop (tallowtree.example/shops/ava-candle-co). The key works once and runs out at 2:44 PM CDT.</p>
<p>Orders this week: 37 (up 12%). Payout of $1,284.60 scheduled for Apr 8.</p>
<p style="font-size:11px;color:#888">Tallowtree Commerce, Inc. &middot; 222 W Merchandise Mart Plaza, Chicago, IL 60654</p>
</body></html>
""")

# ---------------------------------------------------------------------------
# subject_only: the code appears only in the Subject header
# ---------------------------------------------------------------------------

M(kind="subject_only", fam="en-subject_only-01", otp="736204", shown="736204", link=None,
  subject="736204 is your Lumio sign-in code",
  frm='"Lumio" <no-reply@lumio.example>',
  to="andre.white@mailbox.example",
  date="Tue, 11 Mar 2025 12:40:09 -0500",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Use the code in the subject line of this email to finish signing in to
Lumio. It expires in 10 minutes.

Didn't request it? You can ignore this message.

Lumio Lighting Co. | 77 Water St, Suite 1200, Chicago, IL 60601 | (312) 555-0119
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#333">
<p>Use the code in the subject line of this email to finish signing in to Lumio. It expires in 10 minutes.</p>
<p style="color:#888">Didn't request it? You can ignore this message.</p>
<p style="font-size:11px;color:#aaa">Lumio Lighting Co. &middot; 77 Water St, Suite 1200, Chicago, IL 60601 &middot; (312) 555-0119</p>
</body></html>
""")

M(kind="subject_only", fam="en-subject_only-02", otp="7731", shown="7731", link=None,
  subject="Your code: 7731",
  frm='"Bottlebrush Pet Insurance" <portal@bottlebrushpets.example>',
  to="zoe.mitchell@ozmail.example",
  date="Tue, 18 Mar 2025 14:02:56 +1100",
  tcte="quoted-printable",
  text="""Hi Zoe,

Here it is, as requested - it's up the top in the subject line. It'll
expire in 5 minutes.

Policy BPI-20250318-0044 (Biscuit, Cavoodle, 3 yrs)
Claim 2291 for $412.50 is being assessed - we'll update you within 10
business days.

Bottlebrush Pet Insurance Pty Ltd ABN 47 663 020 981
Phone 1300 555 714 (8am-6pm AEDT)
""")

M(kind="subject_only", fam="en-subject_only-03", otp="290441", shown="290-441", link=None,
  subject="[Ferncastle] 290-441 — confirm it's you",
  frm='"Ferncastle Housing" <portal@ferncastle.example>',
  to="d.okafor@postbox.example",
  date="Thu, 20 Mar 2025 18:30:40 +0000",
  hcte="quoted-printable",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:15px;color:#1b1b1b">
<div style="max-width:560px;border-top:6px solid #005a3c;padding:18px">
<p>Dear Mr Okafor,</p>
<p>To view your rent account online, enter the six digits shown in the subject of this email.</p>
<p>Your rent for April is &pound;612.40, due on 1 April 2025. Tenancy reference FC/22/0917.</p>
<p>For repairs, call 0300 555 0121 (24 hours for emergencies).</p>
<p style="font-size:11px;color:#666">Ferncastle Housing Association, 14 Castle Street, Shrewsbury SY1 2BQ. Registered provider no. L4471.</p>
</div></body></html>
""")

M(kind="subject_only", fam="en-subject_only-04", otp="664201", shown="664201", link=None,
  subject="OTP 664201 for Kaveri Urban Bank internet banking login",
  frm='"Kaveri Urban Bank" <alerts@kaveriurbanbank.example>',
  to="lakshmi.n@inboxmail.example",
  date="Mon, 24 Mar 2025 09:55:01 +0530",
  tcte="7bit",
  text="""Dear Customer,

Kindly use the One Time Password mentioned in the subject line of this mail
to complete your login. It is valid for 5 minutes.

Do not disclose it to anyone. Bank officials will never ask for it.

Login request details: 24/03/2025 09:54:48, Mysuru, Karnataka.
If this was not done by you, please call 1800-425-1180 or SMS BLOCK to
56161.

Kaveri Urban Co-operative Bank Ltd., Sayyaji Rao Road, Mysuru 570001
""")

M(kind="subject_only", fam="en-subject_only-05", otp="Z7PK9M", shown="Z7PK9M", link=None,
  subject="Your Beacon verification: Z7PK9M",
  frm='"Beacon" <verify@beaconhq.example>',
  to="sarah.nolan@mailbox.example",
  date="Mon, 07 Apr 2025 16:16:16 -0400",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi Sarah,

Enter the six characters from this email's subject line on the Beacon
verification screen.

They're valid for 30 minutes and aren't case sensitive.

Beacon Analytics, Inc. | 50 Milk St, 16th Floor, Boston, MA 02109
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<p>Hi Sarah,</p>
<p>Enter the six characters from this email's subject line on the Beacon verification screen.</p>
<p>They're valid for 30 minutes and aren't case sensitive.</p>
<p style="font-size:11px;color:#999">Beacon Analytics, Inc. &middot; 50 Milk St, 16th Floor, Boston, MA 02109</p>
</body></html>
""")

# ---------------------------------------------------------------------------
# alt_text_only: the code only in an <img alt="..."> (no text copy)
# ---------------------------------------------------------------------------

M(kind="alt_text_only", fam="en-alt_text_only-01", otp="6093", shown="6093", link=None,
  subject="Your Glowbox verification",
  frm='"Glowbox" <beauty@glowbox.example>',
  to="tiana.reyes@mailbox.example",
  date="Wed, 12 Mar 2025 20:20:20 -0700",
  img="codeimg-6093@glowbox.example",
  hcte="quoted-printable",
  html="""<html><body style="font-family:Arial,sans-serif;background:#fdf0f5;padding:20px;text-align:center">
<div style="max-width:440px;margin:auto;background:#fff;border-radius:16px;padding:26px">
<p style="font-size:18px;color:#b0306a">Almost ready to glow &#10024;</p>
<p>Enter this on the Glowbox checkout page to verify your email:</p>
<p><img src="cid:codeimg-6093@glowbox.example" width="220" height="64" alt="Your code: 6093"></p>
<p style="font-size:12px;color:#999">Expires in 10 minutes.</p>
<p style="font-size:10px;color:#bbb">Glowbox Beauty, 9100 Wilshire Blvd, Suite 300, Beverly Hills, CA 90212</p>
</div></body></html>
""")

M(kind="alt_text_only", fam="en-alt_text_only-02", otp="391057", shown="3 9 1 0 5 7", link=None,
  subject="Pennyroyal Savings - sign in",
  frm='"Pennyroyal Savings" <secure@pennyroyal.example>',
  to="m.chambers@homemail.example",
  date="Fri, 21 Mar 2025 07:44:09 +0000",
  hcte="base64",
  html="""<!DOCTYPE html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#26303a">
<table width="560" align="center" cellpadding="16" style="border:1px solid #d6dde3">
<tr><td style="background:#23395b"><img src="https://assets.pennyroyal.example/logo-light.png" alt="Pennyroyal Savings" width="150"></td></tr>
<tr><td>
<p>Good morning,</p>
<p>Here are the digits you asked for. Type them in on the sign-in screen:</p>
<p style="text-align:center"><img src="https://assets.pennyroyal.example/otp/r/7f0c2e81b.png" width="260" height="56" alt="3 9 1 0 5 7" style="display:block;margin:auto"></p>
<p style="font-size:12px;color:#667">They're valid for 5 minutes. We'll never phone you and ask for them.</p>
<p style="font-size:11px;color:#889">Pennyroyal Savings plc, 2 Market Place, Kendal LA9 4TN. Registered in England no. 00882140. Telephone 01539 555 207.</p>
</td></tr></table></body></html>
""")

M(kind="alt_text_only", fam="en-alt_text_only-03", otp="582113", shown="582-113", link=None,
  subject="Verify your Wombat Energy account",
  frm='"Wombat Energy" <accounts@wombatenergy.example>',
  to="hamish.grant@ozmail.example",
  date="Sat, 29 Mar 2025 11:11:48 +1030",
  img="otp-582113@wombatenergy.example",
  hcte="quoted-printable",
  html="""<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#2a2a2a;background:#f1ede4">
<div style="max-width:520px;margin:auto;background:#fff;padding:22px">
<p><b>Wombat Energy</b> &ndash; solar &amp; battery monitoring</p>
<p>G'day Hamish, thanks for connecting your inverter (serial 5K-2204-8817). Enter the numbers below in the Wombat app to verify your account:</p>
<img src="cid:otp-582113@wombatenergy.example" width="240" height="60" alt="Verification code 582-113">
<p>Yesterday your 6.6kW system generated 31.4 kWh and exported 18.9 kWh (credit $1.51).</p>
<p style="font-size:11px;color:#888">Wombat Energy Pty Ltd ABN 58 610 229 447 &middot; 3/40 Port Rd, Thebarton SA 5031 &middot; 1300 555 209</p>
</div></body></html>
""")

M(kind="alt_text_only", fam="en-alt_text_only-04", otp="740226", shown="740 226", link=None,
  subject="Verify your mobile login - Arogya Plus",
  frm='"Arogya Plus Health Insurance" <care@arogyaplus.example>',
  to="nikhil.bansal@inboxmail.example",
  date="Sun, 06 Apr 2025 18:02:33 +0530",
  img="otpimg.740226@arogyaplus.example",
  hcte="base64",
  html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Dear Nikhil Bansal,</p>
<p>Policy No.: AP/HL/2024/0091827 &nbsp;|&nbsp; Sum insured: &#8377;10,00,000 &nbsp;|&nbsp; Renewal due: 19-Jun-2025</p>
<p>Please use the below one-time password to log in to the Arogya Plus app:</p>
<p><img src="cid:otpimg.740226@arogyaplus.example" alt="OTP: 740 226" width="200" height="50"></p>
<p>The OTP is valid for 10 minutes. For claims assistance, call 1800-102-7788 (toll free).</p>
<p style="font-size:11px;color:#777">Arogya Plus Health Insurance Co. Ltd., IRDAI Reg. No. 171, Chennai 600017. Insurance is the subject matter of solicitation.</p>
</body></html>
""")

M(kind="alt_text_only", fam="en-alt_text_only-05", otp="662091", shown="66 20 91", link=None,
  subject="Sign-in request for Northwind Transit Pass",
  frm='"Northwind Transit" <pass@northwindtransit.example>',
  to="jordan.lee@mailbox.example",
  date="Thu, 10 Apr 2025 06:58:27 -0500",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Northwind Transit Pass

Your sign-in information is shown as an image in the HTML version of this
email. If you can't see it, switch your mail app to HTML view or ask for a
new email from the sign-in page.

Pass balance: $23.50 | Auto-reload: $20.00 when under $5.00
Route 14 detour in effect Apr 7-18 (Lake St closed between 3rd and 8th Ave).

Northwind Transit Authority, 560 6th Ave N, Minneapolis, MN 55411
Rider services: (612) 555-0166
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<h3 style="color:#00539f">Northwind Transit Pass</h3>
<p>Type this on the sign-in page:</p>
<p><img src="https://img.northwindtransit.example/otp/3a81c7.png" alt="Sign-in code &mdash; 66 20 91" width="230" height="58"></p>
<p>Pass balance: $23.50 | Auto-reload: $20.00 when under $5.00</p>
<p style="font-size:12px">Route 14 detour in effect Apr 7&ndash;18 (Lake St closed between 3rd and 8th Ave).</p>
<p style="font-size:11px;color:#777">Northwind Transit Authority, 560 6th Ave N, Minneapolis, MN 55411 &middot; Rider services: (612) 555-0166</p>
</body></html>
""")

# ---------------------------------------------------------------------------
# magic_link: the completing link among many others (otp null)
# ---------------------------------------------------------------------------

M(kind="magic_link", fam="en-magic_link-01", otp=None,
  link="https://click.tallybook.example/ls/click?upn=u001.xJ7qP2-2BkR9aW4mZ0vL-2FhTq8Yc-3D_Rm4t&utm_source=magiclink&utm_medium=email",
  link_alt=["https://tallybook.example/auth/magic/8f3b1e27c9d04a6f?email=noah.ellis%40mailbox.example"],
  subject="Sign in to Tallybook",
  frm='"Tallybook" <hello@tallybook.example>',
  to="noah.ellis@mailbox.example",
  date="Mon, 03 Mar 2025 09:41:12 -0500",
  headers={"List-Unsubscribe": "<https://click.tallybook.example/ls/unsub?upn=u001.q9W-3D_x0>"},
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Sign in to Tallybook

Hi Noah, click the link below to sign in. It works once and expires in 15
minutes.

https://tallybook.example/auth/magic/8f3b1e27c9d04a6f?email=noah.ellis%40mailbox.example

If you didn't request this, you can ignore this email.

Help: https://help.tallybook.example
Tallybook, 11 Elm St, Portland, ME 04101
""",
  html="""<html><body style="margin:0;font-family:Helvetica,Arial,sans-serif;background:#f6f6f6">
<p style="text-align:center;font-size:11px;color:#999"><a href="https://click.tallybook.example/ls/click?upn=u001.vIeW-2Bbr-3D_w1" style="color:#999">View in browser</a></p>
<table align="center" width="520" cellpadding="28" style="background:#fff">
<tr><td>
<img src="https://cdn.tallybook.example/email/logo@2x.png" width="120" alt="Tallybook">
<h2 style="font-weight:600">Sign in to Tallybook</h2>
<p>Hi Noah, click the button below to sign in. It works once and expires in 15 minutes.</p>
<p><a href="https://click.tallybook.example/ls/click?upn=u001.xJ7qP2-2BkR9aW4mZ0vL-2FhTq8Yc-3D_Rm4t&amp;utm_source=magiclink&amp;utm_medium=email" style="display:inline-block;background:#111;color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none">Sign in</a></p>
<p style="font-size:13px;color:#666">If you didn't request this, you can ignore this email.</p>
<p style="font-size:12px;color:#999"><a href="https://click.tallybook.example/ls/click?upn=u001.aGVscA-3D-3D_h2" style="color:#999">Help</a> &middot;
<a href="https://click.tallybook.example/ls/click?upn=u001.cHJpdmFjeQ-3D_p3" style="color:#999">Privacy</a> &middot;
<a href="https://click.tallybook.example/ls/unsub?upn=u001.q9W-3D_x0" style="color:#999">Unsubscribe from product news</a></p>
<p style="font-size:11px;color:#bbb">Tallybook, 11 Elm St, Portland, ME 04101</p>
</td></tr></table>
<img src="https://click.tallybook.example/wf/open?upn=u001.b3BlbgT-3D_o4" width="1" height="1" alt="" style="display:none">
</body></html>
""")

M(kind="magic_link", fam="en-magic_link-02", otp=None,
  link="https://greenleafallotments.example/verify-email?token=gl_v1_4c9e0b7d2f61a8e3&uid=20931",
  subject="Please verify your email for Greenleaf Allotments",
  frm='"Greenleaf Allotments Society" <membership@greenleafallotments.example>',
  to="p.osullivan@postbox.example",
  date="Sat, 15 Mar 2025 10:03:55 +0000",
  hcte="quoted-printable",
  html="""<html><body style="font-family:Georgia,serif;font-size:15px;color:#2d3a22;background:#f4f1e6">
<div style="max-width:580px;margin:auto;background:#fff;padding:26px">
<p>Dear Patrick,</p>
<p>Thank you for joining the waiting list for a half plot at our Riverside site (Plot area C, approx. 125 m&sup2;). You are currently number 14 on the list.</p>
<p>Before we can contact you about plots, please verify your email address:</p>
<p style="text-align:center"><a href="https://greenleafallotments.example/verify-email?token=gl_v1_4c9e0b7d2f61a8e3&amp;uid=20931" style="background:#4f7a28;color:#fff;padding:10px 22px;text-decoration:none">Verify my email</a></p>
<p>The annual rent for a half plot is &pound;38 (&pound;19 concessions), plus a &pound;5 water charge.</p>
<p style="font-size:13px">Did someone else use your address? <a href="https://greenleafallotments.example/report-abuse?token=gl_v1_4c9e0b7d2f61a8e3">Let us know</a>, or <a href="https://greenleafallotments.example/remove-email?uid=20931&amp;t=rm_77a1">remove your email</a> from our list.</p>
<p style="font-size:12px;color:#777">Read our <a href="https://greenleafallotments.example/privacy">privacy notice</a> &middot; <a href="https://greenleafallotments.example/faq">FAQs</a> &middot; Follow us on <a href="https://social.example/@greenleafallotments">Mastodon</a></p>
<p style="font-size:11px;color:#999">Greenleaf Allotments Society, c/o 3 Mill Lane, Kidlington OX5 2EJ. Registered charity no. 1102274.</p>
</div></body></html>
""")

M(kind="magic_link", fam="en-magic_link-03", otp=None,
  link="https://wildtrack.example/account/reset/MTA0NDgyMQ/cm5-0b7f3e9a2d41c6e8/",
  subject="Reset your Wildtrack password",
  frm='"Wildtrack Outdoors" <noreply@wildtrack.example>',
  to="kate.lawson@ozmail.example",
  date="Sun, 23 Mar 2025 22:07:40 +1100",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi Kate,

We got a request to reset the password for your Wildtrack account.

Reset your password:
https://wildtrack.example/account/reset/MTA0NDgyMQ/cm5-0b7f3e9a2d41c6e8/

This link expires in 60 minutes. If you didn't ask for this, you can
ignore this email or let us know: https://wildtrack.example/report?src=pwreset

Your 15% member discount ends 31/03/2025. Shop now:
https://wildtrack.example/members-sale

Wildtrack Outdoors Pty Ltd, 210 Hoddle St, Abbotsford VIC 3067
Help centre: https://wildtrack.example/help | 1300 555 832
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#263238">
<div style="max-width:560px;margin:auto">
<p><img src="https://wildtrack.example/static/img/logo-email.png" alt="Wildtrack Outdoors" width="160"></p>
<p>Hi Kate,</p>
<p>We got a request to reset the password for your Wildtrack account.</p>
<p><a href="https://wildtrack.example/account/reset/MTA0NDgyMQ/cm5-0b7f3e9a2d41c6e8/" style="background:#e65100;color:#fff;padding:11px 22px;text-decoration:none;border-radius:3px">Reset password</a></p>
<p style="font-size:13px;color:#555">This link expires in 60 minutes. If you didn't ask for this, you can ignore this email or <a href="https://wildtrack.example/report?src=pwreset">let us know</a>.</p>
<div style="background:#fff3e0;padding:12px;margin-top:18px"><b>Your 15% member discount ends 31/03/2025.</b> <a href="https://wildtrack.example/members-sale">Shop now</a></div>
<p style="font-size:11px;color:#888">Wildtrack Outdoors Pty Ltd, 210 Hoddle St, Abbotsford VIC 3067 &middot; <a href="https://wildtrack.example/help">Help centre</a> &middot; 1300 555 832</p>
</div></body></html>
""")

M(kind="magic_link", fam="en-magic_link-04", otp=None,
  link="https://sahayakhr.example/device/approve?req=DA-5521907&d=7c21e9&sig=Yp3tQ0mV8a",
  subject="Was this you? New login to Sahayak HR",
  frm='"Sahayak HR" <security@sahayakhr.example>',
  to="divya.menon@brightloomtextiles.example",
  date="Wed, 26 Mar 2025 09:12:57 +0530",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Dear Divya,

We noticed a login attempt to your Sahayak HR account (Employee ID BLT-00482)
from a new device:

  Device : Safari on iPhone
  Place  : Coimbatore, Tamil Nadu (approx.)
  Time   : 26-03-2025, 09:11 AM IST

Yes, it was me - approve this login:
https://sahayakhr.example/device/approve?req=DA-5521907&d=7c21e9&sig=Yp3tQ0mV8a

No, it wasn't me - block it:
https://sahayakhr.example/device/deny?req=DA-5521907&d=7c21e9&sig=Yp3tQ0mV8a

Your March 2025 payslip (net pay Rs. 78,412) will be available on 31-03-2025.

Regards,
Sahayak HR Security
Sahayak Cloud Solutions Pvt. Ltd., Avinashi Road, Coimbatore 641018
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<p>Dear Divya,</p>
<p>We noticed a login attempt to your Sahayak HR account (Employee ID BLT-00482) from a new device:</p>
<table cellpadding="4" style="font-size:13px;background:#f5f5f5">
<tr><td>Device</td><td>Safari on iPhone</td></tr>
<tr><td>Place</td><td>Coimbatore, Tamil Nadu (approx.)</td></tr>
<tr><td>Time</td><td>26-03-2025, 09:11 AM IST</td></tr>
</table>
<p>
<a href="https://sahayakhr.example/device/approve?req=DA-5521907&amp;d=7c21e9&amp;sig=Yp3tQ0mV8a" style="background:#2e7d32;color:#fff;padding:10px 18px;text-decoration:none">Yes, it was me</a>
&nbsp;
<a href="https://sahayakhr.example/device/deny?req=DA-5521907&amp;d=7c21e9&amp;sig=Yp3tQ0mV8a" style="background:#c62828;color:#fff;padding:10px 18px;text-decoration:none">No, block it</a>
</p>
<p>Your March 2025 payslip (net pay Rs. 78,412) will be available on 31-03-2025.</p>
<p>Regards,<br>Sahayak HR Security</p>
<p style="font-size:11px;color:#888">Sahayak Cloud Solutions Pvt. Ltd., Avinashi Road, Coimbatore 641018 &middot; <a href="https://sahayakhr.example/help">Help</a></p>
</body></html>
""")

M(kind="magic_link", fam="en-magic_link-05", otp=None,
  link="https://fieldnotes.list-manage.example/subscribe/confirm?u=8e2f1c44a09b7d&id=3c5d77e1f2&e=4b9a0c21d8",
  subject="Field Notes from the Ozarks: please confirm your subscription",
  frm='"Field Notes from the Ozarks" <hank@fieldnotesozarks.example>',
  to="beth.raines@mailbox.example",
  date="Fri, 04 Apr 2025 19:26:03 -0500",
  headers={"List-Unsubscribe": "<https://fieldnotes.list-manage.example/unsubscribe?u=8e2f1c44a09b7d&id=3c5d77e1f2&e=4b9a0c21d8>"},
  hcte="quoted-printable",
  html="""<html><body style="font-family:Georgia,serif;font-size:16px;color:#333;background:#ece7dc">
<table align="center" width="580" cellpadding="24" style="background:#fff">
<tr><td>
<p style="text-align:right;font-size:11px"><a href="https://fieldnotes.list-manage.example/view?u=8e2f1c44a09b7d&amp;id=3c5d77e1f2">View this email in your browser</a></p>
<h1 style="font-size:26px;font-weight:normal">Field Notes from the Ozarks</h1>
<p>Thanks for signing up, Beth! One quick thing: we need to make sure it was really you.</p>
<p style="text-align:center"><a href="https://fieldnotes.list-manage.example/subscribe/confirm?u=8e2f1c44a09b7d&amp;id=3c5d77e1f2&amp;e=4b9a0c21d8" style="background:#6b4f2a;color:#fff;padding:14px 30px;text-decoration:none;font-family:Arial,sans-serif">Yes, subscribe me to this list</a></p>
<p>If you received this by mistake, simply delete it. You won't be subscribed if you don't click the confirmation link above.</p>
<p>Every other Friday: birding reports from Buffalo National River, 1-2 recipes, and the occasional 1,000-word ramble. Issue #88 goes out April 11.</p>
<p style="font-size:12px;color:#888">Field Notes from the Ozarks &middot; PO Box 412 &middot; Jasper, AR 72641 &middot; USA<br>
<a href="https://fieldnotes.list-manage.example/unsubscribe?u=8e2f1c44a09b7d&amp;id=3c5d77e1f2&amp;e=4b9a0c21d8">unsubscribe</a> &middot;
<a href="https://fieldnotes.list-manage.example/profile?u=8e2f1c44a09b7d&amp;id=3c5d77e1f2&amp;e=4b9a0c21d8">update subscription preferences</a> &middot;
<a href="https://list-manage.example/abuse">report abuse</a></p>
</td></tr></table></body></html>
""")

# ---------------------------------------------------------------------------
# phone_and_dates: real code among phone numbers, dates, times, amounts, postcodes
# ---------------------------------------------------------------------------

M(kind="phone_and_dates", fam="en-phone_and_dates-01", otp="730164", shown="730164", link=None,
  subject="Transaction OTP - Sindhu Bank Credit Card",
  frm='"Sindhu Bank Alerts" <cardalerts@sindhubank.example>',
  to="arjun.malhotra@inboxmail.example",
  date="Wed, 12 Mar 2025 14:22:31 +0530",
  tcte="7bit",
  text="""Dear Cardmember,

OTP for transaction of INR 12,450.00 at KRT*ONLINE RETAIL on your Sindhu
Bank Credit Card XX4821 on 12-03-2025 14:22:10 is 730164. Valid for 10
minutes. Do not share this OTP with anyone.

Available credit limit: INR 1,87,550.00
Statement date: 18-03-2025 | Payment due date: 07-04-2025

If you have not initiated this transaction, call our 24x7 helpline
1800 425 3300 or +91 22 6171 4400 (from abroad) immediately, or SMS
BLOCK 4821 to 5676791.

Sindhu Bank Ltd., Card Division, 3rd Floor, Sindhu Towers,
Bandra Kurla Complex, Mumbai 400051
""")

M(kind="phone_and_dates", fam="en-phone_and_dates-02", otp="9026", shown="9026", link=None,
  subject="Log in to manage your Ashgrove Physio booking",
  frm='"Ashgrove Physio & Pilates" <bookings@ashgrovephysio.example>',
  to="tim.brady@ozmail.example",
  date="Thu, 10 Apr 2025 16:48:21 +1000",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi Tim,

Your login code is 9026 (expires at 5:03 pm).

Upcoming appointment
  Tue 15 Apr 2025, 3:45 pm - 30 min follow-up with Dr Ellie Sharpe (Physio)
  Fee $95.00, est. gap $42.50 after your health fund rebate

Ashgrove Physio & Pilates
1/520 Waterworks Rd, Ashgrove QLD 4060 | PO Box 1234, Ashgrove QLD 4060
Phone (07) 5550 2210 | Fax (07) 5550 2211
Cancellations need 24 hours' notice or a $40 fee applies.
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#233">
<p>Hi Tim,</p>
<p>Your login code is <b style="font-size:20px">9026</b> (expires at 5:03 pm).</p>
<div style="border:1px solid #cde;padding:10px;background:#f5fafd">
<b>Upcoming appointment</b><br>
Tue 15 Apr 2025, 3:45 pm &ndash; 30 min follow-up with Dr Ellie Sharpe (Physio)<br>
Fee $95.00, est. gap $42.50 after your health fund rebate</div>
<p style="font-size:12px;color:#567">Ashgrove Physio &amp; Pilates<br>1/520 Waterworks Rd, Ashgrove QLD 4060 &middot; PO Box 1234, Ashgrove QLD 4060<br>
Phone (07) 5550 2210 &middot; Fax (07) 5550 2211<br>Cancellations need 24 hours' notice or a $40 fee applies.</p>
</body></html>
""")

M(kind="phone_and_dates", fam="en-phone_and_dates-03", otp="604372", shown="604 372", link=None,
  subject="Fernleigh Pharmacy - verify your account",
  frm='"Fernleigh Pharmacy" <online@fernleighpharmacy.example>',
  to="g.ahmed@homemail.example",
  date="Tue, 15 Apr 2025 12:31:05 +0100",
  hcte="quoted-printable",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1e2b33">
<div style="max-width:580px;margin:auto;border:1px solid #d0e3e0">
<div style="background:#007f73;color:#fff;padding:12px 18px;font-size:18px">Fernleigh Pharmacy</div>
<div style="padding:18px">
<p>Dear Mr Ahmed,</p>
<p>To see your repeat prescription online, please enter this verification code: <b style="font-size:20px">604 372</b></p>
<p>It expires at 12:46 on 15/04/2025.</p>
<table style="font-size:13px" cellpadding="4">
<tr><td>Prescription ref</td><td>FP-2025-118047</td></tr>
<tr><td>Ready to collect</td><td>from Thu 17 April, after 2pm</td></tr>
<tr><td>Charge</td><td>&pound;9.90 per item (2 items, &pound;19.80) unless exempt</td></tr>
<tr><td>Branch</td><td>412 Wilmslow Road, Withington, Manchester M20 3BW</td></tr>
<tr><td>Phone</td><td>0161 496 0123 (Mon&ndash;Fri 9am&ndash;6:30pm, Sat 9am&ndash;1pm)</td></tr>
</table>
<p style="font-size:11px;color:#777">Fernleigh Pharmacy Ltd, registered pharmacy GPhC no. 1120447. Registered office: 412 Wilmslow Road, Manchester M20 3BW.</p>
</div></div></body></html>
""")

M(kind="phone_and_dates", fam="en-phone_and_dates-04", otp="813406", shown="813406", link=None,
  subject="Cedar Valley Health: your patient portal sign-in",
  frm='"Cedar Valley Health" <patientportal@cedarvalleyhealth.example>',
  to="robert.hayes@mailbox.example",
  date="Mon, 31 Mar 2025 07:02:44 -0700",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Cedar Valley Health - Patient Portal

Hello Robert,

Enter 813406 to finish signing in. This code expires in 15 minutes.

Reminder: you have an appointment on 04/02/2025 at 10:30 AM with
Dr. Anita Shah, Internal Medicine, 1220 SW Morrison St, Suite 400,
Portland, OR 97205. Estimated copay: $25.00. Please arrive 15 minutes early.

To cancel or reschedule, call (503) 555-0142, Monday-Friday 7 AM-6 PM.
Medical records fax: (503) 555-0143.

MRN ending 3318. Do not reply to this email; this mailbox is not monitored.
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a">
<h3 style="color:#2b5f3a">Cedar Valley Health &ndash; Patient Portal</h3>
<p>Hello Robert,</p>
<p>Enter <b>813406</b> to finish signing in. This code expires in 15 minutes.</p>
<p style="background:#eef6f0;padding:10px">Reminder: you have an appointment on <b>04/02/2025 at 10:30 AM</b> with Dr. Anita Shah, Internal Medicine, 1220 SW Morrison St, Suite 400, Portland, OR 97205. Estimated copay: $25.00. Please arrive 15 minutes early.</p>
<p>To cancel or reschedule, call (503) 555-0142, Monday&ndash;Friday 7 AM&ndash;6 PM. Medical records fax: (503) 555-0143.</p>
<p style="font-size:11px;color:#777">MRN ending 3318. Do not reply to this email; this mailbox is not monitored.</p>
</body></html>
""")

M(kind="phone_and_dates", fam="en-phone_and_dates-05", otp="610793", shown="61 07 93", link=None,
  subject="Brackenhurst Council online account - security check",
  frm='"Brackenhurst Borough Council" <myaccount@brackenhurst.example>',
  to="l.fairweather@homemail.example",
  date="Tue, 08 Apr 2025 19:10:33 +0100",
  tcte="base64",
  text="""Dear Lorraine Fairweather,

You asked to link your council tax account to your online account.

Security check: 61 07 93
(enter this within 20 minutes)

Council tax account: 40118822
Property: 27 Larch Close, Brackenhurst BH7 4QW (Band D)
Annual charge 2025/26: £1,842.17, payable in 10 instalments of £184.21
(first instalment £184.28 due 1 May 2025)

If you didn't ask for this, call us on 01632 960 555 (Monday to Friday,
8:30am to 5pm) quoting reference CT/25/009173.

Brackenhurst Borough Council, Civic Centre, Market Street, Brackenhurst BH7 1AA
""")


# ---------------------------------------------------------------------------
# MIME assembly and validation
# ---------------------------------------------------------------------------

CTE = {None: None, "quoted-printable": "quoted-printable", "base64": "base64",
       "8bit": "8bit", "7bit": "7bit"}
KINDS = {"username_digits", "booking_ref", "newsletter_numbers", "new_and_old_code",
         "several_codes", "prefix_code", "lowercase_alnum", "reset_in_code_mail",
         "no_code_word", "subject_only", "alt_text_only", "magic_link", "phone_and_dates"}
NULL_KINDS = {"booking_ref", "newsletter_numbers"}


def build(m):
    msg = EmailMessage()
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = m["date"]
    hdrs = dict(m.get("headers") or {})
    if "Message-ID" not in hdrs:
        dom = m["frm"].rsplit("@", 1)[1].rstrip(">")
        hdrs["Message-ID"] = "<%s.%s@%s>" % (m["fam"].replace("-", "."), zlib.crc32(m["subject"].encode("utf-8")) % 10**8, dom)
    for k, v in hdrs.items():
        msg[k] = v
    text, html = m.get("text"), m.get("html")
    if text is not None:
        msg.set_content(text, subtype="plain", charset="utf-8", cte=CTE[m.get("tcte")])
        if html is not None:
            msg.add_alternative(html, subtype="html", charset="utf-8", cte=CTE[m.get("hcte")])
    else:
        msg.set_content(html, subtype="html", charset="utf-8", cte=CTE[m.get("hcte")])
    if m.get("img"):
        # the code image rides along as an inline part of a multipart/related
        target = msg if text is None else msg.get_payload()[1]
        target.add_related(tiny_png(), "image", "png", cid="<%s>" % m["img"],
                           disposition="inline", filename="code.png")
    # deterministic boundaries so that re-running the script gives identical files
    seed = zlib.crc32(m["fam"].encode("ascii"))
    for n, part in enumerate(msg.walk()):
        if part is not msg and "MIME-Version" in part:
            del part["MIME-Version"]
        if part.is_multipart():
            part.set_boundary("==_%08x_%d_==" % (seed, n))
    return msg.as_bytes()


class Hrefs(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts = [], []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "a" and a.get("href"):
            self.hrefs.append(a["href"])
        if tag == "img" and a.get("alt"):
            self.alts.append(a["alt"])


def norm(s):
    return re.sub(r"[\s\-.]", "", s).upper()


def validate(name, m, data):
    errs = []
    parsed = email.message_from_bytes(data, policy=email.policy.default)
    for part in parsed.walk():
        if part.defects:
            errs.append("defects in %s: %r" % (part.get_content_type(), part.defects))
    for h, v in parsed.items():
        if getattr(v, "defects", None):
            errs.append("header %s defects %r" % (h, v.defects))
    subject = str(parsed["subject"])
    if subject != m["subject"]:
        errs.append("subject round-trip: %r" % subject)
    texts, htmls = [], []
    for part in parsed.walk():
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            htmls.append(part.get_content())
    if (m.get("text") is not None) != bool(texts) or (m.get("html") is not None) != bool(htmls):
        errs.append("mime shape mismatch")
    hp = Hrefs()
    for h in htmls:
        hp.feed(h)
    stripped = [htmllib.unescape(re.sub(r"<[^>]+>", "", h)) for h in htmls]
    hay = [subject] + texts + htmls + [htmllib.unescape(h) for h in htmls] + stripped + hp.alts
    kind = m["kind"]
    if kind not in KINDS:
        errs.append("unknown kind")
    otp, link = m.get("otp"), m.get("link")
    if kind in NULL_KINDS and (otp or link):
        errs.append("null kind with label")
    if kind == "magic_link" and (otp or not link):
        errs.append("magic_link must have link only")
    if kind not in NULL_KINDS | {"username_digits", "magic_link"} and not otp:
        errs.append("code kind without otp")
    if kind == "lowercase_alnum" and not (otp and link and otp == otp.lower() and len(otp) == 8):
        errs.append("lowercase_alnum needs an 8-char lower-case code and a link")
    if kind == "no_code_word" and any("code" in h.lower() for h in [subject] + texts + htmls):
        errs.append("no_code_word mail uses the word 'code'")
    if otp:
        shown = m.get("shown", otp)
        if not any(shown in h for h in hay):
            errs.append("shown code %r not in content" % shown)
        n = norm(shown)
        if not (n == norm(otp) or (n.endswith(norm(otp)) and re.fullmatch(r"[A-Z]{1,3}", n[: -len(norm(otp))]))):
            errs.append("shown %r does not normalise to %r" % (shown, otp))
        if kind == "subject_only":
            body = texts + htmls + stripped + hp.alts
            if any(shown in b or otp in norm(b) for b in body):
                errs.append("subject_only code also in body")
            if shown not in subject:
                errs.append("subject_only code not in subject")
        elif kind == "alt_text_only":
            if not any(shown in a for a in hp.alts):
                errs.append("alt_text_only code not in alt")
            visible = texts + [re.sub(r"<[^>]+>", "", h) for h in htmls] + [subject]
            if any(otp in norm(v) for v in visible):
                errs.append("alt_text_only code visible outside alt")
    if link:
        if htmls:
            if link not in hp.hrefs:
                errs.append("link not an href")
        elif not any(link in t for t in texts):
            errs.append("link not in text")
        for alt in m.get("link_alt") or []:
            if not any(alt in h for h in texts + hp.hrefs):
                errs.append("link_alt %r not in content" % alt)
    # every domain must be invented (.example)
    allt = "\n".join([subject] + texts + htmls + [str(v) for k, v in parsed.items()])
    for host in re.findall(r"https?://([^/\s\"'<>?#]+)", allt):
        if not host.endswith(".example"):
            errs.append("non-.example host %s" % host)
    for host in re.findall(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)", allt):
        if not host.endswith(".example") and not re.search(r"\.(png|jpe?g|gif)$", host):
            errs.append("non-.example mail domain %s" % host)
    for host in re.findall(r"(?<![@/\w.-])((?:[a-z0-9-]+\.)+(?:com|net|org|in|au|uk|io|co))\b", allt):
        errs.append("bare real-looking domain %s" % host)
    return errs


def main():
    for f in os.listdir(HERE):
        if f.startswith(PREFIX + "-") and f.endswith(".eml"):
            os.remove(os.path.join(HERE, f))
    labels, failures, seen_bodies, fams = [], 0, set(), {}
    for i, m in enumerate(MESSAGES, 1):
        name = "%s-%04d.eml" % (PREFIX, i)
        data = build(m)
        errs = validate(name, m, data)
        body = (m.get("text") or "") + (m.get("html") or "")
        if body in seen_bodies:
            errs.append("duplicate body")
        seen_bodies.add(body)
        fams[m["fam"]] = fams.get(m["fam"], 0) + 1
        if not m["fam"].startswith("%s-%s-" % (LANG, m["kind"])):
            errs.append("family name does not match kind")
        if errs:
            failures += 1
            print("FAIL", name, m["fam"], *errs, sep="\n  ")
        with open(os.path.join(HERE, name), "wb") as fh:
            fh.write(data)
        lab = {"file": name, "otp": m.get("otp"), "link": m.get("link"), "kind": m["kind"],
               "lang": LANG, "family": m["fam"]}
        if m.get("link_alt"):
            lab["link_alt"] = m["link_alt"]
        labels.append(lab)
    for f, n in fams.items():
        if n > 3:
            failures += 1
            print("FAIL family %s used %d times" % (f, n))
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for lab in labels:
            fh.write(json.dumps(lab, ensure_ascii=False) + "\n")
    by_kind = {}
    for lab in labels:
        by_kind.setdefault(lab["kind"], [0, 0])
        by_kind[lab["kind"]][0 if (lab["otp"] or lab["link"]) else 1] += 1
    nulls = sum(v[1] for v in by_kind.values())
    print("%d messages, %d null/null (%.0f%%)" % (len(labels), nulls, 100.0 * nulls / len(labels)))
    for k in sorted(by_kind):
        print("  %-20s labelled %2d  null %2d" % (k, *by_kind[k]))
    if failures:
        print("%d FAILURES" % failures)
        sys.exit(1)


if __name__ == "__main__":
    main()
