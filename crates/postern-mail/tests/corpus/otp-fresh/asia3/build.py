#!/usr/bin/env python3
"""Hand-written labelled test mail (ja / zh / ko / th / vi) for an OTP / magic-link extractor.

Every message below is written by hand as Python data.  Running this script writes
hs-NNNN.eml plus labels.jsonl into the script's directory and validates the result.

Message fields:
  lang, kind, otp (label), shown (the code exactly as it appears somewhere in the decoded
  content, default = otp), link (label), link_alt (list), subject, frm, to, date,
  text and/or html, cs (charset, default utf-8), tcte / hcte (transfer encodings),
  headers (extra headers), img (alt text of an inline PNG referenced as cid:logo), crlf.
"""
import email
import email.policy
import hashlib
import html as htmlmod
import json
import os
import re
import struct
import sys
import zlib
from email.headerregistry import Address
from email.message import EmailMessage
from email.utils import format_datetime
from datetime import datetime
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "hs"
MESSAGES = []


def M(**kw):
    MESSAGES.append(kw)


def tiny_png(w=4, h=4, rgb=(40, 90, 160)):
    """A small valid PNG, built with zlib only."""
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw))
            + chunk(b"IEND", b""))


def build_message(m, idx):
    msg = EmailMessage(policy=email.policy.default)
    msg["From"] = m["frm"]
    msg["To"] = m.get("to", "user@mail.example")
    msg["Subject"] = m["subject"]
    msg["Date"] = format_datetime(datetime.strptime(m["date"], "%Y-%m-%d %H:%M:%S %z"))
    dom = re.search(r"@([A-Za-z0-9.-]+)", m["frm"]).group(1)
    digest = hashlib.sha1((m["subject"] + m["date"]).encode("utf-8")).hexdigest()
    msg["Message-ID"] = "<%s.%s%04d@%s>" % (digest[:20], PREFIX, idx, dom)
    for k, v in m.get("headers", {}).items():
        msg[k] = v
    cs = m.get("cs", "utf-8")
    text, html = m.get("text"), m.get("html")
    if text is not None:
        msg.set_content(text, subtype="plain", charset=cs, cte=m.get("tcte", "8bit"))
        if html is not None:
            msg.add_alternative(html, subtype="html", charset=m.get("hcs", cs),
                                cte=m.get("hcte", "quoted-printable"))
    else:
        msg.set_content(html, subtype="html", charset=cs, cte=m.get("hcte", "quoted-printable"))
    if m.get("img") is not None:
        hpart = msg if text is None else msg.get_payload()[1]
        hpart.add_related(tiny_png(), "image", "png", cid="<logo@%s>" % dom,
                          disposition="inline", filename="logo.png")
    n = 0
    for part in msg.walk():
        if part.is_multipart():
            n += 1
            part.set_boundary("=_%s%04d_part%d_%s" % (PREFIX, idx, n, digest[:12]))
    pol = email.policy.default.clone(linesep="\r\n" if m.get("crlf") else "\n")
    return msg.as_bytes(policy=pol)


class HrefAlt(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts = [], []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if k == "href" and v is not None:
                self.hrefs.append(v)
            if k == "alt" and v is not None:
                self.alts.append(v)


def strip_tags(h):
    h = re.sub(r"(?is)<(style|script)\b.*?</\1>", " ", h)
    h = re.sub(r">\s+<", "><", h)
    return htmlmod.unescape(re.sub(r"<[^>]+>", "", h))


def all_defects(msg):
    out = list(msg.defects)
    for k, v in msg.items():
        out.extend(getattr(v, "defects", ()))
    if msg.is_multipart():
        for p in msg.get_payload():
            out.extend(all_defects(p))
    return out


def normalise(shown):
    s = shown.strip()
    s = re.sub(r"^[A-Za-z]{1,4}-(?=\d)", "", s)  # service prefix such as G- / FB-
    return re.sub(r"[\s\-\u00a0]", "", s)


def validate(data, m, name):
    errs = []
    msg = email.message_from_bytes(data, policy=email.policy.default)
    d = all_defects(msg)
    if d:
        errs.append("defects: %r" % d)
    texts, htmls = [], []
    for part in msg.walk():
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            htmls.append(part.get_content())
    p = HrefAlt()
    for h in htmls:
        p.feed(h)
    hay = [str(msg["Subject"])] + texts + htmls + [htmlmod.unescape(h) for h in htmls] \
        + [strip_tags(h) for h in htmls] + p.alts
    if m["otp"] is not None:
        shown = m.get("shown", m["otp"])
        if normalise(shown) != m["otp"]:
            errs.append("shown %r does not normalise to label %r" % (shown, m["otp"]))
        if not any(shown in s for s in hay):
            errs.append("code %r not found in decoded content" % shown)
        if m["kind"] == "subject_only":
            if any(shown in s for s in texts + htmls):
                errs.append("subject_only code also in body")
        if m["kind"] == "alt_text_only":
            body = texts + [strip_tags(h) for h in htmls]
            if any(shown in s for s in body) or not any(shown in a for a in p.alts):
                errs.append("alt_text_only code not only in alt")
    if m.get("link") is not None:
        if m["link"] not in p.hrefs:
            errs.append("link not among hrefs: %s" % m["link"])
        if not re.match(r"https?://[^/]+\.(example|test|invalid)(:\d+)?/", m["link"]):
            errs.append("link domain not reserved")
    for alt in m.get("link_alt", []):
        if alt not in p.hrefs and not any(alt in s for s in texts + htmls):
            errs.append("link_alt not found: %s" % alt)
    for h in p.hrefs:
        if h.startswith("http") and not re.match(r"https?://[^/]+\.(example|test|invalid)(:\d+)?(/|$|\?)", h):
            errs.append("non-reserved domain in href: %s" % h)
    for s in texts + htmls:
        for u in re.findall(r"https?://[^\s\"'<>)]+", s):
            if not re.match(r"https?://[^/]+\.(example|test|invalid)(:\d+)?(/|$|\?)", u):
                errs.append("non-reserved domain in body: %s" % u)
    return ["%s: %s" % (name, e) for e in errs]


def main():
    required = {"username_digits", "booking_ref", "newsletter_numbers", "new_and_old_code",
                "several_codes", "prefix_code", "lowercase_alnum", "reset_in_code_mail",
                "no_code_word", "subject_only", "alt_text_only", "magic_link",
                "phone_and_dates", "decoy_codes"}
    errors, labels, kind_count = [], [], {}
    for old in os.listdir(HERE):
        if old.startswith(PREFIX + "-") and old.endswith(".eml"):
            os.remove(os.path.join(HERE, old))
    for i, m in enumerate(MESSAGES, 1):
        name = "%s-%04d.eml" % (PREFIX, i)
        try:
            data = build_message(m, i)
        except Exception as e:  # noqa
            errors.append("%s: build failed: %r" % (name, e))
            continue
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)
        errors += validate(data, m, name)
        kind_count[m["kind"]] = kind_count.get(m["kind"], 0) + 1
        rec = {"file": name, "otp": m["otp"], "link": m.get("link"), "kind": m["kind"],
               "lang": m["lang"],
               "family": m.get("family") or "%s-%s-%02d" % (PREFIX, m["kind"], kind_count[m["kind"]])}
        if m.get("link_alt"):
            rec["link_alt"] = m["link_alt"]
        labels.append(rec)
    fams = [r["family"] for r in labels]
    if len(set(fams)) != len(fams):
        errors.append("duplicate family names")
    missing = required - set(kind_count)
    if missing:
        errors.append("kinds not covered: %s" % sorted(missing))
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8") as f:
        for r in labels:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    langs = {}
    for r in labels:
        langs[r["lang"]] = langs.get(r["lang"], 0) + 1
    n = len(labels)
    c = sum(r["otp"] is not None for r in labels)
    l_ = sum(r["link"] is not None for r in labels)
    nei = sum(r["otp"] is None and r["link"] is None for r in labels)
    both = sum(r["otp"] is not None and r["link"] is not None for r in labels)
    print("messages:", n)
    print("by kind:", json.dumps(dict(sorted(kind_count.items())), ensure_ascii=False))
    print("by lang:", json.dumps(dict(sorted(langs.items()))))
    print("code: %d  link: %d  both: %d  neither: %d" % (c, l_, both, nei))
    if errors:
        print("VALIDATION FAILED")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("VALIDATION OK")


# ---------------------------------------------------------------------------
# Messages
# ---------------------------------------------------------------------------

# ============================ Japanese (ja) ============================

M(lang="ja", kind="several_codes", otp="731508",
  frm='"みなみ証券" <no-reply@otp.minami-sec.example>', to="k.tanaka@mail.example",
  date="2025-03-14 21:08:41 +0900",
  subject="【みなみ証券】ログイン時の追加認証について",
  text="""みなみ証券をご利用いただきありがとうございます。

お客様の口座（口座番号：123-0456789）に、新しい端末からのログイン要求がありました。
本メールには用途の異なる2つの認証コードを記載しています。お間違えのないようご注意ください。

■ 今回のログインで入力するコード（いま表示されている画面に入力してください）
　　731508

■ 登録メールアドレス変更の最終確認コード
　（ログイン後、「お客様情報の変更」画面でのみ使用します）
　　664213
　※変更手続きをお申し込みでない場合は入力不要です。

いずれのコードも発行から10分間（2025年3月14日 21:18まで）有効です。

ログイン日時：2025年3月14日 21:08
ご利用環境　：Chrome 122 / Windows 11
IPアドレス　：203.0.113.47

お心当たりのない場合は、至急カスタマーセンター
（0120-555-817、平日8:30〜17:00）までご連絡ください。

──────────────────
みなみ証券株式会社
金融商品取引業者　関東財務局長（金商）第9999号
加入協会：日本証券業協会
〒103-0027 東京都中央区日本橋2-1-1
https://www.minami-sec.example/
──────────────────
""",
  html="""<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>追加認証</title></head>
<body style="font-family:'Hiragino Sans',Meiryo,sans-serif;color:#222;background:#f4f4f4">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:20px;border-bottom:3px solid #00529b"><img src="https://img.minami-sec.example/mail/logo.png" alt="みなみ証券" width="160"></td></tr>
<tr><td style="padding:24px">
<p>みなみ証券をご利用いただきありがとうございます。</p>
<p>お客様の口座（口座番号：123-0456789）に、新しい端末からのログイン要求がありました。<br>
本メールには用途の異なる2つの認証コードを記載しています。お間違えのないようご注意ください。</p>
<table width="100%" cellpadding="10" style="border:1px solid #ccd6e0;border-collapse:collapse">
<tr style="background:#eef4fa"><th align="left" style="border:1px solid #ccd6e0">用途</th><th align="left" style="border:1px solid #ccd6e0">コード</th></tr>
<tr><td style="border:1px solid #ccd6e0"><b>今回のログイン</b><br><small>いま表示されている画面に入力してください</small></td>
<td style="border:1px solid #ccd6e0;font-size:22px;font-weight:bold;letter-spacing:4px">731508</td></tr>
<tr><td style="border:1px solid #ccd6e0">登録メールアドレス変更の最終確認<br><small>ログイン後「お客様情報の変更」画面でのみ使用（お申し込みでない場合は入力不要）</small></td>
<td style="border:1px solid #ccd6e0;font-size:16px;color:#666">664213</td></tr>
</table>
<p>いずれのコードも発行から10分間（2025年3月14日 21:18まで）有効です。</p>
<p style="font-size:13px;color:#555">ログイン日時：2025年3月14日 21:08<br>ご利用環境：Chrome 122 / Windows 11<br>IPアドレス：203.0.113.47</p>
<p style="font-size:13px">お心当たりのない場合は、至急カスタマーセンター（0120-555-817、平日8:30〜17:00）までご連絡ください。</p>
</td></tr>
<tr><td style="padding:16px;font-size:11px;color:#777;background:#fafafa">
みなみ証券株式会社　金融商品取引業者　関東財務局長（金商）第9999号　加入協会：日本証券業協会<br>
〒103-0027 東京都中央区日本橋2-1-1　<a href="https://www.minami-sec.example/">https://www.minami-sec.example/</a>　<a href="https://www.minami-sec.example/privacy/">個人情報保護方針</a>
</td></tr></table></body></html>
""", tcte="quoted-printable", hcte="quoted-printable")

M(lang="ja", kind="new_and_old_code", otp="818264", shown="818 264",
  frm='"ファンタジアオンライン運営事務局" <support@fantasia-online.example>', to="sora.player@mail.example",
  date="2025-02-08 23:15:02 +0900", cs="iso-2022-jp", tcte="7bit",
  subject="【ファンタジアオンライン】認証コード再発行のお知らせ",
  text="""冒険者 ソラ 様

いつも「ファンタジアオンライン」をお楽しみいただきありがとうございます。

認証コードの再送信リクエストを受け付けましたので、新しいコードを発行しました。
先ほどお送りした認証コード「509 377」は無効になっています。

　新しい認証コード：818 264

ゲーム内の「アカウント連携」画面に上記6桁を入力してください。
有効期限：2025/02/08 23:45（発行から30分）

※認証に5回失敗すると、24時間コードの再発行ができなくなります。
※このメールは送信専用アドレスから送信しています。ご返信いただいてもお答えできません。

キャラクターID：FO-00384112
サーバー：第3ワールド「ルミナス」

お問い合わせ：https://help.fantasia-online.example/contact
(C) 2025 Fantasia Games Inc. All rights reserved.
""")

M(lang="ja", kind="prefix_code", otp="583021", shown="NP-583021",
  frm='"ネコペイ" <info@mail.nekopay.example>', to="yui.m@mail.example",
  date="2025-01-19 10:02:55 +0900", hcte="base64",
  subject="ネコペイ｜お支払い方法追加のための本人確認",
  html="""<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff8ef">
<div style="max-width:560px;margin:0 auto;padding:24px;font-family:sans-serif;color:#333">
<div style="text-align:center"><img src="https://static.nekopay.example/mail/neko.png" width="96" alt="ネコペイ"></div>
<h2 style="font-size:18px">お支払い方法の追加</h2>
<p>ネコペイをご利用いただきありがとうございます。<br>
以下のクレジットカードをお支払い方法に追加する手続きが行われました。</p>
<p style="background:#fff;border-radius:8px;padding:12px">カード：VISA ****8842<br>手続き日時：2025年1月19日 10:02</p>
<p>手続きを完了するため、アプリに表示されている入力欄に下記のコードを入力してください。</p>
<p style="font-size:30px;font-weight:bold;text-align:center;color:#e8730c">NP-583021</p>
<p style="font-size:13px">※入力欄には先頭の「NP-」を除いた<b>数字6桁のみ</b>を入力してください。<br>※コードの有効期限は10分です。</p>
<p style="font-size:13px">この手続きに心当たりがない場合は、このメールを破棄し、ネコペイサポート（050-3000-7781／9:00〜18:00）へご連絡ください。</p>
<hr style="border:none;border-top:1px solid #eee">
<p style="font-size:11px;color:#999">株式会社ネコペイ　資金移動業者 関東財務局長 第00099号<br>
〒150-0043 東京都渋谷区道玄坂1-12-1 渋谷マークシティW 22F<br>
<a href="https://www.nekopay.example/terms">利用規約</a>｜<a href="https://www.nekopay.example/privacy">プライバシーポリシー</a>｜<a href="https://www.nekopay.example/help">ヘルプ</a></p>
</div></body></html>
""")

M(lang="ja", kind="subject_only", otp="4417",
  frm='"メルカド事務局" <no-reply@mercado-app.example>', to="hana_shop@mail.example",
  date="2025-02-11 08:31:17 +0900", tcte="quoted-printable",
  subject="【メルカド】認証番号：4417",
  text="""メルカドをご利用いただきありがとうございます。

お客様のアカウントで、売上金の振込申請が行われました。
ご本人確認のため、本メールの件名に記載している4桁の番号を
アプリの確認画面に入力してください。

・番号の有効期限：送信から15分
・申請受付番号　：20250211-7730
・振込申請額　　：8,650円（振込手数料200円を差し引いた金額です）
・振込予定日　　：2025年2月14日（金）

番号の入力が完了するまで、振込申請は確定しません。
心当たりのない申請の場合は、アプリの「お問い合わせ」からご連絡ください。

────────────────
メルカド事務局
〒106-6108 東京都港区六本木6-10-1
本メールは送信専用です。
────────────────
""")

M(lang="ja", kind="phone_and_dates", otp="370159",
  frm='"さくらカード" <secure@3ds.sakura-card.example>', to="nakamura.r@mail.example",
  date="2025-01-27 19:42:09 +0900", tcte="base64", hcte="base64",
  subject="【さくらカード】本人認証サービス ワンタイムパスワードのお知らせ",
  text="""さくらカード会員様

インターネットショッピングでのご本人確認のため、ワンタイムパスワードをお送りします。

ご利用店舗　：ONLINE STORE HOKUTO
ご利用金額　：12,800円
ご利用日時　：2025年1月27日 19:42
カード番号　：**** **** **** 4021

ワンタイムパスワード：370159

有効期限は5分間（19:47まで）です。購入画面に入力してください。

お心当たりのない場合は、カード裏面の電話番号または
さくらカード紛失・盗難受付デスク 0120-938-271（24時間・年中無休）までご連絡ください。
海外からは +81-3-5555-0142（通話料有料）

※本メールは送信専用です。
さくらカード株式会社　〒100-0005 東京都千代田区丸の内1-9-2
""",
  html="""<html><body style="font-family:sans-serif">
<p>さくらカード会員様</p>
<p>インターネットショッピングでのご本人確認のため、ワンタイムパスワードをお送りします。</p>
<table cellpadding="6" style="border-collapse:collapse;font-size:14px">
<tr><td style="background:#fbe9ef">ご利用店舗</td><td>ONLINE STORE HOKUTO</td></tr>
<tr><td style="background:#fbe9ef">ご利用金額</td><td>12,800円</td></tr>
<tr><td style="background:#fbe9ef">ご利用日時</td><td>2025年1月27日 19:42</td></tr>
<tr><td style="background:#fbe9ef">カード番号</td><td>**** **** **** 4021</td></tr>
<tr><td style="background:#fbe9ef">ワンタイムパスワード</td><td style="font-size:20px;font-weight:bold">370159</td></tr>
</table>
<p>有効期限は5分間（19:47まで）です。購入画面に入力してください。</p>
<p style="font-size:12px">お心当たりのない場合は、カード裏面の電話番号または さくらカード紛失・盗難受付デスク 0120-938-271（24時間・年中無休）までご連絡ください。海外からは +81-3-5555-0142（通話料有料）</p>
<p style="font-size:11px;color:#888">※本メールは送信専用です。<br>さくらカード株式会社　〒100-0005 東京都千代田区丸の内1-9-2</p>
</body></html>
""")

M(lang="ja", kind="alt_text_only", otp="602947", shown="602 947",
  frm='"ミライ会計クラウド" <noreply@mirai-kaikei.example>', to="keiri@tanaka-shoten.example",
  date="2025-03-03 09:12:40 +0900", tcte="8bit", hcte="quoted-printable",
  img="認証コード 602 947",
  subject="ミライ会計クラウド：ログイン確認",
  text="""田中商店 経理ご担当者様

ミライ会計クラウドへのログインを確認するためのメールです。

セキュリティ強化のため、認証コードは画像で表示しています。
テキスト形式ではコードを表示できませんので、HTML形式で本メールをご覧いただくか、
メールソフトの「画像を表示」を有効にしてください。

事業所ID：JP-20931
ログイン日時：2025年3月3日 9:12
有効期限：発行から15分

このメールにお心当たりがない場合は、サポートデスク（03-6555-2010）までご連絡ください。

ミライ会計株式会社
〒530-0001 大阪府大阪市北区梅田3-3-10
""",
  html="""<html><body style="font-family:sans-serif;color:#333">
<p>田中商店 経理ご担当者様</p>
<p>ミライ会計クラウドへのログインを確認するためのメールです。<br>下の画像に表示されている認証コードをログイン画面に入力してください。</p>
<p style="text-align:center"><img src="cid:logo@mirai-kaikei.example" alt="認証コード 602 947" width="240" height="64" style="border:1px solid #ddd"></p>
<p style="font-size:13px">事業所ID：JP-20931<br>ログイン日時：2025年3月3日 9:12<br>有効期限：発行から15分</p>
<p style="font-size:13px">このメールにお心当たりがない場合は、サポートデスク（03-6555-2010）までご連絡ください。</p>
<p style="font-size:11px;color:#999">ミライ会計株式会社　〒530-0001 大阪府大阪市北区梅田3-3-10<br>
<a href="https://support.mirai-kaikei.example/">サポートサイト</a></p>
<img src="https://t.mirai-kaikei.example/o/3f9a21c7e0.gif" width="1" height="1" alt="">
</body></html>
""")

