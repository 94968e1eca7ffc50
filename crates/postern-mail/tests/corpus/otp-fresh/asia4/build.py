#!/usr/bin/env python3
"""Hand-written labelled test mail (asia set: ja, zh, ko, th, vi) for a
one-time-code / magic-link extractor.  Standard library only.

Running this file writes is-NNNN.eml + labels.jsonl next to it and then
validates every message it wrote.
"""
import email
import hashlib
import html as htmlmod
import json
import os
import re
import struct
import sys
import zlib
from collections import Counter
from datetime import datetime, timedelta, timezone
from email import policy
from email.headerregistry import Address
from email.message import EmailMessage
from email.utils import format_datetime
from html.parser import HTMLParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "is"
M = []   # the messages, appended below, one dict each


def png(w=200, h=56, rgb=(24, 38, 61)):
    """A small, valid, solid-colour PNG (stand-in for a rendered code image)."""
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))

    def chunk(t, d):
        c = struct.pack(">I", len(d)) + t + d
        return c + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def add(**kw):
    M.append(kw)

# ---------------------------------------------------------------------------
# Japanese (ja)
# ---------------------------------------------------------------------------

# ja-01  SaaS magic sign-in link, tracked button + raw URL underneath
add(lang="ja", kind="magic_link", otp=None,
    link="https://links.kumoboard.example/c/eJyNkU1uwzAIhc9S7y1sB2zjs1RdYHvSRs2fRpr7V3W7KFJL7R7wHjw-3hMvzX7Ef8s9W4RdlJoUZ_Fz3s8v3-qWzHFJRlV3KmLc/4/Tq2Lx9vRwYb",
    link_alt=["https://app.kumoboard.example/auth/magic?token=mL7qT2xVc9RkP4nZ8wYb3HsJ6dFaQe1UoGi5&email=sato.hanako%40inbox.example"],
    frm=("Kumoboard", "login@mail.kumoboard.example"),
    to=("佐藤 花子", "sato.hanako@inbox.example"),
    subject="Kumoboard へのログインリンクをお送りします",
    date=(2025, 4, 22, 9, 14, 7, 9),
    headers=[("List-Unsubscribe", "<https://links.kumoboard.example/u/eJyNkE1uwzAIhc9S7y1sB2z>"),
             ("X-Mailer", "kb-notify/3.8.1")],
    tcte="quoted-printable", hcte="quoted-printable",
    text="""佐藤 花子 様

Kumoboard へのログインがリクエストされました。
以下のリンクを開くと、パスワードを入力せずにログインできます。

https://app.kumoboard.example/auth/magic?token=mL7qT2xVc9RkP4nZ8wYb3HsJ6dFaQe1UoGi5&email=sato.hanako%40inbox.example

・リンクの有効期限は発行から15分間です（2025/04/22 09:29 まで）。
・一度使用したリンクは再度使用できません。
・このメールに心当たりがない場合は、何もする必要はありません。

ワークスペース: 株式会社ミナトデザイン（minato-design）

--
Kumoboard サポートセンター
ヘルプ: https://help.kumoboard.example/ja/
株式会社クモボード 〒105-0011 東京都港区芝公園2-4-1 芝パークビル8F
""",
    html="""<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>ログインリンク</title></head>
<body style="margin:0;background:#f4f5f7;font-family:'Hiragino Sans','Meiryo',sans-serif;">
<div style="display:none">15分以内にリンクを開いてログインしてください</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation">
<tr><td align="right" style="font-size:11px;padding:8px 24px;">
<a href="https://links.kumoboard.example/c/eJyNkE1vwjAMhv9L7-1IQ2kC/0/view?m=7731">ブラウザで表示</a></td></tr>
<tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;">
<tr><td style="padding:32px 40px 8px;"><img src="https://static.kumoboard.example/mail/logo-2x.png" width="132" alt="Kumoboard"></td></tr>
<tr><td style="padding:8px 40px;font-size:15px;line-height:1.8;color:#1f2430;">
<p>佐藤 花子 様</p>
<p>Kumoboard へのログインがリクエストされました。下のボタンを押すと、パスワードなしでログインできます。</p>
</td></tr>
<tr><td align="center" style="padding:16px 40px 24px;">
<a href="https://links.kumoboard.example/c/eJyNkU1uwzAIhc9S7y1sB2zjs1RdYHvSRs2fRpr7V3W7KFJL7R7wHjw-3hMvzX7Ef8s9W4RdlJoUZ_Fz3s8v3-qWzHFJRlV3KmLc/4/Tq2Lx9vRwYb"
 style="background:#3b5bfd;color:#ffffff;text-decoration:none;padding:14px 36px;border-radius:6px;font-weight:bold;display:inline-block;">Kumoboard にログイン</a>
</td></tr>
<tr><td style="padding:0 40px 24px;font-size:12px;color:#5b6272;line-height:1.7;">
ボタンが動作しない場合は、以下のURLをコピーしてブラウザに貼り付けてください。<br>
<span style="word-break:break-all;">https://app.kumoboard.example/auth/magic?token=mL7qT2xVc9RkP4nZ8wYb3HsJ6dFaQe1UoGi5&amp;email=sato.hanako%40inbox.example</span><br><br>
リンクの有効期限は15分間（2025/04/22 09:29 まで）です。ワークスペース: 株式会社ミナトデザイン
</td></tr>
</table>
</td></tr>
<tr><td align="center" style="padding:20px;font-size:11px;color:#8a90a0;line-height:1.7;">
<a href="https://help.kumoboard.example/ja/">ヘルプセンター</a> ｜
<a href="https://kumoboard.example/legal/privacy">プライバシーポリシー</a> ｜
<a href="https://links.kumoboard.example/u/eJyNkE1uwzAIhc9S7y1sB2z">メール配信設定</a><br>
株式会社クモボード 〒105-0011 東京都港区芝公園2-4-1 芝パークビル8F
</td></tr>
</table>
<img src="https://links.kumoboard.example/o/eJyNkE1uwzAIhc9S7y1s.gif" width="1" height="1" alt="">
</body></html>
""")

# ja-02  bank, text only, code introduced as 確認番号 (no "code" word)
add(lang="ja", kind="no_code_word", otp="316470", link=None,
    frm=("さくらみらい銀行", "info@direct.sakuramirai-bank.example"),
    to=(None, "k.yamamoto@inbox.example"),
    subject="【さくらみらい銀行】振込先の追加登録について",
    date=(2025, 5, 12, 14, 25, 41, 9),
    tcte="quoted-printable",
    text="""山本 健一 様

いつも「さくらみらいダイレクト」をご利用いただき、ありがとうございます。

振込先口座の追加登録を受け付けました。
登録を完了するには、お手続き中の画面に次の確認番号を入力してください。

  確認番号：316470
  入力期限：2025年5月12日 14:35

■お手続き内容
  受付日時　：2025年5月12日 14:25
  登録先　　：みなと信用金庫　本店営業部
  口座　　　：普通 ****582
  受取人名　：ヤマモト ユウコ

※確認番号は10分間のみ有効です。期限を過ぎた場合は、最初からお手続きをやり直してください。
※当行の職員が、お電話やメールで確認番号やパスワードをお尋ねすることはありません。
※お心当たりがない場合は、至急下記までご連絡ください。

────────────────────────
さくらみらい銀行　ダイレクトバンキングセンター
フリーダイヤル：0120-000-123（平日9:00〜20:00、土日祝9:00〜17:00）
〒100-0005 東京都千代田区丸の内1-9-2
登録金融機関　関東財務局長（登金）第999号
本メールは送信専用アドレスから配信しています。ご返信いただいてもお答えできません。
────────────────────────
""")

# ja-03  airline reservation confirmation: booking ref, no code
add(lang="ja", kind="booking_ref", otp=None, link=None,
    frm=("スカイブリッジ航空", "reservation@mail.skybridge-air.example"),
    to=("ナカムラ リョウ", "ryo.nakamura@inbox.example"),
    subject="ご予約確認 予約番号 K7QX2M 7月19日 羽田→那覇",
    date=(2025, 6, 3, 21, 2, 56, 9),
    tcte="base64", hcte="base64",
    text="""ナカムラ リョウ 様

スカイブリッジ航空をご予約いただき、誠にありがとうございます。
以下の内容でご予約が確定しました。

予約番号: K7QX2M

【往路】
2025年7月19日(土) SB117 東京(羽田) 08:15 → 沖縄(那覇) 11:05
座席 23A / 普通席 / 受託手荷物 20kgまで

お支払い金額: 24,380円（旅客施設使用料を含む）
お支払い方法: クレジットカード（VISA 末尾 4417）
航空券番号: 999-2145678901

オンラインチェックインは出発の24時間前から可能です。
https://www.skybridge-air.example/checkin

予約の変更・取消: https://www.skybridge-air.example/manage
スカイブリッジ航空 予約センター 0570-025-117（9:00〜18:00）
""",
    html="""<html><body style="font-family:sans-serif;color:#222;">
<p>ナカムラ リョウ 様</p>
<p>スカイブリッジ航空をご予約いただき、誠にありがとうございます。以下の内容でご予約が確定しました。</p>
<table cellpadding="6" style="border:1px solid #c9d3e0;border-collapse:collapse;">
<tr style="background:#0b3d91;color:#fff;"><th colspan="2" align="left">予約番号　K7QX2M</th></tr>
<tr><td>便名</td><td>SB117</td></tr>
<tr><td>出発</td><td>2025年7月19日(土) 08:15 東京(羽田) 第1ターミナル</td></tr>
<tr><td>到着</td><td>2025年7月19日(土) 11:05 沖縄(那覇)</td></tr>
<tr><td>座席</td><td>23A（普通席）</td></tr>
<tr><td>手荷物</td><td>受託手荷物 20kgまで</td></tr>
<tr><td>お支払い金額</td><td>24,380円（VISA 末尾 4417）</td></tr>
<tr><td>航空券番号</td><td>999-2145678901</td></tr>
</table>
<p><a href="https://www.skybridge-air.example/checkin?pnr=K7QX2M&amp;ln=NAKAMURA">オンラインチェックイン</a>（出発の24時間前から）　
<a href="https://www.skybridge-air.example/manage">予約の確認・変更</a></p>
<p style="font-size:11px;color:#777;">スカイブリッジ航空株式会社 〒144-0041 東京都大田区羽田空港3-3-2<br>
予約センター 0570-025-117（9:00〜18:00）　<a href="https://www.skybridge-air.example/privacy">個人情報保護方針</a></p>
</body></html>
""")

# ja-04  small shop order confirmation, many numbers, text only
add(lang="ja", kind="newsletter_numbers", otp=None, link=None,
    frm=("ことり雑貨店", "shop@kotori-zakka.example"),
    to=("田中 美咲", "misaki.t@inbox.example"),
    subject="［ことり雑貨店］ご注文ありがとうございます（注文番号 KT-20250418-0931）",
    date=(2025, 4, 18, 22, 47, 10, 9),
    tcte="8bit",
    text="""田中 美咲 様

この度は、ことり雑貨店をご利用いただき誠にありがとうございます。
下記の通りご注文を承りました。

━━━━━━━━━━━━━━━━━━━━
ご注文番号：KT-20250418-0931
ご注文日時：2025年4月18日 22:46
━━━━━━━━━━━━━━━━━━━━

[1] 手ぬぐい「ことりと木の実」 藍  1,320円 × 2 = 2,640円
[2] 波佐見焼 豆皿 5枚セット       2,750円 × 1 = 2,750円
[3] 蜜蝋ラッピングクロス M         880円 × 1 =   880円

小計　　　　 6,270円
送料　　　　   660円
クーポン値引 -715円（会員ランク割引）
━━━━━━━━━━━━━━━━━━━━
合計（税込） 6,215円（うち消費税 565円）
獲得ポイント 62pt

■お届け先
〒150-0002 東京都渋谷区渋谷3-12-8 メゾン渋谷 402
田中 美咲 様　TEL 090-5555-0192

■お届け予定
4月21日(月)〜4月22日(火)　時間帯指定：19時〜21時
発送後に配送伝票番号をお知らせいたします。

■お支払い方法
クレジットカード（JCB 末尾 0093）

何かございましたら、このメールにご返信ください。
────────────────
ことり雑貨店（運営：合同会社コトリ）
〒602-8251 京都府京都市上京区東堀川通下長者町下ル 3-7
TEL 075-555-0417（平日 10:00〜17:00）
適格請求書発行事業者登録番号 T1130005012345
────────────────
""")

# ja-05  mobile carrier, one <span> per digit, among phone numbers, dates, amounts
add(lang="ja", kind="phone_and_dates", otp="592817", link=None,
    frm=("ミライモバイル", "no-reply@my.mirai-mobile.example"),
    to=(None, "t.kobayashi@inbox.example"),
    subject="My ミライ ログインのための認証コード",
    date=(2025, 3, 28, 19, 41, 3, 9),
    hcte="base64",
    html="""<!DOCTYPE html>
<html lang="ja"><head><meta charset="UTF-8">
<style>.d{display:inline-block;width:36px;height:44px;line-height:44px;margin:0 3px;border:1px solid #d0d6e0;border-radius:6px;font-size:24px;font-weight:700;text-align:center;}</style>
</head>
<body style="font-family:'Yu Gothic',sans-serif;background:#ffffff;color:#222;">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px;border-bottom:3px solid #e60033;"><b style="font-size:20px;color:#e60033;">ミライモバイル</b></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.8;">
<p>ミライモバイルをご利用いただきありがとうございます。</p>
<p>ご契約電話番号 090-****-5678 で My ミライ へのログインが試みられました（2025年3月28日 19:41）。<br>
以下の認証コードをログイン画面に入力してください。</p>
<p style="text-align:center;margin:28px 0;">
<span class="d">5</span><span class="d">9</span><span class="d">2</span><span class="d">8</span><span class="d">1</span><span class="d">7</span>
</p>
<p>認証コードの有効期限は10分です。</p>
<table cellpadding="4" style="font-size:13px;background:#f7f7f9;width:100%;">
<tr><td>今月のご請求予定額</td><td>3,278円（税込）</td></tr>
<tr><td>データ残量</td><td>12.4GB / 20GB（3月31日 23:59 まで）</td></tr>
<tr><td>お支払い期日</td><td>2025年4月28日</td></tr>
</table>
<p style="font-size:12px;color:#666;">お心当たりがない場合は、このメールを破棄してください。第三者にコードを教えないでください。</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888;border-top:1px solid #eee;">
ミライモバイル お客さまセンター　151（ミライモバイル携帯から・無料）／ 0800-555-0151（一般電話から）<br>
受付時間 9:00〜20:00（年中無休）<br>
ミライモバイル株式会社 〒163-1490 東京都新宿区西新宿3-20-2 / 電気通信事業者 届出番号 A-30-16812
</td></tr></table>
</body></html>
""")

# ja-06  game account: the code is only in the subject
add(lang="ja", kind="subject_only", otp="X7K2P9", link=None,
    frm=("アルカナID サポート", "noreply@id.arcana-games.example"),
    to=(None, "hikaru.ito@inbox.example"),
    subject="[アルカナID] 認証コード: X7K2P9",
    date=(2025, 8, 9, 1, 12, 48, 9),
    tcte="quoted-printable",
    text="""アルカナIDをご利用いただきありがとうございます。

新しい端末から「星霜のアルカディア」へのログインがありました。
このメールの件名に記載された認証コードを、ゲーム内の入力画面に入力してください。
（大文字・小文字は区別されません）

端末: iPhone / iOS 18.5
日時: 2025/08/09 01:12 (JST)

有効期限は30分です。期限が切れた場合は、ゲームのタイトル画面から再送信してください。

※このメールは送信専用です。
※お問い合わせ: https://support.arcana-games.example/

(C) Arcana Games Inc. All rights reserved.
""")

# ja-07  food delivery promo: coupon code + security-advice example, no real code
add(lang="ja", kind="decoy_codes", otp=None, link=None,
    frm=("デリまる", "news@delimaru.example"),
    to=(None, "yui.watanabe@inbox.example"),
    subject="はじめてのご注文ありがとう！次回使える500円クーポンをお届け",
    date=(2025, 2, 14, 12, 30, 0, 9),
    headers=[("List-Unsubscribe", "<https://delimaru.example/mail/unsubscribe?uid=88210457&sig=a81f2c>")],
    tcte="8bit", hcte="quoted-printable",
    text="""デリまるをご利用いただき、ありがとうございます。

先日のご注文（注文番号 DM-58203317、2月13日 19:02 配達完了）はいかがでしたか？
次回のご注文で使える500円OFFクーポンをプレゼントします。

クーポンコード：DELI500
有効期限：2025年2月28日 23:59
ご利用条件：1,500円（税込）以上のご注文、1回限り

【ご注意】デリまるが、お電話やSMS、メールで認証コード（例：123456）を
お尋ねすることは絶対にありません。不審な連絡にはご注意ください。

配信停止: https://delimaru.example/mail/unsubscribe?uid=88210457&sig=a81f2c
デリまる株式会社 〒530-0001 大阪府大阪市北区梅田1-2-2
""",
    html="""<html><body style="font-family:sans-serif;background:#fff8ef;">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;">
<h2 style="color:#ff6a00;">次回のご注文が500円OFF！</h2>
<p>先日のご注文（注文番号 DM-58203317、2月13日 19:02 配達完了）はいかがでしたか？</p>
<div style="border:2px dashed #ff6a00;padding:16px;text-align:center;">
<div style="font-size:12px;">クーポンコード</div>
<div style="font-size:28px;font-weight:bold;letter-spacing:3px;">DELI500</div>
<div style="font-size:12px;">有効期限 2025年2月28日 23:59 ／ 1,500円以上のご注文で1回限り</div>
</div>
<p style="text-align:center;"><a href="https://r.delimaru.example/t/c3b9?u=https%3A%2F%2Fdelimaru.example%2Fshops" style="background:#ff6a00;color:#fff;padding:12px 28px;text-decoration:none;border-radius:24px;">お店をさがす</a></p>
<p style="font-size:12px;background:#f3f3f3;padding:10px;">【ご注意】デリまるが、お電話やSMS、メールで認証コード（例：123456）をお尋ねすることは絶対にありません。</p>
<p style="font-size:11px;color:#999;"><a href="https://delimaru.example/mail/unsubscribe?uid=88210457&amp;sig=a81f2c">配信停止</a> ｜ <a href="https://delimaru.example/help">ヘルプ</a><br>
デリまる株式会社 〒530-0001 大阪府大阪市北区梅田1-2-2</p>
</div>
<img src="https://r.delimaru.example/open/88210457.gif" width="1" height="1" alt="">
</body></html>
""")

# ja-08  government portal: re-issued code, old one invalid
add(lang="ja", kind="new_and_old_code", otp="730592", link=None,
    frm=("くらしの電子申請ポータル", "no-reply@e-shinsei.kurashi.example"),
    to=(None, "s.matsumoto@inbox.example"),
    subject="【くらしの電子申請ポータル】認証コード再発行のお知らせ",
    date=(2025, 1, 20, 10, 3, 22, 9),
    tcte="8bit",
    text="""くらしの電子申請ポータルをご利用いただきありがとうございます。

認証コードの再発行を受け付けました。
先にお送りした認証コード（418 205）は無効になりましたので、使用しないでください。

新しい認証コード：730 592

申請画面に戻り、上記の新しい認証コードを入力してください。
有効期限：2025年1月20日 10:33

申請番号：R07-0120-004417
手続名　：住民票の写しの交付請求（電子申請）

※本メールにお心当たりのない方は、お手数ですが本メールを削除してください。
※このアドレスは送信専用です。

────────────────────
くらしの電子申請ポータル 運用窓口
電話 0570-000-777（平日 8:30〜17:15）
〒100-8914 東京都千代田区永田町1-6-1 デジタル行政推進室
────────────────────
""")

