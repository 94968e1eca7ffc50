#!/usr/bin/env python3
"""Hand-written labelled test mail for a one-time-code / magic-link extractor.

Writes kl-0001.eml ... kl-0060.eml and labels.jsonl next to this file and
validates every message (parses without defects, labelled code shown in the
decoded content, labelled link present as an href).
Standard library only.
"""
import hashlib
import json
import os
import re
import struct
import sys
import textwrap
import zlib
from datetime import datetime
from email import policy
from email.headerregistry import Address
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import format_datetime
from html.parser import HTMLParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = 'kl'
LANG = 'en'
MESSAGES = []


def D(s):
    return textwrap.dedent(s).lstrip('\n')


def M(**kw):
    MESSAGES.append(kw)


def png(w, h, rgb, stripe=None):
    """A small solid (optionally striped) RGB PNG, built by hand."""
    rows = []
    for y in range(h):
        row = bytearray([0])
        for x in range(w):
            if stripe and (x // 3) % 2 == 0:
                row += bytes(stripe)
            else:
                row += bytes(rgb)
        rows.append(bytes(row))
    raw = b''.join(rows)

    def chunk(t, d):
        return (struct.pack('>I', len(d)) + t + d +
                struct.pack('>I', zlib.crc32(t + d) & 0xffffffff))
    return (b'\x89PNG\r\n\x1a\n' +
            chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0)) +
            chunk(b'IDAT', zlib.compress(raw, 9)) +
            chunk(b'IEND', b''))


# ---------------------------------------------------------------------------
# Messages.  Keys:
#   kind, otp, shown (code as displayed, if it differs from the label), link,
#   link_alt, frm, to, date, subject, text, html, text_cte, html_cte,
#   headers (extra), image (dict: cid, w, h, rgb, stripe, name)
# ---------------------------------------------------------------------------

# ===================== Part A: no code, things that look like one ==========

M(kind='newsletter_numbers', otp=None, link=None,
  frm=('Harbourline Bank', 'statements@mail.harbourline.example'),
  to=('Daniel Okafor', 'd.okafor@postmail.example'),
  date='2025-04-02 07:15:41 +0100',
  subject='Your March statement is ready to view',
  text_cte='quoted-printable',
  text=D('''
    Dear Mr Okafor,

    Your statement for the period 1 March 2025 to 31 March 2025 is now available in Online Banking.

    Account:            Everyday Current Account
    Sort code:          20-45-17
    Account number:     ****4471
    Statement number:   118
    Opening balance:    £1,902.15
    Money in:           £3,260.00
    Money out:          £2,743.52
    Closing balance:    £2,418.63

    Your next statement will be produced on or around 1 May 2025.

    To view or download it, log in at https://online.harbourline.example and choose Statements & documents. We will never send you a link that takes you straight to a page asking for your security details.

    Your arranged overdraft limit remains £500.00 at 39.9% EAR (variable).

    If anything on your statement looks unfamiliar, call us on 0345 600 2291 (+44 117 496 0380 from abroad). Lines are open 8am to 8pm, 7 days a week.

    Kind regards,
    Customer Services
    Harbourline Bank

    --
    Harbourline Bank plc. Registered in England and Wales, no. 00928114. Registered office: 12 Quay Street, Bristol BS1 4DJ. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register no. 204471).
    This mailbox is not monitored. Ref: STMT/2504/0087713
    '''))

M(kind='booking_ref', otp=None, link=None,
  frm=('Skylark Air', 'boardingpass@fly.skylarkair.example'),
  to=('Elena Marchetti', 'elena.marchetti@correo.example'),
  date='2025-04-17 06:55:02 +0100',
  subject='Your boarding pass – SK1482 to Lisbon, Fri 18 April',
  text_cte='8bit', html_cte='quoted-printable',
  image=dict(cid='barcode-sk1482', w=120, h=30, rgb=(255, 255, 255), stripe=(0, 0, 0), name='barcode.png'),
  text=D('''
    SKYLARK AIR – BOARDING PASS

    Passenger:          MS ELENA MARCHETTI
    Booking reference:  K7QM2D
    Flight:             SK 1482
    From:               London Gatwick (LGW), North Terminal
    To:                 Lisbon (LIS), Terminal 1
    Date:               Friday 18 April 2025
    Departs 06:55  ·  Boarding 06:15  ·  Gate closes 06:35
    Seat 14C  ·  Zone 2  ·  Seq. 087
    E-ticket:           212 4418820931
    Baggage:            1 x cabin bag (10 kg) included, no hold bag

    Your gate will be shown on the departure screens about 40 minutes before departure. Please have the barcode (HTML version of this e-mail or the Skylark app) ready at security and at the gate.

    Manage your booking: https://www.skylarkair.example/manage?pnr=K7QM2D&name=MARCHETTI

    Skylark Air Ltd · Hangar 7, Perimeter Road, Crawley RH6 0PA · Registered in England no. 06673125
    '''),
  html=D('''
    <!DOCTYPE html>
    <html><head><meta charset="utf-8"><title>Boarding pass</title></head>
    <body style="margin:0;background:#eef2f7;font-family:Helvetica,Arial,sans-serif">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
    <table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;margin:24px 0">
      <tr><td style="background:#123c69;color:#fff;padding:18px 24px;font-size:20px">SKYLARK AIR &middot; Boarding pass</td></tr>
      <tr><td style="padding:20px 24px">
        <table width="100%" cellpadding="6" style="font-size:14px">
          <tr><td style="color:#667">Passenger</td><td><b>MS ELENA MARCHETTI</b></td><td style="color:#667">Booking ref</td><td><b>K7QM2D</b></td></tr>
          <tr><td style="color:#667">Flight</td><td><b>SK 1482</b></td><td style="color:#667">Date</td><td><b>18 APR 2025</b></td></tr>
          <tr><td style="color:#667">From</td><td>LGW North</td><td style="color:#667">To</td><td>LIS T1</td></tr>
          <tr><td style="color:#667">Boarding</td><td style="font-size:22px"><b>06:15</b></td><td style="color:#667">Departs</td><td>06:55</td></tr>
          <tr><td style="color:#667">Seat</td><td style="font-size:22px"><b>14C</b></td><td style="color:#667">Zone / Seq</td><td>2 / 087</td></tr>
        </table>
        <p style="text-align:center;margin:22px 0"><img src="cid:barcode-sk1482" width="360" height="90" alt="Boarding pass barcode SK1482 14C"></p>
        <p style="font-size:12px;color:#667">E-ticket 212 4418820931 &middot; Gate closes 06:35. Gate shown on screens ~40 min before departure.</p>
        <p><a href="https://www.skylarkair.example/manage?pnr=K7QM2D&amp;name=MARCHETTI" style="color:#123c69">Manage booking</a> &nbsp;|&nbsp; <a href="https://www.skylarkair.example/help/baggage">Baggage rules</a></p>
      </td></tr>
      <tr><td style="padding:12px 24px;font-size:11px;color:#889">Skylark Air Ltd &middot; Hangar 7, Perimeter Road, Crawley RH6 0PA &middot; Registered in England no. 06673125</td></tr>
    </table></td></tr></table>
    </body></html>
    '''))

M(kind='appointment_reminder', otp=None, link=None,
  frm=('Riverside Dental Practice', 'reception@riversidedental.example'),
  to=('Priya Nair', 'priya.nair@inbox.example'),
  date='2025-05-02 16:03:10 +0100',
  subject='Reminder: dental appointment Tuesday 6 May at 2:20pm',
  text_cte='7bit',
  text=D('''
    Dear Priya,

    This is a reminder of your appointment at Riverside Dental Practice:

      Date:        Tuesday 6 May 2025
      Time:        2:20pm (please arrive 10 minutes early)
      Clinician:   Dr Anika Shah (check-up and scale & polish)
      Surgery:     Room 3, first floor
      Patient no.: 0048213

    To confirm, simply reply YES to this e-mail. If you need to rearrange, please call us on 01632 960418 at least 24 hours beforehand; missed appointments or late cancellations are charged at GBP 35.

    Parking: the car park behind the practice has 4 spaces; the Mill Lane pay & display (tariff code 4471) is a 2-minute walk.

    Best wishes,
    Jo, Reception

    Riverside Dental Practice
    41 Mill Lane, Harrogate HG1 2QT
    Tel 01632 960418  |  Opening hours Mon-Fri 8:30-17:30
    CQC provider ID 1-1029384756
    '''))

M(kind='decoy_codes', otp=None, link=None,
  frm=('ParcelPoint', 'notifications@parcelpoint.example'),
  to=('Tom Becker', 'tom.becker@webpost.example'),
  date='2025-03-19 11:42:18 +0000',
  subject='Your parcel is heading to ParcelPoint locker 5531',
  text_cte='quoted-printable', html_cte='quoted-printable',
  headers={'List-Unsubscribe': '<https://parcelpoint.example/prefs/unsub?u=tb81&c=pp-loc>'},
  text=D('''
    Hi Tom,

    Your parcel from Cobalt & Pine Home is on its way to the locker you chose.

    Locker:          ParcelPoint 5531 - Greenway Retail Park (outside the main entrance)
    Address:         Unit 4, Greenway Retail Park, Leeds LS11 8BT
    Tracking number: PP4410928813GB
    Retailer order:  300-1183-2291
    Expected:        Thursday 20 March, after 14:00

    What happens next?
    As soon as the courier has put your parcel in the locker we'll send you your collection code by e-mail and SMS. You'll need that code (not the numbers in this e-mail) to open the door. Parcels stay in the locker for 72 hours.

    Track your parcel: https://parcelpoint.example/track/PP4410928813GB

    Questions? Call 0330 808 5531 or visit https://parcelpoint.example/help

    ParcelPoint Ltd, 2 Canal Wharf, Leeds LS11 5PS. Registered in England & Wales 10928833.
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;color:#222;background:#fafafa">
    <div style="max-width:600px;margin:0 auto;background:#fff;padding:24px">
    <img src="https://cdn.parcelpoint.example/img/logo.png" alt="ParcelPoint" width="140">
    <h2 style="color:#ff6a00">Your parcel is on its way to locker 5531</h2>
    <p>Hi Tom,</p>
    <p>Your parcel from <b>Cobalt &amp; Pine Home</b> is on its way to the locker you chose.</p>
    <table cellpadding="6" style="border-collapse:collapse;font-size:14px">
      <tr><td style="color:#777">Locker</td><td>ParcelPoint 5531 &ndash; Greenway Retail Park</td></tr>
      <tr><td style="color:#777">Address</td><td>Unit 4, Greenway Retail Park, Leeds LS11 8BT</td></tr>
      <tr><td style="color:#777">Tracking number</td><td>PP4410928813GB</td></tr>
      <tr><td style="color:#777">Retailer order</td><td>300-1183-2291</td></tr>
      <tr><td style="color:#777">Expected</td><td>Thursday 20 March, after 14:00</td></tr>
    </table>
    <p style="background:#fff4e8;padding:12px;border-left:4px solid #ff6a00">As soon as the courier has put your parcel in the locker we'll send you your <b>collection code</b> by e-mail and SMS. You'll need that code, not the numbers in this e-mail, to open the door. Parcels stay in the locker for 72 hours.</p>
    <p><a href="https://parcelpoint.example/track/PP4410928813GB" style="background:#ff6a00;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px">Track parcel</a></p>
    <p style="font-size:12px;color:#888">Questions? Call 0330 808 5531 or visit <a href="https://parcelpoint.example/help">our help pages</a>.<br>
    ParcelPoint Ltd, 2 Canal Wharf, Leeds LS11 5PS. Registered in England &amp; Wales 10928833.<br>
    <a href="https://parcelpoint.example/prefs/unsub?u=tb81&amp;c=pp-loc">Notification settings</a></p>
    </div>
    <img src="https://t.parcelpoint.example/o.gif?m=pp-loc-5531&amp;u=tb81" width="1" height="1" alt="">
    </body></html>
    '''))

M(kind='event_ticket', otp=None, link=None,
  frm=('DevSummit Europe', 'tickets@devsummit.example'),
  to=('Lukas Brandt', 'lukas@brandt-dev.example'),
  date='2025-06-30 09:12:44 +0200',
  subject='Your ticket for DevSummit Europe 2025 (Order DSE-48213)',
  text_cte='base64', html_cte='quoted-printable',
  image=dict(cid='qr-7731', w=64, h=64, rgb=(20, 20, 20), stripe=(255, 255, 255), name='ticket-qr.png'),
  text=D('''
    Hi Lukas,

    You're going to DevSummit Europe 2025! Here is your ticket.

    Attendee:       Lukas Brandt (Brandt Development GmbH)
    Ticket type:    Conference Pass - 2 days
    Ticket ID:      7731-0942-5518
    Order:          DSE-48213 (paid 30 June 2025, EUR 649.00 incl. 21% VAT)
    Dates:          23-24 September 2025, doors open 08:00
    Venue:          RAI Congress Centre, Hall B, Europaplein 24, 1078 GZ Amsterdam

    At registration, show the QR code in the HTML version of this e-mail (or your Ticket ID) to pick up your badge. Workshops on day 2 (room E104, E105) are limited to 40 seats each.

    Add to calendar: https://devsummit.example/ics/DSE-48213.ics
    Transfer your ticket to a colleague until 15 September: https://devsummit.example/tickets/7731-0942-5518/transfer

    See you in Amsterdam,
    The DevSummit team

    DevSummit Events B.V., Keizersgracht 221, 1016 DV Amsterdam, KvK 81234455, VAT NL862213409B01
    '''),
  html=D('''
    <html><body style="font-family:'Segoe UI',Arial,sans-serif;background:#0f1020;color:#fff;margin:0">
    <div style="max-width:580px;margin:0 auto;padding:28px">
    <h1 style="font-size:26px;margin:0 0 6px">DevSummit Europe 2025</h1>
    <p style="color:#9aa0ff;margin:0 0 22px">23&ndash;24 September &middot; RAI Amsterdam, Hall B</p>
    <div style="background:#fff;color:#111;border-radius:10px;padding:20px">
      <p style="margin:0">Conference Pass &ndash; 2 days</p>
      <p style="font-size:20px;margin:6px 0"><b>Lukas Brandt</b></p>
      <p style="margin:0;color:#555">Ticket ID 7731-0942-5518 &middot; Order DSE-48213</p>
      <p style="text-align:center"><img src="cid:qr-7731" width="180" height="180" alt="QR code for ticket 7731-0942-5518"></p>
      <p style="font-size:13px;color:#555">Show this QR code at registration to collect your badge. Doors open 08:00.</p>
    </div>
    <p><a href="https://devsummit.example/ics/DSE-48213.ics" style="color:#9aa0ff">Add to calendar</a> &middot;
       <a href="https://devsummit.example/tickets/7731-0942-5518/transfer" style="color:#9aa0ff">Transfer ticket</a> &middot;
       <a href="https://devsummit.example/venue" style="color:#9aa0ff">Venue &amp; travel</a></p>
    <p style="font-size:11px;color:#888">Paid 30 June 2025, EUR 649.00 incl. 21% VAT. DevSummit Events B.V., Keizersgracht 221, 1016 DV Amsterdam, KvK 81234455.</p>
    </div></body></html>
    '''))

M(kind='newsletter_numbers', otp=None, link=None,
  frm=('Beanhouse Rewards', 'rewards@news.beanhouse.example'),
  to=('Chloe', 'chloe.w@freemail.example'),
  date='2025-06-01 08:30:00 +0100',
  subject='Chloe, you have 4,820 Beans ☕ (3 free drinks inside)',
  html_cte='quoted-printable',
  headers={'List-Unsubscribe': '<https://news.beanhouse.example/u/8Kd2QpLm0X>, <mailto:unsub-8Kd2QpLm0X@news.beanhouse.example>',
           'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click'},
  html=D('''
    <!DOCTYPE html>
    <html><head><meta charset="utf-8"></head>
    <body style="margin:0;background:#f3ece4;font-family:Georgia,serif;color:#3b2a1a">
    <div style="display:none">Your June rewards summary &ndash; Double Beans weekend 7&ndash;8 June</div>
    <center>
    <table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
    <tr><td style="padding:10px;font-size:11px;text-align:right"><a href="https://news.beanhouse.example/v/8Kd2QpLm0X" style="color:#8a6d52">View in browser</a></td></tr>
    <tr><td style="background:#3b2a1a;color:#f3ece4;padding:26px;text-align:center;font-size:30px">4,820 Beans</td></tr>
    <tr><td style="padding:24px">
      <p>Hi Chloe,</p>
      <p>Here's your rewards summary for May 2025.</p>
      <table width="100%" cellpadding="8" style="border:1px solid #e6d9c9;font-family:Arial,sans-serif;font-size:14px">
        <tr><td>Member number</td><td align="right">6033 1189 4420</td></tr>
        <tr><td>Visits in May</td><td align="right">17</td></tr>
        <tr><td>Beans earned</td><td align="right">+1,240</td></tr>
        <tr><td>Free drinks available</td><td align="right">3 (expire 30/06/2025)</td></tr>
        <tr><td>Tier</td><td align="right">Gold (until 31/12/2025)</td></tr>
      </table>
      <h3>Double Beans weekend &ndash; 7 &amp; 8 June</h3>
      <p>Scan your card or app at any of our 212 stores and every &pound;1 earns 20 Beans instead of 10.</p>
      <p style="text-align:center"><a href="https://click.beanhouse.example/c/8Kd2QpLm0X/menu-summer" style="background:#c8742b;color:#fff;padding:12px 26px;text-decoration:none;border-radius:24px;font-family:Arial">See the summer menu</a></p>
    </td></tr>
    <tr><td style="padding:18px;font-size:11px;font-family:Arial;color:#8a6d52;text-align:center">
      <a href="https://click.beanhouse.example/s/ig"><img src="https://cdn.beanhouse.example/ig.png" alt="Instagram" width="20"></a>
      <a href="https://click.beanhouse.example/s/tt"><img src="https://cdn.beanhouse.example/tt.png" alt="TikTok" width="20"></a><br>
      Beanhouse Coffee Ltd, 88 Roastery Row, Manchester M4 6BF. Company no. 07781204.<br>
      <a href="https://news.beanhouse.example/prefs/8Kd2QpLm0X">Preferences</a> &middot; <a href="https://news.beanhouse.example/u/8Kd2QpLm0X">Unsubscribe</a> &middot; <a href="https://beanhouse.example/privacy">Privacy</a>
    </td></tr>
    </table></center>
    <img src="https://open.beanhouse.example/p/8Kd2QpLm0X.gif" width="1" height="1" alt="">
    </body></html>
    '''))