M(lang="ja", kind="reset_in_code_mail", otp="7XQ4MD",
  frm='"CodeHarbor" <no-reply@codeharbor.example>', headers={"X-Auto-Response-Suppress": "All", "Auto-Submitted": "auto-generated"}, to="dev.yamada@mail.example",
  date="2025-02-20 14:55:30 +0900", hcte="quoted-printable",
  subject="[CodeHarbor] サインイン確認コード",
  text="""yamada-dev さん

新しいデバイスから CodeHarbor へのサインインが試みられました。

  デバイス: Firefox 123 (macOS)
  場所: 東京都, 日本 (IP: 198.51.100.23)
  日時: 2025-02-20 14:55 JST

サインインを完了するには、次の確認コードを入力してください:

  7XQ4MD

このコードは 15 分で失効します。

このサインインに心当たりがない場合は、パスワードをリセットしてアカウントを保護してください:
https://codeharbor.example/password_reset?src=signin_alert&uid=88123041

よろしくお願いします。
CodeHarbor チーム
CodeHarbor K.K. ・ 〒141-0022 東京都品川区東五反田5-10-18
""",
  html="""<!doctype html><html><body style="font-family:-apple-system,Segoe UI,sans-serif;font-size:14px;color:#24292f">
<div style="max-width:520px;margin:0 auto;padding:16px">
<p><img src="https://codeharbor.example/assets/mail-mark.png" width="32" alt="CodeHarbor"></p>
<p><b>yamada-dev</b> さん</p>
<p>新しいデバイスから CodeHarbor へのサインインが試みられました。</p>
<ul><li>デバイス: Firefox 123 (macOS)</li><li>場所: 東京都, 日本 (IP: 198.51.100.23)</li><li>日時: 2025-02-20 14:55 JST</li></ul>
<p>サインインを完了するには、次の確認コードを入力してください:</p>
<p style="font-size:24px;font-family:monospace;font-weight:600;letter-spacing:3px">7XQ4MD</p>
<p>このコードは 15 分で失効します。</p>
<p>このサインインに心当たりがない場合は、<a href="https://codeharbor.example/password_reset?src=signin_alert&amp;uid=88123041">パスワードをリセット</a>してアカウントを保護してください。</p>
<p style="color:#57606a;font-size:12px">CodeHarbor K.K. ・ 〒141-0022 東京都品川区東五反田5-10-18<br>
<a href="https://codeharbor.example/settings/notifications">通知設定</a> ・ <a href="https://docs.codeharbor.example/security">セキュリティ ガイド</a></p>
</div></body></html>
""")

M(lang="ja", kind="magic_link",
  otp=None,
  link="https://click.mail.jobnavi.example/ls/click?upn=u001.Zq8Xk2vT0pLw9aR4mNcQ-2Fh7YbE5sJdK3uG1xVzW6oA&sig=8c1f0b9e2d4a7765&rid=55309121",
  link_alt=["https://www.jobnavi.example/account/verify-email?token=eyJ1aWQiOjU1MzA5MTIxLCJleHAiOjE3NDE0MDAwMDB9.q3Nf7Wk0Zp2YcR9sLm4T&uid=55309121"],
  frm='"ジョブナビ" <info@mail.jobnavi.example>', to="saito.aki@mail.example",
  date="2025-03-07 18:20:12 +0900", tcte="8bit", hcte="base64",
  subject="【ジョブナビ】メールアドレスの確認をお願いします",
  text="""斉藤 亜紀 様

ジョブナビへの会員登録ありがとうございます。
下記のURLにアクセスして、メールアドレスの確認を完了してください。

https://www.jobnavi.example/account/verify-email?token=eyJ1aWQiOjU1MzA5MTIxLCJleHAiOjE3NDE0MDAwMDB9.q3Nf7Wk0Zp2YcR9sLm4T&uid=55309121

※URLの有効期限は24時間です（2025年3月8日 18:20まで）。
※確認が完了するまで、求人への応募・スカウトの受信はできません。

会員番号：55309121

本メールにお心当たりのない場合は、破棄してください。

━━━━━━━━━━━━━━━━━━━━
ジョブナビ カスタマーサポート
TEL 0120-71-4420（平日10:00〜18:00）
株式会社ジョブナビ　有料職業紹介事業許可番号 13-ユ-309999
〒160-0023 東京都新宿区西新宿1-6-1
配信停止：https://www.jobnavi.example/mail/unsubscribe?u=55309121
━━━━━━━━━━━━━━━━━━━━
""",
  html="""<html><body style="margin:0;background:#eef2f6;font-family:sans-serif">
<p style="text-align:center;font-size:11px;color:#888"><a href="https://view.mail.jobnavi.example/v/55309121/7ad0e1">ブラウザで表示する</a></p>
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:24px"><a href="https://click.mail.jobnavi.example/ls/click?upn=u001.home7Hq2&amp;rid=55309121"><img src="https://img.jobnavi.example/logo.png" alt="ジョブナビ" width="140"></a></td></tr>
<tr><td style="padding:0 24px 24px">
<p>斉藤 亜紀 様</p>
<p>ジョブナビへの会員登録ありがとうございます。<br>下のボタンを押して、メールアドレスの確認を完了してください。</p>
<p style="text-align:center;margin:28px 0"><a href="https://click.mail.jobnavi.example/ls/click?upn=u001.Zq8Xk2vT0pLw9aR4mNcQ-2Fh7YbE5sJdK3uG1xVzW6oA&amp;sig=8c1f0b9e2d4a7765&amp;rid=55309121" style="background:#0a7cff;color:#fff;padding:14px 36px;border-radius:6px;text-decoration:none;font-weight:bold">メールアドレスを確認する</a></p>
<p style="font-size:12px;color:#555">ボタンが押せない場合は、以下のURLをブラウザに貼り付けてください。<br>
https://www.jobnavi.example/account/verify-email?token=eyJ1aWQiOjU1MzA5MTIxLCJleHAiOjE3NDE0MDAwMDB9.q3Nf7Wk0Zp2YcR9sLm4T&amp;uid=55309121</p>
<p style="font-size:12px;color:#555">※URLの有効期限は24時間です（2025年3月8日 18:20まで）。<br>会員番号：55309121</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f7f7f7;font-size:11px;color:#888">
ジョブナビ カスタマーサポート TEL 0120-71-4420（平日10:00〜18:00）<br>
株式会社ジョブナビ　有料職業紹介事業許可番号 13-ユ-309999　〒160-0023 東京都新宿区西新宿1-6-1<br>
<a href="https://www.jobnavi.example/help">ヘルプ</a>｜<a href="https://www.jobnavi.example/privacy">プライバシーポリシー</a>｜<a href="https://www.jobnavi.example/mail/unsubscribe?u=55309121&amp;t=9f2e">配信停止</a><br>
<a href="https://x.example/jobnavi_jp">X</a>　<a href="https://line.example/jobnavi">LINE</a>
</td></tr></table>
<img src="https://open.mail.jobnavi.example/wf/open?upn=u001.pix55309121" width="1" height="1" alt="">
</body></html>
""")

M(lang="ja", kind="booking_ref", otp=None,
  frm='"スカイウイング航空" <booking@mail.skywing-air.example>', to="ito.kazuya@mail.example",
  date="2025-03-21 12:04:51 +0900", tcte="8bit", hcte="quoted-printable",
  subject="ご予約確認（予約番号：K7QX2M）スカイウイング航空",
  text="""伊藤 和也 様

スカイウイング航空をご利用いただき、誠にありがとうございます。
以下の内容でご予約を承りました。

予約番号：K7QX2M
航空券番号：990-2184476013

【往路】2025年4月26日（土）
  SW123便　東京（羽田）07:30 → 福岡 09:25　座席 14A　普通席
【復路】2025年4月29日（火・祝）
  SW140便　福岡 18:10 → 東京（羽田）19:45　座席 22C　普通席

運賃合計：38,460円（旅客施設使用料 580円を含む）
お支払い：クレジットカード（末尾 5530）
マイレージ会員番号：SW 2048 7711

オンラインチェックインは出発24時間前から可能です。
保安検査場へは出発時刻の20分前までにお越しください。

予約の確認・変更：https://www.skywing-air.example/booking/manage
予約センター：0570-011-234（7:00〜20:00）

スカイウイング航空株式会社　〒144-0041 東京都大田区羽田空港3-3-2
""",
  html="""<html><body style="font-family:sans-serif;background:#f0f5fb">
<table width="620" align="center" style="background:#fff" cellpadding="20"><tr><td>
<img src="https://img.skywing-air.example/logo.png" alt="SKYWING" width="150">
<p>伊藤 和也 様</p><p>スカイウイング航空をご利用いただき、誠にありがとうございます。以下の内容でご予約を承りました。</p>
<p style="font-size:20px">予約番号：<b>K7QX2M</b></p>
<p style="font-size:12px">航空券番号：990-2184476013</p>
<table width="100%" cellpadding="8" style="border-collapse:collapse;font-size:14px">
<tr style="background:#0b3d91;color:#fff"><th>区間</th><th>便名</th><th>日時</th><th>座席</th></tr>
<tr><td>羽田 → 福岡</td><td>SW123</td><td>4月26日（土）07:30 – 09:25</td><td>14A</td></tr>
<tr style="background:#f4f7fb"><td>福岡 → 羽田</td><td>SW140</td><td>4月29日（火・祝）18:10 – 19:45</td><td>22C</td></tr>
</table>
<p>運賃合計：38,460円（旅客施設使用料 580円を含む）<br>お支払い：クレジットカード（末尾 5530）<br>マイレージ会員番号：SW 2048 7711</p>
<p><a href="https://www.skywing-air.example/booking/manage" style="background:#0b3d91;color:#fff;padding:10px 20px;text-decoration:none">予約の確認・変更</a>
<a href="https://www.skywing-air.example/checkin">オンラインチェックイン</a></p>
<p style="font-size:11px;color:#777">予約センター：0570-011-234（7:00〜20:00）<br>スカイウイング航空株式会社　〒144-0041 東京都大田区羽田空港3-3-2</p>
</td></tr></table></body></html>
""")

M(lang="ja", kind="newsletter_numbers", otp=None,
  frm='"北欧雑貨ストア リンネ" <order@linne-store.example>', to="mori.chika@mail.example",
  date="2025-03-05 22:47:03 +0900", tcte="quoted-printable",
  subject="【リンネ】ご注文ありがとうございます（注文番号：LN-20250305-00412）",
  text="""森 千佳 様

この度は北欧雑貨ストア リンネをご利用いただき、ありがとうございます。
以下の内容でご注文を承りました。

━━━━━━━━━━━━━━━━━━━━
ご注文番号：LN-20250305-00412
ご注文日時：2025年3月5日 22:46
━━━━━━━━━━━━━━━━━━━━
[商品番号 FK-1120] リネンキッチンクロス ブルー ×2　　 2,640円
[商品番号 MG-0307] 手描きマグカップ 300ml ×1　　　　 3,520円
[商品番号 CN-5521] ソイキャンドル 180g ×1　　　　　 2,970円
--------------------------------------------
商品合計　　　　　　　　　 9,130円（税込）
送料　　　　　　　　　　　　 550円
ポイント利用　　　　　　　　-300円
お支払い合計　　　　　　　 9,380円
今回の獲得ポイント　　　　　 91pt

お支払い方法：クレジットカード（VISA 末尾 7731）
お届け先：〒150-0002 東京都渋谷区渋谷3-5-16 ハイツ渋谷 203
お届け予定日：2025年3月8日（土）午前中

発送時に追跡番号をメールでお知らせします。

北欧雑貨ストア リンネ
運営：株式会社リンネ　〒650-0021 兵庫県神戸市中央区三宮町1-8-1
TEL 078-555-3921（平日11:00〜17:00）　shop@linne-store.example
""")

M(lang="ja", kind="decoy_codes", otp=None,
  frm='"ドラッグきらら" <news@kirara-drug.example>', headers={"List-Unsubscribe": "<https://www.kirara-drug.example/mail/stop?m=3400112290>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", "Precedence": "bulk"}, to="sato.m@mail.example",
  date="2025-04-01 07:00:00 +0900", hcte="base64",
  subject="【ドラッグきらら】4月のクーポンとポイント残高のお知らせ",
  html="""<html><body style="font-family:sans-serif;background:#fff">
<div style="max-width:600px;margin:auto">
<p style="font-size:11px;text-align:center"><a href="https://mail.kirara-drug.example/web/2504?m=3400112290">メールが正しく表示されない方はこちら</a></p>
<img src="https://img.kirara-drug.example/2504/header.jpg" alt="ドラッグきらら 4月号" width="600">
<p>佐藤 様、いつもドラッグきららをご利用いただきありがとうございます。</p>
<table width="100%" cellpadding="10" style="background:#fff6e5;border-radius:8px">
<tr><td>会員番号</td><td>3400-1122-9087</td></tr>
<tr><td>現在のポイント</td><td><b>1,280 pt</b>（うち 310 pt は 2025/04/30 に失効）</td></tr>
</table>
<h3>4月限定クーポン</h3>
<p>オンラインストアで 3,000円以上のお買い物に使える 500円OFFクーポン</p>
<p style="font-size:24px;font-weight:bold;border:2px dashed #f39800;text-align:center;padding:10px">KIRARA500</p>
<p style="font-size:12px">有効期限：2025年4月1日（火）〜4月15日（火）23:59　お一人様1回限り</p>
<p style="text-align:center"><a href="https://click.kirara-drug.example/c?u=3400112290&amp;l=shop_2504" style="background:#f39800;color:#fff;padding:12px 28px;text-decoration:none">オンラインストアへ</a></p>
<div style="border:1px solid #ddd;padding:10px;font-size:12px;margin-top:20px">
<b>不審なメール・SMSにご注意ください</b><br>
当社が、メールやSMS、お電話で認証コード（例：123456）やパスワード、カード番号をお尋ねすることは一切ありません。
</div>
<p style="font-size:11px;color:#888">株式会社きらら薬局　〒460-0008 愛知県名古屋市中区栄3-4-5<br>
お客様相談室 0120-36-0303（9:00〜18:00）<br>
<a href="https://www.kirara-drug.example/mail/stop?m=3400112290">メール配信停止</a>｜<a href="https://www.kirara-drug.example/privacy">個人情報の取り扱い</a></p>
</div>
<img src="https://mail.kirara-drug.example/o.gif?m=3400112290&amp;c=2504" width="1" height="1" alt="">
</body></html>
""")

M(lang="ja", kind="username_digits", otp=None,
  frm='"ガジェット掲示板" <notify@gadget-bbs.example>', to="taro1987@mail.example",
  date="2025-02-02 13:26:44 +0900", tcte="8bit",
  subject="taro_1987さん、あなたのスレッドに新しい返信が3件あります",
  text="""taro_1987 さん、こんにちは。

あなたが立てたスレッドに新しい返信がありました。

スレッド：「Pixel 8a のバッテリー持ち、実測どう？」（No.48213）
返信数：27 → 30

 >>28 kenji_0422 さん（2025/02/02 12:58）
  画面輝度50%、5G常時接続で1日使って残り34%でした。
 >>29 mobile_mika さん（2025/02/02 13:10）
  自分は 4,492mAh のうち、動画2時間で21%くらい減りました。
 >>30 kenji_0422 さん（2025/02/02 13:25）
  >>29 Android 15 にしてから少し良くなった気がします。

スレッドを見る：https://gadget-bbs.example/thread/48213#res28

通知の設定は「マイページ > 通知設定」から変更できます。
https://gadget-bbs.example/mypage/notify

ガジェット掲示板 運営チーム
""")

M(lang="ja", kind="delivery_code", otp="38047216",
  frm='"ハコビー宅配便" <info@hakobee.example>', to="watanabe.s@mail.example",
  date="2025-03-17 15:33:20 +0900", tcte="base64",
  subject="【ハコビー】お荷物を宅配ロッカーにお預けしました",
  text="""渡辺 様

いつもハコビー宅配便をご利用いただきありがとうございます。
ご指定の宅配ロッカーにお荷物をお預けしました。

伝票番号　　：4821-0093-7712
ご依頼主　　：北欧雑貨ストア リンネ 様
お預け日時　：2025年3月17日 15:31
ロッカー　　：ハコビーロッカー ファミリーマート新宿三丁目店
　　　　　　　（東京都新宿区新宿3-22-7）ボックス番号 12
受取用パスワード：38047216
保管期限　　：2025年3月20日 23:59

【受け取り方法】
1. ロッカー画面で「受け取り」を選択
2. 受取用パスワード（8桁）を入力
3. 開いた扉からお荷物をお取り出しください

※受取用パスワードは他の方に知られないようご注意ください。
※保管期限を過ぎたお荷物は、最寄りの営業所（新宿センター TEL 03-5555-8170）へ移送されます。

ハコビー宅配便株式会社　〒135-0061 東京都江東区豊洲5-6-52
""")

# ============================ Chinese (zh) ============================

M(lang="zh", kind="no_code_word", otp="529046", shown="529 046",
  frm='"云帆协作" <noreply@yunfan-work.example>', to="liwei.design@mail.example",
  date="2025-03-10 16:40:22 +0800", cs="gbk", tcte="base64",
  subject="欢迎加入云帆协作，还差最后一步",
  text="""李伟，你好！

感谢注册云帆协作。为了确认这个邮箱属于你，请回到注册页面，
在输入框中填入下面这 6 位数字：

    529 046

数字在 30 分钟内有效，过期后可在注册页面点击“重新发送”。

你创建的团队：光影设计工作室（团队号 208841）
套餐：免费版（最多 20 名成员，存储空间 5 GB）

如果你没有注册过云帆协作，请忽略本邮件，该邮箱不会被绑定。

--
云帆协作 · 让团队沟通更简单
杭州云帆网络科技有限公司
浙江省杭州市西湖区文三路 478 号 邮编 310012
客服热线 400-826-1190（工作日 9:00-18:00）
""")