# ja-09  crypto exchange login code with a "not you? reset password" link
add(lang="ja", kind="reset_in_code_mail", otp="941027", link=None,
    frm=("ビットリバー", "security@notice.bitriver.example"),
    to=(None, "daisuke.k@inbox.example"),
    subject="ログイン確認コードのお知らせ",
    date=(2025, 9, 2, 7, 55, 19, 9),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""ビットリバーをご利用いただきありがとうございます。

お客様のアカウントへのログインが要求されました。
ログイン確認コード：941027
（有効期限：5分）

日時　　：2025-09-02 07:55:12 (JST)
IPアドレス：203.0.113.47
端末　　：Chrome 139 / Windows 11
場所　　：日本 大阪府（推定）

このログインにお心当たりがない場合は、直ちにパスワードを再設定してください。
https://www.bitriver.example/account/password/reset

ビットリバー株式会社 暗号資産交換業者 関東財務局長 第00099号
〒103-0026 東京都中央区日本橋兜町7-1
""",
    html="""<html><body style="font-family:sans-serif;color:#1b1b1b;">
<table width="600" align="center" style="border:1px solid #e5e5e5;">
<tr><td style="background:#10243e;padding:18px;"><img src="https://cdn.bitriver.example/mail/logo-white.png" alt="BITRIVER" height="24"></td></tr>
<tr><td style="padding:24px;">
<p>お客様のアカウントへのログインが要求されました。以下のログイン確認コードを入力してください。</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;text-align:center;background:#f2f5f9;padding:14px;">941027</p>
<p style="font-size:13px;">有効期限：5分</p>
<table style="font-size:13px;" cellpadding="3">
<tr><td>日時</td><td>2025-09-02 07:55:12 (JST)</td></tr>
<tr><td>IPアドレス</td><td>203.0.113.47</td></tr>
<tr><td>端末</td><td>Chrome 139 / Windows 11</td></tr>
<tr><td>場所</td><td>日本 大阪府（推定）</td></tr>
</table>
<p style="font-size:13px;">このログインにお心当たりがない場合は、<a href="https://www.bitriver.example/account/password/reset">直ちにパスワードを再設定</a>してください。</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;">ビットリバー株式会社 暗号資産交換業者 関東財務局長 第00099号<br>〒103-0026 東京都中央区日本橋兜町7-1 ｜ <a href="https://www.bitriver.example/support">サポート</a></td></tr>
</table></body></html>
""")

# ja-10  code host: user name with digits, code 481-935 plus magic link
add(lang="ja", kind="username_digits", otp="481935",
    link="https://codeharbor.example/login/email/confirm?t=ch_el_9WqZk3VbT7yPx2RmN5dLs8aJfE4uHc6G&u=taro_1987",
    frm=("CodeHarbor", "noreply@codeharbor.example"),
    to=("taro_1987", "taro.suzuki@inbox.example"),
    subject="CodeHarbor サインイン用コード",
    date=(2025, 7, 1, 23, 48, 2, 9),
    tcte="8bit", hcte="base64",
    text="""taro_1987 さん、こんにちは。

CodeHarbor へのサインインを完了するには、次のコードを入力してください。

    481-935

または、次のリンクからそのままサインインすることもできます（10分間有効）:
https://codeharbor.example/login/email/confirm?t=ch_el_9WqZk3VbT7yPx2RmN5dLs8aJfE4uHc6G&u=taro_1987

このリクエストに心当たりがなければ、このメールは無視してかまいません。
アカウントは安全です。

-- 
CodeHarbor · https://codeharbor.example
通知設定: https://codeharbor.example/settings/notifications
""",
    html="""<div style="font-family:-apple-system,'Segoe UI',sans-serif;max-width:520px;margin:auto;color:#24292f;">
<p style="font-size:20px;">CodeHarbor</p>
<p><strong>taro_1987</strong> さん、こんにちは。</p>
<p>CodeHarbor へのサインインを完了するには、次のコードを入力してください。</p>
<p style="font-size:28px;font-family:monospace;letter-spacing:4px;">481-935</p>
<p>または、ボタンからそのままサインインできます（10分間有効）。</p>
<p><a href="https://codeharbor.example/login/email/confirm?t=ch_el_9WqZk3VbT7yPx2RmN5dLs8aJfE4uHc6G&amp;u=taro_1987" style="background:#1f883d;color:#fff;padding:8px 18px;border-radius:6px;text-decoration:none;">サインイン</a></p>
<p style="color:#57606a;font-size:12px;">このリクエストに心当たりがなければ、このメールは無視してかまいません。</p>
<hr style="border:none;border-top:1px solid #d0d7de;">
<p style="color:#57606a;font-size:12px;"><a href="https://codeharbor.example/settings/notifications">通知設定</a> · <a href="https://codeharbor.example/site/terms">利用規約</a> · CodeHarbor, Inc. 548 Market St PMB 70201, San Francisco, CA 94104</p>
</div>
""")

# ja-11  university password reset link
add(lang="ja", kind="magic_link", otp=None,
    link="https://sso.toto-tech.ac.example/idp/pwreset/confirm?rid=7c1e93a0-55d2-4b8e-9f16-2a07d3c4e8b1&sig=Hq3vN9xTzL2wPc7KmR4sJy",
    frm=("東都工科大学 情報基盤センター", "helpdesk@itc.toto-tech.ac.example"),
    to=(None, "s2451087@st.toto-tech.ac.example"),
    subject="[ITC] 統合認証パスワードの再設定手続き",
    date=(2025, 10, 6, 16, 20, 44, 9),
    tcte="8bit", hcte="8bit",
    text="""学籍番号 s2451087 様

統合認証システム（TOTO-ID）のパスワード再設定の申請を受け付けました。
以下のURLにアクセスし、60分以内に新しいパスワードを設定してください。

https://sso.toto-tech.ac.example/idp/pwreset/confirm?rid=7c1e93a0-55d2-4b8e-9f16-2a07d3c4e8b1&sig=Hq3vN9xTzL2wPc7KmR4sJy

・パスワードは12文字以上で、英大文字・英小文字・数字を含めてください。
・再設定後は、学内Wi-Fi、LMS、メールすべてに新しいパスワードが適用されます。
・申請した覚えがない場合は、情報基盤センターまでご連絡ください。

東都工科大学 情報基盤センター ヘルプデスク
内線 2210 ／ 外線 042-555-2210（平日 9:00〜17:00）
〒192-0397 東京都八王子市南大沢1-1 本館3階
https://itc.toto-tech.ac.example/help/
""",
    html="""<html><body>
<p>学籍番号 s2451087 様</p>
<p>統合認証システム（TOTO-ID）のパスワード再設定の申請を受け付けました。<br>
以下のリンクから、60分以内に新しいパスワードを設定してください。</p>
<p><a href="https://sso.toto-tech.ac.example/idp/pwreset/confirm?rid=7c1e93a0-55d2-4b8e-9f16-2a07d3c4e8b1&amp;sig=Hq3vN9xTzL2wPc7KmR4sJy">https://sso.toto-tech.ac.example/idp/pwreset/confirm?rid=7c1e93a0-55d2-4b8e-9f16-2a07d3c4e8b1&amp;sig=Hq3vN9xTzL2wPc7KmR4sJy</a></p>
<ul>
<li>パスワードは12文字以上で、英大文字・英小文字・数字を含めてください。</li>
<li>再設定後は、学内Wi-Fi、LMS、メールすべてに新しいパスワードが適用されます。</li>
<li>申請した覚えがない場合は、情報基盤センターまでご連絡ください。</li>
</ul>
<p>東都工科大学 情報基盤センター ヘルプデスク<br>
内線 2210 ／ 外線 042-555-2210（平日 9:00〜17:00）<br>
〒192-0397 東京都八王子市南大沢1-1 本館3階<br>
<a href="https://itc.toto-tech.ac.example/help/">https://itc.toto-tech.ac.example/help/</a></p>
</body></html>
""")

# ja-12  parcel locker pick-up PIN (delivery code)
add(lang="ja", kind="delivery_code", otp="7391", link=None,
    frm=("まちかどロッカー", "notice@machikado-locker.example"),
    to=(None, "emi.hayashi@inbox.example"),
    subject="お荷物がまちかどロッカーに到着しました",
    date=(2025, 11, 14, 15, 7, 33, 9),
    tcte="base64",
    text="""林 恵美 様

ご指定のロッカーにお荷物が到着しました。
ロッカー本体の画面で「受け取る」を選び、伝票番号の下4桁と暗証番号を入力してください。

設置場所　：まちかどロッカー 三鷹駅北口（ファミリーマート三鷹北口店 前）
　　　　　　東京都武蔵野市中町1-3-5
伝票番号　：4418-2205-9063
暗証番号　：7391
ロッカー番号：B-14
保管期限　：2025年11月17日(月) 23:59

保管期限を過ぎたお荷物は、配達営業所へ返送されます。
ロッカーの操作方法: https://machikado-locker.example/howto

まちかどロッカー カスタマーセンター 0120-555-014（8:00〜21:00）
""")

# ja-13  backup codes regenerated: list only, nothing to type now
add(lang="ja", kind="several_codes", otp=None, link=None,
    frm=("ミツバ クラウド会計", "account@mitsuba-kaikei.example"),
    to=("株式会社あおば商事 経理部 岡田様", "okada@aoba-shoji.example"),
    subject="バックアップコードを再生成しました",
    date=(2025, 12, 1, 11, 36, 5, 9),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""岡田 様

ミツバ クラウド会計の2段階認証用バックアップコードを再生成しました（2025年12月1日 11:35）。
以前のバックアップコードはすべて無効になりました。

新しいバックアップコード（各コード1回のみ使用可）:
  7f3k-9q2m   b8xw-4n6t
  q2zr-7h5c   m9ev-3k8p
  t4ja-6w1y   c7nu-8d2s
  h3gb-5r9x   p6lf-2v4q
  w8sd-1m7k   e5yc-9t3h

スマートフォンを紛失した場合など、認証アプリが使えないときにのみ使用してください。
印刷するか、パスワードマネージャーなど安全な場所に保管してください。

事業所: 株式会社あおば商事（事業所ID 0042-7781）

ミツバ株式会社 〒220-0012 神奈川県横浜市西区みなとみらい3-6-1
サポート 045-555-3280（平日 10:00〜18:00）
""",
    html="""<html><body style="font-family:sans-serif;">
<p>岡田 様</p>
<p>ミツバ クラウド会計の2段階認証用バックアップコードを再生成しました（2025年12月1日 11:35）。<br>以前のバックアップコードはすべて無効になりました。</p>
<table cellpadding="6" style="font-family:monospace;font-size:16px;border:1px solid #ccc;">
<tr><td>7f3k-9q2m</td><td>b8xw-4n6t</td></tr>
<tr><td>q2zr-7h5c</td><td>m9ev-3k8p</td></tr>
<tr><td>t4ja-6w1y</td><td>c7nu-8d2s</td></tr>
<tr><td>h3gb-5r9x</td><td>p6lf-2v4q</td></tr>
<tr><td>w8sd-1m7k</td><td>e5yc-9t3h</td></tr>
</table>
<p>各コードは1回のみ使用できます。認証アプリが使えないときにのみ使用し、安全な場所に保管してください。</p>
<p style="font-size:12px;color:#666;">事業所: 株式会社あおば商事（事業所ID 0042-7781）<br>
ミツバ株式会社 〒220-0012 神奈川県横浜市西区みなとみらい3-6-1 ／ サポート 045-555-3280<br>
<a href="https://mitsuba-kaikei.example/settings/security">セキュリティ設定</a> ｜ <a href="https://mitsuba-kaikei.example/privacy">プライバシー</a></p>
</body></html>
""")
# ---------------------------------------------------------------------------
# Chinese (zh)
# ---------------------------------------------------------------------------

# zh-01  social app, code shown with a service prefix K-583016
add(lang="zh", kind="prefix_code", otp="583016", link=None,
    frm=("快语", "no-reply@account.kuaiyu.example"),
    to=(None, "lixiaoyu2024@inbox.example"),
    subject="K-583016 是你的快语验证码",
    date=(2025, 3, 9, 20, 18, 40, 8),
    tcte="8bit", hcte="quoted-printable",
    text="""你好，

你正在使用此邮箱登录快语。你的验证码是：

K-583016

验证码 10 分钟内有效，请勿转发或告诉他人。
如果不是你本人操作，请忽略此邮件，你的账号仍然安全。

快语团队
北京快语科技有限公司 · 北京市海淀区中关村大街 27 号 · 邮编 100080
""",
    html="""<div style="font-family:'PingFang SC','Microsoft YaHei',sans-serif;max-width:480px;margin:0 auto;padding:24px;color:#333;">
<p style="font-size:22px;color:#07c160;font-weight:bold;">快语</p>
<p>你好，</p>
<p>你正在使用此邮箱登录快语。你的验证码是：</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:2px;">K-583016</p>
<p style="color:#888;font-size:13px;">验证码 10 分钟内有效，请勿转发或告诉他人。如果不是你本人操作，请忽略此邮件。</p>
<p style="color:#aaa;font-size:12px;border-top:1px solid #eee;padding-top:12px;">北京快语科技有限公司 · 北京市海淀区中关村大街 27 号 · 邮编 100080<br>
<a href="https://www.kuaiyu.example/help" style="color:#aaa;">帮助中心</a> · <a href="https://www.kuaiyu.example/privacy" style="color:#aaa;">隐私政策</a></p>
</div>
""")

# zh-02  developer platform: lower-case alnum code next to a sign-in link
add(lang="zh", kind="lowercase_alnum", otp="k7m2xq9p",
    link="https://console.yunzhan.example/auth/email-link?code_challenge=Zx81qPmv0T&token=yz.9fKq2LrV7wXc4TnB8mSd3HjQ6pYe",
    frm=("云栈开发者平台", "account@notify.yunzhan.example"),
    to=(None, "chen.hao@devmail.example"),
    subject="云栈控制台登录验证",
    date=(2025, 5, 27, 10, 2, 11, 8),
    tcte="base64", hcte="base64",
    text="""陈浩，你好：

我们收到了一个使用此邮箱登录云栈控制台的请求。

登录验证码：k7m2xq9p
（区分大小写，15 分钟内有效）

你也可以直接点击以下链接完成登录：
https://console.yunzhan.example/auth/email-link?code_challenge=Zx81qPmv0T&token=yz.9fKq2LrV7wXc4TnB8mSd3HjQ6pYe

请求信息：
  时间：2025-05-27 10:02（北京时间）
  IP：198.51.100.23（上海）
  浏览器：Firefox 138 / macOS

如果不是你本人操作，请忽略本邮件。

云栈 · 上海云栈网络科技有限公司
上海市浦东新区张江路 665 号 邮编 201203 | 工单：https://console.yunzhan.example/ticket
""",
    html="""<html><body style="background:#f5f7fa;font-family:'Microsoft YaHei',sans-serif;">
<table align="center" width="600" style="background:#fff;margin-top:20px;" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 32px;background:#1d2b53;color:#fff;font-size:18px;">云栈 Yunzhan</td></tr>
<tr><td style="padding:28px 32px;font-size:14px;line-height:1.8;color:#333;">
<p>陈浩，你好：</p>
<p>我们收到了一个使用此邮箱登录云栈控制台的请求。</p>
<p>登录验证码（区分大小写，15 分钟内有效）：</p>
<p style="font-family:Menlo,Consolas,monospace;font-size:26px;background:#f0f3f8;padding:12px 0;text-align:center;">k7m2xq9p</p>
<p>或者直接点击按钮登录：</p>
<p style="text-align:center;"><a href="https://console.yunzhan.example/auth/email-link?code_challenge=Zx81qPmv0T&amp;token=yz.9fKq2LrV7wXc4TnB8mSd3HjQ6pYe" style="background:#2f6bff;color:#fff;padding:10px 32px;text-decoration:none;border-radius:4px;">一键登录控制台</a></p>
<p style="font-size:12px;color:#888;">请求时间：2025-05-27 10:02（北京时间）　IP：198.51.100.23（上海）　Firefox 138 / macOS</p>
<p style="font-size:12px;color:#888;">如果不是你本人操作，请忽略本邮件。</p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#aaa;">上海云栈网络科技有限公司 · 上海市浦东新区张江路 665 号 · 201203<br>
<a href="https://console.yunzhan.example/ticket">提交工单</a> · <a href="https://docs.yunzhan.example/">文档</a></td></tr>
</table></body></html>
""")

# zh-03  hotel booking confirmation: confirmation no. + order no., no code
add(lang="zh", kind="booking_ref", otp=None, link=None,
    frm=("云栖湖畔酒店", "reservations@yunqi-hotel.example"),
    to=("王丽", "wangli.travel@inbox.example"),
    subject="预订确认：云栖湖畔酒店 10月2日-10月5日（确认号 HZ7Q4K）",
    date=(2025, 9, 12, 16, 40, 27, 8),
    tcte="8bit", hcte="8bit",
    text="""尊敬的王丽女士：

感谢您选择云栖湖畔酒店，您的预订已确认。

确认号：HZ7Q4K
订单号：8812 3345 6701
入住日期：2025年10月2日（星期四）14:00 后
退房日期：2025年10月5日（星期日）12:00 前
房型：湖景大床房 × 1 间（2 位成人）
含早餐：是（每日 2 份）
房费合计：¥2,364.00（已含服务费及税费）
付款方式：到店支付

酒店地址：浙江省杭州市西湖区龙井路 88 号，邮编 310013
前台电话：0571-8888-1234

如需修改或取消，请于入住前一天 18:00 前联系我们，并提供确认号。

云栖湖畔酒店 预订部
""",
    html="""<html><body style="font-family:'Microsoft YaHei',sans-serif;color:#333;">
<h2 style="color:#6b4f2a;">云栖湖畔酒店 · 预订确认</h2>
<p>尊敬的王丽女士：感谢您选择云栖湖畔酒店，您的预订已确认。</p>
<table border="1" cellpadding="8" style="border-collapse:collapse;border-color:#e3d9c6;">
<tr><td>确认号</td><td><b>HZ7Q4K</b></td></tr>
<tr><td>订单号</td><td>8812 3345 6701</td></tr>
<tr><td>入住</td><td>2025年10月2日（星期四）14:00 后</td></tr>
<tr><td>退房</td><td>2025年10月5日（星期日）12:00 前</td></tr>
<tr><td>房型</td><td>湖景大床房 × 1 间（2 位成人，含双早）</td></tr>
<tr><td>房费合计</td><td>¥2,364.00（已含服务费及税费，到店支付）</td></tr>
</table>
<p>酒店地址：浙江省杭州市西湖区龙井路 88 号，邮编 310013　前台电话：0571-8888-1234</p>
<p><a href="https://www.yunqi-hotel.example/zh/map">查看地图</a> | <a href="https://www.yunqi-hotel.example/zh/policy">预订条款</a></p>
</body></html>
""")

# zh-04  cloud bill: many numbers, text only
add(lang="zh", kind="newsletter_numbers", otp=None, link=None,
    frm=("青禾云 账单中心", "billing@qinghe-cloud.example"),
    to=(None, "finance@xingchen-tech.example"),
    subject="【青禾云】您 2025 年 6 月的账单已出账",
    date=(2025, 7, 2, 9, 0, 3, 8),
    tcte="base64",
    text="""尊敬的客户：

您的账号（账号 ID：1738 2290 4415）2025 年 6 月账单已出账，详情如下：

账单编号：QH-BILL-202506-0083317
计费周期：2025-06-01 00:00:00 至 2025-06-30 23:59:59
云服务器 ECS（4 台）          ¥  812.16
对象存储 OSS（1.82 TB）       ¥  298.40
内容分发 CDN（3,410 GB）      ¥  204.60
代金券抵扣                    -¥   28.76
应付金额                      ¥1,286.40

当前账户余额：¥352.11
扣款日期：2025-07-05
发票抬头：深圳星辰科技有限公司
纳税人识别号：91440300MA5F0XXXX8

如需开具增值税专用发票，请登录控制台「费用中心 > 发票管理」申请。
客服热线：400-800-1234（7×24 小时）

青禾云计算（深圳）有限公司
深圳市南山区科技园科苑路 15 号 邮编 518057
""")