M(kind='invoice', otp=None, link=None,
  frm=('Ledgerly Billing', 'billing@ledgerly.example'),
  to=('Accounts Payable', 'ap@vanderberg-consulting.example'),
  date='2025-02-01 00:04:12 +0000',
  subject='Invoice INV-2025-00817 from Ledgerly (paid)',
  text_cte='base64', html_cte='base64',
  text=D('''
    Ledgerly B.V. - Invoice INV-2025-00817

    Bill to:  Vanderberg Consulting, Oudegracht 118, 3511 AX Utrecht, NL
    VAT ID:   NL004218876B01
    Customer: cus_8Hq2LmX
    Date:     1 February 2025
    Period:   1 Feb 2025 - 28 Feb 2025

    Team plan (8 seats x EUR 29.95)      EUR 239.60
    Extra storage 50 GB                  EUR  48.00
    Subtotal                             EUR 287.60
    VAT 21%                              EUR  60.40
    Total                                EUR 348.00

    Paid with Visa ending 0093 on 1 February 2025. Payment ID pay_3Nf81Kq0zZ.

    Download PDF: https://app.ledgerly.example/billing/invoices/INV-2025-00817.pdf

    Ledgerly B.V., Stationsplein 45, 3013 AK Rotterdam, KvK 78120094, VAT NL861240093B01
    '''),
  html=D('''
    <html><body style="font-family:-apple-system,Helvetica,Arial,sans-serif;color:#1f2933">
    <div style="max-width:620px;margin:0 auto;padding:24px">
    <p style="font-size:13px;color:#52606d">Ledgerly B.V.</p>
    <h2 style="margin:0">Invoice INV-2025-00817</h2>
    <p style="color:#3e7c17;font-weight:bold">PAID &middot; 1 February 2025</p>
    <table width="100%" style="font-size:13px;margin:14px 0"><tr>
      <td valign="top"><b>Bill to</b><br>Vanderberg Consulting<br>Oudegracht 118<br>3511 AX Utrecht, NL<br>VAT ID NL004218876B01</td>
      <td valign="top" align="right">Customer cus_8Hq2LmX<br>Period 1&ndash;28 Feb 2025</td></tr></table>
    <table width="100%" cellpadding="8" style="border-collapse:collapse;font-size:14px">
      <tr style="background:#f5f7fa"><th align="left">Description</th><th align="right">Qty</th><th align="right">Unit</th><th align="right">Amount</th></tr>
      <tr><td>Team plan</td><td align="right">8</td><td align="right">&euro;29.95</td><td align="right">&euro;239.60</td></tr>
      <tr><td>Extra storage 50&nbsp;GB</td><td align="right">1</td><td align="right">&euro;48.00</td><td align="right">&euro;48.00</td></tr>
      <tr><td colspan="3" align="right">Subtotal</td><td align="right">&euro;287.60</td></tr>
      <tr><td colspan="3" align="right">VAT 21%</td><td align="right">&euro;60.40</td></tr>
      <tr><td colspan="3" align="right"><b>Total</b></td><td align="right"><b>&euro;348.00</b></td></tr>
    </table>
    <p style="font-size:13px">Paid with Visa &bull;&bull;&bull;&bull; 0093. Payment ID pay_3Nf81Kq0zZ.</p>
    <p><a href="https://app.ledgerly.example/billing/invoices/INV-2025-00817.pdf">Download PDF</a> &middot; <a href="https://app.ledgerly.example/billing">Billing settings</a></p>
    <p style="font-size:11px;color:#7b8794">Ledgerly B.V., Stationsplein 45, 3013 AK Rotterdam &middot; KvK 78120094 &middot; VAT NL861240093B01</p>
    </div></body></html>
    '''))

M(kind='utility_bill', otp=None, link=None,
  frm=('Northgrid Energy', 'yourbill@northgrid.example'),
  to=('Mr S Kowalski', 'stan.kowalski@homemail.example'),
  date='2025-03-14 13:20:55 +0000',
  subject='Your Northgrid Energy bill is ready - £164.27',
  text_cte='8bit', html_cte='quoted-printable',
  text=D('''
    Hello Mr Kowalski,

    Your latest electricity bill is ready.

    Account number:    8801 2294 6617
    Supply address:    14 Elmfield Road, Sheffield S7 1GA
    Bill period:       12 January – 11 March 2025 (59 days)
    Meter serial:      E10Z 448812
    Reading:           04821 kWh (actual, 11/03/2025)
    Units used:        612 kWh
    Standing charge:   £31.42
    Energy charge:     £124.03
    VAT at 5%:         £7.82 (+ £1.00 adjustment)
    Amount due:        £164.27

    We'll collect £164.27 by Direct Debit on or just after 28 March 2025 from the account ending 09 (sort code ending 17).

    See your bill: https://my.northgrid.example/bills/2025-03
    Submit a meter reading: https://my.northgrid.example/readings

    Need help? 0808 196 4420 (free), Mon–Fri 8am–6pm. In a power cut, call 105.

    Northgrid Energy Supply Ltd, Registered office 3 Forge Street, Sheffield S1 2HH. Registered in England no. 09917422.
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
    <table width="600" align="center" cellpadding="0" cellspacing="0">
    <tr><td style="background:#00805a;padding:16px;color:#fff;font-size:18px">Northgrid Energy</td></tr>
    <tr><td style="padding:20px">
    <p>Hello Mr Kowalski,</p>
    <p>Your latest electricity bill is ready. <b>Amount due: &pound;164.27</b></p>
    <table cellpadding="5" style="font-size:13px">
    <tr><td>Account number</td><td>8801 2294 6617</td></tr>
    <tr><td>Bill period</td><td>12 January &ndash; 11 March 2025 (59 days)</td></tr>
    <tr><td>Meter reading</td><td>04821 kWh (actual)</td></tr>
    <tr><td>Units used</td><td>612 kWh</td></tr>
    <tr><td>Direct Debit date</td><td>28 March 2025</td></tr>
    </table>
    <p><a href="https://my.northgrid.example/bills/2025-03" style="background:#00805a;color:#fff;padding:10px 16px;text-decoration:none">View your bill</a></p>
    <p style="font-size:12px;color:#666">Need help? 0808 196 4420 (free). In a power cut, call 105.<br>
    Northgrid Energy Supply Ltd, 3 Forge Street, Sheffield S1 2HH. Registered in England no. 09917422.</p>
    </td></tr></table></body></html>
    '''))

M(kind='school_notice', otp=None, link=None,
  frm=('Oakfield Primary School Office', 'office@oakfield-primary.example'),
  to=('Parents and Carers of Year 4', 'year4-parents@lists.oakfield-primary.example'),
  date='2025-04-24 15:47:03 +0100',
  subject='Year 4 trip to the Science Museum - Friday 16 May',
  text_cte='8bit',
  headers={'Reply-To': 'office@oakfield-primary.example', 'Precedence': 'list'},
  text=D('''
    Dear Parents and Carers,

    As part of our ‘Forces and Magnets’ topic, Year 4 (classes 4B and 4H) will visit the Science Museum on Friday 16 May 2025.

    • Meet in the school hall at 8:15am – the coach leaves at 8:30am sharp.
    • We expect to be back at school by 3:30pm.
    • Children need a packed lunch in a named, disposable bag (or order a school packed lunch by Friday 9 May).
    • School uniform and a waterproof coat, please.

    The voluntary contribution is £12.50 per child. Please pay via ParentPay by Friday 2 May, using the payment item “Y4 Science Museum” (payment reference TRIP-Y4-4417). If cost is a concern, please speak to Mrs Adeyemi in confidence.

    We are looking for 4 parent helpers with a current DBS check. If you can help, reply to this e-mail or call the office on 01632 960771.

    Thank you,

    Mr R. Hollis
    Year 4 Team Leader

    Oakfield Primary School, Oakfield Road, Reading RG4 7LN
    Tel 01632 960771 · URN 109872 · Headteacher: Mrs C. Adeyemi
    '''))

M(kind='club_notice', otp=None, link=None,
  frm=('Westfield Lawn Tennis Club', 'secretary@westfieldltc.example'),
  to=('Members', 'members@westfieldltc.example'),
  date='2024-10-28 19:05:31 +0000',
  subject='Winter arrangements: new door code from 1 Nov, floodlights, AGM',
  text_cte='quoted-printable',
  text=D('''
    Dear Members,

    A few things as we move into the winter season:

    1. Clubhouse door code
    The keypad code for the clubhouse and changing rooms changes on Friday 1 November. The new code is 4719# (the old one stops working at midnight on 31 October). Please don't share it outside the club or write it on the gate.

    2. Floodlights
    Courts 3 and 4 are floodlit until 21:30. Put 4 x GBP 1 coins in the meter for 45 minutes, or book floodlit slots in the ClubSpark-style booking page at https://westfieldltc.example/book (membership number needed - yours starts WTC-).

    3. Subs
    Winter subs (GBP 85 adults, GBP 40 juniors) are due by 30 November. Bank transfer: sort code 40-11-62, account 71882034, reference your surname + membership number, e.g. SMITH WTC0288.

    4. AGM
    The AGM is on Thursday 21 November at 19:30 in the clubhouse. Agenda and 2023-24 accounts attached to the next newsletter.

    Anyone wanting a coaching session with Dan (07700 900418) should book directly with him.

    Best wishes,
    Helen Price
    Hon. Secretary, Westfield LTC
    Westfield Lawn Tennis Club, Beech Avenue, Cheltenham GL52 3HT
    '''))

M(kind='meeting_invite', otp=None, link=None,
  frm=('Marta Jimenez via Confera', 'no-reply@invites.confera.example'),
  to=('Owen Gallagher', 'owen.gallagher@brightside-studio.example'),
  date='2025-03-07 10:21:09 +0000',
  subject='Invitation: Q2 roadmap review - Tue 11 Mar 15:00 GMT',
  text_cte='7bit', html_cte='quoted-printable',
  text=D('''
    Marta Jimenez is inviting you to a scheduled Confera meeting.

    Topic: Q2 roadmap review
    Time: Tuesday 11 March 2025, 15:00-16:00 London (GMT)

    Join Confera meeting
    https://brightside.confera.example/j/84522910037?pwd=VnRkM0xpcU9aS2Fx

    Meeting ID: 845 2291 0037
    Passcode: 719204

    One tap mobile
    +442034815237,,84522910037#,,,,*719204# United Kingdom

    Dial by your location
      +44 20 3481 5237 United Kingdom
      +1 646 558 0142 US (New York)
    Meeting ID: 845 2291 0037
    Passcode: 719204

    Agenda: roadmap, hiring plan (2 FTE), budget line 4410.
    '''),
  html=D('''
    <html><body style="font-family:Lato,Arial,sans-serif;font-size:14px;color:#232333">
    <p><b>Marta Jimenez</b> is inviting you to a scheduled Confera meeting.</p>
    <table cellpadding="4" style="font-size:14px">
      <tr><td style="color:#747487">Topic</td><td>Q2 roadmap review</td></tr>
      <tr><td style="color:#747487">Time</td><td>Tuesday 11 March 2025, 15:00&ndash;16:00 London (GMT)</td></tr>
      <tr><td style="color:#747487">Meeting ID</td><td>845 2291 0037</td></tr>
      <tr><td style="color:#747487">Passcode</td><td>719204</td></tr>
    </table>
    <p><a href="https://brightside.confera.example/j/84522910037?pwd=VnRkM0xpcU9aS2Fx" style="background:#0b5cff;color:#fff;padding:9px 18px;border-radius:8px;text-decoration:none">Join meeting</a></p>
    <p style="font-size:12px">Dial in: +44 20 3481 5237 (UK), +1 646 558 0142 (US) &middot; <a href="https://confera.example/intl-numbers">More numbers</a></p>
    <p style="font-size:12px;color:#747487">Agenda: roadmap, hiring plan (2 FTE), budget line 4410.</p>
    <p style="font-size:11px;color:#999"><a href="https://confera.example/privacy">Privacy</a> &middot; <a href="https://confera.example/legal">Terms</a> &middot; Confera Communications, Inc., 55 Almaden Blvd, San Jose, CA 95113</p>
    </body></html>
    '''))

M(kind='gift_card', otp=None, link=None,
  frm=('Hollis & Vane Gift Cards', 'giftcards@hollisvane.example'),
  to=('Amira Haddad', 'amira.haddad@mailhub.example'),
  date='2024-12-21 18:44:00 +0000',
  subject='Sam sent you a £50 Hollis & Vane gift card 🎁',
  html_cte='base64',
  image=dict(cid='giftcard-img', w=80, h=50, rgb=(150, 20, 60), name='giftcard.png'),
  html=D('''
    <!DOCTYPE html>
    <html><head><meta charset="utf-8"></head>
    <body style="background:#f8f1f3;font-family:'Helvetica Neue',Arial,sans-serif;color:#2b1d22">
    <div style="max-width:560px;margin:0 auto;background:#fff;padding:30px;text-align:center">
      <p style="letter-spacing:3px;font-size:12px">HOLLIS &amp; VANE</p>
      <img src="cid:giftcard-img" width="320" height="200" alt="Hollis &amp; Vane gift card">
      <h1 style="font-weight:300">A &pound;50 gift card, just for you</h1>
      <p style="font-style:italic">&ldquo;Merry Christmas Amira &ndash; treat yourself! Love, Sam x&rdquo;</p>
      <table align="center" cellpadding="8" style="border:1px dashed #96143c;margin:20px auto;font-size:15px">
        <tr><td align="left">Card number</td><td align="left"><b>6280 1144 0092 7713</b></td></tr>
        <tr><td align="left">PIN</td><td align="left"><b>8842</b></td></tr>
        <tr><td align="left">Value</td><td align="left">&pound;50.00</td></tr>
        <tr><td align="left">Valid until</td><td align="left">21 December 2027</td></tr>
      </table>
      <p style="font-size:13px">Spend it online at checkout (enter the card number and PIN under &lsquo;Gift cards&rsquo;) or show this e-mail in any of our stores.</p>
      <p><a href="https://www.hollisvane.example/giftcards/balance" style="background:#96143c;color:#fff;padding:12px 28px;text-decoration:none">Check balance</a></p>
      <p style="font-size:11px;color:#8a7a80">Gift card order GC-2291-8830. Treat this card like cash &ndash; we can't replace it if it's lost or used by someone else.<br>
      Hollis &amp; Vane Ltd, 19 Regent Arcade, London W1B 5AH &middot; Company no. 04410927 &middot; <a href="https://www.hollisvane.example/terms/giftcards">Gift card terms</a></p>
    </div></body></html>
    '''))

M(kind='promo_code', otp=None, link=None,
  frm=('Threadline', 'hello@e.threadline.example'),
  to=('Jess Morgan', 'jessmorgan92@freemail.example'),
  date='2025-03-21 14:00:00 -0700',
  subject='48 hours only: 25% off spring essentials with code SPRING25',
  text_cte='quoted-printable', html_cte='quoted-printable',
  headers={'List-Unsubscribe': '<https://e.threadline.example/unsub?e=am1vcmdhbjky&l=spr25>',
           'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
           'X-Campaign-ID': 'SPR25-0321-US-B'},
  text=D('''
    THREADLINE - SPRING SALE

    25% off spring essentials for 48 hours.
    Use code SPRING25 at checkout. Ends Sunday 3/23 at 11:59pm PT.

    Threadline Members get an extra 10% with code MEMBER-4410 (stacks with SPRING25 on full-price items).
    Free US shipping on orders over $75. Free returns within 30 days.

    Shop now: https://e.threadline.example/c/spr25/shop?u=am1vcmdhbjky

    Not valid on gift cards or previous purchases. Limit one use per customer. Cannot be combined with other offers except as stated.

    Threadline Inc., 2200 NW Quimby St, Portland, OR 97210
    View in browser: https://e.threadline.example/v/spr25?u=am1vcmdhbjky
    Unsubscribe: https://e.threadline.example/unsub?e=am1vcmdhbjky&l=spr25
    '''),
  html=D('''
    <html><body style="margin:0;background:#fff;font-family:Futura,'Trebuchet MS',Arial,sans-serif">
    <table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
    <table width="600" cellpadding="0" cellspacing="0">
    <tr><td style="font-size:11px;text-align:center;padding:8px;color:#888">Free shipping over $75 &middot; <a href="https://e.threadline.example/v/spr25?u=am1vcmdhbjky" style="color:#888">View in browser</a></td></tr>
    <tr><td align="center" style="padding:20px;font-size:28px;letter-spacing:6px">THREADLINE</td></tr>
    <tr><td align="center" style="background:#e9f1e4;padding:40px">
      <p style="font-size:48px;margin:0">25% OFF</p>
      <p style="font-size:18px">spring essentials &middot; 48 hours only</p>
      <p style="font-size:22px;border:2px dashed #2f4f2f;display:inline-block;padding:8px 20px">SPRING25</p>
      <p><a href="https://e.threadline.example/c/spr25/shop?u=am1vcmdhbjky" style="background:#2f4f2f;color:#fff;padding:14px 36px;text-decoration:none">SHOP NOW</a></p>
    </td></tr>
    <tr><td style="padding:20px;font-size:14px;text-align:center">Members: take an extra 10% with <b>MEMBER-4410</b>. Ends Sunday 3/23 at 11:59pm PT.</td></tr>
    <tr><td style="padding:20px;font-size:10px;color:#999;text-align:center">Not valid on gift cards or previous purchases. Limit one use per customer.<br>
      Threadline Inc., 2200 NW Quimby St, Portland, OR 97210<br>
      <a href="https://e.threadline.example/prefs?u=am1vcmdhbjky" style="color:#999">Preferences</a> &middot; <a href="https://e.threadline.example/unsub?e=am1vcmdhbjky&amp;l=spr25" style="color:#999">Unsubscribe</a> &middot; <a href="https://threadline.example/privacy" style="color:#999">Privacy</a></td></tr>
    </table></td></tr></table>
    <img src="https://e.threadline.example/o/spr25.gif?u=am1vcmdhbjky" width="1" height="1" alt="">
    </body></html>
    '''))