M(lang="zh", kind="several_codes", otp=None,
  frm='"币安达交易所" <security@notice.bitanda.example>', to="crypto.zhou@mail.example",
  date="2025-01-05 11:02:37 +0800", tcte="quoted-printable", hcte="quoted-printable",
  subject="【币安达】两步验证已开启 - 请保存您的备用恢复码",
  text="""尊敬的用户 zhou***@mail.example：

您已于 2025-01-05 11:01（UTC+8）成功为账户开启两步验证（身份验证器 App）。

以下是您的 10 个备用恢复码。当您无法使用手机上的身份验证器时，
可使用其中任意一个登录，每个恢复码只能使用一次。现在无需输入任何恢复码。

  4f7k-29dm   8xq2-hh61   n3c9-7wte   p0ra-5m2k   t6vz-q8y4
  b2nd-61xs   jw4e-0pcu   r8mt-3kz7   y5gq-w2a9   e1hs-9nbf

请将它们打印或保存在安全的地方，不要截图发给任何人。
币安达工作人员不会以任何理由向您索要恢复码或验证码。

账户 UID：70023918
登录 IP：101.88.12.204（上海）

如非本人操作，请立即冻结账户：https://www.bitanda.example/account/freeze

币安达 BITANDA Ltd.
客服邮箱 support@bitanda.example
""",
  html="""<html><body style="font-family:'PingFang SC','Microsoft YaHei',sans-serif;background:#0f1115;color:#e8e8e8">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#181b22">
<p><img src="https://static.bitanda.example/mail/logo-dark.png" alt="BITANDA" width="120"></p>
<p>尊敬的用户 zhou***@mail.example：</p>
<p>您已于 2025-01-05 11:01（UTC+8）成功为账户开启两步验证（身份验证器 App）。</p>
<p>以下是您的 10 个备用恢复码。当您无法使用手机上的身份验证器时，可使用其中任意一个登录，每个恢复码只能使用一次。<b>现在无需输入任何恢复码。</b></p>
<table cellpadding="6" style="font-family:monospace;font-size:16px;background:#23262f;width:100%">
<tr><td>4f7k-29dm</td><td>8xq2-hh61</td><td>n3c9-7wte</td><td>p0ra-5m2k</td><td>t6vz-q8y4</td></tr>
<tr><td>b2nd-61xs</td><td>jw4e-0pcu</td><td>r8mt-3kz7</td><td>y5gq-w2a9</td><td>e1hs-9nbf</td></tr>
</table>
<p>请将它们打印或保存在安全的地方，不要截图发给任何人。币安达工作人员不会以任何理由向您索要恢复码或验证码。</p>
<p style="font-size:12px;color:#999">账户 UID：70023918<br>登录 IP：101.88.12.204（上海）</p>
<p><a href="https://www.bitanda.example/account/freeze" style="color:#f0b90b">如非本人操作，请立即冻结账户</a></p>
<p style="font-size:11px;color:#777">币安达 BITANDA Ltd. · <a href="https://www.bitanda.example/support" style="color:#999">帮助中心</a> · <a href="https://t.example/bitanda_cn" style="color:#999">Telegram</a></p>
</div></body></html>
""")

M(lang="zh", kind="lowercase_alnum", otp="k7m2xq9p",
  link="https://links.lianyu.example/e/c/9f1d2c?redirect=https%3A%2F%2Fwww.lianyu.example%2Fauth%2Fmagic%3Ft%3Dml_8Hq2Zr5WbX0cTn7Yv3Kd%26uid%3D3390217&sig=Zk3mQ",
  link_alt=["https://www.lianyu.example/auth/magic?t=ml_8Hq2Zr5WbX0cTn7Yv3Kd&uid=3390217"],
  frm='"联语社区" <hello@mail.lianyu.example>', to="xiaoyu_chen@mail.example",
  date="2025-02-14 21:03:12 +0800", tcte="8bit", hcte="base64",
  subject="你的联语登录链接和登录码",
  text="""嗨，小雨：

我们收到了你在网页端登录联语的请求。两种方式任选其一：

① 直接打开下面的链接，即可登录（15 分钟内有效，仅可使用一次）：
https://www.lianyu.example/auth/magic?t=ml_8Hq2Zr5WbX0cTn7Yv3Kd&uid=3390217

② 如果你在另一台设备上登录，请在登录页输入登录码：k7m2xq9p

请求时间：2025年2月14日 21:03
设备：Safari · iPad

如果不是你本人操作，可以忽略这封邮件，你的账号仍然安全。

联语社区 · 北京市朝阳区望京街 10 号 100102
退订提醒邮件：https://www.lianyu.example/settings/email
""",
  html="""<!doctype html><html><body style="background:#f6f7fb;font-family:'PingFang SC',sans-serif">
<div style="max-width:480px;margin:32px auto;background:#fff;border-radius:12px;padding:28px">
<img src="https://cdn.lianyu.example/brand/logo@2x.png" alt="联语" width="88">
<h2 style="font-size:20px">嗨，小雨</h2>
<p>我们收到了你在网页端登录联语的请求。点击下方按钮即可直接登录：</p>
<p style="text-align:center"><a href="https://links.lianyu.example/e/c/9f1d2c?redirect=https%3A%2F%2Fwww.lianyu.example%2Fauth%2Fmagic%3Ft%3Dml_8Hq2Zr5WbX0cTn7Yv3Kd%26uid%3D3390217&amp;sig=Zk3mQ" style="display:inline-block;background:#5b5bf0;color:#fff;padding:12px 32px;border-radius:24px;text-decoration:none">一键登录联语</a></p>
<p style="color:#666;font-size:13px">在另一台设备上登录？请在登录页输入登录码：</p>
<p style="text-align:center;font-family:Menlo,monospace;font-size:26px;letter-spacing:2px">k7m2xq9p</p>
<p style="color:#999;font-size:12px">链接和登录码 15 分钟内有效，仅可使用一次。<br>请求时间：2025年2月14日 21:03 · Safari · iPad</p>
<p style="color:#999;font-size:12px">如果不是你本人操作，可以忽略这封邮件，你的账号仍然安全。</p>
<hr style="border:none;border-top:1px solid #eee">
<p style="color:#aaa;font-size:11px">联语社区 · 北京市朝阳区望京街 10 号 100102<br>
<a href="https://links.lianyu.example/e/c/77ab01?redirect=https%3A%2F%2Fwww.lianyu.example%2Fsettings%2Femail">退订提醒邮件</a> · <a href="https://www.lianyu.example/help">帮助</a> · <a href="https://www.lianyu.example/privacy">隐私政策</a></p>
</div>
<img src="https://links.lianyu.example/e/o/9f1d2c.gif" width="1" height="1" alt="">
</body></html>
""")

M(lang="zh", kind="new_and_old_code", otp="663092", shown="663 092",
  frm='"華信商業銀行" <ebank@notify.huaxin-bank.example>', crlf=True, to="chang.yating@mail.example",
  date="2025-03-02 09:47:15 +0800", cs="big5", tcte="quoted-printable", hcte="quoted-printable",
  subject="華信銀行網路銀行 交易驗證碼通知（重新發送）",
  text="""親愛的 張雅婷 客戶您好：

您於 2025/03/02 09:46 申請重新發送交易驗證碼。
先前發送的驗證碼 204 851 已經失效，請勿再使用。

本次交易驗證碼：663 092
（有效時間 3 分鐘，請於 09:50 前輸入）

交易類型：約定帳戶轉帳
轉入帳號：812-00-****5567
轉帳金額：新臺幣 25,000 元

為保障您的權益，請勿將驗證碼告知任何人，本行人員不會向您索取驗證碼。

華信商業銀行 客服專線 (02)2555-8800／0800-088-123
地址：臺北市中正區重慶南路一段 120 號
""",
  html="""<html><body style="font-family:'Microsoft JhengHei',sans-serif">
<p>親愛的 張雅婷 客戶您好：</p>
<p>您於 2025/03/02 09:46 申請重新發送交易驗證碼。<br>
<span style="color:#999">先前發送的驗證碼 <s>204 851</s> 已經失效，請勿再使用。</span></p>
<table cellpadding="8" style="border:1px solid #c00;border-collapse:collapse">
<tr><td style="background:#fdeaea">本次交易驗證碼</td><td style="font-size:22px;font-weight:bold;color:#c00">663 092</td></tr>
<tr><td style="background:#fdeaea">有效時間</td><td>3 分鐘（請於 09:50 前輸入）</td></tr>
<tr><td style="background:#fdeaea">交易類型</td><td>約定帳戶轉帳</td></tr>
<tr><td style="background:#fdeaea">轉入帳號</td><td>812-00-****5567</td></tr>
<tr><td style="background:#fdeaea">轉帳金額</td><td>新臺幣 25,000 元</td></tr>
</table>
<p style="font-size:12px">為保障您的權益，請勿將驗證碼告知任何人，本行人員不會向您索取驗證碼。</p>
<p style="font-size:11px;color:#666">華信商業銀行 客服專線 (02)2555-8800／0800-088-123<br>地址：臺北市中正區重慶南路一段 120 號</p>
</body></html>
""")

M(lang="zh", kind="phone_and_dates", otp="391604",
  frm='"天翼通 网上营业厅" <service@10086.tianyitong.example>', to="138xxxx5521@mail.example",
  date="2025-02-26 20:15:48 +0800", hcte="quoted-printable",
  subject="天翼通网上营业厅身份验证",
  html="""<html><body style="font-family:'Microsoft YaHei',sans-serif;font-size:14px">
<p>尊敬的客户：</p>
<p>您的号码 138****5521 正在网上营业厅办理“套餐变更”业务（由 59 元畅享套餐变更为 79 元畅享套餐，2025年3月1日生效）。</p>
<p>本次业务的短信/邮件验证码为 <b style="font-size:18px">391604</b>，5 分钟内有效，请在办理页面输入。</p>
<p>温馨提示：<br>
1. 您 2 月账单金额 61.30 元，将于 2025年3月5日 出账；<br>
2. 本月已用流量 18.6 GB / 30 GB，通话 212 / 500 分钟；<br>
3. 如需帮助请拨打客服热线 10086-1 或 400-600-1000；<br>
4. 营业厅地址：广州市天河区体育西路 191 号 1 楼，营业时间 9:00-21:00。</p>
<p style="color:#c00;font-size:12px">验证码请勿告知他人，工作人员不会向您索取。</p>
<p style="color:#888;font-size:12px">天翼通信广东分公司 · 本邮件由系统自动发送，请勿回复 · 2025-02-26 20:15:48</p>
</body></html>
""")

M(lang="zh", kind="decoy_codes", otp="807316",
  frm='"拼好物" <no-reply@mail.pinhaowu.example>', to="wangfang88@mail.example",
  date="2025-03-08 10:20:05 +0800", tcte="8bit", hcte="base64",
  subject="【拼好物】修改收货手机号验证 & 您的专属优惠券",
  text="""亲爱的拼友 wangfang88：

您正在修改订单 PHW2025030811208893 的收货手机号（139****0721 → 186****3342）。
请在页面输入验证码：807316
验证码 10 分钟内有效。拼好物客服不会向您索要验证码，请勿泄露。

——————
顺便送您一张三八节专属券：
优惠码：WOMEN38  满 199 减 38，有效期至 2025-03-10 23:59
输入优惠码即可在结算页使用。

订单信息
订单号：PHW2025030811208893
商品：有机五常大米 5kg × 2
实付：¥118.00（已优惠 ¥20.00）
预计 3月10日 送达

拼好物客服：400-700-8899
上海市浦东新区张江路 665 号 201203
""",
  html="""<html><body style="font-family:sans-serif;background:#fff3f0">
<div style="max-width:600px;margin:auto;background:#fff;padding:20px">
<p>亲爱的拼友 <b>wangfang88</b>：</p>
<p>您正在修改订单 PHW2025030811208893 的收货手机号（139****0721 → 186****3342）。</p>
<p>请在页面输入验证码：<span style="font-size:22px;color:#e02e24;font-weight:bold">807316</span><br><small>验证码 10 分钟内有效。拼好物客服不会向您索要验证码，请勿泄露。</small></p>
<div style="border:2px dashed #e02e24;padding:12px;margin:16px 0">
<p style="margin:0">三八节专属券 · 优惠码 <b style="font-size:18px">WOMEN38</b></p>
<p style="margin:0;font-size:12px">满 199 减 38，有效期至 2025-03-10 23:59，结算页输入优惠码即可使用</p>
</div>
<table width="100%" style="font-size:13px" cellpadding="4">
<tr><td>订单号</td><td>PHW2025030811208893</td></tr>
<tr><td>商品</td><td>有机五常大米 5kg × 2</td></tr>
<tr><td>实付</td><td>¥118.00（已优惠 ¥20.00）</td></tr>
<tr><td>预计送达</td><td>3月10日</td></tr>
</table>
<p><a href="https://m.pinhaowu.example/order/PHW2025030811208893">查看订单</a> · <a href="https://m.pinhaowu.example/coupon/WOMEN38">去使用优惠券</a></p>
<p style="font-size:11px;color:#999">拼好物客服：400-700-8899 · 上海市浦东新区张江路 665 号 201203<br><a href="https://m.pinhaowu.example/unsubscribe?u=5582193">退订营销邮件</a></p>
</div></body></html>
""")

M(lang="zh", kind="booking_ref", otp="590318",
  frm='"东海航空" <member@ceair-dh.example>', to="liu.jun@mail.example",
  date="2025-04-02 07:58:33 +0800", tcte="quoted-printable",
  subject="东海航空会员登录验证",
  text="""尊敬的 刘军 先生：

您正在使用新设备登录东海航空 App，以便办理航班值机。

  登录验证码：590318（10 分钟内有效）

您名下的近期行程：
  航班 DH5127  上海虹桥 → 成都天府  2025-04-03 08:35 起飞
  订座记录编号（PNR）：MF8Q3T
  电子客票号：781-2390044817
  座位：已选 31K

请注意：订座记录编号与电子客票号仅用于查询行程，不可用于登录。

东海航空会员号：DH 6600 2185 93
服务热线：95599-2（境外请拨 +86-21-9559-9000）
东海航空股份有限公司 · 上海市长宁区空港一路 88 号 200335
""")

M(lang="zh", kind="magic_link", otp=None,
  link="https://sso.hdu-univ.example/cas/password/reset?ticket=RST-20250311-9b2f7a61c04e4d8f8a3c&uid=20231089",
  frm='"华东理工大学 统一身份认证" <ids@hdu-univ.example>', to="20231089@stu.hdu-univ.example",
  date="2025-03-11 23:12:06 +0800", tcte="8bit", hcte="quoted-printable",
  subject="[统一身份认证] 重置密码申请",
  text="""陈思远 同学：

你好！系统于 2025-03-11 23:11 收到学号 20231089 的密码重置申请。

请在 30 分钟内打开以下链接设置新密码：
https://sso.hdu-univ.example/cas/password/reset?ticket=RST-20250311-9b2f7a61c04e4d8f8a3c&uid=20231089

新密码须为 8-20 位，至少包含字母、数字和符号中的两类。
重置后，教务系统、校园网、图书馆与 VPN 密码将同步更新。

如非本人操作，请忽略本邮件，并联系网络信息中心：
电话 021-6425-3000，地址：徐汇区梅陇路 130 号 信息楼 204 室。

华东理工大学 网络与信息化中心
""",
  html="""<html><body style="font-family:'Microsoft YaHei',sans-serif;font-size:14px">
<table width="600" cellpadding="16" style="border:1px solid #d6dde8"><tr><td style="background:#1d4e89;color:#fff">华东理工大学 · 统一身份认证平台</td></tr><tr><td>
<p>陈思远 同学：</p>
<p>你好！系统于 2025-03-11 23:11 收到学号 20231089 的密码重置申请。</p>
<p>请在 30 分钟内点击下方按钮设置新密码：</p>
<p><a href="https://sso.hdu-univ.example/cas/password/reset?ticket=RST-20250311-9b2f7a61c04e4d8f8a3c&amp;uid=20231089" style="background:#1d4e89;color:#fff;padding:10px 24px;text-decoration:none">重置密码</a></p>
<p style="font-size:12px;color:#666">新密码须为 8-20 位，至少包含字母、数字和符号中的两类。重置后，教务系统、校园网、图书馆与 VPN 密码将同步更新。</p>
<p style="font-size:12px">如非本人操作，请忽略本邮件，并联系网络信息中心：电话 021-6425-3000，地址：徐汇区梅陇路 130 号 信息楼 204 室。</p>
<p style="font-size:12px"><a href="https://sso.hdu-univ.example/cas/login">统一身份认证登录</a> | <a href="https://nic.hdu-univ.example/faq">常见问题</a> | <a href="https://nic.hdu-univ.example/">网络与信息化中心</a></p>
</td></tr></table>
</body></html>
""")

M(lang="zh", kind="magic_link", otp=None,
  link="https://newsletter.jishuzhoukan.example/subscribe/confirm?list=weekly&token=c0f3a8e1b27d4f96a51e&email=reader%40mail.example",
  frm='"技术周刊" <weekly@jishuzhoukan.example>', headers={"List-Id": "Jishu Weekly <weekly.jishuzhoukan.example>", "Auto-Submitted": "auto-generated"}, to="reader@mail.example",
  date="2025-01-22 12:30:00 +0800", hcte="base64",
  subject="请确认订阅《技术周刊》",
  html="""<html><body style="font-family:sans-serif;color:#333">
<div style="max-width:560px;margin:0 auto">
<p style="font-size:11px;color:#999;text-align:right"><a href="https://newsletter.jishuzhoukan.example/web/confirm-preview">在浏览器中查看</a></p>
<h1 style="font-size:22px">《技术周刊》</h1>
<p>你好！有人（希望是你）用 reader@mail.example 订阅了《技术周刊》——每周五 8:00 发送，一般 10-15 篇精选文章。</p>
<p>为防止他人冒用你的邮箱，请点击下方按钮确认订阅：</p>
<p><a href="https://newsletter.jishuzhoukan.example/subscribe/confirm?list=weekly&amp;token=c0f3a8e1b27d4f96a51e&amp;email=reader%40mail.example" style="background:#222;color:#fff;padding:12px 26px;border-radius:4px;text-decoration:none">是的，确认订阅</a></p>
<p>如果不想订阅，忽略本邮件即可，我们不会再给你发送任何内容。</p>
<p>往期精选：<a href="https://jishuzhoukan.example/issues/312">第 312 期：Rust 2024 Edition 迁移笔记</a>、<a href="https://jishuzhoukan.example/issues/311">第 311 期：PostgreSQL 17 新特性</a></p>
<p style="font-size:11px;color:#aaa">技术周刊编辑部 · 深圳市南山区科技园南区 R2-B 栋 3 楼 518057<br>
<a href="https://jishuzhoukan.example/privacy">隐私说明</a> · <a href="https://github.example/jishuzhoukan">GitHub</a> · <a href="https://weibo.example/jishuzhoukan">微博</a></p>
</div>
<img src="https://newsletter.jishuzhoukan.example/t/open/c0f3a8e1.png" width="1" height="1" alt="">
</body></html>
""")

M(lang="zh", kind="newsletter_numbers", otp=None,
  frm='"京选商城电子发票" <invoice@fapiao.jingxuan.example>', to="zhao.lei@mail.example",
  date="2025-02-18 14:06:51 +0800", tcte="quoted-printable",
  subject="您的电子发票已开具（订单号 310228459721）",
  text="""尊敬的 赵磊：

您在京选商城的订单 310228459721 已开具增值税电子普通发票，信息如下：

发票代码：044002400111
发票号码：38207716
开票日期：2025年02月18日
校验码：72841 09316 55820 43197
购买方名称：个人
销售方：深圳京选贸易有限公司（纳税人识别号 91440300MA5F7XK31Q）
价税合计：¥2,399.00（大写：贰仟叁佰玖拾玖元整）
其中 税额：¥276.00  税率：13%

商品明细：
  小米 Redmi 电视 A65 2025款  1 台  ¥2,399.00

发票 PDF 可在“我的订单 > 发票详情”中下载，或前往国家税务总局全国增值税发票查验平台查验真伪。

京选商城客服：400-606-5500
深圳市南山区粤海街道科苑南路 3099 号 518057
""")