# zh-05  crypto withdrawal: real code next to an anti-phishing phrase and order id
add(lang="zh", kind="decoy_codes", otp="627401", link=None,
    frm=("币途 CoinPath", "notice@mail.coinpath.example"),
    to=(None, "zhang.wei88@inbox.example"),
    subject="【币途】提币确认验证码",
    date=(2025, 8, 18, 23, 5, 51, 8),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""防钓鱼码：LUNA88
（请核对此防钓鱼码与您在账户中设置的一致，以确认邮件来自币途）

您正在申请提币，请在页面中输入以下验证码完成确认：

627 401

提币数量：0.2500 BTC
提币地址：bc1q9h7x...k4m2（网络：BTC）
申请单号：WD20250818230541772
有效期：5 分钟

币途员工不会向您索要验证码、密码或谷歌验证器代码。
如非本人操作，请立即冻结账户：设置 > 安全 > 冻结账户。

币途 CoinPath · 客服：support@coinpath.example
""",
    html="""<html><body style="background:#0f1115;color:#e6e6e6;font-family:Arial,'PingFang SC',sans-serif;">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#181b22;">
<div style="background:#252a33;padding:10px 14px;font-size:13px;">防钓鱼码：<b style="color:#f0b90b;">LUNA88</b></div>
<h3 style="color:#fff;">提币确认</h3>
<p>您正在申请提币，请在页面中输入以下验证码完成确认：</p>
<p style="font-size:34px;color:#f0b90b;font-weight:bold;letter-spacing:4px;">627 401</p>
<table style="font-size:13px;color:#bbb;" cellpadding="4">
<tr><td>提币数量</td><td>0.2500 BTC</td></tr>
<tr><td>提币地址</td><td>bc1q9h7x...k4m2（BTC）</td></tr>
<tr><td>申请单号</td><td>WD20250818230541772</td></tr>
<tr><td>有效期</td><td>5 分钟</td></tr>
</table>
<p style="font-size:12px;color:#888;">币途员工不会向您索要验证码、密码或谷歌验证器代码。如非本人操作，请立即前往「设置 &gt; 安全」冻结账户。</p>
<p style="font-size:11px;color:#666;"><a href="https://www.coinpath.example/zh/support" style="color:#888;">帮助中心</a> · <a href="https://twitter.invalid/coinpath" style="color:#888;">X</a> · <a href="https://t.me.invalid/coinpath_cn" style="color:#888;">Telegram</a></p>
</div></body></html>
""")

# zh-06  Taiwan forum (traditional script): e-mail verification with decoy links
add(lang="zh", kind="magic_link", otp=None,
    link="https://email.maowo.example/ls/click?upn=u001.R4kQvX2mPz7Lw-2BnT9yCa3Hd5Jf8Es1Gb6UoKiMx0Z&verify=1",
    link_alt=["https://forum.maowo.example/account/verify-email?uid=5571204&token=4d8a1f9ce07b3e62a5d9c1f84b70e3a2"],
    frm=("貓窩論壇", "service@forum.maowo.example"),
    to=("喵星人小安", "xiaoan.lin@inbox.example"),
    subject="請驗證您的電子郵件地址 - 貓窩論壇",
    date=(2025, 2, 3, 22, 11, 9, 8),
    headers=[("List-Unsubscribe", "<https://forum.maowo.example/mail/unsub?uid=5571204&h=9c2d>, <mailto:unsub@forum.maowo.example?subject=5571204>"),
             ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")],
    tcte="8bit", hcte="quoted-printable",
    text="""喵星人小安 您好：

歡迎加入貓窩論壇！請開啟以下連結，完成電子郵件地址驗證：

https://forum.maowo.example/account/verify-email?uid=5571204&token=4d8a1f9ce07b3e62a5d9c1f84b70e3a2

此連結將於 48 小時後失效。完成驗證後，您就可以發文、回覆及使用站內信。

若您並未註冊貓窩論壇，請忽略本信，或檢舉濫用：https://forum.maowo.example/report-abuse

貓窩論壇 營運團隊
台北市大安區復興南路一段 390 號 5 樓（郵遞區號 106）
客服專線 (02) 2700-5566
""",
    html="""<html><body style="font-family:'Microsoft JhengHei','PingFang TC',sans-serif;background:#fdf6ec;">
<table width="100%"><tr><td align="center">
<table width="560" style="background:#fff;border-radius:10px;" cellpadding="24">
<tr><td>
<p style="font-size:12px;text-align:right;"><a href="https://forum.maowo.example/mail/web/5571204/verify">無法正常顯示？請點此瀏覽網頁版</a></p>
<img src="https://static.maowo.example/img/mail-header.png" width="512" alt="貓窩論壇">
<p>喵星人小安 您好：</p>
<p>歡迎加入貓窩論壇！請點擊下方按鈕，完成電子郵件地址驗證。</p>
<p style="text-align:center;"><a href="https://email.maowo.example/ls/click?upn=u001.R4kQvX2mPz7Lw-2BnT9yCa3Hd5Jf8Es1Gb6UoKiMx0Z&amp;verify=1" style="background:#e8883a;color:#fff;padding:12px 40px;border-radius:24px;text-decoration:none;">驗證電子郵件</a></p>
<p style="font-size:12px;color:#888;">若按鈕無法使用，請複製以下網址至瀏覽器：<br>https://forum.maowo.example/account/verify-email?uid=5571204&amp;token=4d8a1f9ce07b3e62a5d9c1f84b70e3a2</p>
<p style="font-size:12px;color:#888;">此連結將於 48 小時後失效。若您並未註冊，請忽略本信或 <a href="https://forum.maowo.example/report-abuse?ref=verify">檢舉濫用</a>。</p>
<p style="text-align:center;">
<a href="https://www.facebook.invalid/maowoforum"><img src="https://static.maowo.example/img/fb.png" width="24" alt="Facebook"></a>
<a href="https://www.instagram.invalid/maowo.tw"><img src="https://static.maowo.example/img/ig.png" width="24" alt="Instagram"></a>
</p>
<p style="font-size:11px;color:#aaa;text-align:center;">貓窩論壇 · 台北市大安區復興南路一段 390 號 5 樓（106）· (02) 2700-5566<br>
<a href="https://forum.maowo.example/mail/unsub?uid=5571204&amp;h=9c2d">取消訂閱</a> · <a href="https://forum.maowo.example/privacy">隱私權政策</a> · <a href="https://forum.maowo.example/help">說明</a></p>
</td></tr></table>
</td></tr></table>
<img src="https://email.maowo.example/wf/open?upn=u001.R4kQvX2mPz7Lw" width="1" height="1" alt="" style="display:none;">
</body></html>
""")

# zh-07  university identity check: digits introduced without the word "code"
add(lang="zh", kind="no_code_word", otp="204759", link=None,
    frm=("华东理工学院 统一身份认证", "ids@hdlg.edu.example"),
    to=(None, "20231044@stu.hdlg.edu.example"),
    subject="统一身份认证：请完成身份核验",
    date=(2025, 9, 1, 8, 47, 15, 8),
    tcte="8bit",
    text="""李明同学：

系统检测到你的账号（学号 20231044）正在新设备上登录“华理在线”门户。
为保证账号安全，请在登录页面输入以下 6 位数字以完成身份核验：

    204759

该数字 10 分钟内有效，仅可使用一次。
登录时间：2025年9月1日 08:46
登录位置：上海市（校外网络）

如非本人操作，请尽快重置账号口令或联系信息化办公室。

华东理工学院 信息化办公室
服务热线：021-6425-0000（工作日 8:30-17:00）
地址：上海市徐汇区梅陇路 130 号 图文信息中心 302 室 邮编 200237
""")

# zh-08  game passport: code only inside an image's alt text
add(lang="zh", kind="alt_text_only", otp="913640", link=None,
    frm=("星河游戏通行证", "passport@mail.xinghe-games.example"),
    to=(None, "gamer_liu@inbox.example"),
    subject="星河通行证 - 邮箱验证",
    date=(2025, 6, 21, 13, 33, 0, 8),
    tcte="quoted-printable", hcte="quoted-printable",
    image={"cid": "vcode-20250621@xinghe-games.example", "filename": "vcode.png"},
    text="""您好！

您正在绑定星河通行证的安全邮箱。
验证码以图片形式显示在本邮件的 HTML 版本中，请使用支持 HTML 的邮箱客户端查看。

验证码 30 分钟内有效。如非本人操作，请忽略本邮件。

星河互动娱乐 客服中心 | 客服电话：400-660-7788
""",
    html="""<html><body style="font-family:'Microsoft YaHei',sans-serif;background:#11142a;color:#dfe3ff;">
<div style="max-width:520px;margin:0 auto;padding:28px;background:#1a1f3d;">
<p style="font-size:20px;color:#8fb3ff;">星河通行证</p>
<p>您好！您正在绑定星河通行证的安全邮箱，请在游戏内输入下图中的验证码：</p>
<p style="text-align:center;"><img src="cid:vcode-20250621@xinghe-games.example" width="200" height="56" alt="验证码 913640"></p>
<p style="font-size:12px;color:#9aa0c8;">验证码 30 分钟内有效。如非本人操作，请忽略本邮件。</p>
<p style="font-size:11px;color:#6c7199;">星河互动娱乐 · 客服电话 400-660-7788 · <a href="https://kf.xinghe-games.example/" style="color:#6c7199;">在线客服</a></p>
</div></body></html>
""")

# zh-09  telecom: code among phone numbers, dates, amounts, serial number
add(lang="zh", kind="phone_and_dates", otp="418532", link=None,
    frm=("华信移动 网上营业厅", "10099@service.huaxin-mobile.example"),
    to=(None, "zhou.min@inbox.example"),
    subject="华信移动：套餐变更验证",
    date=(2025, 10, 29, 14, 22, 33, 8),
    hcte="quoted-printable",
    html="""<html><body style="font-family:SimSun,'Microsoft YaHei',sans-serif;font-size:14px;">
<p>尊敬的客户：</p>
<p>您正在为号码 <b>138****6620</b> 办理套餐变更：</p>
<table border="0" cellpadding="4" style="background:#f6f9ff;">
<tr><td>原套餐</td><td>4G 畅享 59 元/月</td></tr>
<tr><td>新套餐</td><td>5G 畅享 129 元/月（含 60GB 通用流量、500 分钟国内通话）</td></tr>
<tr><td>生效时间</td><td>2025年11月1日 00:00</td></tr>
<tr><td>业务流水号</td><td>2025102914223301</td></tr>
</table>
<p>本次操作验证码：<b style="font-size:20px;color:#c00;">418532</b>，5 分钟内有效。请勿向任何人透露。</p>
<p>本月已产生费用 47.35 元，账户余额 82.65 元。如有疑问请拨打客服热线 10099 或 400-100-9999。</p>
<p style="color:#999;font-size:12px;">华信移动通信有限公司 · 广州市天河区珠江新城华夏路 10 号 · 510623<br>本邮件由系统自动发出，请勿直接回复。</p>
</body></html>
""")

# zh-10  e-commerce: new code, previous one invalidated
add(lang="zh", kind="new_and_old_code", otp="069847", link=None,
    frm=("优品汇", "service@youpinhui.example"),
    to=(None, "sunjing1990@inbox.example"),
    subject="优品汇 新的登录验证码",
    date=(2025, 11, 11, 0, 3, 12, 8),
    tcte="base64", hcte="base64",
    text="""亲爱的优品汇会员：

您刚刚重新获取了登录验证码。之前发送的验证码 582 113 已失效。

新的验证码：069847

请在 5 分钟内输入。双 11 期间登录人数较多，如未收到请稍后再试。

优品汇客服：95088（8:00-24:00）
""",
    html="""<div style="font-family:'PingFang SC',sans-serif;padding:20px;max-width:500px;">
<p style="color:#e4393c;font-size:20px;font-weight:bold;">优品汇</p>
<p>亲爱的优品汇会员：</p>
<p>您刚刚重新获取了登录验证码。之前发送的验证码 <s>582 113</s> 已失效。</p>
<p>新的验证码：</p>
<p style="font-size:32px;font-weight:bold;color:#e4393c;">069847</p>
<p>请在 5 分钟内输入。双 11 期间登录人数较多，如未收到请稍后再试。</p>
<p style="font-size:12px;color:#999;">优品汇客服：95088（8:00-24:00）｜ <a href="https://www.youpinhui.example/help">帮助中心</a></p>
</div>
""")

# zh-11  payment app: login code with a "not you? change password" link
add(lang="zh", kind="reset_in_code_mail", otp="735920", link=None,
    frm=("鲸付 WhalePay", "security@whalepay.example"),
    to=(None, "huang.lei@inbox.example"),
    subject="鲸付登录验证码",
    date=(2025, 4, 3, 18, 9, 26, 8),
    tcte="quoted-printable", hcte="8bit",
    text="""尊敬的用户：

您的鲸付账户（手机号 186****3047）正在 Web 端登录，验证码为 735920，10 分钟内有效。

登录时间：2025-04-03 18:09
设备：Safari / iPad
IP 所在地：广东省深圳市

如果这不是您本人的操作，请立即修改登录密码：
https://www.whalepay.example/security/password/change

鲸付客服热线 95017 · 深圳鲸付网络支付有限公司（支付业务许可证号 Z2099944000019）
""",
    html="""<html><body style="font-family:'PingFang SC',sans-serif;">
<table width="560" align="center" cellpadding="20" style="border:1px solid #e6e9ef;">
<tr><td style="background:#0066ff;color:#fff;font-size:18px;">鲸付 WhalePay</td></tr>
<tr><td>
<p>尊敬的用户：</p>
<p>您的鲸付账户（手机号 186****3047）正在 Web 端登录，验证码为：</p>
<p style="font-size:30px;font-weight:600;letter-spacing:5px;">735920</p>
<p style="font-size:13px;color:#666;">10 分钟内有效。登录时间：2025-04-03 18:09 · 设备：Safari / iPad · IP 所在地：广东省深圳市</p>
<p style="font-size:13px;">如果这不是您本人的操作，请<a href="https://www.whalepay.example/security/password/change">立即修改登录密码</a>。</p>
</td></tr>
<tr><td style="font-size:11px;color:#999;">鲸付客服热线 95017 · 深圳鲸付网络支付有限公司（支付业务许可证号 Z2099944000019）</td></tr>
</table></body></html>
""")

# zh-12  meeting invitation: meeting id + passcode, no real code
add(lang="zh", kind="decoy_codes", otp=None, link=None,
    frm=("赵雪（通过 会见 Meetly）", "no-reply@meetly.example"),
    to=("产品组", "product-team@lanhai-soft.example"),
    subject="会议邀请：Q4 版本评审 2025年10月16日 14:00-15:30",
    date=(2025, 10, 13, 17, 26, 44, 8),
    tcte="8bit", hcte="base64",
    text="""赵雪 邀请您参加会见会议

会议主题：Q4 版本评审
会议时间：2025/10/16 14:00-15:30 (GMT+08:00) 中国标准时间
会议号：824 5531 0972
会议密码：385206

点击链接入会：
https://meetly.example/j/82455310972?pwd=bUxQTkRGV0hZc3J2

手机一键拨号入会：
+86 10 8765 4321,,82455310972# (北京)
+86 21 6543 2100,,82455310972# (上海)

议程：
1. 版本需求回顾（15 分钟）
2. 测试报告 —— 缺陷单 BUG-4471 至 BUG-4502
3. 发布计划与回滚方案

蓝海软件 产品中心
""",
    html="""<html><body style="font-family:'Microsoft YaHei',sans-serif;font-size:14px;">
<p><b>赵雪</b> 邀请您参加会见会议</p>
<table cellpadding="4">
<tr><td>会议主题</td><td>Q4 版本评审</td></tr>
<tr><td>会议时间</td><td>2025/10/16 14:00-15:30 (GMT+08:00) 中国标准时间</td></tr>
<tr><td>会议号</td><td>824 5531 0972</td></tr>
<tr><td>会议密码</td><td>385206</td></tr>
</table>
<p><a href="https://meetly.example/j/82455310972?pwd=bUxQTkRGV0hZc3J2" style="background:#1a73e8;color:#fff;padding:8px 20px;text-decoration:none;">加入会议</a>
 <a href="https://meetly.example/calendar/ics/82455310972.ics">添加到日历</a></p>
<p>手机一键拨号入会：+86 10 8765 4321,,82455310972# (北京)；+86 21 6543 2100,,82455310972# (上海)</p>
<p>议程：<br>1. 版本需求回顾（15 分钟）<br>2. 测试报告 —— 缺陷单 BUG-4471 至 BUG-4502<br>3. 发布计划与回滚方案</p>
<p style="font-size:11px;color:#999;">由会见 Meetly 发送 · <a href="https://meetly.example/legal/privacy">隐私政策</a></p>
</body></html>
""")

# zh-13  newsletter double opt-in, HTML only, tracked confirm link
add(lang="zh", kind="magic_link", otp=None,
    link="https://t.mandu-weekly.example/r/?id=h7f2a91c,3e8b04d&p1=confirm&p2=sub_5Kq9XvR2wLm8TzB4nYc7",
    frm=("慢读周刊", "hello@mandu-weekly.example"),
    to=(None, "reader.ma@inbox.example"),
    subject="请确认订阅《慢读周刊》",
    date=(2025, 1, 6, 21, 55, 31, 8),
    hcte="quoted-printable",
    html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="font-family:Georgia,'Songti SC',serif;background:#faf8f3;color:#2b2b2b;">
<div style="max-width:540px;margin:0 auto;padding:36px 28px;">
<p style="font-size:12px;color:#999;"><a href="https://mandu-weekly.example/archive/confirm-preview">在浏览器中查看</a></p>
<h1 style="font-weight:normal;font-size:24px;">还差一步</h1>
<p>感谢你订阅《慢读周刊》。每周日早上 8 点，我们会寄出 5 篇值得慢慢读的长文。</p>
<p>为了确认这个邮箱确实属于你，请点击下面的按钮：</p>
<p><a href="https://t.mandu-weekly.example/r/?id=h7f2a91c,3e8b04d&amp;p1=confirm&amp;p2=sub_5Kq9XvR2wLm8TzB4nYc7" style="display:inline-block;border:1px solid #2b2b2b;padding:10px 26px;color:#2b2b2b;text-decoration:none;">确认订阅</a></p>
<p style="font-size:13px;color:#777;">如果你没有订阅，直接忽略这封邮件即可，我们不会再打扰你。</p>
<p style="font-size:13px;color:#777;">往期精选：<a href="https://mandu-weekly.example/issues/112">第 112 期｜城市里的河流</a></p>
<hr style="border:none;border-top:1px solid #ddd;">
<p style="font-size:11px;color:#aaa;">慢读周刊 · 成都市武侯区玉林西路 21 号 · 610041<br>
<a href="https://mandu-weekly.example/unsubscribe?e=cmVhZGVyLm1h">退订</a> · <a href="https://weibo.invalid/manduweekly">微博</a></p>
</div>
<img src="https://t.mandu-weekly.example/o/h7f2a91c.png" width="1" height="1" alt="">
</body></html>
""")
# ---------------------------------------------------------------------------
# Korean (ko)
# ---------------------------------------------------------------------------

# ko-01  game: user name with digits, code 752 038
add(lang="ko", kind="username_digits", otp="752038", link=None,
    frm=("라그나 크로니클", "account@ragna-chronicle.example"),
    to=("minsu_2002", "minsu.kim02@inbox.example"),
    subject="[라그나 크로니클] 계정 인증번호 안내",
    date=(2025, 7, 12, 2, 41, 18, 9),
    tcte="8bit", hcte="quoted-printable",
    text="""minsu_2002님, 안녕하세요.

라그나 크로니클 계정에 새로운 PC에서 접속 요청이 있었습니다.
아래 인증번호를 런처에 입력해 주세요.

인증번호: 752 038
유효 시간: 10분 (2025.07.12 02:51까지)

접속 IP: 211.***.***.87 (대한민국)
서버: 아르카디아-3

본인이 요청하지 않았다면 이 메일을 무시하시고, 비밀번호를 변경해 주세요.

(주)라그나게임즈 | 경기도 성남시 분당구 판교역로 235 (13494)
고객센터 1670-0000 | 사업자등록번호 220-88-12345
""",
    html="""<html><body style="background:#101010;font-family:'Malgun Gothic',sans-serif;color:#ddd;">
<table width="600" align="center" cellpadding="24" style="background:#1c1c1c;">
<tr><td><img src="https://cdn.ragna-chronicle.example/mail/logo.png" alt="RAGNA CHRONICLE" width="180"></td></tr>
<tr><td>
<p><b>minsu_2002</b>님, 안녕하세요.</p>
<p>라그나 크로니클 계정에 새로운 PC에서 접속 요청이 있었습니다. 아래 인증번호를 런처에 입력해 주세요.</p>
<p style="font-size:30px;color:#ffcc33;font-weight:bold;letter-spacing:4px;text-align:center;">752 038</p>
<p style="font-size:13px;">유효 시간: 10분 (2025.07.12 02:51까지) · 접속 IP: 211.***.***.87 (대한민국) · 서버: 아르카디아-3</p>
<p style="font-size:13px;color:#999;">본인이 요청하지 않았다면 이 메일을 무시하시고 비밀번호를 변경해 주세요.</p>
</td></tr>
<tr><td style="font-size:11px;color:#777;">(주)라그나게임즈 | 경기도 성남시 분당구 판교역로 235 (13494) | 고객센터 1670-0000<br>
<a href="https://www.ragna-chronicle.example/support" style="color:#999;">고객지원</a> · <a href="https://www.ragna-chronicle.example/privacy" style="color:#999;">개인정보처리방침</a></td></tr>
</table></body></html>
""")