M(kind='decoy_codes', otp=None, link=None,
  frm=('Crestmont Credit Union', 'alerts@crestmontcu.example'),
  to=('Linda Alvarez', 'lalvarez@webmail.example'),
  date='2025-01-15 09:00:00 -0600',
  subject='Security notice: scammers are asking members for their codes',
  text_cte='7bit', html_cte='quoted-printable',
  text=D('''
    Dear Linda,

    We're seeing a rise in phone scams targeting Crestmont members. A caller pretends to be from our Fraud Team, says there is a suspicious payment, and asks you to "read back" the code we just texted you - for example "Your code is 123456". That code lets them into your account.

    Please remember:
    - Crestmont will NEVER call, text or e-mail to ask for a one-time passcode, your PIN or your online banking password.
    - A message that says something like "Code 48-21-09, don't share it with anyone" is for you alone. Never read it to a caller, even if they know your name and the last 4 digits of your card.
    - If in doubt, hang up and call the number on the back of your card: 1-800-555-0147.

    Your membership: Savings 000 and Checking 012, member number ending 2219.

    Learn more about fraud prevention: https://www.crestmontcu.example/security

    Crestmont Credit Union, 1400 Commerce St, Dallas, TX 75201. Federally insured by NCUA. Equal Housing Lender. Routing number 311990412.
    '''),
  html=D('''
    <html><body style="font-family:Verdana,Arial,sans-serif;font-size:14px;color:#1d2a3a">
    <div style="max-width:600px;margin:0 auto">
    <div style="background:#14365c;color:#fff;padding:14px 20px;font-size:18px">Crestmont Credit Union</div>
    <div style="padding:20px">
    <p>Dear Linda,</p>
    <p>We're seeing a rise in phone scams targeting Crestmont members. A caller pretends to be from our Fraud Team, says there is a suspicious payment, and asks you to &ldquo;read back&rdquo; the code we just texted you &ndash; for example <i>&ldquo;Your code is 123456&rdquo;</i>. That code lets them into your account.</p>
    <ul>
      <li>Crestmont will <b>never</b> call, text or e-mail to ask for a one-time passcode, your PIN or your online banking password.</li>
      <li>A message like <span style="font-family:monospace">&ldquo;Code 48-21-09, don't share it with anyone&rdquo;</span> is for you alone. Never read it to a caller, even if they know your name and the last 4 digits of your card.</li>
      <li>If in doubt, hang up and call the number on the back of your card: <b>1-800-555-0147</b>.</li>
    </ul>
    <p><a href="https://www.crestmontcu.example/security">Learn more about fraud prevention</a></p>
    <p style="font-size:11px;color:#667">Member number ending 2219. Crestmont Credit Union, 1400 Commerce St, Dallas, TX 75201. Federally insured by NCUA. Equal Housing Lender. Routing number 311990412.</p>
    </div></div></body></html>
    '''))

M(kind='shipping_notice', otp=None, link=None,
  frm=('Cobalt & Pine Home', 'orders@cobaltpine.example'),
  to=('Rachel Kim', 'rachel.kim@mailbox.example'),
  date='2025-04-07 17:32:26 -0700',
  subject='Shipped! Order #114-8820391-22 is on its way',
  text_cte='quoted-printable', html_cte='base64',
  text=D('''
    Hi Rachel,

    Good news - your order is on its way.

    Order #114-8820391-22 (placed April 5, 2025)
    Carrier: UPS Ground
    Tracking: 1Z9X41180344172290
    Estimated delivery: Wednesday, April 9 by 8:00 PM

    1 x Linen duvet cover, Queen, Sage        $129.00
    2 x Stoneware mug set (4), Ink            $ 68.00
    Subtotal                                  $197.00
    Shipping                                  $  0.00
    Tax (OR)                                  $  0.00
    Total charged to Mastercard ending 3318   $197.00

    Shipping to:
    Rachel Kim
    4417 SE Belmont St, Apt 3
    Portland, OR 97214

    Track package: https://www.cobaltpine.example/orders/114-8820391-22/track
    Returns are free within 60 days: https://www.cobaltpine.example/returns

    Cobalt & Pine Home, 600 Industry Way, Reno, NV 89502 | (775) 555-0193
    '''),
  html=D('''
    <html><body style="font-family:Georgia,serif;color:#243040">
    <div style="max-width:600px;margin:0 auto;padding:20px">
    <p style="font-size:22px;letter-spacing:2px;text-align:center">COBALT &amp; PINE</p>
    <h2>Your order is on its way</h2>
    <p>Order <b>#114-8820391-22</b> &middot; placed April 5, 2025</p>
    <p>UPS Ground &middot; Tracking 1Z9X41180344172290<br>Estimated delivery: <b>Wednesday, April 9</b> by 8:00 PM</p>
    <p><a href="https://www.cobaltpine.example/orders/114-8820391-22/track" style="background:#243040;color:#fff;padding:10px 20px;text-decoration:none">Track package</a>
       &nbsp;<a href="https://www.cobaltpine.example/orders/114-8820391-22">View order</a></p>
    <table width="100%" cellpadding="6" style="font-family:Arial;font-size:13px;border-top:1px solid #ccd">
      <tr><td>Linen duvet cover, Queen, Sage &times; 1</td><td align="right">$129.00</td></tr>
      <tr><td>Stoneware mug set (4), Ink &times; 2</td><td align="right">$68.00</td></tr>
      <tr><td><b>Total</b> (Mastercard ending 3318)</td><td align="right"><b>$197.00</b></td></tr>
    </table>
    <p style="font-family:Arial;font-size:13px">Shipping to: Rachel Kim, 4417 SE Belmont St, Apt 3, Portland, OR 97214</p>
    <p style="font-family:Arial;font-size:11px;color:#889">Cobalt &amp; Pine Home, 600 Industry Way, Reno, NV 89502 &middot; (775) 555-0193 &middot; <a href="https://www.cobaltpine.example/returns">Free returns</a></p>
    </div></body></html>
    '''))

M(kind='booking_ref', otp=None, link=None,
  frm=('Hotel Almira Lisboa', 'reservations@hotelalmira.example'),
  to=('Elena Marchetti', 'elena.marchetti@correo.example'),
  date='2025-03-02 21:08:47 +0000',
  subject='Reservation confirmed – HX4R9T – 18 to 21 April 2025',
  text_cte='8bit', html_cte='quoted-printable',
  text=D('''
    Dear Ms Marchetti,

    Thank you for choosing Hotel Almira. Your reservation is confirmed.

    Booking reference:   HX4R9T
    Guest:               Elena Marchetti (2 adults)
    Room:                Superior Double, river view, non-smoking
    Arrival:             Friday 18 April 2025 (check-in from 15:00)
    Departure:           Monday 21 April 2025 (check-out until 11:00)
    Rate:                Flexible, breakfast included
    Total:               €412.50 (incl. VAT; city tax €4.00 per person per night payable at the hotel)
    Guarantee:           Visa ending 5521

    Free cancellation until 16 April 2025, 18:00 local time. Late arrival after 23:00? Let us know and we'll keep your room.

    Airport transfer (30 min): €35 per car, book at least 24 h in advance by replying to this e-mail.

    We look forward to welcoming you,
    Inês Carvalho, Front Office

    Hotel Almira · Rua da Boavista 118, 1200-066 Lisboa, Portugal · +351 21 000 4418 · NIF 514 220 981
    '''),
  html=D('''
    <html><body style="font-family:'Times New Roman',serif;background:#f6f3ee;color:#2a2522">
    <div style="max-width:600px;margin:0 auto;background:#fff;padding:28px">
    <p style="text-align:center;font-size:24px;letter-spacing:4px">HOTEL ALMIRA</p>
    <p>Dear Ms Marchetti,</p>
    <p>Thank you for choosing Hotel Almira. Your reservation is confirmed.</p>
    <table cellpadding="6" style="font-family:Arial;font-size:14px;border:1px solid #e0d8cc;width:100%">
      <tr><td>Booking reference</td><td><b style="font-size:18px">HX4R9T</b></td></tr>
      <tr><td>Room</td><td>Superior Double, river view</td></tr>
      <tr><td>Stay</td><td>18 &ndash; 21 April 2025 (3 nights)</td></tr>
      <tr><td>Total</td><td>&euro;412.50 incl. VAT, breakfast included</td></tr>
      <tr><td>Guarantee</td><td>Visa ending 5521</td></tr>
    </table>
    <p style="font-size:13px">Free cancellation until 16 April 2025, 18:00 local time.</p>
    <p><a href="https://book.hotelalmira.example/reservation?ref=HX4R9T&amp;ln=Marchetti">Manage reservation</a> &middot; <a href="https://www.hotelalmira.example/location">How to find us</a></p>
    <p style="font-size:11px;color:#777">Hotel Almira &middot; Rua da Boavista 118, 1200-066 Lisboa &middot; +351 21 000 4418 &middot; NIF 514 220 981</p>
    </div></body></html>
    '''))

M(kind='booking_ref', otp=None, link=None,
  frm=('Railbridge', 'tickets@railbridge.example'),
  to=('Noah Williams', 'noah.w@postbox.example'),
  date='2025-05-11 20:14:09 +0100',
  subject='Your e-ticket: Paris Nord → London St Pancras, 24 May',
  html_cte='quoted-printable',
  html=D('''
    <!DOCTYPE html><html><head><meta charset="utf-8"></head>
    <body style="font-family:Roboto,Arial,sans-serif;color:#1b1b1b;background:#f2f2f2">
    <table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
    <tr><td style="background:#ffcc00;padding:16px 22px;font-weight:bold;font-size:20px">railbridge</td></tr>
    <tr><td style="padding:22px">
      <p>Hi Noah, your tickets are ready.</p>
      <p style="font-size:13px;color:#555">Booking reference</p>
      <p style="font-size:26px;letter-spacing:2px;margin:0"><b>TRN8Q2LK</b></p>
      <table width="100%" cellpadding="6" style="margin-top:16px;font-size:14px;border-top:1px solid #ddd">
        <tr><td><b>Sat 24 May 2025</b></td><td>Train 9034</td></tr>
        <tr><td>08:13 Paris Gare du Nord</td><td>09:30 London St Pancras Int'l</td></tr>
        <tr><td>Coach 7, seat 42 (window)</td><td>Standard Premier</td></tr>
        <tr><td>Passenger</td><td>Noah Williams (adult)</td></tr>
        <tr><td>Ticket number</td><td>3929 0441 8720</td></tr>
        <tr><td>Paid</td><td>&euro;114.00 &middot; Amex ending 1009</td></tr>
      </table>
      <p style="font-size:13px">Check-in closes 30 minutes before departure. Passport control is at Paris Nord, so allow at least 75 minutes.</p>
      <p><a href="https://www.railbridge.example/mytrips/TRN8Q2LK" style="background:#1b1b1b;color:#fff;padding:10px 18px;text-decoration:none">View my trip</a>
         <a href="https://www.railbridge.example/mytrips/TRN8Q2LK/pdf" style="margin-left:12px">Download PDF ticket</a></p>
    </td></tr>
    <tr><td style="padding:14px 22px;font-size:11px;color:#777">Railbridge SAS, 14 rue de Londres, 75009 Paris &middot; RCS Paris 852 114 093 &middot; <a href="https://www.railbridge.example/help">Help</a> &middot; <a href="https://www.railbridge.example/privacy">Privacy</a></td></tr>
    </table></body></html>
    '''))

M(kind='trip_receipt', otp=None, link=None,
  frm=('Hopcar', 'receipts@hopcar.example'),
  to=('Felix Wagner', 'felix.wagner@netmail.example'),
  date='2025-03-08 11:52:30 +0100',
  subject='Receipt for your trip on 8 March (T-5520917)',
  text_cte='8bit',
  text=D('''
    Thanks for driving with Hopcar, Felix!

    Trip T-5520917
    Saturday, 8 March 2025
    Start   09:12  Kastanienallee 71, 10435 Berlin
    End     11:47  Sonnenallee 223, 12059 Berlin
    Car     VW ID.3 · B-HC 4418E
    Driven  42 km · 155 min (incl. 12 min parking)

    Minutes       155 × €0.14   €21.70
    Kilometres     42 (0 over)   €0.00
    Unlock fee                   €1.00
    Insurance (Basic)            €1.10
    --------------------------------------
    Total                        €23.80
    Charged to PayPal (f***@netmail.example) on 08.03.2025

    You earned 24 HopPoints (balance: 318).

    Was something wrong with the car? Report it within 24 hours in the app under Trips → T-5520917.

    Hopcar GmbH · Torstraße 140 · 10119 Berlin · HRB 214471 B · USt-IdNr. DE318820441
    Customer service: +49 30 2204 1190
    '''))

M(kind='username_digits', otp=None, link=None,
  frm=('Trailhead Hikers Forum', 'notifications@forum.trailheadhikers.example'),
  to=('mike_1987', 'mike.ross1987@mailhub.example'),
  date='2025-05-19 06:00:12 +0000',
  subject='[Trailhead Hikers] 3 new replies to "Best 2-day route in the Lakes?"',
  text_cte='quoted-printable', html_cte='quoted-printable',
  headers={'List-Id': 'Trailhead Hikers Forum <digest.forum.trailheadhikers.example>',
           'List-Unsubscribe': '<https://forum.trailheadhikers.example/email/unsubscribe/4c8b0e2f9a71d3>'},
  text=D('''
    Hi mike_1987,

    There are 3 new replies to your topic "Best 2-day route in the Lakes?" since your last visit.

    kat2210 (post #14):
      Did Langdale to Wasdale in June 2023 - about 24 km on day 1 via Esk Hause, then Scafell Pike and back over Sty Head. Bunkhouse at Wasdale Head was GBP 28 a night.

    ridge_runner44 (post #15):
      +1 for kat2210. If the weather's bad, the Helvellyn loop via Striding Edge is 13 km and you can bail at Grisedale Tarn. Grid ref NY 343 151.

    dave_h (post #16):
      Check the MWIS forecast the night before. Bus 555 from Kendal runs every hour.

    View the topic: https://forum.trailheadhikers.example/t/best-2-day-route-in-the-lakes/40918/14

    You're receiving this because you are watching this topic. You have 118 posts and 3 badges.

    Trailhead Hikers Forum - run by volunteers since 2009.
    Unsubscribe from these e-mails: https://forum.trailheadhikers.example/email/unsubscribe/4c8b0e2f9a71d3
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
    <p>Hi <b>mike_1987</b>,</p>
    <p>There are 3 new replies to your topic <a href="https://forum.trailheadhikers.example/t/best-2-day-route-in-the-lakes/40918/14">Best 2-day route in the Lakes?</a></p>
    <div style="border-left:3px solid #4b8b3b;padding-left:10px;margin:10px 0"><b>kat2210</b> &middot; post #14<br>Did Langdale to Wasdale in June 2023 &ndash; about 24&nbsp;km on day 1 via Esk Hause, then Scafell Pike and back over Sty Head. Bunkhouse at Wasdale Head was &pound;28 a night.</div>
    <div style="border-left:3px solid #4b8b3b;padding-left:10px;margin:10px 0"><b>ridge_runner44</b> &middot; post #15<br>+1 for kat2210. If the weather's bad, the Helvellyn loop via Striding Edge is 13&nbsp;km. Grid ref NY 343 151.</div>
    <div style="border-left:3px solid #4b8b3b;padding-left:10px;margin:10px 0"><b>dave_h</b> &middot; post #16<br>Check the MWIS forecast the night before. Bus 555 from Kendal runs every hour.</div>
    <p style="font-size:11px;color:#888">You're receiving this because you are watching this topic. &middot; <a href="https://forum.trailheadhikers.example/my/preferences/emails">E-mail settings</a> &middot; <a href="https://forum.trailheadhikers.example/email/unsubscribe/4c8b0e2f9a71d3">Unsubscribe</a></p>
    </body></html>
    '''))

M(kind='submission_receipt', otp=None, link=None,
  frm=('Revenue Online Service', 'noreply@ros.revenue.gov.example'),
  to=('Grace Obi', 'grace.obi@homemail.example'),
  date='2025-01-27 21:14:58 +0000',
  subject='We have received your Self Assessment tax return 2023-24',
  text_cte='7bit',
  text=D('''
    Dear Grace Obi,

    Thank you. We received your online Self Assessment tax return for the tax year 6 April 2023 to 5 April 2024 on 27 January 2025 at 21:14.

    Submission reference:  7XK2 9QPL 4M1Z 0R8T
    Unique Taxpayer Ref.:  *****48213
    Tax due:               GBP 1,284.60
    Pay by:                31 January 2025 (payment reference: your UTR followed by K)

    Please keep the submission reference for your records. It is not a password or security code and you will not be asked to enter it anywhere. If you contact us about this return, quote it together with your UTR.

    You can view your tax calculation and pay online by signing in to your account at https://www.revenue.gov.example/account.

    Revenue Online Service
    Self Assessment Helpline: 0300 200 3310 (Monday to Friday, 8am to 6pm)
    Textphone: 0300 200 3319

    This is an automated message. Please do not reply. We will never ask you for your bank details by e-mail.
    '''))

# ===================== Part B: codes from clumsy or unusual senders ========