M(lang="zh", kind="booking_ref", otp=None,
  frm='"栖云酒店集团" <reservations@qiyun-hotels.example>', to="huang.min@mail.example",
  date="2025-04-10 17:22:40 +0800", tcte="base64", hcte="base64",
  subject="预订确认：栖云·西湖店 2025年5月1日-5月3日（确认号 QY7R4KD2）",
  text="""黄敏 女士，您好：

感谢您选择栖云酒店，您的预订已确认。

确认号：QY7R4KD2
酒店：栖云酒店·杭州西湖店（杭州市西湖区北山街 58 号，邮编 310007）
入住：2025年5月1日（周四）14:00 后
离店：2025年5月3日（周六）12:00 前
房型：湖景大床房 × 1 间，2 晚，含双早
房费：¥1,288 × 2 晚 = ¥2,576（已含服务费及税费）
担保方式：信用卡担保（尾号 6032）
会员等级：金卡（会员号 8800 3316 72）

免费取消截止：2025年4月29日 18:00
前台电话：0571-8799-6600

期待您的光临！
栖云酒店集团 客户中心 400-881-3939
""",
  html="""<html><body style="font-family:sans-serif;background:#f5f1ea">
<table width="600" align="center" cellpadding="20" style="background:#fff"><tr><td>
<img src="https://img.qiyun-hotels.example/logo.png" alt="栖云酒店" width="120">
<p>黄敏 女士，您好：</p><p>感谢您选择栖云酒店，您的预订已确认。</p>
<table width="100%" cellpadding="6" style="font-size:14px;border-top:1px solid #ddd">
<tr><td width="120">确认号</td><td><b>QY7R4KD2</b></td></tr>
<tr><td>酒店</td><td>栖云酒店·杭州西湖店（杭州市西湖区北山街 58 号，邮编 310007）</td></tr>
<tr><td>入住</td><td>2025年5月1日（周四）14:00 后</td></tr>
<tr><td>离店</td><td>2025年5月3日（周六）12:00 前</td></tr>
<tr><td>房型</td><td>湖景大床房 × 1 间，2 晚，含双早</td></tr>
<tr><td>房费</td><td>¥1,288 × 2 晚 = ¥2,576（已含服务费及税费）</td></tr>
<tr><td>担保方式</td><td>信用卡担保（尾号 6032）</td></tr>
<tr><td>会员号</td><td>8800 3316 72（金卡）</td></tr>
</table>
<p>免费取消截止：2025年4月29日 18:00　前台电话：0571-8799-6600</p>
<p><a href="https://www.qiyun-hotels.example/booking/QY7R4KD2">管理预订</a> · <a href="https://www.qiyun-hotels.example/hotels/hz-xihu/map">酒店地图</a></p>
<p style="font-size:11px;color:#888">栖云酒店集团 客户中心 400-881-3939</p>
</td></tr></table></body></html>
""")

M(lang="zh", kind="phone_and_dates", otp=None,
  frm='"仁和医院预约挂号" <yuyue@renhe-hospital.example>', to="sun.lihua@mail.example",
  date="2025-03-24 19:30:12 +0800", tcte="8bit",
  subject="预约成功提醒：3月27日 上午 内分泌科",
  text="""孙丽华 您好：

您已成功预约仁和医院门诊号源，详情如下：

就诊人：孙丽华（就诊卡号 0021-7739-0518）
科室：内分泌科（门诊楼 3 层 B 区）
医生：周建国 主任医师
就诊日期：2025年3月27日（星期四）上午
就诊序号：第 15 号，建议 09:40-10:10 到达
挂号费：¥50.00（医保统筹支付 ¥30.00，个人自付 ¥20.00）
预约单号：YY20250324193011

请携带身份证或医保卡，在门诊楼 1 层自助机报到。
如需取消，请于 3月26日 17:00 前通过公众号或拨打 0755-2655-8120 办理，
一个月内爽约 3 次将暂停预约资格 90 天。

仁和医院 · 深圳市福田区莲花路 1120 号 518036
""")

M(lang="zh", kind="decoy_codes", otp=None,
  frm='"会通云会议" <invite@huitong-meeting.example>', to="team-pm@mail.example",
  date="2025-03-19 09:05:27 +0800", tcte="quoted-printable", hcte="quoted-printable",
  subject="会议邀请：Q2 产品规划评审（3月20日 14:00）",
  text="""马骁 邀请您参加会通云会议

会议主题：Q2 产品规划评审
会议时间：2025/03/20 14:00-15:30（GMT+08:00）中国标准时间-北京
会议号：824 5531 9027
会议密码：6390

点击链接入会，或添加至会议列表：
https://meeting.huitong.example/j/82455319027?pwd=6390

手机一键拨号入会
+86-10-8765-4321,,82455319027# （北京）
+86-21-6068-1122,,82455319027# （上海）

议程：
1. Q1 数据回顾（GMV 同比 +18.4%，DAU 132 万）
2. Q2 重点项目排期（共 7 项）
3. 资源与预算（预计 ¥4,600,000）
""",
  html="""<html><body style="font-family:sans-serif;font-size:14px">
<p><b>马骁</b> 邀请您参加会通云会议</p>
<table cellpadding="4">
<tr><td>会议主题</td><td>Q2 产品规划评审</td></tr>
<tr><td>会议时间</td><td>2025/03/20 14:00-15:30（GMT+08:00）中国标准时间-北京</td></tr>
<tr><td>会议号</td><td>824 5531 9027</td></tr>
<tr><td>会议密码</td><td>6390</td></tr>
</table>
<p><a href="https://meeting.huitong.example/j/82455319027?pwd=6390" style="background:#0066ff;color:#fff;padding:8px 18px;text-decoration:none">加入会议</a>
<a href="https://meeting.huitong.example/calendar/82455319027.ics">添加到日历</a></p>
<p style="font-size:12px">手机一键拨号入会<br>+86-10-8765-4321,,82455319027# （北京）<br>+86-21-6068-1122,,82455319027# （上海）</p>
<p style="font-size:12px">议程：1. Q1 数据回顾（GMV 同比 +18.4%，DAU 132 万）2. Q2 重点项目排期（共 7 项）3. 资源与预算（预计 ¥4,600,000）</p>
</body></html>
""")

# ============================ Korean (ko) ============================

M(lang="ko", kind="span_digits", otp="736204",
  frm='"네온포털" <account@neonportal.example>', crlf=True, headers={"X-Mailer": "NEON Mailer 4.2"}, to="jhpark@mail.example",
  date="2025-02-03 08:14:29 +0900", hcte="quoted-printable",
  subject="[네온포털] 로그인 인증을 완료해 주세요",
  html="""<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8">
<style>.d{display:inline-block;width:36px;height:48px;line-height:48px;margin:0 3px;border:1px solid #03c75a;border-radius:6px;font-size:26px;font-weight:700;text-align:center}</style></head>
<body style="font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;background:#f5f6f7">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="520" cellpadding="24" style="background:#fff;margin-top:24px">
<tr><td><img src="https://static.neonportal.example/mail/logo_green.png" alt="NEON" width="90">
<h2 style="font-size:20px">로그인 인증번호 안내</h2>
<p>박지훈님, 새로운 브라우저에서 로그인을 시도하고 있습니다.<br>아래 인증번호 6자리를 로그인 화면에 입력해 주세요.</p>
<div style="text-align:center;margin:24px 0"><span class="d">7</span><span class="d">3</span><span class="d">6</span><span class="d">2</span><span class="d">0</span><span class="d">4</span></div>
<p style="font-size:13px;color:#666">· 유효시간: 3분 (2025.02.03 08:17까지)<br>· 접속 위치: 대한민국 서울 (IP 211.36.***.45)<br>· 브라우저: Edge 121 / Windows</p>
<p style="font-size:13px;color:#666">본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다. 인증번호를 입력하지 않으면 로그인되지 않습니다.</p>
</td></tr>
<tr><td style="background:#fafafa;font-size:11px;color:#999">본 메일은 발신전용입니다. 문의는 <a href="https://help.neonportal.example/">고객센터</a>를 이용해 주세요.<br>
(주)네온포털 | 경기도 성남시 분당구 불정로 6 (우 13561) | 사업자등록번호 220-81-00000 | 대표전화 1588-3820</td></tr>
</table></td></tr></table></body></html>
""")

M(lang="ko", kind="prefix_code", otp="593027", shown="HM-593027",
  frm='"한끼마켓" <noreply@hankki-market.example>', to="soyeon.k@mail.example",
  date="2025-01-14 18:25:03 +0900", tcte="8bit", hcte="base64",
  subject="[한끼마켓] 휴대폰 번호 변경 확인",
  text="""안녕하세요, 김소연 고객님.

회원정보의 휴대폰 번호를 010-****-2231에서 010-****-8704로 변경하는 요청이 접수되었습니다.

변경 확인 코드: HM-593027
※ 앱 입력창에는 앞의 'HM-'를 제외한 숫자 6자리만 입력해 주세요.
※ 코드는 10분간 유효합니다.

새벽배송 주문번호 2025011418220017 (도착 예정 1/15 07:00 이전)은
변경된 번호로 도착 알림이 발송됩니다.

고객센터 1644-1107 (매일 07:00~22:00)
(주)한끼마켓 서울특별시 강남구 테헤란로 133, 12층 (우 06133)
""",
  html="""<html><body style="font-family:sans-serif">
<p>안녕하세요, 김소연 고객님.</p>
<p>회원정보의 휴대폰 번호를 010-****-2231에서 010-****-8704로 변경하는 요청이 접수되었습니다.</p>
<p style="background:#f3efe6;padding:14px;font-size:15px">변경 확인 코드: <b style="font-size:22px">HM-593027</b><br>
<span style="font-size:12px">※ 앱 입력창에는 앞의 'HM-'를 제외한 숫자 6자리만 입력해 주세요. 코드는 10분간 유효합니다.</span></p>
<p style="font-size:13px">새벽배송 주문번호 2025011418220017 (도착 예정 1/15 07:00 이전)은 변경된 번호로 도착 알림이 발송됩니다.</p>
<p style="font-size:11px;color:#888">고객센터 1644-1107 (매일 07:00~22:00)<br>(주)한끼마켓 서울특별시 강남구 테헤란로 133, 12층 (우 06133)</p>
</body></html>
""")

M(lang="ko", kind="several_codes", otp="418027",
  frm='"한빛은행" <alert@banking.hanbit-bank.example>', to="leesj@mail.example",
  date="2025-03-25 12:41:56 +0900", tcte="quoted-printable", hcte="quoted-printable",
  subject="[한빛은행] 해외송금 추가인증 안내",
  text="""이승재 고객님, 한빛은행입니다.

고객님의 인터넷뱅킹에서 해외송금 신청이 진행 중입니다.
고액 송금으로 추가인증이 2단계로 진행됩니다.

[1단계] 지금 인터넷뱅킹 화면에 입력할 인증번호
   418027   (유효시간 5분)

[2단계] 1단계 완료 후 ARS 전화(1599-8000)가 걸려오면,
   전화기 키패드로 두 자리 숫자 57 을 누르세요.
   ※ 화면에는 입력하지 마세요.

송금 내역
 - 수취인: HAN TRADING LLC (미국)
 - 송금액: USD 4,800.00 (약 6,972,480원, 적용환율 1,452.60)
 - 출금계좌: 110-***-552013
 - 신청일시: 2025.03.25 12:41

본인이 신청하지 않은 거래라면 즉시 1599-8000(해외 +82-2-3449-8000)으로 신고해 주세요.
한빛은행 | 서울특별시 중구 을지로 66 (우 04538)
""",
  html="""<html><body style="font-family:'Malgun Gothic',sans-serif;font-size:14px">
<p>이승재 고객님, 한빛은행입니다.</p>
<p>고객님의 인터넷뱅킹에서 해외송금 신청이 진행 중입니다. 고액 송금으로 추가인증이 2단계로 진행됩니다.</p>
<table cellpadding="10" style="border-collapse:collapse;width:100%">
<tr><td style="border:2px solid #1a5fb4;background:#eef4fc"><b>[1단계] 지금 인터넷뱅킹 화면에 입력할 인증번호</b><br>
<span style="font-size:26px;font-weight:bold;color:#1a5fb4">418027</span> <small>(유효시간 5분)</small></td></tr>
<tr><td style="border:1px solid #ccc"><b>[2단계]</b> 1단계 완료 후 ARS 전화(1599-8000)가 걸려오면, 전화기 키패드로 두 자리 숫자 <b>57</b> 을 누르세요.<br><small>※ 화면에는 입력하지 마세요.</small></td></tr>
</table>
<p>송금 내역<br>- 수취인: HAN TRADING LLC (미국)<br>- 송금액: USD 4,800.00 (약 6,972,480원, 적용환율 1,452.60)<br>- 출금계좌: 110-***-552013<br>- 신청일시: 2025.03.25 12:41</p>
<p style="font-size:12px;color:#c00">본인이 신청하지 않은 거래라면 즉시 1599-8000(해외 +82-2-3449-8000)으로 신고해 주세요.</p>
<p style="font-size:11px;color:#888">한빛은행 | 서울특별시 중구 을지로 66 (우 04538)</p>
</body></html>
""")

M(lang="ko", kind="username_digits", otp="295781",
  frm='"픽셀랜드" <no-reply@pixelland-games.example>', to="minji0412@mail.example",
  date="2025-02-22 22:08:40 +0900", tcte="base64",
  subject="[픽셀랜드] 계정 연동 인증",
  text="""minji_0412님, 안녕하세요!

픽셀랜드 계정을 새 기기(Galaxy S24)와 연동하려는 요청을 받았습니다.

계정 정보
 - 닉네임: minji_0412
 - 회원번호: 10293847
 - 서버: 아시아-2
 - 레벨 87 / 보유 젬 3,450개

연동을 완료하려면 게임 화면에 아래 인증 코드를 입력하세요.

   인증 코드: 295781

코드는 20분 뒤(22:28) 만료됩니다.
본인이 요청하지 않았다면 비밀번호를 변경하고 고객지원(1670-0412)으로 문의하세요.

ⓒ PIXELLAND Corp. 부산광역시 해운대구 센텀중앙로 97, 20층 (우 48058)
""")

M(lang="ko", kind="no_code_word", otp="640218", shown="640 218",
  frm='"모두카" <driver@moducar.example>', to="choi.dh@mail.example",
  date="2025-03-29 07:51:12 +0900", hcte="base64",
  subject="모두카 운전자 등록 – 마지막 단계입니다",
  html="""<html><body style="margin:0;font-family:'Pretendard','Malgun Gothic',sans-serif;background:#eaf6ff">
<div style="max-width:540px;margin:0 auto;background:#fff;padding:28px">
<img src="https://assets.moducar.example/email/moducar-logo.png" alt="모두카" width="110">
<h1 style="font-size:21px">최동현님, 운전면허 확인이 끝났어요</h1>
<p>면허번호 11-**-****42-01 / 1종 보통 / 적성검사 만료일 2031.06.30</p>
<p>이제 앱으로 돌아가서 아래 숫자를 그대로 입력하면 운전자 등록이 완료돼요.</p>
<p style="font-size:34px;font-weight:800;letter-spacing:6px;text-align:center;color:#0078ff;margin:24px 0">640 218</p>
<p style="font-size:13px;color:#555">10분 안에 입력해 주세요. 시간이 지나면 앱에서 다시 요청할 수 있어요.</p>
<p style="font-size:13px;background:#f4f8fb;padding:12px">첫 이용 혜택: 4시간 대여 50% 할인 (최대 20,000원)은 등록 완료 후 자동으로 지급돼요.</p>
<p style="font-size:11px;color:#999">모두카(주) 서울특별시 성동구 아차산로 17길 48, 5층 (우 04799) · 사업자등록번호 123-45-67890<br>
고객센터 1661-3315 · <a href="https://www.moducar.example/terms">이용약관</a> · <a href="https://www.moducar.example/privacy">개인정보처리방침</a></p>
</div></body></html>
""")

M(lang="ko", kind="reset_in_code_mail", otp="052617", shown="052 617",
  frm='"비트누리" <security@bitnuri.example>', to="kang.trader@mail.example",
  date="2025-01-30 03:12:18 +0900", tcte="8bit", hcte="quoted-printable",
  subject="[비트누리] 로그인 인증 코드 052 617",
  text="""비트누리 로그인 인증 코드 안내

인증 코드: 052 617
(3분간 유효, 2025-01-30 03:15 KST 만료)

요청 정보
 - 일시: 2025-01-30 03:12 KST
 - IP: 45.77.***.12 (싱가포르)
 - 기기: Chrome / Linux

본인이 시도한 로그인이 아니라면 코드를 입력하지 말고, 즉시 비밀번호를 재설정하세요.
https://www.bitnuri.example/account/password/reset?from=login_alert

비트누리는 전화·메신저로 인증 코드를 요구하지 않습니다.
(주)비트누리 | 가상자산사업자 신고번호 2024-01-00X | 서울 영등포구 국제금융로 10 (우 07326) | 1833-7119
""",
  html="""<html><body style="font-family:sans-serif;background:#10131a;color:#eee">
<div style="max-width:520px;margin:0 auto;padding:24px">
<h2 style="color:#4cc2ff">로그인 인증 코드</h2>
<p style="font-size:32px;font-weight:bold;letter-spacing:4px">052 617</p>
<p style="font-size:13px">3분간 유효 (2025-01-30 03:15 KST 만료)</p>
<table style="font-size:13px;color:#bbb"><tr><td>일시</td><td>2025-01-30 03:12 KST</td></tr><tr><td>IP</td><td>45.77.***.12 (싱가포르)</td></tr><tr><td>기기</td><td>Chrome / Linux</td></tr></table>
<p style="font-size:13px">본인이 시도한 로그인이 아니라면 코드를 입력하지 말고 즉시 <a href="https://www.bitnuri.example/account/password/reset?from=login_alert" style="color:#ff6b6b">비밀번호를 재설정</a>하세요.</p>
<p style="font-size:11px;color:#777">비트누리는 전화·메신저로 인증 코드를 요구하지 않습니다.<br>(주)비트누리 | 가상자산사업자 신고번호 2024-01-00X | 서울 영등포구 국제금융로 10 (우 07326) | 1833-7119</p>
</div></body></html>
""")

M(lang="ko", kind="magic_link", otp=None,
  link="https://id.oneul-shop.example/device/approve?req=dv_5f7e21a9c3b84d0e&sig=0b91a7f4e2c6d358&answer=yes",
  frm='"오늘의쇼핑" <security@oneul-shop.example>', to="yoon.hr@mail.example",
  date="2025-02-17 20:33:09 +0900", hcte="quoted-printable",
  subject="새 기기에서 로그인하려고 하시나요?",
  html="""<html><body style="font-family:sans-serif;background:#fafafa">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:28px">
<p style="font-size:11px;text-align:right"><a href="https://mail.oneul-shop.example/view/dv_5f7e21a9">웹에서 보기</a></p>
<img src="https://img.oneul-shop.example/mail/logo.png" alt="오늘의쇼핑" width="120">
<h2>윤하림님, 새 기기에서 로그인하려고 하시나요?</h2>
<table cellpadding="6" style="font-size:14px;background:#f6f6f6;width:100%">
<tr><td>기기</td><td>iPhone 15 Pro · Safari</td></tr>
<tr><td>위치</td><td>부산광역시 (추정)</td></tr>
<tr><td>시간</td><td>2025년 2월 17일 오후 8:33</td></tr>
</table>
<p>본인이 맞다면 아래 버튼을 눌러 로그인을 승인해 주세요. 승인 링크는 10분간 유효합니다.</p>
<p><a href="https://id.oneul-shop.example/device/approve?req=dv_5f7e21a9c3b84d0e&amp;sig=0b91a7f4e2c6d358&amp;answer=yes" style="background:#ff5a3c;color:#fff;padding:12px 28px;border-radius:6px;text-decoration:none;font-weight:bold">네, 제가 맞습니다</a></p>
<p style="font-size:13px">본인이 아니라면 <a href="https://id.oneul-shop.example/security/check?req=dv_5f7e21a9c3b84d0e">계정 보호하기</a>를 눌러 주세요.</p>
<p style="font-size:11px;color:#999">(주)오늘의쇼핑 · 서울특별시 마포구 양화로 45, 9층 (우 04036) · 통신판매업 2019-서울마포-0123 · 고객센터 1588-7942<br>
<a href="https://www.oneul-shop.example/help">고객센터</a> · <a href="https://www.oneul-shop.example/privacy">개인정보처리방침</a> · <a href="https://instagram.example/oneul_shop">인스타그램</a> · <a href="https://mail.oneul-shop.example/unsubscribe?u=7712093">수신거부</a></p>
</div>
<img src="https://mail.oneul-shop.example/open/dv_5f7e21a9.gif" width="1" height="1" alt="">
</body></html>
""")