# ko-02  messenger: 5-digit code with service prefix M-40627, text only
add(lang="ko", kind="prefix_code", otp="40627", link=None,
    frm=("모아톡", "verify@moatalk.example"),
    to=(None, "jiyoung.park@inbox.example"),
    subject="모아톡 인증번호 M-40627",
    date=(2025, 2, 26, 11, 5, 2, 9),
    tcte="quoted-printable",
    text="""[모아톡] 이메일 인증

인증번호 M-40627
앱의 인증 화면에 입력해 주세요. (3분 이내)

타인에게 인증번호를 절대 알려주지 마세요.
모아톡은 어떠한 경우에도 전화나 메시지로 인증번호를 묻지 않습니다.

모아톡 주식회사 · 서울특별시 강남구 테헤란로 152, 21층 (06236)
""")

# ko-03  "yes, it was me" device approval link, with a "secure account" decoy
add(lang="ko", kind="magic_link", otp=None,
    link="https://accounts.nuri.example/approve/device?req=dv_8XkT3qLm2Vz7Rc9Pw4Ns6Jb1Hy5Fa0Gd&choice=yes&sig=b71e0f3a9c",
    frm=("누리 계정", "no-reply@accounts.nuri.example"),
    to=(None, "seojun.lee@nurimail.example"),
    subject="새 기기에서 로그인하려고 하시나요?",
    date=(2025, 5, 4, 20, 33, 57, 9),
    tcte="base64", hcte="quoted-printable",
    text="""이서준님,

새 기기에서 누리 계정 로그인이 요청되었습니다.

기기: Galaxy S24 (Android 15)
위치: 부산광역시, 대한민국 (추정)
시간: 2025년 5월 4일 오후 8:33

본인이 맞다면 아래 링크를 눌러 로그인을 승인해 주세요. (10분 이내)
예, 본인입니다: https://accounts.nuri.example/approve/device?req=dv_8XkT3qLm2Vz7Rc9Pw4Ns6Jb1Hy5Fa0Gd&choice=yes&sig=b71e0f3a9c

본인이 아니라면 계정을 보호하세요:
https://accounts.nuri.example/approve/device?req=dv_8XkT3qLm2Vz7Rc9Pw4Ns6Jb1Hy5Fa0Gd&choice=no&sig=b71e0f3a9c

최근 활동 확인: https://accounts.nuri.example/security/activity

누리커뮤니케이션즈(주) · 경기도 성남시 분당구 불정로 6 (13561)
""",
    html="""<html><body style="font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;background:#f5f6f8;">
<div style="max-width:520px;margin:24px auto;background:#fff;border-radius:12px;padding:32px;">
<p style="font-size:20px;font-weight:bold;">새 기기에서 로그인하려고 하시나요?</p>
<p>이서준님, 새 기기에서 누리 계정 로그인이 요청되었습니다.</p>
<table style="font-size:14px;color:#444;" cellpadding="4">
<tr><td>기기</td><td>Galaxy S24 (Android 15)</td></tr>
<tr><td>위치</td><td>부산광역시, 대한민국 (추정)</td></tr>
<tr><td>시간</td><td>2025년 5월 4일 오후 8:33</td></tr>
</table>
<p style="margin-top:24px;">
<a href="https://accounts.nuri.example/approve/device?req=dv_8XkT3qLm2Vz7Rc9Pw4Ns6Jb1Hy5Fa0Gd&amp;choice=yes&amp;sig=b71e0f3a9c" style="background:#03c75a;color:#fff;padding:12px 22px;border-radius:8px;text-decoration:none;">예, 본인입니다</a>
&nbsp;
<a href="https://accounts.nuri.example/approve/device?req=dv_8XkT3qLm2Vz7Rc9Pw4Ns6Jb1Hy5Fa0Gd&amp;choice=no&amp;sig=b71e0f3a9c" style="border:1px solid #ccc;color:#333;padding:11px 22px;border-radius:8px;text-decoration:none;">아니요, 계정 보호하기</a>
</p>
<p style="font-size:13px;color:#777;">승인 링크는 10분 동안만 유효합니다. <a href="https://accounts.nuri.example/security/activity">최근 활동 확인</a></p>
<p style="font-size:11px;color:#aaa;">누리커뮤니케이션즈(주) · 경기도 성남시 분당구 불정로 6 (13561) · <a href="https://help.nuri.example/">고객센터</a></p>
</div></body></html>
""")

# ko-04  marketplace shipping notice: order no., waybill no., amounts; no code
add(lang="ko", kind="newsletter_numbers", otp=None, link=None,
    frm=("오늘장터", "order@onulmarket.example"),
    to=("최유나", "yuna.choi@inbox.example"),
    subject="[오늘장터] 주문하신 상품이 발송되었습니다 (주문번호 20250913-0004821)",
    date=(2025, 9, 13, 15, 2, 40, 9),
    tcte="8bit", hcte="base64",
    text="""최유나 고객님, 주문하신 상품이 발송되었습니다.

주문번호: 20250913-0004821
택배사: 한솔택배
운송장 번호: 6892-3317-4405

상품 정보
- 국산 햇사과 부사 5kg (중과 16~18과) 1개  29,900원
- 무선 미니 가습기 화이트 1개               11,000원
상품 금액 40,900원 / 배송비 3,000원 / 할인 -6,000원
결제 금액 37,900원 (신한카드 일시불)

배송지: 서울특별시 마포구 월드컵북로 396, 1203호 (04157)
받는 분: 최유나 / 010-****-7731
도착 예정일: 2025년 9월 15일(월)

배송 조회: https://www.onulmarket.example/order/20250913-0004821/tracking

(주)오늘장터 | 대표 김하늘 | 서울특별시 성동구 왕십리로 83-21 (04769)
사업자등록번호 123-45-67890 | 통신판매업신고 2019-서울성동-01234 | 고객센터 1544-0000
""",
    html="""<html><body style="font-family:'Malgun Gothic',sans-serif;">
<h3>최유나 고객님, 주문하신 상품이 발송되었습니다.</h3>
<table border="1" cellpadding="6" style="border-collapse:collapse;font-size:13px;">
<tr><th>주문번호</th><td>20250913-0004821</td></tr>
<tr><th>택배사 / 운송장 번호</th><td>한솔택배 / 6892-3317-4405</td></tr>
<tr><th>상품</th><td>국산 햇사과 부사 5kg (중과 16~18과) × 1 — 29,900원<br>무선 미니 가습기 화이트 × 1 — 11,000원</td></tr>
<tr><th>결제 금액</th><td>37,900원 (상품 40,900원 + 배송비 3,000원 − 할인 6,000원)</td></tr>
<tr><th>배송지</th><td>서울특별시 마포구 월드컵북로 396, 1203호 (04157)</td></tr>
<tr><th>도착 예정일</th><td>2025년 9월 15일(월)</td></tr>
</table>
<p><a href="https://www.onulmarket.example/order/20250913-0004821/tracking">배송 조회하기</a> | <a href="https://www.onulmarket.example/order/20250913-0004821">주문 상세 보기</a></p>
<p style="font-size:11px;color:#888;">(주)오늘장터 | 대표 김하늘 | 서울특별시 성동구 왕십리로 83-21 (04769) | 사업자등록번호 123-45-67890 | 고객센터 1544-0000<br>
본 메일은 발신 전용입니다. <a href="https://www.onulmarket.example/mypage/mail-settings">수신 설정</a></p>
</body></html>
""")

# ko-05  airline: sign-in verification code in a mail that also names a booking
add(lang="ko", kind="booking_ref", otp="318904", link=None,
    frm=("한빛항공", "noreply@flyhanbit.example"),
    to=("KANG/HYEJIN MS", "hyejin.kang@inbox.example"),
    subject="[한빛항공] 로그인 인증번호",
    date=(2025, 12, 18, 7, 20, 5, 9),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""강혜진 회원님 (회원번호 HB 5512 0934)

한빛항공 홈페이지 로그인을 위한 인증번호입니다.

인증번호: 318904
(발송 시각으로부터 5분간 유효)

다가오는 여정
- 예약번호 QK3T7M
- HB721 인천(ICN) 2025.12.24 09:40 → 오사카/간사이(KIX) 11:30
- 좌석 31K / 일반석

인증번호를 요청하지 않으셨다면 고객센터(1588-0721)로 연락해 주세요.

한빛항공(주) | 인천광역시 중구 공항로 272 (22382)
""",
    html="""<html><body style="font-family:'Malgun Gothic',sans-serif;">
<table width="600" align="center" style="border-top:4px solid #0a5ea8;" cellpadding="16">
<tr><td>
<p>강혜진 회원님 (회원번호 HB 5512 0934)</p>
<p>한빛항공 홈페이지 로그인을 위한 인증번호입니다.</p>
<div style="font-size:28px;font-weight:bold;color:#0a5ea8;letter-spacing:6px;">318904</div>
<p style="font-size:12px;color:#666;">발송 시각으로부터 5분간 유효</p>
<div style="background:#f2f7fc;padding:12px;font-size:13px;">
<b>다가오는 여정</b><br>
예약번호 QK3T7M<br>
HB721 인천(ICN) 2025.12.24 09:40 → 오사카/간사이(KIX) 11:30 · 좌석 31K / 일반석
</div>
<p style="font-size:12px;">인증번호를 요청하지 않으셨다면 고객센터(1588-0721)로 연락해 주세요.</p>
<p style="font-size:11px;color:#999;">한빛항공(주) | 인천광역시 중구 공항로 272 (22382) | <a href="https://www.flyhanbit.example/ko/privacy">개인정보처리방침</a></p>
</td></tr></table></body></html>
""")

# ko-06  2-step setup: code to type now + list of backup codes to keep
add(lang="ko", kind="several_codes", otp="605218", link=None,
    frm=("워크플로", "security@workflo.example"),
    to=("정다은", "daeun.jung@bluepeak.example"),
    subject="2단계 인증 설정을 마무리해 주세요",
    date=(2025, 3, 17, 10, 48, 30, 9),
    tcte="8bit",
    text="""정다은님, 안녕하세요.

워크플로 계정(블루피크 워크스페이스)에 2단계 인증을 설정하고 있습니다.

지금 설정 화면에 아래 확인 코드를 입력하면 설정이 완료됩니다.

  확인 코드: 605218  (15분 이내 입력)

설정이 끝나면 아래 백업 코드를 사용할 수 있습니다. 휴대폰을 잃어버렸을 때를
대비해 안전한 곳에 보관해 주세요. 지금 입력하실 필요는 없으며, 각각 한 번만
사용할 수 있습니다.

  4821-7730   9015-3362
  6679-2048   1357-8846
  3094-5517   7260-4183

워크플로 보안팀
(주)워크플로 | 서울특별시 용산구 한강대로 366, 트윈시티 10층 (04323) | 02-6000-1234
""")

# ko-07  bank transfer approval: 8 digits introduced without the word "code"
add(lang="ko", kind="no_code_word", otp="47291085", link=None,
    frm=("한결은행", "notice@hangyeol-bank.example"),
    to=(None, "sungho.yoon@inbox.example"),
    subject="[한결은행] 인터넷뱅킹 이체 승인 요청",
    date=(2025, 6, 30, 16, 55, 9, 9),
    hcte="base64",
    html="""<html><body style="font-family:'Malgun Gothic',sans-serif;font-size:14px;color:#222;">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #dfe4ea;">
<tr><td style="background:#00427a;padding:16px 24px;color:#fff;font-weight:bold;">한결은행 인터넷뱅킹</td></tr>
<tr><td style="padding:24px;">
<p>윤성호 고객님, 아래 이체 거래를 승인하시려면 거래 화면에 다음 8자리 숫자를 입력해 주세요.</p>
<p style="font-size:26px;font-weight:bold;text-align:center;letter-spacing:3px;border:1px dashed #00427a;padding:12px;">4729 1085</p>
<table cellpadding="5" style="font-size:13px;width:100%;background:#f7f9fb;">
<tr><td>출금 계좌</td><td>한결 입출금통장 ***-***-558201</td></tr>
<tr><td>입금 은행 / 계좌</td><td>바다은행 ***-**-4471 (홍길순)</td></tr>
<tr><td>이체 금액</td><td>1,250,000원</td></tr>
<tr><td>수수료</td><td>0원</td></tr>
<tr><td>요청 일시</td><td>2025.06.30 16:55:02</td></tr>
</table>
<p style="font-size:12px;color:#c0392b;">유효 시간은 3분입니다. 본인이 요청하지 않은 거래라면 즉시 고객센터 1588-0000으로 신고해 주세요.</p>
<p style="font-size:12px;color:#888;">은행은 전화·문자로 이 숫자나 보안카드 번호를 절대 요구하지 않습니다.</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#999;background:#fafafa;">(주)한결은행 · 서울특별시 중구 을지로 66 (04538) · 고객센터 1588-0000 / 해외 82-2-1588-0000</td></tr>
</table></body></html>
""")

# ko-08  design SaaS: lower-case alnum code, text only, base64
add(lang="ko", kind="lowercase_alnum", otp="a9f3kq", link=None,
    frm=("그림판다", "hello@grimpanda.example"),
    to=(None, "hyunwoo.design@inbox.example"),
    subject="그림판다 로그인 코드",
    date=(2025, 8, 25, 14, 2, 44, 9),
    tcte="base64",
    text="""안녕하세요!

그림판다에 로그인하려면 아래 코드를 입력하세요.

a9f3kq

코드는 소문자로 입력해 주세요. 10분 후에 만료됩니다.
로그인을 시도하지 않으셨다면 이 메일은 무시하셔도 됩니다.

- 그림판다 팀
도움말 센터: https://help.grimpanda.example
(주)그림판다 · 서울특별시 서초구 강남대로 465 (06611)
""")

# ko-09  fashion shop: coupon code, order no., example code in a warning; no code
add(lang="ko", kind="decoy_codes", otp=None, link=None,
    frm=("스타일숲", "event@stylesoop.example"),
    to=(None, "mina.han@inbox.example"),
    subject="(광고) 가을 신상 15% 할인 쿠폰이 도착했어요",
    date=(2025, 9, 26, 11, 0, 0, 9),
    headers=[("List-Unsubscribe", "<https://www.stylesoop.example/mail/optout?m=7712094&k=3f9a>")],
    tcte="8bit", hcte="quoted-printable",
    text="""(광고) 스타일숲

한미나님만을 위한 가을 신상 15% 할인 쿠폰!

쿠폰 코드: AUTUMN15
사용 기간: 2025.09.26 ~ 2025.10.05
최소 주문 금액 50,000원 / 최대 할인 20,000원

지난 주문(주문번호 SS250911-38820)의 리뷰를 남기면 적립금 2,000원도 드려요.

[보안 안내] 스타일숲은 전화나 문자로 인증번호(예: 123456)를 요구하지 않습니다.

수신거부: https://www.stylesoop.example/mail/optout?m=7712094&k=3f9a
(주)스타일숲 | 서울특별시 중구 명동길 14 (04536) | 고객센터 1600-0000
""",
    html="""<html><body style="font-family:'Noto Sans KR',sans-serif;background:#f3efe8;">
<div style="max-width:600px;margin:0 auto;background:#fff;">
<p style="font-size:11px;color:#999;padding:8px;">(광고) <a href="https://www.stylesoop.example/mail/view?m=7712094">메일이 보이지 않으면 여기를 클릭</a></p>
<img src="https://img.stylesoop.example/event/2025fw/banner.jpg" width="600" alt="가을 신상 15% 할인">
<div style="padding:24px;text-align:center;">
<p>한미나님만을 위한 가을 신상 할인 쿠폰</p>
<p style="font-size:32px;font-weight:bold;border:2px solid #333;display:inline-block;padding:8px 20px;">AUTUMN15</p>
<p style="font-size:13px;">사용 기간 2025.09.26 ~ 2025.10.05 · 최소 주문 50,000원 · 최대 20,000원 할인</p>
<p><a href="https://lnk.stylesoop.example/c?u=https%3A%2F%2Fwww.stylesoop.example%2Fnew&amp;m=7712094" style="background:#333;color:#fff;padding:12px 30px;text-decoration:none;">신상품 보러 가기</a></p>
<p style="font-size:13px;">지난 주문(주문번호 SS250911-38820) 리뷰 작성 시 적립금 2,000원</p>
</div>
<p style="font-size:11px;color:#888;padding:0 24px;">[보안 안내] 스타일숲은 전화나 문자로 인증번호(예: 123456)를 요구하지 않습니다.</p>
<p style="font-size:11px;color:#888;padding:0 24px 24px;">(주)스타일숲 | 서울특별시 중구 명동길 14 (04536) | 고객센터 1600-0000 | <a href="https://www.stylesoop.example/mail/optout?m=7712094&amp;k=3f9a">수신거부</a></p>
</div></body></html>
""")

# ko-10  social network: login code + "not you? reset password" link (null)
add(lang="ko", kind="reset_in_code_mail", otp="894120", link=None,
    frm=("피드라인", "security@mail.feedline.example"),
    to=("soyeon_lee", "soyeon.lee@inbox.example"),
    subject="피드라인 로그인 보안 코드: 894120",
    date=(2025, 4, 9, 23, 17, 36, 9),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""안녕하세요, soyeon_lee님.

로그인을 완료하려면 다음 보안 코드를 입력하세요: 894120

이 코드는 15분 동안 유효합니다.

로그인을 시도하지 않으셨나요? 다른 사람이 회원님의 비밀번호를 알고 있을 수 있습니다.
비밀번호 재설정: https://www.feedline.example/accounts/password/reset/?src=login_code_email

피드라인 · Feedline Korea LLC · 서울특별시 강남구 테헤란로 521 (06164)
이 메일은 soyeon.lee@inbox.example(으)로 발송되었습니다.
""",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;">
<table width="480" align="center" cellpadding="16">
<tr><td style="font-size:22px;font-weight:bold;">Feedline</td></tr>
<tr><td>
<p>안녕하세요, soyeon_lee님.</p>
<p>로그인을 완료하려면 다음 보안 코드를 입력하세요.</p>
<p style="font-size:28px;letter-spacing:2px;">894120</p>
<p style="font-size:13px;color:#737373;">이 코드는 15분 동안 유효합니다.</p>
<p style="font-size:13px;color:#737373;">로그인을 시도하지 않으셨나요? <a href="https://www.feedline.example/accounts/password/reset/?src=login_code_email">비밀번호를 재설정</a>하여 계정을 보호하세요.</p>
</td></tr>
<tr><td style="font-size:11px;color:#999;">Feedline Korea LLC · 서울특별시 강남구 테헤란로 521 (06164)<br>이 메일은 soyeon.lee@inbox.example(으)로 발송되었습니다. · <a href="https://www.feedline.example/emails/settings/">이메일 설정</a></td></tr>
</table></body></html>
""")

# ko-11  hospital app password reset: tracked button + raw link in text part
add(lang="ko", kind="magic_link", otp=None,
    link="https://mail.hanmaum-hospital.example/track/click/30912/9f2c4d?u=https%3A%2F%2Fmy.hanmaum-hospital.example%2Freset%3Fk%3DpR7vLx2QmT9wZc4Ns8Hb3Jd6Fy1Ke5Ua",
    link_alt=["https://my.hanmaum-hospital.example/reset?k=pR7vLx2QmT9wZc4Ns8Hb3Jd6Fy1Ke5Ua"],
    frm=("한마음병원", "noreply@hanmaum-hospital.example"),
    to=(None, "mijeong.oh@inbox.example"),
    subject="[한마음병원] 비밀번호 재설정 안내",
    date=(2025, 11, 3, 8, 12, 50, 9),
    tcte="8bit", hcte="8bit",
    text="""오미정님, 안녕하세요.

한마음병원 앱/홈페이지 비밀번호 재설정을 요청하셨습니다.
아래 링크에서 새 비밀번호를 설정해 주세요. (30분간 유효)

https://my.hanmaum-hospital.example/reset?k=pR7vLx2QmT9wZc4Ns8Hb3Jd6Fy1Ke5Ua

진료 예약 확인, 검사 결과 조회는 로그인 후 이용하실 수 있습니다.
요청하지 않으셨다면 이 메일을 무시해 주세요.

한마음병원 | 대구광역시 중구 달구벌대로 2051 (41940)
대표전화 053-000-1004 | 예약센터 053-000-1005
""",
    html="""<html><body style="font-family:'Malgun Gothic',sans-serif;">
<div style="max-width:560px;margin:0 auto;border:1px solid #e0e6e3;">
<div style="background:#1b8a6b;color:#fff;padding:14px 20px;font-size:17px;">한마음병원</div>
<div style="padding:24px;font-size:14px;line-height:1.7;">
<p>오미정님, 안녕하세요.</p>
<p>한마음병원 앱/홈페이지 비밀번호 재설정을 요청하셨습니다. 아래 버튼을 눌러 새 비밀번호를 설정해 주세요. (30분간 유효)</p>
<p style="text-align:center;"><a href="https://mail.hanmaum-hospital.example/track/click/30912/9f2c4d?u=https%3A%2F%2Fmy.hanmaum-hospital.example%2Freset%3Fk%3DpR7vLx2QmT9wZc4Ns8Hb3Jd6Fy1Ke5Ua" style="background:#1b8a6b;color:#fff;padding:12px 30px;text-decoration:none;border-radius:4px;">비밀번호 재설정</a></p>
<p style="font-size:12px;color:#777;">요청하지 않으셨다면 이 메일을 무시해 주세요.</p>
</div>
<div style="padding:14px 24px;font-size:11px;color:#999;background:#f6f8f7;">한마음병원 | 대구광역시 중구 달구벌대로 2051 (41940) | 대표전화 053-000-1004<br>
<a href="https://www.hanmaum-hospital.example/privacy">개인정보처리방침</a> · <a href="https://www.hanmaum-hospital.example/reservation">진료 예약</a></div>
</div>
<img src="https://mail.hanmaum-hospital.example/track/open/30912/9f2c4d.gif" width="1" height="1" alt="">
</body></html>
""")

# ko-12  car sharing: licence check code among dates, times, amounts, phone
add(lang="ko", kind="phone_and_dates", otp="370215", link=None,
    frm=("타요카", "help@tayocar.example"),
    to=(None, "jaehyun.song@inbox.example"),
    subject="타요카 운전면허 확인을 위한 인증번호",
    date=(2025, 10, 10, 18, 30, 12, 9),
    tcte="base64", hcte="8bit",
    text="""송재현님, 첫 예약을 환영합니다.

예약 정보
- 대여: 2025년 10월 11일(토) 09:00
- 반납: 2025년 10월 11일(토) 21:00
- 차량: 아반떼 CN7 (12가 3456)
- 대여 장소: 수원역 2번 출구 공영주차장 B2
- 예상 요금: 68,400원 (대여료 52,000원 + 주행요금 190원/km)

대여 전에 운전면허 확인이 필요합니다.
앱의 [면허 등록] 화면에 인증번호 370215 를 입력해 주세요. (10분 유효)

등록된 휴대폰: 010-****-2290
사고·긴급 출동: 1661-0000 (24시간)

타요카(주) | 경기도 수원시 팔달구 덕영대로 924 (16489)
""",
    html="""<html><body style="font-family:'Malgun Gothic',sans-serif;font-size:14px;">
<p>송재현님, 첫 예약을 환영합니다.</p>
<table cellpadding="4" style="background:#f4f8ff;">
<tr><td>대여</td><td>2025년 10월 11일(토) 09:00</td></tr>
<tr><td>반납</td><td>2025년 10월 11일(토) 21:00</td></tr>
<tr><td>차량</td><td>아반떼 CN7 (12가 3456)</td></tr>
<tr><td>대여 장소</td><td>수원역 2번 출구 공영주차장 B2</td></tr>
<tr><td>예상 요금</td><td>68,400원 (대여료 52,000원 + 주행요금 190원/km)</td></tr>
</table>
<p>대여 전에 운전면허 확인이 필요합니다. 앱의 [면허 등록] 화면에 아래 인증번호를 입력해 주세요. (10분 유효)</p>
<p style="font-size:26px;font-weight:bold;color:#2d6cdf;">370215</p>
<p style="font-size:12px;color:#666;">등록된 휴대폰: 010-****-2290 · 사고·긴급 출동: 1661-0000 (24시간)</p>
<p style="font-size:11px;color:#999;">타요카(주) | 경기도 수원시 팔달구 덕영대로 924 (16489) | <a href="https://www.tayocar.example/terms">이용약관</a></p>
</body></html>
""")

# ko-13  new-login security alert, "check activity" link only; no code, no link label
add(lang="ko", kind="security_alert", otp=None, link=None,
    frm=("한울 계정", "account-noreply@hanul.example"),
    to=(None, "taeyang.kwon@hanul.example"),
    subject="보안 알림: Windows 기기에서 새로 로그인했습니다",
    date=(2025, 1, 28, 13, 4, 59, 9),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""권태양님의 한울 계정(taeyang.kwon@hanul.example)에 새 로그인이 있었습니다.

Windows · Edge
2025년 1월 28일 (화) 오후 1:04 (KST)
대한민국 광주광역시 근처

본인이 로그인했다면 별도로 조치하실 필요가 없습니다.
본인이 아니라면 활동을 확인하고 계정을 보호하세요:
https://myaccount.hanul.example/notifications/alert?id=aL7Qz3Vx9Kp2&rfn=31

이 이메일은 한울 계정 및 서비스의 중요한 변경사항을 알려드리기 위해 발송되었습니다.
© 2025 한울(주), 서울특별시 종로구 세종대로 209 (03171)
""",
    html="""<html><body style="font-family:Roboto,'Malgun Gothic',sans-serif;">
<div style="max-width:520px;margin:auto;border:1px solid #dadce0;border-radius:8px;padding:32px;text-align:center;">
<p style="font-size:22px;">Windows 기기에서 새로 로그인했습니다</p>
<p style="font-size:14px;">taeyang.kwon@hanul.example</p>
<hr style="border:none;border-top:1px solid #dadce0;">
<p style="font-size:14px;text-align:left;">Windows · Edge · 2025년 1월 28일 (화) 오후 1:04 (KST) · 대한민국 광주광역시 근처</p>
<p style="font-size:14px;text-align:left;">본인이 로그인했다면 별도로 조치하실 필요가 없습니다. 본인이 아니라면 계정을 보호하세요.</p>
<p><a href="https://myaccount.hanul.example/notifications/alert?id=aL7Qz3Vx9Kp2&amp;rfn=31" style="border:1px solid #dadce0;padding:9px 22px;border-radius:4px;text-decoration:none;">활동 확인</a></p>
<p style="font-size:12px;color:#5f6368;">보안 활동은 <a href="https://myaccount.hanul.example/security">https://myaccount.hanul.example/security</a> 에서도 확인할 수 있습니다.</p>
</div>
<p style="font-size:11px;color:#777;text-align:center;">© 2025 한울(주), 서울특별시 종로구 세종대로 209 (03171)</p>
</body></html>
""")
# ---------------------------------------------------------------------------
# Thai (th)
# ---------------------------------------------------------------------------