M(kind='no_code_word', otp='5820',
  frm=('Pedal & Spoke Cycle Workshop', 'bookings@pedalandspoke.example'),
  to=('Ben Ashworth', 'ben.ashworth@inbox.example'),
  date='2025-06-11 19:26:40 +0100',
  subject='Your booking at Pedal & Spoke - one more step',
  text_cte='7bit',
  text=D('''
    Hi Ben,

    Thanks for using our new online booking page (bear with us, it's only been running since April!). Before we can hold the 10:30 slot on Saturday 14 June for your full service (GBP 75, about 2 hours, bike: Trek FX 3, frame no. WTU 204 C 4471) we need to make sure this e-mail address is really yours, so please type 5820 into the box on the page where you left off and press Continue - if you closed the page, just start again from the Book a service button and it will ask you for the number again. It only works for the next 30 minutes.

    When you drop the bike off please bring any spare parts you bought yourself, and let us know if the gears have been adjusted since your last visit on 02/03/2025 (job 1187).

    Cheers,
    Steve & the team

    Pedal & Spoke Cycle Workshop
    7 Canal Side, Hebden Bridge HX7 8AD
    01422 845 120 - Tue to Sat 9 till 5:30
    '''))

M(kind='phone_and_dates', otp='318604', shown='318 604',
  frm=('Brightwave Mobile', 'noreply@brightwave-mobile.example'),
  to=('Aisha Rahman', 'aisha.rahman@mailbox.example'),
  date='2025-02-20 12:41:03 +0000',
  subject='Brightwave: confirm your SIM change',
  text_cte='quoted-printable', html_cte='quoted-printable',
  text=D('''
    Brightwave: code 318 604 · valid 10 min · ref 22917 · help 0800 123 4567

    Hi Aisha,

    You asked to move number 07700 900 612 to a new SIM (ending 8813) at 12:39 on 20/02/2025. Enter the code above in My Brightwave to confirm the switch. Your old SIM (ending 2290) will stop working within 2 hours.

    Didn't ask for this? Call us free on 0800 123 4567 straight away - don't share the code with anyone, including Brightwave staff.

    Account 4418-220-91 · Plan: Unlimited 5G, £18/month · Next bill 03/03/2025

    Brightwave Mobile Ltd, 20 Harbour Exchange, London E14 9GE. Registered in England 08812294.
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a2e">
    <p style="background:#1a1a2e;color:#fff;padding:10px 14px;font-family:monospace">Brightwave: code 318 604 &middot; valid 10 min &middot; ref 22917 &middot; help 0800 123 4567</p>
    <p>Hi Aisha,</p>
    <p>You asked to move number 07700 900 612 to a new SIM (ending 8813) at 12:39 on 20/02/2025. Enter the code above in My Brightwave to confirm the switch. Your old SIM (ending 2290) will stop working within 2 hours.</p>
    <p>Didn't ask for this? Call us free on <b>0800 123 4567</b> straight away &ndash; don't share the code with anyone, including Brightwave staff.</p>
    <p style="font-size:12px;color:#666">Account 4418-220-91 &middot; Plan: Unlimited 5G, &pound;18/month &middot; Next bill 03/03/2025<br>
    Brightwave Mobile Ltd, 20 Harbour Exchange, London E14 9GE. Registered in England 08812294.</p>
    </body></html>
    '''))

M(kind='username_digits', otp='604117',
  frm=('Ironvale Online', 'account@ironvale-online.example'),
  to=('jsmith84', 'j.smith.84@gamermail.example'),
  date='2025-04-04 23:17:51 +0000',
  subject='Ironvale Online account verification',
  html_cte='quoted-printable',
  image=dict(cid='ironvale-logo', w=48, h=48, rgb=(120, 60, 10), name='logo.png'),
  html=D('''
    <html><body style="background:#14110f;color:#e8dcc8;font-family:Tahoma,Verdana,sans-serif">
    <div style="max-width:560px;margin:0 auto;padding:26px;background:#221c17;border:1px solid #5a4632">
      <p style="text-align:center"><img src="cid:ironvale-logo" width="64" height="64" alt="Ironvale Online"></p>
      <p>Hi jsmith84,</p>
      <p>Someone (hopefully you) is signing in to the Ironvale Online launcher on a new PC.</p>
      <table cellpadding="5" style="color:#e8dcc8;font-size:13px">
        <tr><td>Account</td><td>jsmith84 #2291</td></tr>
        <tr><td>Region</td><td>EU-West (server Thornhold-3)</td></tr>
        <tr><td>Requested</td><td>04/04/2025 23:17 UTC</td></tr>
      </table>
      <p>Your verification code is:</p>
      <p style="font-size:34px;letter-spacing:8px;color:#ffcf6b;text-align:center;margin:10px 0">604117</p>
      <p style="font-size:12px">The code expires in 15 minutes. Ironvale staff will never ask for it in-game or on Discord.</p>
      <p style="font-size:12px;color:#a8987f">Season 12 ends in 3 days &ndash; claim your 1,500 Crowns before 07/04. <a href="https://ironvale-online.example/news/season-12" style="color:#ffcf6b">Patch notes 12.4.1</a></p>
      <p style="font-size:10px;color:#7d6f5c">&copy; 2025 Emberforge Games AB, Sveavagen 44, 111 34 Stockholm. <a href="https://ironvale-online.example/support" style="color:#7d6f5c">Support</a> &middot; <a href="https://ironvale-online.example/legal/privacy" style="color:#7d6f5c">Privacy</a></p>
    </div></body></html>
    '''))

M(kind='table_code', otp='771094',
  frm=('Coinharbor', 'security@coinharbor.example'),
  to=('Vikram Desai', 'vikram.desai@protonic.example'),
  date='2025-02-11 14:03:02 +0000',
  subject='[Coinharbor] Confirm your BTC withdrawal request',
  text_cte='base64', html_cte='base64',
  text=D('''
    Confirm your withdrawal

    Request ID        99820117
    Time              2025-02-11 14:02:55 UTC
    Asset / amount    BTC 0.0421 (fee 0.00012)
    To address        bc1q9h7garjx4f0c2mnv8l6ytd3wq6e5hz0kqs5p2a
    IP address        203.0.113.44 (Frankfurt, DE)
    Verification code 771094
    Valid until       2025-02-11 14:32:55 UTC

    Enter the verification code on the withdrawal page to release the funds. If you did not make this request, freeze your account immediately: https://www.coinharbor.example/security/freeze

    Coinharbor Europe UAB, Konstitucijos pr. 21A, LT-08130 Vilnius. Registered VASP, company code 305882114.
    Crypto assets are volatile; you may lose all the money you invest.
    '''),
  html=D('''
    <html><body style="font-family:Inter,Arial,sans-serif;background:#f4f6fb;color:#0c1b33">
    <div style="max-width:580px;margin:0 auto;background:#fff;padding:26px;border-radius:8px">
    <h2 style="margin-top:0">Confirm your withdrawal</h2>
    <table width="100%" cellpadding="8" style="border-collapse:collapse;font-size:14px">
      <tr style="border-bottom:1px solid #e3e8f0"><td style="color:#6b7a90">Request ID</td><td>99820117</td></tr>
      <tr style="border-bottom:1px solid #e3e8f0"><td style="color:#6b7a90">Time</td><td>2025-02-11 14:02:55 UTC</td></tr>
      <tr style="border-bottom:1px solid #e3e8f0"><td style="color:#6b7a90">Asset / amount</td><td>BTC 0.0421 (fee 0.00012)</td></tr>
      <tr style="border-bottom:1px solid #e3e8f0"><td style="color:#6b7a90">To address</td><td style="font-family:monospace;font-size:12px">bc1q9h7garjx4f0c2mnv8l6ytd3wq6e5hz0kqs5p2a</td></tr>
      <tr style="border-bottom:1px solid #e3e8f0"><td style="color:#6b7a90">IP address</td><td>203.0.113.44 (Frankfurt, DE)</td></tr>
      <tr style="border-bottom:1px solid #e3e8f0;background:#fff8e1"><td style="color:#6b7a90">Verification code</td><td style="font-size:22px;font-weight:bold;letter-spacing:3px">771094</td></tr>
      <tr><td style="color:#6b7a90">Valid until</td><td>2025-02-11 14:32:55 UTC</td></tr>
    </table>
    <p>Enter the verification code on the withdrawal page to release the funds.</p>
    <p style="font-size:13px">Didn't make this request? <a href="https://www.coinharbor.example/security/freeze?rid=99820117&amp;s=f8Kq2">Freeze my account</a></p>
    <p style="font-size:11px;color:#8592a6">Coinharbor Europe UAB, Konstitucijos pr. 21A, LT-08130 Vilnius. Company code 305882114. Crypto assets are volatile; you may lose all the money you invest.</p>
    </div></body></html>
    '''))

M(kind='new_and_old_code', otp='903552', shown='903 552',
  frm=('Pennywise', 'hello@pennywise.example'),
  to=('Oliver Grant', 'ollie.grant@fastmail.example'),
  date='2025-05-06 09:44:27 +0100',
  subject='Here is your new Pennywise code',
  text_cte='quoted-printable', html_cte='quoted-printable',
  text=D('''
    Hi Oliver,

    You asked us to send another code. The one we sent at 09:41 (448 201) doesn't work any more, so please use this one instead:

        903 552

    It's valid for 10 minutes. If you keep not receiving our e-mails, check your spam folder or add hello@pennywise.example to your contacts.

    Pennywise is a trading name of Pennywise Payments Ltd, an Electronic Money Institution authorised by the Financial Conduct Authority (FRN 902114). 1 Finsbury Avenue, London EC2M 2PP.
    '''),
  html=D('''
    <html><body style="font-family:'Helvetica Neue',Arial,sans-serif;color:#101820">
    <div style="max-width:480px;margin:0 auto;padding:24px">
    <p style="font-weight:bold;color:#5b2be0;font-size:20px">pennywise</p>
    <p>Hi Oliver,</p>
    <p>You asked us to send another code. The one we sent at 09:41 (<s>448 201</s>) doesn't work any more, so please use this one instead:</p>
    <p style="font-size:32px;font-weight:bold;letter-spacing:4px;background:#f1edff;padding:14px;text-align:center">903 552</p>
    <p style="font-size:13px;color:#555">It's valid for 10 minutes.</p>
    <p style="font-size:11px;color:#888">Pennywise Payments Ltd, authorised by the FCA (FRN 902114). 1 Finsbury Avenue, London EC2M 2PP. <a href="https://pennywise.example/help">Help</a></p>
    </div></body></html>
    '''))

M(kind='new_and_old_code', otp='M7T2WB', shown='M7T-2WB',
  frm=('Halden University IT Services', 'it-accounts@halden-uni.example'),
  to=('Sofia Lindqvist', 's.lindqvist@student.halden-uni.example'),
  date='2024-09-16 08:02:19 +0100',
  subject='Activate your university account (replacement code)',
  text_cte='7bit',
  text=D('''
    Dear Sofia Lindqvist,
    Student number: 2409117

    On 13 September we sent you an activation code for your Halden University IT account. Because you requested a new one, that code (K4P-9QX) has been cancelled.

    Your new activation code is: M7T-2WB

    To activate your account:
      1. Go to https://account.halden-uni.example/activate
      2. Enter your student number (2409117) and date of birth
      3. Enter the activation code above (letters in capitals, the hyphen is optional)
      4. Choose a password of at least 12 characters

    The code is valid until 23 September 2024. After that you will need to visit the IT Service Desk in person with photo ID.

    IT Service Desk
    Library building, ground floor, room G.04
    Tel: 01632 964 400 (ext. 4400 from campus phones)
    Mon-Fri 08:30-18:00, Sat 10:00-14:00 during Welcome Week

    Halden University, Castle Road, Halden HL2 9UU
    '''))

M(kind='several_codes', otp='730118', shown='730 118',
  frm=('Streamflix', 'info@account.streamflix.example'),
  to=('Hannah Cole', 'hannah.cole@mailbox.example'),
  date='2025-01-02 20:31:44 +0000',
  subject='Finish signing in on your TV',
  text_cte='quoted-printable', html_cte='quoted-printable',
  text=D('''
    Hi Hannah,

    A Samsung TV (model QE55Q60) is trying to sign in to your Streamflix account.

    Your TV is showing the code WX7KP2. That's the TV's own pairing code - you don't need to type it anywhere.

    To finish signing in, enter this confirmation code on your TV:

    730 118

    The confirmation code expires in 15 minutes. Your plan (Standard with ads, £5.99/month) allows 2 screens at the same time; you're currently using 1 of 2.

    Not you? Don't enter anything on the TV and visit https://www.streamflix.example/account/devices

    Streamflix Services UK Ltd, 100 New Oxford Street, London WC1A 1HB
    Questions? 0800 096 6379
    '''),
  html=D('''
    <html><body style="background:#000;color:#fff;font-family:Helvetica,Arial,sans-serif">
    <div style="max-width:520px;margin:0 auto;padding:30px">
    <p style="color:#e50914;font-size:26px;font-weight:bold">STREAMFLIX</p>
    <p>Hi Hannah,</p>
    <p>A Samsung TV (model QE55Q60) is trying to sign in to your Streamflix account.</p>
    <p style="color:#aaa;font-size:13px">Your TV is showing the code <b>WX7KP2</b>. That's the TV's own pairing code &ndash; you don't need to type it anywhere.</p>
    <p>To finish signing in, enter this confirmation code on your TV:</p>
    <p style="font-size:40px;letter-spacing:6px;text-align:center;margin:16px 0">730 118</p>
    <p style="font-size:13px;color:#aaa">The confirmation code expires in 15 minutes.</p>
    <p style="font-size:13px">Not you? Don't enter anything on the TV and <a href="https://www.streamflix.example/account/devices" style="color:#fff">review your devices</a>.</p>
    <p style="font-size:11px;color:#777">Streamflix Services UK Ltd, 100 New Oxford Street, London WC1A 1HB &middot; 0800 096 6379 &middot; <a href="https://www.streamflix.example/privacy" style="color:#777">Privacy</a></p>
    </div></body></html>
    '''))

M(kind='several_codes', otp=None, link=None,
  frm=('Gitforge', 'noreply@gitforge.example'),
  to=('tkowalczyk', 'tomasz.kowalczyk@devmail.example'),
  date='2025-03-29 16:48:05 +0000',
  subject='[Gitforge] Your two-factor recovery codes were regenerated',
  text_cte='7bit', html_cte='quoted-printable',
  text=D('''
    Hey tkowalczyk!

    The two-factor recovery codes for your Gitforge account were regenerated on 2025-03-29 at 16:47 UTC from 198.51.100.23 (Firefox on Linux). Your previous recovery codes no longer work.

    Your new recovery codes:

      4f2a9-c81d0    7be31-09aa4
      e05c7-3d9f2    91d4b-6e1a8
      2ca8f-b7730    d6e19-45c0b
      08b3e-f92d1    a7f60-1be84
      5d01c-8ae37    c39fa-740d6

    Keep them somewhere safe, like a password manager. Each code can be used once if you lose access to your authenticator app. You don't need to enter any of them now.

    If you didn't do this, review your security log: https://gitforge.example/settings/security-log

    Gitforge, Inc. - 88 Colin P Kelly Jr St, San Francisco, CA 94107
    '''),
  html=D('''
    <html><body style="font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;color:#24292f">
    <div style="max-width:540px;margin:0 auto;padding:20px;border:1px solid #d0d7de;border-radius:6px">
    <p>Hey <b>tkowalczyk</b>!</p>
    <p>The two-factor recovery codes for your Gitforge account were regenerated on 2025-03-29 at 16:47 UTC from 198.51.100.23 (Firefox on Linux). Your previous recovery codes no longer work.</p>
    <pre style="background:#f6f8fa;padding:12px;font-size:14px">4f2a9-c81d0    7be31-09aa4
    e05c7-3d9f2    91d4b-6e1a8
    2ca8f-b7730    d6e19-45c0b
    08b3e-f92d1    a7f60-1be84
    5d01c-8ae37    c39fa-740d6</pre>
    <p>Keep them somewhere safe, like a password manager. Each code can be used once if you lose access to your authenticator app. You don't need to enter any of them now.</p>
    <p>If you didn't do this, <a href="https://gitforge.example/settings/security-log">review your security log</a>.</p>
    <p style="font-size:12px;color:#57606a">Gitforge, Inc. &middot; 88 Colin P Kelly Jr St &middot; San Francisco, CA 94107</p>
    </div></body></html>
    '''))

M(kind='several_codes', otp='550819', shown='550 819',
  frm=('Kingsbridge Bank', 'no-reply@secure.kingsbridgebank.example'),
  to=('Mrs J Patel', 'jpatel@homemail.example'),
  date='2025-04-22 10:09:13 +0100',
  subject='Payment to R MORRIS - step 1 of 2',
  text_cte='8bit',
  text=D('''
    Dear Mrs Patel,

    You are setting up a payment from your Current Account (sort code 30-91-42, account ending 6620):

      Payee:       R MORRIS
      Payee bank:  account ending 1183, sort code ending 08
      Amount:      £1,250.00
      Reference:   DEPOSIT FLAT 2
      Date:        Today, 22/04/2025

    Because this is a new payee, we need two confirmations.

    Step 1 of 2 – type this code now on the payment screen: 550 819

    We'll send the code for step 2 by text message to your phone ending 47 once step 1 is done. Please don't use the code 220-417 from this morning – it was for your earlier payment to J PATEL SAVINGS and has already been used.

    If someone has asked you to move money, or told you to ignore this warning, stop. Call us on 0345 072 0990.

    Kingsbridge Bank plc, 1 Churchill Place, London E14 5HP. Registered in England 00014259.
    '''))

