#!/usr/bin/env python3
"""Hand-written Asian-language test mail for a one-time-code / magic-link extractor.

Writes fs-NNNN.eml and labels.jsonl next to this file, then validates them.
Standard library only.
"""
import base64
import hashlib
import html as htmlmod
import json
import os
import quopri
import re
import struct
import sys
import unicodedata
import zlib
from email import policy
from email.header import Header
from email.parser import BytesParser
from email.utils import formataddr
from html.parser import HTMLParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "fs"
CRLF = b"\r\n"

MESSAGES = []


def add(**kw):
    MESSAGES.append(kw)


# ---------------------------------------------------------------- tiny PNG
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


def _png_chunk(kind, data):
    c = struct.pack(">I", len(data)) + kind + data
    return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def make_png(text="", scale=6, fg=(30, 30, 30), bg=(255, 255, 255), size=None):
    """Render digits with a 3x5 bitmap font (or a plain block when text is empty)."""
    if text:
        cols = len(text) * 4 + 1
        rows = 7
    else:
        cols, rows = size or (40, 8)
        scale = 4
    w, h = cols * scale, rows * scale
    raw = bytearray()
    for y in range(h):
        raw.append(0)
        gy = y // scale - 1
        for x in range(w):
            gx = x // scale
            on = False
            if text and 0 <= gy < 5 and gx >= 1:
                idx, sub = divmod(gx - 1, 4)
                if idx < len(text) and sub < 3:
                    on = FONT.get(text[idx], FONT[" "])[gy][sub] == "1"
            raw.extend(fg if on else bg)
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", ihdr)
            + _png_chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + _png_chunk(b"IEND", b""))


# ---------------------------------------------------------------- MIME writer
def enc_header(value, charset, name):
    try:
        value.encode("ascii")
        return value
    except UnicodeEncodeError:
        return Header(value, charset, header_name=name).encode(linesep="\r\n")


def enc_addr(name, addr, charset):
    if not name:
        return addr
    try:
        name.encode("ascii")
        return formataddr((name, addr))
    except UnicodeEncodeError:
        return formataddr((name, addr), charset)


def enc_body(text, charset, cte):
    text = text.replace("\r\n", "\n")
    if not text.endswith("\n"):
        text += "\n"
    raw = text.encode(charset)  # strict: every character must exist in the charset
    if cte == "base64":
        out = base64.encodebytes(raw)
    elif cte == "quoted-printable":
        out = quopri.encodestring(raw)
    elif cte in ("7bit", "8bit"):
        if cte == "7bit":
            raw.decode("ascii")
        out = raw
    else:
        raise ValueError(cte)
    lines = out.split(b"\n")
    assert all(len(l) < 990 for l in lines), "line too long"
    return b"\r\n".join(lines)


def leaf(ctype, text, charset, cte):
    hdrs = [("Content-Type", '%s; charset="%s"' % (ctype, charset)),
            ("Content-Transfer-Encoding", cte)]
    return hdrs, enc_body(text, charset, cte)


def image_part(img):
    data = img["data"]
    b64 = base64.encodebytes(data).replace(b"\n", b"\r\n")
    hdrs = [("Content-Type", 'image/png; name="%s"' % img["filename"]),
            ("Content-Transfer-Encoding", "base64"),
            ("Content-ID", "<%s>" % img["cid"]),
            ("Content-Disposition", 'inline; filename="%s"' % img["filename"])]
    return hdrs, b64


def render_headers(hdrs):
    return b"".join(("%s: %s" % (k, v)).encode("ascii") + CRLF for k, v in hdrs)


def multipart(subtype, parts, boundary, extra=""):
    hdrs = [("Content-Type", 'multipart/%s;%s\r\n\tboundary="%s"' % (subtype, extra, boundary))]
    body = b""
    for ph, pb in parts:
        body += b"--" + boundary.encode() + CRLF + render_headers(ph) + CRLF + pb
        if not pb.endswith(CRLF):
            body += CRLF
    body += b"--" + boundary.encode() + b"--" + CRLF
    return hdrs, body


def build_message(m, n):
    cs = m.get("charset", "utf-8")
    hcs = m.get("hcharset", cs)
    seed = hashlib.sha1(("%d%s" % (n, m["subject"])).encode()).hexdigest()
    bnd = lambda i: "%s%s_%d" % (m.get("bprefix", "----=_Part_"), seed[:16 + i], i)
    text, htm = m.get("text"), m.get("html")
    images = m.get("images", [])
    tpart = leaf("text/plain", text, cs, m.get("cte", "quoted-printable")) if text else None
    hpart = leaf("text/html", htm, m.get("hcs", cs), m.get("hcte", "quoted-printable")) if htm else None
    if hpart and images:
        hpart = multipart("related", [hpart] + [image_part(i) for i in images], bnd(2),
                          ' type="text/html";')
    if tpart and hpart:
        body = multipart("alternative", [tpart, hpart], bnd(1))
    else:
        body = tpart or hpart
    name, addr = m["frm"]
    dom = addr.split("@")[1]
    hdrs = []
    for k, v in m.get("pre_headers", []):
        hdrs.append((k, v))
    hdrs += [
        ("Date", m["date"]),
        ("From", enc_addr(name, addr, hcs)),
    ]
    if m.get("reply_to"):
        hdrs.append(("Reply-To", m["reply_to"]))
    to = m["to"]
    hdrs.append(("To", enc_addr(to[0], to[1], hcs) if isinstance(to, tuple) else to))
    hdrs.append(("Subject", enc_header(m["subject"], hcs, "Subject")))
    hdrs.append(("Message-ID", "<%s.%s@%s>" % (seed[:24], seed[24:32], m.get("mid_domain", dom))))
    hdrs.append(("MIME-Version", "1.0"))
    for k, v in m.get("headers", []):
        hdrs.append((k, v))
    bh, bb = body
    return render_headers(hdrs + bh) + CRLF + bb