# th-01  bank OTP with a reference code (Ref) next to it
add(lang="th", kind="otp_with_ref", otp="649102", link=None,
    frm=("ธนาคารสยามรุ่งเรือง", "ebanking@srb-bank.example"),
    to=(None, "narin.s@inbox.example"),
    subject="รหัส OTP สำหรับทำรายการโอนเงิน",
    date=(2025, 4, 7, 11, 26, 3, 7),
    tcte="8bit", hcte="quoted-printable",
    text="""เรียน คุณนรินทร์

รหัส OTP สำหรับทำรายการโอนเงินของคุณคือ 649102
(รหัสอ้างอิง: TRWZ)

รหัสนี้ใช้ได้ภายใน 5 นาที และใช้ได้เพียงครั้งเดียว

รายละเอียดรายการ
จากบัญชี: xxx-x-x4821-x
ไปยัง: ธนาคารกรุงใหม่ xxx-x-x0937-x (นางสาว พิมพ์ชนก ใจดี)
จำนวนเงิน: 5,000.00 บาท
ค่าธรรมเนียม: 0.00 บาท
วันที่: 07/04/2568 11:25 น.

ธนาคารไม่มีนโยบายขอรหัส OTP ทางโทรศัพท์ อีเมล หรือ SMS
หากคุณไม่ได้ทำรายการนี้ กรุณาติดต่อ 02-000-1111 ตลอด 24 ชั่วโมง

ธนาคารสยามรุ่งเรือง จำกัด (มหาชน)
เลขที่ 9 ถนนรัชดาภิเษก แขวงจตุจักร เขตจตุจักร กรุงเทพฯ 10900
""",
    html="""<html><body style="font-family:Tahoma,'Leelawadee UI',sans-serif;font-size:14px;color:#222;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #d6dde6;">
<tr><td style="background:#4b2e83;color:#fff;padding:14px 20px;font-size:16px;">ธนาคารสยามรุ่งเรือง · SRB Online</td></tr>
<tr><td style="padding:22px;">
<p>เรียน คุณนรินทร์</p>
<p>รหัส OTP สำหรับทำรายการโอนเงินของคุณคือ</p>
<p style="font-size:30px;font-weight:bold;color:#4b2e83;">649102 <span style="font-size:14px;color:#555;font-weight:normal;">(รหัสอ้างอิง: TRWZ)</span></p>
<p style="font-size:13px;">รหัสนี้ใช้ได้ภายใน 5 นาที และใช้ได้เพียงครั้งเดียว</p>
<table cellpadding="4" style="font-size:13px;background:#f6f4fb;width:100%;">
<tr><td>จากบัญชี</td><td>xxx-x-x4821-x</td></tr>
<tr><td>ไปยัง</td><td>ธนาคารกรุงใหม่ xxx-x-x0937-x (นางสาว พิมพ์ชนก ใจดี)</td></tr>
<tr><td>จำนวนเงิน</td><td>5,000.00 บาท</td></tr>
<tr><td>วันที่</td><td>07/04/2568 11:25 น.</td></tr>
</table>
<p style="font-size:12px;color:#b00020;">ธนาคารไม่มีนโยบายขอรหัส OTP ทางโทรศัพท์ อีเมล หรือ SMS หากคุณไม่ได้ทำรายการนี้ กรุณาติดต่อ 02-000-1111 ตลอด 24 ชั่วโมง</p>
</td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#888;">ธนาคารสยามรุ่งเรือง จำกัด (มหาชน) เลขที่ 9 ถนนรัชดาภิเษก แขวงจตุจักร เขตจตุจักร กรุงเทพฯ 10900</td></tr>
</table></body></html>
""")

# th-02  marketplace: e-mail verification, tracked button + raw URL, decoys
add(lang="th", kind="magic_link", otp=None,
    link="https://click.taladdd.example/f/a/Kx3vQ9mT2wLp8Rz4Nc7Hb1Jd~~/AAQRxRA~/RgRnX2v5P0Q7aHR0cHM6Ly93d3cu",
    link_alt=["https://www.taladdd.example/account/verify?email=pim.w%40inbox.example&t=vf_6YcR2nX9qLz4Tb8Mw3Kp7Hs1Jd5Ga"],
    frm=("ตลาดดีดี", "no-reply@taladdd.example"),
    to=(None, "pim.w@inbox.example"),
    subject="ยืนยันอีเมลของคุณเพื่อเริ่มช้อปกับตลาดดีดี",
    date=(2025, 6, 14, 19, 3, 27, 7),
    headers=[("List-Unsubscribe", "<https://www.taladdd.example/unsubscribe?u=pim.w%40inbox.example&c=welcome>")],
    tcte="quoted-printable", hcte="quoted-printable",
    text="""สวัสดีค่ะ คุณพิม

ขอบคุณที่สมัครสมาชิกตลาดดีดี
กรุณายืนยันอีเมลของคุณโดยเปิดลิงก์ด้านล่าง (ลิงก์มีอายุ 24 ชั่วโมง)

https://www.taladdd.example/account/verify?email=pim.w%40inbox.example&t=vf_6YcR2nX9qLz4Tb8Mw3Kp7Hs1Jd5Ga

หลังยืนยันแล้ว รับโค้ดส่งฟรีสำหรับคำสั่งซื้อแรกทันที

หากคุณไม่ได้สมัครสมาชิก กรุณาเพิกเฉยต่ออีเมลนี้
ศูนย์ช่วยเหลือ: https://help.taladdd.example
บริษัท ตลาดดีดี จำกัด 89 อาคารเอไอเอ แคปปิตอล ถนนรัชดาภิเษก แขวงดินแดง เขตดินแดง กรุงเทพฯ 10400
""",
    html="""<html><body style="font-family:'Noto Sans Thai',Tahoma,sans-serif;background:#fff4f1;">
<div style="max-width:560px;margin:0 auto;background:#fff;">
<p style="font-size:11px;text-align:center;color:#999;padding:6px;"><a href="https://www.taladdd.example/mail/browser/welcome-verify?u=8812044">ดูอีเมลนี้บนเว็บเบราว์เซอร์</a></p>
<div style="background:#ff5722;padding:18px;text-align:center;"><img src="https://cdn.taladdd.example/mail/logo-white.png" alt="ตลาดดีดี" height="32"></div>
<div style="padding:28px;">
<p>สวัสดีค่ะ คุณพิม</p>
<p>ขอบคุณที่สมัครสมาชิกตลาดดีดี กรุณากดปุ่มด้านล่างเพื่อยืนยันอีเมลของคุณ (ลิงก์มีอายุ 24 ชั่วโมง)</p>
<p style="text-align:center;"><a href="https://click.taladdd.example/f/a/Kx3vQ9mT2wLp8Rz4Nc7Hb1Jd~~/AAQRxRA~/RgRnX2v5P0Q7aHR0cHM6Ly93d3cu" style="background:#ff5722;color:#fff;padding:13px 34px;border-radius:4px;text-decoration:none;font-weight:bold;">ยืนยันอีเมล</a></p>
<p style="font-size:12px;color:#777;">หากกดปุ่มไม่ได้ ให้คัดลอกลิงก์นี้ไปวางในเบราว์เซอร์:<br>https://www.taladdd.example/account/verify?email=pim.w%40inbox.example&amp;t=vf_6YcR2nX9qLz4Tb8Mw3Kp7Hs1Jd5Ga</p>
<p style="font-size:12px;color:#777;">หากคุณไม่ได้สมัครสมาชิก กรุณาเพิกเฉยต่ออีเมลนี้</p>
</div>
<div style="text-align:center;padding:10px;">
<a href="https://www.facebook.invalid/taladdd"><img src="https://cdn.taladdd.example/mail/fb.png" width="28" alt="Facebook"></a>
<a href="https://line.invalid/ti/p/@taladdd"><img src="https://cdn.taladdd.example/mail/line.png" width="28" alt="LINE"></a>
</div>
<p style="font-size:11px;color:#999;text-align:center;padding:0 20px 20px;">บริษัท ตลาดดีดี จำกัด 89 อาคารเอไอเอ แคปปิตอล ถนนรัชดาภิเษก แขวงดินแดง เขตดินแดง กรุงเทพฯ 10400<br>
<a href="https://help.taladdd.example">ศูนย์ช่วยเหลือ</a> · <a href="https://www.taladdd.example/privacy">นโยบายความเป็นส่วนตัว</a> · <a href="https://www.taladdd.example/unsubscribe?u=pim.w%40inbox.example&amp;c=welcome">ยกเลิกการรับอีเมล</a></p>
</div>
<img src="https://click.taladdd.example/o/Kx3vQ9mT2wLp8Rz4.gif" width="1" height="1" alt="">
</body></html>
""")

# th-03  food delivery receipt, HTML only, many numbers
add(lang="th", kind="newsletter_numbers", otp=None, link=None,
    frm=("อิ่มเดลิเวอรี่", "receipt@imm-delivery.example"),
    to=(None, "kanokwan.p@inbox.example"),
    subject="ใบเสร็จรับเงินของคุณจากอิ่มเดลิเวอรี่ – คำสั่งซื้อ IM-250714-88213",
    date=(2025, 7, 14, 20, 51, 44, 7),
    hcte="8bit",
    html="""<html><body style="font-family:Tahoma,sans-serif;font-size:14px;color:#333;">
<div style="max-width:520px;margin:0 auto;">
<h2 style="color:#00a86b;">ขอบคุณที่สั่งอาหารกับอิ่ม!</h2>
<p>คำสั่งซื้อ <b>IM-250714-88213</b> · 14 ก.ค. 2568 เวลา 20:12 น.<br>
ร้าน: ข้าวมันไก่ประตูน้ำ สาขาอารีย์ · ไรเดอร์: คุณสมศักดิ์ (ทะเบียน 2กข 4567)</p>
<table width="100%" cellpadding="5" style="border-collapse:collapse;">
<tr style="border-bottom:1px solid #eee;"><td>ข้าวมันไก่ผสม (พิเศษ) x2</td><td align="right">฿130.00</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>ซุปฟักเขียว x1</td><td align="right">฿35.00</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>ชาเย็น x2</td><td align="right">฿70.00</td></tr>
<tr><td>ค่าอาหาร</td><td align="right">฿235.00</td></tr>
<tr><td>ค่าจัดส่ง (3.2 กม.)</td><td align="right">฿25.00</td></tr>
<tr><td>ค่าบริการ</td><td align="right">฿5.00</td></tr>
<tr><td>ส่วนลดโปรโมชั่น</td><td align="right">-฿40.00</td></tr>
<tr style="font-weight:bold;"><td>ยอดชำระทั้งหมด</td><td align="right">฿225.00</td></tr>
<tr><td style="font-size:12px;color:#777;">รวมภาษีมูลค่าเพิ่ม 7%</td><td align="right" style="font-size:12px;color:#777;">฿14.72</td></tr>
</table>
<p>ชำระด้วย: บัตรเครดิต Mastercard ลงท้าย 7720</p>
<p>ที่อยู่จัดส่ง: 55/12 ซอยอารีย์ 4 ถนนพหลโยธิน แขวงพญาไท เขตพญาไท กรุงเทพฯ 10400</p>
<p><a href="https://www.imm-delivery.example/orders/IM-250714-88213">ดูรายละเอียดคำสั่งซื้อ</a> · <a href="https://www.imm-delivery.example/help">ขอความช่วยเหลือ</a></p>
<p style="font-size:11px;color:#999;">บริษัท อิ่ม เทคโนโลยี จำกัด เลขประจำตัวผู้เสียภาษี 0105561234567 (สำนักงานใหญ่)<br>
999/9 ถนนพระราม 4 แขวงปทุมวัน เขตปทุมวัน กรุงเทพฯ 10330 · โทร 02-000-8888</p>
</div></body></html>
""")

# th-04  airline e-ticket: PNR, flight, baggage; no code
add(lang="th", kind="booking_ref", otp=None, link=None,
    frm=("สยามสกายแอร์", "eticket@siamskyair.example"),
    to=("MR CHAIWAT BOONMA", "chaiwat.b@inbox.example"),
    subject="การจองของคุณได้รับการยืนยันแล้ว – รหัสการจอง 7HXQ2B",
    date=(2025, 8, 30, 9, 17, 2, 7),
    tcte="base64", hcte="base64",
    text="""เรียน คุณชัยวัฒน์ บุญมา

การจองของคุณได้รับการยืนยันแล้ว

รหัสการจอง (PNR): 7HXQ2B
หมายเลขบัตรโดยสาร: 917-2400318855

เที่ยวบิน SK 204
กรุงเทพฯ (ดอนเมือง DMK) 06:10 → เชียงใหม่ (CNX) 07:25
วันเสาร์ที่ 4 ตุลาคม 2568
ที่นั่ง 14C · น้ำหนักสัมภาระโหลดใต้เครื่อง 20 กก.

ค่าโดยสารรวม 1,890.00 บาท (รวมภาษีและค่าธรรมเนียม)

เช็คอินออนไลน์ได้ตั้งแต่ 24 ชั่วโมง ถึง 1 ชั่วโมงก่อนออกเดินทาง
เคาน์เตอร์เช็คอินปิด 45 นาทีก่อนเวลาออกเดินทาง

ศูนย์บริการลูกค้า 1318 หรือ +66 2 000 1318
""",
    html="""<html><body style="font-family:Tahoma,sans-serif;">
<table width="600" align="center" cellpadding="12" style="border:1px solid #ccd;">
<tr><td style="background:#d71920;color:#fff;font-size:18px;">สยามสกายแอร์ · ใบยืนยันการเดินทาง</td></tr>
<tr><td>
<p>เรียน คุณชัยวัฒน์ บุญมา การจองของคุณได้รับการยืนยันแล้ว</p>
<p style="font-size:22px;">รหัสการจอง (PNR): <b>7HXQ2B</b></p>
<table cellpadding="5" style="font-size:13px;border-collapse:collapse;" border="1">
<tr><th>เที่ยวบิน</th><th>ออกเดินทาง</th><th>ถึง</th><th>ที่นั่ง</th></tr>
<tr><td>SK 204</td><td>ดอนเมือง (DMK) 06:10<br>เสาร์ 4 ต.ค. 2568</td><td>เชียงใหม่ (CNX) 07:25</td><td>14C</td></tr>
</table>
<p style="font-size:13px;">หมายเลขบัตรโดยสาร 917-2400318855 · สัมภาระโหลดใต้เครื่อง 20 กก. · ค่าโดยสารรวม 1,890.00 บาท</p>
<p><a href="https://www.siamskyair.example/th/manage-booking">จัดการการจอง</a> · <a href="https://www.siamskyair.example/th/web-checkin">เช็คอินออนไลน์</a></p>
<p style="font-size:11px;color:#888;">ศูนย์บริการลูกค้า 1318 หรือ +66 2 000 1318 · <a href="https://www.siamskyair.example/th/conditions">เงื่อนไขการขนส่ง</a></p>
</td></tr></table></body></html>
""")