M(kind='prefix_code', otp='739210', shown='K-739210',
  frm=('Kestrel', 'security@kestrel-social.example'),
  to=('dana.ruiz', 'dana.ruiz@webpost.example'),
  date='2025-05-23 07:38:22 +0000',
  subject='K-739210 is your Kestrel confirmation code',
  text_cte='quoted-printable', html_cte='quoted-printable',
  text=D('''
    Hi Dana,

    Someone is trying to add this e-mail address to the Kestrel account @dana.ruiz.

    Your confirmation code is K-739210
    When the app asks for it, type just the numbers.

    If this wasn't you, you can safely ignore this e-mail - the address won't be added.

    Kestrel Social, Inc., 1 Hacker Way, Menlo Park, CA 94025
    This message was sent to dana.ruiz@webpost.example. Manage e-mail notifications: https://kestrel-social.example/settings/notifications
    '''),
  html=D('''
    <html><body style="font-family:Helvetica,Arial,sans-serif;color:#1c1e21">
    <table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
    <table width="500" cellpadding="18" style="border:1px solid #dddfe2">
    <tr><td style="font-size:20px;font-weight:bold;color:#0a66c2">Kestrel</td></tr>
    <tr><td>
      <p>Hi Dana,</p>
      <p>Someone is trying to add this e-mail address to the Kestrel account <b>@dana.ruiz</b>.</p>
      <p>Your confirmation code is</p>
      <p style="font-size:28px;font-weight:bold;background:#f2f3f5;padding:10px 16px;display:inline-block">K-739210</p>
      <p>When the app asks for it, type just the numbers.</p>
      <p style="color:#606770;font-size:13px">If this wasn't you, you can safely ignore this e-mail &ndash; the address won't be added.</p>
    </td></tr>
    <tr><td style="font-size:11px;color:#8a8d91">Kestrel Social, Inc., 1 Hacker Way, Menlo Park, CA 94025<br>This message was sent to dana.ruiz@webpost.example. <a href="https://kestrel-social.example/settings/notifications">Manage e-mail notifications</a></td></tr>
    </table></td></tr></table></body></html>
    '''))

M(kind='prefix_code', otp='5521', shown='ZP-5521',
  frm=('ZipPay', 'no-reply@zippay.example'),
  to=('Marcus Lee', 'marcus.lee@mailbox.example'),
  date='2025-06-03 13:12:00 +1000',
  subject='ZP-5521 is your ZipPay code',
  text_cte='7bit',
  text=D('''
    ZP-5521 is your ZipPay code. Enter 4 digits at checkout to approve your order with Koala Outdoor Co (A$184.95, 4 instalments of A$46.24). Expires in 5 min. Never share this code.

    Your next instalment is due 17/06/2025 from card ending 0412.

    ZipPay Pty Ltd ABN 41 618 229 004, Level 9, 1 York St, Sydney NSW 2000. Australian Credit Licence 441880. Help: 1300 555 019.
    '''))

M(kind='lowercase_alnum', otp='x4kq9tmb',
  link='https://auth.cloudnest.example/device/approve?user_code=x4kq9tmb&session=ds_8Jr2qLvX0aM4nT7pWcE1yB6h',
  frm=('Cloudnest', 'no-reply@cloudnest.example'),
  to=('Ana Petrovic', 'ana@petrovic-labs.example'),
  date='2025-02-26 15:05:38 +0000',
  subject='Cloudnest CLI sign-in request',
  text_cte='quoted-printable', html_cte='quoted-printable',
  text=D('''
    Cloudnest CLI sign-in

    The Cloudnest CLI (v3.14.2, darwin/arm64) on "ana-mbp.local" wants to sign in to your account in the project petrovic-labs-prod (id 881204).

    Paste this code into your terminal:

      x4kq9tmb

    or approve the device in your browser:
    https://auth.cloudnest.example/device/approve?user_code=x4kq9tmb&session=ds_8Jr2qLvX0aM4nT7pWcE1yB6h

    The request expires at 15:20 UTC. If you didn't run `cloudnest auth login`, ignore this message.

    Cloudnest Ltd, 5 New Street Square, London EC4A 3BF | Status: https://status.cloudnest.example
    '''),
  html=D('''
    <html><body style="font-family:'IBM Plex Sans',Arial,sans-serif;color:#0d1117;background:#f6f8fa">
    <div style="max-width:560px;margin:0 auto;background:#fff;padding:28px;border-radius:6px">
    <h2 style="margin-top:0">Cloudnest CLI sign-in</h2>
    <p>The Cloudnest CLI (v3.14.2, darwin/arm64) on <code>ana-mbp.local</code> wants to sign in to your account in the project <b>petrovic-labs-prod</b> (id 881204).</p>
    <p>Paste this code into your terminal:</p>
    <p style="font-family:'IBM Plex Mono',monospace;font-size:26px;background:#eef1f5;padding:12px;text-align:center;letter-spacing:3px">x4kq9tmb</p>
    <p>or approve the device in your browser:</p>
    <p><a href="https://auth.cloudnest.example/device/approve?user_code=x4kq9tmb&amp;session=ds_8Jr2qLvX0aM4nT7pWcE1yB6h" style="background:#2f6fed;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px">Approve device</a></p>
    <p style="font-size:13px;color:#57606a">The request expires at 15:20 UTC. If you didn't run <code>cloudnest auth login</code>, ignore this message.</p>
    <p style="font-size:11px;color:#8b949e">Cloudnest Ltd, 5 New Street Square, London EC4A 3BF &middot; <a href="https://status.cloudnest.example">Status</a> &middot; <a href="https://docs.cloudnest.example/cli/auth">CLI docs</a></p>
    </div></body></html>
    '''))

M(kind='subject_only', otp='918273',
  frm=('Tessellate', 'login@mail.tessellate.example'),
  to=('Jordan Ellis', 'jordan.ellis@mailbox.example'),
  date='2025-02-14 10:22:31 +0100',
  subject='918273 is your Tessellate login code',
  text_cte='quoted-printable', html_cte='quoted-printable',
  text=D('''
    Almost there!

    Enter the code from the subject line of this e-mail on the sign-in page to continue to your workspace "Ellis & Moreau Design". It expires in 15 minutes.

    Request details: Chrome 121 on Windows 11, Lyon, France, 14 Feb 2025 10:22 CET.

    If you didn't try to log in, you can ignore this e-mail.

    Tessellate Inc., 500 Howard Street, Suite 210, San Francisco, CA 94105
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;color:#222">
    <div style="max-width:500px;margin:0 auto;padding:24px">
    <p style="font-size:22px;font-weight:bold">Almost there!</p>
    <p>Enter the code from the subject line of this e-mail on the sign-in page to continue to your workspace <b>Ellis &amp; Moreau Design</b>. It expires in 15 minutes.</p>
    <p style="font-size:12px;color:#777">Request details: Chrome 121 on Windows 11, Lyon, France, 14 Feb 2025 10:22 CET.</p>
    <p style="font-size:12px;color:#777">If you didn't try to log in, you can ignore this e-mail.</p>
    <p style="font-size:11px;color:#aaa">Tessellate Inc., 500 Howard Street, Suite 210, San Francisco, CA 94105 &middot; <a href="https://tessellate.example/help">Help center</a></p>
    </div></body></html>
    '''))

M(kind='alt_text_only', otp='407319',
  frm=('Medivault Patient Portal', 'portal@medivault-health.example'),
  to=('George Mensah', 'g.mensah@inbox.example'),
  date='2025-03-31 08:16:47 +0100',
  subject='Your Medivault sign-in verification',
  text_cte='7bit', html_cte='base64',
  image=dict(cid='otp-image-20250331', w=150, h=40, rgb=(240, 246, 255), name='verification.png'),
  text=D('''
    Medivault Patient Portal

    Dear George Mensah,

    We received a request to sign in to your patient portal account (NHS number ending 442).

    For your privacy, your verification code is shown as an image in the HTML version of this e-mail. If you can only see this text, please switch your e-mail app to HTML view or display images.

    The code expires 10 minutes after it was sent. Our staff will never ask you for it.

    Medivault Health Ltd, 3 Whitehall Quay, Leeds LS1 4BF. Helpdesk 0113 496 0255 (Mon-Fri 8am-6pm).
    This e-mail and any attachments are confidential and intended for the named recipient only.
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;color:#212b32;background:#f0f4f5">
    <div style="max-width:560px;margin:0 auto;background:#fff;padding:24px">
    <p style="color:#005eb8;font-size:20px;font-weight:bold">Medivault Patient Portal</p>
    <p>Dear George Mensah,</p>
    <p>We received a request to sign in to your patient portal account (NHS number ending 442).</p>
    <p>Your verification code:</p>
    <p><img src="cid:otp-image-20250331" width="300" height="80" alt="407319" style="border:1px solid #d8dde0"></p>
    <p style="font-size:13px">The code expires 10 minutes after it was sent. Our staff will never ask you for it.</p>
    <p style="font-size:11px;color:#4c6272">Medivault Health Ltd, 3 Whitehall Quay, Leeds LS1 4BF. Helpdesk 0113 496 0255 (Mon&ndash;Fri 8am&ndash;6pm).<br>This e-mail is confidential and intended for the named recipient only.</p>
    </div></body></html>
    '''))

M(kind='phone_and_dates', otp='281046', shown='281 046',
  frm=('Northcare Clinics', 'bookings@northcare-clinics.example'),
  to=('Hannah Brooks', 'hannah.brooks@postmail.example'),
  date='2025-07-02 09:45:12 +0100',
  subject='Confirm your physiotherapy booking for 12/07/2025',
  text_cte='8bit',
  text=D('''
    Hello Hannah,

    You're booking: Physiotherapy – initial assessment (45 min)
    With: Tom Reilly, MCSP
    When: Saturday 12/07/2025 at 09:40
    Where: Northcare Clinic Didsbury, 745 Wilmslow Road, Manchester M20 6RN
    Deposit: £25.00 on card ending 4410 (balance £40.00 on the day)

    To confirm it's you, enter your verification code 281 046 in the booking window. It's valid until 09:55 today (02/07/2025).

    Need to change anything? Call 0161 496 0732 (Mon–Fri 08:00–20:00, Sat 09:00–13:00) quoting booking NC-77120. Cancellations with less than 24 hours' notice lose the deposit.

    Northcare Clinics Ltd, registered in England no. 10221847, 2 St Peter's Square, Manchester M2 3DE.
    '''))

M(kind='decoy_codes', otp='662041',
  frm=('Marlowe & Finch', 'hello@marloweandfinch.example'),
  to=('Isla Fraser', 'isla.fraser@mailbox.example'),
  date='2025-05-30 18:20:44 +0100',
  subject='Your sign-in code for Marlowe & Finch',
  text_cte='quoted-printable', html_cte='quoted-printable',
  text=D('''
    Hello Isla,

    Your sign-in code: 662041
    (valid for 10 minutes - don't share it with anyone)

    While you're here:
    * Your order #MF-20931 was dispatched on 29 May with Royal Mail Tracked 48 (JB 4410 2291 8GB).
    * New to our newsletter? Take 10% off your next order with WELCOME10.
    * Summer sale preview: 20% off linen with code LINEN20, ends 08/06.

    Marlowe & Finch, 12 Stockbridge Row, Edinburgh EH3 6JH. 0131 496 0774. VAT GB 442 1183 90.
    '''),
  html=D('''
    <html><body style="font-family:Georgia,serif;background:#fbf8f3;color:#2e2a24">
    <div style="max-width:560px;margin:0 auto;padding:26px;background:#fff">
    <p style="font-size:22px;text-align:center;letter-spacing:3px">MARLOWE &amp; FINCH</p>
    <p>Hello Isla,</p>
    <p>Your sign-in code:</p>
    <p style="font-size:30px;font-family:Arial;letter-spacing:5px;text-align:center"><b>662041</b></p>
    <p style="font-size:13px;text-align:center;color:#777">valid for 10 minutes &ndash; don't share it with anyone</p>
    <hr style="border:none;border-top:1px solid #eee">
    <p style="font-size:14px">Your order <b>#MF-20931</b> was dispatched on 29 May with Royal Mail Tracked 48 (JB 4410 2291 8GB).</p>
    <table width="100%" cellpadding="10"><tr>
      <td style="background:#f3ede4;text-align:center">New here? <b>10% off</b> with <b>WELCOME10</b></td>
      <td style="background:#e6efe6;text-align:center">Linen preview: <b>20% off</b> with <b>LINEN20</b>, ends 08/06</td>
    </tr></table>
    <p style="font-size:11px;color:#999">Marlowe &amp; Finch, 12 Stockbridge Row, Edinburgh EH3 6JH &middot; 0131 496 0774 &middot; VAT GB 442 1183 90 &middot; <a href="https://marloweandfinch.example/unsubscribe?e=aXNsYS5m">Unsubscribe</a></p>
    </div></body></html>
    '''))

M(kind='username_digits', otp='814027', shown='81 40 27',
  frm=('Lingora', 'team@lingora.example'),
  to=('eva2003', 'eva.nowak2003@freemail.example'),
  date='2025-01-08 21:03:55 +0100',
  subject='Lingora: confirm your new device',
  text_cte='base64', html_cte='quoted-printable',
  text=D('''
    Hi eva2003,

    You're signing in to Lingora on a new device (iPhone 14, iOS 17.2).

    User: eva2003   Code: 81 40 27

    Type the code in the app to keep your 212-day streak and your 3 courses (Spanish B1, Italian A2, Japanese A1) synced.

    Lingora Learning GmbH, Rosenthaler Str. 40, 10178 Berlin
    '''),
  html=D('''
    <html><body style="font-family:'Nunito',Arial,sans-serif;color:#3c3c3c">
    <div style="max-width:480px;margin:0 auto;padding:24px;text-align:center">
    <p style="font-size:26px;color:#21a366;font-weight:bold">lingora</p>
    <p>Hi eva2003,</p>
    <p>You're signing in to Lingora on a new device (iPhone 14, iOS 17.2).</p>
    <p style="font-family:monospace;font-size:18px;background:#f0faf4;padding:12px">User: eva2003 &nbsp; Code: <b>81 40 27</b></p>
    <p>Type the code in the app to keep your 212-day streak &#128293; and your 3 courses synced.</p>
    <p style="font-size:11px;color:#999">Lingora Learning GmbH, Rosenthaler Str. 40, 10178 Berlin &middot; <a href="https://lingora.example/settings/email">E-mail settings</a></p>
    </div></body></html>
    '''))

M(kind='per_digit_spans', otp='529041',
  frm=('Voltra Energy', 'myaccount@voltra-energy.example'),
  to=('Peter Hughes', 'peter.hughes@webpost.example'),
  date='2025-03-03 07:58:09 +0000',
  subject='Your Voltra Energy verification code',
  html_cte='base64',
  html=D('''
    <!DOCTYPE html>
    <html><head><meta charset="utf-8">
    <style>.d{display:inline-block;width:38px;height:48px;line-height:48px;margin:0 3px;border:1px solid #c7d2fe;border-radius:6px;font-size:26px;font-weight:bold;color:#1e1b4b;background:#eef2ff}</style>
    </head>
    <body style="font-family:Arial,sans-serif;color:#1e1b4b">
    <div style="max-width:520px;margin:0 auto;padding:26px">
    <p style="font-size:20px;font-weight:bold;color:#4338ca">Voltra Energy</p>
    <p>Hi Peter,</p>
    <p>Use this code to verify your e-mail address and finish setting up your online account for supply number 1900 0442 8812 3:</p>
    <p style="text-align:center"><span class="d">5</span><span class="d">2</span><span class="d">9</span><span class="d">0</span><span class="d">4</span><span class="d">1</span></p>
    <p style="font-size:13px;color:#555">This code expires in 20 minutes. Smart meter install booked for 19/03/2025 (AM slot, 08:00&ndash;12:00).</p>
    <p style="font-size:11px;color:#888">Voltra Energy Ltd, 2 Temple Back East, Bristol BS1 6EG. Registered in England 11820934. Emergency gas line 0800 111 999.</p>
    </div></body></html>
    '''))

M(kind='no_code_word', otp='7F3K9Q',
  frm=('Quarry HR', 'noreply@quarryhr.example'),
  to=('Nadia Rossi', 'n.rossi@alderbrook-logistics.example'),
  date='2025-04-14 08:31:27 +0100',
  subject='Quarry HR - one-time token to view your payslip',
  text_cte='quoted-printable', html_cte='quoted-printable',
  text=D('''
    Dear Nadia,

    Your April 2025 payslip from Alderbrook Logistics Ltd (employee no. 00441, pay date 25/04/2025) is protected.

    One-time token: 7F3K9Q

    Enter the token on the payslip page within 30 minutes. Tokens are case-sensitive.

    Questions about your pay? Contact payroll@alderbrook-logistics.example or ext. 2291.

    Quarry HR Software Ltd, 10 Brindley Place, Birmingham B1 2JB
    '''),
  html=D('''
    <html><body style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#333">
    <p>Dear Nadia,</p>
    <p>Your April 2025 payslip from Alderbrook Logistics Ltd (employee no. 00441, pay date 25/04/2025) is protected.</p>
    <p>One-time token: <b style="font-family:Consolas,monospace;font-size:20px">7F3K9Q</b></p>
    <p>Enter the token on the payslip page within 30 minutes. Tokens are case-sensitive.</p>
    <p style="font-size:12px;color:#777">Questions about your pay? Contact payroll@alderbrook-logistics.example or ext. 2291.<br>Quarry HR Software Ltd, 10 Brindley Place, Birmingham B1 2JB</p>
    </body></html>
    '''))