M(lang="ko", kind="magic_link", otp=None,
  link="https://e.noteflow.example/c/eJyNkM1OwzAQhN_Fv3Pk9VsA_1Ed1DXhQ2q7MaqFAq1KdJX_S8oOrcKVZN8mQ?dest=signin&k=44a1",
  link_alt=["https://app.noteflow.example/login/magic?token=nf_mgl_Qm2V8sXa0RkT5pLh9Cz3&email=jiwoo.han%40mail.example"],
  frm='"NoteFlow" <login@noteflow.example>', to="jiwoo.han@mail.example",
  date="2025-03-12 10:07:44 +0900", tcte="quoted-printable", hcte="base64",
  subject="NoteFlow 로그인 링크",
  text="""지우님, 안녕하세요.

아래 링크를 열면 비밀번호 없이 NoteFlow에 바로 로그인됩니다.
이 링크는 15분 동안 한 번만 사용할 수 있습니다.

https://app.noteflow.example/login/magic?token=nf_mgl_Qm2V8sXa0RkT5pLh9Cz3&email=jiwoo.han%40mail.example

워크스페이스: 한지우의 연구노트 (멤버 4명, 페이지 1,284개)

로그인을 요청하지 않았다면 이 메일을 무시하세요.

NoteFlow Inc. · 서울특별시 강남구 강남대로 382, 7층 (우 06232)
""",
  html="""<html><body style="font-family:-apple-system,sans-serif;color:#37352f">
<div style="max-width:500px;margin:0 auto;padding:24px">
<p><img src="https://static.noteflow.example/mail/nf.png" width="36" alt="NoteFlow"></p>
<p>지우님, 안녕하세요.</p>
<p>아래 버튼을 누르면 비밀번호 없이 NoteFlow에 바로 로그인됩니다. 이 링크는 15분 동안 한 번만 사용할 수 있습니다.</p>
<p><a href="https://e.noteflow.example/c/eJyNkM1OwzAQhN_Fv3Pk9VsA_1Ed1DXhQ2q7MaqFAq1KdJX_S8oOrcKVZN8mQ?dest=signin&amp;k=44a1" style="display:inline-block;background:#2f80ed;color:#fff;padding:10px 22px;border-radius:4px;text-decoration:none">NoteFlow에 로그인</a></p>
<p style="font-size:12px;color:#787774">워크스페이스: 한지우의 연구노트 (멤버 4명, 페이지 1,284개)</p>
<p style="font-size:12px;color:#787774">로그인을 요청하지 않았다면 이 메일을 무시하세요.</p>
<p style="font-size:11px;color:#aaa">NoteFlow Inc. · 서울특별시 강남구 강남대로 382, 7층 (우 06232) · <a href="https://e.noteflow.example/c/eJyNkM1Ohelp?dest=help">도움말</a> · <a href="https://www.noteflow.example/legal/privacy">개인정보</a></p>
</div>
<img src="https://e.noteflow.example/o/eJyNkM1OwzAQhN.png" width="1" height="1" alt="">
</body></html>
""")

M(lang="ko", kind="newsletter_numbers", otp=None,
  frm='"배달각" <receipt@baedalgak.example>', to="oh.sw@mail.example",
  date="2025-03-01 19:52:31 +0900", hcte="quoted-printable",
  subject="[배달각] 주문하신 음식이 배달 완료되었습니다 (주문번호 B2503011936-4471)",
  html="""<html><body style="font-family:sans-serif;background:#f2f2f2">
<table width="480" align="center" cellpadding="16" style="background:#fff">
<tr><td><b style="color:#2ac1bc;font-size:18px">배달각</b><br>오세원님, 맛있게 드세요!</td></tr>
<tr><td>
<p>주문번호 B2503011936-4471<br>주문일시 2025.03.01 19:36 · 배달완료 19:51</p>
<p><b>교촌당 치킨 상도점</b> (02-815-2290)</p>
<table width="100%" style="font-size:14px">
<tr><td>허니콤보 1</td><td align="right">23,000원</td></tr>
<tr><td>웨지감자 1</td><td align="right">4,500원</td></tr>
<tr><td>콜라 1.25L 1</td><td align="right">2,500원</td></tr>
<tr><td>배달팁</td><td align="right">3,000원</td></tr>
<tr><td>쿠폰 할인 (신규 3,000원)</td><td align="right">-3,000원</td></tr>
<tr><td><b>결제금액</b></td><td align="right"><b>30,000원</b></td></tr>
</table>
<p style="font-size:13px">결제수단: 현대카드 (5310-****-****-7102) 일시불<br>
승인번호 30018842 · 적립 포인트 300P (보유 4,120P)</p>
<p style="font-size:13px">배달주소: 서울 동작구 상도로 369, 102동 1504호 (우 06978)<br>
안심번호: 050-7512-3390-41</p>
<p><a href="https://www.baedalgak.example/orders/B2503011936-4471/review">리뷰 쓰기</a> · <a href="https://www.baedalgak.example/orders/B2503011936-4471">주문 상세</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#999">(주)배달각 · 서울 송파구 위례성대로 2 (우 05544) · 사업자등록번호 120-87-00000 · 고객센터 1600-0987</td></tr>
</table></body></html>
""")

M(lang="ko", kind="booking_ref", otp=None,
  frm='"레일로 승차권" <ticket@railro.example>', to="jung.mk@mail.example",
  date="2025-04-18 21:40:03 +0900", tcte="8bit",
  subject="[레일로] 승차권 예매가 완료되었습니다",
  text="""정민규 고객님, 승차권 예매가 완료되었습니다.

예약번호: 8102-0418-41273-07
승차권번호: 72310-0418-11223-44

열차: KTX 035
운행일: 2025년 4월 26일(토)
구간: 서울 10:30 → 부산 13:08
좌석: 7호차 12A (일반실, 순방향)
운임: 59,800원 (할인 0원)
결제: 신한카드 ****-3381, 승인번호 71829304

※ 출발 20분 전까지 반환 시 위약금 없음(주말은 출발 1시간 전까지 400원).
※ 승차권은 앱 '내 승차권'에서 확인하세요. 예약번호만으로는 승차할 수 없습니다.

레일로 고객센터 1544-7788 · 대전광역시 동구 중앙로 240 (우 34618)
""")

M(lang="ko", kind="decoy_codes", otp=None,
  frm='"기프티몰" <gift@giftymall.example>', to="seo.yj@mail.example",
  date="2025-05-08 09:00:11 +0900", hcte="base64",
  subject="서유진님께 모바일 상품권이 도착했어요 🎁",
  html="""<html><body style="font-family:sans-serif;background:#fff5f7">
<div style="max-width:420px;margin:0 auto;background:#fff;border-radius:16px;padding:24px;text-align:center">
<p style="font-size:13px;color:#999">어버이날 선물</p>
<h2>서유진님, 딸 서하은님이 선물을 보냈어요</h2>
<p style="font-style:italic">"엄마 항상 고마워요! 맛있는 거 드세요 ❤"</p>
<img src="https://img.giftymall.example/goods/cake_30000.jpg" width="240" alt="스위트하우스 케이크 3만원권">
<p><b>스위트하우스 30,000원 금액권</b></p>
<table align="center" cellpadding="6" style="font-size:14px;text-align:left">
<tr><td>상품권 번호</td><td>9012 4478 3356 2810</td></tr>
<tr><td>PIN</td><td>5823</td></tr>
<tr><td>유효기간</td><td>2025.05.08 ~ 2026.05.07</td></tr>
<tr><td>교환처</td><td>스위트하우스 전국 매장 (일부 매장 제외)</td></tr>
</table>
<p style="font-size:12px;color:#777">매장 직원에게 상품권 번호와 PIN을 보여주세요. 잔액은 3개월 내 재사용 가능합니다.</p>
<p><a href="https://www.giftymall.example/gift/view?g=GM25050809001173">선물 확인하기</a></p>
<p style="font-size:11px;color:#aaa">주문번호 GM25050809001173 · (주)기프티몰 · 서울 구로구 디지털로 300 (우 08379) · 1577-4400<br>
<a href="https://www.giftymall.example/mail/deny?u=88102">광고성 정보 수신거부</a></p>
</div></body></html>
""")

M(lang="ko", kind="username_digits", otp=None,
  frm='"배틀아레나 커뮤니티" <community@battlearena.example>', to="gamer7788@mail.example",
  date="2025-03-31 11:00:00 +0900", tcte="quoted-printable",
  subject="gamer7788님의 시즌 12 결과 리포트",
  text="""gamer7788님, 시즌 12가 종료되었습니다!

최종 티어: 다이아몬드 III (2,847점)
순위: 상위 3.2% (전체 1,208,554명 중 38,112위)
플레이 경기: 412경기 · 승률 54.1% (223승 189패)
최다 사용 캐릭터: 루나 (137경기, KDA 4.21)

시즌 보상
 - 다이아몬드 테두리 (시즌 12)
 - 아레나 코인 12,000개
 - 스킨 선택권 x1 (2025.04.30까지 사용)

시즌 13은 2025년 4월 3일(목) 06:00에 시작합니다.
패치노트 13.1: https://community.battlearena.example/patch/13-1

배틀아레나 커뮤니티 운영팀
(주)아레나웍스 경기도 성남시 분당구 판교역로 235 (우 13494)
""")

M(lang="ko", kind="newsletter_numbers", otp=None,
  frm='"한결텔레콤" <bill@hangyeol-tel.example>', to="baek.sh@mail.example",
  date="2025-04-05 06:30:00 +0900", cs="euc-kr", tcte="base64",
  subject="[한결텔레콤] 2025년 3월 이용요금 청구서",
  text="""백승호 고객님, 2025년 3월 이용요금을 안내드립니다.

고객번호: 5002-3318-77
청구번호: 202503-0091827
서비스번호: 010-****-6621 (5G 프리미어 69)

청구금액: 58,430원
 - 월정액: 69,000원
 - 선택약정 할인(25%): -17,250원
 - 결합 할인(인터넷+모바일): -5,500원
 - 부가서비스(컬러링): 1,650원
 - 소액결제: 8,800원
 - 부가가치세 등: 1,730원

납부기한: 2025년 4월 21일
자동이체: 국민은행 ****-**-**1123 (출금일 4월 21일)
데이터 사용량: 41.2GB / 무제한, 음성 무제한, 문자 무제한

문의: 114(무료) 또는 1599-0011
(주)한결텔레콤 서울특별시 중구 세종대로 110 (우 04524)
""")

# ============================ Thai (th) ============================

M(lang="th", kind="phone_and_dates", otp="715836",
  frm='"ธนาคารสยามทรัพย์" <otp@alert.siamsap-bank.example>', to="nattapong.s@mail.example",
  date="2025-03-15 13:27:44 +0700", tcte="base64", hcte="base64",
  subject="รหัส OTP สำหรับทำรายการโอนเงิน - สยามทรัพย์ ออนไลน์",
  text="""เรียน คุณณัฐพงษ์ ศรีสุข

รหัส OTP ของท่านคือ 715836 (Ref: HBWZ)
ใช้สำหรับยืนยันการโอนเงินจำนวน 15,000.00 บาท
ไปยังบัญชี กสิกรไทย xxx-x-x4821-x (นางสาวพิมพ์ชนก ว.)
รหัสมีอายุ 5 นาที ภายในเวลา 13:32 น. วันที่ 15/03/2568

กรุณาตรวจสอบรหัสอ้างอิง (Ref) ให้ตรงกับที่แสดงบนหน้าจอก่อนกรอก OTP
ห้ามเปิดเผยรหัส OTP แก่ผู้อื่น ธนาคารไม่มีนโยบายสอบถามรหัส OTP ทางโทรศัพท์

ยอดเงินคงเหลือหลังทำรายการ (โดยประมาณ): 42,318.50 บาท
บัญชีต้นทาง: ออมทรัพย์ xxx-x-x0917-x

หากท่านไม่ได้ทำรายการนี้ โปรดติดต่อ สยามทรัพย์ คอนแทค เซ็นเตอร์ 02-555-0777 ตลอด 24 ชั่วโมง
ธนาคารสยามทรัพย์ จำกัด (มหาชน) 1060 ถนนเพชรบุรีตัดใหม่ แขวงมักกะสัน เขตราชเทวี กรุงเทพฯ 10400
""",
  html="""<html><body style="font-family:Tahoma,sans-serif;font-size:14px">
<p>เรียน คุณณัฐพงษ์ ศรีสุข</p>
<table cellpadding="8" style="border:1px solid #4b2a85;border-collapse:collapse">
<tr><td style="background:#f1ecf9">รหัส OTP</td><td style="font-size:24px;font-weight:bold;color:#4b2a85">715836</td></tr>
<tr><td style="background:#f1ecf9">รหัสอ้างอิง (Ref)</td><td>HBWZ</td></tr>
<tr><td style="background:#f1ecf9">รายการ</td><td>โอนเงิน 15,000.00 บาท ไปยัง กสิกรไทย xxx-x-x4821-x (นางสาวพิมพ์ชนก ว.)</td></tr>
<tr><td style="background:#f1ecf9">หมดอายุ</td><td>13:32 น. วันที่ 15/03/2568 (5 นาที)</td></tr>
</table>
<p>กรุณาตรวจสอบรหัสอ้างอิง (Ref) ให้ตรงกับที่แสดงบนหน้าจอก่อนกรอก OTP<br>ห้ามเปิดเผยรหัส OTP แก่ผู้อื่น ธนาคารไม่มีนโยบายสอบถามรหัส OTP ทางโทรศัพท์</p>
<p style="font-size:12px">ยอดเงินคงเหลือหลังทำรายการ (โดยประมาณ): 42,318.50 บาท<br>บัญชีต้นทาง: ออมทรัพย์ xxx-x-x0917-x</p>
<p style="font-size:12px">หากท่านไม่ได้ทำรายการนี้ โปรดติดต่อ สยามทรัพย์ คอนแทค เซ็นเตอร์ 02-555-0777 ตลอด 24 ชั่วโมง</p>
<p style="font-size:11px;color:#888">ธนาคารสยามทรัพย์ จำกัด (มหาชน) 1060 ถนนเพชรบุรีตัดใหม่ แขวงมักกะสัน เขตราชเทวี กรุงเทพฯ 10400</p>
</body></html>
""")

M(lang="th", kind="new_and_old_code", otp="530772", shown="530-772",
  frm='"เป๋าตุง วอลเล็ท" <no-reply@paotung-wallet.example>', to="kanokwan.p@mail.example",
  date="2025-02-09 10:18:05 +0700", tcte="quoted-printable",
  subject="รหัสยืนยันใหม่ของคุณ - เป๋าตุง วอลเล็ท",
  text="""สวัสดีค่ะ คุณกนกวรรณ

เราได้ส่งรหัสยืนยันใหม่ตามที่คุณขอ
รหัสเดิม 118-406 ที่ส่งไปเมื่อ 10:14 น. ถูกยกเลิกแล้วและใช้ไม่ได้

รหัสยืนยันใหม่: 530-772

กรอกรหัสนี้ในแอปเพื่อผูกบัญชีพร้อมเพย์ (เบอร์โทร 08x-xxx-5590)
รหัสใช้ได้ถึง 10:28 น. วันนี้ (9 ก.พ. 2568)

ยอดเงินในกระเป๋า: 1,245.75 บาท
วงเงินเติมเงินคงเหลือเดือนนี้: 48,754.25 บาท จาก 50,000 บาท

หากไม่ได้ทำรายการนี้ โทร 1422 (ทุกวัน 08:00 - 22:00 น.)
บริษัท เป๋าตุง ดิจิทัล จำกัด 88 อาคารเอ็มไพร์ ถนนสาทรใต้ แขวงยานนาวา เขตสาทร กรุงเทพฯ 10120
""")

M(lang="th", kind="subject_only", otp="583104",
  frm='"ช้อปไทย" <account@shopthai.example>', to="somchai.k@mail.example",
  date="2025-01-26 16:44:58 +0700", hcte="quoted-printable",
  subject="583104 คือรหัสยืนยันของคุณที่ ช้อปไทย",
  html="""<html><body style="font-family:sans-serif;background:#fff7f0">
<div style="max-width:520px;margin:0 auto;background:#fff;padding:24px">
<img src="https://cf.shopthai.example/mail/logo-orange.png" alt="ช้อปไทย" width="110">
<p>สวัสดีค่ะ คุณสมชาย</p>
<p>มีการขอเข้าสู่ระบบบัญชีช้อปไทยของคุณจากอุปกรณ์ใหม่ (Android, เชียงใหม่)</p>
<p>กรุณาใช้รหัสยืนยันที่อยู่ในหัวเรื่องของอีเมลนี้ รหัสจะหมดอายุภายใน 10 นาที</p>
<p style="font-size:13px;color:#666">เหรียญช้อปไทยคงเหลือ 2,380 เหรียญ (หมดอายุ 31 มี.ค. 2568)<br>
คำสั่งซื้อที่กำลังจัดส่ง 2 รายการ</p>
<p style="font-size:12px;color:#999">หากคุณไม่ได้เป็นผู้ขอ กรุณาเพิกเฉยต่ออีเมลนี้ และอย่าแจ้งรหัสแก่ผู้ใด</p>
<p style="font-size:11px;color:#aaa">บริษัท ช้อปไทย (ประเทศไทย) จำกัด 89 อาคารเอไอเอ แคปปิตอล ถนนรัชดาภิเษก ดินแดง กรุงเทพฯ 10400 โทร 02-017-8399<br>
<a href="https://help.shopthai.example/">ศูนย์ช่วยเหลือ</a> | <a href="https://shopthai.example/privacy">นโยบายความเป็นส่วนตัว</a></p>
</div></body></html>
""")

M(lang="th", kind="alt_text_only", otp="940271",
  frm='"ระบบยื่นแบบออนไลน์ กรมภาษีอากร" <efiling@etax.revenue-th.example>', to="wanida.r@mail.example",
  date="2025-03-28 20:05:31 +0700", tcte="8bit", hcte="base64",
  img="รหัสยืนยันตัวตน 940271",
  subject="ยืนยันตัวตนเพื่อยื่นแบบ ภ.ง.ด.90/91 ออนไลน์",
  text="""เรียน ผู้เสียภาษี

ระบบได้ส่งรหัสยืนยันตัวตนสำหรับการยื่นแบบ ภ.ง.ด.90/91 ปีภาษี 2567 แล้ว
รหัสยืนยันตัวตนแสดงเป็นรูปภาพในอีเมลฉบับ HTML
หากมองไม่เห็น กรุณาเปิดการแสดงรูปภาพในโปรแกรมอีเมลของท่าน

เลขประจำตัวผู้เสียภาษี: 3-1012-xxxxx-45-6
วันที่ขอรหัส: 28 มีนาคม 2568 เวลา 20:05 น.
กำหนดยื่นแบบออนไลน์: ภายใน 8 เมษายน 2568

ศูนย์บริการข้อมูล โทร 1161 (จันทร์-ศุกร์ 08:30-16:30 น.)
""",
  html="""<html><body style="font-family:Tahoma,sans-serif;font-size:14px">
<table width="600" cellpadding="14" style="border:1px solid #ccc"><tr><td style="background:#0b2a5b;color:#fff">ระบบยื่นแบบออนไลน์</td></tr><tr><td>
<p>เรียน ผู้เสียภาษี</p>
<p>โปรดใช้รหัสยืนยันตัวตนตามภาพด้านล่างเพื่อยื่นแบบ ภ.ง.ด.90/91 ปีภาษี 2567</p>
<p style="text-align:center"><img src="cid:logo@etax.revenue-th.example" alt="รหัสยืนยันตัวตน 940271" width="220" height="60"></p>
<p style="font-size:12px">เลขประจำตัวผู้เสียภาษี: 3-1012-xxxxx-45-6<br>วันที่ขอรหัส: 28 มีนาคม 2568 เวลา 20:05 น.<br>กำหนดยื่นแบบออนไลน์: ภายใน 8 เมษายน 2568</p>
<p style="font-size:11px;color:#666">ศูนย์บริการข้อมูล โทร 1161 (จันทร์-ศุกร์ 08:30-16:30 น.)</p>
</td></tr></table></body></html>
""")