# th-05  fibre ISP: 4-digit code only in the subject
add(lang="th", kind="subject_only", otp="5821", link=None,
    frm=("ฟ้าใส ไฟเบอร์", "myaccount@fahsai-fiber.example"),
    to=(None, "wichai.t@inbox.example"),
    subject="5821 คือรหัสยืนยันสำหรับเข้าสู่ระบบ ฟ้าใส ไฟเบอร์",
    date=(2025, 2, 19, 21, 40, 8, 7),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""เรียน ลูกค้าฟ้าใส ไฟเบอร์

กรุณาใช้รหัสยืนยันที่แสดงอยู่ในหัวเรื่องของอีเมลฉบับนี้ เพื่อเข้าสู่ระบบแอป My Fahsai
รหัสมีอายุ 5 นาที

หมายเลขบริการ: 88-0041-2297
แพ็กเกจปัจจุบัน: Fiber 1000/500 Mbps (ค่าบริการ 599 บาท/เดือน)

ศูนย์บริการลูกค้า 1717 (ตลอด 24 ชั่วโมง)
""",
    html="""<html><body style="font-family:Tahoma,sans-serif;font-size:14px;">
<p>เรียน ลูกค้าฟ้าใส ไฟเบอร์</p>
<p>กรุณาใช้<b>รหัสยืนยันที่แสดงอยู่ในหัวเรื่องของอีเมลฉบับนี้</b> เพื่อเข้าสู่ระบบแอป My Fahsai (รหัสมีอายุ 5 นาที)</p>
<p style="font-size:13px;color:#555;">หมายเลขบริการ: 88-0041-2297 · แพ็กเกจปัจจุบัน: Fiber 1000/500 Mbps (599 บาท/เดือน)</p>
<p style="font-size:11px;color:#999;">ศูนย์บริการลูกค้า 1717 (ตลอด 24 ชั่วโมง) · <a href="https://www.fahsai-fiber.example/th/support">ช่วยเหลือ</a></p>
</body></html>
""")

# th-06  e-wallet: new code, old one cancelled
add(lang="th", kind="new_and_old_code", otp="263817", link=None,
    frm=("กระเป๋าดาว", "noreply@daowallet.example"),
    to=(None, "araya.k@inbox.example"),
    subject="รหัสยืนยันใหม่ของคุณ – กระเป๋าดาว",
    date=(2025, 5, 22, 8, 4, 51, 7),
    tcte="8bit",
    text="""สวัสดีค่ะ คุณอารยา

คุณได้ขอรหัสยืนยันใหม่สำหรับผูกบัญชีธนาคารกับกระเป๋าดาว

รหัสยืนยันใหม่: 263 817

รหัสที่ส่งไปก่อนหน้านี้ (904 552) ถูกยกเลิกแล้ว กรุณาอย่าใช้รหัสเดิม
รหัสใหม่นี้มีอายุ 10 นาที

บัญชีที่กำลังผูก: ธนาคารสยามรุ่งเรือง xxx-x-x6630-x
หมายเลขกระเป๋า: 0812-XXX-449

หากไม่ได้ทำรายการนี้ โทร 02-000-3030
บริษัท ดาว เพย์เมนท์ จำกัด (ผู้ให้บริการเงินอิเล็กทรอนิกส์ภายใต้การกำกับของธนาคารแห่งประเทศไทย)
""")

# th-07  streaming: code for this browser vs. pairing code for the TV
add(lang="th", kind="several_codes", otp="915307", link=None,
    frm=("ดูดี พลัส", "account@doodee-plus.example"),
    to=(None, "ploy.r@inbox.example"),
    subject="ยืนยันการเข้าสู่ระบบ ดูดี พลัส",
    date=(2025, 10, 4, 20, 42, 16, 7),
    tcte="base64", hcte="quoted-printable",
    text="""สวัสดี คุณพลอย

มีการขอเข้าสู่ระบบบัญชีดูดี พลัสของคุณจาก Chrome บน Windows เมื่อเวลา 20:42 น.

ป้อนรหัสนี้ในเบราว์เซอร์ที่คุณกำลังใช้อยู่ตอนนี้:
915 307

หากต้องการเชื่อมต่อสมาร์ททีวีในภายหลัง ให้ใช้รหัสจับคู่ทีวี ZK4-7MQ บนหน้าจอทีวี
(ไม่ต้องป้อนรหัสทีวีในเบราว์เซอร์ รหัสทีวีมีอายุ 24 ชั่วโมง)

แพ็กเกจ: พรีเมียม 4 จอ · รอบบิลถัดไป 12 ต.ค. 2568 (฿419)

หากไม่ใช่คุณ กรุณาเปลี่ยนรหัสผ่านทันทีที่ doodee-plus.example/security
""",
    html="""<html><body style="background:#000;color:#eee;font-family:Tahoma,sans-serif;">
<div style="max-width:520px;margin:0 auto;padding:28px;">
<p style="color:#e50914;font-size:24px;font-weight:bold;">ดูดี+</p>
<p>สวัสดี คุณพลอย</p>
<p>มีการขอเข้าสู่ระบบบัญชีของคุณจาก Chrome บน Windows เมื่อเวลา 20:42 น.</p>
<p>ป้อนรหัสนี้ในเบราว์เซอร์ที่คุณกำลังใช้อยู่ตอนนี้:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:4px;">915 307</p>
<div style="border:1px solid #444;padding:12px;font-size:13px;color:#bbb;">
ต้องการเชื่อมต่อสมาร์ททีวีภายหลัง? ใช้รหัสจับคู่ทีวี <b>ZK4-7MQ</b> บนหน้าจอทีวี<br>
(ไม่ต้องป้อนรหัสทีวีในเบราว์เซอร์ · รหัสทีวีมีอายุ 24 ชั่วโมง)</div>
<p style="font-size:12px;color:#999;">แพ็กเกจ: พรีเมียม 4 จอ · รอบบิลถัดไป 12 ต.ค. 2568 (฿419)</p>
<p style="font-size:12px;color:#999;">หากไม่ใช่คุณ <a href="https://www.doodee-plus.example/security" style="color:#999;">เปลี่ยนรหัสผ่านทันที</a></p>
</div></body></html>
""")

# th-08  hotel newsletter: promo code, member no., past booking ref; no code
add(lang="th", kind="decoy_codes", otp=None, link=None,
    frm=("บ้านทะเล รีสอร์ท หัวหิน", "news@baanthalay-resort.example"),
    to=(None, "supaporn.m@inbox.example"),
    subject="สงกรานต์นี้ พักหัวหิน ลด 25% สำหรับสมาชิก",
    date=(2025, 3, 20, 10, 0, 0, 7),
    headers=[("List-Unsubscribe", "<mailto:unsubscribe@baanthalay-resort.example?subject=unsub-TH55120>")],
    tcte="8bit", hcte="8bit",
    text="""เรียน คุณสุภาพร (สมาชิกบ้านทะเล คลับ หมายเลข BTC-0055120)

ฉลองสงกรานต์ริมทะเลหัวหิน รับส่วนลด 25% เมื่อจองห้องพักตั้งแต่ 2 คืนขึ้นไป
ใช้โค้ดส่วนลด SONGKRAN25 ตอนชำระเงินบนเว็บไซต์

ระยะเวลาเข้าพัก: 10-20 เมษายน 2568
ราคาเริ่มต้น 3,200 บาท/คืน (จากปกติ 4,267 บาท) รวมอาหารเช้าสำหรับ 2 ท่าน

ขอบคุณที่เคยเข้าพักกับเรา (หมายเลขการจองครั้งก่อน BT-24-118390)

คำเตือน: รีสอร์ทจะไม่ขอรหัส OTP หรือเลขบัตรเครดิตผ่านทางโทรศัพท์หรือ LINE
(เช่น ข้อความว่า "กรุณาแจ้งรหัส 6 หลัก 123456") หากพบ โปรดแจ้ง 032-000-555

บ้านทะเล รีสอร์ท 88 ถนนเพชรเกษม ตำบลหัวหิน อำเภอหัวหิน จังหวัดประจวบคีรีขันธ์ 77110
""",
    html="""<html><body style="font-family:Tahoma,sans-serif;background:#eaf6f8;">
<div style="max-width:600px;margin:0 auto;background:#fff;">
<img src="https://img.baanthalay-resort.example/promo/songkran2025.jpg" width="600" alt="สงกรานต์ริมทะเลหัวหิน">
<div style="padding:24px;">
<p>เรียน คุณสุภาพร (สมาชิกบ้านทะเล คลับ หมายเลข BTC-0055120)</p>
<p>ฉลองสงกรานต์ริมทะเลหัวหิน รับส่วนลด <b>25%</b> เมื่อจองตั้งแต่ 2 คืนขึ้นไป</p>
<p style="text-align:center;font-size:24px;border:2px dotted #0b8fa3;padding:10px;">โค้ดส่วนลด: <b>SONGKRAN25</b></p>
<p>ระยะเวลาเข้าพัก 10-20 เมษายน 2568 · ราคาเริ่มต้น 3,200 บาท/คืน (จากปกติ 4,267 บาท) รวมอาหารเช้า</p>
<p style="text-align:center;"><a href="https://www.baanthalay-resort.example/th/offers/songkran?utm_source=email&amp;utm_campaign=sk25" style="background:#0b8fa3;color:#fff;padding:12px 30px;text-decoration:none;">จองเลย</a></p>
<p style="font-size:12px;color:#777;">ขอบคุณที่เคยเข้าพักกับเรา (หมายเลขการจองครั้งก่อน BT-24-118390)</p>
<p style="font-size:12px;color:#a33;">คำเตือน: รีสอร์ทจะไม่ขอรหัส OTP หรือเลขบัตรเครดิตผ่านทางโทรศัพท์หรือ LINE (เช่น ข้อความว่า "กรุณาแจ้งรหัส 6 หลัก 123456") หากพบ โปรดแจ้ง 032-000-555</p>
<p style="font-size:11px;color:#999;">บ้านทะเล รีสอร์ท 88 ถนนเพชรเกษม ตำบลหัวหิน อำเภอหัวหิน จังหวัดประจวบคีรีขันธ์ 77110<br>
<a href="https://www.baanthalay-resort.example/th/unsubscribe?m=TH55120">ยกเลิกการรับข่าวสาร</a></p>
</div></div></body></html>
""")

# th-09  forum: user name with digits, password-changed notice; no code, no link label
add(lang="th", kind="username_digits", otp=None, link=None,
    frm=("ห้องนั่งเล่นบอร์ด", "admin@hongnangleon.example"),
    to=("somchai99", "somchai.j@inbox.example"),
    subject="แจ้งเตือน: รหัสผ่านของคุณถูกเปลี่ยนแล้ว",
    date=(2025, 12, 9, 22, 15, 33, 7),
    tcte="quoted-printable",
    text="""สวัสดี somchai99

รหัสผ่านสำหรับบัญชี somchai99 (สมาชิกหมายเลข 1048876) ได้ถูกเปลี่ยนเมื่อ
9 ธันวาคม 2568 เวลา 22:14 น. จาก IP 171.100.xx.xx (กรุงเทพมหานคร)

หากคุณเป็นผู้เปลี่ยนเอง ไม่ต้องดำเนินการใด ๆ
หากไม่ใช่คุณ กรุณาติดต่อทีมงานที่ https://hongnangleon.example/contact
หรืออีเมล support@hongnangleon.example โดยด่วน

กระทู้ที่คุณติดตาม "รีวิวหม้อทอดไร้น้ำมัน 5 รุ่น งบไม่เกิน 3,000" มี 12 ความคิดเห็นใหม่

ทีมงานห้องนั่งเล่นบอร์ด
""")

# th-10  fintech: code only in the alt text of an inline image
add(lang="th", kind="alt_text_only", otp="380194", link=None,
    frm=("ซีเพย์", "verify@seepay.example"),
    to=(None, "thanawat.l@inbox.example"),
    subject="ยืนยันตัวตนสำหรับการเปลี่ยนเบอร์โทรศัพท์ – ซีเพย์",
    date=(2025, 9, 8, 13, 27, 40, 7),
    tcte="8bit", hcte="base64",
    image={"cid": "otpimg.380@seepay.example", "filename": "otp.png"},
    text="""เรียน คุณธนวัฒน์

รหัสยืนยันของคุณแสดงเป็นรูปภาพในอีเมลฉบับ HTML
หากมองไม่เห็น กรุณาเปิดอีเมลนี้ในแอปอีเมลที่แสดงรูปภาพได้

รหัสมีอายุ 10 นาที ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น
ศูนย์บริการลูกค้าซีเพย์ 02-000-7070
""",
    html="""<html><body style="font-family:Tahoma,sans-serif;font-size:14px;">
<div style="max-width:480px;margin:0 auto;border:1px solid #e3e3e3;padding:24px;">
<p style="color:#0057b8;font-size:20px;font-weight:bold;">SeePay</p>
<p>เรียน คุณธนวัฒน์</p>
<p>คุณกำลังเปลี่ยนเบอร์โทรศัพท์ที่ผูกกับบัญชีซีเพย์ กรุณากรอกรหัสยืนยันในรูปด้านล่าง</p>
<p style="text-align:center;"><img src="cid:otpimg.380@seepay.example" width="200" height="56" alt="รหัสยืนยัน 380194"></p>
<p style="font-size:12px;color:#777;">รหัสมีอายุ 10 นาที ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น</p>
<p style="font-size:11px;color:#aaa;">ศูนย์บริการลูกค้าซีเพย์ 02-000-7070 · <a href="https://www.seepay.example/th/help">ศูนย์ช่วยเหลือ</a></p>
</div></body></html>
""")

# th-11  university alumni newsletter: double opt-in confirmation link
add(lang="th", kind="magic_link", otp=None,
    link="https://alumni.chiangdoi-u.ac.example/newsletter/confirm?sid=88417&h=f3a9c27be1d04e5b8a6c91d2e7f04b3a",
    frm=("สมาคมศิษย์เก่า มหาวิทยาลัยเชียงดอย", "alumni@chiangdoi-u.ac.example"),
    to=(None, "natthida.s@inbox.example"),
    subject="กรุณายืนยันการสมัครรับจดหมายข่าวศิษย์เก่า",
    date=(2025, 11, 21, 15, 8, 22, 7),
    tcte="8bit", hcte="quoted-printable",
    text="""เรียน คุณณัฐธิดา

ขอบคุณที่สมัครรับจดหมายข่าวสมาคมศิษย์เก่า มหาวิทยาลัยเชียงดอย (รายเดือน)
กรุณายืนยันการสมัครโดยคลิกลิงก์ด้านล่าง:

https://alumni.chiangdoi-u.ac.example/newsletter/confirm?sid=88417&h=f3a9c27be1d04e5b8a6c91d2e7f04b3a

หากคุณไม่ได้สมัคร ไม่ต้องดำเนินการใด ๆ ระบบจะไม่ส่งอีเมลถึงคุณอีก

กิจกรรมเร็ว ๆ นี้: งานคืนสู่เหย้า 60 ปี วันเสาร์ที่ 17 มกราคม 2569 ณ หอประชุมใหญ่

สมาคมศิษย์เก่า มหาวิทยาลัยเชียงดอย
239 ถนนห้วยแก้ว ตำบลสุเทพ อำเภอเมือง จังหวัดเชียงใหม่ 50200 · โทร 053-000-239
""",
    html="""<html><body style="font-family:'Sarabun',Tahoma,sans-serif;">
<div style="max-width:560px;margin:0 auto;border-top:6px solid #6a1b9a;padding:24px;">
<p>เรียน คุณณัฐธิดา</p>
<p>ขอบคุณที่สมัครรับจดหมายข่าวสมาคมศิษย์เก่า มหาวิทยาลัยเชียงดอย (รายเดือน) กรุณายืนยันการสมัคร:</p>
<p><a href="https://alumni.chiangdoi-u.ac.example/newsletter/confirm?sid=88417&amp;h=f3a9c27be1d04e5b8a6c91d2e7f04b3a" style="background:#6a1b9a;color:#fff;padding:10px 24px;text-decoration:none;border-radius:3px;">ยืนยันการสมัคร</a></p>
<p style="font-size:13px;color:#666;">หากคุณไม่ได้สมัคร ไม่ต้องดำเนินการใด ๆ</p>
<p style="font-size:13px;">กิจกรรมเร็ว ๆ นี้: <a href="https://alumni.chiangdoi-u.ac.example/events/homecoming-60">งานคืนสู่เหย้า 60 ปี</a> วันเสาร์ที่ 17 มกราคม 2569</p>
<p style="font-size:11px;color:#999;">239 ถนนห้วยแก้ว ตำบลสุเทพ อำเภอเมือง จังหวัดเชียงใหม่ 50200 · โทร 053-000-239</p>
</div></body></html>
""")

# th-12  ride hailing: code with service prefix GR-770215
add(lang="th", kind="prefix_code", otp="770215", link=None,
    frm=("ไปด้วยกัน", "hello@paiduaykan.example"),
    to=(None, "kittipong.w@inbox.example"),
    subject="รหัสเข้าสู่ระบบ ไปด้วยกัน",
    date=(2025, 1, 31, 6, 58, 12, 7),
    hcte="8bit",
    html="""<html><body style="font-family:Tahoma,sans-serif;text-align:center;">
<div style="max-width:420px;margin:0 auto;padding:28px;border:1px solid #eee;border-radius:12px;">
<p style="font-size:20px;color:#00b14f;font-weight:bold;">ไปด้วยกัน</p>
<p>ใช้รหัสนี้เพื่อเข้าสู่ระบบบนอุปกรณ์ใหม่</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:2px;">GR-770215</p>
<p style="font-size:12px;color:#888;">รหัสจะหมดอายุใน 3 นาที · ห้ามแชร์รหัสนี้กับคนขับหรือบุคคลอื่น</p>
<p style="font-size:11px;color:#aaa;">บริษัท ไปด้วยกัน (ประเทศไทย) จำกัด · 1 อาคารเอ็มไพร์ทาวเวอร์ ถนนสาทรใต้ กรุงเทพฯ 10120<br>
<a href="https://help.paiduaykan.example/th">ศูนย์ช่วยเหลือ</a></p>
</div></body></html>
""")

# th-13  courier: handover code to tell the courier on delivery
add(lang="th", kind="delivery_code", otp="518204", link=None,
    frm=("ส่งไว เอ็กซ์เพรส", "tracking@songwai-express.example"),
    to=(None, "jintana.p@inbox.example"),
    subject="พัสดุ SW4471026318TH จะถึงคุณวันนี้ – รหัสรับพัสดุ",
    date=(2025, 12, 15, 9, 2, 5, 7),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""เรียน คุณจินตนา

พัสดุหมายเลข SW4471026318TH กำลังนำจ่ายวันนี้ (15 ธ.ค. 2568) ระหว่าง 13:00-17:00 น.
ผู้ส่ง: ร้าน เฮลท์ตี้ช็อป (ชำระเงินปลายทาง 1,290.00 บาท)

เมื่อพนักงานมาถึง กรุณาแจ้งรหัสรับพัสดุ 6 หลักนี้แก่พนักงาน:
518204

พนักงานจะไม่มอบพัสดุหากไม่ได้รับรหัสที่ถูกต้อง
พนักงานนำจ่าย: คุณประยุทธ 08X-XXX-4418 · สาขาบางนา (BNA-03)

ติดตามพัสดุ: https://www.songwai-express.example/track?no=SW4471026318TH
คอลเซ็นเตอร์ 1499
""",
    html="""<html><body style="font-family:Tahoma,sans-serif;font-size:14px;">
<div style="max-width:560px;margin:0 auto;">
<div style="background:#ffd400;padding:14px;font-weight:bold;">ส่งไว เอ็กซ์เพรส</div>
<p>เรียน คุณจินตนา</p>
<p>พัสดุหมายเลข <b>SW4471026318TH</b> กำลังนำจ่ายวันนี้ (15 ธ.ค. 2568) ระหว่าง 13:00-17:00 น.<br>
ผู้ส่ง: ร้าน เฮลท์ตี้ช็อป · ชำระเงินปลายทาง 1,290.00 บาท</p>
<p>เมื่อพนักงานมาถึง กรุณาแจ้งรหัสรับพัสดุ 6 หลักนี้แก่พนักงาน:</p>
<p style="font-size:30px;font-weight:bold;background:#fff7cc;text-align:center;padding:10px;">518204</p>
<p style="font-size:13px;">พนักงานจะไม่มอบพัสดุหากไม่ได้รับรหัสที่ถูกต้อง<br>พนักงานนำจ่าย: คุณประยุทธ 08X-XXX-4418 · สาขาบางนา (BNA-03)</p>
<p><a href="https://www.songwai-express.example/track?no=SW4471026318TH">ติดตามพัสดุ</a> · คอลเซ็นเตอร์ 1499</p>
</div></body></html>
""")
# ---------------------------------------------------------------------------
# Vietnamese (vi)
# ---------------------------------------------------------------------------