M(kind='delivery_code', otp='4417',
  frm=('Swiftdrop', 'updates@swiftdrop.example'),
  to=('Kate Simmons', 'kate.simmons@homemail.example'),
  date='2025-05-15 08:02:40 +0100',
  subject='Arriving today 13:00–15:00: have your handover number ready',
  text_cte='8bit', html_cte='quoted-printable',
  text=D('''
    Hi Kate,

    Your parcel from Northern Lights Pharmacy is out for delivery today, Thursday 15 May, between 13:00 and 15:00. Your driver is Marek.

    Because this parcel contains medicine, the driver needs to hear a handover number before he can give it to you:

    Handover number: 4417

    Please tell Marek these four digits at the door (he can't accept photos of this e-mail). Don't share them with anyone else.

    Tracking: SD-8829-1140-77
    Delivery address: 22 Cardigan Road, Leeds LS6 2AB
    Parcel: 1 item, 0.4 kg

    Not going to be in? Change your delivery until 12:00: https://swiftdrop.example/t/SD-8829-1140-77/options

    Swiftdrop Ltd, Unit 9, Logistics Park, Wakefield WF2 0XQ · 0330 113 0962
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;color:#202124">
    <div style="max-width:560px;margin:0 auto;padding:22px">
    <p style="color:#00a36c;font-weight:bold;font-size:20px">Swiftdrop</p>
    <p>Hi Kate,</p>
    <p>Your parcel from <b>Northern Lights Pharmacy</b> is out for delivery today, Thursday 15 May, between <b>13:00 and 15:00</b>. Your driver is Marek.</p>
    <p>Because this parcel contains medicine, the driver needs to hear a handover number before he can give it to you:</p>
    <p style="font-size:30px;letter-spacing:8px;text-align:center;border:2px solid #00a36c;padding:10px"><b>4417</b></p>
    <p>Please tell Marek these four digits at the door. Don't share them with anyone else.</p>
    <p style="font-size:13px">Tracking SD-8829-1140-77 &middot; 22 Cardigan Road, Leeds LS6 2AB &middot; 1 item, 0.4&nbsp;kg</p>
    <p><a href="https://swiftdrop.example/t/SD-8829-1140-77/options">Change delivery</a> &middot; <a href="https://swiftdrop.example/t/SD-8829-1140-77">Track parcel</a></p>
    <p style="font-size:11px;color:#888">Swiftdrop Ltd, Unit 9, Logistics Park, Wakefield WF2 0XQ &middot; 0330 113 0962</p>
    </div></body></html>
    '''))

# ===================== Part C: ordinary code and link mail =================

M(kind='magic_link', otp=None,
  link='https://click.notewell.example/ls/click?upn=u001.Hk2mQ9xLp4RtV7bN-2FzW8cJ3eYs1aD6fG0hK5iU_3dR2a&r=login',
  link_alt=['https://app.notewell.example/auth/magic/eyJ1aWQiOjQ0MTgyMjl9.Zk9xP2mL7vQ3tR8sB1nW4cY6?redirect=%2Fhome'],
  frm=('Notewell', 'login@notewell.example'),
  to=('Samuel Adeyemi', 'sam.adeyemi@workmail.example'),
  date='2025-04-09 11:18:22 +0000',
  subject='Your Notewell sign-in link',
  text_cte='quoted-printable', html_cte='quoted-printable',
  headers={'X-Entity-Ref-ID': 'nw-login-4418229-20250409111822'},
  text=D('''
    Sign in to Notewell

    Click the link below to sign in as sam.adeyemi@workmail.example. The link can be used once and expires in 20 minutes.

    https://app.notewell.example/auth/magic/eyJ1aWQiOjQ0MTgyMjl9.Zk9xP2mL7vQ3tR8sB1nW4cY6?redirect=%2Fhome

    Requested from Safari on macOS, Dublin, Ireland at 11:18 UTC.
    If you didn't request this, you can ignore this e-mail.

    Notewell Labs Ltd, 24 Fitzwilliam Place, Dublin 2, D02 T296
    Help: https://help.notewell.example
    '''),
  html=D('''
    <html><body style="margin:0;background:#f7f7f5;font-family:-apple-system,'Segoe UI',Arial,sans-serif;color:#37352f">
    <div style="font-size:11px;text-align:center;padding:8px"><a href="https://click.notewell.example/ls/click?upn=u001.Vb0wser-2FxQ8m&amp;r=web" style="color:#9b9a97">View in browser</a></div>
    <div style="max-width:480px;margin:0 auto;background:#fff;padding:32px;border-radius:8px">
      <p style="font-size:24px;font-weight:600;margin-top:0">Sign in to Notewell</p>
      <p>Click the button below to sign in as <b>sam.adeyemi@workmail.example</b>. The link can be used once and expires in 20 minutes.</p>
      <p style="text-align:center;margin:28px 0"><a href="https://click.notewell.example/ls/click?upn=u001.Hk2mQ9xLp4RtV7bN-2FzW8cJ3eYs1aD6fG0hK5iU_3dR2a&amp;r=login" style="background:#2383e2;color:#fff;padding:12px 28px;border-radius:6px;text-decoration:none;font-weight:600">Sign in to Notewell</a></p>
      <p style="font-size:13px;color:#787774">Requested from Safari on macOS, Dublin, Ireland at 11:18 UTC. If you didn't request this, you can ignore this e-mail.</p>
    </div>
    <div style="max-width:480px;margin:0 auto;padding:16px;font-size:11px;color:#9b9a97;text-align:center">
      <a href="https://click.notewell.example/ls/click?upn=u001.Tw1tt3r-2Fnw&amp;r=x"><img src="https://cdn.notewell.example/social/x.png" width="18" alt="X"></a>
      <a href="https://click.notewell.example/ls/click?upn=u001.L1nk3d-2Fnw&amp;r=li"><img src="https://cdn.notewell.example/social/li.png" width="18" alt="LinkedIn"></a><br>
      Notewell Labs Ltd, 24 Fitzwilliam Place, Dublin 2, D02 T296<br>
      <a href="https://help.notewell.example" style="color:#9b9a97">Help</a> &middot; <a href="https://notewell.example/privacy" style="color:#9b9a97">Privacy</a>
    </div>
    <img src="https://click.notewell.example/o/u001.Op3nPx-2Fnw4418229.gif" width="1" height="1" alt="" style="display:none">
    </body></html>
    '''))

M(kind='magic_link', otp=None,
  link='https://links.chirpnest.example/ls/click?upn=aGVsbG8-2FdmVyaWZ5X2VtYWls.Qm9xNzdlMmE5&utm_source=verify&utm_medium=email',
  link_alt=['https://chirpnest.example/account/verify_email?token=c4b1f0e9a27d4e8b9f31a6c2d5e70b18&uid=88201934'],
  frm=('Chirpnest', 'verify@chirpnest.example'),
  to=('lena.m', 'lena.marsh@postmail.example'),
  date='2025-06-14 17:40:03 +0000',
  subject='Confirm your email address, @lenamarsh',
  text_cte='7bit', html_cte='quoted-printable',
  headers={'List-Unsubscribe': '<https://chirpnest.example/settings/email_unsubscribe?t=88201934-e>'},
  text=D('''
    Confirm your email address

    Hi @lenamarsh, thanks for joining Chirpnest! Please confirm that lena.marsh@postmail.example is your email address so you can reset your password if you ever need to and get updates from people you follow.

    Confirm now:
    https://chirpnest.example/account/verify_email?token=c4b1f0e9a27d4e8b9f31a6c2d5e70b18&uid=88201934

    Chirpnest, Inc. 1355 Market Street, Suite 900, San Francisco, CA 94103
    Help: https://help.chirpnest.example | Not my account: https://chirpnest.example/account/not_my_account?uid=88201934&sig=Hq2
    '''),
  html=D('''
    <html><body style="font-family:Helvetica,Arial,sans-serif;color:#0f1419">
    <table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
    <table width="440" cellpadding="0" cellspacing="0">
    <tr><td style="padding:20px 0"><img src="https://cdn.chirpnest.example/email/logo-bird.png" width="32" alt="Chirpnest"></td></tr>
    <tr><td style="font-size:24px;font-weight:bold;padding-bottom:12px">Confirm your email address</td></tr>
    <tr><td style="font-size:15px;line-height:22px">Hi @lenamarsh, thanks for joining Chirpnest! Please confirm that <b>lena.marsh@postmail.example</b> is your email address so you can reset your password if you ever need to and get updates from people you follow.</td></tr>
    <tr><td style="padding:24px 0"><a href="https://links.chirpnest.example/ls/click?upn=aGVsbG8-2FdmVyaWZ5X2VtYWls.Qm9xNzdlMmE5&amp;utm_source=verify&amp;utm_medium=email" style="background:#1d9bf0;color:#fff;padding:12px 24px;border-radius:20px;text-decoration:none;font-weight:bold">Confirm now</a></td></tr>
    <tr><td style="font-size:12px;color:#536471;padding-top:16px">Chirpnest, Inc. 1355 Market Street, Suite 900, San Francisco, CA 94103<br>
      <a href="https://help.chirpnest.example" style="color:#536471">Help</a> &middot; <a href="https://chirpnest.example/account/not_my_account?uid=88201934&amp;sig=Hq2" style="color:#536471">Not my account</a> &middot; <a href="https://chirpnest.example/settings/email_unsubscribe?t=88201934-e" style="color:#536471">Email preferences</a></td></tr>
    </table></td></tr></table>
    <img src="https://links.chirpnest.example/wf/open?upn=b3Blbi1waXhlbA-3D-3D" width="1" height="1" alt="">
    </body></html>
    '''))

M(kind='magic_link', otp=None,
  link='https://weeklysprocket.example/subscribe/confirm?s=9f2c41aa7e&e=ZGFuaWVsLnB5bmVAZnJlZW1haWwuZXhhbXBsZQ&k=Rk7tQ1xN4vB8mZ2p',
  frm=('The Weekly Sprocket', 'newsletter@weeklysprocket.example'),
  to=('daniel.pyne@freemail.example', 'daniel.pyne@freemail.example'),
  date='2025-02-09 12:00:41 +0000',
  subject='Please confirm your subscription to The Weekly Sprocket',
  html_cte='quoted-printable',
  html=D('''
    <!DOCTYPE html><html><head><meta charset="utf-8"></head>
    <body style="background:#fffdf7;font-family:Charter,Georgia,serif;color:#222">
    <div style="max-width:560px;margin:0 auto;padding:30px">
      <p style="font-size:12px;text-align:right"><a href="https://weeklysprocket.example/e/view?c=optin&amp;id=9f2c41aa7e" style="color:#999">View in browser</a></p>
      <h1 style="font-weight:normal">One click and you're in</h1>
      <p>Someone (hopefully you) signed up for <b>The Weekly Sprocket</b> &ndash; a Sunday letter about bikes, cities and the people who ride in them, read by 41,000 cyclists.</p>
      <p>To start receiving it, please confirm your address:</p>
      <p style="margin:26px 0"><a href="https://weeklysprocket.example/subscribe/confirm?s=9f2c41aa7e&amp;e=ZGFuaWVsLnB5bmVAZnJlZW1haWwuZXhhbXBsZQ&amp;k=Rk7tQ1xN4vB8mZ2p" style="background:#d94f2b;color:#fff;padding:12px 24px;text-decoration:none;font-family:Arial">Yes, subscribe me</a></p>
      <p style="font-size:14px">If you didn't sign up, just ignore this e-mail and you won't hear from us again.</p>
      <p style="font-size:14px">While you wait, here's issue #212: <a href="https://weeklysprocket.example/p/212-the-dutch-junction">The Dutch junction, explained</a>.</p>
      <p style="font-size:11px;color:#999">The Weekly Sprocket &middot; PO Box 4410, Bristol BS99 7AA &middot; <a href="https://weeklysprocket.example/privacy" style="color:#999">Privacy</a> &middot; <a href="https://weeklysprocket.example/unsubscribe?s=9f2c41aa7e" style="color:#999">Unsubscribe</a></p>
    </div>
    <img src="https://weeklysprocket.example/e/o.gif?id=9f2c41aa7e" width="1" height="1" alt="">
    </body></html>
    '''))

M(kind='magic_link', otp=None,
  link='https://app.tallyfin.example/reset-password?token=prt_5dJk2Lq9Xv0bN7mR3wZ8yC1eT6hA4sF&email=m.oconnor%40inbox.example',
  frm=('Tallyfin', 'support@tallyfin.example'),
  to=('Maeve O\'Connor', 'm.oconnor@inbox.example'),
  date='2025-05-27 22:41:16 +0100',
  subject='Reset your Tallyfin password',
  text_cte='quoted-printable', html_cte='base64',
  text=D('''
    Hi Maeve,

    We received a request to reset the password for your Tallyfin account.

    Reset your password:
    https://app.tallyfin.example/reset-password?token=prt_5dJk2Lq9Xv0bN7mR3wZ8yC1eT6hA4sF&email=m.oconnor%40inbox.example

    This link expires in 60 minutes and can only be used once. If you didn't ask for a reset, you can ignore this e-mail; your password won't change.

    Need help? Visit https://help.tallyfin.example or call +44 20 3880 4182.

    Tallyfin Ltd is authorised by the Financial Conduct Authority under the Payment Services Regulations 2017 (FRN 814402). 33 Holborn, London EC1N 2HT.
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;background:#f5f7f9;color:#17202a">
    <div style="max-width:520px;margin:0 auto;background:#fff;padding:30px">
    <p style="font-size:22px;font-weight:bold;color:#0a7c66">tallyfin</p>
    <p>Hi Maeve,</p>
    <p>We received a request to reset the password for your Tallyfin account.</p>
    <p style="text-align:center"><a href="https://app.tallyfin.example/reset-password?token=prt_5dJk2Lq9Xv0bN7mR3wZ8yC1eT6hA4sF&amp;email=m.oconnor%40inbox.example" style="background:#0a7c66;color:#fff;padding:12px 26px;text-decoration:none;border-radius:4px">Reset password</a></p>
    <p style="font-size:13px">This link expires in 60 minutes and can only be used once. If you didn't ask for a reset, you can ignore this e-mail; your password won't change.</p>
    <p style="font-size:13px"><a href="https://help.tallyfin.example">Help centre</a> &middot; +44 20 3880 4182</p>
    <p style="font-size:11px;color:#8a96a3">Tallyfin Ltd is authorised by the Financial Conduct Authority under the Payment Services Regulations 2017 (FRN 814402). 33 Holborn, London EC1N 2HT.</p>
    </div></body></html>
    '''))

M(kind='magic_link', otp=None,
  link='https://account.postbox-mail.example/security/confirm?decision=yes&evt=sgn_20250318_7fa2c9&sig=Pq8Lm2vX9kR4tZ1n',
  frm=('Postbox Mail Security', 'security-noreply@postbox-mail.example'),
  to=('Carlos Mendez', 'carlos.mendez@postbox-mail.example'),
  date='2025-03-18 06:12:09 +0100',
  subject='New sign-in to your Postbox account from Firefox on Linux',
  text_cte='quoted-printable', html_cte='quoted-printable',
  text=D('''
    New sign-in to your account

    carlos.mendez@postbox-mail.example

    Device:    Firefox 123 on Linux
    Location:  Madrid, Spain (approximate, IP 192.0.2.118)
    Time:      Tuesday 18 March 2025, 06:11 CET

    Was this you?
    Yes, it was me: https://account.postbox-mail.example/security/confirm?decision=yes&evt=sgn_20250318_7fa2c9&sig=Pq8Lm2vX9kR4tZ1n
    No, secure my account: https://account.postbox-mail.example/security/confirm?decision=no&evt=sgn_20250318_7fa2c9&sig=Pq8Lm2vX9kR4tZ1n

    Until you confirm, this device can read mail but can't change settings or forwarding rules.

    Postbox Mail AG, Bahnhofstrasse 12, 8001 Zurich, Switzerland
    '''),
  html=D('''
    <html><body style="font-family:'Open Sans',Arial,sans-serif;color:#222;background:#eef1f4">
    <div style="max-width:520px;margin:0 auto;background:#fff;padding:28px">
    <p style="font-size:20px;font-weight:bold">New sign-in to your account</p>
    <p style="color:#555">carlos.mendez@postbox-mail.example</p>
    <table cellpadding="5" style="font-size:14px">
      <tr><td style="color:#777">Device</td><td>Firefox 123 on Linux</td></tr>
      <tr><td style="color:#777">Location</td><td>Madrid, Spain (approximate, IP 192.0.2.118)</td></tr>
      <tr><td style="color:#777">Time</td><td>Tuesday 18 March 2025, 06:11 CET</td></tr>
    </table>
    <p style="font-weight:bold">Was this you?</p>
    <p><a href="https://account.postbox-mail.example/security/confirm?decision=yes&amp;evt=sgn_20250318_7fa2c9&amp;sig=Pq8Lm2vX9kR4tZ1n" style="background:#2e7d32;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px">Yes, it was me</a>
       &nbsp; <a href="https://account.postbox-mail.example/security/confirm?decision=no&amp;evt=sgn_20250318_7fa2c9&amp;sig=Pq8Lm2vX9kR4tZ1n" style="background:#c62828;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px">No, secure my account</a></p>
    <p style="font-size:13px;color:#555">Until you confirm, this device can read mail but can't change settings or forwarding rules.</p>
    <p style="font-size:11px;color:#999">Postbox Mail AG, Bahnhofstrasse 12, 8001 Zurich, Switzerland &middot; <a href="https://postbox-mail.example/help/security" style="color:#999">Security help</a></p>
    </div></body></html>
    '''))