# ---------------------------------------------------------------- validation
class HtmlScan(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.data, self.srcs = [], [], [], []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("style", "script", "title"):
            self._skip += 1
        if a.get("href"):
            self.hrefs.append(a["href"])
        if a.get("alt"):
            self.alts.append(a["alt"])
        if a.get("src"):
            self.srcs.append(a["src"])

    def handle_endtag(self, tag):
        if tag in ("style", "script", "title") and self._skip:
            self._skip -= 1

    def handle_data(self, d):
        if not self._skip:
            self.data.append(d)


ALLOWED_TLDS = (".example", ".test", ".invalid")
SEP_RE = re.compile(r"[\s\-‐−・.]")


def squeeze(s):
    return re.sub(r"\s+", "", s)


def validate(m, data, fname):
    errs = []
    msg = BytesParser(policy=policy.default).parsebytes(data)
    for part in msg.walk():
        if part.defects:
            errs.append("defects %r" % part.defects)
        for k, v in part.items():
            if getattr(v, "defects", None):
                errs.append("header %s defects %r" % (k, v.defects))
    subject = str(msg["subject"])
    if subject != m["subject"]:
        errs.append("subject round-trip mismatch")
    texts, htmls = [], []
    for part in msg.walk():
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            htmls.append(part.get_content())
        elif ct == "image/png":
            if not part.get_content().startswith(b"\x89PNG"):
                errs.append("bad png")
    if m.get("text") and [t.replace("\r\n", "\n").rstrip("\n") for t in texts] != [m["text"].rstrip("\n")]:
        errs.append("text round-trip mismatch")
    if m.get("html") and [h.replace("\r\n", "\n").rstrip("\n") for h in htmls] != [m["html"].rstrip("\n")]:
        errs.append("html round-trip mismatch")
    scan = HtmlScan()
    for h in htmls:
        scan.feed(h)
    scan.close()
    visible = "".join(scan.data)
    text = "\n".join(texts)
    hay = [subject, text, visible, "\n".join(scan.alts)]

    otp = m.get("otp")
    if otp is not None:
        shown = m.get("shown", otp)
        norm = SEP_RE.sub("", unicodedata.normalize("NFKC", shown))
        if not norm.endswith(otp) or not re.fullmatch(r"[A-Za-z]{0,4}" + re.escape(otp), norm):
            errs.append("shown form %r does not reduce to %r" % (shown, otp))
        found = any(shown in h for h in hay) or (m.get("spans") and otp in squeeze(visible))
        if not found:
            errs.append("otp %r (shown %r) not found" % (otp, shown))
        if m["kind"] == "subject_only":
            if shown not in subject or otp in squeeze(text + visible + "".join(scan.alts)):
                errs.append("subject_only violated")
        if m["kind"] == "alt_text_only":
            if otp in squeeze(text + visible + subject) or not any(shown in a for a in scan.alts):
                errs.append("alt_text_only violated")
    link = m.get("link")
    if link is not None:
        if htmls:
            if link not in scan.hrefs:
                errs.append("link not an href")
        elif link not in text:
            errs.append("link not in text")
    for alt in m.get("link_alt") or []:
        if alt not in scan.hrefs and alt not in text:
            errs.append("link_alt %r missing" % alt)
    # every URL and mail domain must be reserved
    blob = "\n".join([text] + htmls + [str(v) for k, v in msg.items()])
    for host in re.findall(r"https?://([^/\s\"'<>?#:]+)", blob):
        if not host.lower().endswith(ALLOWED_TLDS):
            errs.append("bad url host %s" % host)
    for host in re.findall(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+[A-Za-z])", blob):
        if host.lower().rsplit(".", 1)[-1] in ("png", "jpg", "gif", "svg"):
            continue  # retina file names such as logo@2x.png
        if not host.lower().endswith(ALLOWED_TLDS):
            errs.append("bad mail host %s" % host)
    return ["%s: %s" % (fname, e) for e in errs]


# =================================================================== messages
# Every message below is its own sender and template.  Fields:
#   lang, kind, otp, link, link_alt, shown (code as displayed, if it differs),
#   spans (code shown one <span> per digit), frm, to, subject, date,
#   text / html, charset, cte (text part), hcte (html part), images, headers.

PIXEL = '<img src="https://%s" width="1" height="1" alt="" style="display:none">'

# ------------------------------------------------------------------- Japanese
add(lang="ja", kind="username_digits", otp="739205", link=None,
    frm=("ステラクロニクル運営事務局", "noreply@account.stellachro.example"),
    to="taku0823@mail.kumo.example",
    subject="【ステラクロニクル】ログイン認証コードのお知らせ",
    date="Sat, 08 Mar 2025 23:41:07 +0900",
    cte="quoted-printable", hcte="quoted-printable",
    headers=[("X-Mailer", "NLG-Notifier 3.2")],
    text="""taku_0823 様

いつも「ステラクロニクル」をご利用いただき、誠にありがとうございます。

新しい端末からのログインを確認するため、ゲーム内の入力画面に
以下の認証コードを入力してください。

　認証コード：739205

※認証コードの有効期限は発行から30分間です。
※本メールにお心当たりのない場合、第三者がお客様のアカウント
　（プレイヤーID：40281177）へのログインを試みた可能性があります。
　お手数ですが、パスワードの変更をお願いいたします。

ログイン日時：2025/03/08 23:40
端末：iPhone（iOS 18.3）

――――――――――――――――――――――――
ステラクロニクル運営事務局
株式会社ノースリーフゲームス
〒150-0002 東京都渋谷区渋谷2-21-1 渋谷スクエアビル14F
お問い合わせ：https://support.stellachro.example/contact
――――――――――――――――――――――――
本メールは送信専用アドレスから配信されています。ご返信いただいてもお答えできません。
(C) NorthLeaf Games Inc. All Rights Reserved.
""",
    html="""<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>ログイン認証コード</title></head>
<body style="margin:0;background:#10131c;font-family:'Hiragino Sans','Meiryo',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#10131c;"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;margin:24px 0;">
<tr><td style="background:#2b1e5c;padding:18px 24px;color:#f5d67b;font-size:20px;font-weight:bold;">STELLA CHRONICLE</td></tr>
<tr><td style="padding:28px 24px;font-size:14px;line-height:1.8;color:#222;">
<p>taku_0823 様</p>
<p>いつも「ステラクロニクル」をご利用いただき、誠にありがとうございます。<br>
新しい端末からのログインを確認するため、ゲーム内の入力画面に以下の認証コードを入力してください。</p>
<table cellpadding="0" cellspacing="0" style="margin:20px auto;"><tr>
<td style="border:2px solid #2b1e5c;padding:12px 28px;font-size:30px;letter-spacing:6px;font-weight:bold;color:#2b1e5c;">739205</td>
</tr></table>
<p style="font-size:12px;color:#666;">※認証コードの有効期限は発行から30分間です。<br>
※本メールにお心当たりのない場合、第三者がお客様のアカウント（プレイヤーID：40281177）へのログインを試みた可能性があります。お手数ですが、パスワードの変更をお願いいたします。</p>
<p style="font-size:12px;color:#666;">ログイン日時：2025/03/08 23:40<br>端末：iPhone（iOS 18.3）</p>
</td></tr>
<tr><td style="background:#f2f2f6;padding:16px 24px;font-size:11px;color:#888;line-height:1.6;">
ステラクロニクル運営事務局／株式会社ノースリーフゲームス<br>
〒150-0002 東京都渋谷区渋谷2-21-1 渋谷スクエアビル14F<br>
<a href="https://support.stellachro.example/contact" style="color:#5a4aa8;">お問い合わせ</a> ｜
<a href="https://www.stellachro.example/terms" style="color:#5a4aa8;">利用規約</a><br>
&copy; NorthLeaf Games Inc. All Rights Reserved.</td></tr>
</table></td></tr></table>
</body></html>
""")

add(lang="ja", kind="booking_ref", otp=None, link=None,
    frm=("ソラノ航空", "booking@mail.soranoair.example"),
    to=("山田 花子", "hanako.yamada@post.example"),
    subject="【ソラノ航空】ご予約確認（予約番号：K7QX2M）",
    date="Tue, 18 Feb 2025 10:02:45 +0900",
    charset="iso-2022-jp", cte="7bit",
    text="""ヤマダ／ハナコ　様

このたびはソラノ航空をご利用いただき、誠にありがとうございます。
以下の内容でご予約を承りました。

━━━━━━━━━━━━━━━━━━━━━━━━━━
■予約番号　　：Ｋ７ＱＸ２Ｍ
■お支払い状況：お支払い済み（クレジットカード　末尾３３０８）
━━━━━━━━━━━━━━━━━━━━━━━━━━

【往路】
２０２５年３月１４日（金）
ＳＮ０５５便　東京（羽田）０８：１５発　→　札幌（新千歳）０９：４５着
座席：普通席　１４Ａ

【復路】
２０２５年３月１６日（日）
ＳＮ０６８便　札幌（新千歳）１８：３０発　→　東京（羽田）２０：１５着
座席：普通席　２２Ｃ

【運賃】
旅客運賃　　　　　２１，２２０円
旅客施設使用料　　　　６１０円
燃油特別付加運賃　２，７６０円
合計　　　　　　　２４，５９０円

ご搭乗の際は、予約番号または搭乗用二次元バーコードをご提示ください。
オンラインチェックインは出発の２４時間前から可能です。
https://www.soranoair.example/checkin

※手荷物の預け入れは出発時刻の２０分前までにお済ませください。
※予約の変更・取消は出発前日までマイページから承ります。
　取消手数料は運賃規則に従い、お一人様１区間につき最大８，０００円です。

────────────────────────────
ソラノ航空株式会社
〒144-0041　東京都大田区羽田空港３−３−２
予約センター：０５７０−０２９−４４８（８：００〜２０：００）
https://www.soranoair.example/
────────────────────────────
""")

add(lang="ja", kind="newsletter_numbers", otp=None, link=None,
    frm=("ミドリマート", "order@shop.midorimart.example"),
    to="k.sato1984@mail.kumo.example",
    subject="【ミドリマート】ご注文ありがとうございます（注文番号：202503-118847-0032）",
    date="Sun, 02 Mar 2025 14:27:19 +0900",
    cte="base64", hcte="base64",
    headers=[("List-Unsubscribe", "<https://shop.midorimart.example/mail/stop?u=7731902>")],
    text="""佐藤 健一 様

ミドリマートをご利用いただき、ありがとうございます。
ご注文を下記の内容で承りました。

[注文番号] 202503-118847-0032
[注文日時] 2025年3月2日 14:27

-----------------------------------------------
商品名                            数量    小計
-----------------------------------------------
有機ほうじ茶ティーバッグ 2.5g×40袋   2   1,980円
国産はちみつ 500g                    1   2,000円
-----------------------------------------------
商品合計                                 3,980円
送料                                       550円
ポイント利用                              -300円
お支払い金額（税込）                     4,230円
（うち消費税 8%対象 3,980円 / 10%対象 550円）

獲得予定ポイント：39pt
お支払い方法：クレジットカード（VISA ****7715）

[お届け先]
〒530-0001 大阪府大阪市北区梅田1-13-1
佐藤 健一 様
電話番号：06-6345-2210

[お届け予定日] 2025年3月5日（水） 午前中

発送完了後、配送伝票番号をメールでお知らせします。
注文履歴：https://shop.midorimart.example/mypage/orders

-----------------------------------------------
ミドリマート（運営：株式会社みどり商会）
〒604-8005 京都府京都市中京区河原町通三条上る恵比須町427
お客様窓口 075-211-8830（平日10:00～17:00）
-----------------------------------------------
""",
    html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="font-family:sans-serif;color:#333;background:#f7f7f2;">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:20px;">
<div style="border-bottom:3px solid #4a8f3c;padding-bottom:8px;"><img src="https://img.midorimart.example/logo_m.png" alt="ミドリマート" width="160"></div>
<p>佐藤 健一 様</p>
<p>ミドリマートをご利用いただき、ありがとうございます。<br>ご注文を下記の内容で承りました。</p>
<table style="width:100%;border-collapse:collapse;font-size:13px;">
<tr><th style="text-align:left;background:#eef5ea;padding:6px;">注文番号</th><td style="padding:6px;">202503-118847-0032</td></tr>
<tr><th style="text-align:left;background:#eef5ea;padding:6px;">注文日時</th><td style="padding:6px;">2025年3月2日 14:27</td></tr>
</table>
<table style="width:100%;border-collapse:collapse;font-size:13px;margin-top:12px;" border="1" bordercolor="#dddddd">
<tr style="background:#4a8f3c;color:#fff;"><th>商品名</th><th>数量</th><th>小計</th></tr>
<tr><td>有機ほうじ茶ティーバッグ 2.5g×40袋</td><td align="center">2</td><td align="right">1,980円</td></tr>
<tr><td>国産はちみつ 500g</td><td align="center">1</td><td align="right">2,000円</td></tr>
<tr><td colspan="2" align="right">商品合計</td><td align="right">3,980円</td></tr>
<tr><td colspan="2" align="right">送料</td><td align="right">550円</td></tr>
<tr><td colspan="2" align="right">ポイント利用</td><td align="right">-300円</td></tr>
<tr><td colspan="2" align="right"><b>お支払い金額（税込）</b></td><td align="right"><b>4,230円</b></td></tr>
</table>
<p style="font-size:12px;">（うち消費税 8%対象 3,980円 / 10%対象 550円）<br>獲得予定ポイント：39pt<br>お支払い方法：クレジットカード（VISA ****7715）</p>
<h3 style="font-size:14px;border-left:4px solid #4a8f3c;padding-left:6px;">お届け先</h3>
<p style="font-size:13px;">〒530-0001 大阪府大阪市北区梅田1-13-1<br>佐藤 健一 様<br>電話番号：06-6345-2210</p>
<p style="font-size:13px;"><b>お届け予定日：</b>2025年3月5日（水） 午前中</p>
<p style="text-align:center;"><a href="https://shop.midorimart.example/mypage/orders/202503-118847-0032" style="background:#4a8f3c;color:#fff;padding:10px 30px;text-decoration:none;border-radius:4px;">注文履歴を見る</a></p>
<hr>
<p style="font-size:11px;color:#888;">ミドリマート（運営：株式会社みどり商会）<br>〒604-8005 京都府京都市中京区河原町通三条上る恵比須町427<br>お客様窓口 075-211-8830（平日10:00～17:00）<br>
<a href="https://shop.midorimart.example/mail/stop?u=7731902">メール配信停止</a> ｜ <a href="https://shop.midorimart.example/privacy">個人情報の取り扱い</a></p>
</div>
<img src="https://t.midorimart.example/o.gif?m=202503-118847-0032&amp;u=7731902" width="1" height="1" alt="">
</body></html>
""")

add(lang="ja", kind="new_and_old_code", otp="093617", link=None,
    frm=("さくらみなと銀行", "info@ib.sakuraminato-bk.example"),
    to="m-tanaka@kuroneko-net.example",
    subject="【さくらみなと銀行】ワンタイムパスワード再発行のお知らせ",
    date="Mon, 03 Mar 2025 21:16:52 +0900",
    charset="iso-2022-jp", cte="7bit",
    text="""田中　美穂　様

いつも「さくらみなとダイレクト」をご利用いただきありがとうございます。
ワンタイムパスワードの再発行を受け付けました。

先ほどお送りしたワンタイムパスワード（518402）は無効となりました。
以下の新しいワンタイムパスワードをお取引画面に入力してください。

　ワンタイムパスワード：093617

　受付日時：2025年03月03日 21:16
　お取引内容：振込先口座の登録
　有効期限：受付から10分間

※ワンタイムパスワードは1回限り有効です。
※当行の行員がお電話やメールでワンタイムパスワードをお尋ねすることは
　ございません。
※本メールにお心当たりがない場合は、至急下記までご連絡ください。

――――――――――――――――――――――――――――――
株式会社さくらみなと銀行　ダイレクトバンキングセンター
フリーダイヤル：0120-382-117
（平日9:00〜20:00／土日祝9:00〜17:00）
〒231-0062　神奈川県横浜市中区桜木町1-1-8
登録金融機関　関東財務局長（登金）第672号
――――――――――――――――――――――――――――――
※このメールは送信専用です。
""")

add(lang="ja", kind="several_codes", otp=None, link=None,
    frm=("Kumo Deploy", "security@notify.kumodeploy.example"),
    to="dev-ops@hayabusa-lab.example",
    subject="[Kumo Deploy] 二段階認証のバックアップコードを再生成しました",
    date="Thu, 13 Feb 2025 16:05:33 +0900",
    cte="8bit", hcte="8bit",
    text="""hayabusa-lab チームの皆さま

アカウント ops-hayabusa のバックアップコードが再生成されました。
以前のバックアップコードはすべて無効になっています。

認証アプリが使えなくなったときのために、以下のコードを
パスワードマネージャーなど安全な場所に保管してください。
各コードは1回だけ使用できます。

  4f7k-2m9q    h8d3-wx6p
  9tcb-7r2n    m5ve-q4j8
  2zx7-kd9h    p6ny-3b8t
  8gqs-5w2c    r3hf-v7m6
  6jla-9e4u    c2tp-x8k5

再生成日時：2025-02-13 16:05 JST
操作元 IP：203.0.113.48（東京都）

この操作に心当たりがない場合は、すぐにパスワードを変更し、
サポートまでご連絡ください。
https://kumodeploy.example/settings/security

--
Kumo Deploy / 株式会社クモテック
東京都千代田区神田錦町3-17-11 神田アーバンビル5F
https://kumodeploy.example/docs/2fa
""",
    html="""<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"></head>
<body style="font-family:-apple-system,'Segoe UI',sans-serif;color:#24292f;">
<div style="max-width:520px;margin:0 auto;padding:24px;border:1px solid #d0d7de;border-radius:8px;">
<p style="font-size:18px;font-weight:600;">&#9729; Kumo Deploy</p>
<p>hayabusa-lab チームの皆さま</p>
<p>アカウント <b>ops-hayabusa</b> のバックアップコードが再生成されました。以前のバックアップコードはすべて無効になっています。</p>
<p>認証アプリが使えなくなったときのために、以下のコードをパスワードマネージャーなど安全な場所に保管してください。各コードは1回だけ使用できます。</p>
<table style="font-family:SFMono-Regular,Consolas,monospace;font-size:15px;background:#f6f8fa;padding:12px 20px;border-radius:6px;">
<tr><td style="padding:3px 16px;">4f7k-2m9q</td><td style="padding:3px 16px;">h8d3-wx6p</td></tr>
<tr><td style="padding:3px 16px;">9tcb-7r2n</td><td style="padding:3px 16px;">m5ve-q4j8</td></tr>
<tr><td style="padding:3px 16px;">2zx7-kd9h</td><td style="padding:3px 16px;">p6ny-3b8t</td></tr>
<tr><td style="padding:3px 16px;">8gqs-5w2c</td><td style="padding:3px 16px;">r3hf-v7m6</td></tr>
<tr><td style="padding:3px 16px;">6jla-9e4u</td><td style="padding:3px 16px;">c2tp-x8k5</td></tr>
</table>
<p style="font-size:13px;color:#57606a;">再生成日時：2025-02-13 16:05 JST<br>操作元 IP：203.0.113.48（東京都）</p>
<p style="font-size:13px;">この操作に心当たりがない場合は、すぐに<a href="https://kumodeploy.example/settings/security">パスワードを変更</a>し、サポートまでご連絡ください。</p>
<p style="font-size:11px;color:#8c959f;border-top:1px solid #d0d7de;padding-top:10px;">Kumo Deploy / 株式会社クモテック<br>東京都千代田区神田錦町3-17-11 神田アーバンビル5F<br><a href="https://kumodeploy.example/docs/2fa" style="color:#8c959f;">二段階認証について</a></p>
</div></body></html>
""")

add(lang="ja", kind="lowercase_alnum", otp="k3v9xw2p",
    link="https://click.notelink.example/ls/click?upn=u001.Xk2pQ9mZ7-2BvT4nL8wR3sY6cJ1hD5fG0aE-3DH7yU&s=ntl_signin_4471",
    link_alt=["https://app.notelink.example/auth/magic?token=mL7qT2vX9cR4nB8kW1pZ6sH3dJ0fY5gA&ws=tanpopo-design"],
    frm=("NoteLink", "no-reply@notelink.example"),
    to="aoi.fujita@tanpopo-design.example",
    subject="NoteLink へのログイン",
    date="Wed, 26 Feb 2025 09:12:04 +0900",
    cte="quoted-printable", hcte="quoted-printable",
    text="""NoteLink にログインするには、次のログインコードを入力してください。

k3v9xw2p

または、以下のリンクを開くとワンクリックでログインできます。
https://app.notelink.example/auth/magic?token=mL7qT2vX9cR4nB8kW1pZ6sH3dJ0fY5gA&ws=tanpopo-design

コードとリンクの有効期限は15分です。
ワークスペース：たんぽぽデザイン事務所（tanpopo-design）

このメールに心当たりがない場合は、無視していただいて問題ありません。

NoteLink — チームのためのドキュメント
株式会社ノートリンク 〒810-0001 福岡県福岡市中央区天神2-8-38
""",
    html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#fafafa;">
<div style="max-width:480px;margin:40px auto;background:#fff;border-radius:10px;padding:32px;font-family:'Noto Sans JP',sans-serif;">
<img src="https://static.notelink.example/mail/logo@2x.png" width="120" alt="NoteLink">
<h1 style="font-size:20px;margin:24px 0 8px;">NoteLink へのログイン</h1>
<p style="color:#555;font-size:14px;">次のログインコードを入力してください。</p>
<div style="font-family:Menlo,monospace;font-size:28px;letter-spacing:4px;background:#f1f3f5;border-radius:6px;padding:14px;text-align:center;">k3v9xw2p</div>
<p style="color:#555;font-size:14px;margin-top:24px;">または、ボタンを押すとワンクリックでログインできます。</p>
<p style="text-align:center;"><a href="https://click.notelink.example/ls/click?upn=u001.Xk2pQ9mZ7-2BvT4nL8wR3sY6cJ1hD5fG0aE-3DH7yU&amp;s=ntl_signin_4471" style="display:inline-block;background:#3b5bdb;color:#fff;padding:12px 28px;border-radius:6px;text-decoration:none;font-weight:bold;">NoteLink にログイン</a></p>
<p style="color:#888;font-size:12px;">コードとリンクの有効期限は15分です。<br>ワークスペース：たんぽぽデザイン事務所（tanpopo-design）</p>
<p style="color:#888;font-size:12px;">このメールに心当たりがない場合は、無視していただいて問題ありません。</p>
<hr style="border:none;border-top:1px solid #eee;">
<p style="color:#aaa;font-size:11px;">株式会社ノートリンク 〒810-0001 福岡県福岡市中央区天神2-8-38<br>
<a href="https://click.notelink.example/ls/click?upn=u001.Hh8Rt2-2Fhelp&amp;s=ntl_help" style="color:#aaa;">ヘルプセンター</a> ・ <a href="https://notelink.example/legal/privacy" style="color:#aaa;">プライバシー</a></p>
</div>
<img src="https://click.notelink.example/wf/open?upn=u001.Op3n7Px" width="1" height="1" alt="" style="display:none">
</body></html>
""")

add(lang="ja", kind="no_code_word", otp="284731", link=None, shown="284 731",
    frm=("ひかり電力 マイページ", "mypage@hikari-denryoku.example"),
    to="nakamura.j@tsubame-mail.example",
    subject="メールアドレスのご確認（ひかり電力マイページ）",
    date="Fri, 21 Feb 2025 19:48:30 +0900",
    hcte="base64",
    html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:'Yu Gothic','Meiryo',sans-serif;font-size:14px;color:#333;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #ddd;">
<tr><td style="background:#f39800;color:#fff;padding:14px 20px;font-size:16px;font-weight:bold;">ひかり電力 マイページ</td></tr>
<tr><td style="padding:24px 20px;line-height:1.8;">
<p>ひかり電力 マイページへのご登録ありがとうございます。</p>
<p>お手続きを完了するには、登録画面に表示されている入力欄へ<br>次の6桁の数字を入力してください。</p>
<p style="text-align:center;font-size:26px;font-weight:bold;letter-spacing:3px;color:#f39800;margin:20px 0;">284 731</p>
<p>この数字は発行から20分間のみ有効です。<br>
20分を過ぎた場合は、お手数ですが登録画面から再送信してください。</p>
<table cellpadding="4" style="font-size:13px;background:#fff8ee;width:100%;">
<tr><td width="140">お客さま番号</td><td>0312-4478-90</td></tr>
<tr><td>供給地点特定番号</td><td>03 0011 2233 4455 6677 88</td></tr>
<tr><td>ご契約プラン</td><td>ひかりスタンダードS（30A）</td></tr>
</table>
<p style="font-size:12px;color:#777;">※本メールは送信専用です。ご不明な点はカスタマーセンターへお問い合わせください。</p>
</td></tr>
<tr><td style="background:#f5f5f5;padding:12px 20px;font-size:11px;color:#777;">
ひかり電力株式会社 カスタマーセンター 0120-117-824（9:00～18:00 日祝・年末年始を除く）<br>
〒460-0008 愛知県名古屋市中区栄3-5-12<br>
<a href="https://www.hikari-denryoku.example/privacy/">個人情報保護方針</a></td></tr>
</table></body></html>
""")

add(lang="ja", kind="alt_text_only", otp="551086", link=None,
    frm=("ミライポイント事務局", "info@miraipoint.example"),
    to="yuki_h@hoshizora-mail.example",
    subject="【ミライポイント】ご本人確認のお願い",
    date="Mon, 10 Mar 2025 08:03:11 +0900",
    cte="quoted-printable", hcte="base64",
    images=[{"cid": "otpimg.20250310.0803@miraipoint.example", "filename": "auth.png",
             "data": make_png("551086", fg=(200, 40, 60))},
            {"cid": "logo.mp@miraipoint.example", "filename": "logo.png",
             "data": make_png(size=(48, 10), bg=(230, 0, 70))}],
    text="""ミライポイント会員 様

いつもミライポイントをご利用いただきありがとうございます。

ポイント交換のお手続きにあたり、ご本人確認が必要です。
認証コードはHTML形式のメールに画像で表示しております。
HTML表示に対応したメールソフトでご確認のうえ、交換画面に入力してください。

※テキスト形式でご覧の場合、認証コードは表示されません。
※有効期限：本メール送信から15分

ミライポイント事務局
〒105-0011 東京都港区芝公園2-4-1 芝パークビルB館
お問い合わせ：0570-064-552（10:00～18:00）
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="background:#fff5f7;font-family:sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="540" style="background:#fff;border-radius:8px;" cellpadding="20">
<tr><td><img src="cid:logo.mp@miraipoint.example" alt="ミライポイント" width="192" height="40"></td></tr>
<tr><td style="font-size:14px;line-height:1.7;color:#333;">
<p>ミライポイント会員 様</p>
<p>ポイント交換のお手続きにあたり、ご本人確認が必要です。<br>下の画像に表示されている数字を交換画面に入力してください。</p>
<p style="text-align:center;"><img src="cid:otpimg.20250310.0803@miraipoint.example" alt="認証コード 551086" width="300" height="70" style="border:1px solid #f0c0cc;"></p>
<p style="font-size:12px;color:#999;">有効期限：本メール送信から15分</p>
<p style="font-size:12px;color:#999;">交換予定ポイント：3,000pt → 電子マネー 3,000円分</p>
</td></tr>
<tr><td style="font-size:11px;color:#aaa;border-top:1px solid #f3d6dd;">ミライポイント事務局　〒105-0011 東京都港区芝公園2-4-1 芝パークビルB館<br>
<a href="https://miraipoint.example/faq" style="color:#aaa;">よくあるご質問</a>｜<a href="https://miraipoint.example/mail/settings" style="color:#aaa;">メール設定の変更</a></td></tr>
</table></td></tr></table></body></html>
""")

add(lang="ja", kind="magic_link", otp=None,
    link="https://secure.tsubame-kaikei.example/password/reset?token=9bZ3xQv7LmR2tK8wN4pH6cY1dF5gJ0aS&uid=550193",
    frm=("ツバメ会計", "support@tsubame-kaikei.example"),
    to="keiri@ogawa-shoten.example",
    subject="パスワード再設定のご案内",
    date="Thu, 06 Mar 2025 15:30:48 +0900",
    cte="base64", hcte="base64",
    text="""小川商店 経理ご担当者 様

ツバメ会計をご利用いただきありがとうございます。
パスワード再設定のリクエストを受け付けました。

以下のURLにアクセスし、新しいパスワードを設定してください。
https://secure.tsubame-kaikei.example/password/reset?token=9bZ3xQv7LmR2tK8wN4pH6cY1dF5gJ0aS&uid=550193

※URLの有効期限は24時間です。
※お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。

事業所ID：TK-0044812
ご契約プラン：ベーシック（年払い 26,400円／税込）

ツバメ会計 サポートセンター
https://help.tsubame-kaikei.example/
株式会社ツバメソフト 〒980-0021 宮城県仙台市青葉区中央1-6-35
""",
    html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="font-family:sans-serif;background:#eef3f8;margin:0;">
<div style="max-width:560px;margin:30px auto;background:#fff;padding:30px;border-top:4px solid #1d4e89;">
<p style="font-weight:bold;color:#1d4e89;font-size:18px;">ツバメ会計</p>
<p>小川商店 経理ご担当者 様</p>
<p>パスワード再設定のリクエストを受け付けました。<br>下のボタンから新しいパスワードを設定してください。</p>
<p style="text-align:center;margin:28px 0;"><a href="https://secure.tsubame-kaikei.example/password/reset?token=9bZ3xQv7LmR2tK8wN4pH6cY1dF5gJ0aS&amp;uid=550193" style="background:#1d4e89;color:#fff;padding:14px 36px;text-decoration:none;border-radius:4px;">パスワードを再設定する</a></p>
<p style="font-size:12px;color:#666;">ボタンが押せない場合は、以下のURLをブラウザに貼り付けてください。<br>
https://secure.tsubame-kaikei.example/password/reset?token=9bZ3xQv7LmR2tK8wN4pH6cY1dF5gJ0aS&amp;uid=550193</p>
<p style="font-size:12px;color:#666;">※URLの有効期限は24時間です。<br>※お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。</p>
<p style="font-size:12px;color:#666;">事業所ID：TK-0044812<br>ご契約プラン：ベーシック（年払い 26,400円／税込）</p>
<hr style="border:none;border-top:1px solid #ddd;">
<p style="font-size:11px;color:#999;"><a href="https://help.tsubame-kaikei.example/">サポートセンター</a> ｜ <a href="https://www.tsubame-kaikei.example/privacy">プライバシーポリシー</a> ｜ <a href="https://www.tsubame-kaikei.example/status">障害情報</a><br>
株式会社ツバメソフト 〒980-0021 宮城県仙台市青葉区中央1-6-35</p>
</div></body></html>
""")

add(lang="ja", kind="magic_link", otp="604918", spans=True,
    link="https://lnk.merurin.example/c/eJyNkE1OwzAQhU8z2SEltpM0Cy9I2wAhD0nKEjF1HCmSrBt5SmLEGRbcgpbrsOEC3AIu?r=verify&sig=Y2xpY2sx",
    frm=("メルリン", "no-reply@mail.merurin.example"),
    to="s.kobayashi.0417@kumo.example",
    subject="メールアドレスの認証をお願いします",
    date="Sat, 15 Feb 2025 12:44:02 +0900",
    hcte="quoted-printable",
    headers=[("List-Unsubscribe", "<https://lnk.merurin.example/unsub?u=eJyNkE1OwzAQhU8z>"),
             ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")],
    html="""<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>メルリン</title></head>
<body style="margin:0;background:#ffffff;font-family:'Hiragino Kaku Gothic ProN',sans-serif;">
<p style="font-size:11px;color:#999;text-align:center;"><a href="https://lnk.merurin.example/c/eJyNkVIEW?r=web" style="color:#999;">ブラウザで表示</a></p>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="500" cellpadding="0" cellspacing="0">
<tr><td align="center" style="padding:20px 0;"><img src="https://img.merurin.example/mail/logo_red.png" width="140" alt="メルリン"></td></tr>
<tr><td style="font-size:15px;line-height:1.8;color:#222;padding:0 20px;">
<p>メルリンへようこそ！</p>
<p>会員登録を完了するため、メールアドレスの認証をお願いします。下のボタンをタップすると認証が完了します。</p>
</td></tr>
<tr><td align="center" style="padding:20px;">
<a href="https://lnk.merurin.example/c/eJyNkE1OwzAQhU8z2SEltpM0Cy9I2wAhD0nKEjF1HCmSrBt5SmLEGRbcgpbrsOEC3AIu?r=verify&amp;sig=Y2xpY2sx" style="display:block;background:#ff3b3b;color:#fff;font-size:16px;font-weight:bold;padding:16px;border-radius:28px;text-decoration:none;width:280px;">メールアドレスを認証する</a>
</td></tr>
<tr><td style="font-size:14px;color:#444;padding:0 20px;line-height:1.8;">
<p>アプリの画面で認証する場合は、以下の認証コードを入力してください。</p>
<p style="text-align:center;">
<span style="display:inline-block;width:34px;height:44px;line-height:44px;margin:0 3px;border:1px solid #ddd;border-radius:6px;font-size:24px;font-weight:bold;">6</span>
<span style="display:inline-block;width:34px;height:44px;line-height:44px;margin:0 3px;border:1px solid #ddd;border-radius:6px;font-size:24px;font-weight:bold;">0</span>
<span style="display:inline-block;width:34px;height:44px;line-height:44px;margin:0 3px;border:1px solid #ddd;border-radius:6px;font-size:24px;font-weight:bold;">4</span>
<span style="display:inline-block;width:34px;height:44px;line-height:44px;margin:0 3px;border:1px solid #ddd;border-radius:6px;font-size:24px;font-weight:bold;">9</span>
<span style="display:inline-block;width:34px;height:44px;line-height:44px;margin:0 3px;border:1px solid #ddd;border-radius:6px;font-size:24px;font-weight:bold;">1</span>
<span style="display:inline-block;width:34px;height:44px;line-height:44px;margin:0 3px;border:1px solid #ddd;border-radius:6px;font-size:24px;font-weight:bold;">8</span>
</p>
<p style="font-size:12px;color:#888;">有効期限：2025年2月15日 13:44まで</p>
</td></tr>
<tr><td align="center" style="padding:24px 0 8px;">
<a href="https://lnk.merurin.example/c/eJyNkAPPL?r=ios"><img src="https://img.merurin.example/mail/appstore.png" width="120" alt="App Storeからダウンロード"></a>
<a href="https://lnk.merurin.example/c/eJyNkGPLAY?r=android"><img src="https://img.merurin.example/mail/googleplay.png" width="135" alt="Google Playで手に入れよう"></a>
</td></tr>
<tr><td align="center" style="padding:8px 0;">
<a href="https://lnk.merurin.example/c/eJyNkXTW?r=x"><img src="https://img.merurin.example/mail/x.png" width="24" alt="X"></a>
<a href="https://lnk.merurin.example/c/eJyNkIG?r=instagram"><img src="https://img.merurin.example/mail/ig.png" width="24" alt="Instagram"></a>
<a href="https://lnk.merurin.example/c/eJyNkLN?r=line"><img src="https://img.merurin.example/mail/line.png" width="24" alt="LINE"></a>
</td></tr>
<tr><td style="font-size:11px;color:#aaa;padding:12px 20px;text-align:center;line-height:1.6;">
このメールにお心当たりのない場合は、お手数ですが破棄してください。<br>
株式会社メルリン 〒106-6108 東京都港区六本木6-10-1 六本木ヒルズ森タワー8F<br>
<a href="https://lnk.merurin.example/c/eJyNkHELP?r=help" style="color:#aaa;">ヘルプセンター</a> ・
<a href="https://lnk.merurin.example/c/eJyNkPRIV?r=privacy" style="color:#aaa;">プライバシーポリシー</a> ・
<a href="https://lnk.merurin.example/unsub?u=eJyNkE1OwzAQhU8z" style="color:#aaa;">配信停止</a>
</td></tr>
</table></td></tr></table>
<img src="https://lnk.merurin.example/o/eJyNkOPEN.gif" width="1" height="1" alt="">
</body></html>
""")

add(lang="ja", kind="decoy_codes", otp=None, link=None,
    frm=("出前ファスト", "news@demaefast.example"),
    to="ryota.ishii@kaede-net.example",
    subject="【出前ファスト】春の500円OFFクーポンをお届けします🌸",
    date="Fri, 07 Mar 2025 11:00:00 +0900",
    charset="utf-8", cte="base64", hcte="base64",
    headers=[("List-Unsubscribe", "<mailto:unsub-8841@demaefast.example>, <https://demaefast.example/u/8841/stop>")],
    text="""石井 様

いつも出前ファストをご利用いただきありがとうございます。
前回のご注文（注文番号 DF-20250228-774213）はいかがでしたか？

春のキャンペーンとして、次回のご注文で使える500円OFFクーポンをお届けします。

　クーポンコード：SPRING500
　ご利用条件：1,500円（税込）以上のご注文
　有効期限：2025年3月31日 23:59

ご注文画面の「クーポンを使う」でコードを入力してください。

【セキュリティに関するお知らせ】
出前ファストのスタッフが、お電話やSMSで認証コード（例：123456）や
パスワードをお尋ねすることは絶対にありません。
不審な連絡を受けた場合は、カスタマーサポートまでご連絡ください。

配信停止：https://demaefast.example/u/8841/stop
出前ファスト株式会社 〒141-0031 東京都品川区西五反田7-22-17
カスタマーサポート 050-3188-2461
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="background:#fff8e7;font-family:sans-serif;">
<div style="max-width:600px;margin:auto;background:#fff;">
<img src="https://cdn.demaefast.example/camp/2025spring_header.jpg" width="600" alt="春の500円OFFクーポン">
<div style="padding:20px;font-size:14px;color:#333;line-height:1.7;">
<p>石井 様</p>
<p>いつも出前ファストをご利用いただきありがとうございます。<br>前回のご注文（注文番号 DF-20250228-774213）はいかがでしたか？</p>
<p>春のキャンペーンとして、次回のご注文で使える<b>500円OFFクーポン</b>をお届けします。</p>
<div style="border:2px dashed #e85d04;padding:14px;text-align:center;">
<div style="font-size:12px;">クーポンコード</div>
<div style="font-size:28px;font-weight:bold;color:#e85d04;letter-spacing:2px;">SPRING500</div>
<div style="font-size:12px;">1,500円（税込）以上のご注文で利用可／有効期限：2025年3月31日 23:59</div>
</div>
<p style="text-align:center;"><a href="https://demaefast.example/r/8841?c=SPRING500&amp;utm_source=mail&amp;utm_campaign=spring25" style="background:#e85d04;color:#fff;padding:12px 40px;border-radius:24px;text-decoration:none;">今すぐ注文する</a></p>
<div style="background:#f6f6f6;padding:10px;font-size:12px;">
<b>セキュリティに関するお知らせ</b><br>
出前ファストのスタッフが、お電話やSMSで認証コード（例：123456）やパスワードをお尋ねすることは絶対にありません。不審な連絡を受けた場合は、カスタマーサポートまでご連絡ください。</div>
</div>
<div style="padding:12px 20px;font-size:11px;color:#999;">出前ファスト株式会社 〒141-0031 東京都品川区西五反田7-22-17／カスタマーサポート 050-3188-2461<br>
<a href="https://demaefast.example/u/8841/stop">配信停止</a> ｜ <a href="https://demaefast.example/privacy">プライバシーポリシー</a></div>
</div>
<img src="https://t.demaefast.example/open/8841/spring25.gif" width="1" height="1" alt="">
</body></html>
""")

add(lang="ja", kind="fullwidth_digits", otp="380419", link=None, shown="３８０４１９",
    frm=("東都大学 情報基盤センター", "mfa-noreply@itc.toto-u.example"),
    to="s2412087@stu.toto-u.example",
    subject="［東都大学］多要素認証ワンタイムパスワード",
    date="Tue, 11 Mar 2025 07:58:26 +0900",
    charset="iso-2022-jp", cte="7bit",
    text="""学籍番号　２４１２０８７　様

東都大学統合認証システムへのサインインを受け付けました。
多要素認証のため、以下のワンタイムパスワードを入力してください。

　　ワンタイムパスワード：３８０４１９

　　有効期限：２０２５年３月１１日　８時０８分まで

※このパスワードは一度のみ有効です。
※ご自身で操作していない場合は、直ちに情報基盤センター
　ヘルプデスクへ連絡してください。

――――――――――――――――――――――
東都大学　情報基盤センター　ヘルプデスク
〒１１３−００３３　東京都文京区本郷７−３−１　第２研究棟１階
内線：２２４５　外線：０３−５８４１−２２４５
受付時間：平日　９：００〜１７：００
――――――――――――――――――――――
""")

add(lang="ja", kind="login_alert", otp=None, link=None,
    frm=("ツナガリ", "security@tsunagari.example"),
    to="mio.watanabe@hoshizora-mail.example",
    subject="新しい端末からツナガリへのログインがありました",
    date="Sun, 23 Feb 2025 02:17:40 +0900",
    cte="8bit", hcte="quoted-printable",
    text="""mio_w さん

お使いのツナガリアカウントに、新しい端末からログインがありました。

日時：2025年2月23日（日）2:16
端末：Chrome（Windows 11）
場所：大阪府大阪市付近（IPアドレス 198.51.100.27）

ご本人によるログインであれば、対応は不要です。

お心当たりがない場合は、以下からアカウントを保護してください。
https://www.tsunagari.example/security/checkup?src=login_alert&n=7f31c2

ツナガリ セキュリティチーム
このメールはアカウントのセキュリティに関する重要なお知らせのため、配信停止の設定にかかわらずお送りしています。
株式会社ツナガリ 〒150-6139 東京都渋谷区渋谷2-24-12
""",
    html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="font-family:sans-serif;background:#f0f2f5;">
<table width="100%"><tr><td align="center">
<table width="520" style="background:#fff;border-radius:12px;padding:24px;" cellpadding="0" cellspacing="0">
<tr><td><img src="https://static.tsunagari.example/mail/logo.png" width="110" alt="ツナガリ"></td></tr>
<tr><td style="padding-top:16px;font-size:15px;color:#1c1e21;line-height:1.7;">
<p>mio_w さん</p>
<p>お使いのツナガリアカウントに、新しい端末からログインがありました。</p>
<table style="background:#f5f6f7;border-radius:8px;width:100%;font-size:13px;" cellpadding="10">
<tr><td style="color:#65676b;width:70px;">日時</td><td>2025年2月23日（日）2:16</td></tr>
<tr><td style="color:#65676b;">端末</td><td>Chrome（Windows 11）</td></tr>
<tr><td style="color:#65676b;">場所</td><td>大阪府大阪市付近（IPアドレス 198.51.100.27）</td></tr>
</table>
<p>ご本人によるログインであれば、対応は不要です。</p>
<p style="text-align:center;"><a href="https://www.tsunagari.example/security/checkup?src=login_alert&amp;n=7f31c2" style="background:#e7f3ff;color:#1877f2;font-weight:bold;padding:10px 24px;border-radius:6px;text-decoration:none;">心当たりがない場合はこちら</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#8a8d91;padding-top:12px;">このメールはアカウントのセキュリティに関する重要なお知らせのため、配信停止の設定にかかわらずお送りしています。<br>
株式会社ツナガリ 〒150-6139 東京都渋谷区渋谷2-24-12 ｜ <a href="https://www.tsunagari.example/help" style="color:#8a8d91;">ヘルプ</a></td></tr>
</table></td></tr></table></body></html>
""")

# -------------------------------------------------------------------- Chinese
add(lang="zh", kind="booking_ref", otp="305826", link=None,
    frm=("云程航空", "member@notice.yunchengair.example"),
    to="liwei_sh@163mail.example",
    subject="云程航空会员登录验证码",
    date="Wed, 26 Mar 2025 21:05:17 +0800",
    cte="quoted-printable", hcte="base64",
    text="""尊敬的 李伟 先生：

您正在登录云程航空“云享会”会员账户（卡号 YC 6620 1184 37），本次登录验证码为：

    305826

验证码5分钟内有效，请勿泄露给他人。云程航空工作人员不会以任何理由向您索取验证码。

您即将出行的航班：
YC8823  上海虹桥 T2 → 成都天府 T1
2025-04-03 08:35 起飞  11:45 到达
订座记录编号：MZ4R7K

如非本人操作，请拨打客服热线 95530 或 400-820-6688。

云程航空股份有限公司
上海市长宁区虹桥路2550号  邮编 200335
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:'PingFang SC','Microsoft YaHei',sans-serif;background:#f2f5fa;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0b3d91;padding:16px 24px;"><img src="https://static.yunchengair.example/edm/logo_white.png" alt="云程航空" width="150"></td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:1.8;">
<p>尊敬的 李伟 先生：</p>
<p>您正在登录云程航空“云享会”会员账户（卡号 YC 6620 1184 37），本次登录验证码为：</p>
<p style="font-size:32px;font-weight:bold;color:#0b3d91;letter-spacing:8px;text-align:center;">305826</p>
<p style="color:#999;font-size:12px;">验证码5分钟内有效，请勿泄露给他人。云程航空工作人员不会以任何理由向您索取验证码。</p>
<table width="100%" style="border:1px solid #dde3ee;font-size:13px;" cellpadding="8">
<tr style="background:#eef2fa;"><td colspan="2"><b>您即将出行的航班</b></td></tr>
<tr><td>航班</td><td>YC8823　上海虹桥 T2 → 成都天府 T1</td></tr>
<tr><td>时间</td><td>2025-04-03 08:35 起飞　11:45 到达</td></tr>
<tr><td>订座记录编号</td><td>MZ4R7K</td></tr>
</table>
<p style="text-align:center;margin-top:20px;"><a href="https://m.yunchengair.example/trip/detail?pnr=MZ4R7K&amp;from=edm_otp" style="color:#0b3d91;">查看行程详情 &gt;</a></p>
<p style="font-size:12px;color:#999;">如非本人操作，请拨打客服热线 95530 或 400-820-6688。</p>
</td></tr>
<tr><td style="background:#f7f7f7;padding:14px 24px;font-size:11px;color:#aaa;">云程航空股份有限公司　上海市长宁区虹桥路2550号　邮编 200335<br>本邮件由系统自动发送，请勿直接回复。</td></tr>
</table></body></html>
""")

add(lang="zh", kind="newsletter_numbers", otp=None, link=None,
    frm=("拾光优选", "service@shiguang-mall.example"),
    to="zhangmin0612@qqmail.example",
    subject="您的订单已发货｜订单号 250318174402",
    date="Tue, 18 Mar 2025 17:44:09 +0800",
    charset="gbk", cte="base64", hcte="base64",
    text="""亲爱的 张敏：

您在拾光优选购买的商品已经发货啦！

订单编号：250318174402
下单时间：2025-03-16 20:31:57
支付方式：微信支付  实付金额 ￥268.00

商品清单：
  1. 北欧风陶瓷马克杯 350ml（雾蓝）  ×2   ￥79.00
  2. 日式棉麻桌布 140×180cm           ×1   ￥119.00
  运费：￥0.00（满99包邮）
  优惠券抵扣：-￥9.00

物流公司：顺丰速运
运单号码：SF1409283746512
预计送达：2025-03-20（周四）

收货信息：
张敏  138****5527
广东省深圳市南山区粤海街道科技园南区高新南七道 12号  邮编 518057

查看物流：https://www.shiguang-mall.example/order/track?o=250318174402

如有问题，请联系在线客服或拨打 400-016-8899（9:00-21:00）。
拾光优选 · 深圳拾光电子商务有限公司
""",
    html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=gbk"></head>
<body style="font-family:'Microsoft YaHei',sans-serif;background:#faf6f0;">
<div style="width:600px;margin:0 auto;background:#fff;">
<div style="background:#c8a165;color:#fff;font-size:20px;padding:14px 20px;">拾光优选</div>
<div style="padding:20px;font-size:14px;color:#444;">
<p>亲爱的 张敏：</p>
<p>您在拾光优选购买的商品已经发货啦！</p>
<table width="100%" cellpadding="6" style="font-size:13px;border-collapse:collapse;">
<tr><td style="color:#999;width:90px;">订单编号</td><td>250318174402</td></tr>
<tr><td style="color:#999;">下单时间</td><td>2025-03-16 20:31:57</td></tr>
<tr><td style="color:#999;">支付方式</td><td>微信支付　实付金额 <b style="color:#d0021b;">￥268.00</b></td></tr>
</table>
<table width="100%" cellpadding="6" border="1" style="font-size:13px;border-collapse:collapse;border-color:#eee;margin-top:10px;">
<tr style="background:#f6efe4;"><th align="left">商品</th><th>数量</th><th align="right">单价</th></tr>
<tr><td>北欧风陶瓷马克杯 350ml（雾蓝）</td><td align="center">2</td><td align="right">￥79.00</td></tr>
<tr><td>日式棉麻桌布 140×180cm</td><td align="center">1</td><td align="right">￥119.00</td></tr>
<tr><td colspan="2" align="right">运费（满99包邮）</td><td align="right">￥0.00</td></tr>
<tr><td colspan="2" align="right">优惠券抵扣</td><td align="right">-￥9.00</td></tr>
</table>
<p style="font-size:13px;">物流公司：顺丰速运<br>运单号码：SF1409283746512<br>预计送达：2025-03-20（周四）</p>
<p style="font-size:13px;">收货信息：张敏　138****5527<br>广东省深圳市南山区粤海街道科技园南区高新南七道 12号　邮编 518057</p>
<p style="text-align:center;"><a href="https://www.shiguang-mall.example/order/track?o=250318174402" style="background:#c8a165;color:#fff;padding:10px 36px;text-decoration:none;">查看物流</a></p>
</div>
<div style="background:#f4f4f4;font-size:11px;color:#999;padding:12px 20px;">如有问题，请联系在线客服或拨打 400-016-8899（9:00-21:00）。<br>
拾光优选 · 深圳拾光电子商务有限公司　<a href="https://www.shiguang-mall.example/edm/unsubscribe?e=zhangmin0612">退订邮件</a></div>
</div></body></html>
""")

add(lang="zh", kind="newsletter_numbers", otp=None, link=None,
    frm=("遠星電信", "ebill@ebill.yuanxing-tel.example"),
    to="chen.yating@tw-mail.example",
    subject="遠星電信 114年3月 電子帳單通知",
    date="Thu, 06 Mar 2025 09:30:00 +0800",
    charset="big5", hcte="quoted-printable",
    html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=big5"></head>
<body style="font-family:'Microsoft JhengHei',sans-serif;font-size:14px;color:#333;">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #ccd;">
<tr><td style="background:#00467f;color:#fff;padding:14px 20px;font-size:18px;">遠星電信　電子帳單</td></tr>
<tr><td style="padding:20px;line-height:1.8;">
<p>親愛的 陳雅婷 用戶您好：</p>
<p>您114年3月份的電信帳單已經出帳，明細如下：</p>
<table width="100%" border="1" cellpadding="6" style="border-collapse:collapse;border-color:#ccd;font-size:13px;">
<tr><td width="40%" style="background:#eef3f8;">用戶號碼</td><td>0912-***-638</td></tr>
<tr><td style="background:#eef3f8;">帳戶號碼</td><td>8800 1274 5531</td></tr>
<tr><td style="background:#eef3f8;">帳單期間</td><td>114/02/01 ~ 114/02/28</td></tr>
<tr><td style="background:#eef3f8;">月租費（5G 飆速 1399 型）</td><td>NT$1,399</td></tr>
<tr><td style="background:#eef3f8;">國際漫遊（日本 5日）</td><td>NT$ 450</td></tr>
<tr><td style="background:#eef3f8;">小額付款代收</td><td>NT$ 190</td></tr>
<tr><td style="background:#eef3f8;">電子帳單優惠</td><td>-NT$ 10</td></tr>
<tr><td style="background:#eef3f8;"><b>本期應繳金額</b></td><td><b style="color:#c00;">NT$2,029</b></td></tr>
<tr><td style="background:#eef3f8;">繳費期限</td><td>114年3月20日</td></tr>
<tr><td style="background:#eef3f8;">超商繳費條碼（第二段）</td><td>140320 8800127455</td></tr>
</table>
<p>若您已設定信用卡自動扣繳（卡號末四碼 2281），將於繳費期限當日扣款，無須另行繳費。</p>
<p style="text-align:center;"><a href="https://ebill.yuanxing-tel.example/view?acct=880012745531&amp;ym=11403&amp;sig=9d8e7f" style="background:#00467f;color:#fff;padding:10px 30px;text-decoration:none;">查看完整帳單</a>
　<a href="https://pay.yuanxing-tel.example/quickpay?acct=880012745531" style="background:#f08c00;color:#fff;padding:10px 30px;text-decoration:none;">線上繳費</a></p>
</td></tr>
<tr><td style="background:#f4f6f8;padding:12px 20px;font-size:11px;color:#888;">
遠星電信股份有限公司　台北市內湖區瑞光路468號　客服專線 0800-058-885（手機直撥 888 免付費）<br>
本郵件由系統自動發送，請勿直接回覆。<a href="https://www.yuanxing-tel.example/privacy">隱私權政策</a></td></tr>
</table></body></html>
""")

add(lang="zh", kind="new_and_old_code", otp="286935", link=None,
    frm=("云钱包", "noreply@safe.yunqianbao.example"),
    to="wangjun88@sinamail.example",
    subject="【云钱包】验证码已重新发送",
    date="Sat, 01 Mar 2025 10:22:48 +0800",
    charset="gb2312", cte="base64",
    text="""尊敬的用户 王*军：

您于 2025年03月01日 10:22 申请重新获取验证码。
您此前收到的验证码 771204 已失效，请勿再使用。

新的验证码为：286935

该验证码用于【修改绑定手机号】，10分钟内有效。
为保障资金安全，请勿将验证码告知任何人，包括自称云钱包客服的人员。

账户：wan***@sinamail.example
操作IP：112.64.***.19（上海）

云钱包安全中心
客服电话：95188-6  工作时间 7×24 小时
浙江省杭州市西湖区文三路 478 号  邮编 310013
（此邮件由系统自动发出，请勿回复）
""")

add(lang="zh", kind="several_codes", otp="648203", link=None,
    frm=("飞流文档", "account@feiliu-docs.example"),
    to="zhoujie@xinghe-tech.example",
    subject="飞流文档：网页端登录验证",
    date="Mon, 17 Feb 2025 14:09:55 +0800",
    cte="8bit", hcte="8bit",
    text="""周杰，你好：

你正在电脑网页端登录飞流文档（企业：星河科技），请在当前登录页面输入以下验证码：

  本次登录验证码：648203

验证码 10 分钟内有效，仅可使用一次。

——————————————
另外，你在开启两步验证时尚未确认已保存备用恢复码。以下恢复码只在你无法收到邮件或短信时使用，请勿在本次登录中输入：

  K2F9-8XQD   7MVA-3PLE   R6TN-4WZC
  H8YB-2JUS   5QKE-9DMR   W3CX-7NAF

每个恢复码只能使用一次，请妥善保管。
——————————————

如果这不是你本人的操作，请忽略本邮件，并建议尽快修改密码。

飞流文档团队
北京飞流网络科技有限公司  北京市海淀区中关村大街 27 号 1106 室
""",
    html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="font-family:-apple-system,'PingFang SC',sans-serif;color:#1f2329;background:#f5f6f7;">
<div style="max-width:560px;margin:24px auto;background:#fff;border-radius:8px;padding:28px;">
<p><img src="https://s.feiliu-docs.example/mail/logo.png" width="96" alt="飞流文档"></p>
<p>周杰，你好：</p>
<p>你正在电脑网页端登录飞流文档（企业：星河科技），请在当前登录页面输入以下验证码：</p>
<p style="font-size:13px;color:#646a73;margin-bottom:4px;">本次登录验证码</p>
<p style="font-size:30px;font-weight:600;letter-spacing:6px;color:#3370ff;margin-top:0;">648203</p>
<p style="font-size:13px;color:#646a73;">验证码 10 分钟内有效，仅可使用一次。</p>
<div style="border-top:1px dashed #dee0e3;margin:20px 0;padding-top:16px;font-size:13px;color:#646a73;">
<p>另外，你在开启两步验证时尚未确认已保存备用恢复码。以下恢复码只在你无法收到邮件或短信时使用，<b>请勿在本次登录中输入</b>：</p>
<table style="font-family:monospace;font-size:14px;color:#1f2329;">
<tr><td style="padding:2px 12px;">K2F9-8XQD</td><td style="padding:2px 12px;">7MVA-3PLE</td><td style="padding:2px 12px;">R6TN-4WZC</td></tr>
<tr><td style="padding:2px 12px;">H8YB-2JUS</td><td style="padding:2px 12px;">5QKE-9DMR</td><td style="padding:2px 12px;">W3CX-7NAF</td></tr>
</table>
<p>每个恢复码只能使用一次，请妥善保管。</p>
</div>
<p style="font-size:12px;color:#8f959e;">如果这不是你本人的操作，请忽略本邮件，并建议尽快修改密码。</p>
<p style="font-size:12px;color:#8f959e;">飞流文档团队<br>北京飞流网络科技有限公司　北京市海淀区中关村大街 27 号 1106 室<br><a href="https://www.feiliu-docs.example/help/2fa" style="color:#8f959e;">两步验证帮助</a></p>
</div></body></html>
""")

add(lang="zh", kind="prefix_code", otp="602418", link=None, shown="LX-602418",
    frm=("来信", "verify@laixin.example"),
    to="xiaoyu.he@foxmail.example",
    subject="来信账号验证",
    date="Fri, 14 Mar 2025 22:51:36 +0800",
    hcte="base64",
    html="""<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;background:#f7f7f7;font-family:'PingFang SC','Hiragino Sans GB',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="440" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:28px 28px 0;"><img src="https://img.laixin.example/brand/lx_logo_green.png" width="40" height="40" alt="来信"></td></tr>
<tr><td style="padding:16px 28px;font-size:15px;color:#191919;line-height:1.7;">
<p style="font-size:18px;font-weight:600;">验证你的邮箱</p>
<p>你好，你正在将此邮箱绑定到来信账号 <b>he_xiaoyu_2001</b>。请在 App 中输入以下验证码：</p>
<p style="font-size:28px;font-weight:700;letter-spacing:3px;color:#07c160;text-align:center;">LX-602418</p>
<p style="font-size:13px;color:#888;">输入时只需填写“LX-”后面的 6 位数字。验证码 15 分钟内有效。</p>
<p style="font-size:13px;color:#888;">如果不是你本人操作，可以忽略此邮件，你的账号不会有任何变化。</p>
</td></tr>
<tr><td style="padding:0 28px 24px;font-size:11px;color:#b2b2b2;border-top:1px solid #f0f0f0;">
<p>来信团队 · 广州来信信息技术有限公司<br>广州市海珠区新港东路 1068 号 · 客服邮箱 kefu@laixin.example</p></td></tr>
</table></td></tr></table></body></html>
""")

add(lang="zh", kind="reset_in_code_mail", otp="528391", link=None,
    frm=("白鹭云", "no-reply@bailuyun.example"),
    to="ops@chenxi-games.example",
    subject="[白鹭云] 控制台登录验证码 528391",
    date="Wed, 05 Mar 2025 03:14:22 +0800",
    cte="quoted-printable", hcte="quoted-printable",
    text="""您好，

您的白鹭云账号（主账号 ID：1837 2290 4415）正在登录控制台，验证码为：

528391

验证码 5 分钟内有效。请勿将验证码透露给任何人。

登录信息
时间：2025-03-05 03:14:09 (UTC+8)
IP：203.0.113.77（新加坡）
浏览器：Firefox 135 / macOS

如果这不是您本人的操作，您的密码可能已泄露，请立即重置密码：
https://account.bailuyun.example/security/password/reset?from=mail_login_otp

白鹭云计算（杭州）有限公司
杭州市余杭区文一西路 969 号  服务热线 95187-1
""",
    html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="background:#f3f5f8;font-family:'Microsoft YaHei',Arial,sans-serif;">
<table width="640" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px;">
<tr><td style="height:4px;background:#ff6a00;"></td></tr>
<tr><td style="padding:20px 32px;"><img src="https://img.bailuyun.example/mail/bailu-logo.png" width="120" alt="白鹭云"></td></tr>
<tr><td style="padding:0 32px 20px;font-size:14px;color:#333;line-height:1.9;">
<p>您好，</p>
<p>您的白鹭云账号（主账号 ID：1837 2290 4415）正在登录控制台，验证码为：</p>
<p style="font-size:26px;font-weight:bold;color:#ff6a00;">528391</p>
<p>验证码 5 分钟内有效。请勿将验证码透露给任何人。</p>
<table style="font-size:12px;color:#666;background:#fafafa;width:100%;" cellpadding="6">
<tr><td width="60">时间</td><td>2025-03-05 03:14:09 (UTC+8)</td></tr>
<tr><td>IP</td><td>203.0.113.77（新加坡）</td></tr>
<tr><td>浏览器</td><td>Firefox 135 / macOS</td></tr>
</table>
<p style="font-size:13px;">如果这不是您本人的操作，您的密码可能已泄露，请立即
<a href="https://account.bailuyun.example/security/password/reset?from=mail_login_otp" style="color:#0070cc;">重置密码</a>。</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f7f7f7;font-size:11px;color:#999;">白鹭云计算（杭州）有限公司　杭州市余杭区文一西路 969 号　服务热线 95187-1<br>
<a href="https://www.bailuyun.example/legal/privacy" style="color:#999;">隐私政策</a> | <a href="https://help.bailuyun.example/" style="color:#999;">帮助文档</a></td></tr>
</table></body></html>
""")

add(lang="zh", kind="no_code_word", otp="907152", link=None, shown="907 152",
    frm=("市民通", "service@shimintong.gov.example"),
    to="liu.fang@126mail.example",
    subject="【市民通】实名认证邮箱确认",
    date="Thu, 20 Feb 2025 08:47:13 +0800",
    charset="gb18030", cte="8bit",
    text="""刘芳 您好：

您正在“市民通”办理个人实名认证（证件号码 3101**********2846）。
为确认本邮箱由您本人使用，请在认证页面的输入框中填写以下 6 位数字：

        907 152

上述数字 15 分钟内有效，填写时无需输入空格。

温馨提示：
1. 市民通不会通过电话、短信或邮件向您索取上述数字，请勿转告他人；
2. 如需办理居住证、社保卡等业务，请登录后在“我的办件”中查看进度；
3. 政务服务热线：12345（24小时）。

市民通运营中心
上海市黄浦区人民大道 200 号  邮编 200003
本邮件由系统自动发送，请勿回复。
""")

add(lang="zh", kind="subject_only", otp="418260", link=None,
    frm=("樂購網", "account@legou.example"),
    to="wu.chihao@pchome-mail.example",
    subject="418260 是您的樂購網驗證碼",
    date="Sun, 09 Mar 2025 13:03:45 +0800",
    charset="big5", hcharset="utf-8", cte="base64",
    text="""吳志豪 您好：

感謝您使用樂購網。請在登入頁面輸入本封郵件主旨中的驗證碼，以完成登入。

●驗證碼有效時間為 10 分鐘
●請勿將驗證碼提供給任何人，樂購網客服不會向您索取
●若您並未嘗試登入，請忽略此信件

本月會員優惠：全館滿 NT$1,500 折 NT$150，活動至 3/31 止。

樂購網股份有限公司
台北市信義區松仁路 100 號 22 樓
客服專線 (02) 2758-3311　服務時間 週一至週五 09:00-18:00
""")

add(lang="zh", kind="magic_link", otp=None,
    link="https://e.yuancang.example/ls/click?upn=ycv.7Hq2Lm9Xa4Tz-2Fk8Rw3Nb6Yp1Dc5Vs0Ge&u=verify_email&t=1739871204",
    link_alt=["https://yuancang.example/account/verify_email?token=QmR4dTk3LXp4VjJrbk5wOGNXM2ZZ&email=chengyu.dev%40protonmail.example"],
    frm=("源仓 Yuancang", "noreply@yuancang.example"),
    to="chengyu.dev@protonmail.example",
    subject="请验证你的源仓邮箱地址",
    date="Tue, 18 Feb 2025 17:33:24 +0800",
    cte="base64", hcte="base64",
    text="""嗨，chengyu-dev：

你刚刚为源仓账号添加了邮箱 chengyu.dev@protonmail.example。
请打开下面的链接完成验证：

https://yuancang.example/account/verify_email?token=QmR4dTk3LXp4VjJrbk5wOGNXM2ZZ&email=chengyu.dev%40protonmail.example

链接 72 小时内有效。验证后，你可以使用该邮箱接收 Pull Request、Issue 和 CI 构建通知。

如果你没有进行此操作，请忽略本邮件。

—— 源仓团队
源仓 · 代码托管与协作平台
杭州源仓科技有限公司 · 浙江省杭州市滨江区网商路 599 号
""",
    html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','PingFang SC',sans-serif;font-size:14px;color:#24292e;">
<div style="max-width:544px;margin:0 auto;padding:16px;">
<p><img src="https://assets.yuancang.example/mail/octo-yc.png" width="32" height="32" alt="源仓"></p>
<h2 style="font-weight:400;">请验证你的邮箱地址</h2>
<div style="border:1px solid #e1e4e8;border-radius:6px;padding:24px;">
<p>嗨，<b>chengyu-dev</b>：</p>
<p>你刚刚为源仓账号添加了邮箱 <b>chengyu.dev@protonmail.example</b>。请点击下面的按钮完成验证。</p>
<p><a href="https://e.yuancang.example/ls/click?upn=ycv.7Hq2Lm9Xa4Tz-2Fk8Rw3Nb6Yp1Dc5Vs0Ge&amp;u=verify_email&amp;t=1739871204" style="background:#2ea44f;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block;">验证邮箱地址</a></p>
<p style="color:#586069;font-size:12px;">链接 72 小时内有效。验证后，你可以使用该邮箱接收 Pull Request、Issue 和 CI 构建通知。</p>
</div>
<p style="color:#6a737d;font-size:12px;">如果你没有进行此操作，请忽略本邮件。</p>
<p style="color:#6a737d;font-size:12px;text-align:center;">
<a href="https://e.yuancang.example/ls/click?upn=ycv.Ab3Settings&amp;u=notif" style="color:#6a737d;">通知设置</a> ·
<a href="https://e.yuancang.example/ls/click?upn=ycv.Cd4Terms&amp;u=terms" style="color:#6a737d;">服务条款</a> ·
<a href="https://e.yuancang.example/ls/click?upn=ycv.Ef5Priv&amp;u=privacy" style="color:#6a737d;">隐私</a><br>
杭州源仓科技有限公司 · 浙江省杭州市滨江区网商路 599 号</p>
</div>
<img src="https://e.yuancang.example/wf/open?upn=ycv.OpenPx9" width="1" height="1" alt="" border="0">
</body></html>
""")

add(lang="zh", kind="magic_link", otp=None,
    link="https://list.wandian-tech.example/subscribe/confirm?l=weekly&s=8f2c9e71b4d0a3f6e5c1b7a9&e=bHVvLmppYUBvdXRsb29rLmV4YW1wbGU",
    frm=("晚点科技周报", "weekly@list.wandian-tech.example"),
    to="luo.jia@outlook.example",
    subject="还差一步：请确认订阅《晚点科技周报》",
    date="Sat, 22 Feb 2025 20:00:31 +0800",
    cte="quoted-printable", hcte="quoted-printable",
    text="""你好！

感谢订阅《晚点科技周报》。为防止他人冒用你的邮箱，请点击下面的链接确认订阅：

https://list.wandian-tech.example/subscribe/confirm?l=weekly&s=8f2c9e71b4d0a3f6e5c1b7a9&e=bHVvLmppYUBvdXRsb29rLmV4YW1wbGU

确认后，你将在每周六早上 8 点收到一封邮件，内容包括：AI 与芯片、消费电子、出海与资本的一周要闻，平均阅读时长 12 分钟。

如果你没有订阅过，无需任何操作，我们不会再向你发送邮件。

晚点科技周报编辑部
北京市朝阳区建国路 93 号万达广场 B 座 1203
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="background:#fff;font-family:Georgia,'Songti SC',serif;color:#222;">
<div style="max-width:580px;margin:0 auto;padding:20px;">
<p style="font-size:11px;color:#999;text-align:right;"><a href="https://list.wandian-tech.example/web/confirm-preview" style="color:#999;">在浏览器中查看</a></p>
<h1 style="font-size:26px;border-bottom:2px solid #222;padding-bottom:8px;">晚点科技周报</h1>
<p>你好！</p>
<p>感谢订阅《晚点科技周报》。为防止他人冒用你的邮箱，请点击下面的按钮确认订阅。</p>
<p style="text-align:center;margin:30px 0;"><a href="https://list.wandian-tech.example/subscribe/confirm?l=weekly&amp;s=8f2c9e71b4d0a3f6e5c1b7a9&amp;e=bHVvLmppYUBvdXRsb29rLmV4YW1wbGU" style="background:#222;color:#fff;padding:12px 32px;text-decoration:none;font-family:sans-serif;">是的，订阅周报</a></p>
<p>确认后，你将在每周六早上 8 点收到一封邮件，内容包括：AI 与芯片、消费电子、出海与资本的一周要闻，平均阅读时长 12 分钟。</p>
<p style="color:#777;font-size:13px;">如果你没有订阅过，无需任何操作，我们不会再向你发送邮件。</p>
<p style="text-align:center;">
<a href="https://list.wandian-tech.example/go/weibo"><img src="https://list.wandian-tech.example/img/weibo.png" width="22" alt="微博"></a>
<a href="https://list.wandian-tech.example/go/wechat"><img src="https://list.wandian-tech.example/img/wechat.png" width="22" alt="公众号"></a></p>
<p style="font-size:11px;color:#aaa;text-align:center;">晚点科技周报编辑部 · 北京市朝阳区建国路 93 号万达广场 B 座 1203<br>
<a href="https://list.wandian-tech.example/unsubscribe?e=bHVvLmppYUBvdXRsb29rLmV4YW1wbGU" style="color:#aaa;">不再接收</a></p>
</div></body></html>
""")

add(lang="zh", kind="decoy_codes", otp=None, link=None,
    frm=("云会 会议助手", "meeting@yunhui.example"),
    to="gao.peng@huaxin-consult.example",
    subject="会议邀请：Q1 财务复盘（2025/03/12 14:00）",
    date="Mon, 10 Mar 2025 16:20:05 +0800",
    cte="quoted-printable",
    text="""高鹏，您好：

赵琳 邀请您参加云会会议。

会议主题：Q1 财务复盘
会议时间：2025/03/12 14:00-15:30（GMT+08:00）中国标准时间 - 北京

点击链接入会，或添加至会议列表：
https://meeting.yunhui.example/dm/Rk7Xp2Qa9bTc

#云会：482 913 506
会议密码：2741

手机一键拨号入会
+8675536550000,,482913506# （中国大陆）
+85230018898,,482913506# （中国香港）

根据您的位置拨号
+86 (0)755 3655 0000（中国大陆）

会议室入会（SIP/H.323）
482913506@sip.yunhui.example

议程：
1. 一季度收入与回款（财务部 王*）
2. 费用预算执行偏差（各事业部）
3. 二季度预算调整建议

会议资料已上传至共享文件夹，文件编号 FIN-2025-Q1-07。

云会 —— 深圳云会科技有限公司
""")

add(lang="zh", kind="decoy_codes", otp="603318", link=None,
    frm=("快拿外賣", "hello@fastgrab.hk.example"),
    to="kelvin.lam@netvigator.example",
    subject="快拿外賣：登入驗證",
    date="Fri, 28 Feb 2025 19:02:57 +0800",
    hcte="quoted-printable",
    html="""<!DOCTYPE html><html lang="zh-Hant-HK"><head><meta charset="utf-8"></head>
<body style="font-family:'PingFang HK','Microsoft JhengHei',sans-serif;background:#fff3ec;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px 0;border-radius:10px;">
<tr><td style="background:#ff5a1f;color:#fff;padding:16px 24px;font-size:20px;font-weight:bold;border-radius:10px 10px 0 0;">快拿外賣 FastGrab</td></tr>
<tr><td style="padding:24px;font-size:15px;color:#333;line-height:1.7;">
<p>Kelvin 你好，</p>
<p>你正喺新裝置登入快拿外賣。請喺 App 輸入以下登入驗證碼：</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:6px;text-align:center;color:#ff5a1f;">603318</p>
<p style="font-size:12px;color:#999;">驗證碼 10 分鐘內有效。快拿外賣職員絕不會要求你提供驗證碼。</p>
<hr style="border:none;border-top:1px dashed #ffd1bd;">
<p style="font-size:13px;">你上一張訂單 <b>#FG-HK-88120457</b>（大圍・茶餐廳，HK$ 126.50）已於 2月27日 送達。</p>
<div style="background:#fff3ec;border-radius:8px;padding:12px;font-size:13px;">
<b>本週優惠</b>：輸入優惠碼 <b>EAT30</b>，滿 HK$150 減 HK$30（有效至 2025年3月7日）。<br>
仲有 HK$50 電子禮券：<b>GIFT-5KQ7-2MXP</b>，可於結帳時使用。</div>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#aaa;">快拿外賣有限公司　香港九龍觀塘道 388 號創紀之城 1 期 15 樓<br>
客戶服務熱線：3018 6620（每日 10:00–23:00）<br>
<a href="https://fastgrab.hk.example/help" style="color:#aaa;">幫助中心</a>｜<a href="https://fastgrab.hk.example/privacy" style="color:#aaa;">私隱政策</a>｜<a href="https://fastgrab.hk.example/email/optout?u=kl0457" style="color:#aaa;">取消訂閱推廣電郵</a></td></tr>
</table></td></tr></table></body></html>
""")

# --------------------------------------------------------------------- Korean
add(lang="ko", kind="username_digits", otp=None, link=None,
    frm=("디지털광장", "webmaster@digitalgwangjang.example"),
    to="minsu1987@hanmail.example",
    subject="[디지털광장] minsu_1987님, 회원가입을 환영합니다!",
    date="Sat, 01 Mar 2025 18:22:10 +0900",
    hcte="base64",
    html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;font-size:14px;color:#333;background:#eef1f4;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#3d5a80;padding:18px 24px;color:#fff;font-size:20px;font-weight:bold;">디지털광장</td></tr>
<tr><td style="padding:26px 24px;line-height:1.8;">
<p><b>minsu_1987</b>님, 디지털광장 회원이 되신 것을 환영합니다!</p>
<p>가입하신 정보는 다음과 같습니다.</p>
<table cellpadding="6" style="font-size:13px;border-top:2px solid #3d5a80;width:100%;">
<tr><td width="120" style="background:#f4f6f9;">아이디</td><td>minsu_1987</td></tr>
<tr><td style="background:#f4f6f9;">닉네임</td><td>동탄삼성맨</td></tr>
<tr><td style="background:#f4f6f9;">회원번호</td><td>2419837</td></tr>
<tr><td style="background:#f4f6f9;">가입일시</td><td>2025-03-01 18:21</td></tr>
<tr><td style="background:#f4f6f9;">회원등급</td><td>새싹 (Lv.1)</td></tr>
</table>
<p>가입 후 7일이 지나고 게시글 3개, 댓글 10개를 작성하시면 <b>일반회원(Lv.2)</b>으로 자동 등업되어 장터 게시판을 이용하실 수 있습니다.</p>
<p>처음 오셨다면 <a href="https://www.digitalgwangjang.example/board/notice/1024">커뮤니티 이용규칙</a>을 꼭 읽어 주세요.</p>
<p style="text-align:center;"><a href="https://www.digitalgwangjang.example/" style="background:#3d5a80;color:#fff;padding:10px 30px;text-decoration:none;">디지털광장 바로가기</a></p>
</td></tr>
<tr><td style="background:#f4f6f9;padding:14px 24px;font-size:11px;color:#888;line-height:1.6;">
본 메일은 발신전용입니다. 문의는 고객센터 게시판을 이용해 주세요.<br>
(주)디지털광장 | 대표 김정훈 | 사업자등록번호 214-88-31907 | 서울특별시 구로구 디지털로 288, 대륭포스트타워1차 702호<br>
<a href="https://www.digitalgwangjang.example/member/mail_setting" style="color:#888;">수신설정</a> · <a href="https://www.digitalgwangjang.example/policy/privacy" style="color:#888;">개인정보처리방침</a></td></tr>
</table></body></html>
""")

add(lang="ko", kind="booking_ref", otp="620481", link=None,
    frm=("숙소나라", "noreply@sooksonara.example"),
    to="jiyoung.park@naver-mail.example",
    subject="[숙소나라] 예약 확인을 위한 인증번호입니다",
    date="Thu, 27 Feb 2025 13:40:51 +0900",
    cte="quoted-printable", hcte="quoted-printable",
    text="""박지영 고객님, 안녕하세요.
숙소나라입니다.

비회원 예약 조회를 위해 본인 인증이 필요합니다.
아래 인증번호를 예약 조회 화면에 입력해 주세요.

인증번호 [620481]

* 인증번호는 3분간 유효합니다.

[조회 요청 예약]
예약번호: HN2503-118842
숙소: 속초 바다정원 호텔 / 디럭스 오션뷰 더블
체크인: 2025.03.15 (토) 15:00
체크아웃: 2025.03.16 (일) 11:00
결제금액: 189,000원

숙소나라 고객센터 1670-6250 (09:00~24:00, 연중무휴)
(주)숙소나라 | 서울특별시 강남구 테헤란로 427, 위워크타워 9층
사업자등록번호 120-87-65432 | 통신판매업신고 제2019-서울강남-03117호
""",
    html="""<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f5f5;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:24px 28px 8px;"><img src="https://image.sooksonara.example/email/logo_pink.png" width="110" alt="숙소나라"></td></tr>
<tr><td style="padding:8px 28px;font-size:15px;color:#222;line-height:1.7;">
<p>박지영 고객님, 안녕하세요.<br>숙소나라입니다.</p>
<p>비회원 예약 조회를 위해 본인 인증이 필요합니다.<br>아래 인증번호를 예약 조회 화면에 입력해 주세요.</p>
<div style="background:#fff0f5;padding:18px;text-align:center;font-size:14px;">인증번호 <span style="font-size:26px;font-weight:bold;color:#e5195e;">[620481]</span></div>
<p style="font-size:12px;color:#999;">* 인증번호는 3분간 유효합니다.</p>
<p style="font-size:13px;font-weight:bold;margin-top:22px;">조회 요청 예약</p>
<table width="100%" cellpadding="6" style="font-size:13px;border-top:1px solid #ddd;">
<tr><td width="90" style="color:#888;">예약번호</td><td>HN2503-118842</td></tr>
<tr><td style="color:#888;">숙소</td><td>속초 바다정원 호텔 / 디럭스 오션뷰 더블</td></tr>
<tr><td style="color:#888;">체크인</td><td>2025.03.15 (토) 15:00</td></tr>
<tr><td style="color:#888;">체크아웃</td><td>2025.03.16 (일) 11:00</td></tr>
<tr><td style="color:#888;">결제금액</td><td>189,000원</td></tr>
</table>
</td></tr>
<tr><td style="padding:18px 28px;background:#fafafa;font-size:11px;color:#999;line-height:1.6;">
숙소나라 고객센터 1670-6250 (09:00~24:00, 연중무휴)<br>
(주)숙소나라 | 서울특별시 강남구 테헤란로 427, 위워크타워 9층<br>
사업자등록번호 120-87-65432 | 통신판매업신고 제2019-서울강남-03117호</td></tr>
</table></td></tr></table></body></html>
""")

add(lang="ko", kind="newsletter_numbers", otp=None, link=None,
    frm=("빠른마켓", "delivery@bbareunmarket.example"),
    to="hyunwoo.lee@kakao-mail.example",
    subject="[빠른마켓] 주문하신 상품이 출고되었습니다",
    date="Mon, 10 Mar 2025 06:12:33 +0900",
    charset="euc-kr", cte="base64", hcte="base64",
    text="""이현우 고객님, 주문하신 상품이 출고되었습니다.

주문번호 : 31000184729356
주문일시 : 2025-03-09 22:47

상품정보
- 무항생제 특란 30구 x 1 : 8,980원
- 제주 삼다수 2L x 12병 x 1 : 10,560원
- 비비고 왕교자 1.05kg x 2 : 17,960원

상품금액 : 37,500원
배송비 : 0원 (와우 회원 무료배송)
즉시할인 : -2,000원
최종결제금액 : 35,500원 (카드 신한 5432-****-****-1188 일시불)

배송정보
받는 분 : 이현우 / 010-****-4471
주소 : (06236) 서울특별시 강남구 테헤란로 152, 101동 1203호
택배사 : 한빛택배 / 운송장번호 6891 2240 3357
도착 예정 : 3월 10일(월) 오전 7시 전

배송조회 https://www.bbareunmarket.example/my/orders/31000184729356/tracking

(주)빠른마켓 | 대표이사 정민호 | 서울특별시 송파구 송파대로 570
사업자등록번호 120-88-00767 | 통신판매업신고 2014-서울송파-0858
고객센터 1577-7011
""",
    html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=euc-kr"></head>
<body style="font-family:'Malgun Gothic',sans-serif;font-size:13px;color:#111;">
<table width="640" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:16px 0;border-bottom:2px solid #111;"><b style="font-size:22px;color:#0074e9;">빠른마켓</b></td></tr>
<tr><td style="padding:20px 0;">
<p style="font-size:17px;"><b>이현우</b> 고객님, 주문하신 상품이 출고되었습니다.</p>
<p>주문번호 <b>31000184729356</b> | 주문일시 2025-03-09 22:47</p>
<table width="100%" cellpadding="8" style="border-collapse:collapse;border-top:1px solid #ccc;">
<tr style="background:#f7f7f7;"><th align="left">상품정보</th><th>수량</th><th align="right">금액</th></tr>
<tr><td>무항생제 특란 30구</td><td align="center">1</td><td align="right">8,980원</td></tr>
<tr><td>제주 삼다수 2L x 12병</td><td align="center">1</td><td align="right">10,560원</td></tr>
<tr><td>비비고 왕교자 1.05kg</td><td align="center">2</td><td align="right">17,960원</td></tr>
</table>
<table width="100%" cellpadding="6" style="margin-top:10px;background:#f7f9fc;">
<tr><td>상품금액</td><td align="right">37,500원</td></tr>
<tr><td>배송비 (와우 회원 무료배송)</td><td align="right">0원</td></tr>
<tr><td>즉시할인</td><td align="right">-2,000원</td></tr>
<tr><td><b>최종결제금액</b></td><td align="right"><b style="color:#ae0000;">35,500원</b></td></tr>
<tr><td colspan="2" style="font-size:12px;color:#666;">카드 신한 5432-****-****-1188 일시불</td></tr>
</table>
<p style="margin-top:16px;"><b>배송정보</b><br>받는 분: 이현우 / 010-****-4471<br>주소: (06236) 서울특별시 강남구 테헤란로 152, 101동 1203호<br>
택배사: 한빛택배 / 운송장번호 6891 2240 3357<br>도착 예정: <b>3월 10일(월) 오전 7시 전</b></p>
<p><a href="https://www.bbareunmarket.example/my/orders/31000184729356/tracking" style="background:#0074e9;color:#fff;padding:9px 24px;text-decoration:none;">배송조회</a></p>
</td></tr>
<tr><td style="border-top:1px solid #ddd;padding-top:12px;font-size:11px;color:#888;line-height:1.6;">
(주)빠른마켓 | 대표이사 정민호 | 서울특별시 송파구 송파대로 570<br>
사업자등록번호 120-88-00767 | 통신판매업신고 2014-서울송파-0858 | 고객센터 1577-7011<br>
본 메일은 발신전용입니다. <a href="https://www.bbareunmarket.example/my/notification" style="color:#888;">알림 설정</a></td></tr>
</table></body></html>
""")

add(lang="ko", kind="several_codes", otp="503218", link=None, shown="503 218",
    frm=("시네마루", "account@cinemaru.example"),
    to="sohee.kang@gmail-like.example",
    subject="TV 로그인 확인 - 시네마루",
    date="Fri, 21 Feb 2025 22:05:18 +0900",
    cte="8bit", hcte="8bit",
    text="""강소희님,

거실 TV(LG webOS)에서 시네마루 로그인을 요청했습니다.

1. TV 화면에 표시된 코드가 아래와 같은지 확인하세요. (입력하지 마세요)
   TV 화면 코드: 7KQ2

2. 코드가 같다면, 휴대폰 앱의 [TV 로그인] 화면에 아래 확인 코드를 입력하세요.
   확인 코드: 503 218

확인 코드는 10분간 유효합니다.
요청하지 않으셨다면 아무것도 입력하지 마시고 이 메일을 무시하세요.

이용권: 프리미엄 (다음 결제일 2025.03.04, 13,900원)
동시 시청: 4대 중 2대 사용 중

시네마루 고객센터 1644-0927
(주)시네마루 서울특별시 마포구 월드컵북로 396, 누리꿈스퀘어 R&D타워 17층
""",
    html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="background:#141414;margin:0;font-family:'Noto Sans KR',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#141414;padding:18px 24px;"><span style="color:#e50914;font-size:24px;font-weight:900;">CINEMARU</span></td></tr>
<tr><td style="padding:28px 24px;font-size:15px;color:#222;line-height:1.7;">
<p>강소희님,</p>
<p>거실 TV(LG webOS)에서 시네마루 로그인을 요청했습니다.</p>
<p><b>1.</b> TV 화면에 표시된 코드가 아래와 같은지 확인하세요. <span style="color:#888;">(입력하지 마세요)</span></p>
<p style="text-align:center;font-size:20px;color:#555;border:1px solid #ddd;padding:8px;">TV 화면 코드: 7KQ2</p>
<p><b>2.</b> 코드가 같다면, 휴대폰 앱의 [TV 로그인] 화면에 아래 확인 코드를 입력하세요.</p>
<p style="text-align:center;font-size:32px;font-weight:bold;letter-spacing:4px;">503 218</p>
<p style="font-size:13px;color:#737373;">확인 코드는 10분간 유효합니다. 요청하지 않으셨다면 아무것도 입력하지 마시고 이 메일을 무시하세요.</p>
<p style="font-size:13px;color:#737373;">이용권: 프리미엄 (다음 결제일 2025.03.04, 13,900원)<br>동시 시청: 4대 중 2대 사용 중</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f3f3f3;font-size:11px;color:#8c8c8c;">시네마루 고객센터 1644-0927<br>(주)시네마루 서울특별시 마포구 월드컵북로 396, 누리꿈스퀘어 R&amp;D타워 17층<br>
<a href="https://help.cinemaru.example/" style="color:#8c8c8c;">고객센터</a> | <a href="https://www.cinemaru.example/terms" style="color:#8c8c8c;">이용약관</a></td></tr>
</table></td></tr></table></body></html>
""")

add(lang="ko", kind="prefix_code", otp="584102", link=None, shown="NR-584102",
    frm=("나래톡", "auth@naraetalk.example"),
    to="dh.choi@daum-mail.example",
    subject="[나래톡] 이메일 인증 안내",
    date="Tue, 04 Mar 2025 11:27:40 +0900",
    charset="ks_c_5601-1987", cte="base64",
    text="""안녕하세요, 나래톡입니다.

PC 버전 나래톡 로그인을 위한 이메일 인증 코드를 보내드립니다.

  인증 코드 : NR-584102

PC 화면의 입력란에 NR- 뒤의 숫자 6자리를 입력해 주세요.
인증 코드는 발송 후 10분 동안만 사용할 수 있습니다.

※ 나래톡은 어떠한 경우에도 전화나 메시지로 인증 코드를 요구하지 않습니다.
※ 본인이 요청하지 않은 경우, 나래톡 계정의 비밀번호를 변경해 주세요.

요청 시각 : 2025년 3월 4일 오전 11:27
기기 : Windows PC (서울)

(주)나래커뮤니케이션즈 | 경기도 성남시 분당구 판교역로 235
고객센터 1899-3510 | 본 메일은 발신 전용입니다.
""")

add(lang="ko", kind="lowercase_alnum", otp="x7mq2r9", link=None,
    frm=("깃누리", "noreply@gitnuri.example"),
    to="jaehyun.dev@proton-mail.example",
    subject="[깃누리] 새 기기 로그인 확인 코드",
    date="Sun, 16 Feb 2025 01:38:06 +0900",
    cte="quoted-printable", hcte="quoted-printable",
    text="""안녕하세요, jaehyun-dev 님.

새 브라우저에서 깃누리 로그인이 시도되었습니다.
로그인을 계속하려면 아래 확인 코드를 입력하세요.

확인 코드: x7mq2r9

기기: Safari 18 / macOS 15
위치: 대한민국 부산 (IP 198.51.100.203)
시각: 2025-02-16 01:37 KST

이 코드는 20분 후 만료됩니다. 본인이 아니라면 비밀번호를 변경하고
2단계 인증을 활성화하는 것을 권장합니다.

감사합니다.
깃누리 팀
""",
    html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="font-family:-apple-system,'Apple SD Gothic Neo',sans-serif;color:#1b1f24;">
<div style="max-width:520px;margin:0 auto;padding:20px;">
<p><img src="https://assets.gitnuri.example/mail/mark.png" width="36" alt="깃누리"></p>
<p>안녕하세요, <b>jaehyun-dev</b> 님.</p>
<p>새 브라우저에서 깃누리 로그인이 시도되었습니다. 로그인을 계속하려면 아래 확인 코드를 입력하세요.</p>
<p style="font-family:ui-monospace,Menlo,monospace;font-size:26px;background:#f6f8fa;border:1px solid #d0d7de;border-radius:6px;padding:12px;text-align:center;">x7mq2r9</p>
<p style="font-size:13px;color:#57606a;">기기: Safari 18 / macOS 15<br>위치: 대한민국 부산 (IP 198.51.100.203)<br>시각: 2025-02-16 01:37 KST</p>
<p style="font-size:13px;color:#57606a;">이 코드는 20분 후 만료됩니다. 본인이 아니라면 비밀번호를 변경하고 2단계 인증을 활성화하는 것을 권장합니다.</p>
<p style="font-size:12px;color:#8c959f;">깃누리 팀 · <a href="https://gitnuri.example/settings/security" style="color:#8c959f;">보안 설정</a> · <a href="https://docs.gitnuri.example/ko/auth" style="color:#8c959f;">도움말</a></p>
</div></body></html>
""")

add(lang="ko", kind="reset_in_code_mail", otp="215907", link=None,
    frm=("다온", "account_noreply@daon.example"),
    to="seoyeon_kim@daon.example",
    subject="다온 로그인 인증 메일",
    date="Wed, 12 Feb 2025 07:55:29 +0900",
    cte="base64", hcte="base64",
    text="""seoyeon_kim 님, 다온 아이디 로그인 시도를 확인해 주세요.

새로운 환경에서 로그인 시도가 있어 추가 인증을 진행합니다.
로그인 화면에 아래 인증번호 6자리를 입력해 주세요.

215907

- 시도 일시: 2025.02.12 07:55
- 접속 환경: Android 앱 / 경기 수원시

본인이 시도한 로그인이 아니라면 비밀번호를 즉시 변경해 주세요.
비밀번호 변경하기: https://nid.daon.example/user/help/pwInquiry?m=mail_2fa&ref=lgn_ath

다온 고객센터 https://help.daon.example
(주)다온 경기도 성남시 분당구 정자일로 95 다온 그린팩토리
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:'Nanum Gothic','Malgun Gothic',sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #e5e5e5;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #e5e5e5;"><span style="color:#03c75a;font-weight:900;font-size:22px;">DAON</span></td></tr>
<tr><td style="padding:30px;font-size:14px;color:#333;line-height:1.8;">
<p style="font-size:18px;"><b>seoyeon_kim</b> 님, 다온 아이디 로그인 시도를 확인해 주세요.</p>
<p>새로운 환경에서 로그인 시도가 있어 추가 인증을 진행합니다.<br>로그인 화면에 아래 인증번호 6자리를 입력해 주세요.</p>
<p style="font-size:34px;font-weight:bold;color:#03c75a;letter-spacing:2px;">215907</p>
<ul style="font-size:13px;color:#666;padding-left:18px;"><li>시도 일시: 2025.02.12 07:55</li><li>접속 환경: Android 앱 / 경기 수원시</li></ul>
<p style="font-size:13px;">본인이 시도한 로그인이 아니라면 비밀번호를 즉시 변경해 주세요.</p>
<p><a href="https://nid.daon.example/user/help/pwInquiry?m=mail_2fa&amp;ref=lgn_ath" style="border:1px solid #03c75a;color:#03c75a;padding:8px 20px;text-decoration:none;">비밀번호 변경하기</a></p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f8f8f8;font-size:11px;color:#999;">본 메일은 발신전용 메일입니다. 궁금하신 점은 <a href="https://help.daon.example" style="color:#999;">다온 고객센터</a>를 이용해 주세요.<br>
(주)다온 경기도 성남시 분당구 정자일로 95 다온 그린팩토리 | Copyright &copy; DAON Corp.</td></tr>
</table></body></html>
""")

add(lang="ko", kind="no_code_word", otp="715063", link=None,
    frm=("민원온", "no-reply@minwon-on.go.example"),
    to="ohsj72@korea-mail.example",
    subject="[민원온] 회원가입 이메일 인증번호 안내",
    date="Tue, 25 Feb 2025 15:02:44 +0900",
    charset="euc-kr", hcte="quoted-printable",
    html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=euc-kr"><title>민원온</title></head>
<body style="font-family:'돋움',Dotum,sans-serif;font-size:12px;color:#333;">
<table width="650" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #c9d3e0;">
<tr><td style="background:#1b3a6b;padding:14px 20px;color:#fff;font-size:16px;"><b>민원온</b> 온라인 민원 서비스</td></tr>
<tr><td style="padding:24px 20px;line-height:1.8;">
<p>오승주 님, 민원온 회원가입을 진행해 주셔서 감사합니다.</p>
<p>회원가입 화면의 [이메일 인증] 입력란에 아래 인증번호를 입력하시면 가입이 완료됩니다.</p>
<table width="100%" cellpadding="10" style="border:2px solid #1b3a6b;background:#f5f8fc;">
<tr><td width="140" style="font-weight:bold;">인증번호</td><td style="font-size:22px;font-weight:bold;color:#1b3a6b;">715063</td></tr>
<tr><td style="font-weight:bold;">유효시간</td><td>2025년 02월 25일 15시 12분까지 (10분)</td></tr>
</table>
<p>※ 유효시간이 지난 경우 회원가입 화면에서 [재발송]을 눌러 주세요.<br>
※ 민원온은 전화, 문자로 인증번호를 묻지 않습니다.</p>
<p>민원 신청 시 필요한 공동·금융인증서는 회원가입 후 [마이페이지 &gt; 인증서 관리]에서 등록할 수 있습니다.</p>
</td></tr>
<tr><td style="background:#eef2f7;padding:12px 20px;font-size:11px;color:#666;line-height:1.6;">
(30121) 세종특별자치시 도움6로 42 정부세종청사 | 민원온 고객센터 1588-2188 (평일 09:00~18:00)<br>
본 메일은 발신 전용으로 회신되지 않습니다. | <a href="https://www.minwon-on.go.example/privacy">개인정보처리방침</a></td></tr>
</table></body></html>
""")

add(lang="ko", kind="magic_link", otp=None,
    link="https://www.chaekbada.example/member/password/reset?key=c7E2kP9wQ4xN1mZ8vB3rT6yH5jL0sD2f&mid=88120345",
    frm=("책바다", "help@chaekbada.example"),
    to="yoon.hana@hanmail.example",
    subject="[책바다] 비밀번호 재설정 안내",
    date="Mon, 03 Mar 2025 20:41:15 +0900",
    cte="base64", hcte="base64",
    text="""윤하나 회원님, 안녕하세요.

비밀번호 재설정을 요청하셨습니다.
아래 링크를 눌러 새 비밀번호를 설정해 주세요.

https://www.chaekbada.example/member/password/reset?key=c7E2kP9wQ4xN1mZ8vB3rT6yH5jL0sD2f&mid=88120345

링크는 발송 시점부터 1시간 동안 유효하며, 한 번만 사용할 수 있습니다.
비밀번호 재설정을 요청하지 않으셨다면 이 메일을 무시해 주세요.

보유 포인트: 3,120P / 쿠폰 2장 (3월 31일 소멸 예정)

책바다 고객센터 1544-1900
(주)책바다 | 서울특별시 종로구 종로 1, 교보빌딩 12층 | 사업자등록번호 102-81-11670
""",
    html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="background:#f1f4f1;font-family:'Malgun Gothic',sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px;">
<tr><td style="padding:20px 30px;border-bottom:3px solid #2f7d32;"><img src="https://image.chaekbada.example/mail/ci.png" width="100" alt="책바다"></td></tr>
<tr><td style="padding:30px;font-size:14px;color:#333;line-height:1.8;">
<p>윤하나 회원님, 안녕하세요.</p>
<p>비밀번호 재설정을 요청하셨습니다.<br>아래 버튼을 눌러 새 비밀번호를 설정해 주세요.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://www.chaekbada.example/member/password/reset?key=c7E2kP9wQ4xN1mZ8vB3rT6yH5jL0sD2f&amp;mid=88120345" style="background:#2f7d32;color:#fff;font-weight:bold;padding:13px 40px;text-decoration:none;">비밀번호 재설정</a></p>
<p style="font-size:12px;color:#888;">링크는 발송 시점부터 1시간 동안 유효하며, 한 번만 사용할 수 있습니다.<br>비밀번호 재설정을 요청하지 않으셨다면 이 메일을 무시해 주세요.</p>
<p style="font-size:12px;color:#888;">보유 포인트: 3,120P / 쿠폰 2장 (3월 31일 소멸 예정) <a href="https://www.chaekbada.example/mypage/coupon" style="color:#2f7d32;">쿠폰함 보기</a></p>
</td></tr>
<tr><td style="padding:14px 30px;background:#f7f7f7;font-size:11px;color:#999;">책바다 고객센터 1544-1900 | <a href="https://www.chaekbada.example/cs" style="color:#999;">1:1 문의</a><br>
(주)책바다 | 서울특별시 종로구 종로 1, 교보빌딩 12층 | 사업자등록번호 102-81-11670</td></tr>
</table></body></html>
""")

add(lang="ko", kind="magic_link", otp=None,
    link="https://account.nextplay.example/device/approve?req=dA9f3K7qL2xW8nR5&sig=MEUCIQD4k2bZ7xY1vN9pR3sT6wQ8&ans=yes",
    frm=("넥스트플레이", "security@nextplay.example"),
    to="gamer_hwang@nextplay-user.example",
    subject="넥스트플레이 계정 - 새 기기에서 로그인하셨나요?",
    date="Sat, 08 Feb 2025 23:59:02 +0900",
    hcte="quoted-printable",
    html="""<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0e1116;font-family:'Pretendard','Malgun Gothic',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#1a1f29;border-radius:14px;color:#e6e8eb;">
<tr><td style="padding:28px 32px 10px;"><img src="https://cdn.nextplay.example/mail/np_logo_w.png" width="130" alt="NEXTPLAY"></td></tr>
<tr><td style="padding:10px 32px;font-size:15px;line-height:1.8;">
<p style="font-size:20px;font-weight:bold;color:#fff;">새 기기에서 로그인하셨나요?</p>
<p>NP계정 <b>hwang_1024</b>에 새 기기의 로그인 요청이 있습니다. 승인 전까지 해당 기기는 로그인되지 않습니다.</p>
<table width="100%" cellpadding="8" style="background:#232a36;border-radius:8px;font-size:13px;">
<tr><td style="color:#8b95a1;width:70px;">기기</td><td>Windows 11 PC · NEXTPLAY 런처 4.12</td></tr>
<tr><td style="color:#8b95a1;">위치</td><td>대한민국 인천 (IP 203.0.113.156)</td></tr>
<tr><td style="color:#8b95a1;">시각</td><td>2025년 2월 8일 오후 11:58</td></tr>
</table>
</td></tr>
<tr><td align="center" style="padding:22px 32px;">
<a href="https://account.nextplay.example/device/approve?req=dA9f3K7qL2xW8nR5&amp;sig=MEUCIQD4k2bZ7xY1vN9pR3sT6wQ8&amp;ans=yes" style="display:inline-block;background:#3182f6;color:#fff;font-weight:bold;padding:14px 32px;border-radius:8px;text-decoration:none;">네, 제가 로그인했습니다</a>
<br><br>
<a href="https://account.nextplay.example/device/deny?req=dA9f3K7qL2xW8nR5&amp;sig=MEUCIQD4k2bZ7xY1vN9pR3sT6wQ8&amp;ans=no" style="display:inline-block;color:#f04452;padding:10px 20px;text-decoration:none;">아니요, 제가 아닙니다 (계정 보호하기)</a>
</td></tr>
<tr><td style="padding:10px 32px 26px;font-size:12px;color:#8b95a1;line-height:1.6;">
승인 링크는 30분 동안 유효합니다. 승인 후에는 <a href="https://account.nextplay.example/security/devices" style="color:#8b95a1;">로그인 기기 관리</a>에서 언제든 해제할 수 있습니다.<br><br>
(주)넥스트플레이 | 경기도 성남시 분당구 대왕판교로 644번길 49 | 고객센터 1588-5212<br>
<a href="https://www.nextplay.example/policy/privacy" style="color:#8b95a1;">개인정보처리방침</a> · <a href="https://www.nextplay.example/policy/terms" style="color:#8b95a1;">이용약관</a></td></tr>
</table></td></tr></table>
<img src="https://trk.nextplay.example/open?m=sec_newdevice&amp;r=dA9f3K7qL2xW8nR5" width="1" height="1" alt="">
</body></html>
""")

add(lang="ko", kind="decoy_codes", otp=None, link=None,
    frm=("컬처기프트", "gift@culturegift.example"),
    to="mj.song@naver-mail.example",
    subject="[컬처기프트] 선물이 도착했습니다 - 모바일 문화상품권 30,000원",
    date="Fri, 14 Feb 2025 10:15:47 +0900",
    cte="8bit", hcte="8bit",
    text="""송민정 님, 정다은 님이 보낸 선물이 도착했습니다!

"민정아 발렌타인 데이 축하해~ 책 사는 데 써!"

상품명: 모바일 문화상품권 30,000원
PIN 번호: 5821-4410-9923-0174
인증번호(발행번호): 2025021411830927
유효기간: 2030년 02월 13일까지
주문번호: CG250214-0038812

사용 방법
1. 컬처기프트 사이트 또는 앱에 로그인
2. [상품권 등록]에서 PIN 번호 16자리 입력
3. 캐시로 전환 후 온라인 서점·영화 예매 등에서 사용

※ PIN 번호는 타인에게 노출되지 않도록 주의해 주세요.
※ 상품권 번호를 요구하는 전화·문자는 사기일 수 있습니다.

(주)컬처기프트 | 서울특별시 중구 세종대로 110 | 고객센터 1544-7711
사업자등록번호 104-86-22103 | 전자금융업 등록번호 02-006-00051
""",
    html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="background:#fdf0f3;font-family:'Malgun Gothic',sans-serif;">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;margin-top:20px;">
<tr><td style="padding:24px;text-align:center;"><img src="https://img.culturegift.example/mail/gift_box.png" width="120" alt="선물상자"></td></tr>
<tr><td style="padding:0 28px 20px;font-size:14px;color:#333;line-height:1.8;">
<p style="font-size:18px;text-align:center;"><b>송민정</b> 님, <b>정다은</b> 님이 보낸 선물이 도착했습니다!</p>
<p style="background:#fff6f8;padding:12px;border-radius:8px;text-align:center;">"민정아 발렌타인 데이 축하해~ 책 사는 데 써!"</p>
<table width="100%" cellpadding="7" style="font-size:13px;border-top:1px solid #eee;">
<tr><td width="120" style="color:#999;">상품명</td><td>모바일 문화상품권 30,000원</td></tr>
<tr><td style="color:#999;">PIN 번호</td><td><b style="font-size:16px;">5821-4410-9923-0174</b></td></tr>
<tr><td style="color:#999;">인증번호(발행번호)</td><td>2025021411830927</td></tr>
<tr><td style="color:#999;">유효기간</td><td>2030년 02월 13일까지</td></tr>
<tr><td style="color:#999;">주문번호</td><td>CG250214-0038812</td></tr>
</table>
<p style="text-align:center;"><a href="https://www.culturegift.example/charge?from=gift_mail" style="background:#ff4f7b;color:#fff;padding:11px 30px;border-radius:22px;text-decoration:none;">상품권 등록하러 가기</a></p>
<p style="font-size:12px;color:#999;">※ PIN 번호는 타인에게 노출되지 않도록 주의해 주세요.<br>※ 상품권 번호를 요구하는 전화·문자는 사기일 수 있습니다.</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#fafafa;font-size:11px;color:#aaa;border-radius:0 0 12px 12px;">(주)컬처기프트 | 서울특별시 중구 세종대로 110 | 고객센터 1544-7711<br>사업자등록번호 104-86-22103 | 전자금융업 등록번호 02-006-00051</td></tr>
</table></body></html>
""")

add(lang="ko", kind="payment_3ds", otp="842670", link=None,
    frm=("누리카드", "safepay@nuricard.example"),
    to="kjh0315@hanmail.example",
    subject="[누리카드] 해외 온라인 결제 본인인증 안내",
    date="Thu, 20 Mar 2025 02:33:19 +0900",
    charset="euc-kr", cte="base64",
    text="""[누리카드] 해외 온라인 결제 본인인증

김정희 고객님, 아래 결제 건의 본인인증을 위한 인증번호입니다.
결제창에 인증번호를 입력하시면 결제가 완료됩니다.

 ■ 인증번호 : 842670
 ■ 가맹점명 : STEAMPOWERED.EXAMPLE (WA, US)
 ■ 결제금액 : USD 49.99 (약 72,600원)
 ■ 카드번호 : 9410-12**-****-4417 (누리 체크카드)
 ■ 요청일시 : 2025/03/20 02:33:05

인증번호는 3분간 유효하며, 5회 이상 잘못 입력 시 인증이 제한됩니다.
본인이 요청한 결제가 아닐 경우 즉시 고객센터(1588-8700)로 연락하여
카드 사용을 정지해 주시기 바랍니다. (24시간 분실·도난 신고 1588-8711)

누리카드 주식회사 | 서울특별시 중구 을지로 170
본 메일은 발신 전용이며, 회신하셔도 답변되지 않습니다.
""")

add(lang="ko", kind="account_notice", otp=None, link=None,
    frm=("한빛모바일", "myaccount@hanbitmobile.example"),
    to="parkjs_88@kt-mail.example",
    subject="[한빛모바일] 회원정보(비밀번호) 변경 완료 안내",
    date="Wed, 19 Feb 2025 12:08:53 +0900",
    cte="quoted-printable", hcte="quoted-printable",
    text="""박준서 고객님, 안녕하세요. 한빛모바일입니다.

고객님의 한빛모바일 계정 비밀번호가 변경되었습니다.

- 변경 일시: 2025년 2월 19일 12:08
- 변경 경로: 한빛모바일 앱 (iOS)
- 가입 회선: 010-****-2290 (5G 슬림 요금제)

본인이 변경하셨다면 이 메일은 확인만 해 주시면 됩니다.

본인이 변경하지 않으셨다면 비밀번호를 즉시 재설정해 주세요.
https://my.hanbitmobile.example/member/pw-reset?ref=pwchg_notice

고객센터 114 (한빛모바일 휴대폰에서 무료) / 1588-0011
(주)한빛모바일 | 서울특별시 중구 을지로 65 | 대표이사 최성민
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:'Malgun Gothic',sans-serif;font-size:14px;color:#222;">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:18px 0;border-bottom:2px solid #e6002d;"><b style="color:#e6002d;font-size:20px;">한빛모바일</b></td></tr>
<tr><td style="padding:24px 0;line-height:1.8;">
<p>박준서 고객님, 안녕하세요. 한빛모바일입니다.</p>
<p><b>고객님의 한빛모바일 계정 비밀번호가 변경되었습니다.</b></p>
<ul style="color:#555;font-size:13px;"><li>변경 일시: 2025년 2월 19일 12:08</li><li>변경 경로: 한빛모바일 앱 (iOS)</li><li>가입 회선: 010-****-2290 (5G 슬림 요금제)</li></ul>
<p>본인이 변경하셨다면 이 메일은 확인만 해 주시면 됩니다.</p>
<p style="background:#fff4f5;padding:12px;">본인이 변경하지 않으셨다면 비밀번호를 즉시 재설정해 주세요.<br>
<a href="https://my.hanbitmobile.example/member/pw-reset?ref=pwchg_notice" style="color:#e6002d;font-weight:bold;">비밀번호 재설정 &gt;</a></p>
</td></tr>
<tr><td style="border-top:1px solid #ddd;padding-top:12px;font-size:11px;color:#888;">고객센터 114 (한빛모바일 휴대폰에서 무료) / 1588-0011<br>
(주)한빛모바일 | 서울특별시 중구 을지로 65 | 대표이사 최성민 | <a href="https://www.hanbitmobile.example/privacy" style="color:#888;">개인정보처리방침</a></td></tr>
</table></body></html>
""")

# ----------------------------------------------------------------------- Thai
add(lang="th", kind="booking_ref", otp=None, link=None,
    frm=("ฟ้าใส แอร์", "eticket@booking.fahsaiair.example"),
    to="somchai.k@thaimail.example",
    subject="ยืนยันการจอง - รหัสการจอง XK4P9T | กรุงเทพฯ (DMK) - เชียงใหม่ (CNX)",
    date="Wed, 19 Feb 2025 20:14:36 +0700",
    cte="base64", hcte="base64",
    text="""เรียน คุณสมชาย แก้วมณี

ขอบคุณที่เลือกเดินทางกับฟ้าใส แอร์ การจองของท่านได้รับการยืนยันแล้ว

รหัสการจอง (PNR): XK4P9T
สถานะการชำระเงิน: ชำระแล้ว (บัตรเครดิต ลงท้าย 6021)

เที่ยวบินขาไป
FS 312  กรุงเทพฯ (ดอนเมือง) 07:20 น. → เชียงใหม่ 08:35 น.
วันเสาร์ที่ 15 มีนาคม 2568
ผู้โดยสาร: MR SOMCHAI KAEWMANEE  ที่นั่ง 12C  สัมภาระ 20 กก.

เที่ยวบินขากลับ
FS 317  เชียงใหม่ 19:05 น. → กรุงเทพฯ (ดอนเมือง) 20:20 น.
วันจันทร์ที่ 17 มีนาคม 2568
ผู้โดยสาร: MR SOMCHAI KAEWMANEE  ที่นั่ง 9A  สัมภาระ 20 กก.

ค่าโดยสารรวม          2,980.00 บาท
ภาษีและค่าธรรมเนียม      640.00 บาท
ยอดชำระทั้งหมด        3,620.00 บาท

เช็คอินออนไลน์ได้ตั้งแต่ 24 ชั่วโมง ถึง 1 ชั่วโมงก่อนออกเดินทาง
เคาน์เตอร์เช็คอินปิด 45 นาทีก่อนเวลาออกเดินทาง

ฟ้าใส แอร์ ศูนย์บริการลูกค้า โทร 1318 หรือ 02-515-9999
บริษัท ฟ้าใส แอร์ จำกัด 222 ถนนวิภาวดีรังสิต แขวงสนามบิน เขตดอนเมือง กรุงเทพฯ 10210
""",
    html="""<!DOCTYPE html><html lang="th"><head><meta charset="utf-8"></head>
<body style="font-family:'Sarabun','Tahoma',sans-serif;background:#eaf6fb;margin:0;">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#00a0e3;padding:16px 24px;"><img src="https://static.fahsaiair.example/email/fs_logo_white.png" width="140" alt="ฟ้าใส แอร์"></td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:1.8;">
<p>เรียน คุณสมชาย แก้วมณี</p>
<p>ขอบคุณที่เลือกเดินทางกับฟ้าใส แอร์ การจองของท่านได้รับการยืนยันแล้ว</p>
<table width="100%" cellpadding="10" style="background:#f2fafd;border:1px solid #b8e3f5;">
<tr><td>รหัสการจอง (PNR)<br><span style="font-size:26px;font-weight:bold;color:#00a0e3;letter-spacing:3px;">XK4P9T</span></td>
<td align="right">สถานะการชำระเงิน<br><b>ชำระแล้ว</b> (บัตรเครดิต ลงท้าย 6021)</td></tr>
</table>
<h3 style="font-size:15px;margin-top:20px;">เที่ยวบินขาไป · วันเสาร์ที่ 15 มีนาคม 2568</h3>
<p>FS 312 กรุงเทพฯ (ดอนเมือง) 07:20 น. → เชียงใหม่ 08:35 น.<br>MR SOMCHAI KAEWMANEE · ที่นั่ง 12C · สัมภาระ 20 กก.</p>
<h3 style="font-size:15px;">เที่ยวบินขากลับ · วันจันทร์ที่ 17 มีนาคม 2568</h3>
<p>FS 317 เชียงใหม่ 19:05 น. → กรุงเทพฯ (ดอนเมือง) 20:20 น.<br>MR SOMCHAI KAEWMANEE · ที่นั่ง 9A · สัมภาระ 20 กก.</p>
<table width="100%" cellpadding="5" style="border-top:1px solid #ddd;font-size:13px;">
<tr><td>ค่าโดยสารรวม</td><td align="right">2,980.00 บาท</td></tr>
<tr><td>ภาษีและค่าธรรมเนียม</td><td align="right">640.00 บาท</td></tr>
<tr><td><b>ยอดชำระทั้งหมด</b></td><td align="right"><b>3,620.00 บาท</b></td></tr>
</table>
<p style="text-align:center;margin-top:20px;"><a href="https://www.fahsaiair.example/manage-booking?pnr=XK4P9T&amp;ln=KAEWMANEE" style="background:#ffcc00;color:#333;font-weight:bold;padding:12px 28px;text-decoration:none;border-radius:4px;">จัดการการจอง / เช็คอินออนไลน์</a></p>
<p style="font-size:12px;color:#777;">เช็คอินออนไลน์ได้ตั้งแต่ 24 ชั่วโมง ถึง 1 ชั่วโมงก่อนออกเดินทาง เคาน์เตอร์เช็คอินปิด 45 นาทีก่อนเวลาออกเดินทาง</p>
</td></tr>
<tr><td style="background:#f5f5f5;padding:14px 24px;font-size:11px;color:#888;">ศูนย์บริการลูกค้า โทร 1318 หรือ 02-515-9999<br>บริษัท ฟ้าใส แอร์ จำกัด 222 ถนนวิภาวดีรังสิต แขวงสนามบิน เขตดอนเมือง กรุงเทพฯ 10210</td></tr>
</table></body></html>
""")

add(lang="th", kind="newsletter_numbers", otp=None, link=None,
    frm=("บ้านสวนช้อป", "receipt@baansuanshop.example"),
    to="napat.s@thaimail.example",
    subject="ใบเสร็จรับเงิน/ใบกำกับภาษีอย่างย่อ เลขที่ BS6803-004571",
    date="Sat, 15 Mar 2025 16:52:08 +0700",
    charset="tis-620", hcte="quoted-printable",
    html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=tis-620"></head>
<body style="font-family:Tahoma,sans-serif;font-size:13px;color:#333;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #ccc;">
<tr><td style="padding:16px 20px;background:#5a8f29;color:#fff;font-size:18px;"><b>บ้านสวนช้อป</b> ต้นไม้และของแต่งบ้าน</td></tr>
<tr><td style="padding:20px;">
<p>เรียน คุณณภัทร ศรีสุข</p>
<p>ขอบคุณที่สั่งซื้อสินค้ากับบ้านสวนช้อป รายละเอียดการชำระเงินของท่านมีดังนี้</p>
<table width="100%" cellpadding="4" style="font-size:12px;">
<tr><td>เลขที่ใบเสร็จ</td><td>BS6803-004571</td><td>วันที่</td><td>15/03/2568 16:51</td></tr>
<tr><td>หมายเลขคำสั่งซื้อ</td><td>250315QW7TP2</td><td>ช่องทางชำระ</td><td>พร้อมเพย์ (QR)</td></tr>
</table>
<table width="100%" cellpadding="6" border="1" style="border-collapse:collapse;border-color:#ddd;font-size:12px;margin-top:10px;">
<tr style="background:#eef5e6;"><th>รายการ</th><th>จำนวน</th><th>ราคา/หน่วย</th><th>รวม</th></tr>
<tr><td>มอนสเตอร่า อัลโบ้ กระถาง 8 นิ้ว</td><td align="center">1</td><td align="right">890.00</td><td align="right">890.00</td></tr>
<tr><td>ดินปลูกไม้ใบ สูตรโปร่ง 5 ลิตร</td><td align="center">2</td><td align="right">95.00</td><td align="right">190.00</td></tr>
<tr><td>กระถางดินเผา ลายนูน 10 นิ้ว</td><td align="center">1</td><td align="right">250.00</td><td align="right">250.00</td></tr>
<tr><td colspan="3" align="right">ค่าจัดส่ง (Kerry Express)</td><td align="right">60.00</td></tr>
<tr><td colspan="3" align="right">ส่วนลดคูปอง GREEN100</td><td align="right">-100.00</td></tr>
<tr><td colspan="3" align="right"><b>ยอดสุทธิ (รวม VAT 7%)</b></td><td align="right"><b>฿1,290.00</b></td></tr>
<tr><td colspan="3" align="right">ภาษีมูลค่าเพิ่ม 7%</td><td align="right">84.39</td></tr>
</table>
<p style="margin-top:14px;">ที่อยู่จัดส่ง: 88/14 หมู่บ้านพฤกษา ซอยรามอินทรา 40 แขวงนวลจันทร์ เขตบึงกุ่ม กรุงเทพฯ 10230<br>
เบอร์โทร: 089-xxx-4512<br>
เลขพัสดุ: KEX1290347781TH (จะจัดส่งภายใน 1-2 วันทำการ)</p>
<p><a href="https://www.baansuanshop.example/account/orders/250315QW7TP2">ดูรายละเอียดคำสั่งซื้อ</a> | <a href="https://www.baansuanshop.example/track?no=KEX1290347781TH">ติดตามพัสดุ</a></p>
</td></tr>
<tr><td style="background:#f4f4f4;padding:12px 20px;font-size:11px;color:#777;">
บริษัท บ้านสวนช้อป จำกัด (สำนักงานใหญ่) เลขประจำตัวผู้เสียภาษี 0105561234567<br>
99/9 ถนนงามวงศ์วาน ตำบลบางกระสอ อำเภอเมืองนนทบุรี จังหวัดนนทบุรี 11000 โทร 02-026-3355<br>
<a href="https://www.baansuanshop.example/unsubscribe?e=napat.s%40thaimail.example">ยกเลิกรับข่าวสาร</a></td></tr>
</table></body></html>
""")

add(lang="th", kind="new_and_old_code", otp="640912", link=None, shown="640 912",
    frm=("วอลเล็ตดี", "no-reply@walletdee.example"),
    to="pimchanok.t@thaimail.example",
    subject="รหัส OTP ใหม่สำหรับวอลเล็ตดี",
    date="Mon, 24 Feb 2025 12:31:58 +0700",
    cte="8bit",
    text="""เรียน คุณพิมพ์ชนก

ระบบได้ส่งรหัส OTP ใหม่ตามคำขอของท่านแล้ว
รหัส OTP เดิม 118305 (Ref: KQTZ) ถูกยกเลิกและไม่สามารถใช้งานได้อีก

รหัส OTP ใหม่ของท่านคือ 640 912
รหัสอ้างอิง (Ref): MWAB

กรุณากรอกรหัสภายใน 5 นาที เพื่อยืนยันการเพิ่มบัญชีธนาคารปลายทาง
ห้ามเปิดเผยรหัส OTP แก่ผู้อื่นไม่ว่ากรณีใด ๆ

วันที่ทำรายการ: 24/02/2568 เวลา 12:31 น.
หมายเลขวอลเล็ต: 100-2387-4410

หากท่านไม่ได้ทำรายการนี้ โปรดติดต่อศูนย์บริการลูกค้า 02-105-8899 ตลอด 24 ชั่วโมง

บริษัท วอลเล็ตดี จำกัด
ผู้ให้บริการเงินอิเล็กทรอนิกส์ภายใต้การกำกับของธนาคารแห่งประเทศไทย
""")

add(lang="th", kind="lowercase_alnum", otp="q4t8znw",
    link="https://go.teamwork-th.example/e/c/eyJsIjoic2lnbmluIiwidSI6IjkxMjgzIn0/aHR0cHM6Ly9hcHAudGVhbXdvcms/3f9a2c71",
    frm=("ทีมเวิร์ค", "hello@teamwork-th.example"),
    to="kittipong@siamsoft.example",
    subject="ลิงก์และรหัสเข้าสู่ระบบทีมเวิร์คของคุณ",
    date="Tue, 04 Mar 2025 09:05:40 +0700",
    cte="quoted-printable", hcte="quoted-printable",
    text="""สวัสดีครับ คุณกิตติพงษ์

คลิกลิงก์ด้านล่างเพื่อเข้าสู่ระบบทีมเวิร์ค (เวิร์กสเปซ: Siam Soft):
https://go.teamwork-th.example/e/c/eyJsIjoic2lnbmluIiwidSI6IjkxMjgzIn0/aHR0cHM6Ly9hcHAudGVhbXdvcms/3f9a2c71

หรือกรอกรหัสนี้ในหน้าเข้าสู่ระบบ: q4t8znw

ลิงก์และรหัสจะหมดอายุใน 10 นาที และใช้ได้เพียงครั้งเดียว
ถ้าคุณไม่ได้ขอเข้าสู่ระบบ ไม่ต้องทำอะไร บัญชีของคุณยังปลอดภัย

ทีมงานทีมเวิร์ค
บริษัท ทีมเวิร์ค เทคโนโลยี จำกัด 689 อาคารภิรัช ทาวเวอร์ ถนนสุขุมวิท แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพฯ 10110
""",
    html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f2ff;font-family:'Prompt','Noto Sans Thai',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;">
<tr><td style="padding:28px 32px 0;"><img src="https://cdn.teamwork-th.example/mail/tw-logo.png" width="110" alt="ทีมเวิร์ค"></td></tr>
<tr><td style="padding:20px 32px;font-size:15px;color:#2d2a3e;line-height:1.7;">
<p>สวัสดีครับ คุณกิตติพงษ์</p>
<p>คลิกปุ่มด้านล่างเพื่อเข้าสู่ระบบเวิร์กสเปซ <b>Siam Soft</b></p>
<p style="text-align:center;"><a href="https://go.teamwork-th.example/e/c/eyJsIjoic2lnbmluIiwidSI6IjkxMjgzIn0/aHR0cHM6Ly9hcHAudGVhbXdvcms/3f9a2c71" style="display:inline-block;background:#6c4cf5;color:#fff;padding:13px 34px;border-radius:10px;text-decoration:none;font-weight:600;">เข้าสู่ระบบทีมเวิร์ค</a></p>
<p style="text-align:center;color:#777;font-size:13px;">หรือกรอกรหัสนี้ในหน้าเข้าสู่ระบบ</p>
<p style="text-align:center;font-family:monospace;font-size:26px;letter-spacing:4px;background:#f4f2ff;border-radius:8px;padding:10px;">q4t8znw</p>
<p style="font-size:12px;color:#8a86a0;">ลิงก์และรหัสจะหมดอายุใน 10 นาที และใช้ได้เพียงครั้งเดียว ถ้าคุณไม่ได้ขอเข้าสู่ระบบ ไม่ต้องทำอะไร บัญชีของคุณยังปลอดภัย</p>
</td></tr>
<tr><td style="padding:16px 32px 26px;font-size:11px;color:#aaa;">บริษัท ทีมเวิร์ค เทคโนโลยี จำกัด 689 อาคารภิรัช ทาวเวอร์ ถนนสุขุมวิท แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพฯ 10110<br>
<a href="https://go.teamwork-th.example/e/c/eyJsIjoiaGVscCJ9/help" style="color:#aaa;">ศูนย์ช่วยเหลือ</a> · <a href="https://teamwork-th.example/privacy" style="color:#aaa;">นโยบายความเป็นส่วนตัว</a></td></tr>
</table></td></tr></table>
<img src="https://go.teamwork-th.example/e/o/eyJ1IjoiOTEyODMifQ.gif" width="1" height="1" alt="">
</body></html>
""")

add(lang="th", kind="reset_in_code_mail", otp="371945", link=None, spans=True,
    frm=("เพื่อนใจ", "security@pueanjai.example"),
    to="arisa_2540@thaimail.example",
    subject="รหัสยืนยันการเข้าสู่ระบบเพื่อนใจ",
    date="Thu, 13 Mar 2025 23:12:27 +0700",
    cte="base64", hcte="base64",
    text="""สวัสดีค่ะ arisa_2540

มีการพยายามเข้าสู่ระบบบัญชีเพื่อนใจของคุณจากอุปกรณ์ใหม่
กรุณาใช้รหัสยืนยันด้านล่างเพื่อเข้าสู่ระบบ

371945

รหัสนี้ใช้ได้ภายใน 15 นาที

อุปกรณ์: Samsung Galaxy A55 · จังหวัดขอนแก่น
เวลา: 13 มี.ค. 2568 เวลา 23:11 น.

ไม่ใช่คุณใช่ไหม? รีเซ็ตรหัสผ่านเพื่อความปลอดภัย:
https://www.pueanjai.example/recover/password?ctx=login_code&lang=th

ทีมงานเพื่อนใจ
""",
    html="""<!DOCTYPE html><html lang="th"><head><meta charset="utf-8"></head>
<body style="font-family:'Noto Sans Thai',Tahoma,sans-serif;background:#fff0f6;">
<table width="500" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;margin-top:24px;">
<tr><td style="padding:24px 28px 6px;"><span style="font-size:22px;color:#e64980;font-weight:bold;">เพื่อนใจ</span></td></tr>
<tr><td style="padding:10px 28px 24px;font-size:15px;color:#333;line-height:1.8;">
<p>สวัสดีค่ะ arisa_2540</p>
<p>มีการพยายามเข้าสู่ระบบบัญชีเพื่อนใจของคุณจากอุปกรณ์ใหม่ กรุณาใช้รหัสยืนยันด้านล่างเพื่อเข้าสู่ระบบ</p>
<table align="center" cellpadding="0" cellspacing="6"><tr><td style="background:#fff0f6;border-radius:8px;padding:8px 12px;"><span style="font-size:28px;font-weight:bold;color:#e64980;">3</span></td>
<td style="background:#fff0f6;border-radius:8px;padding:8px 12px;"><span style="font-size:28px;font-weight:bold;color:#e64980;">7</span></td>
<td style="background:#fff0f6;border-radius:8px;padding:8px 12px;"><span style="font-size:28px;font-weight:bold;color:#e64980;">1</span></td>
<td style="background:#fff0f6;border-radius:8px;padding:8px 12px;"><span style="font-size:28px;font-weight:bold;color:#e64980;">9</span></td>
<td style="background:#fff0f6;border-radius:8px;padding:8px 12px;"><span style="font-size:28px;font-weight:bold;color:#e64980;">4</span></td>
<td style="background:#fff0f6;border-radius:8px;padding:8px 12px;"><span style="font-size:28px;font-weight:bold;color:#e64980;">5</span></td></tr></table>
<p style="font-size:13px;color:#888;">รหัสนี้ใช้ได้ภายใน 15 นาที<br>อุปกรณ์: Samsung Galaxy A55 · จังหวัดขอนแก่น<br>เวลา: 13 มี.ค. 2568 เวลา 23:11 น.</p>
<p style="font-size:13px;">ไม่ใช่คุณใช่ไหม? <a href="https://www.pueanjai.example/recover/password?ctx=login_code&amp;lang=th" style="color:#e64980;">รีเซ็ตรหัสผ่าน</a>เพื่อความปลอดภัย</p>
</td></tr>
<tr><td style="padding:12px 28px;font-size:11px;color:#aaa;border-top:1px solid #fbe0ea;">ทีมงานเพื่อนใจ · <a href="https://www.pueanjai.example/help" style="color:#aaa;">ความช่วยเหลือ</a> · <a href="https://www.pueanjai.example/settings/email" style="color:#aaa;">ตั้งค่าอีเมล</a></td></tr>
</table></body></html>
""")

add(lang="th", kind="subject_only", otp="7314", link=None,
    frm=("Foodie Go", "noreply@foodiego.example"),
    to="thanawat.p@thaimail.example",
    subject="7314 คือรหัสยืนยัน Foodie Go ของคุณ",
    date="Fri, 07 Mar 2025 18:44:03 +0700",
    charset="tis-620", cte="quoted-printable",
    text="""สวัสดีค่ะ คุณธนวัฒน์

กรุณาใช้รหัส 4 หลักที่แสดงในหัวเรื่องของอีเมลฉบับนี้ เพื่อยืนยันอีเมลของคุณในแอป Foodie Go
รหัสมีอายุ 10 นาที

เมื่อยืนยันเสร็จแล้ว รับส่วนลดค่าส่ง 30 บาท สำหรับ 3 ออร์เดอร์แรก
(สั่งขั้นต่ำ 150 บาท ถึงวันที่ 31 มี.ค. 2568)

หากคุณไม่ได้สมัครใช้งาน Foodie Go กรุณาเพิกเฉยต่ออีเมลนี้

Foodie Go ประเทศไทย
ศูนย์ช่วยเหลือ 02-118-7000 (ทุกวัน 08:00-22:00 น.)
""")

add(lang="th", kind="magic_link", otp="259604", shown="259 604",
    link="https://alumni.ratchaphruek-u.example/verify-email?t=a1b2F7kQx9LmN3pZ8wR4vT6yC0dH5jSe&id=63012458",
    frm=("สมาคมศิษย์เก่า มหาวิทยาลัยราชพฤกษ์", "alumni-noreply@ratchaphruek-u.example"),
    to="wanida.c@thaimail.example",
    subject="ยืนยันอีเมลสำหรับระบบศิษย์เก่า มหาวิทยาลัยราชพฤกษ์",
    date="Sun, 02 Mar 2025 10:20:11 +0700",
    cte="quoted-printable", hcte="quoted-printable",
    text="""เรียน คุณวนิดา ชัยมงคล (รหัสนักศึกษาเดิม 6301245-8)

ขอบคุณที่ลงทะเบียนระบบศิษย์เก่า มหาวิทยาลัยราชพฤกษ์
กรุณายืนยันอีเมลของท่านโดยเปิดลิงก์ต่อไปนี้

https://alumni.ratchaphruek-u.example/verify-email?t=a1b2F7kQx9LmN3pZ8wR4vT6yC0dH5jSe&id=63012458

หรือกรอกรหัสยืนยัน 259 604 ในหน้าลงทะเบียน

ลิงก์และรหัสมีอายุ 24 ชั่วโมง

งานคืนสู่เหย้า ประจำปี 2568 จะจัดขึ้นวันเสาร์ที่ 26 เมษายน 2568 เวลา 17:00 น.
ณ หอประชุมใหญ่ มหาวิทยาลัยราชพฤกษ์

สมาคมศิษย์เก่า มหาวิทยาลัยราชพฤกษ์
เลขที่ 9 ถนนนนทบุรี 1 ตำบลบางกระสอ อำเภอเมือง จังหวัดนนทบุรี 11000 โทร 02-432-6101 ต่อ 214
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:'Sarabun',Tahoma,sans-serif;font-size:15px;color:#222;background:#faf7ef;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #7b1e3a;">
<tr><td style="padding:22px 26px;"><img src="https://alumni.ratchaphruek-u.example/assets/emblem.png" width="64" alt="ตรามหาวิทยาลัย"> <b style="font-size:17px;color:#7b1e3a;">สมาคมศิษย์เก่า มหาวิทยาลัยราชพฤกษ์</b></td></tr>
<tr><td style="padding:0 26px 20px;line-height:1.8;">
<p>เรียน คุณวนิดา ชัยมงคล (รหัสนักศึกษาเดิม 6301245-8)</p>
<p>ขอบคุณที่ลงทะเบียนระบบศิษย์เก่า กรุณายืนยันอีเมลของท่านโดยคลิกปุ่มด้านล่าง</p>
<p style="text-align:center;"><a href="https://alumni.ratchaphruek-u.example/verify-email?t=a1b2F7kQx9LmN3pZ8wR4vT6yC0dH5jSe&amp;id=63012458" style="background:#7b1e3a;color:#fff;padding:12px 36px;text-decoration:none;border-radius:4px;">ยืนยันอีเมล</a></p>
<p style="text-align:center;">หรือกรอกรหัสยืนยันในหน้าลงทะเบียน<br><b style="font-size:24px;letter-spacing:3px;">259 604</b></p>
<p style="font-size:13px;color:#777;">ลิงก์และรหัสมีอายุ 24 ชั่วโมง</p>
<div style="background:#fbf3e4;padding:12px;font-size:13px;">งานคืนสู่เหย้า ประจำปี 2568 จะจัดขึ้นวันเสาร์ที่ 26 เมษายน 2568 เวลา 17:00 น. ณ หอประชุมใหญ่ มหาวิทยาลัยราชพฤกษ์ <a href="https://alumni.ratchaphruek-u.example/events/homecoming-2568">ดูรายละเอียด</a></div>
</td></tr>
<tr><td style="background:#7b1e3a;color:#f3dce3;padding:12px 26px;font-size:11px;">เลขที่ 9 ถนนนนทบุรี 1 ตำบลบางกระสอ อำเภอเมือง จังหวัดนนทบุรี 11000 โทร 02-432-6101 ต่อ 214</td></tr>
</table></body></html>
""")

add(lang="th", kind="magic_link", otp=None,
    link="https://links.paidueykan.example/ls/click?upn=pdk.Z3VrX2xvZ2lu-2BqW8mT4nR7sY2cJ5hD1fG9aE&r=magic_signin",
    frm=("ไปด้วยกัน คาร์แชร์", "app@paidueykan.example"),
    to="jirayu.w@thaimail.example",
    subject="ลิงก์เข้าสู่ระบบ ไปด้วยกัน คาร์แชร์",
    date="Sat, 22 Mar 2025 07:48:55 +0700",
    hcte="base64",
    html="""<!DOCTYPE html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#ecf8f1;font-family:'Kanit','Tahoma',sans-serif;">
<p style="text-align:center;font-size:11px;"><a href="https://links.paidueykan.example/ls/click?upn=pdk.web-view&amp;r=browser" style="color:#7a9;">ดูอีเมลนี้ในเว็บเบราว์เซอร์</a></p>
<table width="480" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;">
<tr><td style="padding:26px 30px 0;"><img src="https://cdn.paidueykan.example/mail/logo-green.png" width="150" alt="ไปด้วยกัน คาร์แชร์"></td></tr>
<tr><td style="padding:18px 30px;font-size:15px;color:#1e3a2c;line-height:1.8;">
<p style="font-size:20px;font-weight:600;">เข้าสู่ระบบด้วยคลิกเดียว</p>
<p>สวัสดีคุณจิรายุ แตะปุ่มด้านล่างบนมือถือเครื่องที่ติดตั้งแอป เพื่อเข้าสู่ระบบโดยไม่ต้องใช้รหัสผ่าน</p>
<p style="text-align:center;margin:24px 0;"><a href="https://links.paidueykan.example/ls/click?upn=pdk.Z3VrX2xvZ2lu-2BqW8mT4nR7sY2cJ5hD1fG9aE&amp;r=magic_signin" style="background:#10b76a;color:#fff;padding:14px 40px;border-radius:30px;text-decoration:none;font-weight:600;">เข้าสู่ระบบ</a></p>
<p style="font-size:13px;color:#6b8578;">ลิงก์นี้ใช้ได้ 15 นาทีและใช้ได้ครั้งเดียว หากคุณไม่ได้ขอ สามารถลบอีเมลนี้ได้เลย</p>
<table width="100%" cellpadding="10" style="background:#f3fbf6;border-radius:10px;font-size:13px;">
<tr><td><b>ทริปล่าสุดของคุณ</b><br>Honda City e:HEV · กท 4521 · จุดรับ: สถานี BTS อารีย์<br>1 มี.ค. 2568 09:00–13:00 น. · ค่าบริการ 476.00 บาท</td></tr>
</table>
</td></tr>
<tr><td align="center" style="padding:10px 30px;">
<a href="https://links.paidueykan.example/ls/click?upn=pdk.fb&amp;r=facebook"><img src="https://cdn.paidueykan.example/mail/fb.png" width="26" alt="Facebook"></a>
<a href="https://links.paidueykan.example/ls/click?upn=pdk.line&amp;r=line_oa"><img src="https://cdn.paidueykan.example/mail/line.png" width="26" alt="LINE"></a>
<a href="https://links.paidueykan.example/ls/click?upn=pdk.tt&amp;r=tiktok"><img src="https://cdn.paidueykan.example/mail/tiktok.png" width="26" alt="TikTok"></a>
</td></tr>
<tr><td style="padding:10px 30px 24px;font-size:11px;color:#9ab0a4;text-align:center;">บริษัท ไปด้วยกัน โมบิลิตี้ จำกัด 1 อาคารเอ็มไพร์ทาวเวอร์ ชั้น 28 ถนนสาทรใต้ แขวงยานนาวา เขตสาทร กรุงเทพฯ 10120<br>
โทร 02-030-1515 · <a href="https://links.paidueykan.example/ls/click?upn=pdk.help&amp;r=help" style="color:#9ab0a4;">ช่วยเหลือ</a> · <a href="https://links.paidueykan.example/ls/click?upn=pdk.unsub&amp;r=unsubscribe" style="color:#9ab0a4;">ยกเลิกการรับอีเมลข่าวสาร</a></td></tr>
</table>
<img src="https://links.paidueykan.example/wf/open?upn=pdk.px" width="1" height="1" alt="">
</body></html>
""")

add(lang="th", kind="phone_and_dates", otp="583026", link=None, shown="583 026",
    frm=("ธนาคารสยามทอง", "ibanking@siamthong-bank.example"),
    to="prasert.n@thaimail.example",
    subject="ธนาคารสยามทอง: รหัส OTP สำหรับทำรายการโอนเงิน",
    date="Wed, 12 Mar 2025 14:22:37 +0700",
    charset="tis-620", cte="base64",
    text="""เรียน คุณประเสริฐ นาคสวัสดิ์

รหัส OTP สำหรับทำรายการของท่าน (ใช้ได้ภายใน 5 นาที)

    OTP: 583 026   (Ref: HXPD)

รายละเอียดรายการ
    ประเภทรายการ : โอนเงินต่างธนาคาร
    จากบัญชี     : xxx-x-x4821-x ออมทรัพย์
    ไปยังบัญชี   : ธนาคารกรุงสยาม xxx-x-x9057-x (นาง สุดา ม.)
    จำนวนเงิน    : 2,500.00 บาท
    ค่าธรรมเนียม : 0.00 บาท
    วันที่/เวลา  : 12/03/2568 14:22 น.

ธนาคารจะไม่ส่งลิงก์หรือโทรขอรหัส OTP จากท่านไม่ว่ากรณีใด
หากท่านไม่ได้ทำรายการนี้ โปรดโทร 02-777-8888 กด 0 ทันที (ตลอด 24 ชั่วโมง)

ธนาคารสยามทอง จำกัด (มหาชน)
เลขที่ 1060 ถนนเพชรบุรีตัดใหม่ แขวงมักกะสัน เขตราชเทวี กรุงเทพฯ 10400
อีเมลฉบับนี้เป็นการแจ้งโดยอัตโนมัติ กรุณาอย่าตอบกลับ
""")

add(lang="th", kind="decoy_codes", otp=None, link=None,
    frm=("ไทยเน็ต ไฟเบอร์", "care@thainet-fiber.example"),
    to="supaporn.l@thaimail.example",
    subject="เตือนภัย! มิจฉาชีพแอบอ้างขอรหัส OTP + สิทธิพิเศษเดือนมีนาคม",
    date="Tue, 11 Mar 2025 10:00:00 +0700",
    cte="8bit", hcte="8bit",
    headers=[("List-Unsubscribe", "<https://thainet-fiber.example/mail/unsub?c=TN00582913>")],
    text="""เรียน คุณสุภาพร ลิ้มเจริญ
หมายเลขลูกค้า TN00582913 · แพ็กเกจ ไฟเบอร์ 1000/500 Mbps

⚠ เตือนภัยมิจฉาชีพ
ช่วงนี้มีผู้แอบอ้างเป็นเจ้าหน้าที่ไทยเน็ต โทรหรือส่ง SMS ขอรหัส OTP เช่น "กรุณาแจ้งรหัส 123456 เพื่อรับส่วนลด"
ไทยเน็ตไม่มีนโยบายขอรหัส OTP รหัสผ่าน หรือเลขบัตรประชาชนทางโทรศัพท์ ไลน์ หรืออีเมล
หากพบเบาะแส แจ้งได้ที่ 1242 หรือสายด่วนตำรวจไซเบอร์ 1441

🎁 สิทธิพิเศษเดือนมีนาคม
ใช้โค้ด FIBERMAR25 ลดค่าติดตั้งกล้องวงจรปิด 50% (เหลือ 495 บาท) ถึง 31 มี.ค. 2568
เลขที่แคมเปญ CMP-2568-031

ใบแจ้งค่าบริการรอบบิล 01-28 ก.พ. 2568
ยอดชำระ 641.93 บาท (รวม VAT) ครบกำหนด 20 มี.ค. 2568

ไทยเน็ต ไฟเบอร์ คอลเซ็นเตอร์ 1242 (24 ชม.)
บริษัท ไทยเน็ต บรอดแบนด์ จำกัด 333/3 ถนนวิภาวดีรังสิต แขวงจอมพล เขตจตุจักร กรุงเทพฯ 10900
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Tahoma,sans-serif;background:#f2f4f8;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#ff6b00;color:#fff;padding:14px 22px;font-size:18px;font-weight:bold;">ไทยเน็ต ไฟเบอร์</td></tr>
<tr><td style="padding:20px 22px;font-size:14px;color:#333;line-height:1.8;">
<p>เรียน คุณสุภาพร ลิ้มเจริญ<br><span style="font-size:12px;color:#888;">หมายเลขลูกค้า TN00582913 · แพ็กเกจ ไฟเบอร์ 1000/500 Mbps</span></p>
<div style="border-left:4px solid #d62828;background:#fff3f3;padding:12px;">
<b style="color:#d62828;">⚠ เตือนภัยมิจฉาชีพ</b><br>
ช่วงนี้มีผู้แอบอ้างเป็นเจ้าหน้าที่ไทยเน็ต โทรหรือส่ง SMS ขอรหัส OTP เช่น "กรุณาแจ้งรหัส 123456 เพื่อรับส่วนลด"<br>
ไทยเน็ตไม่มีนโยบายขอรหัส OTP รหัสผ่าน หรือเลขบัตรประชาชนทางโทรศัพท์ ไลน์ หรืออีเมล<br>
หากพบเบาะแส แจ้งได้ที่ 1242 หรือสายด่วนตำรวจไซเบอร์ 1441</div>
<div style="margin-top:16px;border:2px dashed #ff6b00;padding:12px;text-align:center;">
<b>🎁 สิทธิพิเศษเดือนมีนาคม</b><br>ใช้โค้ด <span style="font-size:20px;font-weight:bold;color:#ff6b00;">FIBERMAR25</span><br>ลดค่าติดตั้งกล้องวงจรปิด 50% (เหลือ 495 บาท) ถึง 31 มี.ค. 2568<br>
<span style="font-size:11px;color:#999;">เลขที่แคมเปญ CMP-2568-031</span></div>
<p style="font-size:13px;margin-top:16px;">ใบแจ้งค่าบริการรอบบิล 01-28 ก.พ. 2568<br>ยอดชำระ <b>641.93 บาท</b> (รวม VAT) ครบกำหนด 20 มี.ค. 2568
<a href="https://my.thainet-fiber.example/bill?c=TN00582913&amp;p=202502">ดูใบแจ้งค่าบริการ</a></p>
</td></tr>
<tr><td style="background:#f7f7f7;padding:12px 22px;font-size:11px;color:#888;">คอลเซ็นเตอร์ 1242 (24 ชม.) · บริษัท ไทยเน็ต บรอดแบนด์ จำกัด 333/3 ถนนวิภาวดีรังสิต แขวงจอมพล เขตจตุจักร กรุงเทพฯ 10900<br>
<a href="https://thainet-fiber.example/mail/unsub?c=TN00582913" style="color:#888;">ยกเลิกการรับข่าวสาร</a></td></tr>
</table></body></html>
""")

add(lang="th", kind="account_notice", otp=None, link=None,
    frm=("โรงพยาบาลสุขเวช", "noreply@sukhawet-hospital.example"),
    to="chanin.r@thaimail.example",
    subject="แจ้งเตือน: มีการเปลี่ยนรหัสผ่านบัญชีแอป สุขเวช พลัส",
    date="Mon, 17 Feb 2025 06:30:45 +0700",
    cte="quoted-printable", hcte="quoted-printable",
    text="""เรียน คุณชนินทร์ รุ่งเรือง
เลขประจำตัวผู้ป่วย (HN): 65-014872

รหัสผ่านบัญชีแอป สุขเวช พลัส ของท่านถูกเปลี่ยนเมื่อวันที่ ๑๗ กุมภาพันธ์ ๒๕๖๘ เวลา ๐๖:๒๙ น.

หากท่านเป็นผู้เปลี่ยนรหัสผ่านเอง ไม่ต้องดำเนินการใด ๆ
หากท่านไม่ได้เปลี่ยนรหัสผ่าน โปรดรีเซ็ตรหัสผ่านและติดต่อโรงพยาบาลทันที
https://plus.sukhawet-hospital.example/account/recover?src=pwchanged

นัดหมายครั้งถัดไป: คลินิกอายุรกรรม พญ.กมลวรรณ ศิริพันธ์
วันพฤหัสบดีที่ 6 มีนาคม 2568 เวลา 09:30 น. อาคาร B ชั้น 3

โรงพยาบาลสุขเวช 55 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400
ศูนย์นัดหมาย 02-270-5555 · ห้องฉุกเฉิน 1719
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:'Sarabun',Tahoma,sans-serif;font-size:15px;color:#233;">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #cde4e4;">
<tr><td style="background:#0f8b8d;color:#fff;padding:14px 22px;font-size:17px;">โรงพยาบาลสุขเวช · สุขเวช พลัส</td></tr>
<tr><td style="padding:22px;line-height:1.8;">
<p>เรียน คุณชนินทร์ รุ่งเรือง<br><span style="font-size:13px;color:#678;">เลขประจำตัวผู้ป่วย (HN): 65-014872</span></p>
<p>รหัสผ่านบัญชีแอป สุขเวช พลัส ของท่านถูกเปลี่ยนเมื่อวันที่ ๑๗ กุมภาพันธ์ ๒๕๖๘ เวลา ๐๖:๒๙ น.</p>
<p>หากท่านเป็นผู้เปลี่ยนรหัสผ่านเอง ไม่ต้องดำเนินการใด ๆ</p>
<p>หากท่านไม่ได้เปลี่ยนรหัสผ่าน โปรด<a href="https://plus.sukhawet-hospital.example/account/recover?src=pwchanged" style="color:#0f8b8d;font-weight:bold;">รีเซ็ตรหัสผ่าน</a>และติดต่อโรงพยาบาลทันที</p>
<table width="100%" cellpadding="10" style="background:#eef8f8;font-size:13px;"><tr><td>
<b>นัดหมายครั้งถัดไป</b><br>คลินิกอายุรกรรม พญ.กมลวรรณ ศิริพันธ์<br>วันพฤหัสบดีที่ 6 มีนาคม 2568 เวลา 09:30 น. อาคาร B ชั้น 3</td></tr></table>
</td></tr>
<tr><td style="background:#f4f9f9;padding:12px 22px;font-size:11px;color:#789;">โรงพยาบาลสุขเวช 55 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400<br>ศูนย์นัดหมาย 02-270-5555 · ห้องฉุกเฉิน 1719</td></tr>
</table></body></html>
""")

add(lang="th", kind="expired_code", otp=None, link=None,
    frm=("ทองเหรียญ Exchange", "security@thongrian.example"),
    to="nattapon.crypto@thaimail.example",
    subject="รหัสยืนยันการถอนเงินของคุณหมดอายุแล้ว",
    date="Sun, 09 Mar 2025 04:05:12 +0700",
    cte="base64",
    text="""เรียน ผู้ใช้งาน nattapon_99

รหัสยืนยันการถอน 902174 ที่ส่งให้คุณเมื่อเวลา 03:49 น. หมดอายุแล้ว และไม่สามารถใช้ได้อีก
รายการถอนด้านล่างถูกยกเลิกโดยอัตโนมัติ ยอดเงินได้คืนเข้ากระเป๋าของคุณแล้ว

เลขที่รายการ: WD-20250309-0038871
สินทรัพย์: USDT (เครือข่าย TRC20)
จำนวน: 1,250.00 USDT
ที่อยู่ปลายทาง: TQ7x...9fKd

หากต้องการถอนอีกครั้ง กรุณาทำรายการใหม่ในแอป ระบบจะส่งรหัสยืนยันชุดใหม่ให้
เพื่อความปลอดภัย ห้ามเปิดเผยรหัสยืนยันแก่ผู้ใด รวมถึงพนักงานของทองเหรียญ

ทองเหรียญ Exchange
บริษัท ทองเหรียญ ดิจิทัล แอสเซท จำกัด ผู้ประกอบธุรกิจสินทรัพย์ดิจิทัลที่ได้รับอนุญาตจาก ก.ล.ต.
ฝ่ายบริการลูกค้า 02-026-8899 · support@thongrian.example
""")

add(lang="th", kind="several_codes", otp="884219", link=None, shown="884 219",
    frm=("สตาร์เกต เกมส์", "account@stargate-games.example"),
    to="bank_gamer@thaimail.example",
    subject="ยืนยันอีเมลเพื่อย้ายข้อมูลเกม – สตาร์เกต เกมส์",
    date="Fri, 21 Mar 2025 21:17:30 +0700",
    cte="quoted-printable", hcte="quoted-printable",
    text="""สวัสดี ผู้กล้า BankZa007

คุณกำลังย้ายข้อมูลเกม "Legend of Suvarnabhumi" ไปยังอุปกรณ์ใหม่

ขั้นตอนที่ 1 จาก 2 — ยืนยันอีเมล (กรอกตอนนี้)
รหัสยืนยันอีเมล: 884 219
(ใช้ได้ภายใน 10 นาที)

ขั้นตอนที่ 2 จาก 2 — ใช้บนอุปกรณ์ใหม่ หลังจากยืนยันอีเมลเรียบร้อยแล้วเท่านั้น
รหัสย้ายข้อมูล: TRF-9Q2M-7KXA
ยังไม่ต้องกรอกรหัสนี้ในขั้นตอนที่ 1

UID: 801 223 574 · เซิร์ฟเวอร์: Asia-TH2 · เลเวล 68

หากคุณไม่ได้ขอย้ายข้อมูล กรุณาเปลี่ยนรหัสผ่านทันที

สตาร์เกต เกมส์ (ประเทศไทย) · ศูนย์บริการผู้เล่น 02-114-3300
""",
    html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="background:#120b2e;font-family:'Kanit',Tahoma,sans-serif;">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#1e1548;color:#e9e4ff;border-radius:12px;margin-top:20px;">
<tr><td style="padding:22px 28px;"><img src="https://cdn.stargate-games.example/mail/sg_logo.png" width="130" alt="STARGATE GAMES"></td></tr>
<tr><td style="padding:0 28px 22px;font-size:15px;line-height:1.8;">
<p>สวัสดี ผู้กล้า <b>BankZa007</b></p>
<p>คุณกำลังย้ายข้อมูลเกม "Legend of Suvarnabhumi" ไปยังอุปกรณ์ใหม่</p>
<div style="background:#2c2166;border-radius:10px;padding:14px;">
<div style="font-size:13px;color:#b9aef5;">ขั้นตอนที่ 1 จาก 2 — ยืนยันอีเมล (กรอกตอนนี้)</div>
<div style="font-size:30px;font-weight:bold;letter-spacing:5px;color:#ffd34d;">884 219</div>
<div style="font-size:12px;color:#b9aef5;">ใช้ได้ภายใน 10 นาที</div></div>
<div style="border:1px dashed #5a4bb0;border-radius:10px;padding:14px;margin-top:12px;">
<div style="font-size:13px;color:#b9aef5;">ขั้นตอนที่ 2 จาก 2 — ใช้บนอุปกรณ์ใหม่ หลังจากยืนยันอีเมลเรียบร้อยแล้วเท่านั้น</div>
<div style="font-size:18px;font-family:monospace;">TRF-9Q2M-7KXA</div>
<div style="font-size:12px;color:#b9aef5;">ยังไม่ต้องกรอกรหัสนี้ในขั้นตอนที่ 1</div></div>
<p style="font-size:12px;color:#9f95d6;">UID: 801 223 574 · เซิร์ฟเวอร์: Asia-TH2 · เลเวล 68</p>
<p style="font-size:12px;color:#9f95d6;">หากคุณไม่ได้ขอย้ายข้อมูล กรุณา<a href="https://account.stargate-games.example/security/password" style="color:#ffd34d;">เปลี่ยนรหัสผ่าน</a>ทันที</p>
</td></tr>
<tr><td style="padding:12px 28px;font-size:11px;color:#7d73b8;">สตาร์เกต เกมส์ (ประเทศไทย) · ศูนย์บริการผู้เล่น 02-114-3300 · <a href="https://stargate-games.example/th/support" style="color:#7d73b8;">ฝ่ายช่วยเหลือ</a></td></tr>
</table></body></html>
""")

# ----------------------------------------------------------------- Vietnamese
add(lang="vi", kind="username_digits", otp="462019", link=None,
    frm=("Thế Giới Game", "hotro@thegioigame.example"),
    to="hoanglong1995@vnmail.example",
    subject="[Thế Giới Game] Mã xác minh tài khoản",
    date="Sun, 16 Mar 2025 20:37:14 +0700",
    cte="quoted-printable", hcte="quoted-printable",
    text="""Chào hoanglong1995,

Bạn vừa yêu cầu liên kết tài khoản Thế Giới Game với số điện thoại mới 09xx xxx 318.
Mã xác minh của bạn là:

462019

Mã có hiệu lực trong 5 phút. Tuyệt đối không chia sẻ mã này cho bất kỳ ai, kể cả người tự xưng là nhân viên hỗ trợ.

Tài khoản: hoanglong1995 (ID 7720194)
Máy chủ: Long Thần – S12
Thời gian: 20:36, 16/03/2025

Nếu không phải bạn thực hiện, hãy đổi mật khẩu ngay.

Trân trọng,
Đội ngũ Thế Giới Game
Công ty Cổ phần Giải trí TGG – Tầng 9, 285 Cách Mạng Tháng Tám, Phường 12, Quận 10, TP. Hồ Chí Minh
Hotline: 1900 6677
""",
    html="""<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#1b1b2f;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;">
<tr><td style="background:#e43f5a;padding:16px 24px;border-radius:8px 8px 0 0;color:#fff;font-size:20px;font-weight:bold;">THẾ GIỚI GAME</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:1.7;">
<p>Chào <b>hoanglong1995</b>,</p>
<p>Bạn vừa yêu cầu liên kết tài khoản Thế Giới Game với số điện thoại mới 09xx xxx 318. Mã xác minh của bạn là:</p>
<p style="text-align:center;font-size:32px;font-weight:bold;letter-spacing:8px;color:#e43f5a;">462019</p>
<p style="font-size:12px;color:#888;">Mã có hiệu lực trong 5 phút. Tuyệt đối không chia sẻ mã này cho bất kỳ ai, kể cả người tự xưng là nhân viên hỗ trợ.</p>
<table cellpadding="5" style="font-size:12px;color:#555;background:#f6f6f9;width:100%;">
<tr><td width="90">Tài khoản</td><td>hoanglong1995 (ID 7720194)</td></tr>
<tr><td>Máy chủ</td><td>Long Thần – S12</td></tr>
<tr><td>Thời gian</td><td>20:36, 16/03/2025</td></tr>
</table>
<p style="font-size:12px;">Nếu không phải bạn thực hiện, hãy <a href="https://id.thegioigame.example/doi-mat-khau">đổi mật khẩu</a> ngay.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f0f0f4;font-size:11px;color:#999;border-radius:0 0 8px 8px;">Công ty Cổ phần Giải trí TGG – Tầng 9, 285 Cách Mạng Tháng Tám, Phường 12, Quận 10, TP. Hồ Chí Minh<br>Hotline: 1900 6677 · <a href="https://thegioigame.example/dieu-khoan" style="color:#999;">Điều khoản</a></td></tr>
</table></td></tr></table></body></html>
""")

add(lang="vi", kind="booking_ref", otp=None, link=None,
    frm=("Đường sắt Việt – Vé điện tử", "vedientu@duongsatviet.example"),
    to="tran.thu.ha@vnmail.example",
    subject="Xác nhận đặt vé tàu thành công – Mã đặt chỗ 7XK2PQ",
    date="Thu, 20 Feb 2025 15:26:40 +0700",
    cte="base64", hcte="base64",
    text="""Kính gửi Quý khách TRẦN THU HÀ,

Cảm ơn Quý khách đã đặt vé tàu trực tuyến. Thông tin đặt chỗ như sau:

Mã đặt chỗ: 7XK2PQ
Mã giao dịch thanh toán: 250220152611849

Tàu SE1  Hà Nội 19:25 ngày 28/02/2025 → Sài Gòn 04:40 ngày 02/03/2025
Toa 5 – Giường nằm khoang 4, tầng 1 – Giường số 12
Hành khách: Trần Thu Hà – CCCD 001190xxxx27

Tàu SE2  Sài Gòn 19:00 ngày 06/03/2025 → Hà Nội 04:15 ngày 08/03/2025
Toa 7 – Giường nằm khoang 4, tầng 2 – Giường số 26
Hành khách: Trần Thu Hà – CCCD 001190xxxx27

Tổng tiền: 2.486.000 ₫ (đã bao gồm bảo hiểm hành khách 2.000 ₫/vé)
Hình thức thanh toán: Ví điện tử

Quý khách vui lòng mang theo giấy tờ tùy thân khi lên tàu. Vé điện tử có mã QR
kèm theo trong ứng dụng. Nhà ga mở cửa kiểm soát vé trước giờ tàu chạy 30 phút.

Tổng đài hỗ trợ: 1900 0109 (24/7)
Công ty Cổ phần Vận tải Đường sắt Việt – Số 118 Lê Duẩn, Hoàn Kiếm, Hà Nội
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#222;background:#f0f4f8;">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#004a8f;color:#fff;padding:14px 20px;font-size:18px;"><b>ĐƯỜNG SẮT VIỆT</b> · Vé điện tử</td></tr>
<tr><td style="padding:20px;line-height:1.7;">
<p>Kính gửi Quý khách <b>TRẦN THU HÀ</b>,</p>
<p>Cảm ơn Quý khách đã đặt vé tàu trực tuyến. Thông tin đặt chỗ như sau:</p>
<table width="100%" cellpadding="8" style="background:#eaf2fb;">
<tr><td>Mã đặt chỗ<br><b style="font-size:24px;color:#004a8f;letter-spacing:2px;">7XK2PQ</b></td>
<td>Mã giao dịch thanh toán<br>250220152611849</td></tr>
</table>
<table width="100%" cellpadding="7" border="1" style="border-collapse:collapse;border-color:#d5dde6;font-size:13px;margin-top:12px;">
<tr style="background:#f6f8fa;"><th>Tàu</th><th>Hành trình</th><th>Chỗ</th></tr>
<tr><td>SE1</td><td>Hà Nội 19:25 28/02/2025 → Sài Gòn 04:40 02/03/2025</td><td>Toa 5 – K4 tầng 1 – Giường 12</td></tr>
<tr><td>SE2</td><td>Sài Gòn 19:00 06/03/2025 → Hà Nội 04:15 08/03/2025</td><td>Toa 7 – K4 tầng 2 – Giường 26</td></tr>
</table>
<p style="font-size:13px;">Hành khách: Trần Thu Hà – CCCD 001190xxxx27<br>
Tổng tiền: <b>2.486.000 ₫</b> (đã bao gồm bảo hiểm hành khách 2.000 ₫/vé)<br>Hình thức thanh toán: Ví điện tử</p>
<p style="font-size:12px;color:#666;">Quý khách vui lòng mang theo giấy tờ tùy thân khi lên tàu. Vé điện tử có mã QR kèm theo trong ứng dụng. Nhà ga mở cửa kiểm soát vé trước giờ tàu chạy 30 phút.</p>
<p><a href="https://vetau.duongsatviet.example/tra-cuu-ve?ma=7XK2PQ">Tra cứu vé</a> · <a href="https://vetau.duongsatviet.example/doi-tra-ve">Quy định đổi, trả vé</a></p>
</td></tr>
<tr><td style="background:#f6f8fa;padding:12px 20px;font-size:11px;color:#777;">Tổng đài hỗ trợ: 1900 0109 (24/7)<br>Công ty Cổ phần Vận tải Đường sắt Việt – Số 118 Lê Duẩn, Hoàn Kiếm, Hà Nội</td></tr>
</table></body></html>
""")

add(lang="vi", kind="newsletter_numbers", otp=None, link=None,
    frm=("Giao Nhanh Food", "hoadon@giaonhanh.example"),
    to="minhkhoa.nguyen@vnmail.example",
    subject="Biên nhận đơn hàng GNF-25031-884720 của bạn",
    date="Fri, 14 Mar 2025 12:58:22 +0700",
    hcte="quoted-printable",
    html="""<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f3f3;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#00b14f;padding:18px 22px;color:#fff;"><b style="font-size:20px;">Giao Nhanh Food</b><br><span style="font-size:13px;">Cảm ơn bạn đã đặt món, Minh Khoa!</span></td></tr>
<tr><td style="padding:18px 22px;font-size:13px;color:#333;line-height:1.6;">
<p>Mã đơn hàng: <b>GNF-25031-884720</b><br>Thời gian đặt: 12:21, 14/03/2025<br>Giao lúc: 12:56, 14/03/2025</p>
<p><b>Cơm Tấm Sà Bì Chưởng – Nguyễn Trãi</b><br>Giao đến: 45/7 Nguyễn Trãi, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh</p>
<table width="100%" cellpadding="4" style="font-size:13px;border-top:1px solid #eee;">
<tr><td>2x Cơm tấm sườn bì chả</td><td align="right">118.000đ</td></tr>
<tr><td>1x Canh khổ qua nhồi thịt</td><td align="right">25.000đ</td></tr>
<tr><td>2x Trà đá</td><td align="right">10.000đ</td></tr>
<tr><td style="color:#777;">Tạm tính</td><td align="right">153.000đ</td></tr>
<tr><td style="color:#777;">Phí giao hàng (3,2 km)</td><td align="right">21.000đ</td></tr>
<tr><td style="color:#777;">Phí dịch vụ</td><td align="right">3.000đ</td></tr>
<tr><td style="color:#777;">Khuyến mãi (mã GIAMNGAY20)</td><td align="right">-20.000đ</td></tr>
<tr><td style="color:#777;">Tiền tip cho tài xế</td><td align="right">10.000đ</td></tr>
<tr><td style="border-top:1px solid #eee;"><b>Tổng cộng</b></td><td align="right" style="border-top:1px solid #eee;"><b>187.000đ</b></td></tr>
</table>
<p>Thanh toán: Thẻ Visa •••• 3904<br>Tài xế: Lê Văn Tú – 59X3-472.18</p>
<p style="text-align:center;"><a href="https://giaonhanh.example/don-hang/GNF-25031-884720/danh-gia" style="background:#00b14f;color:#fff;padding:10px 26px;border-radius:20px;text-decoration:none;">Đánh giá đơn hàng</a></p>
</td></tr>
<tr><td style="padding:14px 22px;background:#fafafa;font-size:11px;color:#999;">Hóa đơn điện tử (VAT) sẽ được gửi trong vòng 24 giờ nếu bạn đã cung cấp mã số thuế.<br>
Công ty TNHH Giao Nhanh Việt Nam – MST 0316842291 – Tầng 12, 2A-4A Tôn Đức Thắng, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh<br>
<a href="https://giaonhanh.example/tro-giup" style="color:#999;">Trung tâm trợ giúp</a> · <a href="https://giaonhanh.example/email/huy-dang-ky?u=mk884720" style="color:#999;">Hủy đăng ký email</a></td></tr>
</table></td></tr></table></body></html>
""")

add(lang="vi", kind="prefix_code", otp="738204", link=None, shown="VX-738204",
    frm=("Ví Xanh", "no-reply@vixanh.example"),
    to="phamquynh.anh@vnmail.example",
    subject="Ví Xanh - Xác thực đăng nhập trên thiết bị mới",
    date="Tue, 25 Mar 2025 08:14:09 +0700",
    cte="8bit",
    text="""Xin chào PHẠM QUỲNH ANH,

Ví Xanh nhận được yêu cầu đăng nhập tài khoản 0912***406 trên thiết bị mới (Xiaomi Redmi Note 13).

Mã xác thực: VX-738204

Vui lòng nhập 6 chữ số của mã xác thực vào ứng dụng trong vòng 3 phút.
Ví Xanh KHÔNG BAO GIỜ yêu cầu Quý khách cung cấp mã xác thực qua điện thoại, tin nhắn hay mạng xã hội.

Nếu Quý khách không thực hiện yêu cầu này, vui lòng gọi ngay 1900 54 54 41 để được hỗ trợ khóa ví.

Công ty Cổ phần Dịch vụ Di động Ví Xanh
Tòa nhà Phượng Long, 506 Nguyễn Đình Chiểu, Phường 4, Quận 3, TP. Hồ Chí Minh
Giấy phép cung ứng dịch vụ trung gian thanh toán số 41/GP-NHNN
""")

add(lang="vi", kind="lowercase_alnum", otp="9hb3kx", link=None,
    frm=("Bếp Nhà Mình", "xinchao@bepnhaminh.example"),
    to="lan.vo@vnmail.example",
    subject="Mã đăng nhập Bếp Nhà Mình của bạn",
    date="Sat, 08 Mar 2025 17:02:51 +0700",
    cte="quoted-printable", hcte="quoted-printable",
    text="""Chào Lan,

Đây là mã đăng nhập ứng dụng công thức nấu ăn Bếp Nhà Mình:

9hb3kx

Nhập mã (phân biệt chữ thường) vào màn hình đăng nhập. Mã hết hạn sau 10 phút.

Tuần này có gì mới: 12 công thức món chay cho ngày rằm, và bộ sưu tập "Canh chua miền Tây".

Bếp Nhà Mình · 23 Trần Quốc Toản, Hoàn Kiếm, Hà Nội
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="background:#fff7ed;font-family:Georgia,serif;color:#3b2f2f;">
<div style="max-width:460px;margin:30px auto;background:#fff;border-radius:10px;padding:28px;border:1px solid #f3dcc2;">
<p style="font-size:22px;color:#c2410c;margin:0 0 12px;">Bếp Nhà Mình</p>
<p>Chào Lan,</p>
<p>Đây là mã đăng nhập ứng dụng công thức nấu ăn Bếp Nhà Mình:</p>
<p style="font-family:'Courier New',monospace;font-size:30px;letter-spacing:6px;text-align:center;background:#fff1e0;padding:10px;border-radius:6px;">9hb3kx</p>
<p style="font-size:13px;color:#7c6a5a;">Nhập mã (phân biệt chữ thường) vào màn hình đăng nhập. Mã hết hạn sau 10 phút.</p>
<p style="font-size:13px;">Tuần này có gì mới: <a href="https://bepnhaminh.example/bo-suu-tap/mon-chay-ngay-ram?utm_source=otp">12 công thức món chay cho ngày rằm</a>, và bộ sưu tập "Canh chua miền Tây".</p>
<p style="font-size:11px;color:#a8988a;">Bếp Nhà Mình · 23 Trần Quốc Toản, Hoàn Kiếm, Hà Nội</p>
</div></body></html>
""")

add(lang="vi", kind="no_code_word", otp="350728", link=None, shown="350 728",
    frm=("Cổng thông tin sinh viên - ĐH Hòa Bình", "daotao@sv.dhhoabinh.edu.example"),
    to="2156010234@sv.dhhoabinh.edu.example",
    subject="Kích hoạt tài khoản Cổng thông tin sinh viên",
    date="Mon, 17 Feb 2025 09:40:27 +0700",
    cte="quoted-printable",
    text="""Chào bạn Đỗ Gia Bảo,
MSSV: 2156010234 – Lớp DH21CNTT02 – Khoa Công nghệ Thông tin

Phòng Đào tạo gửi bạn thông tin kích hoạt tài khoản Cổng thông tin sinh viên.
Để hoàn tất kích hoạt, vui lòng nhập dãy số sau vào trang đăng ký:

    350 728

Dãy số có hiệu lực trong 30 phút kể từ khi email được gửi.

Lưu ý:
- Thời hạn đăng ký học phần học kỳ II năm học 2024-2025: từ 24/02/2025 đến 07/03/2025.
- Học phí tạm tính: 14.850.000 đồng (18 tín chỉ), hạn nộp 15/03/2025.
- Mọi thắc mắc vui lòng liên hệ Phòng Đào tạo, phòng A.102, điện thoại (028) 3512 6688, nhánh 102.

Phòng Đào tạo – Trường Đại học Hòa Bình
215 Điện Biên Phủ, Phường 15, Quận Bình Thạnh, TP. Hồ Chí Minh
""")

add(lang="vi", kind="alt_text_only", otp="219847", link=None,
    frm=("Sao Việt Mobile", "cskh@saovietmobile.example"),
    to="thanhtung.bui@vnmail.example",
    subject="Sao Việt Mobile – Xác thực đăng ký gói cước",
    date="Wed, 05 Mar 2025 19:11:38 +0700",
    cte="base64", hcte="base64",
    images=[{"cid": "xt.20250305.1911@saovietmobile.example", "filename": "ma-xac-thuc.png",
             "data": make_png("219847", fg=(0, 80, 160), bg=(235, 245, 255))}],
    text="""Kính gửi Quý khách Bùi Thanh Tùng,

Quý khách đang đăng ký gói cước SV120 (120.000 đồng/30 ngày, 4GB/ngày) cho thuê bao 0868 xxx 215.

Mã xác thực được hiển thị dưới dạng hình ảnh trong phiên bản HTML của email này.
Nếu không xem được hình ảnh, vui lòng bật "Hiển thị hình ảnh" trong ứng dụng email.

Tổng đài CSKH: 1800 8098 (miễn phí)
Tổng Công ty Viễn thông Sao Việt – 1 Giang Văn Minh, Ba Đình, Hà Nội
""",
    html="""<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#eef5fb;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0050a0;padding:14px 22px;color:#fff;font-size:19px;"><b>Sao Việt</b> Mobile</td></tr>
<tr><td style="padding:22px;font-size:14px;color:#333;line-height:1.7;">
<p>Kính gửi Quý khách Bùi Thanh Tùng,</p>
<p>Quý khách đang đăng ký gói cước <b>SV120</b> (120.000 đồng/30 ngày, 4GB/ngày) cho thuê bao 0868 xxx 215.</p>
<p>Vui lòng nhập mã trong hình dưới đây vào trang đăng ký để xác nhận:</p>
<p style="text-align:center;"><img src="cid:xt.20250305.1911@saovietmobile.example" alt="Mã xác thực: 219847" width="250" height="70"></p>
<p style="font-size:12px;color:#888;">Mã chỉ có hiệu lực trong 5 phút.</p>
</td></tr>
<tr><td style="background:#f4f7fa;padding:12px 22px;font-size:11px;color:#888;">Tổng đài CSKH: 1800 8098 (miễn phí)<br>Tổng Công ty Viễn thông Sao Việt – 1 Giang Văn Minh, Ba Đình, Hà Nội<br>
<a href="https://saovietmobile.example/dieu-khoan-goi-cuoc" style="color:#888;">Điều khoản gói cước</a></td></tr>
</table></body></html>
""")

add(lang="vi", kind="magic_link", otp=None,
    link="https://bantin.tienso.example/xac-nhan?sub=c2f81e97a4b0&k=Tk9ZRjU3cW1SOHp4V2Y0cFQyaw&list=hang-tuan",
    frm=("Bản tin Tiền Số", "bantin@tienso.example"),
    to="quang.huy.dev@vnmail.example",
    subject="Xác nhận đăng ký nhận Bản tin Tiền Số",
    date="Sun, 23 Feb 2025 07:00:12 +0700",
    cte="quoted-printable", hcte="quoted-printable",
    text="""Chào bạn,

Bạn (hoặc ai đó) vừa đăng ký nhận Bản tin Tiền Số bằng địa chỉ email này.
Vui lòng mở liên kết dưới đây để xác nhận đăng ký:

https://bantin.tienso.example/xac-nhan?sub=c2f81e97a4b0&k=Tk9ZRjU3cW1SOHp4V2Y0cFQyaw&list=hang-tuan

Nếu bạn không đăng ký, hãy bỏ qua email này, bạn sẽ không nhận thêm thư nào.

Bản tin Tiền Số – tài chính cá nhân, chứng khoán và fintech, gửi sáng thứ Hai hằng tuần.
Tiền Số Media · 102 Thái Hà, Đống Đa, Hà Nội
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="background:#f7f7f7;font-family:Arial,sans-serif;">
<p style="text-align:center;font-size:11px;color:#999;"><a href="https://bantin.tienso.example/web/xac-nhan-preview" style="color:#999;">Xem email trên trình duyệt</a></p>
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #f59e0b;">
<tr><td style="padding:26px 30px;font-size:15px;color:#222;line-height:1.7;">
<p style="font-size:22px;font-weight:bold;">Tiền Số<span style="color:#f59e0b;">.</span></p>
<p>Chào bạn,</p>
<p>Bạn (hoặc ai đó) vừa đăng ký nhận Bản tin Tiền Số bằng địa chỉ email này. Nhấn nút bên dưới để xác nhận:</p>
<p style="text-align:center;margin:26px 0;"><a href="https://bantin.tienso.example/xac-nhan?sub=c2f81e97a4b0&amp;k=Tk9ZRjU3cW1SOHp4V2Y0cFQyaw&amp;list=hang-tuan" style="background:#f59e0b;color:#fff;padding:13px 30px;text-decoration:none;font-weight:bold;border-radius:4px;">Xác nhận đăng ký</a></p>
<p style="font-size:13px;color:#666;">Nếu bạn không đăng ký, hãy bỏ qua email này, bạn sẽ không nhận thêm thư nào.</p>
<p style="font-size:13px;color:#666;">Bản tin Tiền Số – tài chính cá nhân, chứng khoán và fintech, gửi sáng thứ Hai hằng tuần. <a href="https://tienso.example/so-cu">Xem các số cũ</a></p>
</td></tr>
<tr><td style="padding:12px 30px;font-size:11px;color:#aaa;background:#fafafa;">Tiền Số Media · 102 Thái Hà, Đống Đa, Hà Nội ·
<a href="https://tienso.example/chinh-sach-bao-mat" style="color:#aaa;">Chính sách bảo mật</a> · <a href="https://bantin.tienso.example/huy?sub=c2f81e97a4b0" style="color:#aaa;">Hủy đăng ký</a></td></tr>
</table>
<img src="https://bantin.tienso.example/o/c2f81e97a4b0.gif" width="1" height="1" alt="">
</body></html>
""")

add(lang="vi", kind="magic_link", otp=None,
    link="https://email.hocvui.example/c/eJxNj8uOgyAUhp9Gdg6CILJg0daa6aLTNH0BwuXUklGwQI2Pv4zpYmaX_3Ky-P46O_x1FPLUr",
    link_alt=["https://hocvui.example/dang-nhap/lien-ket?token=hv_8Rk2mQ7xT4nW9pL3vZ6cB1yD5fJ0sGa&email=ngoc.mai.le%40vnmail.example"],
    frm=("HọcVui", "dangnhap@hocvui.example"),
    to="ngoc.mai.le@vnmail.example",
    subject="Liên kết đăng nhập HọcVui của bạn",
    date="Thu, 27 Mar 2025 21:45:33 +0700",
    cte="base64", hcte="base64",
    text="""Chào Ngọc Mai,

Nhấn vào liên kết sau để đăng nhập vào HọcVui (không cần mật khẩu):
https://hocvui.example/dang-nhap/lien-ket?token=hv_8Rk2mQ7xT4nW9pL3vZ6cB1yD5fJ0sGa&email=ngoc.mai.le%40vnmail.example

Liên kết có hiệu lực 20 phút và chỉ dùng được một lần.

Khóa học đang học: IELTS Writing Task 2 – Band 7+ (tiến độ 64%)
Buổi học trực tuyến tiếp theo: 20:00 thứ Bảy, 29/03/2025

Nếu không phải bạn yêu cầu, hãy bỏ qua email này.

HọcVui – Nền tảng học trực tuyến
Số 8 Phạm Hùng, Mai Dịch, Cầu Giấy, Hà Nội · Hotline 024 7300 8686
""",
    html="""<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef2ff;font-family:'Be Vietnam Pro',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td style="padding:26px 30px 0;"><img src="https://cdn.hocvui.example/email/logo-hocvui.png" width="120" alt="HọcVui"></td></tr>
<tr><td style="padding:16px 30px;font-size:15px;color:#1e1b4b;line-height:1.7;">
<p>Chào Ngọc Mai,</p>
<p>Nhấn nút bên dưới để đăng nhập vào HọcVui – không cần mật khẩu.</p>
<p style="text-align:center;margin:24px 0;"><a href="https://email.hocvui.example/c/eJxNj8uOgyAUhp9Gdg6CILJg0daa6aLTNH0BwuXUklGwQI2Pv4zpYmaX_3Ky-P46O_x1FPLUr" style="background:#4f46e5;color:#fff;padding:13px 34px;border-radius:10px;text-decoration:none;font-weight:bold;">Đăng nhập ngay</a></p>
<p style="font-size:13px;color:#6b7280;">Liên kết có hiệu lực 20 phút và chỉ dùng được một lần. Nếu không phải bạn yêu cầu, hãy bỏ qua email này.</p>
<table width="100%" cellpadding="10" style="background:#f5f3ff;border-radius:10px;font-size:13px;"><tr><td>
Khóa học đang học: <b>IELTS Writing Task 2 – Band 7+</b> (tiến độ 64%)<br>Buổi học trực tuyến tiếp theo: 20:00 thứ Bảy, 29/03/2025</td></tr></table>
</td></tr>
<tr><td style="padding:14px 30px 24px;font-size:11px;color:#9ca3af;">HọcVui – Nền tảng học trực tuyến · Số 8 Phạm Hùng, Mai Dịch, Cầu Giấy, Hà Nội · Hotline 024 7300 8686<br>
<a href="https://email.hocvui.example/c/eJxNjTROGiUPHelp" style="color:#9ca3af;">Trợ giúp</a> · <a href="https://email.hocvui.example/c/eJxNjPRIVACY" style="color:#9ca3af;">Quyền riêng tư</a> · <a href="https://email.hocvui.example/u/eJxNjUNSUB" style="color:#9ca3af;">Hủy nhận email</a></td></tr>
</table></td></tr></table>
<img src="https://email.hocvui.example/o/eJxNjOPEN" width="1" height="1" alt="" style="display:none">
</body></html>
""")

add(lang="vi", kind="magic_link", otp="40917",
    link="https://taikhoan.chololon.example/dat-lai-mat-khau?ma=Q2hvTG9uX3Jlc2V0X3Y0&sig=7e1d0b93c2a4f856&uid=10448273",
    frm=("Sàn Chợ Lớn", "taikhoan@chololon.example"),
    to="vuthimy.shop@vnmail.example",
    subject="[Sàn Chợ Lớn] Yêu cầu đặt lại mật khẩu",
    date="Mon, 10 Mar 2025 10:33:02 +0700",
    cte="quoted-printable", hcte="quoted-printable",
    text="""Xin chào Vũ Thị My (người bán: MyMy Handmade),

Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản người bán của bạn.

Cách 1 – Mở liên kết sau để đặt mật khẩu mới:
https://taikhoan.chololon.example/dat-lai-mat-khau?ma=Q2hvTG9uX3Jlc2V0X3Y0&sig=7e1d0b93c2a4f856&uid=10448273

Cách 2 – Nhập mã 5 số sau trên ứng dụng Chợ Lớn Người Bán: 40917

Liên kết và mã sẽ hết hạn sau 30 phút.

Đơn hàng chờ xử lý: 7 · Số dư ví người bán: 3.418.500đ

Nếu bạn không yêu cầu đặt lại mật khẩu, vui lòng bỏ qua email này.

Sàn Chợ Lớn – Công ty TNHH Thương mại điện tử Chợ Lớn
Lầu 5, 60 Nguyễn Đình Chiểu, Phường Đa Kao, Quận 1, TP. Hồ Chí Minh · 1900 1221
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="background:#fff5f0;font-family:Arial,sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:18px;">
<tr><td style="background:#ee4d2d;padding:14px 22px;color:#fff;font-size:19px;font-weight:bold;">Sàn Chợ Lớn <span style="font-weight:normal;font-size:13px;">Kênh Người Bán</span></td></tr>
<tr><td style="padding:22px;font-size:14px;color:#333;line-height:1.7;">
<p>Xin chào Vũ Thị My (người bán: <b>MyMy Handmade</b>),</p>
<p>Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản người bán của bạn.</p>
<p style="text-align:center;margin:22px 0;"><a href="https://taikhoan.chololon.example/dat-lai-mat-khau?ma=Q2hvTG9uX3Jlc2V0X3Y0&amp;sig=7e1d0b93c2a4f856&amp;uid=10448273" style="background:#ee4d2d;color:#fff;padding:12px 32px;text-decoration:none;border-radius:3px;">Đặt lại mật khẩu</a></p>
<p style="text-align:center;">Hoặc nhập mã 5 số sau trên ứng dụng Chợ Lớn Người Bán:<br><b style="font-size:26px;letter-spacing:5px;">40917</b></p>
<p style="font-size:12px;color:#888;">Liên kết và mã sẽ hết hạn sau 30 phút. Nếu bạn không yêu cầu đặt lại mật khẩu, vui lòng bỏ qua email này.</p>
<p style="font-size:12px;background:#fafafa;padding:8px;">Đơn hàng chờ xử lý: 7 · Số dư ví người bán: 3.418.500đ · <a href="https://banhang.chololon.example/don-hang?trang-thai=cho-xu-ly">Xem đơn hàng</a></p>
</td></tr>
<tr><td style="background:#f5f5f5;padding:12px 22px;font-size:11px;color:#999;">Sàn Chợ Lớn – Công ty TNHH Thương mại điện tử Chợ Lớn<br>Lầu 5, 60 Nguyễn Đình Chiểu, Phường Đa Kao, Quận 1, TP. Hồ Chí Minh · 1900 1221<br>
<a href="https://chololon.example/tro-giup" style="color:#999;">Trung tâm hỗ trợ</a></td></tr>
</table></body></html>
""")

add(lang="vi", kind="phone_and_dates", otp="271540", link=None, shown="271 540",
    frm=("Ngân hàng TMCP Đông Sơn", "ebanking@dongsonbank.example"),
    to="lethanhbinh78@vnmail.example",
    subject="DongSon Bank: Xac thuc giao dich chuyen tien",
    date="Wed, 12 Mar 2025 14:35:46 +0700",
    cte="base64",
    text="""Kính gửi Quý khách LÊ THANH BÌNH,

Ngân hàng Đông Sơn thông báo yêu cầu xác thực giao dịch trên DongSon eBanking:

  Loại giao dịch : Chuyển tiền nhanh 24/7
  Từ tài khoản   : 1903 4478 2201
  Đến tài khoản  : 0071 0004 59821 – NGUYEN VAN DUC – Ngân hàng TMCP Phương Nam
  Số tiền        : 15.000.000 VND
  Phí giao dịch  : 0 VND
  Thời gian      : 14:35:21 ngày 12/03/2025

  OTP: 271 540  (hiệu lực 120 giây)

Thẻ ghi nợ liên kết: **** **** **** 5521
Hạn mức còn lại trong ngày: 485.000.000 VND

Tuyệt đối KHÔNG cung cấp OTP cho bất kỳ ai. Ngân hàng không bao giờ gọi điện
hoặc gửi đường link yêu cầu Quý khách cung cấp OTP.
Nếu không thực hiện giao dịch này, vui lòng liên hệ ngay Hotline 1900 6868
hoặc (024) 3942 6868 (24/7).

Ngân hàng TMCP Đông Sơn – Hội sở: 89 Láng Hạ, Đống Đa, Hà Nội
""")

add(lang="vi", kind="decoy_codes", otp=None, link=None,
    frm=("Hỗ trợ khách hàng Điện Máy Sài Gòn", "hotro@dienmaysaigon.example"),
    to="trinh.hoang.nam@vnmail.example",
    subject="[Phiếu #CS-2025-004812] Chúng tôi đã tiếp nhận yêu cầu bảo hành của bạn",
    date="Tue, 18 Mar 2025 11:20:09 +0700",
    cte="8bit", hcte="8bit",
    text="""Chào anh Trịnh Hoàng Nam,

Điện Máy Sài Gòn đã tiếp nhận yêu cầu bảo hành của anh.

Mã phiếu hỗ trợ: CS-2025-004812
Đơn hàng gốc: DMSG-240915-77310 (mua ngày 15/09/2024)
Sản phẩm: Máy lọc không khí AirPure 500 – Serial AP5-2409-118826
Tình trạng: Đang chờ kỹ thuật viên liên hệ (dự kiến trong 24 giờ làm việc)
Mã tra cứu bảo hành: 58213

Để được hỗ trợ nhanh hơn, anh vui lòng phản hồi email này và giữ nguyên tiêu đề
(có mã phiếu #CS-2025-004812).

Lưu ý an toàn: nhân viên Điện Máy Sài Gòn sẽ KHÔNG BAO GIỜ yêu cầu anh cung cấp
mã OTP (ví dụ: 123456), mật khẩu hoặc thông tin thẻ ngân hàng.

Nhân dịp này, anh được tặng mã giảm giá BAOHANH50K cho đơn từ 500.000đ (hạn dùng 30/04/2025).

Trân trọng,
Bộ phận Chăm sóc khách hàng – Điện Máy Sài Gòn
Tổng đài 1800 1061 (miễn phí, 7:30 – 22:00)
268 Tô Hiến Thành, Phường 15, Quận 10, TP. Hồ Chí Minh
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#333;">
<div style="max-width:600px;margin:0 auto;border:1px solid #e2e2e2;">
<div style="background:#ffd400;padding:12px 18px;font-weight:bold;">Điện Máy Sài Gòn · Chăm sóc khách hàng</div>
<div style="padding:18px;line-height:1.7;">
<p>Chào anh Trịnh Hoàng Nam,</p>
<p>Điện Máy Sài Gòn đã tiếp nhận yêu cầu bảo hành của anh.</p>
<table cellpadding="5" style="font-size:13px;">
<tr><td style="color:#777;">Mã phiếu hỗ trợ</td><td><b>CS-2025-004812</b></td></tr>
<tr><td style="color:#777;">Đơn hàng gốc</td><td>DMSG-240915-77310 (mua ngày 15/09/2024)</td></tr>
<tr><td style="color:#777;">Sản phẩm</td><td>Máy lọc không khí AirPure 500 – Serial AP5-2409-118826</td></tr>
<tr><td style="color:#777;">Tình trạng</td><td>Đang chờ kỹ thuật viên liên hệ (dự kiến trong 24 giờ làm việc)</td></tr>
<tr><td style="color:#777;">Mã tra cứu bảo hành</td><td>58213</td></tr>
</table>
<p>Để được hỗ trợ nhanh hơn, anh vui lòng phản hồi email này và giữ nguyên tiêu đề (có mã phiếu #CS-2025-004812). Anh cũng có thể <a href="https://dienmaysaigon.example/bao-hanh/tra-cuu?phieu=CS-2025-004812">tra cứu tiến độ bảo hành</a>.</p>
<p style="background:#fff8d6;padding:10px;font-size:13px;"><b>Lưu ý an toàn:</b> nhân viên Điện Máy Sài Gòn sẽ KHÔNG BAO GIỜ yêu cầu anh cung cấp mã OTP (ví dụ: 123456), mật khẩu hoặc thông tin thẻ ngân hàng.</p>
<p>Nhân dịp này, anh được tặng mã giảm giá <b>BAOHANH50K</b> cho đơn từ 500.000đ (hạn dùng 30/04/2025).</p>
<p>Trân trọng,<br>Bộ phận Chăm sóc khách hàng – Điện Máy Sài Gòn</p>
</div>
<div style="background:#f5f5f5;padding:10px 18px;font-size:11px;color:#888;">Tổng đài 1800 1061 (miễn phí, 7:30 – 22:00) · 268 Tô Hiến Thành, Phường 15, Quận 10, TP. Hồ Chí Minh</div>
</div></body></html>
""")

add(lang="vi", kind="login_alert", otp=None, link=None,
    frm=("Kết Nối", "baomat@ketnoi.example"),
    to="duongvanhieu.hn@vnmail.example",
    subject="Tài khoản Kết Nối của bạn vừa đăng nhập trên thiết bị mới",
    date="Sat, 01 Mar 2025 23:52:16 +0700",
    hcte="quoted-printable",
    html="""<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef4ff;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:22px 26px 6px;"><img src="https://static.ketnoi.example/mail/ketnoi-logo.png" width="100" alt="Kết Nối"></td></tr>
<tr><td style="padding:10px 26px 20px;font-size:15px;color:#222;line-height:1.7;">
<p>Xin chào Dương Văn Hiếu,</p>
<p>Tài khoản Kết Nối của bạn (<b>hieu.duong.88</b>) vừa được đăng nhập trên một thiết bị mới:</p>
<table width="100%" cellpadding="8" style="background:#f3f6fb;border-radius:8px;font-size:13px;">
<tr><td style="color:#666;width:90px;">Thiết bị</td><td>Kết Nối PC 25.02.1 – Windows 10</td></tr>
<tr><td style="color:#666;">Thời gian</td><td>23:51, 01/03/2025</td></tr>
<tr><td style="color:#666;">Vị trí</td><td>Đà Nẵng, Việt Nam (IP 203.0.113.91)</td></tr>
</table>
<p>Nếu đây là bạn, bạn không cần làm gì thêm.</p>
<p>Nếu không phải bạn, hãy đăng xuất thiết bị lạ và đổi mật khẩu ngay:</p>
<p style="text-align:center;"><a href="https://id.ketnoi.example/bao-mat/thiet-bi?utm_source=email&amp;utm_medium=login_alert&amp;ref=lgn250301" style="background:#0068ff;color:#fff;padding:11px 28px;border-radius:8px;text-decoration:none;">Kiểm tra hoạt động đăng nhập</a></p>
</td></tr>
<tr><td style="padding:12px 26px 20px;font-size:11px;color:#999;">Email này được gửi tự động để bảo vệ tài khoản của bạn.<br>
Công ty Cổ phần Kết Nối Việt · Tòa nhà Viettower, 1 Thái Hà, Đống Đa, Hà Nội · <a href="https://ketnoi.example/tro-giup" style="color:#999;">Trợ giúp</a></td></tr>
</table></td></tr></table></body></html>
""")


# ======================================================================= main
def main():
    for f in os.listdir(OUT):
        if f.startswith(PREFIX + "-") and f.endswith(".eml"):
            os.remove(os.path.join(OUT, f))
    errors, labels = [], []
    fam_count = {}
    senders = {}
    for n, m in enumerate(MESSAGES, 1):
        fname = "%s-%04d.eml" % (PREFIX, n)
        data = build_message(m, n)
        with open(os.path.join(OUT, fname), "wb") as fh:
            fh.write(data)
        errors += validate(m, data, fname)
        fam_count[m["kind"]] = fam_count.get(m["kind"], 0) + 1
        dom = m["frm"][1].split("@")[1]
        if dom in senders:
            errors.append("%s: sender domain %s reused from %s" % (fname, dom, senders[dom]))
        senders[dom] = fname
        rec = {"file": fname, "otp": m.get("otp"), "link": m.get("link")}
        if m.get("link_alt"):
            rec["link_alt"] = m["link_alt"]
        rec.update({"kind": m["kind"], "lang": m["lang"],
                    "family": "%s-%s-%02d" % (PREFIX, m["kind"], fam_count[m["kind"]])})
        labels.append(rec)
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for rec in labels:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    # re-read the label file and check it against the written messages
    with open(os.path.join(OUT, "labels.jsonl"), encoding="utf-8") as fh:
        back = [json.loads(l) for l in fh]
    if back != labels or len(back) != 65:
        errors.append("labels.jsonl round-trip / count mismatch")
    langs = {}
    for r in back:
        langs[r["lang"]] = langs.get(r["lang"], 0) + 1
    if sorted(langs.values()) != [13] * 5:
        errors.append("language split %r" % langs)
    if errors:
        print("VALIDATION FAILED")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    code = sum(1 for r in back if r["otp"])
    link = sum(1 for r in back if r["link"])
    both = sum(1 for r in back if r["otp"] and r["link"])
    neither = sum(1 for r in back if not r["otp"] and not r["link"])
    kinds = {}
    for r in back:
        kinds[r["kind"]] = kinds.get(r["kind"], 0) + 1
    print("OK: %d messages validated" % len(back))
    print("by lang:", json.dumps(langs, sort_keys=True))
    print("by kind:", json.dumps(kinds, sort_keys=True))
    print("code %d, link %d (both %d), neither %d" % (code, link, both, neither))


if __name__ == "__main__":
    main()