# vi-01  bank: digits introduced without the word "mã" (code)
add(lang="vi", kind="no_code_word", otp="271604", link=None,
    frm=("Ngân hàng Phương Nam Số", "thongbao@pnd-bank.example"),
    to=(None, "hoang.minh.anh@inbox.example"),
    subject="Hoàn tất đăng ký PND Smart Banking",
    date=(2025, 3, 3, 9, 41, 17, 7),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Kính gửi Quý khách HOÀNG MINH ANH,

Để hoàn tất đăng ký dịch vụ PND Smart Banking trên thiết bị mới, Quý khách vui lòng nhập dãy số sau trên màn hình ứng dụng:

271 604

Dãy số có hiệu lực trong 3 phút, chỉ dùng một lần.

Thông tin đăng ký:
- Số tài khoản: 0071 **** 5528
- Thiết bị: iPhone 15 Pro
- Thời gian: 09:41 ngày 03/03/2025

Ngân hàng KHÔNG BAO GIỜ yêu cầu Quý khách cung cấp dãy số này qua điện thoại, tin nhắn hay mạng xã hội.

Trung tâm Dịch vụ Khách hàng 24/7: 1900 6060
Ngân hàng TMCP Phương Nam Số – 27 Nguyễn Thị Minh Khai, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #dde3ea;">
<tr><td style="background:#005baa;color:#fff;padding:14px 22px;font-weight:bold;">PND Smart Banking</td></tr>
<tr><td style="padding:22px;">
<p>Kính gửi Quý khách <b>HOÀNG MINH ANH</b>,</p>
<p>Để hoàn tất đăng ký dịch vụ PND Smart Banking trên thiết bị mới, Quý khách vui lòng nhập dãy số sau trên màn hình ứng dụng:</p>
<p style="font-size:30px;font-weight:bold;text-align:center;letter-spacing:4px;color:#005baa;">271 604</p>
<p style="font-size:13px;">Dãy số có hiệu lực trong 3 phút, chỉ dùng một lần.</p>
<table cellpadding="4" style="font-size:13px;background:#f3f7fb;width:100%;">
<tr><td>Số tài khoản</td><td>0071 **** 5528</td></tr>
<tr><td>Thiết bị</td><td>iPhone 15 Pro</td></tr>
<tr><td>Thời gian</td><td>09:41 ngày 03/03/2025</td></tr>
</table>
<p style="font-size:12px;color:#c62828;">Ngân hàng KHÔNG BAO GIỜ yêu cầu Quý khách cung cấp dãy số này qua điện thoại, tin nhắn hay mạng xã hội.</p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#888;">Trung tâm Dịch vụ Khách hàng 24/7: 1900 6060 · Ngân hàng TMCP Phương Nam Số – 27 Nguyễn Thị Minh Khai, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh</td></tr>
</table></body></html>
""")

# vi-02  edtech magic sign-in link: tracked button + raw link in text part
add(lang="vi", kind="magic_link", otp=None,
    link="https://email.hocnhanh.example/c/eyJ1IjoiaHR0cHM6Ly9ob2NuaGFuaC5leGFtcGxlL2xvZ2luL2xpbmsifQ/Mg8vQ2rT7xLp4Kz9Nw3Hc6Jb1Fy5",
    link_alt=["https://hocnhanh.example/login/link?tk=ml_Qz7Xv2Pn9Rk4Tw8Lc3Hb6Jd1Fm5Sy0A&next=%2Fkhoa-hoc%2Fielts-7"],
    frm=("Học Nhanh", "xinchao@hocnhanh.example"),
    to=("Trần Thu Hà", "thuha.tran@inbox.example"),
    subject="Liên kết đăng nhập Học Nhanh của bạn",
    date=(2025, 8, 4, 21, 17, 45, 7),
    headers=[("List-Unsubscribe", "<https://hocnhanh.example/email/huy-dang-ky?u=ha_44817>")],
    tcte="8bit", hcte="quoted-printable",
    text="""Chào Thu Hà,

Bạn vừa yêu cầu đăng nhập vào Học Nhanh. Mở liên kết dưới đây để đăng nhập ngay, không cần mật khẩu:

https://hocnhanh.example/login/link?tk=ml_Qz7Xv2Pn9Rk4Tw8Lc3Hb6Jd1Fm5Sy0A&next=%2Fkhoa-hoc%2Fielts-7

Liên kết có hiệu lực trong 20 phút và chỉ dùng được một lần.
Nếu bạn không yêu cầu, hãy bỏ qua email này.

Khóa học đang học: IELTS 7.0 cấp tốc – đã hoàn thành 14/36 bài.

Học Nhanh – Công ty TNHH Giáo dục Học Nhanh
Tầng 9, 81 Cách Mạng Tháng Tám, Quận 3, TP. Hồ Chí Minh · Hotline 028 7300 0000
""",
    html="""<html><body style="font-family:'Segoe UI',Arial,sans-serif;background:#f6f7fb;">
<div style="max-width:520px;margin:24px auto;background:#fff;border-radius:10px;padding:32px;">
<img src="https://cdn.hocnhanh.example/email/logo.png" alt="Học Nhanh" height="30">
<p style="font-size:18px;">Chào Thu Hà,</p>
<p>Bạn vừa yêu cầu đăng nhập vào Học Nhanh. Nhấn nút bên dưới để đăng nhập ngay, không cần mật khẩu.</p>
<p style="text-align:center;margin:28px 0;"><a href="https://email.hocnhanh.example/c/eyJ1IjoiaHR0cHM6Ly9ob2NuaGFuaC5leGFtcGxlL2xvZ2luL2xpbmsifQ/Mg8vQ2rT7xLp4Kz9Nw3Hc6Jb1Fy5" style="background:#7c3aed;color:#fff;padding:13px 36px;border-radius:8px;text-decoration:none;font-weight:600;">Đăng nhập vào Học Nhanh</a></p>
<p style="font-size:13px;color:#666;">Liên kết có hiệu lực trong 20 phút và chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua email này.</p>
<p style="font-size:13px;color:#666;">Khóa học đang học: <a href="https://hocnhanh.example/khoa-hoc/ielts-7">IELTS 7.0 cấp tốc</a> – đã hoàn thành 14/36 bài.</p>
<hr style="border:none;border-top:1px solid #eee;">
<p style="font-size:11px;color:#999;">Công ty TNHH Giáo dục Học Nhanh · Tầng 9, 81 Cách Mạng Tháng Tám, Quận 3, TP. Hồ Chí Minh · Hotline 028 7300 0000<br>
<a href="https://hocnhanh.example/email/huy-dang-ky?u=ha_44817">Hủy đăng ký</a> · <a href="https://hocnhanh.example/chinh-sach-bao-mat">Chính sách bảo mật</a> · <a href="https://www.youtube.invalid/@hocnhanh">YouTube</a></p>
</div>
<img src="https://email.hocnhanh.example/o/Mg8vQ2rT7xLp.png" width="1" height="1" alt="">
</body></html>
""")

# vi-03  marketplace order confirmation: "mã đơn hàng", amounts, postcode; no code
add(lang="vi", kind="newsletter_numbers", otp=None, link=None,
    frm=("Chợ Lớn Online", "donhang@cholononline.example"),
    to=("Phạm Quốc Bảo", "quocbao.pham@inbox.example"),
    subject="Xác nhận đơn hàng #250916ABCX7Q",
    date=(2025, 9, 16, 12, 8, 30, 7),
    tcte="base64", hcte="8bit",
    text="""Xin chào Phạm Quốc Bảo,

Cảm ơn bạn đã mua sắm tại Chợ Lớn Online. Đơn hàng của bạn đã được xác nhận.

Mã đơn hàng: 250916ABCX7Q
Ngày đặt: 16/09/2025 12:07

1. Nồi chiên không dầu 6.5L – SL: 1 – 1.190.000 ₫
2. Bộ 3 hộp thủy tinh 1040ml – SL: 1 – 159.000 ₫
Tạm tính: 1.349.000 ₫
Phí vận chuyển: 30.000 ₫
Voucher giảm giá: -120.000 ₫
Tổng thanh toán: 1.259.000 ₫ (đã gồm VAT)

Thanh toán: Thanh toán khi nhận hàng (COD)
Địa chỉ giao: 112/4 Lê Văn Sỹ, Phường 10, Quận Phú Nhuận, TP. Hồ Chí Minh 700000
SĐT người nhận: 090 *** 3381
Dự kiến giao: 18/09/2025 – 19/09/2025

Hotline: 1900 6868 (8:00–21:00)
Công ty CP Thương mại Điện tử Chợ Lớn – MST 0312345678
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;">
<div style="max-width:600px;margin:0 auto;">
<div style="background:#ee4d2d;color:#fff;padding:14px;font-size:18px;">Chợ Lớn Online</div>
<p>Xin chào Phạm Quốc Bảo, đơn hàng của bạn đã được xác nhận.</p>
<p>Mã đơn hàng: <b>250916ABCX7Q</b> · Ngày đặt: 16/09/2025 12:07</p>
<table width="100%" cellpadding="6" border="1" style="border-collapse:collapse;border-color:#eee;">
<tr style="background:#fafafa;"><th align="left">Sản phẩm</th><th>SL</th><th align="right">Thành tiền</th></tr>
<tr><td>Nồi chiên không dầu 6.5L</td><td align="center">1</td><td align="right">1.190.000 ₫</td></tr>
<tr><td>Bộ 3 hộp thủy tinh 1040ml</td><td align="center">1</td><td align="right">159.000 ₫</td></tr>
<tr><td colspan="2">Phí vận chuyển</td><td align="right">30.000 ₫</td></tr>
<tr><td colspan="2">Voucher giảm giá</td><td align="right">-120.000 ₫</td></tr>
<tr><td colspan="2"><b>Tổng thanh toán (COD)</b></td><td align="right"><b>1.259.000 ₫</b></td></tr>
</table>
<p>Địa chỉ giao: 112/4 Lê Văn Sỹ, Phường 10, Quận Phú Nhuận, TP. Hồ Chí Minh 700000<br>Dự kiến giao: 18/09/2025 – 19/09/2025</p>
<p><a href="https://cholononline.example/user/purchase/order/250916ABCX7Q">Xem đơn hàng</a></p>
<p style="font-size:11px;color:#999;">Hotline 1900 6868 · Công ty CP Thương mại Điện tử Chợ Lớn – MST 0312345678</p>
</div></body></html>
""")

# vi-04  railway e-ticket: booking code, train, berth; no code
add(lang="vi", kind="booking_ref", otp=None, link=None,
    frm=("Đường sắt Bắc Nam – Vé điện tử", "vedientu@duongsat-bacnam.example"),
    to=(None, "lethanhtung@inbox.example"),
    subject="Thông tin đặt chỗ – Mã đặt chỗ V8K2QP",
    date=(2025, 12, 20, 15, 33, 4, 7),
    tcte="8bit",
    text="""Kính gửi Quý khách LÊ THANH TÙNG,

Cảm ơn Quý khách đã đặt vé tàu. Thông tin đặt chỗ như sau:

Mã đặt chỗ: V8K2QP
Tàu SE3 – Hà Nội → Đà Nẵng
Khởi hành: 19:20 ngày 28/12/2025 – Ga Hà Nội
Đến nơi: 11:05 ngày 29/12/2025 – Ga Đà Nẵng
Toa 5 – Giường 12 (Khoang 4 giường, điều hòa, tầng 2)
Giá vé: 1.080.000 đ (bảo hiểm 1.000 đ)
Số vé: 0012554879

Quý khách vui lòng có mặt tại ga trước giờ tàu chạy ít nhất 30 phút,
mang theo giấy tờ tùy thân có ảnh trùng với thông tin trên vé.

Tổng đài hỗ trợ: 1900 0109
Trung tâm Vé điện tử – 118 Lê Duẩn, Hoàn Kiếm, Hà Nội
""")

# vi-05  developer tool: lower-case alnum code plus a one-click sign-in link
add(lang="vi", kind="lowercase_alnum", otp="r4x9mw2t",
    link="https://app.maycode.example/auth/verify?flow=email_login&token=mc.8hQz2LwR5vX9pKt3Nc7Bj4Dm6Fs1Ya0&code=r4x9mw2t",
    frm=("Mây Code", "auth@maycode.example"),
    to=(None, "dev.khoa@inbox.example"),
    subject="Mã đăng nhập Mây Code: r4x9mw2t",
    date=(2025, 5, 9, 16, 45, 21, 7),
    tcte="8bit", hcte="base64",
    text="""Xin chào,

Dùng mã sau để đăng nhập vào Mây Code:

    r4x9mw2t

Hoặc mở liên kết này trên cùng thiết bị:
https://app.maycode.example/auth/verify?flow=email_login&token=mc.8hQz2LwR5vX9pKt3Nc7Bj4Dm6Fs1Ya0&code=r4x9mw2t

Mã và liên kết hết hạn sau 10 phút.

Yêu cầu từ: Hà Nội, Việt Nam · Chrome trên Ubuntu · 16:45 (GMT+7)
Nếu không phải bạn, hãy bỏ qua email này.

Mây Code · https://maycode.example/docs
""",
    html="""<div style="font-family:ui-monospace,Menlo,monospace;max-width:480px;margin:0 auto;padding:24px;background:#0d1117;color:#c9d1d9;">
<p style="font-size:18px;color:#58a6ff;">☁ Mây Code</p>
<p>Dùng mã sau để đăng nhập:</p>
<p style="font-size:28px;background:#161b22;padding:12px;text-align:center;border:1px solid #30363d;">r4x9mw2t</p>
<p>Hoặc <a href="https://app.maycode.example/auth/verify?flow=email_login&amp;token=mc.8hQz2LwR5vX9pKt3Nc7Bj4Dm6Fs1Ya0&amp;code=r4x9mw2t" style="color:#58a6ff;">nhấn vào đây để đăng nhập</a> trên cùng thiết bị.</p>
<p style="font-size:12px;color:#8b949e;">Mã và liên kết hết hạn sau 10 phút. Yêu cầu từ: Hà Nội, Việt Nam · Chrome trên Ubuntu · 16:45 (GMT+7)</p>
<p style="font-size:12px;color:#8b949e;"><a href="https://maycode.example/docs" style="color:#8b949e;">Tài liệu</a> · <a href="https://maycode.example/status" style="color:#8b949e;">Trạng thái hệ thống</a></p>
</div>
""")

# vi-06  ride hailing / food: login code + "not you? reset password" link (null)
add(lang="vi", kind="reset_in_code_mail", otp="583024", link=None,
    frm=("Xanh Đi", "no-reply@xanhdi.example"),
    to=(None, "nguyenthao.vy@inbox.example"),
    subject="Xanh Đi – Mã xác minh đăng nhập",
    date=(2025, 6, 2, 7, 12, 38, 7),
    tcte="quoted-printable", hcte="8bit",
    text="""Chào Vy,

Mã xác minh đăng nhập Xanh Đi của bạn là: 583 024
Mã có hiệu lực trong 5 phút.

Thiết bị: Xiaomi 14T · Đà Nẵng · 07:12 ngày 02/06/2025

Không phải bạn? Hãy đặt lại mật khẩu ngay:
https://account.xanhdi.example/reset-password?src=otp_mail

Xanh Đi sẽ không bao giờ gọi điện để hỏi mã của bạn.
Công ty TNHH Xanh Đi Việt Nam – 2 Hải Triều, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh
""",
    html="""<html><body style="font-family:Arial,sans-serif;">
<div style="max-width:480px;margin:0 auto;padding:24px;border:1px solid #e6e6e6;border-radius:10px;">
<p style="color:#00a650;font-weight:bold;font-size:20px;">Xanh Đi</p>
<p>Chào Vy,</p>
<p>Mã xác minh đăng nhập của bạn là:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;">583 024</p>
<p style="font-size:13px;color:#666;">Mã có hiệu lực trong 5 phút. Thiết bị: Xiaomi 14T · Đà Nẵng · 07:12 ngày 02/06/2025</p>
<p style="font-size:13px;">Không phải bạn? <a href="https://account.xanhdi.example/reset-password?src=otp_mail">Đặt lại mật khẩu ngay</a></p>
<p style="font-size:11px;color:#999;">Xanh Đi sẽ không bao giờ gọi điện để hỏi mã của bạn.<br>Công ty TNHH Xanh Đi Việt Nam – 2 Hải Triều, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh</p>
</div></body></html>
""")

# vi-07  cafe chain e-gift card: card number, card PIN, promo code; no code
add(lang="vi", kind="decoy_codes", otp=None, link=None,
    frm=("Cà Phê Góc Phố", "qua-tang@caphegocpho.example"),
    to=("Đỗ Ngọc Lan", "ngoclan.do@inbox.example"),
    subject="Bạn nhận được một thẻ quà tặng 200.000 ₫ từ Minh Châu ☕",
    date=(2025, 2, 14, 8, 30, 0, 7),
    tcte="base64", hcte="quoted-printable",
    text="""Chào Ngọc Lan,

Minh Châu đã gửi tặng bạn một thẻ quà tặng Cà Phê Góc Phố trị giá 200.000 ₫
kèm lời nhắn: "Chúc mừng Valentine! Đi cà phê với mình nhé."

Số thẻ: 6012 3345 8890 1123
Mã PIN thẻ: 4471
Hạn sử dụng: 14/02/2026

Đưa số thẻ cho thu ngân hoặc thêm thẻ vào ứng dụng Góc Phố để sử dụng.
Thêm ưu đãi: nhập mã khuyến mãi GOCPHO20 để giảm 20% cho đơn đầu tiên trên ứng dụng.

Hotline: 1800 0099 · Cà Phê Góc Phố – 46 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh
""",
    html="""<html><body style="font-family:Georgia,Arial,sans-serif;background:#f7efe6;">
<div style="max-width:520px;margin:0 auto;background:#fff;padding:28px;">
<p style="font-size:22px;color:#6b3e26;">Cà Phê Góc Phố</p>
<p>Chào Ngọc Lan,</p>
<p>Minh Châu đã gửi tặng bạn một thẻ quà tặng trị giá <b>200.000 ₫</b> kèm lời nhắn:<br><i>"Chúc mừng Valentine! Đi cà phê với mình nhé."</i></p>
<div style="background:#6b3e26;color:#fff;border-radius:12px;padding:20px;">
<div style="font-size:12px;">Số thẻ</div><div style="font-size:20px;letter-spacing:2px;">6012 3345 8890 1123</div>
<div style="font-size:12px;margin-top:8px;">Mã PIN thẻ: 4471 · Hạn sử dụng: 14/02/2026</div>
</div>
<p>Đưa số thẻ cho thu ngân hoặc <a href="https://caphegocpho.example/app/them-the?c=60123345">thêm thẻ vào ứng dụng Góc Phố</a>.</p>
<p>Thêm ưu đãi: nhập mã khuyến mãi <b>GOCPHO20</b> để giảm 20% cho đơn đầu tiên trên ứng dụng.</p>
<p style="font-size:11px;color:#999;">Hotline 1800 0099 · 46 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh · <a href="https://caphegocpho.example/dieu-khoan-the-qua-tang">Điều khoản thẻ quà tặng</a></p>
</div></body></html>
""")

# vi-08  music streaming: code for this browser vs. TV activation code (compare only)
add(lang="vi", kind="several_codes", otp="551902", link=None,
    frm=("Nhạc Việt+", "taikhoan@nhacvietplus.example"),
    to=(None, "quang.huy.le@inbox.example"),
    subject="Xác nhận đăng nhập Nhạc Việt+ trên TV",
    date=(2025, 10, 25, 20, 5, 47, 7),
    tcte="8bit",
    text="""Chào Quang Huy,

Bạn đang kích hoạt Nhạc Việt+ trên Smart TV (LG webOS) qua trang nhacvietplus.example/tv.

Bước 1 – Đối chiếu: mã kích hoạt trên màn hình TV phải là HX-4Q7R.
  (Mã này chỉ để đối chiếu, KHÔNG cần nhập lại.)

Bước 2 – Nhập mã xác nhận sau vào trình duyệt bạn đang dùng:
  551 902

Mã xác nhận hết hạn sau 15 phút. Mã dự phòng cũ của bạn (nếu có) vẫn giữ nguyên, không dùng ở bước này.

Gói hiện tại: Nhạc Việt+ Gia Đình – 99.000 đ/tháng – gia hạn ngày 01/11/2025

Nếu không phải bạn đang kích hoạt, hãy bỏ qua email này.
Nhạc Việt+ · Hỗ trợ: 1900 5588
""")

# vi-09  telecom eSIM change: code among phone numbers, dates, fees
add(lang="vi", kind="phone_and_dates", otp="702381", link=None,
    frm=("Viễn thông Sao Mai", "cskh@saomai-telecom.example"),
    to=(None, "trinh.bao.ngoc@inbox.example"),
    subject="Xác thực yêu cầu chuyển đổi eSIM",
    date=(2025, 12, 3, 13, 50, 2, 7),
    hcte="quoted-printable",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;">
<p>Kính gửi Quý khách,</p>
<p>Sao Mai đã nhận được yêu cầu chuyển đổi SIM vật lý sang eSIM cho thuê bao <b>09x xxx 7218</b> lúc 13:49 ngày 03/12/2025.</p>
<p>Mã xác thực của Quý khách: <b style="font-size:20px;">702-381</b><br>
Hiệu lực đến 14:05 ngày 03/12/2025.</p>
<table cellpadding="4" style="background:#f4f4f4;font-size:13px;">
<tr><td>Mã yêu cầu</td><td>ESIM-20251203-00917</td></tr>
<tr><td>Phí chuyển đổi</td><td>25.000 đ (trừ vào tài khoản chính)</td></tr>
<tr><td>Số dư tài khoản chính</td><td>138.500 đ</td></tr>
<tr><td>Gói cước</td><td>SM120 – 4GB/ngày, hết hạn 31/12/2025</td></tr>
</table>
<p style="font-size:12px;color:#b71c1c;">Tuyệt đối không cung cấp mã này cho bất kỳ ai, kể cả người tự xưng là nhân viên Sao Mai.</p>
<p style="font-size:11px;color:#888;">Tổng đài CSKH 1800 1090 (miễn phí) · 024 3999 1090<br>Tổng Công ty Viễn thông Sao Mai – 57 Huỳnh Thúc Kháng, Đống Đa, Hà Nội</p>
</body></html>
""")