M(kind='magic_link', otp=None,
  link='https://www.services.gov.example/account/unlock?ref=UL-2025-0316-88412&t=Z2hWm7p0Q4kLx9Ns3Rb1vTy6',
  frm=('MyGov Services', 'do-not-reply@services.gov.example'),
  to=('Aled Jones', 'aled.jones@homemail.example'),
  date='2025-03-16 19:55:27 +0000',
  subject='Your MyGov Services account has been locked',
  text_cte='7bit', html_cte='7bit',
  text=D('''
    Dear Aled Jones,

    Your MyGov Services account has been locked because the wrong password was entered 5 times on 16 March 2025 between 19:41 and 19:54.

    To unlock your account, use this link within 24 hours:
    https://www.services.gov.example/account/unlock?ref=UL-2025-0316-88412&t=Z2hWm7p0Q4kLx9Ns3Rb1vTy6

    You'll then be asked to set a new password. Your saved applications (including your passport renewal, reference PR-771-0042-9) are not affected.

    If you did not try to sign in, please unlock your account and change your password as soon as possible.

    MyGov Services Helpdesk: 0300 123 4410 (Monday to Friday 8am to 6pm)
    This is an automated e-mail from a government service. Do not reply.
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;font-size:16px;color:#0b0c0c">
    <div style="background:#0b0c0c;color:#fff;padding:12px 20px;font-weight:bold">MyGov Services</div>
    <div style="max-width:580px;padding:20px">
    <p>Dear Aled Jones,</p>
    <p>Your MyGov Services account has been locked because the wrong password was entered 5 times on 16 March 2025 between 19:41 and 19:54.</p>
    <p>To unlock your account, use this link within 24 hours:</p>
    <p><a href="https://www.services.gov.example/account/unlock?ref=UL-2025-0316-88412&amp;t=Z2hWm7p0Q4kLx9Ns3Rb1vTy6">https://www.services.gov.example/account/unlock?ref=UL-2025-0316-88412&amp;t=Z2hWm7p0Q4kLx9Ns3Rb1vTy6</a></p>
    <p>You'll then be asked to set a new password. Your saved applications (including your passport renewal, reference PR-771-0042-9) are not affected.</p>
    <p>If you did not try to sign in, please unlock your account and change your password as soon as possible.</p>
    <p style="font-size:14px">MyGov Services Helpdesk: 0300 123 4410 (Monday to Friday 8am to 6pm)<br>This is an automated e-mail from a government service. Do not reply.</p>
    </div></body></html>
    '''))

M(kind='reset_in_code_mail', otp='284730', shown='284 730', link=None,
  frm=('Snapfolio', 'no-reply@snapfolio.example'),
  to=('Zoe Patterson', 'zoe.patterson@mailbox.example'),
  date='2025-04-28 20:07:33 +0100',
  subject='Snapfolio login code',
  text_cte='quoted-printable', html_cte='quoted-printable',
  text=D('''
    Hi Zoe,

    Your Snapfolio login code is 284 730.

    Enter it on the login screen to access your 3 albums and 1,204 photos. The code expires in 10 minutes.

    Not you? Someone may know your password. Reset your password here: https://www.snapfolio.example/account/password/reset?u=zoe.patterson&src=otp_mail

    Snapfolio, 71 Shoreditch High St, London E1 6JJ
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;color:#262626">
    <div style="max-width:460px;margin:0 auto;padding:24px;text-align:center">
    <p style="font-size:24px;font-family:'Brush Script MT',cursive">Snapfolio</p>
    <p>Hi Zoe,</p>
    <p>Your Snapfolio login code is</p>
    <p style="font-size:32px;font-weight:bold;letter-spacing:2px">284 730</p>
    <p style="font-size:13px;color:#737373">Enter it on the login screen to access your 3 albums and 1,204 photos. The code expires in 10 minutes.</p>
    <p style="font-size:13px">Not you? <a href="https://www.snapfolio.example/account/password/reset?u=zoe.patterson&amp;src=otp_mail">Reset your password</a></p>
    <p style="font-size:11px;color:#aaa">Snapfolio, 71 Shoreditch High St, London E1 6JJ</p>
    </div></body></html>
    '''))

M(kind='reset_in_code_mail', otp='39281', link=None,
  frm=('Fablehouse Books', 'accounts@fablehouse.example'),
  to=('Ruth Abernathy', 'ruth.abernathy@webmail.example'),
  date='2024-11-29 07:50:02 -0500',
  subject='Your Fablehouse verification code',
  html_cte='quoted-printable', text_cte='7bit',
  text=D('''
    Hello Ruth,

    Use verification code 39281 to sign in to Fablehouse on your Kindle-compatible reader or at fablehouse.example.

    This code expires in 15 minutes.

    Didn't try to sign in? Secure your account: https://www.fablehouse.example/account/secure?rid=4f8e2a91&from=code

    Black Friday: 3 e-books for $20 this weekend only.

    Fablehouse Books LLC, 240 Newbury St, Boston, MA 02116
    '''),
  html=D('''
    <html><body style="font-family:Baskerville,Georgia,serif;color:#30261c;background:#faf6ef">
    <div style="max-width:520px;margin:0 auto;background:#fff;padding:28px">
    <p style="font-size:22px">Fablehouse</p>
    <p>Hello Ruth,</p>
    <p>Use verification code <b style="font-size:22px;font-family:Arial">39281</b> to sign in to Fablehouse on your reader or at fablehouse.example.</p>
    <p style="font-size:14px">This code expires in 15 minutes.</p>
    <p style="font-size:14px">Didn't try to sign in? <a href="https://www.fablehouse.example/account/secure?rid=4f8e2a91&amp;from=code">Secure your account</a></p>
    <p style="background:#30261c;color:#faf6ef;padding:12px;text-align:center;font-family:Arial">Black Friday: 3 e-books for $20 &middot; <a href="https://www.fablehouse.example/deals/bf" style="color:#ffd479">Browse deals</a></p>
    <p style="font-size:11px;color:#999">Fablehouse Books LLC, 240 Newbury St, Boston, MA 02116</p>
    </div></body></html>
    '''))

M(kind='booking_ref', otp='615204', shown='615 204',
  frm=('Aurora Nordic Airlines', 'noreply@aurora-nordic.example'),
  to=('Ingrid Solberg', 'ingrid.solberg@nordmail.example'),
  date='2025-06-20 05:33:48 +0200',
  subject='Your one-time code for Manage My Booking',
  text_cte='8bit', html_cte='quoted-printable',
  text=D('''
    Hello Ingrid,

    You're signing in to Manage My Booking for:

    Booking reference: PQ4T7Z
    Flight AN 317, Oslo (OSL) – Tromsø (TOS), Sunday 22 June 2025, 07:40–09:35

    Your one-time code: 615 204

    The code is valid for 10 minutes. Don't share it — Aurora Nordic will never ask for it by phone.

    Aurora Nordic Airlines ASA · Oksenøyveien 3, 1366 Lysaker, Norway · Org. no. 965 920 358 · +47 21 49 00 15
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;color:#0a2540;background:#e8f0f8">
    <div style="max-width:540px;margin:0 auto;background:#fff;padding:26px">
    <p style="font-size:20px;color:#d7263d;font-weight:bold">AURORA NORDIC</p>
    <p>Hello Ingrid,</p>
    <p>You're signing in to Manage My Booking for:</p>
    <p style="background:#f2f6fa;padding:12px;font-size:14px">Booking reference <b>PQ4T7Z</b><br>Flight AN 317 &middot; Oslo (OSL) &ndash; Troms&oslash; (TOS)<br>Sunday 22 June 2025, 07:40&ndash;09:35</p>
    <p>Your one-time code:</p>
    <p style="font-size:30px;letter-spacing:4px;font-weight:bold">615 204</p>
    <p style="font-size:13px;color:#555">The code is valid for 10 minutes. Don't share it &ndash; Aurora Nordic will never ask for it by phone.</p>
    <p style="font-size:11px;color:#8899aa">Aurora Nordic Airlines ASA &middot; Oksen&oslash;yveien 3, 1366 Lysaker, Norway &middot; Org. no. 965 920 358 &middot; +47 21 49 00 15</p>
    </div></body></html>
    '''))

M(kind='booking_ref', otp='8053',
  frm=('Stayloft', 'hello@stayloft.example'),
  to=('Mei Chen', 'mei.chen@inbox.example'),
  date='2025-07-08 14:26:11 +0800',
  subject='Verify your e-mail to see your Stayloft trips',
  text_cte='base64', html_cte='base64',
  text=D('''
    Hi Mei,

    To link your booking to your new Stayloft account, enter this verification code in the app:

    8053

    Upcoming stay: Stayloft Tanjong Pagar, 1-4 August 2025 (3 nights), confirmation no. 4471920, room 1 x Loft King.

    The code expires in 10 minutes. If you didn't create an account, ignore this e-mail.

    Stayloft Hospitality Pte. Ltd., 10 Anson Road, #22-02, Singapore 079903. UEN 201922841K.
    '''),
  html=D('''
    <html><body style="font-family:Poppins,Arial,sans-serif;color:#1c1c1c">
    <div style="max-width:500px;margin:0 auto;padding:26px">
    <p style="font-size:22px;font-weight:bold;color:#ff5a36">stayloft</p>
    <p>Hi Mei,</p>
    <p>To link your booking to your new Stayloft account, enter this verification code in the app:</p>
    <p style="font-size:36px;font-weight:bold;letter-spacing:10px;text-align:center;background:#fff1ec;padding:14px">8053</p>
    <p style="font-size:14px">Upcoming stay: <b>Stayloft Tanjong Pagar</b>, 1&ndash;4 August 2025 (3 nights), confirmation no. 4471920, 1 &times; Loft King.</p>
    <p style="font-size:13px;color:#666">The code expires in 10 minutes. If you didn't create an account, ignore this e-mail.</p>
    <p style="font-size:11px;color:#999">Stayloft Hospitality Pte. Ltd., 10 Anson Road, #22-02, Singapore 079903. UEN 201922841K.</p>
    </div></body></html>
    '''))

M(kind='code_and_link', otp='482913',
  link='https://www.tradepost.example/verify-email?uid=5520917&code=482913&sig=7b1f9e04c2aa',
  frm=('Tradepost', 'members@tradepost.example'),
  to=('Ryan Fletcher', 'ryan.fletcher@mailhub.example'),
  date='2025-05-04 16:09:50 +0100',
  subject='Verify your e-mail to start selling on Tradepost',
  text_cte='quoted-printable', html_cte='quoted-printable',
  text=D('''
    Hi Ryan,

    Welcome to Tradepost! Before you list your first item, please verify your e-mail address.

    Enter this code: 482913

    Or open this link:
    https://www.tradepost.example/verify-email?uid=5520917&code=482913&sig=7b1f9e04c2aa

    Seller fees: 5% of the final price (min. £0.30). Payouts every Tuesday to your bank account.

    Tradepost Marketplace Ltd, 9 Castle Street, Edinburgh EH2 3AH. Company SC604412.
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;color:#242424">
    <div style="max-width:540px;margin:0 auto;padding:24px;border:1px solid #e5e5e5">
    <p style="font-size:22px;font-weight:bold;color:#09864a">Tradepost</p>
    <p>Hi Ryan,</p>
    <p>Welcome to Tradepost! Before you list your first item, please verify your e-mail address.</p>
    <p>Enter this code:</p>
    <p style="font-size:28px;font-weight:bold;letter-spacing:3px">482913</p>
    <p>or</p>
    <p><a href="https://www.tradepost.example/verify-email?uid=5520917&amp;code=482913&amp;sig=7b1f9e04c2aa" style="background:#09864a;color:#fff;padding:11px 22px;text-decoration:none;border-radius:22px">Verify e-mail</a></p>
    <p style="font-size:13px;color:#666">Seller fees: 5% of the final price (min. &pound;0.30). Payouts every Tuesday.</p>
    <p style="font-size:11px;color:#999">Tradepost Marketplace Ltd, 9 Castle Street, Edinburgh EH2 3AH. Company SC604412. <a href="https://www.tradepost.example/help">Help</a> &middot; <a href="https://www.tradepost.example/email-preferences">E-mail preferences</a></p>
    </div></body></html>
    '''))

M(kind='standard_code', otp='604552',
  frm=('Fernway Rail', 'accounts@fernwayrail.example'),
  to=('Chris Doyle', 'chris.doyle@postbox.example'),
  date='2025-01-21 07:12:40 +0000',
  subject='Fernway Rail sign-in code',
  text_cte='7bit',
  text=D('''
    Your Fernway Rail sign-in code is 604552

    Enter it in the Fernway app or on fernwayrail.example to finish signing in. It expires in 10 minutes.

    If you didn't try to sign in, you don't need to do anything.

    Fernway Rail Limited, 2nd Floor, Station House, Station Approach, York YO24 1AB
    Registered in England and Wales no. 04410233
    '''))

M(kind='standard_code', otp='40918273',
  frm=('Carrow University Identity', 'mfa@idm.carrow.ac.example'),
  to=('Prof. Helen Marsh', 'h.marsh@carrow.ac.example'),
  date='2025-02-03 08:55:06 +0000',
  subject='Carrow University: verification code for your sign-in',
  html_cte='quoted-printable', text_cte='quoted-printable',
  text=D('''
    Carrow University - Identity and Access Management

    Staff ID: 0044182
    Service:  Student Records (SITS) - https://records.carrow.ac.example
    Time:     03/02/2025 08:55 GMT

    Verification code: 40918273

    Type the 8-digit code into the sign-in page. It is valid for 5 minutes.

    If you did not request this, contact the IT Service Desk on 01603 592 700 or servicedesk@carrow.ac.example.

    Carrow University, Norwich Research Park, Norwich NR4 7TJ
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1e1e1e">
    <table width="560" cellpadding="10" cellspacing="0" style="border:1px solid #c8c8c8">
    <tr><td colspan="2" style="background:#6a1b4d;color:#fff;font-weight:bold">Carrow University &ndash; Identity and Access Management</td></tr>
    <tr><td style="width:150px;color:#666">Staff ID</td><td>0044182</td></tr>
    <tr><td style="color:#666">Service</td><td>Student Records (SITS)</td></tr>
    <tr><td style="color:#666">Time</td><td>03/02/2025 08:55 GMT</td></tr>
    <tr><td style="color:#666">Verification code</td><td style="font-size:22px;font-weight:bold;font-family:'Courier New',monospace">40918273</td></tr>
    <tr><td colspan="2">Type the 8-digit code into the sign-in page. It is valid for 5 minutes.<br><br>
    If you did not request this, contact the IT Service Desk on 01603 592 700.</td></tr>
    <tr><td colspan="2" style="font-size:11px;color:#888">Carrow University, Norwich Research Park, Norwich NR4 7TJ</td></tr>
    </table></body></html>
    '''))

M(kind='standard_code', otp='205318', shown='205-318',
  frm=('Vehicle Licensing Online', 'no-reply@vehicle-licensing.gov.example'),
  to=('Ahmed Karim', 'ahmed.karim@webmail.example'),
  date='2025-06-09 13:37:14 +0100',
  subject='Your security code to tax a vehicle',
  text_cte='base64',
  text=D('''
    Vehicle Licensing Online

    Your security code is 205-318

    Use this code to continue taxing vehicle KX19 ORB. The code will expire in 15 minutes.

    Vehicle tax due: 1 July 2025
    Amount: 12 monthly Direct Debit payments of GBP 16.63, or GBP 190.00 for 12 months

    Do not share this code. If you did not ask for it, you do not need to do anything.

    Vehicle Licensing Contact Centre: 0300 790 6802
    Monday to Friday, 8am to 7pm; Saturday, 8am to 2pm
    '''))

M(kind='standard_code', otp='3196',
  frm=('Greenleaf Pharmacy', 'prescriptions@greenleafpharmacy.example'),
  to=('Doreen Walsh', 'doreen.walsh@homemail.example'),
  date='2025-03-25 10:04:29 +0000',
  subject='Your Greenleaf Pharmacy code',
  text_cte='8bit', html_cte='quoted-printable',
  text=D('''
    Dear Doreen,

    Your Greenleaf Pharmacy code is 3196.

    Enter it in the app to see your repeat prescription (order RX-55310, 2 items, ready for collection from Greenleaf Pharmacy Wells Road from Thursday 27 March).

    This code expires in 10 minutes.

    Greenleaf Pharmacy · 118 Wells Road, Bath BA2 3AL · 01225 960 441 · GPhC reg. 1118204
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;color:#1b3a2b">
    <div style="max-width:500px;margin:0 auto;padding:22px;border-top:6px solid #3aaa35">
    <p>Dear Doreen,</p>
    <p>Your Greenleaf Pharmacy code is <b style="font-size:24px">3196</b>.</p>
    <p>Enter it in the app to see your repeat prescription (order RX-55310, 2 items, ready for collection from Greenleaf Pharmacy Wells Road from Thursday 27 March).</p>
    <p style="font-size:13px;color:#666">This code expires in 10 minutes.</p>
    <p style="font-size:11px;color:#999">Greenleaf Pharmacy &middot; 118 Wells Road, Bath BA2 3AL &middot; 01225 960 441 &middot; GPhC reg. 1118204</p>
    </div></body></html>
    '''))

M(kind='lowercase_alnum', otp='hz5w2r',
  frm=('Murmur', 'noreply@murmur-chat.example'),
  to=('Theo Laurent', 'theo.laurent@fastmail.example'),
  date='2025-04-01 23:48:02 +0200',
  subject='Your Murmur confirmation code',
  html_cte='quoted-printable',
  html=D('''
    <html><body style="font-family:'Inter',Arial,sans-serif;background:#fafafa;color:#1d1c1d">
    <div style="max-width:520px;margin:0 auto;background:#fff;padding:32px;border-radius:8px">
    <p style="font-size:20px;font-weight:800">murmur</p>
    <h2>Confirm your email address</h2>
    <p>Your confirmation code is below &mdash; enter it in your open browser window and we'll help you get signed in to <b>lumen-collective.murmur-chat.example</b>.</p>
    <div style="background:#f4ede4;padding:24px;text-align:center;font-size:30px;letter-spacing:6px;font-family:Menlo,monospace">hz5w2r</div>
    <p style="font-size:14px;color:#616061">If you didn't request this email, there's nothing to worry about &mdash; you can safely ignore it.</p>
    <p style="font-size:11px;color:#9a9a9a"><a href="https://murmur-chat.example/blog" style="color:#9a9a9a">Our blog</a> &middot; <a href="https://murmur-chat.example/legal" style="color:#9a9a9a">Policies</a> &middot; <a href="https://murmur-chat.example/help" style="color:#9a9a9a">Help center</a><br>
    Murmur Technologies, 500 Howard Street, San Francisco, CA 94105</p>
    </div></body></html>
    '''))