M(lang="th", kind="lowercase_alnum", otp="h4t9wz",
  link="https://www.phuankan.example/login/link?lt=plk_7Ya2Wq9Lm3Xc8Rv0Ns5T&u=6620391&exp=1738560000",
  frm='"เพื่อนกัน" <security@phuankan.example>', to="ploy.t@mail.example",
  date="2025-02-03 11:40:00 +0700", tcte="quoted-printable", hcte="quoted-printable",
  subject="เข้าสู่ระบบ เพื่อนกัน",
  text="""สวัสดี พลอย

มีคนพยายามเข้าสู่ระบบบัญชี เพื่อนกัน ของคุณ ถ้าเป็นคุณ กรอกรหัสนี้ในหน้าเข้าสู่ระบบ:

h4t9wz

หรือแตะปุ่ม "เข้าสู่ระบบเลย" ในอีเมลฉบับ HTML (ใช้ได้ครั้งเดียวภายใน 20 นาที)

ชื่อผู้ใช้: @ploy.tanya
อุปกรณ์: Chrome บน Windows, กรุงเทพมหานคร

ถ้าไม่ใช่คุณ ไม่ต้องทำอะไร บัญชีของคุณยังปลอดภัย

เพื่อนกัน จำกัด 999/9 ถนนพระราม 1 ปทุมวัน กรุงเทพฯ 10330
""",
  html="""<html><body style="font-family:sans-serif;background:#f0f2f5">
<table width="500" align="center" cellpadding="20" style="background:#fff"><tr><td>
<p style="font-size:20px;color:#1b74e4;font-weight:bold">เพื่อนกัน</p>
<p>สวัสดี พลอย</p>
<p>มีคนพยายามเข้าสู่ระบบบัญชี เพื่อนกัน ของคุณ ถ้าเป็นคุณ กรอกรหัสนี้ในหน้าเข้าสู่ระบบ:</p>
<p style="font-size:28px;font-family:monospace;background:#e7f3ff;padding:12px;text-align:center">h4t9wz</p>
<p>หรือเข้าสู่ระบบได้ทันทีด้วยปุ่มนี้ (ใช้ได้ครั้งเดียวภายใน 20 นาที)</p>
<p style="text-align:center"><a href="https://www.phuankan.example/login/link?lt=plk_7Ya2Wq9Lm3Xc8Rv0Ns5T&amp;u=6620391&amp;exp=1738560000" style="background:#1b74e4;color:#fff;padding:10px 30px;border-radius:6px;text-decoration:none">เข้าสู่ระบบเลย</a></p>
<p style="font-size:12px;color:#65676b">ชื่อผู้ใช้: @ploy.tanya · อุปกรณ์: Chrome บน Windows, กรุงเทพมหานคร</p>
<p style="font-size:12px;color:#65676b">ถ้าไม่ใช่คุณ <a href="https://www.phuankan.example/security/review?u=6620391">ตรวจสอบกิจกรรมล่าสุด</a></p>
<p style="font-size:11px;color:#999">เพื่อนกัน จำกัด 999/9 ถนนพระราม 1 ปทุมวัน กรุงเทพฯ 10330 · <a href="https://www.phuankan.example/settings/notifications?u=6620391">ยกเลิกการรับอีเมล</a></p>
</td></tr></table></body></html>
""")

M(lang="th", kind="delivery_code", otp="7302",
  frm='"ส่งไว เอ็กซ์เพรส" <notify@songwai-express.example>', to="arthit.m@mail.example",
  date="2025-04-07 08:02:17 +0700", hcte="quoted-printable",
  subject="พัสดุของคุณกำลังออกนำส่งวันนี้ - SW8820417736TH",
  html="""<html><body style="font-family:sans-serif">
<div style="max-width:560px;margin:0 auto;border-top:6px solid #ffcc00;padding:20px">
<p>สวัสดีครับ คุณอาทิตย์</p>
<p>พัสดุหมายเลข <b>SW8820417736TH</b> จากร้าน "บ้านต้นไม้ช็อป" กำลังออกนำส่งวันนี้ (7 เม.ย. 2568) ช่วงเวลาประมาณ 13:00-17:00 น.</p>
<table cellpadding="6" style="font-size:14px">
<tr><td>ยอดเก็บเงินปลายทาง (COD)</td><td>1,290.00 บาท</td></tr>
<tr><td>น้ำหนัก</td><td>3.4 กก.</td></tr>
<tr><td>พนักงานนำส่ง</td><td>คุณวีระ โทร 09x-xxx-4418</td></tr>
<tr><td>ที่อยู่จัดส่ง</td><td>55/12 ซอยลาดพร้าว 64 แขวงวังทองหลาง เขตวังทองหลาง กรุงเทพฯ 10310</td></tr>
</table>
<p style="background:#fff8d6;padding:12px;font-size:15px">รหัสรับพัสดุ: <b style="font-size:24px">7302</b><br>
<span style="font-size:13px">โปรดแจ้งรหัส 4 หลักนี้กับพนักงานเมื่อได้รับพัสดุ พนักงานจะส่งมอบพัสดุเมื่อได้รับรหัสที่ถูกต้องเท่านั้น</span></p>
<p><a href="https://track.songwai-express.example/t/SW8820417736TH">ติดตามพัสดุ</a> · <a href="https://track.songwai-express.example/reschedule/SW8820417736TH">เปลี่ยนวันนัดส่ง</a></p>
<p style="font-size:11px;color:#888">บริษัท ส่งไว เอ็กซ์เพรส จำกัด 200 หมู่ 4 ถนนแจ้งวัฒนะ ปากเกร็ด นนทบุรี 11120 · คอลเซ็นเตอร์ 1282</p>
</div></body></html>
""")

M(lang="th", kind="decoy_codes", otp="260947",
  frm='"ดูหนังดี" <hello@doonangdee.example>', to="jirapat.c@mail.example",
  date="2025-04-11 19:20:43 +0700", tcte="8bit", hcte="base64",
  subject="ยืนยันการเข้าสู่ระบบบนทีวีของคุณ | ดูหนังดี",
  text="""สวัสดีค่ะ คุณจิรภัทร

มีการขอเข้าสู่ระบบ ดูหนังดี บนอุปกรณ์ Smart TV (Samsung, ห้องนั่งเล่น)
รหัสยืนยันสำหรับกรอกบนหน้าจอทีวี: 260947 (หมดอายุใน 15 นาที)

ระวังมิจฉาชีพ: ดูหนังดี จะไม่โทรหรือส่งข้อความขอรหัสจากคุณ
ตัวอย่างเช่น "กรุณาแจ้งรหัส 123456 เพื่อรับสิทธิ์ดูฟรี" เป็นข้อความหลอกลวง

โปรโมชันสงกรานต์: ใช้โค้ด SONGKRAN50 ลด 50% แพ็กเกจพรีเมียม 3 เดือน
(ปกติ 419 บาท/เดือน เหลือ 209.50 บาท) ถึง 16 เม.ย. 2568

แพ็กเกจปัจจุบัน: มาตรฐาน 279 บาท/เดือน รอบบิลถัดไป 2 พ.ค. 2568
หมายเลขสมาชิก: DND-00781523

ดูหนังดี (ประเทศไทย) จำกัด 173 ถนนสาทรใต้ กรุงเทพฯ 10120 โทร 02-118-5050
""",
  html="""<html><body style="background:#141414;color:#fff;font-family:sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="color:#e50914;font-size:22px;font-weight:bold">ดูหนังดี</p>
<p>สวัสดีค่ะ คุณจิรภัทร</p>
<p>มีการขอเข้าสู่ระบบ ดูหนังดี บนอุปกรณ์ Smart TV (Samsung, ห้องนั่งเล่น)</p>
<p>รหัสยืนยันสำหรับกรอกบนหน้าจอทีวี:</p>
<p style="font-size:34px;letter-spacing:6px;font-weight:bold">260947</p>
<p style="font-size:12px;color:#aaa">หมดอายุใน 15 นาที</p>
<div style="border:1px solid #444;padding:10px;font-size:12px;color:#ccc">ระวังมิจฉาชีพ: ดูหนังดี จะไม่โทรหรือส่งข้อความขอรหัสจากคุณ ตัวอย่างเช่น "กรุณาแจ้งรหัส 123456 เพื่อรับสิทธิ์ดูฟรี" เป็นข้อความหลอกลวง</div>
<div style="background:#2a2a2a;padding:12px;margin-top:14px"><b>โปรโมชันสงกรานต์</b><br>ใช้โค้ด <b style="color:#ffd700">SONGKRAN50</b> ลด 50% แพ็กเกจพรีเมียม 3 เดือน (ปกติ 419 บาท/เดือน เหลือ 209.50 บาท) ถึง 16 เม.ย. 2568<br>
<a href="https://www.doonangdee.example/promo/songkran?c=SONGKRAN50" style="color:#ffd700">ดูรายละเอียด</a></div>
<p style="font-size:11px;color:#888">แพ็กเกจปัจจุบัน: มาตรฐาน 279 บาท/เดือน รอบบิลถัดไป 2 พ.ค. 2568 · หมายเลขสมาชิก: DND-00781523<br>
ดูหนังดี (ประเทศไทย) จำกัด 173 ถนนสาทรใต้ กรุงเทพฯ 10120 โทร 02-118-5050 · <a href="https://www.doonangdee.example/help" style="color:#888">ศูนย์ช่วยเหลือ</a></p>
</div></body></html>
""")

M(lang="th", kind="magic_link", otp=None,
  link="https://account.chula-tech-univ.example/idp/reset-password/confirm?rt=0d7e9b4c-1a2f-4e83-b6c5-7f91e2a04d3b&sid=6431207921",
  frm='"ศูนย์เทคโนโลยีสารสนเทศ มหาวิทยาลัยเทคโนโลยีเจ้าพระยา" <it-account@chula-tech-univ.example>', to="6431207921@student.chula-tech-univ.example",
  date="2025-01-08 22:51:19 +0700", hcte="quoted-printable",
  subject="[CTU Account] คำขอรีเซ็ตรหัสผ่าน",
  html="""<html><body style="font-family:Tahoma,sans-serif;font-size:14px">
<table width="600" cellpadding="16" style="border:1px solid #e0c9a6"><tr><td style="background:#8b1a1a;color:#fff">CTU Account · มหาวิทยาลัยเทคโนโลยีเจ้าพระยา</td></tr><tr><td>
<p>เรียน นายธนกร วงศ์ใหญ่ (รหัสนิสิต 6431207921)</p>
<p>ระบบได้รับคำขอรีเซ็ตรหัสผ่านบัญชี CTU Account ของท่านเมื่อวันที่ 8 มกราคม 2568 เวลา 22:50 น.</p>
<p>กรุณาคลิกปุ่มด้านล่างเพื่อตั้งรหัสผ่านใหม่ ลิงก์นี้ใช้ได้ภายใน 60 นาที และใช้ได้เพียงครั้งเดียว</p>
<p><a href="https://account.chula-tech-univ.example/idp/reset-password/confirm?rt=0d7e9b4c-1a2f-4e83-b6c5-7f91e2a04d3b&amp;sid=6431207921" style="background:#8b1a1a;color:#fff;padding:10px 26px;text-decoration:none">ตั้งรหัสผ่านใหม่</a></p>
<p style="font-size:12px">รหัสผ่านใหม่ใช้กับ Wi-Fi CTU-Secure, ระบบลงทะเบียนเรียน (reg), อีเมลมหาวิทยาลัย และ Microsoft 365</p>
<p style="font-size:12px">หากท่านไม่ได้ขอรีเซ็ตรหัสผ่าน กรุณาเพิกเฉยต่ออีเมลนี้ หรือติดต่อ IT Service Desk โทร 02-218-3300 ต่อ 104 (จันทร์-ศุกร์ 08:30-19:00 น.) ชั้น 2 อาคารมหิตลาธิเบศร</p>
<p style="font-size:12px"><a href="https://account.chula-tech-univ.example/">หน้าหลัก CTU Account</a> | <a href="https://it.chula-tech-univ.example/kb/password">คู่มือการตั้งรหัสผ่าน</a></p>
</td></tr></table></body></html>
""")

M(lang="th", kind="booking_ref", otp=None,
  frm='"อันดามัน บลู รีสอร์ท" <reservation@andamanblue-resort.example>', to="pimchanok.w@mail.example",
  date="2025-02-20 15:09:37 +0700", tcte="quoted-printable", hcte="quoted-printable",
  subject="ยืนยันการจองห้องพัก หมายเลขการจอง 7RQ2WX - อันดามัน บลู รีสอร์ท ภูเก็ต",
  text="""เรียน คุณพิมพ์ชนก วงศ์ทอง

ขอบคุณที่เลือกพักกับ อันดามัน บลู รีสอร์ท ภูเก็ต การจองของท่านได้รับการยืนยันแล้ว

หมายเลขการจอง: 7RQ2WX
เช็กอิน: วันศุกร์ที่ 11 เมษายน 2568 (หลัง 14:00 น.)
เช็กเอาต์: วันจันทร์ที่ 14 เมษายน 2568 (ก่อน 12:00 น.)
ห้องพัก: ดีลักซ์ ซีวิว 1 ห้อง / ผู้ใหญ่ 2 ท่าน เด็ก 1 ท่าน (อายุ 6 ปี)
ราคา: 4,850 บาท x 3 คืน = 14,550 บาท
ภาษีและค่าบริการ 17.7%: 2,575.35 บาท
ยอดรวม: 17,125.35 บาท (ชำระแล้ว บัตรเครดิตลงท้าย 2284)

บริการรถรับส่งสนามบินภูเก็ต (HKT): เที่ยวบิน FD3027 ถึง 10:45 น.

กรุณาแสดงหมายเลขการจองและบัตรประชาชน/หนังสือเดินทางเมื่อเช็กอิน
ยกเลิกฟรีก่อน 4 เมษายน 2568 เวลา 23:59 น.

อันดามัน บลู รีสอร์ท 12/8 ถนนหาดกะตะ ตำบลกะรน อำเภอเมืองภูเก็ต ภูเก็ต 83100
โทร 076-330-512 | WhatsApp +66 81 555 0192
""",
  html="""<html><body style="font-family:Georgia,Tahoma,serif;background:#e9f4f7">
<table width="600" align="center" cellpadding="18" style="background:#fff"><tr><td>
<p style="font-size:22px;color:#0a6c8a">Andaman Blue Resort · Phuket</p>
<p>เรียน คุณพิมพ์ชนก วงศ์ทอง</p>
<p>ขอบคุณที่เลือกพักกับ อันดามัน บลู รีสอร์ท ภูเก็ต การจองของท่านได้รับการยืนยันแล้ว</p>
<p style="font-size:18px">หมายเลขการจอง: <b>7RQ2WX</b></p>
<table cellpadding="5" style="font-size:14px">
<tr><td>เช็กอิน</td><td>ศุกร์ 11 เม.ย. 2568 (หลัง 14:00 น.)</td></tr>
<tr><td>เช็กเอาต์</td><td>จันทร์ 14 เม.ย. 2568 (ก่อน 12:00 น.)</td></tr>
<tr><td>ห้องพัก</td><td>ดีลักซ์ ซีวิว 1 ห้อง / ผู้ใหญ่ 2 เด็ก 1 (6 ปี)</td></tr>
<tr><td>ราคา</td><td>4,850 x 3 คืน = 14,550 บาท</td></tr>
<tr><td>ภาษีและค่าบริการ 17.7%</td><td>2,575.35 บาท</td></tr>
<tr><td><b>ยอดรวม</b></td><td><b>17,125.35 บาท</b> (ชำระแล้ว บัตรลงท้าย 2284)</td></tr>
<tr><td>รถรับส่งสนามบิน</td><td>เที่ยวบิน FD3027 ถึง HKT 10:45 น.</td></tr>
</table>
<p style="font-size:13px">ยกเลิกฟรีก่อน 4 เม.ย. 2568 เวลา 23:59 น. · <a href="https://www.andamanblue-resort.example/booking/manage?ref=7RQ2WX">จัดการการจอง</a></p>
<p style="font-size:11px;color:#777">12/8 ถนนหาดกะตะ ตำบลกะรน อำเภอเมืองภูเก็ต ภูเก็ต 83100 · โทร 076-330-512 · WhatsApp +66 81 555 0192</p>
</td></tr></table></body></html>
""")

M(lang="th", kind="newsletter_numbers", otp=None,
  frm='"ตลาดดีดี" <order@taladdeedee.example>', to="suda.n@mail.example",
  date="2025-03-06 12:15:26 +0700", tcte="base64",
  subject="คำสั่งซื้อ #TDD250306-118274 ถูกจัดส่งแล้ว",
  text="""สวัสดีค่ะ คุณสุดา

คำสั่งซื้อของคุณถูกส่งมอบให้บริษัทขนส่งแล้ว

หมายเลขคำสั่งซื้อ: TDD250306-118274
วันที่สั่งซื้อ: 4 มี.ค. 2568 21:37 น.
ขนส่งโดย: ไทยพัสดุด่วน หมายเลขติดตาม TP0931775208421
คาดว่าจะได้รับ: 8 - 10 มี.ค. 2568

รายการสินค้า
 1. หม้อทอดไร้น้ำมัน 5.5 ลิตร รุ่น AF-552 x1      2,190.00 บาท
 2. กระดาษรองหม้อทอด 100 แผ่น x2                   178.00 บาท
ค่าจัดส่ง                                            0.00 บาท
ส่วนลดร้านค้า                                     -150.00 บาท
ยอดชำระ                                         2,218.00 บาท (ผ่อน 0% 3 เดือน เดือนละ 739.33 บาท)

ที่อยู่จัดส่ง: 221/45 หมู่บ้านพฤกษา 12 ถนนลำลูกกา ตำบลคูคต อำเภอลำลูกกา ปทุมธานี 12130
โทร 08x-xxx-3307

ตลาดดีดี | 1000/65 อาคารลิเบอร์ตี้ พลาซ่า สุขุมวิท 55 กรุงเทพฯ 10110 | Call Center 02-555-9090
""")

M(lang="th", kind="phone_and_dates", otp=None,
  frm='"ระบบคืนภาษี" <refund@etax.revenue-th.example>', to="sommai.j@mail.example",
  date="2025-05-02 09:30:12 +0700", cs="tis-620", tcte="quoted-printable",
  subject="แจ้งสถานะการคืนเงินภาษี ปีภาษี 2567",
  text="""เรียน คุณสมหมาย ใจดี

กรมภาษีอากรได้อนุมัติการคืนเงินภาษีเงินได้บุคคลธรรมดาของท่านแล้ว

เลขประจำตัวผู้เสียภาษี: 1-1020-xxxxx-87-3
แบบที่ยื่น: ภ.ง.ด.91 ปีภาษี 2567
วันที่ยื่นแบบ: 12 กุมภาพันธ์ 2568
เลขที่อ้างอิงการยื่นแบบ: 6702-0091-4418-7723
จำนวนเงินภาษีที่ได้รับคืน: 8,436.00 บาท
วิธีการคืนเงิน: โอนเข้าบัญชีพร้อมเพย์ที่ผูกกับเลขประจำตัวประชาชน
วันที่คาดว่าจะได้รับเงิน: ภายใน 7 พฤษภาคม 2568

หากมีข้อสงสัย โปรดติดต่อศูนย์บริการข้อมูล โทร 1161 หรือ 02-272-8000
(ในวันและเวลาราชการ 08:30 - 16:30 น.)

อีเมลฉบับนี้เป็นการแจ้งเพื่อทราบ ไม่ต้องตอบกลับ
""")