# vi-10  provincial public-service portal: new code, old one invalid
add(lang="vi", kind="new_and_old_code", otp="936147", link=None,
    frm=("Cổng Dịch vụ công tỉnh Lâm Hà", "khongtraloi@dichvucong.lamha.gov.example"),
    to=(None, "vuthimai.1985@inbox.example"),
    subject="[DVC Lâm Hà] Mã xác thực mới cho hồ sơ H35.22-251107-0042",
    date=(2025, 11, 7, 10, 26, 13, 7),
    tcte="quoted-printable",
    text="""Kính gửi Ông/Bà VŨ THỊ MAI,

Theo yêu cầu gửi lại mã, hệ thống đã cấp mã xác thực mới cho tài khoản của Ông/Bà.

Mã xác thực mới: 936147

Mã xác thực gửi trước đó (210558) đã bị hủy và không còn giá trị sử dụng.
Mã mới có hiệu lực trong 5 phút.

Hồ sơ: H35.22-251107-0042 – Cấp bản sao trích lục khai sinh
Ngày nộp: 07/11/2025

Đây là thư tự động, vui lòng không trả lời.
Trung tâm Phục vụ hành chính công tỉnh Lâm Hà – Số 8 Trần Phú, TP. Lâm Hà
Điện thoại: 0263 3000 555
""")

# vi-11  hotel loyalty password reset link, identical in HTML and text
add(lang="vi", kind="magic_link", otp=None,
    link="https://rewards.senvang-hotels.example/vi/dat-lai-mat-khau/3fA9qLx7Vt2WmR8k?exp=1767080400&sig=Zc4Nb1Hy6Jd9Fp",
    frm=("Sen Vàng Rewards", "rewards@senvang-hotels.example"),
    to=("Nguyễn Đức Long", "duclong.ng@inbox.example"),
    subject="Đặt lại mật khẩu tài khoản Sen Vàng Rewards",
    date=(2025, 12, 29, 22, 41, 0, 7),
    tcte="base64", hcte="base64",
    text="""Kính gửi Ông Nguyễn Đức Long (Hội viên Bạch Kim số SVR 7741 0286),

Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản Sen Vàng Rewards của Ông.
Vui lòng truy cập liên kết sau trong vòng 60 phút để tạo mật khẩu mới:

https://rewards.senvang-hotels.example/vi/dat-lai-mat-khau/3fA9qLx7Vt2WmR8k?exp=1767080400&sig=Zc4Nb1Hy6Jd9Fp

Nếu Ông không yêu cầu, vui lòng bỏ qua email này; mật khẩu hiện tại vẫn được giữ nguyên.

Điểm hiện có: 48.250 điểm · Hạng: Bạch Kim (đến 31/12/2026)

Sen Vàng Hotels & Resorts – 15 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội · +84 24 3888 0000
""",
    html="""<html><body style="font-family:'Times New Roman',serif;background:#f8f5ee;">
<div style="max-width:580px;margin:0 auto;background:#fff;border-top:4px solid #b8922e;padding:30px;">
<p style="font-size:20px;color:#b8922e;letter-spacing:2px;">SEN VÀNG REWARDS</p>
<p>Kính gửi Ông Nguyễn Đức Long (Hội viên Bạch Kim số SVR 7741 0286),</p>
<p>Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản Sen Vàng Rewards của Ông. Vui lòng nhấn nút dưới đây trong vòng 60 phút để tạo mật khẩu mới.</p>
<p style="text-align:center;"><a href="https://rewards.senvang-hotels.example/vi/dat-lai-mat-khau/3fA9qLx7Vt2WmR8k?exp=1767080400&amp;sig=Zc4Nb1Hy6Jd9Fp" style="background:#b8922e;color:#fff;padding:12px 30px;text-decoration:none;">Đặt lại mật khẩu</a></p>
<p style="font-size:13px;color:#666;">Nếu Ông không yêu cầu, vui lòng bỏ qua email này; mật khẩu hiện tại vẫn được giữ nguyên.</p>
<p style="font-size:13px;">Điểm hiện có: 48.250 điểm · Hạng: Bạch Kim (đến 31/12/2026) · <a href="https://rewards.senvang-hotels.example/vi/uu-dai">Xem ưu đãi dành cho hội viên</a></p>
<p style="font-size:11px;color:#999;">Sen Vàng Hotels &amp; Resorts – 15 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội · +84 24 3888 0000 · <a href="https://www.senvang-hotels.example/vi/bao-mat">Chính sách bảo mật</a></p>
</div></body></html>
""")

# vi-12  forum digest: user name with digits, post ids; no code
add(lang="vi", kind="username_digits", otp=None, link=None,
    frm=("Diễn đàn Xe & Đời", "thongbao@xevadoi.example"),
    to=("tuan_nguyen97", "tuan.nguyen97@inbox.example"),
    subject="Có 3 trả lời mới trong chủ đề bạn theo dõi",
    date=(2025, 7, 19, 18, 2, 55, 7),
    headers=[("List-Unsubscribe", "<https://xevadoi.example/account/email-prefs?unsub=watched&u=220915>")],
    tcte="8bit", hcte="8bit",
    text="""Chào tuan_nguyen97,

Chủ đề "Đánh giá VinFast VF 6 sau 20.000 km" (#184502) có 3 trả lời mới:

- honda_rider88 (bài #2771034, 17:41): "Mình đi 18.500 km rồi, pin còn 97%..."
- chi.mai.2001 (bài #2771051, 17:55): "Bảo dưỡng lần 2 hết 1.250.000 đ bác ạ"
- otoviet_admin (bài #2771060, 18:01): "Đã chuyển chủ đề vào box Xe điện."

Xem chủ đề: https://xevadoi.example/threads/184502/unread

Bạn nhận email này vì đang theo dõi chủ đề trên. Hủy theo dõi:
https://xevadoi.example/account/email-prefs?unsub=watched&u=220915
""",
    html="""<html><body style="font-family:Verdana,sans-serif;font-size:13px;">
<p>Chào <b>tuan_nguyen97</b>,</p>
<p>Chủ đề <a href="https://xevadoi.example/threads/184502/unread">"Đánh giá VinFast VF 6 sau 20.000 km"</a> (#184502) có 3 trả lời mới:</p>
<ul>
<li><b>honda_rider88</b> (bài #2771034, 17:41): "Mình đi 18.500 km rồi, pin còn 97%..."</li>
<li><b>chi.mai.2001</b> (bài #2771051, 17:55): "Bảo dưỡng lần 2 hết 1.250.000 đ bác ạ"</li>
<li><b>otoviet_admin</b> (bài #2771060, 18:01): "Đã chuyển chủ đề vào box Xe điện."</li>
</ul>
<p style="font-size:11px;color:#888;">Bạn nhận email này vì đang theo dõi chủ đề trên. <a href="https://xevadoi.example/account/email-prefs?unsub=watched&amp;u=220915">Hủy theo dõi</a></p>
</body></html>
""")

# vi-13  clinic appointment reminder: appointment code, times, hotline; no code
add(lang="vi", kind="appointment_reminder", otp=None, link=None,
    frm=("Phòng khám Đa khoa An Tâm", "lichhen@phongkhamantam.example"),
    to=(None, "hoa.bui.1972@inbox.example"),
    subject="Nhắc lịch khám: 08:30 thứ Năm, 13/03/2025",
    date=(2025, 3, 11, 17, 0, 0, 7),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Kính gửi Bà Bùi Thị Hoa,

Phòng khám Đa khoa An Tâm xin nhắc lịch hẹn của Bà:

Mã lịch hẹn: LH-250312-0447
Thời gian: 08:30 thứ Năm, ngày 13/03/2025
Chuyên khoa: Nội tiết – BS.CKII Trần Văn Khải
Phòng: 204, tầng 2
Mã bệnh nhân: BN0098123

Vui lòng có mặt trước 15 phút, nhịn ăn sáng để xét nghiệm đường huyết,
mang theo thẻ BHYT và kết quả xét nghiệm cũ (nếu có).

Đổi/hủy lịch: gọi 028 3820 1234 hoặc Zalo 0909 123 456 trước 17:00 ngày 12/03/2025.

Phòng khám Đa khoa An Tâm – 215 Hồng Bàng, Phường 11, Quận 5, TP. Hồ Chí Minh
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;">
<div style="max-width:560px;margin:0 auto;border:1px solid #cfe8e4;">
<div style="background:#00897b;color:#fff;padding:12px 18px;">Phòng khám Đa khoa An Tâm – Nhắc lịch khám</div>
<div style="padding:18px;">
<p>Kính gửi Bà Bùi Thị Hoa,</p>
<table cellpadding="5" style="font-size:13px;">
<tr><td>Mã lịch hẹn</td><td><b>LH-250312-0447</b></td></tr>
<tr><td>Thời gian</td><td>08:30 thứ Năm, ngày 13/03/2025</td></tr>
<tr><td>Chuyên khoa</td><td>Nội tiết – BS.CKII Trần Văn Khải</td></tr>
<tr><td>Phòng</td><td>204, tầng 2</td></tr>
<tr><td>Mã bệnh nhân</td><td>BN0098123</td></tr>
</table>
<p>Vui lòng có mặt trước 15 phút, nhịn ăn sáng để xét nghiệm đường huyết, mang theo thẻ BHYT và kết quả xét nghiệm cũ (nếu có).</p>
<p>Đổi/hủy lịch: gọi 028 3820 1234 hoặc Zalo 0909 123 456 trước 17:00 ngày 12/03/2025.</p>
<p><a href="https://phongkhamantam.example/ban-do">Chỉ đường đến phòng khám</a></p>
</div>
<div style="font-size:11px;color:#888;padding:10px 18px;background:#f3faf9;">215 Hồng Bàng, Phường 11, Quận 5, TP. Hồ Chí Minh</div>
</div></body></html>
""")
# ---------------------------------------------------------------------------
# building
# ---------------------------------------------------------------------------
ALLOWED_TLDS = (".example", ".test", ".invalid")


def build(m, idx):
    msg = EmailMessage(policy=policy.SMTP)
    fname, faddr = m["frm"]
    msg["From"] = Address(display_name=fname, addr_spec=faddr)
    tname, taddr = m["to"]
    msg["To"] = Address(display_name=tname or "", addr_spec=taddr)
    msg["Subject"] = m["subject"]
    y, mo, d, hh, mi, ss, tz = m["date"]
    when = datetime(y, mo, d, hh, mi, ss, tzinfo=timezone(timedelta(hours=tz)))
    msg["Date"] = format_datetime(when)
    dom = faddr.split("@", 1)[1]
    h = hashlib.sha1(f"{idx}{m['subject']}".encode()).hexdigest()[:16]
    msg["Message-ID"] = f"<{when:%Y%m%d%H%M%S}.{h}@{dom}>"
    for k, v in m.get("headers", []):
        msg[k] = v
    text, html = m.get("text"), m.get("html")
    tcte, hcte = m.get("tcte", "8bit"), m.get("hcte", "8bit")
    img = m.get("image")
    if text is not None and html is not None:
        msg.set_content(text, subtype="plain", charset="utf-8", cte=tcte)
        msg.add_alternative(html, subtype="html", charset="utf-8", cte=hcte)
        if img:
            hpart = msg.get_payload()[1]
            hpart.add_related(png(), maintype="image", subtype="png",
                              cid=f"<{img['cid']}>", filename=img["filename"],
                              disposition="inline")
    elif html is not None:
        msg.set_content(html, subtype="html", charset="utf-8", cte=hcte)
        if img:
            msg.add_related(png(), maintype="image", subtype="png",
                            cid=f"<{img['cid']}>", filename=img["filename"],
                            disposition="inline")
    else:
        msg.set_content(text, subtype="plain", charset="utf-8", cte=tcte)
    return msg.as_bytes(policy=policy.SMTP)


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------
class HTMLScan(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.data, self.srcs = [], [], [], []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("style", "script"):
            self._skip += 1
        for k, v in attrs:
            if v is None:
                continue
            if k == "href":
                self.hrefs.append(v)
            elif k == "alt":
                self.alts.append(v)
            elif k == "src":
                self.srcs.append(v)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag in ("style", "script"):
            self._skip -= 1

    def handle_endtag(self, tag):
        if tag in ("style", "script") and self._skip:
            self._skip -= 1

    def handle_data(self, d):
        if not self._skip:
            self.data.append(d)


def squash(s):
    """Remove presentation separators (spaces, NBSP, hyphens) for code look-up."""
    return re.sub(r"[\s\u00a0\u2009\u202f\-\u2010\u2011\u2013]", "", s)


def validate(path, lab, m):
    errs = []
    raw = open(path, "rb").read()
    msg = email.message_from_bytes(raw, policy=policy.default)
    defects = list(msg.defects)
    for part in msg.walk():
        defects += list(part.defects)
        for _k, v in part.items():
            defects += list(getattr(v, "defects", ()))
    if defects:
        errs.append(f"defects: {defects}")
    for hdr in ("From", "To", "Subject", "Date", "Message-ID", "MIME-Version"):
        if msg[hdr] is None:
            errs.append(f"missing header {hdr}")
    subject = str(msg["Subject"])
    if subject != m["subject"]:
        errs.append("subject did not round-trip")
    texts, htmls = [], []
    for part in msg.walk():
        if part.get_content_maintype() == "text":
            c = part.get_content()
            (htmls if part.get_content_subtype() == "html" else texts).append(c)
    scan = HTMLScan()
    for h in htmls:
        scan.feed(h)
    scan.close()
    vis = "".join(scan.data)
    body_hay = texts + [vis]
    all_hay = [subject] + body_hay + scan.alts

    otp = lab["otp"]
    if otp is not None:
        found = any(otp in h for h in all_hay) or any(otp in squash(h) for h in all_hay)
        if not found:
            errs.append(f"otp {otp!r} not found")
        if lab["kind"] == "subject_only":
            if otp not in subject:
                errs.append("subject_only: code not in subject")
            if any(otp in squash(h) for h in body_hay + scan.alts):
                errs.append("subject_only: code also in body")
        if lab["kind"] == "alt_text_only":
            if not any(otp in squash(a) for a in scan.alts):
                errs.append("alt_text_only: code not in alt")
            if any(otp in squash(h) for h in [subject] + body_hay):
                errs.append("alt_text_only: code visible outside alt")
            if not any(p.get_content_type() == "image/png" for p in msg.walk()):
                errs.append("alt_text_only: no inline image")
    link = lab["link"]
    if link is not None:
        if htmls:
            if link not in scan.hrefs:
                errs.append(f"link not an href: {link}")
        elif not any(link in t for t in texts):
            errs.append(f"link not in text: {link}")
    for alt in lab.get("link_alt", []):
        if alt not in scan.hrefs and not any(alt in h for h in body_hay):
            errs.append(f"link_alt not found: {alt}")
        if alt == link:
            errs.append("link_alt equals link")
    # every URL and address must use a reserved TLD
    hdrs = " ".join(str(v) for part in msg.walk() for _k, v in part.items())
    for h in [hdrs] + texts + htmls + scan.hrefs + scan.srcs:
        for host in re.findall(r"https?://([^/\s\"'<>?#]+)", h):
            if not host.lower().endswith(ALLOWED_TLDS):
                errs.append(f"non-reserved host {host}")
    for hdr in ("From", "To"):
        for a in msg[hdr].addresses:
            if not a.domain.lower().endswith(ALLOWED_TLDS):
                errs.append(f"non-reserved address {a}")
    return errs


def main():
    for f in os.listdir(OUT):
        if f.startswith(PREFIX + "-") and f.endswith(".eml"):
            os.remove(os.path.join(OUT, f))
    labels, per_kind = [], Counter()
    for i, m in enumerate(M, 1):
        fn = f"{PREFIX}-{i:04d}.eml"
        with open(os.path.join(OUT, fn), "wb") as fh:
            fh.write(build(m, i))
        per_kind[m["kind"]] += 1
        lab = {"file": fn, "otp": m["otp"], "link": m["link"], "kind": m["kind"],
               "lang": m["lang"], "family": f"{PREFIX}-{m['kind']}-{per_kind[m['kind']]:02d}"}
        if m.get("link_alt"):
            lab["link_alt"] = list(m["link_alt"])
        labels.append(lab)
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for lab in labels:
            fh.write(json.dumps(lab, ensure_ascii=False) + "\n")

    bad = 0
    for lab, m in zip(labels, M):
        errs = validate(os.path.join(OUT, lab["file"]), lab, m)
        for e in errs:
            print(f"{lab['file']}: {e}")
        bad += bool(errs)
    fams = Counter(l["family"] for l in labels)
    if any(c > 1 for c in fams.values()):
        print("duplicate family"); bad += 1
    subjects = Counter(m["subject"] for m in M)
    if any(c > 1 for c in subjects.values()):
        print("duplicate subject"); bad += 1
    senders = Counter(m["frm"][1].split("@")[1] for m in M)
    dup = [s for s, c in senders.items() if c > 1]
    if dup:
        print("sender domain reused:", dup); bad += 1

    n = len(labels)
    code = sum(l["otp"] is not None for l in labels)
    link = sum(l["link"] is not None for l in labels)
    both = sum(l["otp"] is not None and l["link"] is not None for l in labels)
    neither = sum(l["otp"] is None and l["link"] is None for l in labels)
    print(f"{n} messages: code {code} ({code/n:.0%}), link {link} ({link/n:.0%}), "
          f"both {both}, neither {neither} ({neither/n:.0%})")
    print("by lang:", dict(sorted(Counter(l["lang"] for l in labels).items())))
    print("by kind:", dict(sorted(Counter(l["kind"] for l in labels).items())))
    if bad:
        print(f"VALIDATION FAILED for {bad} item(s)")
        sys.exit(1)
    print("validation OK")


if __name__ == "__main__":
    main()