M(kind='code_and_link', otp='7291',
  link='https://forkful.example/auth/email-link?t=fk_live_Lm9Qz2Xw8Rb4Tn6Vp1Ks3Hd7&device=ios&rid=88f0c2',
  frm=('Forkful', 'hello@forkful.example'),
  to=('Sara Lindgren', 'sara.lindgren@mailbox.example'),
  date='2025-06-06 19:02:15 +0100',
  subject='Tap to log in to Forkful',
  text_cte='quoted-printable', html_cte='quoted-printable',
  text=D('''
    Hungry? Let's get you logged in.

    Tap the link on this phone to log in to Forkful:
    https://forkful.example/auth/email-link?t=fk_live_Lm9Qz2Xw8Rb4Tn6Vp1Ks3Hd7&device=ios&rid=88f0c2

    On another device? Enter this code instead: 7291

    Your last order: #FK-3318204, Pho Saigon, £23.40, delivered 4 June at 19:52.
    Use code FREEDEL for free delivery on orders over £15 this weekend.

    Forkful Ltd, 1 Angel Court, London EC2R 7HJ · Help: https://forkful.example/help
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;color:#2d2d2d;background:#fff8f1">
    <div style="max-width:460px;margin:0 auto;padding:26px;text-align:center">
    <p style="font-size:26px;font-weight:bold;color:#ff4f1f">forkful</p>
    <h2>Hungry? Let's get you logged in.</h2>
    <p><a href="https://forkful.example/auth/email-link?t=fk_live_Lm9Qz2Xw8Rb4Tn6Vp1Ks3Hd7&amp;device=ios&amp;rid=88f0c2" style="background:#ff4f1f;color:#fff;padding:14px 30px;border-radius:28px;text-decoration:none;font-weight:bold">Log in to Forkful</a></p>
    <p style="font-size:14px">On another device? Enter this code instead:</p>
    <p style="font-size:32px;font-weight:bold;letter-spacing:8px">7291</p>
    <p style="font-size:12px;color:#777">Your last order: #FK-3318204, Pho Saigon, &pound;23.40, delivered 4 June at 19:52.<br>Use code <b>FREEDEL</b> for free delivery on orders over &pound;15 this weekend.</p>
    <p style="font-size:11px;color:#aaa">Forkful Ltd, 1 Angel Court, London EC2R 7HJ &middot; <a href="https://forkful.example/help" style="color:#aaa">Help</a> &middot; <a href="https://forkful.example/unsubscribe?u=sl-88f0c2" style="color:#aaa">Unsubscribe from offers</a></p>
    </div></body></html>
    '''))

M(kind='magic_link', otp=None,
  link='https://app.gridcar.example/email/confirm/6b0d2f8e-4a71-4c39-9e15-0f7d3a28c4b6?exp=1741953600&sig=mF9sQ2',
  frm=('Gridcar', 'welcome@gridcar.example'),
  to=('Jonas Meyer', 'jonas.meyer@netmail.example'),
  date='2025-03-13 12:40:00 +0100',
  subject='Confirm your e-mail address – then verify your licence',
  text_cte='8bit', html_cte='quoted-printable',
  text=D('''
    Welcome to Gridcar, Jonas!

    Step 1 of 3: confirm your e-mail address
    https://app.gridcar.example/email/confirm/6b0d2f8e-4a71-4c39-9e15-0f7d3a28c4b6?exp=1741953600&sig=mF9sQ2

    Step 2: verify your driving licence in the app (takes about 3 minutes; have your licence and ID card ready).
    Step 3: add a payment method.

    Your welcome credit of €10 is valid until 13.04.2025 for trips in Hamburg, Munich and Cologne.

    Gridcar Mobility GmbH · Am Sandtorkai 50 · 20457 Hamburg · HRB 166102 · support@gridcar.example · +49 40 6094 1180
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;color:#0f172a">
    <div style="max-width:540px;margin:0 auto;padding:24px">
    <p style="font-size:22px;font-weight:bold;color:#16a34a">gridcar</p>
    <h2>Welcome to Gridcar, Jonas!</h2>
    <ol style="font-size:15px;line-height:24px">
      <li><b>Confirm your e-mail address</b> &larr; you are here</li>
      <li>Verify your driving licence in the app (about 3 minutes)</li>
      <li>Add a payment method</li>
    </ol>
    <p><a href="https://app.gridcar.example/email/confirm/6b0d2f8e-4a71-4c39-9e15-0f7d3a28c4b6?exp=1741953600&amp;sig=mF9sQ2" style="background:#16a34a;color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none">Confirm e-mail address</a></p>
    <p style="font-size:14px">Your welcome credit of &euro;10 is valid until 13.04.2025 for trips in Hamburg, Munich and Cologne.</p>
    <p><a href="https://gridcar.example/app"><img src="https://cdn.gridcar.example/badges/appstore.png" alt="Download on the App Store" width="120"></a> <a href="https://gridcar.example/app/android"><img src="https://cdn.gridcar.example/badges/googleplay.png" alt="Get it on Google Play" width="120"></a></p>
    <p style="font-size:11px;color:#64748b">Gridcar Mobility GmbH &middot; Am Sandtorkai 50 &middot; 20457 Hamburg &middot; HRB 166102 &middot; +49 40 6094 1180 &middot; <a href="https://gridcar.example/privacy">Privacy</a> &middot; <a href="https://gridcar.example/imprint">Imprint</a></p>
    </div></body></html>
    '''))

M(kind='magic_link', otp=None,
  link='https://forum.homebrewersguild.example/users/activate/a91c7d3e5f20b8846e1d?uid=20931',
  frm=("Homebrewers' Guild Forum", 'admin@forum.homebrewersguild.example'),
  to=('hopsandbarley77', 'liam.byrne77@freemail.example'),
  date='2024-12-02 21:30:55 +0000',
  subject="[Homebrewers' Guild] Please activate your account",
  html_cte='7bit',
  html=D('''
    <html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#333">
    <p>Hello hopsandbarley77,</p>
    <p>Thanks for registering at the Homebrewers' Guild forum. Before you can post in the Recipes, Kit &amp; Equipment and Swap Shop boards, please activate your account by clicking the link below:</p>
    <p><a href="https://forum.homebrewersguild.example/users/activate/a91c7d3e5f20b8846e1d?uid=20931">Activate my account</a></p>
    <p>Your username: hopsandbarley77<br>Member number: 20931</p>
    <p>Please read the <a href="https://forum.homebrewersguild.example/rules">forum rules</a> before posting. Our next online meetup is Thursday 12 December at 20:00 GMT (kveik special!).</p>
    <p>Cheers,<br>The Homebrewers' Guild admin team</p>
    <hr>
    <p style="font-size:10px;color:#999">You received this e-mail because someone registered at forum.homebrewersguild.example with this address. If it wasn't you, ignore this message and the registration will be deleted after 7 days.</p>
    </body></html>
    '''))

M(kind='uppercase_alnum', otp='Q7M2K9XD',
  frm=('Ledgerbay', 'no-reply@ledgerbay.example'),
  to=('Kwame Boateng', 'kwame.boateng@protonic.example'),
  date='2025-05-12 03:14:27 +0000',
  subject='[Ledgerbay] New device sign-in verification',
  text_cte='quoted-printable', html_cte='quoted-printable',
  text=D('''
    New device sign-in

    We detected a sign-in attempt from a new device:

    Device: Chrome 124 / Windows 10
    IP: 198.51.100.77 (Accra, GH)
    Time: 2025-05-12 03:14:11 (UTC)

    Your verification code: Q7M2K9XD

    This code will expire in 30 minutes. Ledgerbay staff will never ask for your code, password or 2FA codes.

    Anti-phishing code: TIGERLILY (this phrase appears in every genuine Ledgerbay e-mail)

    Risk warning: cryptocurrency trading is subject to high market risk.
    Ledgerbay Ltd, 2 Marina Boulevard, Level 14, Gibraltar GX11 1AA
    '''),
  html=D('''
    <html><body style="font-family:Arial,sans-serif;background:#0b0e11;color:#eaecef">
    <div style="max-width:560px;margin:0 auto;padding:26px;background:#181a20">
    <p style="color:#f0b90b;font-weight:bold;font-size:20px">LEDGERBAY</p>
    <p style="font-size:12px;color:#848e9c">Anti-phishing code: <b style="color:#eaecef">TIGERLILY</b></p>
    <h2>New device sign-in</h2>
    <p>We detected a sign-in attempt from a new device:</p>
    <p style="font-size:14px;color:#b7bdc6">Device: Chrome 124 / Windows 10<br>IP: 198.51.100.77 (Accra, GH)<br>Time: 2025-05-12 03:14:11 (UTC)</p>
    <p>Your verification code:</p>
    <p style="font-size:30px;color:#f0b90b;letter-spacing:4px;font-weight:bold">Q7M2K9XD</p>
    <p style="font-size:13px;color:#848e9c">This code will expire in 30 minutes. Ledgerbay staff will never ask for your code, password or 2FA codes.</p>
    <p style="font-size:11px;color:#5e6673">Risk warning: cryptocurrency trading is subject to high market risk.<br>Ledgerbay Ltd, 2 Marina Boulevard, Level 14, Gibraltar GX11 1AA &middot; <a href="https://www.ledgerbay.example/support" style="color:#5e6673">Support</a></p>
    </div></body></html>
    '''))


# ===================== Building ===========================================

CTE_CYCLE = ['quoted-printable', '7bit', 'base64', '8bit']
ALLOWED_TLDS = ('.example', '.test', '.invalid')


def _addr(t):
    return Address(display_name=t[0], addr_spec=t[1])


def _cte(requested, content, n):
    cte = requested or CTE_CYCLE[n % len(CTE_CYCLE)]
    if cte == '7bit' and not content.isascii():
        cte = '8bit'
    return cte


def build_message(m, n):
    msg = EmailMessage()
    msg['From'] = _addr(m['frm'])
    msg['To'] = _addr(m['to'])
    msg['Subject'] = m['subject']
    dt = datetime.strptime(m['date'], '%Y-%m-%d %H:%M:%S %z')
    msg['Date'] = format_datetime(dt)
    domain = m['frm'][1].split('@', 1)[1]
    digest = hashlib.sha1((m['subject'] + m['date']).encode()).hexdigest()
    msg['Message-ID'] = '<%s.%s@%s>' % (dt.strftime('%Y%m%d%H%M%S'), digest[:16], domain)
    for k, v in (m.get('headers') or {}).items():
        msg[k] = v
    text, html = m.get('text'), m.get('html')
    img = m.get('image')
    if text is not None:
        msg.set_content(text, cte=_cte(m.get('text_cte'), text, n))
        if html is not None:
            msg.add_alternative(html, subtype='html', cte=_cte(m.get('html_cte'), html, n + 1))
            html_part = msg.get_payload()[1]
        else:
            html_part = None
    else:
        msg.set_content(html, subtype='html', cte=_cte(m.get('html_cte'), html, n))
        html_part = msg
    if img:
        if html_part is None:
            raise ValueError('image without html')
        data = png(img['w'], img['h'], img['rgb'], img.get('stripe'))
        html_part.add_related(data, 'image', 'png', cid='<%s>' % img['cid'],
                              disposition='inline', filename=img.get('name', 'image.png'))
    return msg


# ===================== Validation =========================================

class Collector(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.data, self.srcs = [], [], [], []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if v is None:
                continue
            if k == 'href':
                self.hrefs.append(v)
            elif k == 'alt' and v:
                self.alts.append(v)
            elif k == 'src':
                self.srcs.append(v)

    def handle_data(self, d):
        self.data.append(d)


SEPARATORS = re.compile(r'[\s\-\u00a0\u2009\u2011\u2013\u00b7.]')


def validate(path, m):
    errs = []
    with open(path, 'rb') as f:
        raw = f.read()
    msg = BytesParser(policy=policy.default).parsebytes(raw)
    for part in msg.walk():
        if part.defects:
            errs.append('defects in %s: %r' % (part.get_content_type(), part.defects))
        for name, value in part.items():
            d = getattr(value, 'defects', None)
            if d:
                errs.append('header %s defects: %r' % (name, d))
    subject = str(msg['subject'])
    if subject != m['subject']:
        errs.append('subject round-trip mismatch')
    texts, htmls, hrefs, alts, stripped, srcs = [], [], [], [], [], []
    for part in msg.walk():
        ct = part.get_content_type()
        if ct == 'text/plain':
            texts.append(part.get_content())
        elif ct == 'text/html':
            h = part.get_content()
            htmls.append(h)
            c = Collector()
            c.feed(h)
            c.close()
            hrefs += c.hrefs
            alts += c.alts
            srcs += c.srcs
            stripped.append(''.join(c.data))
        elif ct == 'image/png':
            if not part.get_content().startswith(b'\x89PNG'):
                errs.append('bad png')
    if (m.get('text') is not None) != bool(texts):
        errs.append('text part missing/unexpected')
    if (m.get('html') is not None) != bool(htmls):
        errs.append('html part missing/unexpected')
    body = texts + htmls + stripped + alts
    corpus = [subject] + body

    otp = m.get('otp')
    if otp is not None:
        shown = m.get('shown', otp)
        if not any(shown in c for c in corpus):
            errs.append('code %r (shown %r) not found in content' % (otp, shown))
        norm = SEPARATORS.sub('', shown)
        if not (norm == otp or (norm.endswith(otp) and norm[:-len(otp)].isalpha())):
            errs.append('shown %r does not normalise to label %r' % (shown, otp))
        if not (4 <= len(otp) <= 8 and otp.isalnum()):
            errs.append('code label %r not 4-8 alnum chars' % otp)
        if m['kind'] == 'subject_only' and any(otp in c for c in body):
            errs.append('subject_only code also appears in body')
        if m['kind'] == 'alt_text_only':
            if any(otp in c for c in texts + stripped):
                errs.append('alt_text_only code appears outside alt text')
            if not any(otp in a for a in alts):
                errs.append('alt_text_only code not in alt')
    link = m.get('link')
    if link is not None:
        if link not in hrefs:
            errs.append('link not found as href: %s' % link)
        for alt in m.get('link_alt') or []:
            if alt not in hrefs and not any(alt in c for c in texts + htmls + stripped):
                errs.append('link_alt not found: %s' % alt)
    elif m.get('link_alt'):
        errs.append('link_alt without link')

    # every URL and address must use a reserved domain
    urls = re.findall(r'https?://[^\s"\'<>)]+', '\n'.join(texts + htmls)) + hrefs + srcs
    for u in urls:
        if u.startswith(('cid:', 'mailto:')):
            continue
        host = re.match(r'https?://([^/?#:]+)', u)
        if host and not host.group(1).lower().endswith(ALLOWED_TLDS):
            errs.append('non-reserved domain in URL: %s' % u)
    for hdr in ('from', 'to', 'reply-to'):
        if msg[hdr]:
            for a in msg[hdr].addresses:
                if not a.domain.lower().endswith(ALLOWED_TLDS):
                    errs.append('non-reserved address domain: %s' % a.addr_spec)
    for addr in re.findall(r'[\w.+-]+@([\w-]+(?:\.[\w-]+)+)', '\n'.join(texts + htmls)):
        if not addr.lower().endswith(ALLOWED_TLDS):
            errs.append('non-reserved e-mail domain in body: %s' % addr)
    return errs


REQUIRED_KINDS = {
    'username_digits', 'booking_ref', 'newsletter_numbers', 'new_and_old_code',
    'several_codes', 'prefix_code', 'lowercase_alnum', 'reset_in_code_mail',
    'no_code_word', 'subject_only', 'alt_text_only', 'magic_link',
    'phone_and_dates', 'decoy_codes',
}


def main():
    # remove earlier outputs of this script only
    for fn in os.listdir(OUT):
        if re.fullmatch(PREFIX + r'-\d{4}\.eml', fn):
            os.remove(os.path.join(OUT, fn))
    labels, problems = [], []
    family_counter = {}
    for i, m in enumerate(MESSAGES, 1):
        fn = '%s-%04d.eml' % (PREFIX, i)
        msg = build_message(m, i)
        data = msg.as_bytes(policy=policy.default)
        path = os.path.join(OUT, fn)
        with open(path, 'wb') as f:
            f.write(data)
        for e in validate(path, m):
            problems.append('%s: %s' % (fn, e))
        family_counter[m['kind']] = family_counter.get(m['kind'], 0) + 1
        rec = {'file': fn, 'otp': m.get('otp'), 'link': m.get('link'),
               'kind': m['kind'], 'lang': LANG,
               'family': '%s-%s-%02d' % (PREFIX, m['kind'], family_counter[m['kind']])}
        if m.get('link_alt'):
            rec['link_alt'] = list(m['link_alt'])
        labels.append(rec)

    # set-level checks
    if len(MESSAGES) != 60:
        problems.append('expected 60 messages, got %d' % len(MESSAGES))
    missing = REQUIRED_KINDS - {m['kind'] for m in MESSAGES}
    if missing:
        problems.append('kinds not covered: %s' % sorted(missing))
    senders = [m['frm'][1] for m in MESSAGES]
    dup = {s for s in senders if senders.count(s) > 1}
    if dup:
        problems.append('repeated sender addresses: %s' % sorted(dup))
    subjects = [m['subject'] for m in MESSAGES]
    if len(set(subjects)) != len(subjects):
        problems.append('repeated subjects')

    with open(os.path.join(OUT, 'labels.jsonl'), 'w', encoding='utf-8') as f:
        for rec in labels:
            f.write(json.dumps(rec, ensure_ascii=False) + '\n')

    n_code = sum(1 for r in labels if r['otp'])
    n_link = sum(1 for r in labels if r['link'])
    n_none = sum(1 for r in labels if not r['otp'] and not r['link'])
    n_both = sum(1 for r in labels if r['otp'] and r['link'])
    kinds = {}
    for r in labels:
        kinds[r['kind']] = kinds.get(r['kind'], 0) + 1
    print('messages: %d  code: %d  link: %d  both: %d  neither: %d'
          % (len(labels), n_code, n_link, n_both, n_none))
    print('kinds:', json.dumps(dict(sorted(kinds.items()))))
    if problems:
        print('VALIDATION FAILED:')
        for p in problems:
            print('  ' + p)
        sys.exit(1)
    print('validation passed')


if __name__ == '__main__':
    main()
