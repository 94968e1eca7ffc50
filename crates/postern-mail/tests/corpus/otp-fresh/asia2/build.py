#!/usr/bin/env python3
"""Hand-written labelled test mail (ja / zh / ko / th / vi) for a one-time-code and
magic-link extractor.  Standard library only.

Every message below is written by hand as Python data.  Running this file writes
gs-NNNN.eml and labels.jsonl into this directory and validates them.
"""
import base64
import datetime
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
from email.header import Header
from email.utils import format_datetime, formataddr, parseaddr
from html.parser import HTMLParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "gs"
MSGS = []
RNG = random.Random(20250611)


def M(**kw):
    MSGS.append(kw)


def D(stamp, tz):
    """'2025-01-14 09:12:44', '+0900' -> RFC 5322 date string."""
    sign = 1 if tz[0] == "+" else -1
    off = datetime.timedelta(hours=int(tz[1:3]), minutes=int(tz[3:5])) * sign
    dt = datetime.datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S").replace(
        tzinfo=datetime.timezone(off))
    return format_datetime(dt)


# ---------------------------------------------------------------------------
# A tiny PNG writer with a 5x7 digit font, so that image codes really show
# the digits (used for the "code only in alt text" messages).
# ---------------------------------------------------------------------------
FONT = {
    "0": ["01110", "10001", "10011", "10101", "11001", "10001", "01110"],
    "1": ["00100", "01100", "00100", "00100", "00100", "00100", "01110"],
    "2": ["01110", "10001", "00001", "00010", "00100", "01000", "11111"],
    "3": ["11110", "00001", "00001", "01110", "00001", "00001", "11110"],
    "4": ["00010", "00110", "01010", "10010", "11111", "00010", "00010"],
    "5": ["11111", "10000", "11110", "00001", "00001", "10001", "01110"],
    "6": ["00110", "01000", "10000", "11110", "10001", "10001", "01110"],
    "7": ["11111", "00001", "00010", "00100", "01000", "01000", "01000"],
    "8": ["01110", "10001", "10001", "01110", "10001", "10001", "01110"],
    "9": ["01110", "10001", "10001", "01111", "00001", "00010", "01100"],
    " ": ["00000"] * 7,
}


def png_for(text, scale=6, pad=10):
    cols = []
    for ch in text:
        glyph = FONT[ch]
        for x in range(5):
            cols.append([glyph[y][x] == "1" for y in range(7)])
        cols.append([False] * 7)
    w = len(cols) * scale + 2 * pad
    h = 7 * scale + 2 * pad
    rows = []
    for y in range(h):
        row = bytearray([0])
        gy = (y - pad) // scale
        for x in range(w):
            gx = (x - pad) // scale
            on = 0 <= gy < 7 and 0 <= gx < len(cols) and y >= pad and x >= pad and cols[gx][gy]
            row.append(0x22 if on else 0xF4)
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def fake_pdf(title):
    body = ("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
            "2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\n"
            "% " + title + "\ntrailer<</Root 1 0 R>>\n%%EOF\n")
    return body.encode("latin-1", "replace")


# ---------------------------------------------------------------------------
# Building
# ---------------------------------------------------------------------------
def domain_of(addr):
    m = re.search(r"@([A-Za-z0-9.-]+)>?\s*$", addr)
    return m.group(1) if m else "mail.example"


# Headers are encoded and folded here with email.header (RFC 2047 words split on
# character boundaries) and stored raw: the default policy's own folder can drop
# or insert spaces between encoded words in long CJK / Thai / Vietnamese headers.
def _ew(text, cs):
    return "=?%s?b?%s?=" % (cs, base64.b64encode(text.encode(cs)).decode("ascii"))


def encode_hdr(name, value, charset="utf-8"):
    try:
        value.encode("ascii")
        if len(name) + 2 + len(value) <= 78:
            return value
    except UnicodeEncodeError:
        pass
    words, cur, room = [], "", 78 - len(name) - 2
    for ch in value:
        if cur and len(_ew(cur + ch, charset)) > min(room, 75):
            words.append(_ew(cur, charset))
            cur, room = ch, 77
        else:
            cur += ch
    words.append(_ew(cur, charset))
    return "\n ".join(words)


def encode_from(value, charset="utf-8"):
    name, addr = parseaddr(value)
    try:
        name.encode("ascii")
        return formataddr((name, addr))
    except UnicodeEncodeError:
        pass
    word = _ew(name, charset)   # one word: address parsers add spaces between words
    if len(word) > 72:
        raise ValueError("display name too long for one encoded word: %r" % name)
    sep = " " if len(word) + len(addr) + 9 <= 78 else "\n "
    return word + sep + "<" + addr + ">"


def build(m, idx):
    msg = EmailMessage(policy=policy.default)
    hcs = m.get("hdr_charset", "utf-8")
    msg.set_raw("From", encode_from(m["frm"], hcs))
    msg["To"] = m.get("to", "user@mail.example")
    msg.set_raw("Subject", encode_hdr("Subject", m["subject"], hcs))
    msg["Date"] = m["date"]
    msg["Message-ID"] = "<%s.%08x@%s>" % (
        m.get("mid", "m%04d" % idx), RNG.getrandbits(32), m.get("mid_domain", domain_of(m["frm"])))
    for k, v in m.get("headers", []):
        msg[k] = v
    cs = m.get("charset", "utf-8")
    text, html_ = m.get("text"), m.get("html")
    cte_t = m.get("cte_text", m.get("cte", "8bit"))
    cte_h = m.get("cte_html", m.get("cte", "8bit"))
    if text is not None and html_ is None:
        msg.set_content(text, charset=cs, cte=cte_t)
    elif html_ is not None and text is None:
        msg.set_content(html_, subtype="html", charset=cs, cte=cte_h)
    else:
        msg.set_content(text, charset=cs, cte=cte_t)
        msg.add_alternative(html_, subtype="html", charset=cs, cte=cte_h)
    if m.get("png"):
        code, cid = m["png"]
        body = msg.get_body(("html",))
        body.add_related(png_for(code), maintype="image", subtype="png", cid="<%s>" % cid,
                         filename=m.get("png_name", "code.png"), disposition="inline")
    for name, data, maintype, subtype in m.get("attach", []):
        msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=name)
    pol = policy.SMTP if m.get("crlf", idx % 2 == 0) else policy.default
    return msg.as_bytes(policy=pol)


# ---------------------------------------------------------------------------
# Validation
# ---------------------------------------------------------------------------
class Scan(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.srcs, self.text = [], [], [], []

    def handle_starttag(self, tag, attrs):
        d = dict(attrs)
        if d.get("href"):
            self.hrefs.append(d["href"])
        if d.get("alt"):
            self.alts.append(d["alt"])
        if d.get("src"):
            self.srcs.append(d["src"])

    def handle_data(self, data):
        self.text.append(data)


ALLOWED_TLD = (".example", ".test", ".invalid")
KINDS = {"username_digits", "booking_ref", "newsletter_numbers", "new_and_old_code",
         "several_codes", "prefix_code", "lowercase_alnum", "reset_in_code_mail",
         "no_code_word", "subject_only", "alt_text_only", "magic_link", "phone_and_dates",
         "decoy_codes", "login_alert", "payment_number"}
LANGS = {"ja", "zh", "ko", "th", "vi"}


def norm(s):
    return re.sub(r"[\s\-\u00a0\u2009\u3000]", "", s)


def validate(path, m):
    errs = []
    with open(path, "rb") as fh:
        msg = BytesParser(policy=policy.default).parse(fh)
    for part in msg.walk():
        if part.defects:
            errs.append("defects %r in %s" % (part.defects, part.get_content_type()))
        for k, v in part.items():
            if getattr(v, "defects", None):
                errs.append("header %s defects %r" % (k, v.defects))
    subject = str(msg["subject"])
    if subject != m["subject"]:
        errs.append("subject round trip mismatch")
    if str(msg["from"]) != m["frm"] and msg["from"].addresses[0].display_name not in m["frm"]:
        errs.append("from round trip mismatch: %r" % str(msg["from"]))
    texts, htmls = [], []
    for part in msg.walk():
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            htmls.append(part.get_content())
    sc = Scan()
    for h in htmls:
        sc.feed(h)
    visible = "".join(sc.text)
    body_cands = texts + htmls + [visible, re.sub(r"\s+", "", visible)]
    cands = [subject] + body_cands + sc.alts
    otp = m.get("otp")
    if otp is not None:
        shown = m.get("shown", otp)
        if not any(shown in c for c in cands):
            errs.append("otp shown form %r not found" % shown)
        if not norm(shown).endswith(otp) or len(norm(shown)) - len(otp) > 3:
            errs.append("shown %r does not normalise to %r" % (shown, otp))
        if not re.fullmatch(r"[A-Za-z0-9]{4,8}", otp):
            errs.append("odd otp %r" % otp)
        if m["kind"] == "subject_only" and any(shown in c or otp in c for c in body_cands):
            errs.append("subject_only code also in body")
        if m["kind"] == "alt_text_only":
            if not any(shown in a for a in sc.alts):
                errs.append("alt code not in alt")
            if any(otp in c or shown in c for c in texts + [visible]):
                errs.append("alt_text_only code visible in text")
    link = m.get("link")
    if link is not None:
        if link not in sc.hrefs:
            errs.append("link not an href: %r" % link)
        for alt in m.get("link_alt", []):
            if alt not in sc.hrefs and not any(alt in t for t in texts + [visible]):
                errs.append("link_alt not found: %r" % alt)
    elif m.get("link_alt"):
        errs.append("link_alt without link")
    # only reserved domains
    heads = ["%s: %s" % (k, v) for part in msg.walk() for k, v in part.items()]
    alltext = "\n".join(heads + texts + htmls + sc.hrefs + sc.srcs)
    for host in re.findall(r"https?://([A-Za-z0-9.-]+)", alltext):
        if not host.lower().endswith(ALLOWED_TLD):
            errs.append("bad url host %s" % host)
    for addr_dom in re.findall(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]+)", alltext):
        if not addr_dom.lower().endswith(ALLOWED_TLD + (".png", ".jpg", ".gif")):
            errs.append("bad mail domain %s" % addr_dom)
    if m["kind"] not in KINDS:
        errs.append("unknown kind")
    if m["lang"] not in LANGS:
        errs.append("unknown lang")
    return errs


def main():
    random.seed("gs-asia")  # deterministic MIME boundaries
    counters = {}
    labels = []
    bad = 0
    for i, m in enumerate(MSGS, 1):
        name = "%s-%04d.eml" % (PREFIX, i)
        data = build(m, i)
        path = os.path.join(OUT, name)
        with open(path, "wb") as fh:
            fh.write(data)
        counters[m["kind"]] = counters.get(m["kind"], 0) + 1
        fam = m.get("family") or "%s-%s-%02d" % (PREFIX, m["kind"], counters[m["kind"]])
        rec = {"file": name, "otp": m.get("otp"), "link": m.get("link"), "kind": m["kind"],
               "lang": m["lang"], "family": fam}
        if m.get("link_alt"):
            rec["link_alt"] = list(m["link_alt"])
        labels.append(rec)
        errs = validate(path, m)
        if errs:
            bad += 1
            print("FAIL", name, m["subject"][:40])
            for e in errs:
                print("   ", e)
    fams = [r["family"] for r in labels]
    if len(set(fams)) != len(fams):
        print("FAIL duplicate family")
        bad += 1
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for r in labels:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    n = len(labels)
    code = sum(1 for r in labels if r["otp"])
    link = sum(1 for r in labels if r["link"])
    both = sum(1 for r in labels if r["otp"] and r["link"])
    neither = sum(1 for r in labels if not r["otp"] and not r["link"])
    print("messages %d  code %d  link %d  both %d  neither %d" % (n, code, link, both, neither))
    by = lambda k: sorted({r[k] for r in labels})
    print("kinds:", {k: sum(1 for r in labels if r["kind"] == k) for k in by("kind")})
    print("langs:", {k: sum(1 for r in labels if r["lang"] == k) for k in by("lang")})
    if bad:
        print("VALIDATION FAILED: %d problem(s)" % bad)
        sys.exit(1)
    print("VALIDATION OK")


# ===========================================================================
# Messages
# ===========================================================================
# ---------------------------------------------------------------- Japanese --
M(lang="ja", kind="username_digits", otp="493028",
  frm="メルカート <no-reply@mail.mercart.example>",
  to="taro.k1987@mailbox.example",
  subject="【メルカート】ログイン認証番号のお知らせ",
  date=D("2025-03-08 21:14:37", "+0900"),
  cte="quoted-printable",
  headers=[("X-Mailer", "mercart-notifier/4.2"), ("Auto-Submitted", "auto-generated")],
  text="""taro_k1987 様

いつもメルカートをご利用いただきありがとうございます。

新しい端末からのログインがありました。
以下の認証番号をアプリの画面に入力して、ログインを完了してください。

　認証番号：493028

※認証番号の有効期限は発行から30分です。
※認証番号は誰にも教えないでください。メルカート事務局が電話・DM・取引メッセージで
　認証番号をおたずねすることはありません。

ログイン日時：2025年3月8日 21:14
端末：iPhone（iOS 18.3）
おおよその地域：大阪府

お心当たりがない場合は、このメールは破棄していただいて問題ありません。

──────────────────
株式会社メルカート
〒106-0032 東京都港区六本木6-10-1 六本木ヒルズ森タワー
ヘルプセンター：https://help.mercart.example/
※本メールは送信専用アドレスから配信しています。ご返信いただいてもお答えできません。
""",
  html="""<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>ログイン認証番号</title></head>
<body style="margin:0;background:#f5f5f5;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;margin:24px 0;">
<tr><td style="background:#e8453c;padding:16px 24px;color:#fff;font-size:20px;font-weight:bold;">mercart</td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.8;color:#333;">
<p>taro_k1987 様</p>
<p>いつもメルカートをご利用いただきありがとうございます。<br>
新しい端末からのログインがありました。以下の認証番号をアプリの画面に入力して、ログインを完了してください。</p>
<p style="text-align:center;margin:28px 0;"><span style="display:inline-block;font-size:32px;letter-spacing:6px;font-weight:bold;background:#f2f2f2;padding:12px 24px;">493028</span></p>
<p style="font-size:12px;color:#666;">※認証番号の有効期限は発行から30分です。<br>
※認証番号は誰にも教えないでください。メルカート事務局が電話・DM・取引メッセージで認証番号をおたずねすることはありません。</p>
<table cellpadding="4" style="font-size:12px;color:#555;border-top:1px solid #ddd;width:100%;">
<tr><td width="120">ログイン日時</td><td>2025年3月8日 21:14</td></tr>
<tr><td>端末</td><td>iPhone（iOS 18.3）</td></tr>
<tr><td>おおよその地域</td><td>大阪府</td></tr>
</table>
<p style="font-size:12px;color:#666;">お心当たりがない場合は、このメールは破棄していただいて問題ありません。</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#999;background:#fafafa;">
株式会社メルカート　〒106-0032 東京都港区六本木6-10-1 六本木ヒルズ森タワー<br>
<a href="https://help.mercart.example/" style="color:#999;">ヘルプセンター</a> ｜ <a href="https://www.mercart.example/privacy" style="color:#999;">プライバシーポリシー</a><br>
※本メールは送信専用アドレスから配信しています。
</td></tr></table>
</td></tr></table>
</body></html>
""")

M(lang="ja", kind="booking_ref", otp=None,
  frm="スカイブリッジ航空 <reservation@booking.skybridge-air.example>",
  to="hanako.yamada@mailbox.example",
  subject="【スカイブリッジ航空】ご予約確認（予約番号：QX7M4P）",
  date=D("2025-02-02 10:41:09", "+0900"),
  cte="base64",
  headers=[("Reply-To", "SkyBridge Support <support@skybridge-air.example>")],
  text="""山田 花子 様

この度はスカイブリッジ航空をご利用いただき、誠にありがとうございます。
下記の内容でご予約を承りました。ご搭乗当日まで大切に保管してください。

■予約番号：QX7M4P
■お支払い金額：34,860円（税込・旅客施設使用料含む）
■お支払い方法：クレジットカード（VISA 末尾 4417）
■購入日：2025年2月2日

【往路】2025年4月26日（土）
　SB 213便　東京/羽田(HND) 08:05発 → 沖縄/那覇(OKA) 10:50着
　座席：23A　普通席（スーパー早割28）
【復路】2025年4月29日（火・祝）
　SB 218便　沖縄/那覇(OKA) 17:40発 → 東京/羽田(HND) 20:05着
　座席：23A　普通席（スーパー早割28）

ご搭乗者：YAMADA/HANAKO MS　会員番号 SB 7730 1182

オンラインチェックインは出発の24時間前から、予約番号とお名前（ローマ字）で行えます。
https://www.skybridge-air.example/checkin

※受託手荷物は20kgまで無料です。
※取消手数料は運賃規則により異なります。

スカイブリッジ航空株式会社　予約センター
TEL 0570-025-118（9:00〜18:00 年中無休）
〒144-0041 東京都大田区羽田空港3-3-2
""",
  html="""<html><head><meta charset="utf-8"></head><body style="font-family:Meiryo,sans-serif;color:#1b2a3a;">
<div style="max-width:620px;margin:0 auto;">
<div style="background:#0b4f8a;color:#fff;padding:14px 20px;font-size:18px;">SkyBridge Air ｜ ご予約確認</div>
<p>山田 花子 様</p>
<p>この度はスカイブリッジ航空をご利用いただき、誠にありがとうございます。下記の内容でご予約を承りました。</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#c9d6e3;font-size:14px;width:100%;">
<tr><th align="left" style="background:#eef3f8;">予約番号</th><td><b style="font-size:20px;letter-spacing:2px;">QX7M4P</b></td></tr>
<tr><th align="left" style="background:#eef3f8;">お支払い金額</th><td>34,860円（税込）</td></tr>
<tr><th align="left" style="background:#eef3f8;">お支払い方法</th><td>VISA 末尾 4417</td></tr>
</table>
<h3 style="font-size:15px;border-left:4px solid #0b4f8a;padding-left:8px;">ご旅程</h3>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#c9d6e3;font-size:13px;width:100%;">
<tr style="background:#eef3f8;"><th>日付</th><th>便名</th><th>出発</th><th>到着</th><th>座席</th></tr>
<tr><td>4/26（土）</td><td>SB 213</td><td>羽田 08:05</td><td>那覇 10:50</td><td>23A</td></tr>
<tr><td>4/29（火・祝）</td><td>SB 218</td><td>那覇 17:40</td><td>羽田 20:05</td><td>23A</td></tr>
</table>
<p style="font-size:13px;">ご搭乗者：YAMADA/HANAKO MS（会員番号 SB 7730 1182）</p>
<p><a href="https://www.skybridge-air.example/checkin" style="background:#0b4f8a;color:#fff;padding:10px 18px;text-decoration:none;">オンラインチェックインへ</a>
&nbsp;<a href="https://www.skybridge-air.example/mybooking?pnr=QX7M4P&amp;ln=YAMADA">予約の確認・変更</a></p>
<p style="font-size:12px;color:#667;">※受託手荷物は20kgまで無料です。取消手数料は運賃規則により異なります。</p>
<hr><p style="font-size:11px;color:#889;">スカイブリッジ航空株式会社　予約センター TEL 0570-025-118（9:00〜18:00 年中無休）<br>〒144-0041 東京都大田区羽田空港3-3-2</p>
</div></body></html>
""")

M(lang="ja", kind="payment_number", otp=None,
  frm="ハルモニア通販 <order@harmonia-shop.example>",
  to="k-suzuki@mailbox.example",
  subject="【ハルモニア通販】コンビニ払込票番号のご案内（ご注文番号 HM2503-118407）",
  date=D("2025-03-11 19:26:02", "+0900"),
  charset="shift_jis", hdr_charset="iso-2022-jp", cte="base64",
  text="""鈴木 健一 様

ハルモニア通販をご利用いただき、ありがとうございます。
ご注文のお支払い方法に「コンビニ払い」をお選びいただきました。
下記の番号で、期限までにお近くのコンビニエンスストアにてお支払いください。

━━━━━━━━━━━━━━━━━━━━━━━━
■ご注文番号　　HM2503-118407
■お支払い金額　6,578円（税込・送料込）
■お支払い期限　2025年3月18日（火）23:59
━━━━━━━━━━━━━━━━━━━━━━━━

▼セブン-イレブン
　払込票番号：2471 0093 3581 6
　レジで「インターネット代金の支払い」とお伝えのうえ、払込票番号をお知らせください。

▼ローソン・ミニストップ
　お客様番号：58174402931
　確認番号：4817
　店内端末（Loppi）で上記2つの番号を入力し、発券された申込券をレジへお持ちください。

▼ファミリーマート
　企業コード：20021
　注文番号：391822064471
　マルチコピー機で「代金支払い」を選択してください。

※お支払い期限を過ぎますと、ご注文は自動的にキャンセルとなります。
※お支払い確認後、1〜2営業日以内に発送いたします。

ご注文内容
・ハンドドリップ珈琲 深煎りブレンド 200g ×2　2,376円
・ステンレス保温マグ 350ml（オリーブ）×1　3,300円
・送料　902円

──────────────────────────
ハルモニア通販 カスタマーセンター
〒530-0001 大阪府大阪市北区梅田2-4-9
TEL 06-6345-2271（平日10:00〜17:00）
""")

M(lang="ja", kind="subject_only", otp="731940",
  frm="みなと信託銀行 <direct@minato-trust.example>",
  to="sato.megumi@mailbox.example",
  subject="【みなと信託銀行】ワンタイムパスワード 731940",
  date=D("2025-02-17 14:02:55", "+0900"),
  charset="iso-2022-jp", hdr_charset="iso-2022-jp", cte="7bit",
  text="""みなと信託銀行をご利用いただきありがとうございます。

インターネットバンキング「みなとダイレクト」でのお振込み手続きにあたり、
ワンタイムパスワードを発行しました。
ワンタイムパスワードは、本メールの件名に記載しております。
お手続き画面に入力し、10分以内にお取引を完了してください。

■受付日時　　2025年2月17日 14:02
■お取引内容　振込（振込先：アオゾラケンセツ（カ　様）
■振込金額　　186,000円
■ご契約者番号　下4桁 3309

本メールにお心当たりのない場合は、第三者による不正利用のおそれがあります。
お取引を中止し、直ちに下記までご連絡ください。

みなとダイレクト ヘルプデスク
0120-316-552（平日9:00〜21:00、土日祝9:00〜17:00）

株式会社みなと信託銀行
〒100-0005 東京都千代田区丸の内1-4-5
登録金融機関 関東財務局長（登金）第98号
""")