M(lang="th", kind="decoy_codes", otp=None,
  frm='"กินดี เดลิเวอรี" <promo@kindee-delivery.example>', headers={"List-Unsubscribe": "<https://mail.kindee-delivery.example/unsubscribe?u=5520017>, <mailto:unsub@kindee-delivery.example>", "X-Campaign-ID": "2504wk4"}, to="ton.p@mail.example",
  date="2025-04-25 11:00:00 +0700", hcte="quoted-printable",
  subject="สุดสัปดาห์นี้ ลดสูงสุด 120 บาท ใช้โค้ดได้เลย!",
  html="""<html><body style="font-family:sans-serif;background:#fff">
<div style="max-width:600px;margin:0 auto">
<p style="font-size:11px;text-align:center"><a href="https://mail.kindee-delivery.example/view/2504wk4">ดูอีเมลนี้บนเว็บ</a></p>
<img src="https://img.kindee-delivery.example/campaign/2504wk4.jpg" width="600" alt="กินดี สุดสัปดาห์ลดแรง">
<p>สวัสดีคุณต้น เลือกเมนูโปรดแล้วใช้โค้ดเหล่านี้ได้เลย (26-27 เม.ย. 2568)</p>
<table width="100%" cellpadding="10" style="border-collapse:collapse;font-size:14px">
<tr style="background:#00b14f;color:#fff"><th>โค้ด</th><th>ส่วนลด</th><th>ขั้นต่ำ</th></tr>
<tr><td align="center"><b>KINDEE120</b></td><td>ลด 120 บาท</td><td>สั่งขั้นต่ำ 399 บาท</td></tr>
<tr><td align="center"><b>FREESHIP40</b></td><td>ส่งฟรีสูงสุด 40 บาท</td><td>สั่งขั้นต่ำ 149 บาท</td></tr>
<tr><td align="center"><b>BOBA2FOR1</b></td><td>ชานมไข่มุก 1 แถม 1</td><td>ร้านที่ร่วมรายการ</td></tr>
</table>
<p style="font-size:12px">จำกัด 1 สิทธิ์/บัญชี/วัน จำนวนจำกัด 20,000 สิทธิ์ต่อวัน</p>
<p style="text-align:center"><a href="https://click.kindee-delivery.example/r?c=2504wk4&amp;u=5520017&amp;to=app" style="background:#00b14f;color:#fff;padding:12px 30px;text-decoration:none;border-radius:20px">สั่งเลย</a></p>
<p style="font-size:11px;color:#999">กินดี เดลิเวอรี จำกัด 87/2 อาคารซีอาร์ซี ถนนวิทยุ ลุมพินี ปทุมวัน กรุงเทพฯ 10330 · โทร 02-080-2200<br>
<a href="https://mail.kindee-delivery.example/unsubscribe?u=5520017">ยกเลิกการรับข่าวสาร</a> · <a href="https://www.kindee-delivery.example/privacy">นโยบายความเป็นส่วนตัว</a> · <a href="https://facebook.example/kindeedelivery">Facebook</a> · <a href="https://line.example/@kindee">LINE</a></p>
</div>
<img src="https://mail.kindee-delivery.example/o/2504wk4/5520017.gif" width="1" height="1" alt="">
</body></html>
""")

M(lang="th", kind="newsletter_numbers", otp=None,
  frm='"ขับดี คาร์แชร์" <trip@khapdee-carshare.example>', to="krit.b@mail.example",
  date="2025-03-23 18:47:05 +0700", tcte="8bit", hcte="quoted-printable",
  subject="ใบเสร็จการเช่ารถ ทริป KD-2503-77120",
  text="""ขอบคุณที่ใช้บริการ ขับดี คาร์แชร์ ครับ คุณกฤษ

หมายเลขทริป: KD-2503-77120
รถ: Toyota Yaris Ativ สีขาว ทะเบียน 8กข 4127 กรุงเทพมหานคร
จุดรับ-คืนรถ: สถานีอารีย์ (ลานจอด ชั้น 3 ช่อง B12)
เริ่ม: 23 มี.ค. 2568 09:00 น. | สิ้นสุด: 23 มี.ค. 2568 18:30 น. (9 ชม. 30 นาที)
ระยะทาง: 142 กม. (เลขไมล์ 38,204 - 38,346)

ค่าเช่า 9.5 ชม. x 119 บาท          1,130.50 บาท
ค่าระยะทาง 142 กม. x 4 บาท           568.00 บาท
ค่าทางด่วน (Easy Pass)               165.00 บาท
ส่วนลดสมาชิก 10%                    -113.05 บาท
รวมทั้งสิ้น (รวม VAT 7%)           1,750.45 บาท
ชำระด้วย: Mastercard ลงท้าย 6671

ใบกำกับภาษีเต็มรูปขอได้ภายใน 30 วันที่ https://www.khapdee-carshare.example/tax-invoice
ขับดี คาร์แชร์ จำกัด 1 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400 โทร 02-104-8800
""",
  html="""<html><body style="font-family:sans-serif;font-size:14px">
<p>ขอบคุณที่ใช้บริการ <b>ขับดี คาร์แชร์</b> ครับ คุณกฤษ</p>
<table cellpadding="5" style="border-collapse:collapse">
<tr><td>หมายเลขทริป</td><td>KD-2503-77120</td></tr>
<tr><td>รถ</td><td>Toyota Yaris Ativ สีขาว ทะเบียน 8กข 4127 กรุงเทพมหานคร</td></tr>
<tr><td>จุดรับ-คืนรถ</td><td>สถานีอารีย์ (ลานจอด ชั้น 3 ช่อง B12)</td></tr>
<tr><td>เวลา</td><td>23 มี.ค. 2568 09:00 - 18:30 น. (9 ชม. 30 นาที)</td></tr>
<tr><td>ระยะทาง</td><td>142 กม. (เลขไมล์ 38,204 - 38,346)</td></tr>
<tr><td>ค่าเช่า</td><td>1,130.50 บาท</td></tr>
<tr><td>ค่าระยะทาง</td><td>568.00 บาท</td></tr>
<tr><td>ค่าทางด่วน</td><td>165.00 บาท</td></tr>
<tr><td>ส่วนลดสมาชิก 10%</td><td>-113.05 บาท</td></tr>
<tr><td><b>รวมทั้งสิ้น (รวม VAT 7%)</b></td><td><b>1,750.45 บาท</b></td></tr>
</table>
<p>ชำระด้วย: Mastercard ลงท้าย 6671</p>
<p><a href="https://www.khapdee-carshare.example/tax-invoice">ขอใบกำกับภาษีเต็มรูป</a> (ภายใน 30 วัน)</p>
<p style="font-size:11px;color:#888">ขับดี คาร์แชร์ จำกัด 1 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400 โทร 02-104-8800</p>
</body></html>
""")

# ============================ Vietnamese (vi) ============================

M(lang="vi", kind="several_codes", otp="318640", shown="318 640",
  frm='"Ví MoMoLa" <baomat@momola-wallet.example>', to="tran.thu.ha@mail.example",
  date="2025-03-04 20:11:36 +0700", tcte="quoted-printable", hcte="quoted-printable",
  subject="[MoMoLa] Xác thực đăng nhập trên thiết bị mới",
  text="""Chào Trần Thu Hà,

Tài khoản Ví MoMoLa (SĐT 090****318) đang được đăng nhập trên thiết bị mới iPhone 16.
Vì mỗi tài khoản chỉ dùng trên một thiết bị, email này có 2 mã khác nhau:

1) Mã xác thực cho thiết bị MỚI - nhập ngay bây giờ trên iPhone 16:
   318 640

2) Mã xác nhận trên thiết bị CŨ (Galaxy A54) - chỉ nhập nếu ứng dụng trên máy cũ yêu cầu,
   sau khi bạn đã hoàn tất bước 1:
   771 052

Cả hai mã có hiệu lực trong 5 phút (đến 20:16 ngày 04/03/2025).
Số dư ví hiện tại: 2.450.000đ. Sau khi đổi thiết bị, giới hạn chuyển tiền trong 24 giờ đầu là 5.000.000đ.

MoMoLa KHÔNG BAO GIỜ yêu cầu bạn cung cấp mã qua điện thoại hay tin nhắn.
Hotline 1900 5454 41 (1.000đ/phút) - Công ty CP Dịch vụ Di động MoMoLa, Tầng 6, Tòa nhà Phú Mỹ Hưng, 8 Hoàng Văn Thái, Q.7, TP.HCM
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;background:#fdf0f6">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px">
<p style="color:#a50064;font-size:20px;font-weight:bold">MoMoLa</p>
<p>Chào Trần Thu Hà,</p>
<p>Tài khoản Ví MoMoLa (SĐT 090****318) đang được đăng nhập trên thiết bị mới <b>iPhone 16</b>. Vì mỗi tài khoản chỉ dùng trên một thiết bị, email này có 2 mã khác nhau:</p>
<table width="100%" cellpadding="12" style="border-collapse:collapse">
<tr><td style="border:2px solid #a50064"><b>1) Thiết bị MỚI - nhập ngay bây giờ trên iPhone 16</b><br><span style="font-size:28px;font-weight:bold;letter-spacing:3px;color:#a50064">318 640</span></td></tr>
<tr><td style="border:1px solid #ddd;color:#666">2) Thiết bị CŨ (Galaxy A54) - chỉ nhập nếu ứng dụng trên máy cũ yêu cầu, sau khi đã hoàn tất bước 1<br><span style="font-size:18px">771 052</span></td></tr>
</table>
<p style="font-size:13px">Cả hai mã có hiệu lực trong 5 phút (đến 20:16 ngày 04/03/2025).<br>Số dư ví hiện tại: 2.450.000đ. Sau khi đổi thiết bị, giới hạn chuyển tiền trong 24 giờ đầu là 5.000.000đ.</p>
<p style="font-size:12px;color:#c00">MoMoLa KHÔNG BAO GIỜ yêu cầu bạn cung cấp mã qua điện thoại hay tin nhắn.</p>
<p style="font-size:11px;color:#888">Hotline 1900 5454 41 (1.000đ/phút) · Công ty CP Dịch vụ Di động MoMoLa, Tầng 6, Tòa nhà Phú Mỹ Hưng, 8 Hoàng Văn Thái, Q.7, TP.HCM</p>
</div></body></html>
""")

M(lang="vi", kind="prefix_code", otp="260418", shown="ZP-260418",
  frm='"ZuPay" <no-reply@zupay.example>', to="le.quang.minh@mail.example",
  date="2025-01-17 09:33:50 +0700", tcte="base64",
  subject="ZuPay: mã liên kết tài khoản ngân hàng",
  text="""Xin chào Lê Quang Minh,

Bạn đang liên kết tài khoản ngân hàng Vietinbank ****6803 với ví ZuPay.

Mã liên kết: ZP-260418

Vui lòng chỉ nhập 6 chữ số phía sau "ZP-" vào ứng dụng. Mã hết hạn sau 3 phút.

Thông tin giao dịch:
- Mã yêu cầu: LK250117-009312
- Thời gian: 09:33, 17/01/2025
- Phí liên kết: 0đ

Nếu không phải bạn thực hiện, hãy gọi ngay tổng đài 1900 636 700 để khóa ví.

ZuPay - Công ty TNHH Thanh toán ZuPay
Số 52 Út Tịch, Phường 4, Quận Tân Bình, TP. Hồ Chí Minh 700000
""")

M(lang="vi", kind="no_code_word", otp="739015", shown="739 015",
  link="https://panel.mayhost.example/activate?k=act_4dF8s2Lq9ZxV7mN1pR6t&acct=HM-552903",
  frm='"MâyHost" <support@mayhost.example>', to="phamduc.dev@mail.example",
  date="2025-02-25 14:02:18 +0700", tcte="8bit", hcte="base64",
  subject="Kích hoạt tài khoản MâyHost của bạn",
  text="""Chào Phạm Đức,

Cảm ơn bạn đã đăng ký gói Cloud VPS S2 (2 vCPU, 4 GB RAM, 80 GB SSD) tại MâyHost.

Để kích hoạt tài khoản, hãy nhập dãy số sau vào trang kích hoạt:

    739 015

hoặc bấm nút "Kích hoạt ngay" trong bản HTML của email này. Dãy số có hiệu lực 24 giờ.

Mã khách hàng: HM-552903
Hóa đơn: INV-2025-004417 - 189.000đ/tháng (đã gồm VAT 10%)
Trung tâm dữ liệu: Hà Nội (HN-02), IPv4: 103.88.xx.xx

Hỗ trợ kỹ thuật 24/7: 024 7300 8866 - support@mayhost.example
Công ty TNHH MâyHost, Tầng 9, 88 Láng Hạ, Đống Đa, Hà Nội 100000
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<div style="max-width:580px;margin:0 auto;padding:20px;border:1px solid #e3e8ee">
<img src="https://cdn.mayhost.example/logo.svg" alt="MâyHost" width="120">
<p>Chào Phạm Đức,</p>
<p>Cảm ơn bạn đã đăng ký gói <b>Cloud VPS S2</b> (2 vCPU, 4 GB RAM, 80 GB SSD) tại MâyHost.</p>
<p>Để kích hoạt tài khoản, hãy nhập dãy số sau vào trang kích hoạt:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;text-align:center">739 015</p>
<p style="text-align:center">hoặc <a href="https://panel.mayhost.example/activate?k=act_4dF8s2Lq9ZxV7mN1pR6t&amp;acct=HM-552903" style="background:#0069ff;color:#fff;padding:10px 24px;text-decoration:none;border-radius:4px">Kích hoạt ngay</a></p>
<p style="font-size:12px;color:#666">Dãy số và liên kết có hiệu lực 24 giờ.</p>
<table style="font-size:13px" cellpadding="4"><tr><td>Mã khách hàng</td><td>HM-552903</td></tr><tr><td>Hóa đơn</td><td>INV-2025-004417 - 189.000đ/tháng (đã gồm VAT 10%)</td></tr><tr><td>Trung tâm dữ liệu</td><td>Hà Nội (HN-02), IPv4: 103.88.xx.xx</td></tr></table>
<p style="font-size:11px;color:#888">Hỗ trợ kỹ thuật 24/7: 024 7300 8866 · <a href="https://docs.mayhost.example/">Tài liệu</a> · <a href="https://status.mayhost.example/">Trạng thái hệ thống</a><br>Công ty TNHH MâyHost, Tầng 9, 88 Láng Hạ, Đống Đa, Hà Nội 100000</p>
</div></body></html>
""")

M(lang="vi", kind="username_digits", otp="648203",
  link="https://go.hocnhanh.example/track/click?e=hoangnam95&u=https%3A%2F%2Fhocnhanh.example%2Fxac-thuc-email%3Ft%3Dhv_3kP9xQ2mW7zR5tY8%26id%3D1180452&h=9a2f",
  link_alt=["https://hocnhanh.example/xac-thuc-email?t=hv_3kP9xQ2mW7zR5tY8&id=1180452"],
  frm='"HọcNhanh" <xin-chao@hocnhanh.example>', to="hoangnam95@mail.example",
  date="2025-03-18 21:26:09 +0700", tcte="quoted-printable", hcte="quoted-printable",
  subject="hoangnam95 ơi, xác thực email để bắt đầu học nhé",
  text="""Chào hoangnam95,

Chào mừng bạn đến với HọcNhanh! Tài khoản #1180452 của bạn đã được tạo lúc 21:25 ngày 18/03/2025.

Nhập mã xác thực 648203 trong ứng dụng, hoặc mở liên kết dưới đây để xác thực email:
https://hocnhanh.example/xac-thuc-email?t=hv_3kP9xQ2mW7zR5tY8&id=1180452

Mã và liên kết có hiệu lực trong 30 phút.

Khóa học bạn đã chọn: IELTS 6.5+ trong 90 ngày (48 bài, 36 giờ video) - 1.290.000đ
Ưu đãi tân thủ: giảm 30% còn 903.000đ đến hết 20/03/2025.

HọcNhanh - Công ty CP Giáo dục Trực tuyến HN, 25 Nguyễn Thị Minh Khai, Q.1, TP.HCM
Hotline 028 3822 1155 | Hủy nhận email: https://hocnhanh.example/huy-dang-ky?u=1180452
""",
  html="""<html><body style="font-family:sans-serif;background:#f2fbf6">
<div style="max-width:540px;margin:0 auto;background:#fff;padding:26px;border-radius:10px">
<p style="font-size:22px;color:#13a35a;font-weight:bold">HọcNhanh</p>
<p>Chào <b>hoangnam95</b>,</p>
<p>Chào mừng bạn đến với HọcNhanh! Tài khoản #1180452 của bạn đã được tạo lúc 21:25 ngày 18/03/2025.</p>
<p>Mã xác thực của bạn: <b style="font-size:24px;letter-spacing:2px">648203</b></p>
<p>Hoặc bấm nút bên dưới để xác thực email:</p>
<p><a href="https://go.hocnhanh.example/track/click?e=hoangnam95&amp;u=https%3A%2F%2Fhocnhanh.example%2Fxac-thuc-email%3Ft%3Dhv_3kP9xQ2mW7zR5tY8%26id%3D1180452&amp;h=9a2f" style="background:#13a35a;color:#fff;padding:12px 28px;border-radius:6px;text-decoration:none">Xác thực email</a></p>
<p style="font-size:12px;color:#777">Mã và liên kết có hiệu lực trong 30 phút.</p>
<p style="font-size:13px">Khóa học bạn đã chọn: IELTS 6.5+ trong 90 ngày (48 bài, 36 giờ video) - 1.290.000đ<br>Ưu đãi tân thủ: giảm 30% còn 903.000đ đến hết 20/03/2025.</p>
<p style="font-size:11px;color:#999">HọcNhanh - Công ty CP Giáo dục Trực tuyến HN, 25 Nguyễn Thị Minh Khai, Q.1, TP.HCM · Hotline 028 3822 1155<br>
<a href="https://hocnhanh.example/huy-dang-ky?u=1180452">Hủy nhận email</a> · <a href="https://hocnhanh.example/chinh-sach-bao-mat">Chính sách bảo mật</a> · <a href="https://youtube.example/@hocnhanh">YouTube</a></p>
</div>
<img src="https://go.hocnhanh.example/track/open?e=hoangnam95&amp;m=welcome" width="1" height="1" alt="">
</body></html>
""")