_kumo_tok = "eyJ1aWQiOiI4ODIxNDciLCJlbSI6Im1pc2FraUBtYWlsYm94LmV4YW1wbGUifQ.Kq3vXb9LwT0pYhZ2"
M(lang="ja", kind="magic_link", otp=None,
  link="https://click.kumodocs.example/ls/click?upn=u001.Hq7xWm3Rk2bT9sLpV4e8ZaY0cN-2FfJd5gUi1oQ&__t=8842517",
  link_alt=["https://app.kumodocs.example/verify-email?token=" + _kumo_tok],
  frm="Kumo Docs <hello@kumodocs.example>",
  to="misaki@mailbox.example",
  subject="Kumo Docs：メールアドレスの確認をお願いします",
  date=D("2025-01-23 09:03:17", "+0900"),
  cte="8bit",
  headers=[("List-Unsubscribe", "<https://kumodocs.example/email/unsubscribe?u=882147&h=4e1f0b>"),
           ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")],
  text="""Kumo Docs へようこそ！

アカウント登録を完了するには、次のURLを開いてメールアドレスを確認してください。
https://app.kumodocs.example/verify-email?token=""" + _kumo_tok + """

このリンクは48時間有効です。
お心当たりがない場合は、このメールを無視してください。アカウントは作成されません。

使い方ガイド: https://kumodocs.example/guide
ヘルプ: https://support.kumodocs.example/

Kumo Docs 株式会社
〒150-0002 東京都渋谷区渋谷2-21-1
配信停止: https://kumodocs.example/email/unsubscribe?u=882147&h=4e1f0b
""",
  html="""<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="background:#f4f6fb;margin:0;padding:0;">
<div style="display:none;max-height:0;overflow:hidden;">あと1ステップで登録完了です</div>
<table role="presentation" width="100%"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="520" style="background:#fff;border-radius:8px;font-family:'Noto Sans JP',sans-serif;">
<tr><td style="padding:28px 32px 0;"><a href="https://click.kumodocs.example/ls/click?upn=u001.Hq7xWm3Rk2bT9sLpV4e8ZaY0cN-2FhomeA1&amp;__t=8842517"><img src="https://cdn.kumodocs.example/mail/logo@2x.png" width="120" alt="Kumo Docs"></a></td></tr>
<tr><td style="padding:20px 32px;font-size:15px;line-height:1.9;color:#222;">
<h1 style="font-size:20px;margin:0 0 12px;">メールアドレスの確認</h1>
<p>Kumo Docs へようこそ！アカウント登録を完了するには、下のボタンを押してメールアドレスを確認してください。</p>
<p style="text-align:center;padding:12px 0;"><a href="https://click.kumodocs.example/ls/click?upn=u001.Hq7xWm3Rk2bT9sLpV4e8ZaY0cN-2FfJd5gUi1oQ&amp;__t=8842517" style="background:#3b5bfd;color:#fff;padding:12px 28px;border-radius:6px;text-decoration:none;font-weight:bold;">メールアドレスを確認する</a></p>
<p style="font-size:13px;color:#666;">このリンクは48時間有効です。お心当たりがない場合は、このメールを無視してください。</p>
</td></tr>
<tr><td style="padding:16px 32px 28px;font-size:11px;color:#999;border-top:1px solid #eee;">
<a href="https://click.kumodocs.example/ls/click?upn=u001.Hq7xWm3Rk2bT9sLpV4e8ZaY0cN-2FguideB7&amp;__t=8842517" style="color:#999;">使い方ガイド</a> ・
<a href="https://support.kumodocs.example/" style="color:#999;">ヘルプ</a> ・
<a href="https://kumodocs.example/legal/privacy" style="color:#999;">プライバシー</a> ・
<a href="https://kumodocs.example/email/unsubscribe?u=882147&amp;h=4e1f0b" style="color:#999;">配信停止</a><br>
<a href="https://x.example/kumodocs"><img src="https://cdn.kumodocs.example/mail/x.png" width="16" alt="X"></a>
<a href="https://www.youtube.example/@kumodocs"><img src="https://cdn.kumodocs.example/mail/yt.png" width="16" alt="YouTube"></a><br>
Kumo Docs 株式会社　〒150-0002 東京都渋谷区渋谷2-21-1
</td></tr></table>
<img src="https://click.kumodocs.example/wf/open?upn=u001.Hq7xWm3Rk2bT9sLpV4e8ZaY0cN-2Fopen" width="1" height="1" alt="" style="display:block;border:0;">
</td></tr></table></body></html>
""")

M(lang="ja", kind="phone_and_dates", otp="208461",
  frm="ソラモバイル <info@my.soramobile.example>",
  to="nakamura.r@mailbox.example",
  subject="【ソラモバイル】My SoraID 確認コードのお知らせ",
  date=D("2025-05-12 08:47:31", "+0900"),
  cte="quoted-printable",
  html="""<html><head><meta charset="UTF-8"></head>
<body style="font-family:sans-serif;color:#222;background:#fff;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #e3e3e3;">
<tr><td style="padding:18px 24px;background:#00a3d9;color:#fff;font-weight:bold;font-size:18px;">SoraMobile</td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.8;">
<p>中村 亮 様</p>
<p>ソラモバイルをご利用いただき、ありがとうございます。<br>
ご契約内容の変更（料金プラン変更）のお手続きにあたり、My SoraID の確認コードを発行しました。</p>
<p style="margin:20px 0 6px;font-size:13px;color:#555;">確認コード（有効期限：2025/05/12 09:17まで）</p>
<div style="font-size:30px;font-weight:bold;letter-spacing:4px;"><span style="border:1px solid #ccc;padding:6px 10px;margin:2px;">2</span><span style="border:1px solid #ccc;padding:6px 10px;margin:2px;">0</span><span style="border:1px solid #ccc;padding:6px 10px;margin:2px;">8</span><span style="border:1px solid #ccc;padding:6px 10px;margin:2px;">4</span><span style="border:1px solid #ccc;padding:6px 10px;margin:2px;">6</span><span style="border:1px solid #ccc;padding:6px 10px;margin:2px;">1</span></div>
<table cellpadding="5" cellspacing="0" style="margin-top:24px;font-size:13px;border-collapse:collapse;width:100%;">
<tr style="border-bottom:1px solid #eee;"><td width="40%" style="color:#666;">ご契約電話番号</td><td>090-****-5521</td></tr>
<tr style="border-bottom:1px solid #eee;"><td style="color:#666;">お手続き内容</td><td>料金プラン変更（ソラ20GB → ソラ無制限）</td></tr>
<tr style="border-bottom:1px solid #eee;"><td style="color:#666;">変更後の月額料金</td><td>3,278円（税込）※2025年6月1日適用</td></tr>
<tr style="border-bottom:1px solid #eee;"><td style="color:#666;">お支払い方法</td><td>クレジットカード（末尾 8830）</td></tr>
<tr><td style="color:#666;">受付日時</td><td>2025年5月12日 8:47</td></tr>
</table>
<p style="font-size:12px;color:#777;margin-top:20px;">※確認コードは発行から30分間有効です。<br>
※お心当たりがない場合は、コードを入力せずにソラモバイル カスタマーセンターへご連絡ください。<br>
　ソラモバイルの携帯電話から：157（無料）／一般電話から：0120-917-300（9:00〜20:00）</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f4f4f4;font-size:11px;color:#888;">
ソラモバイル株式会社　〒105-7529 東京都港区海岸1-7-1<br>
電気通信事業者 届出番号 A-02-18877<br>
<a href="https://www.soramobile.example/support/" style="color:#888;">サポート</a>｜<a href="https://www.soramobile.example/privacy/" style="color:#888;">個人情報の取り扱い</a>
</td></tr></table></body></html>
""")

M(lang="ja", kind="decoy_codes", otp=None,
  frm="星霊クロニクル運営事務局 <news@seirei-chronicle.example>",
  to="shun.gamer@mailbox.example",
  subject="【星霊クロニクル】2.5周年記念！全員にシリアルコードをプレゼント",
  date=D("2025-04-25 12:00:00", "+0900"),
  cte="base64",
  headers=[("List-Unsubscribe", "<mailto:unsub-7f22a1@seirei-chronicle.example>, <https://seirei-chronicle.example/mail/stop?id=7f22a1>"),
           ("Precedence", "bulk")],
  text="""星霊クロニクル マスターの皆さま

いつも『星霊クロニクル』をお楽しみいただきありがとうございます。
おかげさまで本日、リリース2.5周年を迎えました！

感謝の気持ちを込めて、メールマガジン会員の皆さまへ
限定アイテムと交換できるシリアルコードをお届けします。

　シリアルコード：SRC5-8KQ2-MX7A
　交換できるアイテム：星晶石×2500、SSR確定召喚チケット×1
　入力期限：2025年5月31日（土）23:59まで

【入力方法】
ゲーム内「メニュー」→「その他」→「シリアルコード入力」から入力してください。
※お一人さま1回限り有効です。

★フレンド招待キャンペーン開催中
あなたの招待ID「F7K2M9」を入力したフレンドがレベル30に到達すると、
お二人に星晶石×500をプレゼント！

★2.5周年記念生放送
5月3日（土）20:00〜 公式チャンネルにて配信！

プレイヤーID：812 447 309（ご登録アカウント）

───────────────
星霊クロニクル運営事務局
株式会社ルミナスゲームズ　〒141-0031 東京都品川区西五反田7-22-17
お問い合わせ：https://seirei-chronicle.example/support
配信停止：https://seirei-chronicle.example/mail/stop?id=7f22a1
(C) LUMINOUS GAMES Inc.
""",
  html="""<html><head><meta charset="utf-8"></head><body style="background:#120c2a;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#1d1540;color:#f1ecff;font-family:sans-serif;">
<tr><td><a href="https://seirei-chronicle.example/news/2_5th?utm_source=mail&amp;utm_medium=mm&amp;utm_campaign=2_5th"><img src="https://seirei-chronicle.example/img/mail/2_5th_banner.jpg" width="600" alt="星霊クロニクル 2.5周年"></a></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.8;">
<p>星霊クロニクル マスターの皆さま</p>
<p>おかげさまで本日、リリース2.5周年を迎えました！感謝の気持ちを込めて、メールマガジン会員の皆さまへ限定シリアルコードをお届けします。</p>
<div style="border:2px solid #c9a64b;padding:16px;text-align:center;margin:16px 0;">
<div style="font-size:12px;color:#c9a64b;">シリアルコード</div>
<div style="font-size:26px;font-weight:bold;letter-spacing:3px;">SRC5-8KQ2-MX7A</div>
<div style="font-size:12px;">星晶石×2500、SSR確定召喚チケット×1 ／ 入力期限：2025年5月31日 23:59</div></div>
<p style="font-size:13px;">ゲーム内「メニュー」→「その他」→「シリアルコード入力」から入力してください。※お一人さま1回限り有効です。</p>
<h3 style="color:#c9a64b;font-size:16px;">★フレンド招待キャンペーン</h3>
<p style="font-size:13px;">あなたの招待ID「<b>F7K2M9</b>」を入力したフレンドがレベル30に到達すると、お二人に星晶石×500をプレゼント！</p>
<p style="font-size:13px;">★2.5周年記念生放送：5月3日（土）20:00〜 <a href="https://seirei-chronicle.example/live?utm_source=mail" style="color:#c9a64b;">視聴ページ</a></p>
<p style="font-size:11px;color:#a89fce;">プレイヤーID：812 447 309</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#8f86b8;">
株式会社ルミナスゲームズ　〒141-0031 東京都品川区西五反田7-22-17<br>
<a href="https://seirei-chronicle.example/support" style="color:#8f86b8;">お問い合わせ</a>｜<a href="https://seirei-chronicle.example/mail/stop?id=7f22a1" style="color:#8f86b8;">配信停止</a><br>(C) LUMINOUS GAMES Inc.</td></tr>
</table></td></tr></table>
<img src="https://mm.seirei-chronicle.example/o.gif?id=7f22a1&amp;c=2_5th" width="1" height="1" alt=""></body></html>
""")

M(lang="ja", kind="no_code_word", otp="580214", shown="580 214",
  frm="くらしポータル <noreply@kurashi-portal.go.example>",
  to="ito.yoko@mailbox.example",
  subject="くらしポータル 利用者登録の本人確認",
  date=D("2025-06-03 16:20:48", "+0900"),
  cte="8bit",
  text="""伊藤 洋子 様

くらしポータル（行政手続オンライン窓口）への利用者登録のお申込みを受け付けました。

登録を完了するには、申込み画面に戻り、次の6桁の数字を入力してください。

　　580 214

入力の期限は、本メール送信から15分以内（2025年6月3日 16:35まで）です。
期限を過ぎた場合は、お手数ですが最初からお手続きをやり直してください。

※この数字は本人確認のためだけに使用します。市区町村の職員が電話等で
　おたずねすることはありません。
※本メールにお心当たりのない場合は、破棄してください。

■お問い合わせ
くらしポータル ヘルプデスク
電話：0120-95-0178（平日 9:30～20:00／土日祝 9:30～17:30 ※年末年始を除く）

発行：デジタル行政推進局
〒100-0013 東京都千代田区霞が関3-1-1
""")

M(lang="ja", kind="reset_in_code_mail", otp="318552", shown="318 552",
  frm="PixelNote <security@pixelnote.example>",
  to="aoi_draws@mailbox.example",
  subject="PixelNote ログインコード: 318 552",
  date=D("2025-01-30 23:51:04", "+0900"),
  cte="quoted-printable",
  text="""@aoi_draws さん

PixelNote へのログインコードは次のとおりです。

318 552

このコードは10分で期限切れになります。

ログインを試みたのがあなたでなければ、すぐにパスワードを再設定してください:
https://pixelnote.example/account/password/reset?src=login_code&u=aoi_draws

――
PixelNote, Inc.
〒153-0042 東京都目黒区青葉台3-6-28
このメールはアカウントのセキュリティに関する重要なお知らせのため、配信停止はできません。
""",
  html="""<html><body style="font-family:-apple-system,'Hiragino Sans',sans-serif;color:#14171a;">
<div style="max-width:480px;margin:0 auto;padding:24px;">
<img src="https://static.pixelnote.example/mail/logo_pn.png" alt="PixelNote" width="40" height="40">
<p style="font-size:16px;">@aoi_draws さん</p>
<p style="font-size:15px;">PixelNote へのログインコードは次のとおりです。</p>
<p style="font-size:34px;font-weight:700;letter-spacing:2px;margin:16px 0;">318 552</p>
<p style="font-size:14px;color:#536471;">このコードは10分で期限切れになります。</p>
<p style="font-size:14px;color:#536471;">ログインを試みたのがあなたでなければ、すぐに<a href="https://pixelnote.example/account/password/reset?src=login_code&amp;u=aoi_draws" style="color:#1d9bf0;">パスワードを再設定</a>してください。</p>
<hr style="border:none;border-top:1px solid #eff3f4;">
<p style="font-size:12px;color:#8b98a5;"><a href="https://help.pixelnote.example/" style="color:#8b98a5;">ヘルプ</a> ・ <a href="https://pixelnote.example/tos" style="color:#8b98a5;">利用規約</a><br>
PixelNote, Inc.　〒153-0042 東京都目黒区青葉台3-6-28</p>
</div></body></html>
""")

M(lang="ja", kind="new_and_old_code", otp="662931",
  frm="あおば証券 <otp@aoba-sec.example>",
  to="kimura.takeshi@mailbox.example",
  subject="【あおば証券】認証コード再発行のお知らせ",
  date=D("2025-04-07 07:58:12", "+0900"),
  cte="base64",
  text="""木村 武 様

いつもあおば証券をご利用いただき、誠にありがとうございます。

認証コードの再発行のご依頼を受け付けました。
新しい認証コードは以下のとおりです。

　新しい認証コード：662931

先ほどお送りした認証コード（118204）は無効となりました。
ログイン画面には、必ず上記の新しい認証コードを入力してください。

■有効期限：発行から5分間（2025/04/07 08:03まで）
■口座番号：末尾 ***-5207
■ご利用環境：Windows / Microsoft Edge

認証コードの再発行を続けて3回以上行うと、セキュリティ保護のため一時的に
ログインを制限させていただく場合があります。

【お心当たりがない場合】
第三者がお客様のIDでログインを試みている可能性があります。
お手数ですが、あおば証券 コールセンター（0120-580-337／平日8:00～17:00）まで
至急ご連絡ください。

あおば証券株式会社
金融商品取引業者 関東財務局長（金商）第2218号
加入協会：日本証券業協会
〒103-0027 東京都中央区日本橋2-5-1
""")

M(lang="ja", kind="magic_link", otp=None,
  link="https://www.tabineko.example/account/password/edit?reset_token=9cQ2fVb7LmT4xZr8WkP1sHn6&uid=3391827&lang=ja",
  frm="旅ねこ <noreply@tabineko.example>",
  to="ogawa.mina@mailbox.example",
  subject="【旅ねこ】パスワード再設定のご案内",
  date=D("2025-03-29 02:14:40", "+0900"),
  cte="8bit",
  html="""<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>パスワード再設定</title></head>
<body style="margin:0;padding:0;background:#fff8ee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f0e0c8;font-family:sans-serif;color:#333;">
<tr><td style="padding:20px 28px;border-bottom:3px solid #f59a23;"><img src="https://img.tabineko.example/mail/logo.png" alt="旅ねこ" width="110"></td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:1.9;">
<p>小川 美奈 様</p>
<p>旅ねこをご利用いただきありがとうございます。<br>
パスワード再設定のお申し込みを受け付けました。以下のボタンから、新しいパスワードを設定してください。</p>
<table cellpadding="0" cellspacing="0" align="center" style="margin:24px auto;"><tr><td style="background:#f59a23;border-radius:4px;">
<a href="https://www.tabineko.example/account/password/edit?reset_token=9cQ2fVb7LmT4xZr8WkP1sHn6&amp;uid=3391827&amp;lang=ja" style="display:block;padding:14px 36px;color:#fff;font-weight:bold;text-decoration:none;">パスワードを再設定する</a>
</td></tr></table>
<p style="font-size:12px;color:#777;">※このボタンの有効期限は24時間です（2025年3月30日 2:14まで）。<br>
※パスワード再設定をお申し込みでない場合は、このメールを破棄してください。現在のパスワードは変更されません。</p>
<div style="background:#fff8ee;padding:12px 16px;font-size:12px;margin-top:16px;">
<b>ご予約中の宿泊</b><br>ホテル潮騒 熱海（2025年4月12日〜1泊・大人2名）予約番号 TN-88213407<br>
<a href="https://www.tabineko.example/mypage/reservations/TN-88213407" style="color:#c46f00;">予約内容を確認</a></div>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#999;background:#faf6f0;">
<a href="https://www.tabineko.example/help/" style="color:#999;">よくある質問</a>｜<a href="https://www.tabineko.example/privacy/" style="color:#999;">プライバシーポリシー</a>｜<a href="https://www.tabineko.example/mypage/mail-settings" style="color:#999;">メール配信設定</a><br>
株式会社旅ねこ　観光庁長官登録旅行業 第2075号<br>〒604-8005 京都府京都市中京区河原町三条上ル 恵比須町427<br>
<a href="https://www.instagram.example/tabineko_official"><img src="https://img.tabineko.example/mail/ig.png" width="18" alt="Instagram"></a>
<a href="https://line.example/R/ti/p/@tabineko"><img src="https://img.tabineko.example/mail/line.png" width="18" alt="LINE"></a>
</td></tr></table>
</td></tr></table>
<img src="https://mail.tabineko.example/open/3391827/pwreset.gif" width="1" height="1" alt="">
</body></html>
""")

M(lang="ja", kind="several_codes", otp="604517",
  frm="BitHarbor（ビットハーバー） <no-reply@bitharbor.example>",
  to="fujita.crypto@mailbox.example",
  subject="[BitHarbor] 暗号資産出金の確認",
  date=D("2025-05-19 13:33:06", "+0900"),
  cte="quoted-printable",
  text="""藤田 様

BitHarbor をご利用いただき、ありがとうございます。
以下の内容で暗号資産の出金申請を受け付けました。

出金通貨：BTC
出金数量：0.0250 BTC（手数料 0.0005 BTC）
出金先アドレス：bc1q9x7...k4tz（登録名：ハードウェアウォレット）
申請日時：2025-05-19 13:33

出金画面には、次の「出金承認コード」を入力してください。

■出金承認コード（今回入力するコード）：604517
　有効期限：10分

なお、二段階認証アプリ（Google Authenticator 等）の6桁コードも同じ画面で求められます。
アプリに表示されるコードをそのまま入力してください。

■出金取消コード：22871-40963
　この出金申請にお心当たりがない場合のみ、お問い合わせフォームに入力して
　出金の取消しをご依頼ください。出金画面には入力しないでください。

BitHarbor 株式会社
暗号資産交換業者 関東財務局長 第00031号
〒107-0052 東京都港区赤坂1-12-32
サポート：https://support.bitharbor.example/
""",
  html="""<html><body style="font-family:sans-serif;font-size:14px;color:#1c1c1c;">
<div style="max-width:600px;margin:auto;border:1px solid #ddd;">
<div style="background:#101820;color:#f2b632;padding:14px 20px;font-weight:bold;">BitHarbor</div>
<div style="padding:20px;">
<p>藤田 様</p>
<p>以下の内容で暗号資産の出金申請を受け付けました。</p>
<table cellpadding="6" style="border-collapse:collapse;font-size:13px;">
<tr><td style="color:#666;">出金通貨</td><td>BTC</td></tr>
<tr><td style="color:#666;">出金数量</td><td>0.0250 BTC（手数料 0.0005 BTC）</td></tr>
<tr><td style="color:#666;">出金先アドレス</td><td>bc1q9x7...k4tz（ハードウェアウォレット）</td></tr>
<tr><td style="color:#666;">申請日時</td><td>2025-05-19 13:33</td></tr>
</table>
<p>出金画面には、次の<b>出金承認コード</b>を入力してください。</p>
<div style="background:#fff6dd;border-left:4px solid #f2b632;padding:12px 16px;">
<div style="font-size:12px;color:#8a6d1d;">出金承認コード（今回入力するコード）・有効期限10分</div>
<div style="font-size:28px;font-weight:bold;letter-spacing:3px;">604517</div></div>
<p style="font-size:13px;">二段階認証アプリ（Google Authenticator 等）の6桁コードも同じ画面で求められます。アプリに表示されるコードをそのまま入力してください。</p>
<div style="background:#f4f4f4;padding:10px 16px;font-size:12px;color:#555;">
出金取消コード：<b>22871-40963</b><br>この出金申請にお心当たりがない場合のみ、<a href="https://support.bitharbor.example/contact?topic=withdraw_cancel">お問い合わせフォーム</a>に入力して取消しをご依頼ください。出金画面には入力しないでください。</div>
<p style="font-size:11px;color:#888;margin-top:20px;">BitHarbor 株式会社　暗号資産交換業者 関東財務局長 第00031号<br>〒107-0052 東京都港区赤坂1-12-32</p>
</div></div></body></html>
""")

M(lang="ja", kind="alt_text_only", otp="274639", shown="274 639",
  frm="デマエルン <account@demaeln.example>",
  to="hayashi.sora@mailbox.example",
  subject="デマエルン｜ログイン用の認証コードをお送りしました",
  date=D("2025-06-20 18:42:29", "+0900"),
  cte="base64",
  png=("274 639", "otpimg.20250620.8f3a@demaeln.example"),
  png_name="auth_code.png",
  text="""デマエルンをご利用いただきありがとうございます。

ログイン用の認証コードを画像でお送りしています。
お使いのメールアプリでHTML表示（画像の表示）を有効にしてご確認ください。

認証コードの有効期限は10分です。

※本メールにお心当たりのない場合は、破棄してください。
※デマエルンのスタッフが認証コードをおたずねすることはありません。

デマエルン株式会社　〒460-0008 愛知県名古屋市中区栄3-15-33
お問い合わせ：050-3188-2740（10:00〜22:00）
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff3ee;font-family:sans-serif;">
<table width="100%"><tr><td align="center" style="padding:24px 8px;">
<table width="480" style="background:#fff;border-radius:12px;" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px;text-align:center;color:#ff5a1f;font-size:22px;font-weight:bold;">demaeln</td></tr>
<tr><td style="padding:0 28px;font-size:14px;color:#333;line-height:1.8;">
<p>デマエルンをご利用いただきありがとうございます。<br>ログイン画面に、下の画像に表示されている認証コードを入力してください。</p>
<p style="text-align:center;"><img src="cid:otpimg.20250620.8f3a@demaeln.example" alt="認証コード 274 639" width="300" style="border:1px solid #eee;"></p>
<p style="font-size:12px;color:#888;">有効期限は10分です。デマエルンのスタッフが認証コードをおたずねすることはありません。</p>
</td></tr>
<tr><td style="padding:20px 28px;font-size:11px;color:#aaa;">デマエルン株式会社　〒460-0008 愛知県名古屋市中区栄3-15-33<br>
<a href="https://demaeln.example/help" style="color:#aaa;">ヘルプ</a>｜<a href="https://demaeln.example/terms" style="color:#aaa;">利用規約</a></td></tr>
</table></td></tr></table></body></html>
""")
# ----------------------------------------------------------------- Chinese --
M(lang="zh", kind="username_digits", otp="716254",
  frm="蝦趣購物 <no-reply@shrimpgo.tw.example>",
  to="wangming88@mailbox.example",
  subject="[蝦趣購物] 您的登入驗證碼",
  date=D("2025-02-14 22:08:51", "+0800"),
  charset="big5", hdr_charset="big5", cte="base64",
  text="""親愛的 wang_ming88 您好：

我們收到您從新裝置登入蝦趣購物帳號的要求。
請在 App 中輸入以下驗證碼，完成登入：

    716254

此驗證碼將於 5 分鐘後失效，請勿將驗證碼提供給任何人，
包括自稱蝦趣客服的人員。

登入時間：2025/02/14 22:08（台北時間）
裝置：Android 14 / Pixel 8
IP 位址：114.36.xxx.xxx（台灣 新北市）

若這不是您本人的操作，請忽略此信件，您的帳號仍然安全。

蝦趣購物 客服中心 敬上
蝦趣網路股份有限公司　統一編號 53841277
110 台北市信義區松仁路 100 號 18 樓
客服專線：(02) 2722-8810（週一至週日 09:00-21:00）
""",
  html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=big5"></head>
<body style="font-family:'Microsoft JhengHei',sans-serif;background:#f6f6f6;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#ee4d2d;padding:14px 24px;color:#fff;font-size:20px;font-weight:bold;">蝦趣購物</td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.8;color:#333;">
<p>親愛的 wang_ming88 您好：</p>
<p>我們收到您從新裝置登入蝦趣購物帳號的要求。請在 App 中輸入以下驗證碼，完成登入：</p>
<p style="font-size:30px;font-weight:bold;color:#ee4d2d;letter-spacing:5px;text-align:center;">716254</p>
<p style="font-size:13px;color:#666;">此驗證碼將於 5 分鐘後失效，請勿將驗證碼提供給任何人，包括自稱蝦趣客服的人員。</p>
<table style="font-size:12px;color:#777;" cellpadding="3">
<tr><td>登入時間</td><td>2025/02/14 22:08（台北時間）</td></tr>
<tr><td>裝置</td><td>Android 14 / Pixel 8</td></tr>
<tr><td>IP 位址</td><td>114.36.xxx.xxx（台灣 新北市）</td></tr></table>
<p style="font-size:13px;color:#666;">若這不是您本人的操作，請忽略此信件，您的帳號仍然安全。</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#fafafa;font-size:11px;color:#999;">
蝦趣網路股份有限公司　統一編號 53841277<br>110 台北市信義區松仁路 100 號 18 樓　客服專線：(02) 2722-8810<br>
<a href="https://help.shrimpgo.tw.example/" style="color:#999;">幫助中心</a>｜<a href="https://shrimpgo.tw.example/docs/privacy" style="color:#999;">隱私權政策</a>
</td></tr></table></body></html>
""")

M(lang="zh", kind="booking_ref", otp="528013",
  frm="行云旅行 <service@xingyun-trip.example>",
  to="zhao.lei@mailbox.example",
  subject="行云旅行登录验证码",
  date=D("2025-04-30 07:12:26", "+0800"),
  cte="quoted-printable",
  text="""尊敬的行云旅行会员：

您正在登录行云旅行网页版，本次登录验证码为：528013

验证码 10 分钟内有效。请勿泄露给他人。

温馨提示：您有一个即将出行的行程
东方航空 MU5101 上海虹桥 → 北京首都
2025-05-01 07:00 起飞 | 订单号 2405 1183 9027 | 票号 781-2193847260
可在“我的订单”中查看电子行程单及办理值机。

如非本人操作，请忽略本邮件，或致电 95010-8 联系客服。

行云旅行（上海）网络科技有限公司
上海市长宁区金钟路 968 号 凌空SOHO 7号楼
本邮件由系统自动发送，请勿直接回复。
""",
  html="""<html><body style="margin:0;background:#eef4fb;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<div style="max-width:600px;margin:0 auto;background:#fff;">
<div style="background:#2f7de1;color:#fff;padding:16px 24px;font-size:18px;">行云旅行 · 登录验证</div>
<div style="padding:24px;color:#333;font-size:14px;line-height:1.8;">
<p>尊敬的行云旅行会员：</p>
<p>您正在登录行云旅行网页版，本次登录验证码为：</p>
<p style="font-size:32px;color:#2f7de1;font-weight:bold;letter-spacing:6px;margin:8px 0 16px;">528013</p>
<p style="color:#888;font-size:13px;">验证码 10 分钟内有效。请勿泄露给他人。</p>
<div style="border:1px dashed #b9d2f3;padding:12px 16px;margin:20px 0;font-size:13px;">
<b>您有一个即将出行的行程</b><br>
东方航空 MU5101　上海虹桥 → 北京首都<br>
2025-05-01 07:00 起飞 ｜ 订单号 2405 1183 9027 ｜ 票号 781-2193847260<br>
<a href="https://www.xingyun-trip.example/myorder/detail?oid=240511839027&amp;from=mail_login">查看订单</a> ·
<a href="https://www.xingyun-trip.example/checkin?oid=240511839027">在线值机</a></div>
<p style="color:#888;font-size:13px;">如非本人操作，请忽略本邮件，或致电 95010-8 联系客服。</p>
</div>
<div style="background:#f5f7fa;color:#aaa;font-size:11px;padding:14px 24px;">
行云旅行（上海）网络科技有限公司　上海市长宁区金钟路 968 号 凌空SOHO 7号楼<br>本邮件由系统自动发送，请勿直接回复。</div>
</div></body></html>
""")

M(lang="zh", kind="newsletter_numbers", otp=None,
  frm="港訊電訊 網上賬單 <ebill@hkcomm.example>",
  to="chan.taiman@mailbox.example",
  subject="港訊電訊 2025年3月份電子賬單已備妥（賬戶號碼：1-882-3391-04）",
  date=D("2025-03-06 10:30:00", "+0800"),
  cte="base64",
  attach=[("HKC_Bill_202503_1882339104.pdf", fake_pdf("HKC bill 202503"), "application", "pdf")],
  text="""陳大文先生：

閣下 2025 年 3 月份的電子賬單已經備妥，詳情如下：

賬戶號碼：1-882-3391-04
賬單號碼：B250306-7719024
賬單日期：2025 年 3 月 6 日
本期應繳金額：HK$268.00
繳費截止日期：2025 年 3 月 27 日

服務摘要
5G 流動通訊（6123 ****）　月費計劃 HK$198.00
家居寬頻 1000M（沙田第一城 38 座）　HK$118.00
優惠回贈　-HK$48.00

繳費方法
・自動轉賬：將於 2025 年 3 月 27 日從閣下戶口（尾號 0821）扣賬
・繳費靈（PPS）：商戶編號 18，賬單號碼請輸入閣下的賬戶號碼
・轉數快（FPS）：識別碼 1638229

如對賬單有任何查詢，請致電客戶服務熱線 1000（按 2）或 (852) 2888 1000。

港訊電訊有限公司
香港九龍觀塘海濱道 135 號 宏基資本大廈 21 樓
此乃電腦發出之電郵，請勿直接回覆。
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,'Microsoft JhengHei',sans-serif;color:#222;">
<table width="620" align="center" cellspacing="0" cellpadding="0" style="border:1px solid #ddd;">
<tr><td style="background:#6a1b9a;color:#fff;padding:16px 24px;font-size:18px;">港訊電訊 HKComm ｜ 電子賬單</td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:1.7;">
<p>陳大文先生：</p><p>閣下 2025 年 3 月份的電子賬單已經備妥，賬單 PDF 已附於本電郵。</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr style="background:#f3e9f7;"><td>賬戶號碼</td><td>1-882-3391-04</td></tr>
<tr><td>賬單號碼</td><td>B250306-7719024</td></tr>
<tr style="background:#f3e9f7;"><td>賬單日期</td><td>2025 年 3 月 6 日</td></tr>
<tr><td>本期應繳金額</td><td><b>HK$268.00</b></td></tr>
<tr style="background:#f3e9f7;"><td>繳費截止日期</td><td>2025 年 3 月 27 日</td></tr></table>
<h4 style="margin:18px 0 6px;">服務摘要</h4>
<table width="100%" cellpadding="5" style="font-size:13px;border-collapse:collapse;">
<tr><td>5G 流動通訊（6123 ****）月費計劃</td><td align="right">HK$198.00</td></tr>
<tr><td>家居寬頻 1000M（沙田第一城 38 座）</td><td align="right">HK$118.00</td></tr>
<tr><td>優惠回贈</td><td align="right">-HK$48.00</td></tr></table>
<p style="font-size:13px;">繳費方法：自動轉賬（尾號 0821）／繳費靈 PPS 商戶編號 18／轉數快 FPS 識別碼 1638229</p>
<p><a href="https://my.hkcomm.example/bill/view?acct=1882339104&amp;period=202503" style="background:#6a1b9a;color:#fff;padding:10px 20px;text-decoration:none;">查看賬單詳情</a></p>
<p style="font-size:12px;color:#777;">如有查詢，請致電客戶服務熱線 1000（按 2）或 (852) 2888 1000。</p>
</td></tr>
<tr><td style="background:#f7f7f7;padding:12px 24px;font-size:11px;color:#888;">港訊電訊有限公司　香港九龍觀塘海濱道 135 號 宏基資本大廈 21 樓<br>
<a href="https://www.hkcomm.example/privacy" style="color:#888;">私隱政策</a>｜<a href="https://my.hkcomm.example/settings/notifications" style="color:#888;">通知設定</a><br>此乃電腦發出之電郵，請勿直接回覆。</td></tr>
</table></body></html>
""")

M(lang="zh", kind="magic_link", otp=None,
  link="https://ebanking.stellar-bank.hk.example/register/email/confirm?ref=EV7Q2K8M4T&sig=8f0c3d1ab29e47c5b6d0f71a",
  frm="恒星銀行 Stellar Bank <notification@stellar-bank.hk.example>",
  to="lee.kamwing@mailbox.example",
  subject="恒星銀行：請驗證閣下的電郵地址 Please verify your email address",
  date=D("2025-01-09 15:47:33", "+0800"),
  cte="quoted-printable",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,'PMingLiU',sans-serif;font-size:14px;color:#1a1a1a;background:#ffffff;">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:18px 0;border-bottom:2px solid #005b94;"><img src="https://www.stellar-bank.hk.example/assets/email/logo_zh.png" alt="恒星銀行" height="36"></td></tr>
<tr><td style="padding:24px 0;line-height:1.8;">
<p>李錦榮先生：</p>
<p>多謝閣下登記恒星銀行網上理財服務。為確保閣下能收到重要的賬戶通知，請按下方按鈕驗證閣下的電郵地址 lee.kamwing@mailbox.example。</p>
<p style="margin:24px 0;"><a href="https://ebanking.stellar-bank.hk.example/register/email/confirm?ref=EV7Q2K8M4T&amp;sig=8f0c3d1ab29e47c5b6d0f71a" style="background:#005b94;color:#fff;padding:12px 28px;text-decoration:none;border-radius:3px;">驗證電郵地址 Verify email</a></p>
<p>此連結將於 24 小時後失效。如閣下並無進行此登記，請即致電客戶服務熱線 (852) 2233 8000。</p>
<p style="font-size:12px;color:#555;background:#f2f6f9;padding:10px 12px;"><b>保安提示：</b>恒星銀行不會透過電郵或短訊超連結要求閣下提供網上理財密碼、一次性密碼或個人資料。如懷疑收到詐騙訊息，請瀏覽<a href="https://www.stellar-bank.hk.example/zh-hk/security/fraud-alert">保安資訊中心</a>。</p>
<hr style="border:none;border-top:1px solid #ddd;">
<p style="font-size:12px;color:#555;">Dear Mr LEE,<br>Thank you for registering for Stellar Bank Online Banking. Please click the button above to verify your email address. The link expires in 24 hours.</p>
</td></tr>
<tr><td style="font-size:11px;color:#888;padding:12px 0;border-top:1px solid #ddd;">
恒星銀行有限公司　香港中環德輔道中 88 號 恒星銀行大廈<br>
<a href="https://www.stellar-bank.hk.example/zh-hk/privacy" style="color:#888;">私隱政策</a> ｜ <a href="https://www.stellar-bank.hk.example/zh-hk/terms" style="color:#888;">條款及細則</a> ｜ <a href="https://www.stellar-bank.hk.example/zh-hk/contact" style="color:#888;">聯絡我們</a><br>
此電郵由系統自動發出，請勿回覆。</td></tr>
</table></body></html>
""")

M(lang="zh", kind="prefix_code", otp="702184", shown="JS-702184",
  frm="鲸书 <noreply@jingshu-app.example>",
  to="liu.fang@mailbox.example",
  subject="【鲸书】邮箱验证码",
  date=D("2025-05-27 20:36:14", "+0800"),
  cte="8bit",
  text="""你好，

你正在将邮箱 liu.fang@mailbox.example 绑定到鲸书账号（书友号 31 877 204）。

验证码：JS-702184

请在 App 中输入“JS-”后面的 6 位数字。验证码 15 分钟内有效，仅限本次使用。

如果这不是你本人的操作，可以放心忽略这封邮件，你的账号不会有任何变化。

—— 鲸书团队
杭州鲸书文化传媒有限公司 · 浙江省杭州市西湖区文三路 398 号
客服邮箱 help@jingshu-app.example
""")

M(lang="zh", kind="decoy_codes", otp="385617",
  frm="京选商城 <account@jingxuan-mall.example>",
  to="sun.hao@mailbox.example",
  subject="京选商城：修改绑定手机号验证",
  date=D("2025-06-12 11:05:49", "+0800"),
  cte="base64",
  headers=[("List-Unsubscribe", "<https://edm.jingxuan-mall.example/unsub?uid=72291034&t=acct>")],
  text="""尊敬的京选会员 孙浩：

您正在申请将账户绑定手机号由 138****6612 修改为 159****0287。
请在页面中输入以下验证码完成身份验证：

    385617

（验证码 5 分钟内有效）

安全提醒：京选客服不会以任何理由向您索要验证码。如有人自称客服并要求您提供类似“123456”的验证码，请立即挂断并拨打官方客服电话 400-606-5500。

【您的近期订单】
订单号 310226894471  |  小米 充电宝 20000mAh  |  ¥129.00  |  已发货
快递单号 SF1429085513726（顺丰速运）

【618 年中大促】
满 300 减 40，结算时输入优惠码 JX618VIP 即可使用（6 月 18 日 23:59 截止）。
PLUS 会员专享礼品卡兑换码请在“我的-礼品卡”中查看。

京选电子商务有限公司
北京市大兴区亦庄经济开发区科创十一街 18 号
京ICP备 18062713 号
退订营销邮件：https://edm.jingxuan-mall.example/unsub?uid=72291034&t=acct
""",
  html="""<html><body style="background:#f2f2f2;font-family:'Microsoft YaHei',sans-serif;">
<table width="640" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#e1251b;padding:14px 24px;color:#fff;font-size:20px;">京选商城</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:1.8;">
<p>尊敬的京选会员 孙浩：</p>
<p>您正在申请将账户绑定手机号由 138****6612 修改为 159****0287。请在页面中输入以下验证码完成身份验证：</p>
<p style="text-align:center;font-size:30px;font-weight:bold;letter-spacing:8px;color:#e1251b;">385617</p>
<p style="text-align:center;color:#999;font-size:12px;">验证码 5 分钟内有效</p>
<p style="background:#fff7e6;border:1px solid #ffd591;padding:10px 14px;font-size:12px;">安全提醒：京选客服不会以任何理由向您索要验证码。如有人自称客服并要求您提供类似“123456”的验证码，请立即挂断并拨打官方客服电话 400-606-5500。</p>
<h4 style="margin:20px 0 8px;font-size:14px;">您的近期订单</h4>
<table width="100%" cellpadding="6" style="font-size:12px;border-collapse:collapse;border:1px solid #eee;">
<tr style="background:#fafafa;"><td>订单号</td><td>商品</td><td>金额</td><td>状态</td></tr>
<tr><td>310226894471</td><td>小米 充电宝 20000mAh</td><td>¥129.00</td><td>已发货（顺丰 SF1429085513726）</td></tr></table>
<p style="margin-top:18px;"><a href="https://www.jingxuan-mall.example/promo/618?utm_source=edm&amp;utm_campaign=acct_sec"><img src="https://img.jingxuan-mall.example/edm/618_banner.jpg" width="592" alt="618 年中大促 满300减40"></a></p>
<p style="font-size:13px;">结算时输入优惠码 <b style="border:1px dashed #e1251b;padding:2px 6px;">JX618VIP</b> 即可满 300 减 40（6 月 18 日 23:59 截止）。</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f7f7f7;font-size:11px;color:#999;">京选电子商务有限公司　北京市大兴区亦庄经济开发区科创十一街 18 号　京ICP备 18062713 号<br>
<a href="https://edm.jingxuan-mall.example/unsub?uid=72291034&amp;t=acct" style="color:#999;">退订营销邮件</a>｜<a href="https://help.jingxuan-mall.example/" style="color:#999;">帮助中心</a></td></tr>
</table></body></html>
""")

M(lang="zh", kind="lowercase_alnum", otp="k7qm2x9p",
  link="https://app.cloudcode-collab.tw.example/auth/magic?token=mL2k9QwXr7Vt4pBz1YcN8sHd3JfE&email=chen.yating%40mailbox.example",
  frm="雲碼協作 CloudCode <login@cloudcode-collab.tw.example>",
  to="chen.yating@mailbox.example",
  subject="登入雲碼協作：k7qm2x9p",
  date=D("2025-03-18 09:27:03", "+0800"),
  cte="quoted-printable",
  text="""嗨 雅婷，

你可以點擊下方連結直接登入雲碼協作：
https://app.cloudcode-collab.tw.example/auth/magic?token=mL2k9QwXr7Vt4pBz1YcN8sHd3JfE&email=chen.yating%40mailbox.example

或者在登入頁面貼上這組臨時登入碼：

k7qm2x9p

連結與登入碼都只能使用一次，並將在 15 分鐘後失效。
如果不是你本人要求登入，請忽略這封信。

—
雲碼協作團隊
雲碼科技股份有限公司｜台北市大安區敦化南路二段 76 號 9 樓
""",
  html="""<html><body style="font-family:-apple-system,'PingFang TC','Noto Sans TC',sans-serif;background:#fafbfc;">
<div style="max-width:520px;margin:32px auto;background:#fff;border:1px solid #e1e4e8;border-radius:6px;padding:28px;">
<img src="https://assets.cloudcode-collab.tw.example/email/mark.png" width="32" alt="CloudCode">
<h2 style="font-size:20px;font-weight:600;">登入雲碼協作</h2>
<p style="font-size:14px;color:#24292e;">嗨 雅婷，點擊下方按鈕即可直接登入：</p>
<p><a href="https://app.cloudcode-collab.tw.example/auth/magic?token=mL2k9QwXr7Vt4pBz1YcN8sHd3JfE&amp;email=chen.yating%40mailbox.example" style="display:inline-block;background:#2da44e;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none;font-weight:600;">登入雲碼協作</a></p>
<p style="font-size:14px;color:#24292e;">或者在登入頁面貼上這組臨時登入碼：</p>
<code style="display:block;font-size:22px;background:#f6f8fa;border:1px solid #e1e4e8;padding:12px;text-align:center;font-family:Menlo,monospace;">k7qm2x9p</code>
<p style="font-size:12px;color:#6a737d;margin-top:18px;">連結與登入碼都只能使用一次，並將在 15 分鐘後失效。如果不是你本人要求登入，請忽略這封信。</p>
<p style="font-size:11px;color:#959da5;border-top:1px solid #e1e4e8;padding-top:12px;">雲碼科技股份有限公司｜台北市大安區敦化南路二段 76 號 9 樓<br>
<a href="https://cloudcode-collab.tw.example/docs" style="color:#959da5;">文件</a> · <a href="https://status.cloudcode-collab.tw.example/" style="color:#959da5;">服務狀態</a> · <a href="https://cloudcode-collab.tw.example/privacy" style="color:#959da5;">隱私權</a></p>
</div></body></html>
""")

M(lang="zh", kind="new_and_old_code", otp="447019",
  frm="华商银行 <ebank@huashang-bank.example>",
  to="zhou.min@mailbox.example",
  subject="华商银行个人网银动态验证码（重新发送）",
  date=D("2025-01-21 16:55:38", "+0800"),
  charset="gbk", hdr_charset="gbk", cte="base64",
  text="""尊敬的周敏女士：

您于 2025年01月21日 16:55 申请重新获取个人网上银行登录动态验证码。

本次动态验证码：447019

您之前获取的动态验证码 903552 已自动失效，请勿再使用。
新验证码 3 分钟内有效，请尽快完成登录。

登录渠道：个人网银（网页版）
客户号：尾号 6730

请注意：我行工作人员不会以任何方式向您索取动态验证码、交易密码。
切勿向他人透露。如非本人操作，请立即致电客服热线 95399 或冻结网银。

华商银行股份有限公司
深圳市福田区深南大道 6011 号
本邮件为系统自动发送，请勿回复。
""")

M(lang="zh", kind="several_codes", otp=None,
  frm="极码 GeekCode <security@geekcode.example>",
  to="dev.wu@mailbox.example",
  subject="[极码] 两步验证已开启 — 请妥善保存您的恢复码",
  date=D("2025-02-26 13:18:22", "+0800"),
  cte="quoted-printable",
  text="""吴工 你好，

你的极码账号 wu-dev2019 已成功开启两步验证（TOTP）。

以下是你的 10 个恢复码。当你无法使用身份验证器 App 时，可以用其中任意一个代替动态码登录，
每个恢复码只能使用一次。请把它们保存在安全的地方（例如密码管理器），不要截图发给他人。

  3f9a1-c7e24    8b06d-52f1a
  d41c7-9e803    60e2b-f4a19
  a7c35-1d8e0    e92f4-06b7c
  5b18e-c3a62    0fd97-8a4e5
  c26a0-7b9d1    94e3f-2c05b

如果你没有开启两步验证，请立即访问安全设置检查账号：
https://geekcode.example/settings/security

极码 · 代码托管与协作平台
深圳极码科技有限公司 · 深圳市南山区科技园高新南七道 12 号
""",
  html="""<html><body style="font-family:'PingFang SC',sans-serif;font-size:14px;color:#24292f;">
<div style="max-width:560px;margin:20px auto;">
<p><img src="https://static.geekcode.example/mail/logo.png" alt="极码" height="28"></p>
<p>吴工 你好，</p>
<p>你的极码账号 <b>wu-dev2019</b> 已成功开启两步验证（TOTP）。</p>
<p>以下是你的 10 个恢复码。当你无法使用身份验证器 App 时，可以用其中任意一个代替动态码登录，每个恢复码只能使用一次。请把它们保存在安全的地方，不要截图发给他人。</p>
<table cellpadding="6" style="font-family:Consolas,monospace;font-size:15px;background:#f6f8fa;border:1px solid #d0d7de;">
<tr><td>3f9a1-c7e24</td><td>8b06d-52f1a</td></tr>
<tr><td>d41c7-9e803</td><td>60e2b-f4a19</td></tr>
<tr><td>a7c35-1d8e0</td><td>e92f4-06b7c</td></tr>
<tr><td>5b18e-c3a62</td><td>0fd97-8a4e5</td></tr>
<tr><td>c26a0-7b9d1</td><td>94e3f-2c05b</td></tr></table>
<p><a href="https://geekcode.example/settings/security/recovery-codes/download">下载恢复码 (.txt)</a></p>
<p style="font-size:12px;color:#57606a;">如果你没有开启两步验证，请立即<a href="https://geekcode.example/settings/security">检查账号安全设置</a>。</p>
<p style="font-size:11px;color:#8c959f;">深圳极码科技有限公司 · 深圳市南山区科技园高新南七道 12 号</p>
</div></body></html>
""")

M(lang="zh", kind="login_alert", otp=None,
  frm="幻境Online 帳號安全中心 <security@mirage-online.tw.example>",
  to="lin.zhiwei@mailbox.example",
  subject="【幻境Online】您的帳號在新裝置上登入",
  date=D("2025-04-04 01:26:17", "+0800"),
  cte="8bit",
  html="""<html><head><meta charset="utf-8"></head>
<body style="background:#0f1622;font-family:'Microsoft JhengHei',sans-serif;color:#d7e0ee;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#18212f;">
<tr><td style="padding:20px 28px;font-size:20px;color:#7fd1ff;font-weight:bold;">幻境Online 帳號安全通知</td></tr>
<tr><td style="padding:0 28px 24px;font-size:14px;line-height:1.9;">
<p>親愛的冒險者 Lin_ZW0412：</p>
<p>您的幻境Online帳號剛剛在一台新裝置上登入成功。</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #2b3a52;width:100%;">
<tr><td style="color:#8aa0bf;width:120px;">登入時間</td><td>2025/04/04 01:25:48（UTC+8）</td></tr>
<tr><td style="color:#8aa0bf;">裝置</td><td>Windows 11 桌機版用戶端 v3.12.0</td></tr>
<tr><td style="color:#8aa0bf;">IP 位址</td><td>61.220.47.133（台中市）</td></tr>
<tr><td style="color:#8aa0bf;">伺服器</td><td>亞服 · 蒼穹之境 07</td></tr></table>
<p>如果是您本人登入，無須進行任何操作。</p>
<p>若非本人操作，您的密碼可能已外洩，請立即：</p>
<p><a href="https://account.mirage-online.tw.example/security/lockdown?uid=20418873&amp;ev=LGN-8C21F0" style="background:#e0454f;color:#fff;padding:10px 22px;text-decoration:none;border-radius:4px;">這不是我，保護我的帳號</a></p>
<p style="font-size:12px;color:#8aa0bf;">官方人員不會向您索取密碼、二次驗證碼或虛寶序號。遊戲點數卡請認明官方通路購買。</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#111925;font-size:11px;color:#60708a;">
璀璨互動娛樂股份有限公司　台北市內湖區瑞光路 513 巷 22 號 6 樓　客服專線 (02) 8797-3355<br>
本遊戲依遊戲軟體分級管理辦法分類為輔15級。<br>
<a href="https://support.mirage-online.tw.example/" style="color:#60708a;">客服中心</a>｜<a href="https://www.facebook.example/MirageOnlineTW" style="color:#60708a;">粉絲專頁</a></td></tr>
</table></body></html>
""")

M(lang="zh", kind="magic_link", otp=None,
  link="https://baihua-weekly.us21.list-manage.example/subscribe/confirm?u=5f2c8a91d04e6b37a1c9e2f04&id=7b3e91a2c6&e=3d8f60c1a2&c=c41f9e7b02",
  frm="白话周刊 <newsletter@baihua-weekly.example>",
  to="xu.jing@mailbox.example",
  subject="白话周刊：请确认订阅",
  date=D("2025-05-05 21:49:10", "+0800"),
  cte="quoted-printable",
  text="""白话周刊：请确认订阅

感谢你订阅《白话周刊》——每周五早上，一封讲清楚一件科技和商业大事的邮件。

请点击下面的链接确认你的订阅：
https://baihua-weekly.us21.list-manage.example/subscribe/confirm?u=5f2c8a91d04e6b37a1c9e2f04&id=7b3e91a2c6&e=3d8f60c1a2&c=c41f9e7b02

如果你没有订阅，忽略这封邮件即可，你不会被加入列表。

白话周刊 · 北京市朝阳区望京SOHO T3 A座 1502
""",
  html="""<html><body style="background:#f7f3ea;font-family:'Songti SC',serif;color:#2a2a2a;">
<table width="100%"><tr><td align="center" style="padding:30px;">
<table width="520" style="background:#fffdf8;border:1px solid #e8dfc9;padding:30px;">
<tr><td style="font-size:24px;font-weight:bold;text-align:center;">白话周刊</td></tr>
<tr><td style="font-size:15px;line-height:1.9;padding-top:16px;">
<p>感谢你订阅《白话周刊》——每周五早上，一封讲清楚一件科技和商业大事的邮件。</p>
<p>只差一步：请点击下方按钮确认订阅。</p>
<p style="text-align:center;"><a href="https://baihua-weekly.us21.list-manage.example/subscribe/confirm?u=5f2c8a91d04e6b37a1c9e2f04&amp;id=7b3e91a2c6&amp;e=3d8f60c1a2&amp;c=c41f9e7b02" style="background:#2a2a2a;color:#fffdf8;padding:12px 30px;text-decoration:none;">是的，订阅我</a></p>
<p style="font-size:13px;color:#777;">如果你没有订阅，忽略这封邮件即可，你不会被加入列表。</p>
<p style="font-size:13px;color:#777;">往期精选：<a href="https://baihua-weekly.example/archive/112">第 112 期：芯片出口新规</a> · <a href="https://baihua-weekly.example/archive/111">第 111 期：外卖平台的补贴战</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#999;text-align:center;padding-top:20px;">白话周刊 · 北京市朝阳区望京SOHO T3 A座 1502<br>
<a href="https://baihua-weekly.us21.list-manage.example/about?u=5f2c8a91d04e6b37a1c9e2f04&amp;id=7b3e91a2c6" style="color:#999;">为什么收到这封邮件？</a></td></tr>
</table></td></tr></table></body></html>
""")

M(lang="zh", kind="alt_text_only", otp="861502",
  frm="摩點購物 <member@modian-shop.tw.example>",
  to="huang.peiyu@mailbox.example",
  subject="摩點購物 會員身分驗證",
  date=D("2025-06-08 14:14:52", "+0800"),
  cte="quoted-printable",
  png=("861502", "vcode-7721@modian-shop.tw.example"),
  png_name="vcode.png",
  text="""黃小姐 您好：

為保護您的帳戶安全，本次驗證碼以圖片方式提供，請以支援 HTML 的郵件程式開啟本信查看。
驗證碼 10 分鐘內有效。

摩點購物 會員服務部
摩點電子商務股份有限公司｜台北市內湖區洲子街 88 號
客服專線 0800-036-188
""",
  html="""<html><body style="font-family:'Microsoft JhengHei',sans-serif;background:#fff;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #eee;">
<tr><td style="background:#d6006f;color:#fff;padding:14px 20px;font-size:18px;">摩點購物 ｜ 會員身分驗證</td></tr>
<tr><td style="padding:24px 20px;font-size:14px;color:#333;line-height:1.8;">
<p>黃小姐 您好：</p>
<p>為保護您的帳戶安全，請在驗證頁面輸入下圖中的驗證碼（10 分鐘內有效）：</p>
<p style="text-align:center;"><img src="cid:vcode-7721@modian-shop.tw.example" alt="驗證碼：861502" width="260" height="82"></p>
<p style="font-size:12px;color:#888;">摩點客服不會以電話要求您操作 ATM 或提供驗證碼。若有疑問請撥打 165 反詐騙諮詢專線。</p>
</td></tr>
<tr><td style="padding:12px 20px;background:#fafafa;font-size:11px;color:#999;">摩點電子商務股份有限公司｜台北市內湖區洲子街 88 號｜客服專線 0800-036-188</td></tr>
</table></body></html>
""")

M(lang="zh", kind="no_code_word", otp="639208", shown="639 208",
  frm="通達卡 Tongda Card <noreply@tongdacard.hk.example>",
  to="ho.wingsze@mailbox.example",
  subject="通達卡 App 登記確認",
  date=D("2025-02-09 09:40:31", "+0800"),
  cte="8bit",
  text="""何詠詩 小姐：

多謝閣下登記「通達卡」App 個人賬戶。

請於 10 分鐘內在登記頁面輸入以下 6 位數字，以完成電郵地址確認：

        639 208

請勿將上述數字透露給任何人。通達卡職員不會致電或以短訊要求閣下提供此數字。

如閣下並無作出此項登記，請忽略本電郵。

查詢熱線：2266 2222（星期一至五 上午 9 時至晚上 8 時）

通達卡有限公司
香港九龍灣宏照道 39 號 企業廣場三期 46 樓
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#333;">
<div style="max-width:540px;margin:0 auto;border-top:6px solid #f39800;padding:20px;">
<p style="font-size:18px;font-weight:bold;color:#f39800;">通達卡 Tongda Card</p>
<p>何詠詩 小姐：</p>
<p>多謝閣下登記「通達卡」App 個人賬戶。請於 10 分鐘內在登記頁面輸入以下 6 位數字，以完成電郵地址確認：</p>
<p style="font-size:30px;letter-spacing:4px;font-weight:bold;text-align:center;background:#fff5e6;padding:14px;">639 208</p>
<p style="font-size:13px;">請勿將上述數字透露給任何人。通達卡職員不會致電或以短訊要求閣下提供此數字。</p>
<p style="font-size:13px;">如閣下並無作出此項登記，請忽略本電郵。</p>
<p style="font-size:11px;color:#888;">查詢熱線：2266 2222 ｜ 通達卡有限公司　香港九龍灣宏照道 39 號 企業廣場三期 46 樓<br>
<a href="https://www.tongdacard.hk.example/tc/privacy" style="color:#888;">私隱政策聲明</a></p>
</div></body></html>
""")
# ------------------------------------------------------------------ Korean --
M(lang="ko", kind="username_digits", otp=None,
  link="https://www.modu-commu.example/member/verify_email?mid=dev_kim2024&key=b71e0c94a58d2f36e1a7c0d9b4f8e215",
  frm="모두의커뮤 <webmaster@modu-commu.example>",
  to="kim.dev@mailbox.example",
  subject="[모두의커뮤] 이메일 인증을 완료해 주세요",
  date=D("2025-03-02 00:17:45", "+0900"),
  cte="base64",
  text="""dev_kim2024 님, 모두의커뮤에 가입해 주셔서 감사합니다.

아래 링크를 클릭하시면 이메일 인증이 완료되고 글쓰기·댓글 권한이 부여됩니다.
https://www.modu-commu.example/member/verify_email?mid=dev_kim2024&key=b71e0c94a58d2f36e1a7c0d9b4f8e215

※ 링크는 발송 후 72시간 동안 유효합니다.
※ 본인이 가입하지 않으셨다면 이 메일을 무시하셔도 됩니다.

가입 정보
- 아이디: dev_kim2024
- 닉네임: 야근하는개발자
- 가입일시: 2025-03-02 00:17

모두의커뮤 운영팀
커뮤니티 이용규칙: https://www.modu-commu.example/rules
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;font-size:14px;color:#333;">
<div style="max-width:600px;margin:0 auto;border:1px solid #d9d9d9;">
<div style="background:#3d6ea5;color:#fff;padding:12px 20px;font-weight:bold;">모두의커뮤</div>
<div style="padding:20px;line-height:1.8;">
<p><b>dev_kim2024</b> 님, 모두의커뮤에 가입해 주셔서 감사합니다.</p>
<p>아래 버튼을 클릭하시면 이메일 인증이 완료되고 글쓰기·댓글 권한이 부여됩니다.</p>
<p><a href="https://www.modu-commu.example/member/verify_email?mid=dev_kim2024&amp;key=b71e0c94a58d2f36e1a7c0d9b4f8e215" style="display:inline-block;background:#3d6ea5;color:#fff;padding:10px 24px;text-decoration:none;">이메일 인증하기</a></p>
<p style="font-size:12px;color:#888;">※ 링크는 발송 후 72시간 동안 유효합니다.<br>※ 본인이 가입하지 않으셨다면 이 메일을 무시하셔도 됩니다.</p>
<table cellpadding="4" style="font-size:12px;color:#555;border-top:1px solid #eee;">
<tr><td>아이디</td><td>dev_kim2024</td></tr><tr><td>닉네임</td><td>야근하는개발자</td></tr><tr><td>가입일시</td><td>2025-03-02 00:17</td></tr></table>
<p style="font-size:12px;"><a href="https://www.modu-commu.example/rules">커뮤니티 이용규칙</a> | <a href="https://www.modu-commu.example/privacy">개인정보처리방침</a></p>
</div></div></body></html>
""")

M(lang="ko", kind="booking_ref", otp=None,
  frm="하늘길항공 <e-ticket@haneulgil-air.example>",
  to="park.jiyeon@mailbox.example",
  subject="[하늘길항공] 전자항공권 발행 확인 - 예약번호 K7RZ2M",
  date=D("2025-05-20 17:02:11", "+0900"),
  cte="quoted-printable",
  text="""박지연 고객님, 하늘길항공을 이용해 주셔서 감사합니다.
전자항공권(E-Ticket)이 발행되었습니다.

예약번호: K7RZ2M
항공권 번호: 988-2401736552
승객명: PARK/JIYEON MS

[가는 편] 2025.07.18(금) HG 701
  인천(ICN) 09:35 출발 → 다낭(DAD) 12:20 도착 (현지시각)
  좌석 31K / 이코노미 / 위탁수하물 23kg 1개

[오는 편] 2025.07.22(화) HG 702
  다낭(DAD) 13:40 출발 → 인천(ICN) 20:15 도착
  좌석 31K / 이코노미 / 위탁수하물 23kg 1개

결제 금액: 487,600원 (항공운임 312,000원 + 유류할증료 96,800원 + 세금 및 수수료 78,800원)
결제 수단: 신한카드 (****-****-****-2290) 일시불

모바일 체크인은 출발 24시간 전부터 1시간 전까지 가능합니다.
예약 조회/변경: https://www.haneulgil-air.example/ko/manage?pnr=K7RZ2M

하늘길항공(주) | 서울특별시 강서구 하늘길 260 | 사업자등록번호 109-81-27731
예약센터 1688-7700 (평일 08:00~19:00)
""",
  html="""<html><body style="font-family:'Malgun Gothic',sans-serif;background:#f0f4f8;">
<table width="640" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#00337a;padding:18px 24px;color:#fff;font-size:18px;">하늘길항공 HANEULGIL AIR｜전자항공권 발행 확인</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#222;line-height:1.7;">
<p>박지연 고객님, 하늘길항공을 이용해 주셔서 감사합니다.</p>
<table width="100%" cellpadding="8" style="border:1px solid #cbd6e2;border-collapse:collapse;font-size:13px;">
<tr><td style="background:#eaf0f7;width:30%;">예약번호</td><td style="font-size:20px;font-weight:bold;letter-spacing:2px;">K7RZ2M</td></tr>
<tr><td style="background:#eaf0f7;">항공권 번호</td><td>988-2401736552</td></tr>
<tr><td style="background:#eaf0f7;">승객명</td><td>PARK/JIYEON MS</td></tr></table>
<table width="100%" cellpadding="8" style="border-collapse:collapse;font-size:13px;margin-top:16px;">
<tr style="background:#00337a;color:#fff;"><td>구간</td><td>편명</td><td>출발</td><td>도착</td><td>좌석</td></tr>
<tr><td>가는 편 07.18(금)</td><td>HG 701</td><td>ICN 09:35</td><td>DAD 12:20</td><td>31K</td></tr>
<tr style="background:#f7f9fb;"><td>오는 편 07.22(화)</td><td>HG 702</td><td>DAD 13:40</td><td>ICN 20:15</td><td>31K</td></tr></table>
<p style="font-size:13px;">결제 금액 <b>487,600원</b> (항공운임 312,000원 + 유류할증료 96,800원 + 세금 및 수수료 78,800원)<br>신한카드 (****-****-****-2290) 일시불</p>
<p><a href="https://www.haneulgil-air.example/ko/manage?pnr=K7RZ2M&amp;ln=PARK" style="background:#00337a;color:#fff;padding:10px 20px;text-decoration:none;">예약 조회/변경</a>
<a href="https://www.haneulgil-air.example/ko/checkin" style="margin-left:8px;">모바일 체크인</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;background:#f7f7f7;">하늘길항공(주) | 서울특별시 강서구 하늘길 260 | 사업자등록번호 109-81-27731 | 예약센터 1688-7700</td></tr>
</table></body></html>
""")

M(lang="ko", kind="reset_in_code_mail", otp="Q4M7ZP",
  frm="누리 <account_noreply@nuri-portal.example>",
  to="lee.sujin@mailbox.example",
  subject="[누리] 로그인 인증코드 안내",
  date=D("2025-02-11 08:09:58", "+0900"),
  cte="8bit",
  text="""누리 아이디 su****님,

새로운 기기에서 로그인하려면 아래 인증코드를 입력해 주세요.

인증코드: Q4M7ZP

인증코드는 10분 동안만 유효합니다.

로그인 위치: 대한민국 경기도
기기: Chrome (macOS)
시간: 2025.02.11. 08:09

본인이 로그인하지 않았다면 누군가 회원님의 비밀번호를 알고 있을 수 있습니다.
지금 비밀번호를 변경해 주세요.
https://nid.nuri-portal.example/user/password/change?from=loginalert&token=tx-41b0

Copyright (C) NURI Corp. All Rights Reserved.
(주)누리 | 경기도 성남시 분당구 정자일로 95 | 고객센터 1588-3820
""",
  html="""<html><body style="margin:0;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<div style="max-width:560px;margin:0 auto;padding:30px 20px;">
<div style="font-size:22px;font-weight:800;color:#03c75a;">NURI</div>
<p style="font-size:16px;margin-top:24px;">누리 아이디 <b>su****</b>님,</p>
<p style="font-size:14px;color:#444;">새로운 기기에서 로그인하려면 아래 인증코드를 입력해 주세요.</p>
<div style="margin:20px 0;padding:18px;background:#f5f6f7;text-align:center;font-size:28px;font-weight:700;letter-spacing:6px;">Q4M7ZP</div>
<p style="font-size:13px;color:#777;">인증코드는 10분 동안만 유효합니다.</p>
<table style="font-size:13px;color:#555;" cellpadding="3">
<tr><td>로그인 위치</td><td>대한민국 경기도</td></tr><tr><td>기기</td><td>Chrome (macOS)</td></tr><tr><td>시간</td><td>2025.02.11. 08:09</td></tr></table>
<p style="font-size:13px;color:#555;margin-top:18px;">본인이 로그인하지 않았다면 누군가 회원님의 비밀번호를 알고 있을 수 있습니다.</p>
<p><a href="https://nid.nuri-portal.example/user/password/change?from=loginalert&amp;token=tx-41b0" style="display:inline-block;border:1px solid #03c75a;color:#03c75a;padding:8px 18px;text-decoration:none;">비밀번호 변경하기</a></p>
<p style="font-size:11px;color:#aaa;margin-top:30px;">본 메일은 발신 전용입니다. | <a href="https://help.nuri-portal.example/" style="color:#aaa;">고객센터</a><br>
(주)누리 | 경기도 성남시 분당구 정자일로 95 | 고객센터 1588-3820<br>Copyright (C) NURI Corp. All Rights Reserved.</p>
</div></body></html>
""")

M(lang="ko", kind="subject_only", otp="590372",
  frm="모아뱅크 <notice@moabank.example>",
  to="choi.minho@mailbox.example",
  subject="[모아뱅크] 인증번호 [590372]",
  date=D("2025-06-17 12:44:03", "+0900"),
  charset="euc-kr", hdr_charset="euc-kr", cte="base64",
  text="""최민호 고객님, 안녕하세요. 모아뱅크입니다.

고객님께서 요청하신 이메일 본인확인 인증번호를 발송해 드립니다.
인증번호는 이 메일의 제목에 표시되어 있습니다.
앱 화면에 인증번호 6자리를 입력해 주세요. (유효시간 3분)

요청 내용 : 오픈뱅킹 타행계좌 등록
요청 일시 : 2025-06-17 12:44
등록 계좌 : 한결은행 1002-***-884201

모아뱅크 직원은 어떠한 경우에도 인증번호를 묻지 않습니다.
본인이 요청하지 않은 경우 즉시 고객센터(1599-8000)로 신고해 주세요.

(주)모아뱅크 | 서울특별시 영등포구 국제금융로 10
""")

M(lang="ko", kind="prefix_code", otp="49301", shown="BM-49301",
  frm="빠른마켓 <no-reply@ppareun-market.example>",
  to="jung.hyun@mailbox.example",
  subject="빠른마켓 이메일 인증번호입니다",
  date=D("2025-04-11 19:58:29", "+0900"),
  cte="quoted-printable",
  html="""<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f3f3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Malgun Gothic',sans-serif;">
<tr><td style="padding:22px 28px;font-size:22px;font-weight:bold;color:#5f0080;">빠른마켓</td></tr>
<tr><td style="padding:0 28px 24px;font-size:15px;color:#333;line-height:1.7;">
<p>안녕하세요, 정현 고객님.<br>회원가입을 위한 이메일 인증번호를 안내해 드립니다.</p>
<div style="border:1px solid #e5d5ef;background:#faf5fc;padding:18px;text-align:center;">
<div style="font-size:12px;color:#8a6aa3;">인증번호</div>
<div style="font-size:30px;font-weight:bold;color:#5f0080;letter-spacing:3px;">BM-49301</div>
<div style="font-size:12px;color:#8a6aa3;">가입 화면에는 ‘BM-’ 뒤의 숫자 5자리만 입력해 주세요.</div></div>
<p style="font-size:13px;color:#777;">인증번호는 발송 시점부터 5분간 유효합니다.</p>
<p style="font-size:13px;color:#777;">🎁 신규 가입 첫 주문 시 배송비 무료 + 10,000원 할인 쿠폰이 자동 지급됩니다.</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#fafafa;font-size:11px;color:#999;line-height:1.6;">
(주)빠른마켓 | 대표이사 한도윤 | 서울특별시 강남구 테헤란로 133, 18층 | 사업자등록번호 261-81-23567<br>
통신판매업신고 제2019-서울강남-01646호 | 고객센터 1644-1107<br>
<a href="https://www.ppareun-market.example/terms" style="color:#999;">이용약관</a> · <a href="https://www.ppareun-market.example/privacy" style="color:#999;"><b>개인정보처리방침</b></a></td></tr>
</table></td></tr></table></body></html>
""")

M(lang="ko", kind="phone_and_dates", otp="813406", shown="813 406",
  frm="한빛텔레콤 <myhanbit@hanbit-telecom.example>",
  to="kang.yujin@mailbox.example",
  subject="[한빛텔레콤] 본인확인 인증번호",
  date=D("2025-01-27 10:15:42", "+0900"),
  cte="base64",
  text="""[한빛텔레콤] 본인확인 인증번호 안내

강유진 고객님, 한빛텔레콤 홈페이지에서 요금제 변경을 위한 본인확인을 요청하셨습니다.

인증번호 813 406 을(를) 화면에 입력해 주세요. (3분 이내)

- 휴대폰 번호: 010-****-3381
- 현재 요금제: 5G 슬림 (월 55,000원)
- 변경 요금제: 5G 베이직플러스 (월 69,000원, 선택약정 25% 할인 시 51,750원)
- 적용일: 2025년 2월 1일
- 요청 일시: 2025.01.27 10:15
- 납부 방법: 자동이체 (국민은행 ***-**-**5012)

※ 타인에게 인증번호를 알려주지 마세요. 한빛텔레콤은 전화로 인증번호를 요구하지 않습니다.
※ 요청하지 않은 경우 고객센터 114(무료) 또는 1577-0011로 문의해 주세요.

한빛텔레콤(주) 서울특별시 중구 을지로 65
""",
  html="""<html><body style="font-family:'Malgun Gothic',sans-serif;color:#222;">
<table width="600" align="center" style="border:1px solid #ddd;" cellpadding="0" cellspacing="0">
<tr><td style="background:#e4002b;color:#fff;padding:14px 20px;font-weight:bold;">한빛텔레콤 본인확인</td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:1.7;">
<p>강유진 고객님, 한빛텔레콤 홈페이지에서 요금제 변경을 위한 본인확인을 요청하셨습니다.</p>
<p>아래 인증번호를 화면에 입력해 주세요. (3분 이내)</p>
<p style="font-size:28px;font-weight:bold;color:#e4002b;letter-spacing:3px;">813 406</p>
<table cellpadding="5" style="font-size:13px;border-collapse:collapse;width:100%;">
<tr><td style="background:#f5f5f5;width:35%;">휴대폰 번호</td><td>010-****-3381</td></tr>
<tr><td style="background:#f5f5f5;">현재 요금제</td><td>5G 슬림 (월 55,000원)</td></tr>
<tr><td style="background:#f5f5f5;">변경 요금제</td><td>5G 베이직플러스 (월 69,000원, 선택약정 25% 할인 시 51,750원)</td></tr>
<tr><td style="background:#f5f5f5;">적용일</td><td>2025년 2월 1일</td></tr>
<tr><td style="background:#f5f5f5;">요청 일시</td><td>2025.01.27 10:15</td></tr>
<tr><td style="background:#f5f5f5;">납부 방법</td><td>자동이체 (국민은행 ***-**-**5012)</td></tr></table>
<p style="font-size:12px;color:#777;">※ 타인에게 인증번호를 알려주지 마세요. 한빛텔레콤은 전화로 인증번호를 요구하지 않습니다.<br>※ 요청하지 않은 경우 고객센터 114(무료) 또는 1577-0011로 문의해 주세요.</p>
</td></tr>
<tr><td style="padding:10px 20px;font-size:11px;color:#999;background:#f9f9f9;">한빛텔레콤(주) 서울특별시 중구 을지로 65 | <a href="https://www.hanbit-telecom.example/privacy" style="color:#999;">개인정보처리방침</a></td></tr>
</table></body></html>
""")

M(lang="ko", kind="magic_link", otp=None,
  link="https://u4417203.ct.sendgrid.example/ls/click?upn=u001.pT7cVvX2mQn8ZrK4wL9yHb3sJd-2BfGk6Na1eOy0uRc5tIx-2FvPq7hW&c=nf-reset-0321",
  frm="노트플로우 <noreply@noteflow.example>",
  to="yoon.seoyeon@mailbox.example",
  subject="노트플로우 비밀번호 재설정 링크",
  date=D("2025-03-21 23:31:27", "+0900"),
  cte="quoted-printable",
  headers=[("X-SG-EID", "hK2d0Lq9wVbZ4cT1rY8mPuXo3A=="), ("X-Entity-Ref-ID", "nf-reset-0321-88120")],
  text="""안녕하세요, 서연님.

노트플로우 계정(yoon.seoyeon@mailbox.example)의 비밀번호 재설정 요청을 받았습니다.
아래 링크를 열어 새 비밀번호를 설정하세요. 링크는 1시간 동안 유효하며 한 번만 사용할 수 있습니다.

https://u4417203.ct.sendgrid.example/ls/click?upn=u001.pT7cVvX2mQn8ZrK4wL9yHb3sJd-2BfGk6Na1eOy0uRc5tIx-2FvPq7hW&c=nf-reset-0321

비밀번호 재설정을 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 기존 비밀번호는 그대로 유지됩니다.

노트플로우 팀 드림
(주)노트플로우 | 서울특별시 성동구 성수이로 113, 4층
""",
  html="""<html><body style="font-family:Pretendard,'Apple SD Gothic Neo',sans-serif;background:#f7f7f5;">
<table align="center" width="480" style="background:#fff;border-radius:10px;margin:30px auto;" cellpadding="28"><tr><td>
<p style="font-size:20px;font-weight:700;margin:0 0 12px;">비밀번호를 재설정하세요</p>
<p style="font-size:14px;color:#37352f;line-height:1.7;">안녕하세요, 서연님.<br>노트플로우 계정(yoon.seoyeon@mailbox.example)의 비밀번호 재설정 요청을 받았습니다. 아래 버튼을 눌러 새 비밀번호를 설정하세요.</p>
<p><a href="https://u4417203.ct.sendgrid.example/ls/click?upn=u001.pT7cVvX2mQn8ZrK4wL9yHb3sJd-2BfGk6Na1eOy0uRc5tIx-2FvPq7hW&amp;c=nf-reset-0321" style="display:inline-block;background:#2f80ed;color:#fff;padding:11px 22px;border-radius:6px;text-decoration:none;">새 비밀번호 설정</a></p>
<p style="font-size:12px;color:#787774;">링크는 1시간 동안 유효하며 한 번만 사용할 수 있습니다. 요청하지 않으셨다면 이 메일을 무시하세요.</p>
<p style="font-size:11px;color:#9b9a97;border-top:1px solid #eee;padding-top:12px;">(주)노트플로우 | 서울특별시 성동구 성수이로 113, 4층<br>
<a href="https://u4417203.ct.sendgrid.example/ls/click?upn=u001.pT7cVvX2mQn8ZrK4wL9yHb3sJd-2FhelpC9&amp;c=nf-help" style="color:#9b9a97;">도움말 센터</a> · <a href="https://u4417203.ct.sendgrid.example/ls/click?upn=u001.pT7cVvX2mQn8ZrK4wL9yHb3sJd-2FprivD1&amp;c=nf-privacy" style="color:#9b9a97;">개인정보 처리방침</a></p>
</td></tr></table>
<img src="https://u4417203.ct.sendgrid.example/wf/open?upn=u001.pT7cVvX2mQn8ZrK4wL9yHb3sJd-2FopenE2" alt="" width="1" height="1" border="0">
</body></html>
""")

M(lang="ko", kind="newsletter_numbers", otp=None,
  frm="십일마켓 <order@sipil-market.example>",
  to="han.yerin@mailbox.example",
  subject="[십일마켓] 주문하신 상품이 출발했어요 (주문번호 20250314-0028713)",
  date=D("2025-03-15 14:22:08", "+0900"),
  cte="base64",
  text="""한예린 고객님, 주문하신 상품이 발송되었습니다.

주문번호: 20250314-0028713
주문일시: 2025.03.14 21:48
택배사: 한결택배
운송장번호: 6892 1734 0051
도착 예정일: 2025.03.17(월)

[상품 정보]
1) 무선 블루투스 이어폰 ANC 프로 (화이트) 1개  39,900원
2) 실리콘 케이스 (라벤더) 1개  7,900원
상품 합계 47,800원 / 배송비 3,000원 / 쿠폰 할인 -0원
최종 결제 금액 50,800원 (카카오페이)
적립 예정 포인트 508P (구매확정 시 지급)

배송지: 부산광역시 해운대구 센텀중앙로 79, 1203동 ****호 (우 48058)

배송 조회: https://www.sipil-market.example/order/tracking?ord=20250314-0028713
교환/반품은 상품 수령 후 7일 이내에 신청해 주세요.

(주)십일마켓 | 서울특별시 중구 한강대로 416 | 사업자등록번호 815-81-01244 | 고객센터 1599-0110
이 메일은 발신 전용입니다.
""")

M(lang="ko", kind="several_codes", otp="305118", shown="305 118",
  frm="넥스플레이 <security@nexplay.example>",
  to="oh.junseo@mailbox.example",
  subject="[넥스플레이] 2단계 인증 요청 - 새 PC 로그인",
  date=D("2025-05-03 20:40:55", "+0900"),
  cte="quoted-printable",
  html="""<html><body style="background:#f4f5f7;font-family:'Malgun Gothic',sans-serif;">
<table width="600" align="center" style="background:#fff;" cellpadding="0" cellspacing="0">
<tr><td style="background:#1a1d24;padding:16px 24px;color:#ffcc00;font-weight:bold;font-size:18px;">NEXPLAY</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#222;line-height:1.8;">
<p>넥스플레이 아이디 <b>junseo_0o</b> 님,</p>
<p>등록되지 않은 PC에서 로그인이 시도되어 2단계 인증이 필요합니다. 아래 두 가지 번호를 확인해 주세요.</p>
<table width="100%" cellpadding="12" cellspacing="0" style="border:1px solid #e0e0e0;border-collapse:collapse;">
<tr><td style="background:#fffbe6;width:55%;"><b>① PC 로그인 인증번호</b><br><span style="font-size:12px;color:#666;">지금 로그인 중인 PC 화면에 입력하세요. (5분 유효)</span></td>
<td style="font-size:26px;font-weight:bold;letter-spacing:3px;">305 118</td></tr>
<tr><td style="background:#f7f7f7;"><b>② 모바일 OTP 앱 연동 번호</b><br><span style="font-size:12px;color:#666;">넥스플레이 OTP 앱을 새로 설치하는 경우에만 앱에 입력하세요. PC 화면에는 입력하지 마세요.</span></td>
<td style="font-size:18px;color:#555;letter-spacing:2px;">KX4-92M-Q7P</td></tr></table>
<table cellpadding="4" style="font-size:12px;color:#666;margin-top:16px;">
<tr><td>시도 일시</td><td>2025-05-03 20:40:31</td></tr>
<tr><td>IP</td><td>121.134.xx.xx (서울)</td></tr>
<tr><td>게임</td><td>메이플로드 (서버: 루나)</td></tr></table>
<p style="font-size:12px;color:#888;">본인이 시도하지 않은 로그인이라면 <a href="https://member.nexplay.example/security/password?src=2fa_mail">비밀번호를 변경</a>하고 고객센터 1588-7701로 신고해 주세요.</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f4f5f7;font-size:11px;color:#999;">(주)넥스플레이 | 경기도 성남시 분당구 판교로 256번길 7 | 게임물 등급분류번호 CC-OM-240117-004</td></tr>
</table></body></html>
""")

M(lang="ko", kind="decoy_codes", otp=None,
  frm="배달모아 <event@baedalmoa.example>",
  to="seo.jihoon@mailbox.example",
  subject="(광고) 🍗 지훈님만을 위한 5,000원 쿠폰이 도착했어요",
  date=D("2025-06-05 11:30:00", "+0900"),
  cte="8bit",
  headers=[("List-Unsubscribe", "<https://baedalmoa.example/mkt/optout?u=MX0r92Lq>"), ("Precedence", "bulk")],
  text="""(광고) 배달모아

지훈님, 이번 주말 치킨 어때요?

▶ 쿠폰 코드: BAEMO5000
   2만원 이상 주문 시 5,000원 할인 / 6월 8일(일) 23:59까지
   [마이배모 > 쿠폰함 > 쿠폰 코드 등록]에서 입력하세요.

▶ 배모 상품권 선물 이벤트
   상품권 PIN 번호 16자리(예: 4012-8830-1176-5521)를 [선물함]에 등록하면 배모머니로 충전돼요.

최근 주문: 바삭공방치킨 역삼점 / 주문번호 B2JK-0605-7731 / 24,000원

수신거부: https://baedalmoa.example/mkt/optout?u=MX0r92Lq
(주)배달모아 | 서울특별시 송파구 위례성대로 2 | 고객센터 1600-0987
""",
  html="""<html><body style="margin:0;background:#eafaf7;font-family:'Apple SD Gothic Neo',sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:8px 20px;font-size:11px;color:#999;">(광고) 배달모아 · <a href="https://baedalmoa.example/mail/web/20250605?u=MX0r92Lq" style="color:#999;">웹에서 보기</a></td></tr>
<tr><td><a href="https://baedalmoa.example/r?c=weekend_chicken&amp;u=MX0r92Lq"><img src="https://img.baedalmoa.example/edm/0605_chicken.png" width="600" alt="이번 주말 치킨 어때요?"></a></td></tr>
<tr><td style="padding:24px;font-size:15px;color:#222;line-height:1.7;">
<p>지훈님, 이번 주말 치킨 어때요?</p>
<div style="border:2px dashed #2ac1bc;padding:16px;text-align:center;">
<div style="font-size:13px;color:#2ac1bc;">쿠폰 코드</div>
<div style="font-size:26px;font-weight:bold;">BAEMO5000</div>
<div style="font-size:12px;color:#666;">2만원 이상 주문 시 5,000원 할인 · 6월 8일(일) 23:59까지</div></div>
<p style="font-size:13px;">[마이배모 &gt; 쿠폰함 &gt; 쿠폰 코드 등록]에서 입력하세요.</p>
<p style="font-size:13px;"><b>배모 상품권 선물 이벤트</b> — 상품권 PIN 번호 16자리(예: 4012-8830-1176-5521)를 [선물함]에 등록하면 배모머니로 충전돼요.</p>
<p style="font-size:12px;color:#777;">최근 주문: 바삭공방치킨 역삼점 · 주문번호 B2JK-0605-7731 · 24,000원</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;background:#f6f6f6;">
<a href="https://baedalmoa.example/mkt/optout?u=MX0r92Lq" style="color:#999;">수신거부</a> · <a href="https://baedalmoa.example/policy/privacy" style="color:#999;">개인정보처리방침</a><br>
(주)배달모아 | 서울특별시 송파구 위례성대로 2 | 고객센터 1600-0987</td></tr>
</table>
<img src="https://trk.baedalmoa.example/open.gif?u=MX0r92Lq&amp;c=0605" width="1" height="1" alt="">
</body></html>
""")

M(lang="ko", kind="lowercase_alnum", otp="r4t9wz7b",
  frm="GoormStack Console <no-reply@goormstack.example>",
  to="infra@startup-kor.example",
  subject="[구름스택] 콘솔 로그인 확인 코드",
  date=D("2025-02-20 03:12:40", "+0900"),
  cte="quoted-printable",
  text="""구름스택 콘솔 로그인 확인

계정: infra@startup-kor.example (조직: startup-kor / 프로젝트 ID prj-20931)
요청 IP: 203.0.113.47
요청 시각: 2025-02-20 03:12:40 KST

아래 확인 코드를 콘솔 로그인 화면에 붙여 넣으세요. 대소문자를 구분합니다.

    r4t9wz7b

코드는 10분 후 만료됩니다.

로그인 시도를 하지 않았다면 API 키를 포함한 자격 증명을 즉시 교체하고
security@goormstack.example 로 알려 주세요.

--
구름스택 주식회사 · 서울특별시 강남구 논현로 508 GS타워 12층
문서: https://docs.goormstack.example  |  상태: https://status.goormstack.example
""")

M(lang="ko", kind="no_code_word", otp="257049", shown="257 049",
  frm="정부민원포털 <noreply@minwon24.go.example>",
  to="bae.eunji@mailbox.example",
  subject="정부민원포털 회원정보 변경 본인확인 안내",
  date=D("2025-04-22 15:06:19", "+0900"),
  cte="base64",
  html="""<html><head><meta charset="utf-8"><title>정부민원포털</title></head>
<body style="font-family:'Malgun Gothic','돋움',sans-serif;font-size:14px;color:#333;">
<table width="640" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #c7d0dc;">
<tr><td style="background:#0a3d7c;color:#fff;padding:14px 22px;font-size:17px;font-weight:bold;">정부민원포털</td></tr>
<tr><td style="padding:24px 22px;line-height:1.8;">
<p>배은지 님, 안녕하십니까.</p>
<p>정부민원포털 회원정보(이메일 주소) 변경을 위한 본인확인 절차입니다.<br>
본인확인을 위해 아래 <b>6자리 숫자</b>를 변경 화면에 입력해 주시기 바랍니다.</p>
<p style="text-align:center;font-size:30px;font-weight:bold;color:#0a3d7c;letter-spacing:5px;border:1px solid #c7d0dc;padding:12px;">257 049</p>
<p style="font-size:13px;">· 입력 가능 시간: 2025. 4. 22. 15:06 ~ 15:16 (10분)<br>
· 숫자를 3회 이상 잘못 입력하면 처음부터 다시 진행해야 합니다.</p>
<p style="font-size:13px;color:#b00;">공무원은 전화·문자로 본인확인 숫자를 요구하지 않습니다.</p>
</td></tr>
<tr><td style="background:#f2f4f7;padding:14px 22px;font-size:11px;color:#666;">
(30121) 세종특별자치시 도움6로 42 정부세종청사 | 정부민원안내콜센터 국번없이 110<br>
본 메일은 발신 전용이므로 회신되지 않습니다. | <a href="https://www.minwon24.go.example/privacy" style="color:#666;">개인정보처리방침</a></td></tr>
</table></body></html>
""")

M(lang="ko", kind="new_and_old_code", otp="918263",
  frm="미래파이낸스증권 <otp@mirae-fin.example>",
  to="kwon.taeyang@mailbox.example",
  subject="[미래파이낸스증권] 인증번호 재발송 안내",
  date=D("2025-05-29 08:58:33", "+0900"),
  cte="8bit",
  text="""권태양 고객님,

요청하신 인증번호를 다시 보내드립니다.

새 인증번호 : 918263
(앞서 발송된 인증번호 530771은 더 이상 사용할 수 없습니다.)

· 용도 : MTS 신규 기기 등록
· 유효시간 : 3분 (09:01:33까지)
· 계좌번호 : 7012-****-01 (종합매매)

인증번호 재발송은 하루 5회까지 가능합니다.
타인이 인증번호를 요구하는 경우 금융사기일 수 있으니 절대 알려주지 마세요.

미래파이낸스증권 고객지원센터 1588-6800 (평일 07:00~20:00)
서울특별시 영등포구 여의대로 56
""")
# -------------------------------------------------------------------- Thai --
M(lang="th", kind="username_digits", otp=None,
  frm="ArenaPlay Thailand <account@arenaplay.co.th.example>",
  to="pond.gamer@mailbox.example",
  subject="รหัสผ่านบัญชี ArenaPlay ของคุณถูกเปลี่ยนแล้ว",
  date=D("2025-03-12 22:47:16", "+0700"),
  cte="quoted-printable",
  text="""สวัสดี pond_gamer2009

รหัสผ่านของบัญชี ArenaPlay (UID: 1187 4402 93) ถูกเปลี่ยนเรียบร้อยแล้ว

วันที่และเวลา: 12 มี.ค. 2568 เวลา 22:46 น.
อุปกรณ์: Android / ArenaPlay App 5.8.1
ตำแหน่งโดยประมาณ: ขอนแก่น ประเทศไทย

หากคุณเป็นผู้เปลี่ยนรหัสผ่านเอง ไม่ต้องดำเนินการใดๆ

หากคุณไม่ได้เปลี่ยนรหัสผ่าน กรุณาระงับบัญชีชั่วคราวและติดต่อฝ่ายบริการลูกค้าทันที
https://account.arenaplay.co.th.example/freeze?uid=1187440293&ev=PWD-CHG-7731

เจ้าหน้าที่ ArenaPlay จะไม่ขอรหัสผ่านหรือรหัส OTP ของคุณไม่ว่ากรณีใดๆ

บริษัท อารีน่าเพลย์ (ประเทศไทย) จำกัด
89 อาคารเอไอเอ แคปปิตอล เซ็นเตอร์ ชั้น 21 ถนนรัชดาภิเษก แขวงดินแดง เขตดินแดง กรุงเทพฯ 10400
โทร 02-118-5577 (ทุกวัน 10:00-22:00 น.)
""",
  html="""<html><body style="background:#111;font-family:Tahoma,'Noto Sans Thai',sans-serif;">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#1c1c1c;color:#eee;">
<tr><td style="padding:18px 24px;background:#f55a00;font-size:20px;font-weight:bold;color:#fff;">ArenaPlay</td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.9;">
<p>สวัสดี <b>pond_gamer2009</b></p>
<p>รหัสผ่านของบัญชี ArenaPlay (UID: 1187 4402 93) ถูกเปลี่ยนเรียบร้อยแล้ว</p>
<table cellpadding="5" style="font-size:13px;color:#bbb;">
<tr><td>วันที่และเวลา</td><td>12 มี.ค. 2568 เวลา 22:46 น.</td></tr>
<tr><td>อุปกรณ์</td><td>Android / ArenaPlay App 5.8.1</td></tr>
<tr><td>ตำแหน่งโดยประมาณ</td><td>ขอนแก่น ประเทศไทย</td></tr></table>
<p>หากคุณเป็นผู้เปลี่ยนรหัสผ่านเอง ไม่ต้องดำเนินการใดๆ</p>
<p>หากคุณไม่ได้เปลี่ยนรหัสผ่าน <a href="https://account.arenaplay.co.th.example/freeze?uid=1187440293&amp;ev=PWD-CHG-7731" style="color:#ff8a3d;">ระงับบัญชีชั่วคราว</a> และติดต่อฝ่ายบริการลูกค้าทันที</p>
<p style="font-size:12px;color:#888;">เจ้าหน้าที่ ArenaPlay จะไม่ขอรหัสผ่านหรือรหัส OTP ของคุณไม่ว่ากรณีใดๆ</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#777;background:#151515;">บริษัท อารีน่าเพลย์ (ประเทศไทย) จำกัด 89 อาคารเอไอเอ แคปปิตอล เซ็นเตอร์ ชั้น 21 ถนนรัชดาภิเษก แขวงดินแดง เขตดินแดง กรุงเทพฯ 10400 โทร 02-118-5577<br>
<a href="https://www.facebook.example/ArenaPlayTH" style="color:#777;">Facebook</a> · <a href="https://support.arenaplay.co.th.example/" style="color:#777;">ศูนย์ช่วยเหลือ</a></td></tr>
</table></body></html>
""")

M(lang="th", kind="booking_ref", otp="602948",
  frm="สยามแอร์ <noreply@siam-air.example>",
  to="napat.s@mailbox.example",
  subject="รหัส OTP สำหรับเข้าสู่ระบบ Siam Air Club",
  date=D("2025-04-09 06:31:52", "+0700"),
  cte="base64",
  text="""เรียน คุณณภัทร ศรีสุข

รหัส OTP สำหรับเข้าสู่ระบบ Siam Air Club ของคุณคือ 602948 (Ref: QWPK)
รหัสนี้ใช้ได้ภายใน 5 นาที กรุณาอย่าเปิดเผยรหัสนี้แก่ผู้อื่น

การเดินทางที่กำลังจะมาถึง
หมายเลขการจอง: TR5X9J
เที่ยวบิน SX 1204 กรุงเทพฯ (ดอนเมือง DMK) - เชียงใหม่ (CNX)
วันพฤหัสบดีที่ 10 เม.ย. 2568 ออกเดินทาง 08:15 น. ถึง 09:30 น.
เช็คอินออนไลน์เปิดให้บริการแล้ว

หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลฉบับนี้ หรือติดต่อศูนย์บริการลูกค้า 1318

บริษัท สยามแอร์ จำกัด (มหาชน)
222 ท่าอากาศยานดอนเมือง อาคารผู้โดยสาร 1 ถนนวิภาวดีรังสิต แขวงสนามบิน เขตดอนเมือง กรุงเทพฯ 10210
""",
  html="""<html><body style="font-family:Tahoma,sans-serif;background:#f2f6fa;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#6b2c91;color:#fff;padding:16px 24px;font-size:18px;">Siam Air Club</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:1.8;">
<p>เรียน คุณณภัทร ศรีสุข</p>
<p>รหัส OTP สำหรับเข้าสู่ระบบ Siam Air Club ของคุณคือ</p>
<p style="font-size:30px;font-weight:bold;color:#6b2c91;letter-spacing:4px;margin:4px 0;">602948</p>
<p style="font-size:13px;color:#777;">Ref: QWPK · ใช้ได้ภายใน 5 นาที · กรุณาอย่าเปิดเผยรหัสนี้แก่ผู้อื่น</p>
<div style="background:#f6f0fa;padding:14px;margin-top:20px;font-size:13px;">
<b>การเดินทางที่กำลังจะมาถึง</b><br>
หมายเลขการจอง: <b>TR5X9J</b><br>
เที่ยวบิน SX 1204 ดอนเมือง (DMK) → เชียงใหม่ (CNX)<br>
พฤ. 10 เม.ย. 2568 · 08:15 – 09:30 น.<br>
<a href="https://www.siam-air.example/th/manage-booking?pnr=TR5X9J&amp;src=otp_mail">จัดการการจอง</a> | <a href="https://www.siam-air.example/th/web-checkin">เช็คอินออนไลน์</a></div>
<p style="font-size:12px;color:#888;">หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลฉบับนี้ หรือติดต่อศูนย์บริการลูกค้า 1318</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#999;background:#fafafa;">บริษัท สยามแอร์ จำกัด (มหาชน) 222 ท่าอากาศยานดอนเมือง ถนนวิภาวดีรังสิต แขวงสนามบิน เขตดอนเมือง กรุงเทพฯ 10210</td></tr>
</table></body></html>
""")

_tld_tok = "a9F3kQ7zL2xW8mN4vB6tR1yP5hJ0cD"
M(lang="th", kind="magic_link", otp=None,
  link="https://email.taladdee.example/c/eJxFjkEOgyAQRc_iOjQAqYteohswMpuSKq4wprfvKA2d3f8vLzOjY1tE61QCBM6VJDH9B_8Q7qhR",
  link_alt=["https://www.taladdee.example/account/verify?token=" + _tld_tok + "&lang=th"],
  frm="ตลาดดี <hello@taladdee.example>",
  to="kanokwan.p@mailbox.example",
  subject="ยืนยันอีเมลของคุณเพื่อเริ่มช้อปกับตลาดดี",
  date=D("2025-02-28 13:05:44", "+0700"),
  cte="quoted-printable",
  headers=[("List-Unsubscribe", "<https://email.taladdee.example/unsubscribe/eJxFjkEOgyAQRc>")],
  text="""สวัสดีค่ะ คุณกนกวรรณ

ขอบคุณที่สมัครสมาชิกตลาดดี! กรุณายืนยันอีเมลของคุณโดยเปิดลิงก์ด้านล่าง

https://www.taladdee.example/account/verify?token=""" + _tld_tok + """&lang=th

ลิงก์นี้จะหมดอายุภายใน 24 ชั่วโมง
เมื่อยืนยันแล้ว รับคูปองส่วนลดสมาชิกใหม่ 100 บาททันที (ขั้นต่ำ 500 บาท)

ทีมงานตลาดดี
บริษัท ตลาดดี ดอทคอม จำกัด 1 อาคารเอ็มไพร์ทาวเวอร์ ถนนสาทรใต้ แขวงยานนาวา เขตสาทร กรุงเทพฯ 10120
""",
  html="""<html><body style="margin:0;background:#fff4f0;font-family:'Sarabun',Tahoma,sans-serif;">
<table width="100%"><tr><td align="center" style="padding:24px 8px;">
<table width="560" style="background:#fff;border-radius:10px;" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px;text-align:center;"><a href="https://email.taladdee.example/c/eJxFjkEOgyAQRc_home01"><img src="https://cdn.taladdee.example/email/logo.png" alt="ตลาดดี" width="140"></a></td></tr>
<tr><td style="padding:0 32px;font-size:15px;color:#333;line-height:1.8;">
<p>สวัสดีค่ะ คุณกนกวรรณ</p>
<p>ขอบคุณที่สมัครสมาชิกตลาดดี! กรุณากดปุ่มด้านล่างเพื่อยืนยันอีเมลของคุณ</p>
<p style="text-align:center;margin:24px 0;"><a href="https://email.taladdee.example/c/eJxFjkEOgyAQRc_iOjQAqYteohswMpuSKq4wprfvKA2d3f8vLzOjY1tE61QCBM6VJDH9B_8Q7qhR" style="background:#ff5722;color:#fff;padding:14px 40px;border-radius:24px;text-decoration:none;font-weight:bold;">ยืนยันอีเมล</a></p>
<p style="font-size:13px;color:#888;">ลิงก์นี้จะหมดอายุภายใน 24 ชั่วโมง</p>
<p style="font-size:13px;background:#fff4f0;padding:10px;">🎉 เมื่อยืนยันแล้ว รับคูปองส่วนลดสมาชิกใหม่ 100 บาททันที (ขั้นต่ำ 500 บาท)</p>
</td></tr>
<tr><td style="padding:20px 32px;font-size:11px;color:#aaa;text-align:center;">
<a href="https://email.taladdee.example/c/eJxFjkEOgyAQRc_fb02"><img src="https://cdn.taladdee.example/email/fb.png" width="20" alt="Facebook"></a>
<a href="https://email.taladdee.example/c/eJxFjkEOgyAQRc_line03"><img src="https://cdn.taladdee.example/email/line.png" width="20" alt="LINE"></a><br>
บริษัท ตลาดดี ดอทคอม จำกัด 1 อาคารเอ็มไพร์ทาวเวอร์ ถนนสาทรใต้ แขวงยานนาวา เขตสาทร กรุงเทพฯ 10120<br>
<a href="https://email.taladdee.example/unsubscribe/eJxFjkEOgyAQRc" style="color:#aaa;">ยกเลิกการรับอีเมล</a> · <a href="https://www.taladdee.example/privacy" style="color:#aaa;">นโยบายความเป็นส่วนตัว</a></td></tr>
</table></td></tr></table>
<img src="https://email.taladdee.example/o/eJxFjkEOgyAQRc_open.gif" width="1" height="1" alt="">
</body></html>
""")

M(lang="th", kind="newsletter_numbers", otp=None,
  frm="ไทยโมบายล์ e-Bill <ebill@thaimobile.example>",
  to="wichai.k@mailbox.example",
  subject="ใบแจ้งค่าบริการ ไทยโมบายล์ รอบบิล มีนาคม 2568",
  date=D("2025-03-05 09:00:12", "+0700"),
  cte="base64",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Tahoma,sans-serif;color:#222;">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #d7e8d0;">
<tr><td style="background:#78be20;color:#fff;padding:14px 22px;font-size:18px;">ไทยโมบายล์ | ใบแจ้งค่าบริการอิเล็กทรอนิกส์</td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:1.8;">
<p>เรียน คุณวิชัย กิตติพงศ์</p>
<p>ใบแจ้งค่าบริการรอบบิลเดือนมีนาคม 2568 ของท่านพร้อมแล้ว รายละเอียดดังนี้</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr style="background:#f1f8ec;"><td>หมายเลขโทรศัพท์</td><td>081-***-4476</td></tr>
<tr><td>เลขที่บัญชี</td><td>3100 2847 6619</td></tr>
<tr style="background:#f1f8ec;"><td>เลขที่ใบแจ้งหนี้</td><td>INV-6803-00918274</td></tr>
<tr><td>รอบบิล</td><td>1 ก.พ. 2568 – 28 ก.พ. 2568</td></tr>
<tr style="background:#f1f8ec;"><td>ค่าบริการรายเดือน (แพ็กเกจ 5G Max Speed 599)</td><td>599.00 บาท</td></tr>
<tr><td>ค่าบริการโทรต่างประเทศ</td><td>37.50 บาท</td></tr>
<tr style="background:#f1f8ec;"><td>ภาษีมูลค่าเพิ่ม 7%</td><td>44.56 บาท</td></tr>
<tr><td><b>ยอดชำระทั้งสิ้น</b></td><td><b>681.06 บาท</b></td></tr>
<tr style="background:#f1f8ec;"><td>วันครบกำหนดชำระ</td><td>20 มี.ค. 2568</td></tr></table>
<p style="font-size:13px;">ชำระผ่านแอปธนาคาร: สแกน QR ในใบแจ้งหนี้ หรือระบุ Ref.1: 310028476619 Ref.2: 680300918274<br>
ชำระที่เคาน์เตอร์เซอร์วิส / ร้านสะดวกซื้อ ได้ทุกสาขา (ค่าธรรมเนียม 10 บาท)</p>
<p><a href="https://my.thaimobile.example/ebill/view?acc=310028476619&amp;cycle=202503" style="background:#78be20;color:#fff;padding:9px 20px;text-decoration:none;">ดูใบแจ้งค่าบริการ</a></p>
<p style="font-size:12px;color:#666;">สอบถามข้อมูลเพิ่มเติม โทร 1175 (ฟรี 24 ชั่วโมง)</p>
</td></tr>
<tr><td style="background:#f6f6f6;padding:12px 22px;font-size:11px;color:#888;">บริษัท ไทยโมบายล์ คอมมิวนิเคชั่นส์ จำกัด (มหาชน) 414 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400<br>
เลขประจำตัวผู้เสียภาษี 0107535000265 | <a href="https://www.thaimobile.example/privacy" style="color:#888;">นโยบายความเป็นส่วนตัว</a> | <a href="https://my.thaimobile.example/settings/ebill" style="color:#888;">ยกเลิกรับ e-Bill</a></td></tr>
</table></body></html>
""")

M(lang="th", kind="alt_text_only", otp="417035", shown="417 035",
  frm="ไปด้วยกัน <no-reply@paiduaykan.example>",
  to="tanawat.r@mailbox.example",
  subject="ไปด้วยกัน: รหัสยืนยันการเข้าสู่ระบบของคุณ",
  date=D("2025-05-16 18:20:27", "+0700"),
  cte="base64",
  png=("417 035", "otp.4a7c91@paiduaykan.example"),
  text="""อีเมลฉบับนี้มีรหัสยืนยันแสดงเป็นรูปภาพ
กรุณาเปิดดูในรูปแบบ HTML หรืออนุญาตให้แสดงรูปภาพ เพื่อดูรหัสยืนยันของคุณ

รหัสมีอายุ 5 นาที ห้ามบอกรหัสนี้กับผู้อื่น รวมถึงพนักงานไปด้วยกันและไรเดอร์

บริษัท ไปด้วยกัน เทคโนโลยี (ประเทศไทย) จำกัด
ชั้น 30 อาคารสาทรสแควร์ 98 ถนนสาทรเหนือ แขวงสีลม เขตบางรัก กรุงเทพฯ 10500
""",
  html="""<html><body style="font-family:Tahoma,sans-serif;background:#ffffff;">
<div style="max-width:480px;margin:0 auto;padding:24px;">
<div style="color:#00b14f;font-size:24px;font-weight:bold;">ไปด้วยกัน</div>
<p style="font-size:15px;color:#333;">ใช้รหัสด้านล่างเพื่อเข้าสู่ระบบแอปไปด้วยกัน (เรียกรถ · สั่งอาหาร · ส่งของ · จ่ายเงิน)</p>
<p style="text-align:center;margin:24px 0;"><img src="cid:otp.4a7c91@paiduaykan.example" alt="417 035" width="270"></p>
<p style="font-size:13px;color:#777;">รหัสมีอายุ 5 นาที ห้ามบอกรหัสนี้กับผู้อื่น รวมถึงพนักงานไปด้วยกันและไรเดอร์</p>
<p style="font-size:11px;color:#aaa;border-top:1px solid #eee;padding-top:10px;">บริษัท ไปด้วยกัน เทคโนโลยี (ประเทศไทย) จำกัด ชั้น 30 อาคารสาทรสแควร์ 98 ถนนสาทรเหนือ แขวงสีลม เขตบางรัก กรุงเทพฯ 10500<br>
<a href="https://help.paiduaykan.example/th" style="color:#aaa;">ศูนย์ช่วยเหลือ</a></p>
</div></body></html>
""")

M(lang="th", kind="decoy_codes", otp=None,
  frm="อิ่มด่วน <promo@imduan.example>",
  to="pimchanok.t@mailbox.example",
  subject="🔥 โค้ดลด 50% เฉพาะคุณ! สั่งเลยวันนี้ก่อนหมดเขต",
  date=D("2025-06-13 11:11:00", "+0700"),
  cte="quoted-printable",
  headers=[("List-Unsubscribe", "<mailto:unsubscribe+p7741@imduan.example>"), ("Precedence", "bulk")],
  text="""อิ่มด่วน - ดีลพิเศษสำหรับคุณพิมพ์ชนก

ใส่โค้ด IMDUAN50 ลด 50% สูงสุด 80 บาท เมื่อสั่งอาหารขั้นต่ำ 150 บาท
ใช้ได้ถึง 15 มิ.ย. 2568 เวลา 23:59 น. (จำกัด 1 สิทธิ์/บัญชี)

ส่งฟรี! ใส่โค้ด FREESHIP0 สำหรับร้านที่ร่วมรายการ

ชวนเพื่อนรับ 100 บาท: แชร์รหัสแนะนำ PIMC8821 ให้เพื่อนใช้ตอนสมัคร

คำสั่งซื้อล่าสุดของคุณ: #IM-2506-4418302 ข้าวมันไก่ประตูน้ำ 2 กล่อง 130 บาท

ยกเลิกรับข่าวสาร: https://imduan.example/unsubscribe?u=p7741
บริษัท อิ่มด่วน จำกัด 1 อาคารซีพี ทาวเวอร์ ถนนสีลม แขวงสุริยวงศ์ เขตบางรัก กรุงเทพฯ 10500
""",
  html="""<html><body style="margin:0;background:#fff8e1;font-family:Tahoma,sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="font-size:11px;color:#999;padding:6px 16px;text-align:right;"><a href="https://imduan.example/email/view?id=20250613&amp;u=p7741" style="color:#999;">ดูอีเมลนี้บนเว็บเบราว์เซอร์</a></td></tr>
<tr><td><a href="https://imduan.example/deeplink?to=promo50&amp;u=p7741"><img src="https://cdn.imduan.example/edm/0613_half.jpg" alt="ลด 50%" width="600"></a></td></tr>
<tr><td style="padding:22px;font-size:15px;color:#333;line-height:1.8;">
<p>ดีลพิเศษสำหรับคุณพิมพ์ชนก</p>
<p>ใส่โค้ด <span style="background:#ffca28;padding:3px 10px;font-weight:bold;">IMDUAN50</span> ลด 50% สูงสุด 80 บาท เมื่อสั่งอาหารขั้นต่ำ 150 บาท<br>
<span style="font-size:12px;color:#888;">ใช้ได้ถึง 15 มิ.ย. 2568 เวลา 23:59 น. (จำกัด 1 สิทธิ์/บัญชี)</span></p>
<p>ส่งฟรี! ใส่โค้ด <b>FREESHIP0</b> สำหรับร้านที่ร่วมรายการ</p>
<p>ชวนเพื่อนรับ 100 บาท: แชร์รหัสแนะนำ <b>PIMC8821</b> ให้เพื่อนใช้ตอนสมัคร</p>
<p style="font-size:12px;color:#888;">คำสั่งซื้อล่าสุด: #IM-2506-4418302 ข้าวมันไก่ประตูน้ำ 2 กล่อง 130 บาท</p>
</td></tr>
<tr><td style="padding:14px 22px;background:#fafafa;font-size:11px;color:#999;">
<a href="https://imduan.example/unsubscribe?u=p7741" style="color:#999;">ยกเลิกรับข่าวสาร</a> · <a href="https://imduan.example/privacy" style="color:#999;">นโยบายความเป็นส่วนตัว</a><br>
บริษัท อิ่มด่วน จำกัด 1 อาคารซีพี ทาวเวอร์ ถนนสีลม แขวงสุริยวงศ์ เขตบางรัก กรุงเทพฯ 10500</td></tr>
</table></body></html>
""")

M(lang="th", kind="several_codes", otp="771420", shown="771 420",
  frm="โรงพยาบาลเวชศรี <myhealth@vejsri-hospital.example>",
  to="suda.m@mailbox.example",
  subject="รหัสยืนยันตัวตน แอป VejSri MyHealth",
  date=D("2025-01-15 07:44:09", "+0700"),
  cte="8bit",
  text="""เรียน คุณสุดา มณีรัตน์ (HN 64-018827)

คุณกำลังเข้าสู่ระบบแอป VejSri MyHealth บนอุปกรณ์ใหม่ (iPhone)

รหัสยืนยันสำหรับอุปกรณ์นี้ (กรอกตอนนี้): 771 420
รหัสมีอายุ 10 นาที

รหัสเชื่อมต่อแท็บเล็ตที่บ้าน: TB-58Q3
ใช้เฉพาะเมื่อต้องการเชื่อมต่อแท็บเล็ตสำหรับติดตามความดันโลหิต ภายใน 7 วัน
ไม่ต้องกรอกรหัสนี้ในหน้าจอเข้าสู่ระบบ

นัดหมายถัดไป: วันพุธที่ 22 ม.ค. 2568 เวลา 09:30 น.
คลินิกอายุรกรรม อาคาร B ชั้น 3 พญ.กมลวรรณ ศรีสวัสดิ์

หากคุณไม่ได้ทำรายการนี้ กรุณาติดต่อ 02-079-0000 ต่อ 4120

โรงพยาบาลเวชศรี 2 ซอยศูนย์วิจัย 7 ถนนเพชรบุรีตัดใหม่ แขวงบางกะปิ เขตห้วยขวาง กรุงเทพฯ 10310
""")

M(lang="th", kind="magic_link", otp=None,
  link="https://newsletter.theone-news.example/confirm/3f1b2c7e-9d84-4a65-b0f7-2e6c1d5a9b43?list=morning-brief&s=Rk2PqZ",
  frm="เดอะวัน นิวส์ <morningbrief@theone-news.example>",
  to="ariya.b@mailbox.example",
  subject="อีกขั้นเดียว! ยืนยันการสมัครรับ Morning Brief",
  date=D("2025-04-18 06:02:31", "+0700"),
  cte="base64",
  html="""<html><body style="background:#f4f4f4;font-family:'Sarabun',Tahoma,sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px;">
<tr><td style="padding:20px 28px;border-bottom:4px solid #111;"><span style="font-size:22px;font-weight:800;">THE ONE</span> <span style="font-size:13px;color:#c00;">Morning Brief</span></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.9;color:#222;">
<p>สวัสดีครับ</p>
<p>ขอบคุณที่สมัครรับ <b>Morning Brief</b> สรุปข่าวเศรษฐกิจ การเมือง และเทคโนโลยี ส่งตรงถึงอีเมลทุกเช้าวันจันทร์–ศุกร์ เวลา 06:00 น.</p>
<p>กรุณากดปุ่มด้านล่างเพื่อยืนยันการสมัคร</p>
<p style="text-align:center;"><a href="https://newsletter.theone-news.example/confirm/3f1b2c7e-9d84-4a65-b0f7-2e6c1d5a9b43?list=morning-brief&amp;s=Rk2PqZ" style="background:#c00;color:#fff;padding:12px 32px;text-decoration:none;font-weight:bold;">ยืนยันการสมัคร</a></p>
<p style="font-size:13px;color:#777;">หากคุณไม่ได้สมัคร ไม่ต้องทำอะไร เราจะไม่ส่งอีเมลถึงคุณอีก</p>
<p style="font-size:13px;">ระหว่างนี้ อ่านข่าวล่าสุด: <a href="https://www.theone-news.example/economy/2568/04/bot-rate-decision">กนง. มีมติคงดอกเบี้ยนโยบาย 2.00%</a></p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#999;background:#fafafa;">บริษัท เดอะวัน มีเดีย จำกัด 1858 ถนนบางนา-ตราด แขวงบางนาใต้ เขตบางนา กรุงเทพฯ 10260<br>
<a href="https://www.theone-news.example/privacy" style="color:#999;">นโยบายความเป็นส่วนตัว</a> · <a href="https://x.example/theone_news" style="color:#999;">X</a> · <a href="https://www.youtube.example/@theonenews" style="color:#999;">YouTube</a></td></tr>
</table></body></html>
""")

M(lang="th", kind="prefix_code", otp="583102", shown="WP-583102",
  frm="WalletPlus <otp@walletplus.example>",
  to="chaiwat.n@mailbox.example",
  subject="WalletPlus: รหัสยืนยันการผูกบัญชีธนาคาร",
  date=D("2025-02-03 20:15:08", "+0700"),
  charset="tis-620", cte="quoted-printable",
  text="""เรียน คุณชัยวัฒน์

รหัสยืนยันของคุณคือ WP-583102
กรุณากรอกเฉพาะตัวเลข 6 หลักหลัง "WP-" ในแอป WalletPlus เพื่อผูกบัญชีธนาคาร
(รหัสมีอายุ 5 นาที)

ธนาคาร: ธนาคารรวงข้าว
เลขที่บัญชี: xxx-x-x4519-x
วันเวลาที่ทำรายการ: 03/02/2568 20:15 น.

WalletPlus จะไม่โทรหรือส่ง SMS ขอรหัสยืนยันจากคุณ
หากไม่ได้ทำรายการ โทร 02-016-9999 ตลอด 24 ชั่วโมง

บริษัท วอลเล็ตพลัส (ประเทศไทย) จำกัด ผู้ให้บริการเงินอิเล็กทรอนิกส์ภายใต้การกำกับของธนาคารแห่งประเทศไทย
""")

M(lang="th", kind="phone_and_dates", otp="284613", shown="284 613",
  frm="ธนาคารรวงข้าว <cardotp@ruangkhao-bank.example>",
  to="chaiwat.n@mailbox.example",
  subject="รหัส OTP สำหรับยืนยันการชำระเงินออนไลน์",
  date=D("2025-05-24 21:37:15", "+0700"),
  cte="quoted-printable",
  text="""ธนาคารรวงข้าว

รหัส OTP: 284 613 (รหัสอ้างอิง: HXZD)
สำหรับชำระเงินจำนวน 3,450.00 THB ที่ร้านค้า SHOPLINE TH
ด้วยบัตรเครดิตหมายเลข xxxx-xxxx-xxxx-4521
วันที่ 24/05/2568 เวลา 21:37 น.
รหัสใช้ได้ภายใน 5 นาที

ห้ามเปิดเผยรหัส OTP แก่ผู้อื่น หากไม่ได้ทำรายการ โปรดโทร 02-888-8888 กด 2 ทันที

ธนาคารรวงข้าว จำกัด (มหาชน) 1222 ถนนพระรามที่ 3 แขวงบางโพงพาง เขตยานนาวา กรุงเทพฯ 10120
""",
  html="""<html><body style="font-family:Tahoma,sans-serif;font-size:14px;color:#222;">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #e2c36b;">
<tr><td style="background:#1f6d3a;color:#f3d27a;padding:12px 18px;font-weight:bold;">ธนาคารรวงข้าว | 3-D Secure</td></tr>
<tr><td style="padding:18px;line-height:1.8;">
<table cellpadding="5" style="font-size:14px;">
<tr><td style="color:#666;">รหัส OTP</td><td><b style="font-size:24px;letter-spacing:2px;">284 613</b></td></tr>
<tr><td style="color:#666;">รหัสอ้างอิง</td><td>HXZD</td></tr>
<tr><td style="color:#666;">จำนวนเงิน</td><td>3,450.00 THB</td></tr>
<tr><td style="color:#666;">ร้านค้า</td><td>SHOPLINE TH</td></tr>
<tr><td style="color:#666;">บัตรหมายเลข</td><td>xxxx-xxxx-xxxx-4521</td></tr>
<tr><td style="color:#666;">วันที่/เวลา</td><td>24/05/2568 21:37 น.</td></tr></table>
<p style="font-size:12px;color:#a00;">รหัสใช้ได้ภายใน 5 นาที ห้ามเปิดเผยรหัส OTP แก่ผู้อื่น หากไม่ได้ทำรายการ โปรดโทร 02-888-8888 กด 2 ทันที</p>
</td></tr>
<tr><td style="background:#f8f4e6;padding:10px 18px;font-size:11px;color:#777;">ธนาคารรวงข้าว จำกัด (มหาชน) 1222 ถนนพระรามที่ 3 แขวงบางโพงพาง เขตยานนาวา กรุงเทพฯ 10120</td></tr>
</table></body></html>
""")

M(lang="th", kind="login_alert", otp=None,
  frm="ThaiBook <security@thaibook.example>",
  to="nattaya.w@mailbox.example",
  subject="มีการเข้าสู่ระบบ ThaiBook จากอุปกรณ์ใหม่",
  date=D("2025-03-30 03:18:02", "+0700"),
  cte="quoted-printable",
  text="""สวัสดีคุณณัฐยา

มีการเข้าสู่ระบบบัญชี ThaiBook ของคุณจากอุปกรณ์ใหม่

อุปกรณ์: Chrome บน Windows
ตำแหน่ง: พนมเปญ กัมพูชา (โดยประมาณ)
เวลา: 30 มีนาคม 2568 เวลา 03:17 น.

ถ้าเป็นคุณ คุณไม่ต้องทำอะไร
ถ้าไม่ใช่คุณ โปรดตรวจสอบและรักษาความปลอดภัยบัญชีของคุณ:
https://www.thaibook.example/checkpoint/secure?ev=8c0a1e77d3&nid=nattaya.w

ทีม ThaiBook
ThaiBook Co., Ltd. 388 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400
""",
  html="""<html><body style="font-family:Helvetica,Tahoma,sans-serif;color:#1c1e21;">
<div style="max-width:500px;margin:0 auto;padding:20px;">
<p style="color:#1877f2;font-size:22px;font-weight:bold;">ThaiBook</p>
<p>สวัสดีคุณณัฐยา</p>
<p>มีการเข้าสู่ระบบบัญชี ThaiBook ของคุณจากอุปกรณ์ใหม่</p>
<table cellpadding="4" style="font-size:14px;">
<tr><td style="color:#606770;">อุปกรณ์</td><td>Chrome บน Windows</td></tr>
<tr><td style="color:#606770;">ตำแหน่ง</td><td>พนมเปญ กัมพูชา (โดยประมาณ)</td></tr>
<tr><td style="color:#606770;">เวลา</td><td>30 มีนาคม 2568 เวลา 03:17 น.</td></tr></table>
<p>ถ้าเป็นคุณ คุณไม่ต้องทำอะไร</p>
<p><a href="https://www.thaibook.example/checkpoint/secure?ev=8c0a1e77d3&amp;nid=nattaya.w" style="background:#1877f2;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;">นี่ไม่ใช่ฉัน รักษาความปลอดภัยบัญชี</a></p>
<p style="font-size:12px;color:#8a8d91;">ThaiBook Co., Ltd. 388 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400<br>
<a href="https://www.thaibook.example/settings/notifications" style="color:#8a8d91;">จัดการการแจ้งเตือน</a></p>
</div></body></html>
""")

M(lang="th", kind="magic_link", otp=None,
  link="https://secure.dusita-hotels.example/th/member/reset-password?t=Zq8XvN3mK7pR2wL5yB9c&m=6620914",
  frm="Dusita Hotels & Resorts <dusitaclub@dusita-hotels.example>",
  to="kittipong.j@mailbox.example",
  subject="ตั้งรหัสผ่านใหม่สำหรับบัญชี Dusita Club",
  date=D("2025-05-02 10:26:49", "+0700"),
  cte="8bit",
  text="""เรียน คุณกิตติพงษ์ จันทร์เพ็ญ
หมายเลขสมาชิก Dusita Club: 6620914 (ระดับ Gold)

เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของท่าน กรุณาเปิดอีเมลในรูปแบบ HTML แล้วกดปุ่ม "ตั้งรหัสผ่านใหม่" ภายใน 30 นาที

หากท่านไม่ได้ส่งคำขอนี้ โปรดละเว้นอีเมลฉบับนี้

การเข้าพักที่กำลังจะมาถึง: ดุสิตา รีสอร์ท หัวหิน 16-18 พ.ค. 2568 (หมายเลขยืนยัน 88410273)

Dusita Hotels & Resorts 946 ถนนพระราม 4 แขวงสีลม เขตบางรัก กรุงเทพฯ 10500 โทร +66 2 200 9999
""",
  html="""<html><head><meta charset="utf-8"></head><body style="background:#f3efe8;font-family:Georgia,'Sarabun',serif;">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:26px;text-align:center;border-bottom:1px solid #c8a96a;"><img src="https://media.dusita-hotels.example/email/dusita_gold.png" alt="Dusita Hotels &amp; Resorts" width="180"></td></tr>
<tr><td style="padding:28px 34px;font-size:15px;line-height:1.9;color:#3b3224;">
<p>เรียน คุณกิตติพงษ์ จันทร์เพ็ญ<br><span style="font-size:13px;color:#8a7a5c;">หมายเลขสมาชิก Dusita Club: 6620914 (ระดับ Gold)</span></p>
<p>เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของท่าน กรุณากดปุ่มด้านล่างภายใน 30 นาที</p>
<p style="text-align:center;margin:26px 0;"><a href="https://secure.dusita-hotels.example/th/member/reset-password?t=Zq8XvN3mK7pR2wL5yB9c&amp;m=6620914" style="border:1px solid #c8a96a;background:#3b3224;color:#f3e3bf;padding:12px 34px;text-decoration:none;letter-spacing:1px;">ตั้งรหัสผ่านใหม่</a></p>
<p style="font-size:13px;color:#8a7a5c;">หากท่านไม่ได้ส่งคำขอนี้ โปรดละเว้นอีเมลฉบับนี้ รหัสผ่านเดิมของท่านยังใช้งานได้ตามปกติ</p>
<div style="background:#f8f4ec;padding:14px;font-size:13px;">การเข้าพักที่กำลังจะมาถึง<br><b>ดุสิตา รีสอร์ท หัวหิน</b> · 16–18 พ.ค. 2568 · หมายเลขยืนยัน 88410273<br>
<a href="https://secure.dusita-hotels.example/th/member/stays/88410273" style="color:#8a6a2a;">ดูรายละเอียดการจอง</a></div>
</td></tr>
<tr><td style="padding:18px 34px;font-size:11px;color:#9b8f79;text-align:center;">Dusita Hotels &amp; Resorts 946 ถนนพระราม 4 แขวงสีลม เขตบางรัก กรุงเทพฯ 10500 · +66 2 200 9999<br>
<a href="https://www.dusita-hotels.example/th/privacy" style="color:#9b8f79;">นโยบายความเป็นส่วนตัว</a> · <a href="https://www.dusita-hotels.example/th/unsubscribe?m=6620914" style="color:#9b8f79;">ยกเลิกการรับข่าวสาร</a></td></tr>
</table></body></html>
""")

M(lang="th", kind="reset_in_code_mail", otp="30572914",
  frm="CNU Single Sign-On <sso-noreply@cnu.ac.th.example>",
  to="6512345678@student.cnu.ac.th.example",
  subject="[CNU SSO] รหัสยืนยันการเข้าสู่ระบบ Reg CNU",
  date=D("2025-06-02 08:55:21", "+0700"),
  cte="base64",
  text="""เรียน นายภูริช ทองคำ (รหัสนักศึกษา 6512345678)

รหัสยืนยันการเข้าสู่ระบบ Reg CNU (ระบบทะเบียนนักศึกษา) ของคุณคือ

    30572914

รหัสนี้ใช้ได้ 1 ครั้ง ภายใน 15 นาที

ช่วงลงทะเบียนเรียนภาคการศึกษาที่ 1/2568: 2–6 มิ.ย. 2568

หากคุณไม่ได้พยายามเข้าสู่ระบบ อาจมีผู้อื่นทราบรหัสผ่านของคุณ
กรุณาเปลี่ยนรหัสผ่าน CNU Account ที่ https://account.cnu.ac.th.example/password/change
หรือติดต่อ IT Service Desk โทร 053-941-000 ต่อ 2222

สำนักบริการเทคโนโลยีสารสนเทศ มหาวิทยาลัยเชียงเหนือ
239 ถนนห้วยแก้ว ตำบลสุเทพ อำเภอเมือง จังหวัดเชียงใหม่ 50200
""",
  html="""<html><body style="font-family:Tahoma,sans-serif;font-size:14px;color:#222;">
<div style="max-width:560px;border:1px solid #ccc;">
<div style="background:#5b2c83;color:#fff;padding:12px 18px;">CNU Single Sign-On · มหาวิทยาลัยเชียงเหนือ</div>
<div style="padding:18px;line-height:1.8;">
<p>เรียน นายภูริช ทองคำ (รหัสนักศึกษา 6512345678)</p>
<p>รหัสยืนยันการเข้าสู่ระบบ Reg CNU (ระบบทะเบียนนักศึกษา) ของคุณคือ</p>
<p style="font-family:Consolas,monospace;font-size:28px;font-weight:bold;letter-spacing:3px;">30572914</p>
<p style="color:#666;">รหัสนี้ใช้ได้ 1 ครั้ง ภายใน 15 นาที</p>
<p style="font-size:13px;">ช่วงลงทะเบียนเรียนภาคการศึกษาที่ 1/2568: 2–6 มิ.ย. 2568</p>
<p style="font-size:13px;color:#666;">หากคุณไม่ได้พยายามเข้าสู่ระบบ อาจมีผู้อื่นทราบรหัสผ่านของคุณ กรุณา<a href="https://account.cnu.ac.th.example/password/change">เปลี่ยนรหัสผ่าน CNU Account</a> หรือติดต่อ IT Service Desk โทร 053-941-000 ต่อ 2222</p>
<p style="font-size:11px;color:#999;">สำนักบริการเทคโนโลยีสารสนเทศ มหาวิทยาลัยเชียงเหนือ 239 ถนนห้วยแก้ว ตำบลสุเทพ อำเภอเมือง จังหวัดเชียงใหม่ 50200</p>
</div></div></body></html>
""")
# -------------------------------------------------------------- Vietnamese --
M(lang="vi", kind="magic_link", otp=None,
  link="https://id.sanmay.vn.example/xac-thuc-email?token=8Hq2vZk5Lr9Xw3Tb7Nc1Pm4Yd6Fs&uid=50918273",
  frm="Sàn Mây <khachhang@sanmay.vn.example>",
  to="nguyen.thu.ha@mailbox.example",
  subject="Xác thực địa chỉ email tài khoản Sàn Mây của bạn",
  date=D("2025-02-19 19:42:37", "+0700"),
  cte="quoted-printable",
  text="""Chào Thu Hà,

Cảm ơn bạn đã đăng ký tài khoản Sàn Mây. Vui lòng mở liên kết dưới đây để xác thực địa chỉ email:
https://id.sanmay.vn.example/xac-thuc-email?token=8Hq2vZk5Lr9Xw3Tb7Nc1Pm4Yd6Fs&uid=50918273

Liên kết có hiệu lực trong 24 giờ.
Nếu bạn không đăng ký, vui lòng bỏ qua email này.

Sàn Mây - Mua sắm trực tuyến
Công ty TNHH Sàn Mây Việt Nam, Tầng 12, Tòa nhà Bitexco, 2 Hải Triều, P. Bến Nghé, Q.1, TP. Hồ Chí Minh
Hotline: 1900 6035
""",
  html="""<html><body style="margin:0;background:#eef6ff;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px 0;">
<tr><td style="font-size:11px;color:#999;text-align:right;padding:6px 16px;"><a href="https://mail.sanmay.vn.example/web/verify-50918273" style="color:#999;">Xem email trên trình duyệt</a></td></tr>
<tr><td style="background:#1a94ff;padding:18px 24px;color:#fff;font-size:22px;font-weight:bold;">Sàn Mây</td></tr>
<tr><td style="padding:24px;font-size:15px;color:#333;line-height:1.7;">
<p>Chào Thu Hà,</p>
<p>Cảm ơn bạn đã đăng ký tài khoản Sàn Mây. Vui lòng nhấn nút bên dưới để xác thực địa chỉ email của bạn.</p>
<p style="text-align:center;"><a href="https://id.sanmay.vn.example/xac-thuc-email?token=8Hq2vZk5Lr9Xw3Tb7Nc1Pm4Yd6Fs&amp;uid=50918273" style="background:#1a94ff;color:#fff;padding:12px 30px;border-radius:4px;text-decoration:none;font-weight:bold;">Xác thực email</a></p>
<p style="font-size:13px;color:#888;">Liên kết có hiệu lực trong 24 giờ. Nếu bạn không đăng ký, vui lòng bỏ qua email này.</p>
<p style="font-size:13px;background:#fff8e1;padding:10px;">Quà chào bạn mới: mã giảm 50K cho đơn từ 299K sẽ được thêm vào ví voucher sau khi xác thực.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#999;background:#f7f7f7;">
Công ty TNHH Sàn Mây Việt Nam, Tầng 12, Tòa nhà Bitexco, 2 Hải Triều, P. Bến Nghé, Q.1, TP. Hồ Chí Minh · Hotline 1900 6035<br>
<a href="https://sanmay.vn.example/chinh-sach-bao-mat" style="color:#999;">Chính sách bảo mật</a> · <a href="https://hotro.sanmay.vn.example/" style="color:#999;">Trung tâm hỗ trợ</a> ·
<a href="https://www.facebook.example/sanmayvn" style="color:#999;">Facebook</a> · <a href="https://zalo.example/oa/sanmayvn" style="color:#999;">Zalo OA</a></td></tr>
</table></td></tr></table>
<img src="https://mail.sanmay.vn.example/t/open/50918273.gif" width="1" height="1" alt="">
</body></html>
""")

M(lang="vi", kind="magic_link", otp=None,
  link="https://auth.sanrong.example/device/approve?rid=apr_7Kq2mX9vT4bN8wZ1&sig=c3f09a7e51d24b86&ans=yes",
  frm="Sàn Rồng Exchange <bao-mat@sanrong.example>",
  to="le.quang.minh@mailbox.example",
  subject="[Sàn Rồng] Xác nhận đăng nhập từ thiết bị mới",
  date=D("2025-05-08 22:03:58", "+0700"),
  cte="base64",
  html="""<html><head><meta charset="utf-8"></head>
<body style="background:#0b0e11;font-family:Arial,sans-serif;color:#eaecef;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#181a20;">
<tr><td style="padding:20px 28px;color:#f0b90b;font-size:20px;font-weight:bold;">SÀN RỒNG</td></tr>
<tr><td style="padding:0 28px 24px;font-size:14px;line-height:1.8;">
<p>Xin chào Lê Quang Minh,</p>
<p>Chúng tôi phát hiện một yêu cầu đăng nhập vào tài khoản của bạn (UID 38820157) từ thiết bị chưa được xác nhận:</p>
<table cellpadding="5" style="font-size:13px;color:#b7bdc6;">
<tr><td>Thiết bị</td><td>Safari 17 · macOS</td></tr>
<tr><td>Địa chỉ IP</td><td>113.161.xx.xx (Đà Nẵng, Việt Nam)</td></tr>
<tr><td>Thời gian</td><td>08/05/2025 22:03:41 (GMT+7)</td></tr></table>
<p>Nếu đây là bạn, hãy nhấn nút bên dưới để cho phép đăng nhập. Liên kết hết hạn sau 10 phút.</p>
<p><a href="https://auth.sanrong.example/device/approve?rid=apr_7Kq2mX9vT4bN8wZ1&amp;sig=c3f09a7e51d24b86&amp;ans=yes" style="background:#f0b90b;color:#181a20;padding:11px 26px;text-decoration:none;font-weight:bold;border-radius:4px;">Đúng, đây là tôi</a></p>
<p>Nếu không phải bạn: <a href="https://auth.sanrong.example/device/approve?rid=apr_7Kq2mX9vT4bN8wZ1&amp;sig=c3f09a7e51d24b86&amp;ans=no" style="color:#f6465d;">Không phải tôi – khóa tài khoản ngay</a></p>
<p style="font-size:12px;color:#848e9c;">Chống lừa đảo: hãy kiểm tra bạn đang truy cập đúng tên miền sanrong.example. Nhân viên Sàn Rồng không bao giờ yêu cầu mật khẩu, mã 2FA hay cụm từ khôi phục ví.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#5e6673;border-top:1px solid #2b3139;">
<a href="https://www.sanrong.example/vi/support" style="color:#5e6673;">Hỗ trợ</a> · <a href="https://t.example/sanrong_vn" style="color:#5e6673;">Telegram</a> · <a href="https://www.sanrong.example/vi/terms" style="color:#5e6673;">Điều khoản</a><br>
© 2025 Sàn Rồng. Email tự động, vui lòng không trả lời.</td></tr>
</table></body></html>
""")

M(lang="vi", kind="newsletter_numbers", otp=None,
  frm="Điện Máy Việt <donhang@dienmayviet.example>",
  to="tran.van.khoa@mailbox.example",
  subject="Điện Máy Việt - Xác nhận đơn hàng #DMV25041877302 và hóa đơn điện tử",
  date=D("2025-04-18 15:12:20", "+0700"),
  cte="quoted-printable",
  attach=[("HD_0001842_DMV25041877302.pdf", fake_pdf("e-invoice 0001842"), "application", "pdf")],
  text="""Kính chào anh Trần Văn Khoa,

Điện Máy Việt xác nhận đơn hàng của anh đã được thanh toán thành công.

Mã đơn hàng: DMV25041877302
Ngày đặt: 18/04/2025 15:09
Sản phẩm:
 - Máy lạnh Inverter 1.5 HP MV-12CI (1 cái) ........ 10.490.000₫
 - Công lắp đặt + ống đồng 3m ....................... 550.000₫
Giảm giá (mã DMVHE25) ............................... -500.000₫
Tổng thanh toán ..................................... 10.540.000₫
Thanh toán: Thẻ Visa **** 6608, trả góp 0% 6 tháng

Giao hàng & lắp đặt: 20/04/2025, khung giờ 08:00–12:00
Địa chỉ: 45/12 Nguyễn Văn Đậu, P.5, Q. Phú Nhuận, TP. Hồ Chí Minh
SĐT nhận hàng: 0903 *** 218

Hóa đơn điện tử (đính kèm)
Ký hiệu: 1C25TDM   Số hóa đơn: 0001842
Mã tra cứu hóa đơn: X7K2P9QW
Tra cứu tại: https://hoadon.dienmayviet.example/tra-cuu

Bảo hành: 24 tháng máy, 5 năm máy nén. Tổng đài bảo hành 1800 1062 (miễn phí).

Công ty Cổ phần Điện Máy Việt - MST 0312 887 416
128 Trần Quang Khải, P. Tân Định, Q.1, TP. Hồ Chí Minh
""")

M(lang="vi", kind="newsletter_numbers", otp=None,
  frm="Điện lực Sao Mai <hoadon@dienluc-saomai.example>",
  to="pham.thi.lan@mailbox.example",
  subject="Thông báo tiền điện kỳ 1 tháng 05/2025 - Mã KH PE0400183 5521",
  date=D("2025-05-06 08:00:45", "+0700"),
  cte="8bit",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:'Times New Roman',serif;font-size:15px;color:#000;">
<div style="max-width:640px;margin:0 auto;border:1px solid #999;padding:16px;">
<p style="text-align:center;font-weight:bold;">TỔNG CÔNG TY ĐIỆN LỰC SAO MAI<br>CÔNG TY ĐIỆN LỰC THỦ ĐỨC</p>
<p style="text-align:center;font-size:17px;font-weight:bold;">THÔNG BÁO TIỀN ĐIỆN</p>
<p>Kính gửi khách hàng: <b>PHẠM THỊ LAN</b><br>
Mã khách hàng: PE0400183 5521<br>
Địa chỉ: 22 đường số 9, KP.3, P. Linh Trung, TP. Thủ Đức, TP. HCM</p>
<table width="100%" border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse;font-size:14px;">
<tr><td>Kỳ hóa đơn</td><td>Kỳ 1 tháng 05/2025 (từ 06/04/2025 đến 05/05/2025)</td></tr>
<tr><td>Chỉ số cũ / mới</td><td>18.237 / 18.561</td></tr>
<tr><td>Điện năng tiêu thụ</td><td>324 kWh</td></tr>
<tr><td>Tiền điện (chưa thuế)</td><td>881.276 đ</td></tr>
<tr><td>Thuế GTGT 8%</td><td>70.502 đ</td></tr>
<tr><td><b>Tổng cộng</b></td><td><b>951.778 đ</b></td></tr>
<tr><td>Hạn thanh toán</td><td>16/05/2025</td></tr></table>
<p style="font-size:14px;">Thanh toán qua ứng dụng ngân hàng, ví điện tử hoặc tại quầy giao dịch. Mã thanh toán: PE04001835521. Số seri công tơ: 23071884.</p>
<p style="font-size:14px;">Tra cứu chi tiết: <a href="https://cskh.dienluc-saomai.example/tra-cuu-hoa-don?ma_kh=PE04001835521&amp;ky=1&amp;thang=05&amp;nam=2025">cskh.dienluc-saomai.example</a></p>
<p style="font-size:13px;">Tổng đài CSKH: 1900 545 454 (24/7). Đây là email tự động, quý khách vui lòng không trả lời.</p>
</div></body></html>
""")

M(lang="vi", kind="decoy_codes", otp=None,
  frm="Bếp Nhà Giao <uudai@bepnhagiao.example>",
  to="vo.hoang.nam@mailbox.example",
  subject="🍜 Nam ơi, tặng bạn mã giảm 40K cho bữa trưa nay!",
  date=D("2025-06-10 10:45:00", "+0700"),
  cte="base64",
  headers=[("List-Unsubscribe", "<https://bepnhagiao.example/huy-dang-ky?u=VHN2291>"), ("Precedence", "bulk")],
  text="""Bếp Nhà Giao - Ưu đãi trưa nay

Nam ơi, trưa nay ăn gì? Nhập mã BNG40K giảm 40.000đ cho đơn từ 120.000đ.
Hạn dùng: 10/06/2025, 10:45 - 14:00. Áp dụng cho 1.200 quán đối tác tại TP.HCM.

Freeship Extra: mã SHIP0D giảm tối đa 15.000đ phí giao hàng.
Thẻ quà tặng Bếp Nhà Giao 200.000đ - mã thẻ 7719 2840 5561 (đã được nạp vào ví của bạn).

Đơn gần nhất: #BNG-2506-0091833 · Cơm tấm Cali Q.3 · 89.000đ

Hủy đăng ký nhận email: https://bepnhagiao.example/huy-dang-ky?u=VHN2291
Công ty TNHH Bếp Nhà Giao, 99 Võ Văn Tần, P.6, Q.3, TP.HCM · Hotline 1900 2042
""",
  html="""<html><body style="margin:0;background:#fff3e8;font-family:Arial,sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><a href="https://bepnhagiao.example/r/trua-nay?utm_source=email&amp;utm_campaign=lunch_0610"><img src="https://img.bepnhagiao.example/edm/0610_lunch.jpg" width="600" alt="Trưa nay ăn gì?"></a></td></tr>
<tr><td style="padding:22px;font-size:15px;color:#333;line-height:1.7;">
<p>Nam ơi, trưa nay ăn gì? Nhập mã dưới đây khi thanh toán nhé:</p>
<p style="text-align:center;"><span style="border:2px dashed #ff6b00;padding:8px 20px;font-size:24px;font-weight:bold;color:#ff6b00;">BNG40K</span></p>
<p style="font-size:13px;text-align:center;color:#666;">Giảm 40.000đ cho đơn từ 120.000đ · 10:45–14:00 hôm nay</p>
<p style="font-size:13px;">Freeship Extra: mã <b>SHIP0D</b> giảm tối đa 15.000đ phí giao hàng.</p>
<p style="font-size:13px;">Thẻ quà tặng 200.000đ – mã thẻ <b>7719 2840 5561</b> (đã được nạp vào ví của bạn).</p>
<p style="font-size:12px;color:#888;">Đơn gần nhất: #BNG-2506-0091833 · Cơm tấm Cali Q.3 · 89.000đ</p>
</td></tr>
<tr><td style="padding:14px 22px;background:#f6f6f6;font-size:11px;color:#999;">
<a href="https://bepnhagiao.example/huy-dang-ky?u=VHN2291" style="color:#999;">Hủy đăng ký</a> · <a href="https://bepnhagiao.example/chinh-sach" style="color:#999;">Chính sách</a><br>
Công ty TNHH Bếp Nhà Giao, 99 Võ Văn Tần, P.6, Q.3, TP.HCM · Hotline 1900 2042</td></tr>
</table>
<img src="https://trk.bepnhagiao.example/o?u=VHN2291&amp;c=lunch_0610" width="1" height="1" alt="">
</body></html>
""")

M(lang="vi", kind="decoy_codes", otp=None,
  frm="Ngân hàng Sông Hồng <canhbao@songhongbank.example>",
  to="dang.minh.tuan@mailbox.example",
  subject="Songhong Bank cảnh báo: thủ đoạn lừa đảo giả danh nhân viên ngân hàng",
  date=D("2025-03-25 09:30:00", "+0700"),
  cte="quoted-printable",
  text="""Kính gửi Quý khách Đặng Minh Tuấn,

Gần đây xuất hiện nhiều trường hợp đối tượng giả danh nhân viên ngân hàng, cơ quan công an
gọi điện yêu cầu khách hàng cung cấp mã OTP để "cập nhật sinh trắc học" hoặc "hoàn tiền".

Songhong Bank KHÔNG BAO GIỜ yêu cầu Quý khách:
- Đọc mã OTP qua điện thoại (ví dụ: "anh/chị đọc giúp em dãy 6 số 123456 vừa nhận được");
- Truy cập đường link lạ hoặc cài ứng dụng ngoài CH Play / App Store;
- Chuyển tiền vào "tài khoản an toàn".

Nếu đã lỡ cung cấp thông tin, vui lòng khóa dịch vụ ngay trên ứng dụng SH Mobile
hoặc gọi Hotline 1900 58 88 22 (24/7).

Tài khoản của Quý khách: ****7031 · Mã khách hàng (CIF): 20418837

Trân trọng,
Ngân hàng TMCP Sông Hồng
Số 8 Lê Thái Tổ, P. Hàng Trống, Q. Hoàn Kiếm, Hà Nội
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #d0d7e1;">
<tr><td style="background:#c8102e;color:#fff;padding:14px 22px;font-weight:bold;">Songhong Bank · Cảnh báo an ninh</td></tr>
<tr><td style="padding:22px;line-height:1.7;">
<p>Kính gửi Quý khách Đặng Minh Tuấn,</p>
<p>Gần đây xuất hiện nhiều trường hợp đối tượng giả danh nhân viên ngân hàng, cơ quan công an gọi điện yêu cầu khách hàng cung cấp mã OTP để "cập nhật sinh trắc học" hoặc "hoàn tiền".</p>
<div style="background:#fff1f1;border-left:4px solid #c8102e;padding:12px 16px;">
<b>Songhong Bank KHÔNG BAO GIỜ yêu cầu Quý khách:</b>
<ul style="margin:6px 0;padding-left:18px;">
<li>Đọc mã OTP qua điện thoại (ví dụ: "anh/chị đọc giúp em dãy 6 số 123456 vừa nhận được");</li>
<li>Truy cập đường link lạ hoặc cài ứng dụng ngoài CH Play / App Store;</li>
<li>Chuyển tiền vào "tài khoản an toàn".</li></ul></div>
<p>Nếu đã lỡ cung cấp thông tin, vui lòng khóa dịch vụ ngay trên ứng dụng SH Mobile hoặc gọi Hotline <b>1900 58 88 22</b> (24/7).</p>
<p style="font-size:12px;color:#666;">Tài khoản: ****7031 · Mã khách hàng (CIF): 20418837</p>
<p><a href="https://www.songhongbank.example/vi/canh-bao-lua-dao">Xem thêm các thủ đoạn lừa đảo phổ biến</a></p>
</td></tr>
<tr><td style="background:#f4f6f9;padding:12px 22px;font-size:11px;color:#777;">Ngân hàng TMCP Sông Hồng · Số 8 Lê Thái Tổ, P. Hàng Trống, Q. Hoàn Kiếm, Hà Nội · SWIFT SHBKVNVX</td></tr>
</table></body></html>
""")

M(lang="vi", kind="booking_ref", otp=None,
  frm="Đường sắt Bắc Nam - Vé điện tử <vetau@duongsat-bacnam.example>",
  to="bui.thanh.huong@mailbox.example",
  subject="Xác nhận đặt vé tàu thành công - Mã đặt chỗ VN5R8T",
  date=D("2025-01-10 13:27:51", "+0700"),
  cte="8bit",
  text="""Kính gửi Quý khách BÙI THANH HƯƠNG,

Cảm ơn Quý khách đã sử dụng dịch vụ đặt vé trực tuyến của Đường sắt Bắc Nam.
Giao dịch thanh toán đã thành công. Thông tin vé như sau:

MÃ ĐẶT CHỖ: VN5R8T
Mã giao dịch thanh toán: 250110-88412907 (VNPAY-QR)

Tàu SE1  Hà Nội → Đà Nẵng
Khởi hành: 22:15 ngày 24/01/2025 (ga Hà Nội)
Dự kiến đến: 14:05 ngày 25/01/2025 (ga Đà Nẵng)

Hành khách 1: BÙI THANH HƯƠNG - CCCD ****0412 - Toa 8, giường 21 (khoang 4 giường điều hòa, tầng 1)
Hành khách 2: NGUYỄN MINH KHÔI (trẻ em, 8 tuổi) - Toa 8, giường 22
Số vé: 1218 4402 / 1218 4403

Tổng tiền: 2.146.000 VNĐ (đã bao gồm bảo hiểm hành khách)

Quý khách vui lòng mang theo giấy tờ tùy thân và có mặt tại ga trước giờ tàu chạy ít nhất 30 phút.
Đổi/trả vé trước 24 giờ: phí 10% giá vé. Tra cứu vé: https://vetau.duongsat-bacnam.example/tra-cuu

Tổng đài hỗ trợ: 1900 6469 (6:00 - 22:00)
Công ty Cổ phần Vận tải Đường sắt Bắc Nam - 118 Lê Duẩn, Q. Hoàn Kiếm, Hà Nội
""")

M(lang="vi", kind="lowercase_alnum", otp="h3x9kq",
  link="https://hocvui.example/dang-nhap/lien-ket?code=h3x9kq&t=3b8e1f27c0d94a5e9f61&email=mai.anh.2008%40mailbox.example",
  frm="Học Vui <xin-chao@hocvui.example>",
  to="mai.anh.2008@mailbox.example",
  subject="Đăng nhập Học Vui",
  date=D("2025-03-03 20:11:06", "+0700"),
  cte="quoted-printable",
  text="""Chào Mai Anh,

Nhấn vào liên kết sau để đăng nhập ngay, không cần mật khẩu:
https://hocvui.example/dang-nhap/lien-ket?code=h3x9kq&t=3b8e1f27c0d94a5e9f61&email=mai.anh.2008%40mailbox.example

Hoặc nhập mã đăng nhập này trên ứng dụng: h3x9kq

Mã và liên kết có hiệu lực trong 15 phút.

Lịch học tối nay: Toán 9 - Ôn thi vào lớp 10 (19:30, thầy Quang)

Học Vui · Tầng 5, 18 Tam Trinh, Q. Hai Bà Trưng, Hà Nội
""",
  html="""<html><body style="font-family:'Nunito',Arial,sans-serif;background:#f5fbf4;">
<div style="max-width:500px;margin:24px auto;background:#fff;border-radius:14px;padding:28px;">
<div style="font-size:24px;font-weight:800;color:#38b000;">Học Vui</div>
<p style="font-size:16px;">Chào Mai Anh,</p>
<p style="font-size:15px;">Nhấn nút bên dưới để đăng nhập ngay, không cần mật khẩu.</p>
<p style="text-align:center;"><a href="https://hocvui.example/dang-nhap/lien-ket?code=h3x9kq&amp;t=3b8e1f27c0d94a5e9f61&amp;email=mai.anh.2008%40mailbox.example" style="background:#38b000;color:#fff;padding:12px 30px;border-radius:24px;text-decoration:none;font-weight:bold;">Đăng nhập Học Vui</a></p>
<p style="font-size:14px;text-align:center;color:#555;">Hoặc nhập mã này trên ứng dụng:<br><span style="font-size:26px;font-family:monospace;letter-spacing:4px;color:#222;">h3x9kq</span></p>
<p style="font-size:12px;color:#999;text-align:center;">Mã và liên kết có hiệu lực trong 15 phút.</p>
<p style="font-size:13px;background:#f5fbf4;padding:10px;border-radius:8px;">📚 Lịch học tối nay: Toán 9 – Ôn thi vào lớp 10 (19:30, thầy Quang)</p>
<p style="font-size:11px;color:#aaa;">Học Vui · Tầng 5, 18 Tam Trinh, Q. Hai Bà Trưng, Hà Nội · <a href="https://hocvui.example/tro-giup" style="color:#aaa;">Trợ giúp</a></p>
</div></body></html>
""")

M(lang="vi", kind="lowercase_alnum", otp="m2p8xr4t",
  frm="Zeta Games <taikhoan@zetagames.vn.example>",
  to="khanh.gamer@mailbox.example",
  subject="[Zeta ID] Mã xác nhận liên kết tài khoản",
  date=D("2025-04-27 16:48:30", "+0700"),
  cte="8bit",
  text="""Zeta ID - Liên kết tài khoản

Xin chào KhanhPro99,

Bạn đang liên kết Zeta ID với tài khoản game Huyền Kiếm Mobile (máy chủ S128 - Thiên Long).
Mã xác nhận của bạn:

    m2p8xr4t

(phân biệt chữ hoa/thường, có hiệu lực 30 phút)

Nhân vật: KhanhPro99 · Cấp 87 · ID 1280044719

Zeta Games không bao giờ yêu cầu bạn cung cấp mật khẩu hay mã xác nhận qua fanpage, Zalo hoặc điện thoại.
Hỗ trợ: https://hotro.zetagames.vn.example · Hotline 1900 561 558

Công ty Cổ phần Zeta Games · Lô 19 Công viên phần mềm Quang Trung, P. Tân Chánh Hiệp, Q.12, TP.HCM
Trò chơi dành cho người chơi từ 18 tuổi trở lên. Chơi quá 180 phút một ngày sẽ ảnh hưởng xấu đến sức khỏe.
""")

M(lang="vi", kind="reset_in_code_mail", otp="4829",
  frm="Tán Gẫu <no-reply@tangau.example>",
  to="ngo.bao.chau.1995@mailbox.example",
  subject="Mã đăng nhập Tán Gẫu trên máy tính",
  date=D("2025-02-06 11:22:49", "+0700"),
  cte="quoted-printable",
  html="""<html><body style="font-family:Roboto,Arial,sans-serif;color:#081c36;">
<div style="max-width:460px;margin:0 auto;padding:24px;">
<p style="font-size:20px;font-weight:bold;color:#0068ff;">Tán Gẫu</p>
<p>Xin chào Ngô Bảo Châu,</p>
<p>Bạn vừa yêu cầu đăng nhập Tán Gẫu trên máy tính (Tán Gẫu PC 24.12, Windows). Nhập mã gồm 4 chữ số sau để tiếp tục:</p>
<table cellpadding="0" cellspacing="8" align="center"><tr>
<td style="width:44px;height:52px;border:1px solid #c7d7ef;border-radius:6px;text-align:center;font-size:26px;font-weight:bold;">4</td>
<td style="width:44px;height:52px;border:1px solid #c7d7ef;border-radius:6px;text-align:center;font-size:26px;font-weight:bold;">8</td>
<td style="width:44px;height:52px;border:1px solid #c7d7ef;border-radius:6px;text-align:center;font-size:26px;font-weight:bold;">2</td>
<td style="width:44px;height:52px;border:1px solid #c7d7ef;border-radius:6px;text-align:center;font-size:26px;font-weight:bold;">9</td>
</tr></table>
<p style="font-size:13px;color:#667;">Mã hết hạn sau 5 phút. Tuyệt đối không chia sẻ mã cho người khác, kể cả người thân.</p>
<p style="font-size:13px;color:#667;">Không phải bạn? <a href="https://id.tangau.example/quen-mat-khau?src=login_code_mail&amp;phone=84912xxx371">Đặt lại mật khẩu</a> để bảo vệ tài khoản.</p>
<p style="font-size:11px;color:#99a;border-top:1px solid #eee;padding-top:10px;">Tán Gẫu · Công ty Cổ phần Tán Gẫu Việt Nam · Z06 Đường số 13, P. Tân Thuận Đông, Q.7, TP.HCM</p>
</div></body></html>
""")

M(lang="vi", kind="no_code_word", otp="615930", shown="615930",
  frm="Cổng Dịch vụ công Trực tuyến <khongtraloi@dichvucong.gov.example>",
  to="hoang.duc.anh@mailbox.example",
  subject="Xác nhận đăng ký tài khoản Dịch vụ công Trực tuyến",
  date=D("2025-06-16 14:39:12", "+0700"),
  charset="utf-8", cte="base64",
  text="""CỔNG DỊCH VỤ CÔNG TRỰC TUYẾN

Kính gửi ông/bà HOÀNG ĐỨC ANH,

Hệ thống đã nhận được yêu cầu đăng ký tài khoản của ông/bà
(số định danh cá nhân: 0010950*****).

Để hoàn tất đăng ký, vui lòng nhập dãy số sau vào màn hình xác nhận:

        615930

Dãy số có hiệu lực trong 05 phút kể từ thời điểm gửi (14:39 ngày 16/06/2025).

Lưu ý: Cán bộ, cơ quan nhà nước không yêu cầu công dân cung cấp dãy số này qua điện thoại.
Nếu ông/bà không thực hiện đăng ký, vui lòng bỏ qua thư này.

Tổng đài hỗ trợ: 18001096 (miễn phí)
Văn phòng Chính phủ - Số 1 Hoàng Hoa Thám, Ba Đình, Hà Nội
Thư được gửi tự động, vui lòng không trả lời.
""")

M(lang="vi", kind="subject_only", otp="571204",
  frm="Ví Sen <thongbao@visen.example>",
  to="trinh.my.linh@mailbox.example",
  subject="571204 là mã xác minh Ví Sen của bạn",
  date=D("2025-05-30 07:05:14", "+0700"),
  cte="quoted-printable",
  text="""Chào Mỹ Linh,

Bạn đang đăng nhập Ví Sen trên thiết bị mới (Samsung Galaxy A55).
Hãy dùng mã xác minh ở tiêu đề email này để tiếp tục. Mã có hiệu lực trong 2 phút.

Ví Sen không bao giờ gọi điện hay nhắn tin yêu cầu bạn cung cấp mã xác minh.

Số dư ví hiện tại: ******* (ẩn vì lý do bảo mật)
Tài khoản liên kết: Vietcom**** ****5590

Cần hỗ trợ? Gọi 1900 54 54 41 hoặc chat trong mục "Trợ giúp" của ứng dụng.

Công ty Cổ phần Dịch vụ Di động Trực tuyến Ví Sen
Tầng 6, Tòa nhà Phú Mỹ Hưng, 8 Hoàng Văn Thái, P. Tân Phú, Q.7, TP.HCM
Giấy phép cung ứng dịch vụ trung gian thanh toán số 41/GP-NHNN
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#fdf0f6;">
<div style="max-width:480px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;">
<div style="color:#a50064;font-size:22px;font-weight:bold;">Ví Sen</div>
<p>Chào Mỹ Linh,</p>
<p>Bạn đang đăng nhập Ví Sen trên thiết bị mới (Samsung Galaxy A55).</p>
<p style="background:#fdf0f6;padding:12px;border-radius:8px;">👉 Hãy dùng <b>mã xác minh ở tiêu đề email này</b> để tiếp tục. Mã có hiệu lực trong 2 phút.</p>
<p style="font-size:13px;color:#777;">Ví Sen không bao giờ gọi điện hay nhắn tin yêu cầu bạn cung cấp mã xác minh.</p>
<p style="font-size:12px;color:#777;">Tài khoản liên kết: Vietcom**** ****5590</p>
<p style="font-size:11px;color:#aaa;">Công ty Cổ phần Dịch vụ Di động Trực tuyến Ví Sen · Tầng 6, Tòa nhà Phú Mỹ Hưng, 8 Hoàng Văn Thái, P. Tân Phú, Q.7, TP.HCM<br>
Giấy phép số 41/GP-NHNN · <a href="https://visen.example/dieu-khoan" style="color:#aaa;">Điều khoản</a> · <a href="https://visen.example/tro-giup" style="color:#aaa;">Trợ giúp</a></p>
</div></body></html>
""")

M(lang="vi", kind="phone_and_dates", otp="739052", shown="739-052",
  frm="Mạng Đông Dương <cskh@dongduong-mobile.example>",
  to="ly.gia.bao@mailbox.example",
  subject="Mạng Đông Dương: Mã xác thực chuẩn hóa thông tin thuê bao",
  date=D("2025-04-03 09:14:27", "+0700"),
  cte="8bit",
  text="""Kính gửi Quý khách LÝ GIA BẢO,

Mạng Đông Dương đã nhận yêu cầu chuẩn hóa thông tin thuê bao (xác thực sinh trắc học) trực tuyến
cho số thuê bao 0868 *** 519 vào lúc 09:14 ngày 03/04/2025.

Mã xác thực: 739-052
Vui lòng nhập mã trên tại bước 3/4 trên website hoặc ứng dụng My ĐôngDương. Mã hết hạn sau 5 phút.

Thông tin thuê bao:
- Gói cước: ĐD90 (90.000đ/30 ngày, 6GB/ngày), gia hạn ngày 15/04/2025
- Tài khoản chính: 42.500đ
- Số CCCD đăng ký: ********3307
- Ngày kích hoạt: 21/08/2019

Sau 15/04/2025, các thuê bao chưa chuẩn hóa sẽ bị tạm khóa một chiều theo quy định của Bộ TT&TT.

Mọi thắc mắc xin liên hệ tổng đài 198 (miễn phí) hoặc 1800 8098.
Mạng Đông Dương - Tổng công ty Viễn thông Đông Dương, 1 Giang Văn Minh, Ba Đình, Hà Nội
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #ddd;">
<tr><td style="background:#ee0033;color:#fff;padding:14px 20px;font-weight:bold;">Mạng Đông Dương</td></tr>
<tr><td style="padding:20px;line-height:1.7;">
<p>Kính gửi Quý khách LÝ GIA BẢO,</p>
<p>Mạng Đông Dương đã nhận yêu cầu chuẩn hóa thông tin thuê bao (xác thực sinh trắc học) trực tuyến cho số thuê bao <b>0868 *** 519</b> vào lúc 09:14 ngày 03/04/2025.</p>
<p>Mã xác thực: <span style="font-size:24px;font-weight:bold;color:#ee0033;">739-052</span><br>
<span style="font-size:12px;color:#666;">Nhập mã tại bước 3/4 trên website hoặc ứng dụng My ĐôngDương. Mã hết hạn sau 5 phút.</span></p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;border-collapse:collapse;width:100%;">
<tr><td style="background:#f6f6f6;">Gói cước</td><td>ĐD90 (90.000đ/30 ngày, 6GB/ngày), gia hạn ngày 15/04/2025</td></tr>
<tr><td style="background:#f6f6f6;">Tài khoản chính</td><td>42.500đ</td></tr>
<tr><td style="background:#f6f6f6;">Số CCCD đăng ký</td><td>********3307</td></tr>
<tr><td style="background:#f6f6f6;">Ngày kích hoạt</td><td>21/08/2019</td></tr></table>
<p style="font-size:12px;color:#a00;">Sau 15/04/2025, các thuê bao chưa chuẩn hóa sẽ bị tạm khóa một chiều theo quy định của Bộ TT&amp;TT.</p>
<p style="font-size:12px;color:#666;">Tổng đài 198 (miễn phí) hoặc 1800 8098.</p>
</td></tr>
<tr><td style="background:#f7f7f7;padding:10px 20px;font-size:11px;color:#888;">Tổng công ty Viễn thông Đông Dương · 1 Giang Văn Minh, Ba Đình, Hà Nội · <a href="https://dongduong-mobile.example/bao-mat" style="color:#888;">Chính sách bảo mật</a></td></tr>
</table></body></html>
""")

# ---------------------------------------------------------------------------
if __name__ == "__main__":
    main()