M(lang="vi", kind="reset_in_code_mail", otp="20491837",
  frm='"Ngân hàng Sông Hồng" <ebanking@songhong-bank.example>', crlf=True, headers={"Reply-To": "no-reply@songhong-bank.example", "X-Priority": "1"}, to="vu.thanh.tam@mail.example",
  date="2025-02-12 07:45:22 +0700", hcte="quoted-printable",
  subject="Mã OTP đăng nhập SongHong Digibank",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<table width="600" cellpadding="16" style="border:1px solid #d0d7de"><tr><td style="background:#00524a;color:#fff;font-weight:bold">SongHong Digibank</td></tr><tr><td>
<p>Kính gửi Quý khách VŨ THANH TÂM,</p>
<p>Mã OTP để đăng nhập SongHong Digibank trên trình duyệt web của Quý khách là:</p>
<p style="font-size:26px;font-weight:bold;color:#00524a;letter-spacing:3px">20491837</p>
<p>Mã có hiệu lực trong 120 giây. Tuyệt đối không cung cấp mã OTP cho bất kỳ ai, kể cả nhân viên ngân hàng.</p>
<table cellpadding="4" style="font-size:13px;color:#555">
<tr><td>Tên đăng nhập</td><td>tamvt****</td></tr>
<tr><td>Thời gian</td><td>07:45:20 12/02/2025</td></tr>
<tr><td>Địa chỉ IP</td><td>14.161.xx.xx (Đà Nẵng)</td></tr>
</table>
<p style="font-size:13px">Không phải Quý khách đăng nhập? <a href="https://digibank.songhong-bank.example/quen-mat-khau?src=otp_mail&amp;cif=0081****">Đặt lại mật khẩu ngay</a> hoặc gọi 1800 588 822 (miễn phí, 24/7).</p>
<p style="font-size:11px;color:#888">Ngân hàng TMCP Sông Hồng · 198 Trần Quang Khải, Hoàn Kiếm, Hà Nội · SWIFT SHBKVNVX · <a href="https://www.songhong-bank.example/bieu-phi">Biểu phí</a> · <a href="https://www.songhong-bank.example/canh-bao-lua-dao">Cảnh báo lừa đảo</a></p>
</td></tr></table></body></html>
""")

M(lang="vi", kind="new_and_old_code", otp="904316",
  frm='"Sen Vàng Airlines - Bông Sen Club" <bongsenclub@senvang-air.example>', to="nguyen.bao.chau@mail.example",
  date="2025-04-15 06:20:47 +0700", tcte="8bit",
  subject="Mã xác minh mới cho tài khoản Bông Sen Club",
  text="""Kính gửi Quý khách NGUYỄN BẢO CHÂU,

Quý khách vừa yêu cầu gửi lại mã xác minh để đăng nhập tài khoản Bông Sen Club
(số hội viên 9102 448 713, hạng Titan).

Mã xác minh MỚI: 904316
Mã gửi trước đó (551208) đã hết hiệu lực, vui lòng không sử dụng.
Mã mới có hiệu lực trong 10 phút.

Hành trình sắp tới của Quý khách:
  Chuyến bay SV 1527, Hà Nội (HAN) - TP.HCM (SGN)
  Khởi hành 08:15 ngày 16/04/2025, ghế 4C
  Mã đặt chỗ: KX3T9B (không dùng để đăng nhập)

Điểm thưởng hiện có: 48.250 dặm (12.000 dặm hết hạn ngày 30/06/2025).

Tổng đài Sen Vàng Airlines: 1900 1100 / +84 24 3832 0320
Tổng công ty Hàng không Sen Vàng, 200 Nguyễn Sơn, Long Biên, Hà Nội
""")

M(lang="vi", kind="phone_and_dates", otp="481027",
  frm='"Mạng di động Sao Việt" <cskh@saoviet-mobile.example>', to="dang.hoai.an@mail.example",
  date="2025-03-26 15:58:12 +0700", tcte="base64", hcte="base64",
  subject="Xác nhận yêu cầu đổi SIM 4G sang eSIM - Sao Việt",
  text="""Kính gửi Quý khách Đặng Hoài An,

Sao Việt đã nhận yêu cầu đổi SIM 4G sang eSIM cho thuê bao 0983 xxx 217 lúc 15:57 ngày 26/03/2025.

Mã xác nhận: 481027 (hiệu lực 5 phút)
Vui lòng nhập mã trên trang My Sao Việt để hoàn tất. Sau khi đổi, SIM cũ sẽ ngừng hoạt động.

Thông tin thuê bao:
- Gói cước: SV120 (120.000đ/30 ngày, 4GB/ngày) - gia hạn ngày 02/04/2025
- Tài khoản chính: 36.500đ
- Phí đổi eSIM: 25.000đ (trừ vào tài khoản chính)
- Số serial SIM cũ: 8984 0480 0012 7734 519

Nếu Quý khách không thực hiện yêu cầu này, hãy gọi ngay 18008098 (miễn phí)
hoặc đến cửa hàng Sao Việt gần nhất, mang theo CCCD.

Tổng Công ty Viễn thông Sao Việt - 01 Giang Văn Minh, Ba Đình, Hà Nội
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Kính gửi Quý khách <b>Đặng Hoài An</b>,</p>
<p>Sao Việt đã nhận yêu cầu đổi SIM 4G sang eSIM cho thuê bao 0983 xxx 217 lúc 15:57 ngày 26/03/2025.</p>
<p style="background:#fff3e0;padding:12px">Mã xác nhận: <b style="font-size:22px">481027</b> (hiệu lực 5 phút)<br>Vui lòng nhập mã trên trang My Sao Việt để hoàn tất. Sau khi đổi, SIM cũ sẽ ngừng hoạt động.</p>
<table cellpadding="4" style="font-size:13px">
<tr><td>Gói cước</td><td>SV120 (120.000đ/30 ngày, 4GB/ngày) - gia hạn ngày 02/04/2025</td></tr>
<tr><td>Tài khoản chính</td><td>36.500đ</td></tr>
<tr><td>Phí đổi eSIM</td><td>25.000đ (trừ vào tài khoản chính)</td></tr>
<tr><td>Số serial SIM cũ</td><td>8984 0480 0012 7734 519</td></tr>
</table>
<p style="font-size:12px">Nếu Quý khách không thực hiện yêu cầu này, hãy gọi ngay 18008098 (miễn phí) hoặc đến cửa hàng Sao Việt gần nhất, mang theo CCCD.</p>
<p style="font-size:11px;color:#888">Tổng Công ty Viễn thông Sao Việt - 01 Giang Văn Minh, Ba Đình, Hà Nội</p>
</body></html>
""")

M(lang="vi", kind="magic_link", otp=None,
  link="https://em.chotot-nhanh.example/ls/click?upn=CTN.v2.aW8fQk3Zp7Lr0Ys5Xb2Nm9Tc4Hd6Jg1Ve8Uq3Wo&sig=77e0a1c94b",
  link_alt=["https://id.chotot-nhanh.example/verify-email?code=ve_Ng82KsPq0XzL5mTa1RwY7c&uid=27715538"],
  frm='"Chợ Tốt Nhanh" <no-reply@chotot-nhanh.example>', to="ly.kim.ngan@mail.example",
  date="2025-01-29 10:12:03 +0700", tcte="quoted-printable", hcte="quoted-printable",
  subject="Xác nhận địa chỉ email để đăng tin trên Chợ Tốt Nhanh",
  text="""Chào Lý Kim Ngân,

Bạn vừa đăng ký tài khoản Chợ Tốt Nhanh (ID 27715538). Để đăng tin bán "Xe Honda Vision 2022
màu đỏ, ODO 8.400 km - 28.500.000đ", vui lòng xác nhận email bằng cách mở liên kết:

https://id.chotot-nhanh.example/verify-email?code=ve_Ng82KsPq0XzL5mTa1RwY7c&uid=27715538

Liên kết có hiệu lực trong 48 giờ.
Tin đăng của bạn (mã tin 118824771) sẽ được duyệt trong vòng 2-4 giờ sau khi xác nhận.

Chợ Tốt Nhanh - Tầng 18, Tòa nhà Saigon Centre, 67 Lê Lợi, Q.1, TP.HCM
Hotline 1900 3003
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#fffbe6">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px">
<p style="font-size:11px;text-align:right"><a href="https://em.chotot-nhanh.example/ls/click?upn=CTN.v2.webview27715538">Xem trên trình duyệt</a></p>
<img src="https://static.chotot-nhanh.example/mail/logo.png" width="130" alt="Chợ Tốt Nhanh">
<p>Chào Lý Kim Ngân,</p>
<p>Bạn vừa đăng ký tài khoản Chợ Tốt Nhanh (ID 27715538). Để đăng tin bán <b>"Xe Honda Vision 2022 màu đỏ, ODO 8.400 km - 28.500.000đ"</b>, vui lòng xác nhận email:</p>
<p style="text-align:center"><a href="https://em.chotot-nhanh.example/ls/click?upn=CTN.v2.aW8fQk3Zp7Lr0Ys5Xb2Nm9Tc4Hd6Jg1Ve8Uq3Wo&amp;sig=77e0a1c94b" style="background:#ffba00;color:#222;padding:12px 30px;font-weight:bold;text-decoration:none;border-radius:4px">Xác nhận email</a></p>
<p style="font-size:12px;color:#666">Liên kết có hiệu lực trong 48 giờ. Tin đăng của bạn (mã tin 118824771) sẽ được duyệt trong vòng 2-4 giờ sau khi xác nhận.</p>
<p style="font-size:12px"><a href="https://em.chotot-nhanh.example/ls/click?upn=CTN.v2.safety">Mẹo mua bán an toàn</a> · <a href="https://em.chotot-nhanh.example/ls/click?upn=CTN.v2.report">Báo cáo lừa đảo</a></p>
<p style="font-size:11px;color:#999">Chợ Tốt Nhanh - Tầng 18, Tòa nhà Saigon Centre, 67 Lê Lợi, Q.1, TP.HCM · Hotline 1900 3003<br>
<a href="https://www.chotot-nhanh.example/dieu-khoan">Điều khoản</a> · <a href="https://www.chotot-nhanh.example/huy-nhan-thu?uid=27715538">Hủy nhận thư</a></p>
</div>
<img src="https://em.chotot-nhanh.example/wf/open?upn=CTN.pix.27715538" width="1" height="1" alt="">
</body></html>
""")

M(lang="vi", kind="magic_link", otp=None,
  link="https://nhasach-phuongnam.example/ban-tin/xac-nhan?sub=bt_91c2e7f04a5d&list=sach-moi-hang-tuan",
  frm='"Nhà sách Phương Nam Online" <bantin@nhasach-phuongnam.example>', to="doc.sach.moi.ngay@mail.example",
  date="2025-04-03 08:00:41 +0700", hcte="base64",
  subject="Chỉ còn một bước: xác nhận đăng ký bản tin Sách Mới Hằng Tuần",
  html="""<html><body style="font-family:Georgia,serif;background:#f7f3ec">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:28px">
<h2 style="color:#7a1f1f">Sách Mới Hằng Tuần</h2>
<p>Xin chào bạn đọc,</p>
<p>Cảm ơn bạn đã đăng ký nhận bản tin "Sách Mới Hằng Tuần" - gửi vào 7:00 sáng thứ Năm, giới thiệu 10 đầu sách mới và mã giảm giá riêng cho người đăng ký.</p>
<p>Vui lòng xác nhận đăng ký để bắt đầu nhận bản tin:</p>
<p><a href="https://nhasach-phuongnam.example/ban-tin/xac-nhan?sub=bt_91c2e7f04a5d&amp;list=sach-moi-hang-tuan" style="background:#7a1f1f;color:#fff;padding:11px 26px;text-decoration:none">Xác nhận đăng ký</a></p>
<p style="font-size:13px;color:#666">Nếu bạn không đăng ký, chỉ cần bỏ qua email này.</p>
<p style="font-size:13px">Đang bán chạy: <a href="https://nhasach-phuongnam.example/sach/8935235241503">"Nhà giả kim" - 79.000đ</a> · <a href="https://nhasach-phuongnam.example/sach/8934974182375">"Đắc nhân tâm" - 86.000đ</a></p>
<p style="font-size:11px;color:#999">Công ty CP Nhà sách Phương Nam Online · 940 Ba Tháng Hai, P.15, Q.11, TP.HCM · ĐT 028 3866 1234<br>
<a href="https://nhasach-phuongnam.example/chinh-sach-rieng-tu">Chính sách riêng tư</a> · <a href="https://facebook.example/nhasachphuongnam">Facebook</a> · <a href="https://zalo.example/nhasachphuongnam">Zalo</a></p>
</div>
<img src="https://nhasach-phuongnam.example/ban-tin/pixel.gif?sub=bt_91c2e7f04a5d" width="1" height="1" alt="">
</body></html>
""")

M(lang="vi", kind="booking_ref", otp=None,
  frm='"Vietjet Sky Booking" <booking@skyviet-air.example>', to="ho.gia.huy@mail.example",
  date="2025-02-28 22:31:58 +0700", tcte="quoted-printable", hcte="quoted-printable",
  subject="Xác nhận đặt chỗ thành công - Mã đặt chỗ QH7K2M",
  text="""Kính gửi Quý khách HỒ GIA HUY,

Cảm ơn Quý khách đã đặt vé. Đặt chỗ của Quý khách đã được xác nhận.

MÃ ĐẶT CHỖ: QH7K2M
Ngày đặt: 28/02/2025

Chuyến đi:  VS 213  TP.HCM (SGN) 06:05 -> Đà Nẵng (DAD) 07:25  ngày 10/03/2025
Chuyến về:  VS 228  Đà Nẵng (DAD) 19:40 -> TP.HCM (SGN) 21:00  ngày 13/03/2025
Hành khách: HO GIA HUY (người lớn), HO GIA BAO (trẻ em, 7 tuổi)
Hành lý ký gửi: 20 kg mỗi chiều

Tổng tiền: 3.486.000 VND (đã gồm thuế, phí sân bay 200.000 VND/khách/chặng)
Thanh toán: Thẻ JCB ****9126, mã giao dịch 2502282231004473

Làm thủ tục trực tuyến từ 24 giờ đến 1 giờ trước giờ khởi hành.
Vui lòng có mặt tại quầy trước 60 phút với chuyến bay nội địa.

Tổng đài 1900 1886 | Hãng hàng không Sky Việt, 8 Bạch Đằng, Tân Bình, TP.HCM
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#fff">
<table width="620" align="center" cellpadding="16" style="border:1px solid #e31f26"><tr><td style="background:#e31f26;color:#fff;font-size:18px">SkyViệt · Xác nhận đặt chỗ</td></tr><tr><td>
<p>Kính gửi Quý khách HỒ GIA HUY,</p>
<p>Cảm ơn Quý khách đã đặt vé. Đặt chỗ của Quý khách đã được xác nhận.</p>
<p style="font-size:22px">MÃ ĐẶT CHỖ: <b>QH7K2M</b></p>
<table width="100%" cellpadding="6" style="border-collapse:collapse;font-size:13px">
<tr style="background:#fdecec"><th>Chuyến</th><th>Hành trình</th><th>Ngày</th><th>Giờ</th></tr>
<tr><td>VS 213</td><td>SGN → DAD</td><td>10/03/2025</td><td>06:05 - 07:25</td></tr>
<tr><td>VS 228</td><td>DAD → SGN</td><td>13/03/2025</td><td>19:40 - 21:00</td></tr>
</table>
<p style="font-size:13px">Hành khách: HO GIA HUY (người lớn), HO GIA BAO (trẻ em, 7 tuổi) · Hành lý ký gửi 20 kg mỗi chiều<br>
Tổng tiền: <b>3.486.000 VND</b> (đã gồm thuế, phí) · Thẻ JCB ****9126 · Mã giao dịch 2502282231004473</p>
<p><a href="https://www.skyviet-air.example/manage-booking?pnr=QH7K2M&amp;ln=HO">Quản lý đặt chỗ</a> · <a href="https://www.skyviet-air.example/check-in">Làm thủ tục trực tuyến</a></p>
<p style="font-size:11px;color:#888">Tổng đài 1900 1886 · Hãng hàng không Sky Việt, 8 Bạch Đằng, Tân Bình, TP.HCM</p>
</td></tr></table></body></html>
""")

M(lang="vi", kind="newsletter_numbers", otp=None,
  frm='"Điện lực Thành phố - CSKH" <hoadon@dienluc-tp.example>', to="mai.van.long@mail.example",
  date="2025-03-12 07:05:00 +0700", tcte="base64",
  subject="Thông báo tiền điện kỳ 1 tháng 03/2025 - Mã KH PE0100048721",
  text="""Kính gửi Quý khách hàng MAI VĂN LONG,

Điện lực thông báo tiền điện kỳ 1 tháng 03/2025 như sau:

Mã khách hàng: PE0100048721
Địa chỉ sử dụng điện: 45/7 Nguyễn Trãi, P. Bến Thành, Q.1, TP.HCM
Kỳ hóa đơn: 11/02/2025 - 10/03/2025 (28 ngày)
Chỉ số cũ: 18.244 - Chỉ số mới: 18.671 - Điện năng tiêu thụ: 427 kWh

Bậc 1 (0-50 kWh):    50 x 1.893đ  =    94.650đ
Bậc 2 (51-100 kWh):  50 x 1.956đ  =    97.800đ
Bậc 3 (101-200 kWh): 100 x 2.271đ =   227.100đ
Bậc 4 (201-300 kWh): 100 x 2.860đ =   286.000đ
Bậc 5 (301-400 kWh): 100 x 3.197đ =   319.700đ
Bậc 6 (401 kWh trở lên): 27 x 3.302đ =  89.154đ
Cộng: 1.114.404đ - Thuế GTGT 8%: 89.152đ
TỔNG CỘNG: 1.203.556đ

Hạn thanh toán: 19/03/2025
Số hóa đơn: 0003318842 - Ký hiệu: 1C25TPE

Thanh toán qua ngân hàng, ví điện tử hoặc tại quầy. Tổng đài CSKH: 1900 545454
""")

M(lang="vi", kind="decoy_codes", otp=None,
  frm='"Siêu thị Xanh Mart" <uudai@xanhmart.example>', headers={"List-Unsubscribe": "<https://news.xanhmart.example/unsub?m=7700291845>", "Precedence": "bulk"}, to="phan.thi.yen@mail.example",
  date="2025-04-20 18:00:00 +0700", hcte="quoted-printable",
  subject="Chúc mừng! Bạn nhận được mã dự thưởng DT-482913 và voucher 50.000đ",
  html="""<html><body style="font-family:Arial,sans-serif;background:#eefaf0">
<div style="max-width:580px;margin:0 auto;background:#fff;padding:22px">
<p style="font-size:11px;text-align:center"><a href="https://news.xanhmart.example/web/ct-3004">Xem phiên bản web</a></p>
<h2 style="color:#0a8a3a">Xanh Mart - Mừng Đại lễ 30/4</h2>
<p>Chào chị Phan Thị Yến (thẻ thành viên XM 7700 2918 45),</p>
<p>Cảm ơn chị đã mua sắm đơn hàng HD-250419-07731 trị giá 1.265.000đ tại Xanh Mart Phạm Văn Đồng ngày 19/04/2025.</p>
<table width="100%" cellpadding="10" style="border-collapse:collapse">
<tr><td style="border:1px dashed #0a8a3a">Mã dự thưởng chương trình "Mua sắm trúng xe máy":<br><b style="font-size:20px">DT-482913</b><br><small>Quay số ngày 05/05/2025, phát trực tiếp trên fanpage lúc 20:00</small></td></tr>
<tr><td style="border:1px dashed #f39c12">Voucher giảm 50.000đ cho đơn từ 500.000đ:<br><b style="font-size:20px">XANH50K</b><br><small>Hạn dùng 21/04 - 04/05/2025, áp dụng tại 46 siêu thị và app Xanh Mart</small></td></tr>
</table>
<p style="font-size:12px;color:#c0392b">Lưu ý: Xanh Mart không yêu cầu khách hàng cung cấp mã OTP, mật khẩu hay chuyển khoản để nhận thưởng.</p>
<p style="font-size:11px;color:#888">Công ty TNHH Xanh Mart · 1 Phạm Văn Đồng, Cầu Giấy, Hà Nội · Hotline 1800 6868<br>
<a href="https://news.xanhmart.example/unsub?m=7700291845">Hủy nhận tin</a> · <a href="https://www.xanhmart.example/the-le-ct3004">Thể lệ chương trình</a></p>
</div></body></html>
""")

M(lang="vi", kind="several_codes", otp=None,
  frm='"GitKho" <noreply@gitkho.example>', to="bui.anh.tuan@mail.example",
  date="2025-01-10 16:22:35 +0700", tcte="8bit",
  subject="[GitKho] Mã khôi phục xác thực hai yếu tố của bạn",
  text="""Chào tuanba-dev,

Bạn vừa bật xác thực hai yếu tố (2FA) cho tài khoản GitKho lúc 16:21 ngày 10/01/2025.

Dưới đây là 8 mã khôi phục. Hãy lưu chúng ở nơi an toàn (trình quản lý mật khẩu, giấy in).
Mỗi mã chỉ dùng được một lần, khi bạn mất điện thoại hoặc không mở được ứng dụng xác thực.
Bạn KHÔNG cần nhập mã nào lúc này.

    a83f2-9c1d7    5e0b4-72fa1
    d19c6-3b8e2    f72a0-46d95
    0c5e8-b2f73    94d1b-e8a06
    7b3f9-1d4c2    e6a27-5f0b8

Nếu bạn tạo bộ mã mới, toàn bộ các mã trên sẽ bị vô hiệu.
Quản lý 2FA: https://gitkho.example/settings/security

Kho mã nguồn của bạn: 14 kho riêng tư, 6 kho công khai.

GitKho · Tầng 5, 17 Duy Tân, Cầu Giấy, Hà Nội 100000
""")


if __name__ == "__main__":
    main()
