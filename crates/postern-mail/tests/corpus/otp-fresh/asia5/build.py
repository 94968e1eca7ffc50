#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Hand-written labelled test mail (ja / zh / ko / th / vi) for a one-time-code
and magic-link extractor.

Every message below was written by hand as Python data.  Running this script
writes one RFC 5322 message per js-NNNN.eml plus labels.jsonl, and validates
each message (parses without defects, labelled code present as shown,
labelled link present as an href).  Python 3 standard library only.
"""
import base64
import hashlib
import json
import os
import re
import struct
import sys
import zlib
from collections import Counter
from datetime import datetime, timedelta, timezone
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import format_datetime
from html.parser import HTMLParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "js"
MESSAGES = []


def msg(**kw):
    """Register one hand-written message."""
    MESSAGES.append(kw)


# ---------------------------------------------------------------------------
# Tiny PNG writer with a 5x7 digit font, for image-only codes.
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


def png_text(s, scale=6, pad=12, fg=(24, 38, 84), bg=(238, 243, 251)):
    cols = []
    for ch in s:
        glyph = FONT[ch]
        for x in range(5):
            cols.append([glyph[y][x] == "1" for y in range(7)])
        cols.append([False] * 7)
    w = len(cols) * scale + 2 * pad
    h = 7 * scale + 2 * pad
    raw = bytearray()
    for y in range(h):
        raw.append(0)
        for x in range(w):
            gx, gy = (x - pad) // scale, (y - pad) // scale
            on = 0 <= gx < len(cols) and 0 <= gy < 7 and x >= pad and y >= pad and cols[gx][gy]
            raw.extend(fg if on else bg)

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
            + chunk(b"IEND", b""))


# ===========================================================================
# Messages.  Keys:
#   lang, kind, otp, otp_shown (form as printed, if different), link, link_alt,
#   subject, frm, to, date=(y,m,d,H,M,S,tzhours), text, html,
#   text_cs/html_cs (charset), text_cte/html_cte, headers=[(k,v)],
#   image=dict(cid, digits, filename), attach=dict(data, maintype, subtype, filename)
# ===========================================================================

# ---------------------------------------------------------------- Japanese --

# ja-01 bank one-time password, text only, ISO-2022-JP 7bit
msg(lang="ja", kind="plain_code", otp="518204", link=None,
    subject="【あおば信託銀行】ワンタイムパスワードのお知らせ",
    frm="あおば信託銀行 <otp-notice@ib.aobashintaku.example>",
    to="k.yamashita@kamome-mail.example",
    date=(2025, 6, 12, 14, 27, 11, 9),
    text_cs="iso-2022-jp", text_cte="7bit",
    headers=[("X-Mailer", "AOBA-IB Notifier 4.2"), ("Auto-Submitted", "auto-generated")],
    text="""ヤマシタ ケンイチ 様

いつも「あおば信託銀行 インターネットバンキング」をご利用いただき、
誠にありがとうございます。

お振込みのお手続きに必要なワンタイムパスワードを発行しました。
お手続き中の画面に入力してください。

　ワンタイムパスワード：518204
　有効期限　　　　　　：2025年6月12日 14:37（発行から10分間）

■お手続き内容
　お振込先　　：ミドリシヨウジ（カ　普通　＊＊＊＊567
　お振込金額　：128,600円
　振込手数料　：220円
　受付日時　　：2025年6月12日 14:27

※ワンタイムパスワードは1回のみ有効です。
※当行の行員や警察官などがワンタイムパスワードをお尋ねすることは一切ございません。
※お心当たりのない場合は、お手続きを行わず、下記ヘルプデスクまでご連絡ください。

────────────────────────
あおば信託銀行 インターネットバンキング ヘルプデスク
フリーダイヤル 0120-318-662
（平日 9:00〜20:00／土日祝 9:00〜17:00）

本メールは送信専用です。ご返信いただいてもお答えいたしかねます。

株式会社あおば信託銀行
〒100-0005 東京都千代田区丸の内2-4-1
登録金融機関 関東財務局長（登金）第712号
────────────────────────
""")

# ja-02 game: user name with digits, code shown with a space + device approval link
msg(lang="ja", kind="username_digits", otp="739204", otp_shown="739 204",
    link="https://account.lumina-games.example/device/approve?rid=7f3a91c2-5e4b-4d0a-b8e6-2c91f04d7a33&sig=Q2xN8vTzR4kYp1WmB6sJ",
    subject="【星霜クロニクル】新しい端末からのログイン確認",
    frm="星霜クロニクル運営事務局 <noreply@account.lumina-games.example>",
    to="yuki.kanata92@freemail.example",
    date=(2025, 7, 19, 23, 48, 52, 9),
    text_cte="quoted-printable", html_cte="base64",
    text="""yuki_kanata92 さん

いつも『星霜クロニクル』をプレイいただきありがとうございます。
お客様のルミナIDに、新しい端末からログインの要求がありました。

　ルミナID：yuki_kanata92
　プレイヤーID：4810 2297 13
　端末：iPhone 15（iOS 18.5）
　日時：2025/07/19 23:48（日本時間）
　場所：日本・福岡県（推定）

ご本人の操作であれば、ゲーム画面に次の認証コードを入力してください。

　認証コード：739 204

または、以下のURLを開くと、この端末でのログインを承認できます（30分間有効）。
https://account.lumina-games.example/device/approve?rid=7f3a91c2-5e4b-4d0a-b8e6-2c91f04d7a33&sig=Q2xN8vTzR4kYp1WmB6sJ

お心当たりのない場合は、認証コードを誰にも伝えず、このメールを破棄してください。
承認しない限りログインは完了しません。

※運営チームがメールやDMで認証コードをお尋ねすることはありません。

────────
ルミナゲームズ サポートセンター
https://support.lumina-games.example/
お問い合わせの際は受付番号（例：LG-2025-0719-0042）をご用意ください。

株式会社ルミナゲームズ
〒150-0043 東京都渋谷区道玄坂1-12-7 ルミナビル8F
(C) LUMINA GAMES Inc.
""",
    html="""<!DOCTYPE html>
<html lang="ja">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>新しい端末からのログイン確認</title></head>
<body style="margin:0;padding:0;background:#0e1224;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0e1224;">
<tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#171c36;border-radius:8px;color:#e8e9f3;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;">
<tr><td style="padding:28px 32px 8px;"><img src="https://cdn.lumina-games.example/mail/seiso-logo.png" width="180" height="40" alt="星霜クロニクル"></td></tr>
<tr><td style="padding:8px 32px;font-size:15px;line-height:1.8;">
<p><b>yuki_kanata92</b> さん</p>
<p>お客様のルミナIDに、新しい端末からログインの要求がありました。</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:13px;color:#b9bdd6;">
<tr><td>ルミナID</td><td>yuki_kanata92</td></tr>
<tr><td>プレイヤーID</td><td>4810 2297 13</td></tr>
<tr><td>端末</td><td>iPhone 15（iOS 18.5）</td></tr>
<tr><td>日時</td><td>2025/07/19 23:48（日本時間）</td></tr>
<tr><td>場所</td><td>日本・福岡県（推定）</td></tr>
</table>
<p>ご本人の操作であれば、ゲーム画面に次の認証コードを入力してください。</p>
<div style="margin:20px 0;padding:18px;background:#232a52;border-radius:6px;text-align:center;font-size:32px;letter-spacing:6px;font-weight:bold;color:#ffd866;">739 204</div>
<p>または、下のボタンからこの端末でのログインを承認できます（30分間有効）。</p>
<p style="text-align:center;margin:24px 0;"><a href="https://account.lumina-games.example/device/approve?rid=7f3a91c2-5e4b-4d0a-b8e6-2c91f04d7a33&amp;sig=Q2xN8vTzR4kYp1WmB6sJ" style="display:inline-block;background:#ffd866;color:#171c36;text-decoration:none;padding:14px 36px;border-radius:24px;font-weight:bold;">この端末のログインを承認する</a></p>
<p style="font-size:13px;color:#b9bdd6;">お心当たりのない場合は、認証コードを誰にも伝えず、このメールを破棄してください。承認しない限りログインは完了しません。<br>※運営チームがメールやDMで認証コードをお尋ねすることはありません。</p>
</td></tr>
<tr><td style="padding:20px 32px 28px;font-size:11px;color:#7d82a3;border-top:1px solid #2a3060;">
<a href="https://support.lumina-games.example/" style="color:#9fa6d8;">サポートセンター</a> ｜
<a href="https://www.lumina-games.example/privacy" style="color:#9fa6d8;">プライバシーポリシー</a> ｜
<a href="https://x.example/seiso_chronicle" style="color:#9fa6d8;">公式X</a><br>
お問い合わせの際は受付番号（例：LG-2025-0719-0042）をご用意ください。<br>
株式会社ルミナゲームズ　〒150-0043 東京都渋谷区道玄坂1-12-7 ルミナビル8F<br>
(C) LUMINA GAMES Inc.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
""")

# ja-03 airline booking confirmation, booking reference only
msg(lang="ja", kind="booking_ref", otp=None, link=None,
    subject="【スカイブリッジ航空】ご予約・ご購入完了のお知らせ（予約番号：K7QM2P）",
    frm="スカイブリッジ航空 <e-ticket@booking.skybridge-air.example>",
    to="hiroko.nakamura@oceanmail.example",
    date=(2025, 5, 30, 21, 5, 37, 9),
    text_cte="8bit", html_cte="quoted-printable",
    headers=[("Reply-To", "no-reply@booking.skybridge-air.example")],
    text="""中村 裕子 様

このたびはスカイブリッジ航空をご利用いただき、誠にありがとうございます。
以下の内容でご予約・お支払いが完了しました。

■予約番号：K7QM2P
■航空券番号：648-2418806652

【往路】2025年7月24日（木）
　SB215　東京（羽田）07:45 発 → 沖縄（那覇）10:30 着
　座席：23A　運賃種別：スーパーバリュー28

【復路】2025年7月27日（日）
　SB218　沖縄（那覇）18:10 発 → 東京（羽田）20:35 着
　座席：19K　運賃種別：スーパーバリュー28

■お支払い
　運賃　　　　　27,900円 ×2区間
　旅客施設使用料　　290円 ＋ 370円
　合計　　　　　56,460円（VISA 下4桁 2207 ／ 2025/05/30 21:04 決済）

■スカイマイル会員番号：0028451937（積算予定 1,968マイル）

・オンラインチェックインは出発の24時間前から、予約番号と搭乗者名で行えます。
・保安検査場通過は出発時刻の20分前まで、搭乗口へは15分前までにお越しください。
・受託手荷物は20kgまで無料です。

ご予約の確認・座席変更
https://www.skybridge-air.example/booking/manage

スカイブリッジ航空 予約センター
0570-025-215（ナビダイヤル／7:00〜21:00）
スカイブリッジ航空株式会社　〒144-0041 東京都大田区羽田空港3-5-10
""",
    html="""<html lang="ja"><head><meta charset="utf-8"><title>ご予約・ご購入完了のお知らせ</title></head>
<body style="background:#eef3f8;margin:0;font-family:Meiryo,'Hiragino Sans',sans-serif;color:#1d2b3a;">
<table width="640" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#004a8f;padding:18px 28px;"><img src="https://www.skybridge-air.example/img/mail/logo_w.png" alt="SKYBRIDGE AIR" width="170"></td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:1.7;">
<p>中村 裕子 様</p>
<p>このたびはスカイブリッジ航空をご利用いただき、誠にありがとうございます。<br>以下の内容でご予約・お支払いが完了しました。</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:2px solid #004a8f;margin:12px 0;">
<tr><td style="background:#e5eef7;width:40%;">予約番号</td><td style="font-size:22px;font-weight:bold;letter-spacing:2px;">K7QM2P</td></tr>
<tr><td style="background:#e5eef7;">航空券番号</td><td>648-2418806652</td></tr>
</table>
<h3 style="color:#004a8f;border-bottom:1px solid #c9d6e3;">ご搭乗便</h3>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background:#f3f6fa;"><th align="left">区間</th><th align="left">便名</th><th align="left">日時</th><th align="left">座席</th></tr>
<tr><td>往路 羽田 → 那覇</td><td>SB215</td><td>7月24日（木）07:45 → 10:30</td><td>23A</td></tr>
<tr><td>復路 那覇 → 羽田</td><td>SB218</td><td>7月27日（日）18:10 → 20:35</td><td>19K</td></tr>
</table>
<h3 style="color:#004a8f;border-bottom:1px solid #c9d6e3;">お支払い</h3>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:13px;">
<tr><td>運賃（スーパーバリュー28）</td><td align="right">27,900円 ×2区間</td></tr>
<tr><td>旅客施設使用料</td><td align="right">290円 ＋ 370円</td></tr>
<tr><td><b>合計</b></td><td align="right"><b>56,460円</b></td></tr>
<tr><td colspan="2" style="color:#5a6b7c;">VISA 下4桁 2207 ／ 2025/05/30 21:04 決済</td></tr>
</table>
<p style="font-size:13px;">スカイマイル会員番号：0028451937（積算予定 1,968マイル）</p>
<p style="text-align:center;margin:26px 0;"><a href="https://www.skybridge-air.example/booking/manage" style="background:#f08c00;color:#fff;text-decoration:none;padding:12px 30px;border-radius:4px;font-weight:bold;">予約の確認・座席変更</a></p>
<ul style="font-size:12px;color:#4b5b6b;">
<li>オンラインチェックインは出発の24時間前から、予約番号と搭乗者名で行えます。</li>
<li>保安検査場通過は出発時刻の20分前まで、搭乗口へは15分前までにお越しください。</li>
<li>受託手荷物は20kgまで無料です。</li>
</ul>
</td></tr>
<tr><td style="background:#f3f6fa;padding:16px 28px;font-size:11px;color:#6b7b8b;">
スカイブリッジ航空 予約センター 0570-025-215（ナビダイヤル／7:00〜21:00）<br>
スカイブリッジ航空株式会社　〒144-0041 東京都大田区羽田空港3-5-10<br>
<a href="https://www.skybridge-air.example/privacy" style="color:#6b7b8b;">個人情報の取り扱い</a> ｜ <a href="https://www.skybridge-air.example/conditions" style="color:#6b7b8b;">運送約款</a>
</td></tr>
</table>
</body></html>
""")

# ja-04 SaaS: re-sent confirmation code, old code named as invalid
msg(lang="ja", kind="new_and_old_code", otp="260418", link=None,
    subject="確認コードを再送しました - ハコニワクラウド",
    frm="ハコニワクラウド <no-reply@hakoniwa-cloud.example>",
    to="matsui@matsui-design.example",
    date=(2025, 8, 4, 10, 12, 3, 9),
    text_cte="base64",
    text="""松井 様

ハコニワクラウドをご利用いただきありがとうございます。
確認コードの再送信リクエストを受け付けました。

新しい確認コード：260418

このコードは 2025年8月4日 10:22 まで有効です。
先ほどお送りした確認コード（593017）は、再送信の時点で無効になりました。
古いコードを入力するとエラーになりますのでご注意ください。

ワークスペース：matsui-design-office（メンバー 12名）
ご契約プラン：チーム（年払い）

何度か再送信を行った場合は、必ず最新のメールに記載のコードをお使いください。
本メールにお心当たりがない場合は、support@hakoniwa-cloud.example までお知らせください。

--
ハコニワクラウド カスタマーサクセス
株式会社ハコニワ
〒530-0001 大阪府大阪市北区梅田3-3-20 梅田センタービル17階
TEL 06-6345-7701（平日10:00〜18:00）
""")

# ja-05 flea-market app: four digits, never called a "code"
msg(lang="ja", kind="no_code_word", otp="4807", link=None,
    subject="【ポチマ】振込申請の確認をお願いします",
    frm="ポチマ事務局 <info@mail.pochima.example>",
    to="sakura.bookshelf@webmail.example",
    date=(2025, 5, 27, 8, 16, 44, 9),
    html_cte="base64",
    html="""<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>ポチマ</title></head>
<body style="margin:0;background:#f5f5f5;font-family:'Hiragino Sans',Meiryo,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;margin:24px 0;">
<tr><td style="background:#ff5a36;padding:16px 24px;"><img src="https://static.pochima.example/mail/logo-white.png" alt="ポチマ" width="96" height="28"></td></tr>
<tr><td style="padding:28px 24px;font-size:15px;line-height:1.8;color:#333333;">
<p>こんにちは。ポチマです。</p>
<p>売上金の振込申請を続けるには、アプリに表示されている入力欄に、下の4桁の数字を入力してください。</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:10px;text-align:center;margin:24px 0;color:#222222;">4807</p>
<p style="font-size:13px;color:#666666;">有効時間は15分です。この数字は今回の振込申請でのみ使用できます。</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #eeeeee;border-bottom:1px solid #eeeeee;margin:16px 0;">
<tr><td style="color:#888888;">振込申請額</td><td align="right">¥18,450</td></tr>
<tr><td style="color:#888888;">振込手数料</td><td align="right">¥200</td></tr>
<tr><td style="color:#888888;">振込先</td><td align="right">みなと銀行 三宮支店 普通 ****321</td></tr>
<tr><td style="color:#888888;">申請日時</td><td align="right">2025/05/27 08:16</td></tr>
<tr><td style="color:#888888;">振込予定日</td><td align="right">2025/05/29（木）</td></tr>
</table>
<p style="font-size:13px;">ご自身で申請していない場合は入力せずに、<a href="https://help.pochima.example/contact?category=security" style="color:#ff5a36;">お問い合わせフォーム</a>からご連絡ください。</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#fafafa;font-size:11px;color:#999999;line-height:1.6;">
このメールは送信専用アドレスからお送りしています。<br>
<a href="https://www.pochima.example/settings/notification" style="color:#999999;">メール配信設定</a> ／ <a href="https://www.pochima.example/terms" style="color:#999999;">利用規約</a> ／ <a href="https://www.pochima.example/privacy" style="color:#999999;">プライバシーポリシー</a><br>
株式会社ポチマ　〒650-0021 兵庫県神戸市中央区三宮町1-9-1 三宮センタープラザ東館6F<br>
古物商許可 兵庫県公安委員会 第631110900412号
</td></tr>
</table>
</td></tr></table>
</body></html>
""")

# ja-06 hotel booking site: magic sign-in link among many decoys
msg(lang="ja", kind="magic_link", otp=None,
    link="https://www.yadomachi.example/auth/magic-login?token=mlk_8Jt3qZxV0aR9wLbN2cYe5HuP7sKdF4gT1mQo6iWv&redirect=%2Fmypage%2Freservations",
    subject="【やどまち】ログイン用リンクをお送りします",
    frm="やどまち <account@mail.yadomachi.example>",
    to="tomoya.ishida@kirinmail.example",
    date=(2025, 8, 2, 19, 31, 9, 9),
    text_cte="quoted-printable", html_cte="quoted-printable",
    headers=[("List-Unsubscribe", "<https://www.yadomachi.example/mail/unsubscribe?u=Ue7Kq2Lm9ZxT4&l=acct>"),
             ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")],
    text="""石田 智也 様

やどまちへのログインリクエストを受け付けました。
下のリンクを開くと、パスワードを入力せずにログインできます。

https://www.yadomachi.example/auth/magic-login?token=mlk_8Jt3qZxV0aR9wLbN2cYe5HuP7sKdF4gT1mQo6iWv&redirect=%2Fmypage%2Freservations

・リンクの有効期限は発行から20分間（2025/08/02 19:51まで）です。
・リンクは1回だけ使えます。期限が切れた場合はログインページからもう一度お手続きください。
　https://www.yadomachi.example/login

ご予約中の宿：湯けむりの宿 しおさい亭（静岡県・熱海）
チェックイン：2025年8月23日（土）15:00〜　大人2名・1泊

お心当たりのない場合は、このメールを破棄してください。

やどまち カスタマーセンター　050-3786-1120（10:00〜19:00）
株式会社やどまち　〒104-0061 東京都中央区銀座6-13-16
""",
    html="""<html><head><meta charset="utf-8"><title>ログイン用リンク</title></head>
<body style="margin:0;background:#f7f3ec;">
<div style="display:none;max-height:0;overflow:hidden;">ボタンを押すだけでログインできます（20分間有効）</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:8px;font-size:11px;color:#8a7f70;">
メールが正しく表示されない場合は<a href="https://mail.yadomachi.example/view/20250802/a91c77e0d3" style="color:#8a7f70;">ブラウザで表示</a>
</td></tr></table>
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Yu Gothic',Meiryo,sans-serif;color:#3b3127;">
<tr><td style="padding:22px 30px;border-bottom:3px solid #b5452b;"><a href="https://www.yadomachi.example/?utm_source=mail&amp;utm_medium=acct&amp;utm_campaign=logo"><img src="https://img.yadomachi.example/mail/logo.png" alt="やどまち" width="140" height="36" border="0"></a></td></tr>
<tr><td style="padding:28px 30px;font-size:15px;line-height:1.85;">
<p>石田 智也 様</p>
<p>やどまちへのログインリクエストを受け付けました。<br>下のボタンを押すと、パスワードを入力せずにログインできます。</p>
<p style="text-align:center;margin:30px 0;">
<a href="https://www.yadomachi.example/auth/magic-login?token=mlk_8Jt3qZxV0aR9wLbN2cYe5HuP7sKdF4gT1mQo6iWv&amp;redirect=%2Fmypage%2Freservations" style="display:inline-block;background:#b5452b;color:#ffffff;padding:15px 48px;border-radius:4px;text-decoration:none;font-weight:bold;">やどまちにログインする</a>
</p>
<p style="font-size:13px;color:#6d6258;">・リンクの有効期限は発行から20分間（2025/08/02 19:51まで）です。<br>
・リンクは1回だけ使えます。期限が切れた場合は<a href="https://www.yadomachi.example/login" style="color:#b5452b;">ログインページ</a>からもう一度お手続きください。</p>
<table width="100%" cellpadding="10" cellspacing="0" style="background:#faf6f0;font-size:13px;margin-top:18px;">
<tr><td><b>ご予約中の宿</b><br>湯けむりの宿 しおさい亭（静岡県・熱海）<br>チェックイン：2025年8月23日（土）15:00〜　大人2名・1泊<br>
<a href="https://www.yadomachi.example/mypage/reservations/YM2508-3317420" style="color:#b5452b;">予約内容を見る</a></td></tr>
</table>
<p style="font-size:13px;color:#6d6258;">お心当たりのない場合は、このメールを破棄してください。</p>
</td></tr>
<tr><td align="center" style="padding:14px;">
<a href="https://www.instagram.example/yadomachi_official"><img src="https://img.yadomachi.example/mail/sns_ig.png" alt="Instagram" width="28"></a>
<a href="https://x.example/yadomachi"><img src="https://img.yadomachi.example/mail/sns_x.png" alt="X" width="28"></a>
<a href="https://line.example/R/ti/p/@yadomachi"><img src="https://img.yadomachi.example/mail/sns_line.png" alt="LINE" width="28"></a>
</td></tr>
<tr><td style="padding:16px 30px;background:#efe8dd;font-size:11px;color:#7a6f62;line-height:1.7;">
やどまち カスタマーセンター　050-3786-1120（10:00〜19:00）<br>
<a href="https://help.yadomachi.example/" style="color:#7a6f62;">ヘルプ</a> ｜ <a href="https://www.yadomachi.example/privacy" style="color:#7a6f62;">プライバシーポリシー</a> ｜ <a href="https://www.yadomachi.example/mail/unsubscribe?u=Ue7Kq2Lm9ZxT4&amp;l=acct" style="color:#7a6f62;">配信停止</a><br>
株式会社やどまち　〒104-0061 東京都中央区銀座6-13-16　観光庁長官登録旅行業第2094号
</td></tr>
</table>
<img src="https://open.yadomachi.example/o/a91c77e0d3.gif?r=Ue7Kq2Lm9ZxT4" width="1" height="1" alt="">
</body></html>
""")

# ja-07 fashion EC newsletter: coupon, gift card, example code in advice, no real code
msg(lang="ja", kind="decoy_codes", otp=None, link=None,
    subject="【メルシーモール】夏のサンクスセール開催中！クーポンコードで全品15%OFF",
    frm="メルシーモール <news@merci-mall.example>",
    to="ayaka.f@hanamail.example",
    date=(2025, 7, 12, 12, 0, 0, 9),
    text_cte="quoted-printable", html_cte="base64",
    headers=[("List-Unsubscribe", "<mailto:unsubscribe@merci-mall.example?subject=stop-7741203>, <https://merci-mall.example/mail/stop?m=7741203&k=c1f09ab2>"),
             ("Precedence", "bulk")],
    text="""藤井 彩花 様

いつもメルシーモールをご利用いただきありがとうございます。
本日12:00より「夏のサンクスセール」がスタートしました！

▼ご購入時にクーポンコードを入力すると全品15%OFF
　クーポンコード：SUMMER15
　利用期間：2025年7月12日（土）12:00 〜 7月21日（月・祝）23:59
　※おひとり様1回限り、税込3,000円以上のご注文が対象です。

▼前回のご注文（注文番号：MM-20250628-004518）のポイント 412pt を付与しました。
　ポイント有効期限：2026年6月30日

▼ギフトカードのご案内
　ギフトカードは5,000円／10,000円の2種類。
　カード裏面の16桁の番号（例：6301 2845 7719 0036）と、スクラッチ部分の暗証番号を
　マイページの「ギフトカード登録」から入力してください。

━━━━━━━━━━━━━━━━━━━━
【ご注意】メルシーモールを装った偽メールにご注意ください
当社がメールやSMSで「認証コード（例：123456）」や
カード番号・セキュリティコードをお尋ねすることはありません。
━━━━━━━━━━━━━━━━━━━━

セール会場はこちら
https://merci-mall.example/sale/summer2025?utm_source=mail&utm_campaign=0712

メールの配信停止
https://merci-mall.example/mail/stop?m=7741203&k=c1f09ab2

株式会社メルシーモール　〒812-0011 福岡県福岡市博多区博多駅前2-1-1
お客様窓口 0120-556-912（10:00〜18:00 土日祝除く）
""",
    html="""<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>夏のサンクスセール</title></head>
<body style="margin:0;background:#fff6f0;">
<center>
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Meiryo,sans-serif;color:#333;">
<tr><td align="center" style="padding:10px;font-size:11px;color:#999;"><a href="https://merci-mall.example/mail/web/7741203?k=c1f09ab2" style="color:#999;">Webブラウザで見る</a></td></tr>
<tr><td><a href="https://merci-mall.example/sale/summer2025?utm_source=mail&amp;utm_campaign=0712"><img src="https://img.merci-mall.example/news/2025/0712/hero.jpg" width="600" alt="夏のサンクスセール 全品15%OFF 7/21まで" style="display:block;"></a></td></tr>
<tr><td style="padding:24px 30px;font-size:14px;line-height:1.8;">
<p>藤井 彩花 様</p>
<p>いつもメルシーモールをご利用いただきありがとうございます。<br>本日12:00より「夏のサンクスセール」がスタートしました！</p>
<div style="border:2px dashed #e8505b;padding:16px;text-align:center;margin:18px 0;">
<div style="font-size:12px;color:#e8505b;">ご購入時に入力で全品15%OFF</div>
<div style="font-size:28px;font-weight:bold;letter-spacing:3px;">SUMMER15</div>
<div style="font-size:12px;color:#777;">利用期間：7/12（土）12:00 〜 7/21（月・祝）23:59<br>おひとり様1回限り・税込3,000円以上のご注文が対象</div>
</div>
<p style="text-align:center;"><a href="https://merci-mall.example/sale/summer2025?utm_source=mail&amp;utm_campaign=0712" style="background:#e8505b;color:#fff;padding:12px 40px;text-decoration:none;border-radius:30px;">セール会場へ</a></p>
<p style="font-size:13px;">前回のご注文（注文番号：MM-20250628-004518）のポイント <b>412pt</b> を付与しました。ポイント有効期限：2026年6月30日</p>
<p style="font-size:13px;">ギフトカード（5,000円／10,000円）は、カード裏面の16桁の番号（例：6301 2845 7719 0036）とスクラッチ部分の暗証番号を、マイページの「ギフトカード登録」から入力してください。</p>
<table width="100%" cellpadding="12" style="background:#f4f4f4;font-size:12px;"><tr><td>
<b>【ご注意】メルシーモールを装った偽メールにご注意ください</b><br>
当社がメールやSMSで「認証コード（例：123456）」やカード番号・セキュリティコードをお尋ねすることはありません。
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#999;line-height:1.7;border-top:1px solid #eee;">
<a href="https://merci-mall.example/mail/stop?m=7741203&amp;k=c1f09ab2" style="color:#999;">配信停止</a> ｜ <a href="https://merci-mall.example/help" style="color:#999;">ヘルプ</a> ｜ <a href="https://merci-mall.example/privacy" style="color:#999;">個人情報保護方針</a><br>
株式会社メルシーモール　〒812-0011 福岡県福岡市博多区博多駅前2-1-1<br>お客様窓口 0120-556-912（10:00〜18:00 土日祝除く）
</td></tr>
</table>
</center>
<img src="https://t.merci-mall.example/open?m=7741203&amp;c=0712" width="1" height="1" alt="">
</body></html>
""")

# ja-08 ticketing: code only in the image alt text; text part says to look at the HTML
msg(lang="ja", kind="alt_text_only", otp="619302", link=None,
    subject="【チケットスクエア】本人確認のお願い（先行抽選のお申し込み）",
    frm="チケットスクエア <auth@ticketsquare.example>",
    to="r_tanaka@ponmail.example",
    date=(2025, 9, 8, 18, 2, 25, 9),
    text_cte="quoted-printable", html_cte="quoted-printable",
    image=dict(cid="otp-619302@ticketsquare.example", digits="619302", filename="auth.png"),
    text="""チケットスクエアをご利用いただきありがとうございます。

先行抽選のお申し込みを続けるには、本人確認が必要です。
認証コードは、このメールのHTML版に画像で表示しています。
HTML表示に対応したメールソフトでご確認のうえ、申し込み画面に入力してください。
（認証コードの有効期限：発行から10分）

受付番号：TS-2508-77610
公演名：ORBITAL LIGHTS ARENA TOUR 2025
公演日：2025年11月15日（土）さいたまスーパーアリーナ 17:00開演
申込枚数：2枚

※受付番号はお問い合わせの際に必要です。認証コードではありません。

チケットスクエア カスタマーサポート
https://help.ticketsquare.example/
株式会社チケットスクエア　〒141-0031 東京都品川区西五反田7-22-17
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Meiryo,sans-serif;background:#f2f2f7;margin:0;">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#1b1b3a;padding:16px 24px;color:#fff;font-weight:bold;font-size:18px;">TICKET SQUARE</td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.8;color:#222;">
<p>チケットスクエアをご利用いただきありがとうございます。</p>
<p>先行抽選のお申し込みを続けるには、本人確認が必要です。<br>下の画像に表示された認証コードを、申し込み画面に入力してください（有効期限：発行から10分）。</p>
<p style="text-align:center;margin:24px 0;"><img src="cid:otp-619302@ticketsquare.example" alt="認証コード 619302" width="260" height="66" style="border:1px solid #d0d4e4;"></p>
<table cellpadding="4" style="font-size:13px;color:#555;">
<tr><td>受付番号</td><td>TS-2508-77610</td></tr>
<tr><td>公演名</td><td>ORBITAL LIGHTS ARENA TOUR 2025</td></tr>
<tr><td>公演日</td><td>2025年11月15日（土）さいたまスーパーアリーナ 17:00開演</td></tr>
<tr><td>申込枚数</td><td>2枚</td></tr>
</table>
<p style="font-size:12px;color:#888;">※受付番号はお問い合わせの際に必要です。認証コードではありません。</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;background:#fafafa;">
<a href="https://help.ticketsquare.example/" style="color:#999;">カスタマーサポート</a> ｜ <a href="https://ticketsquare.example/privacy" style="color:#999;">プライバシーポリシー</a><br>
株式会社チケットスクエア　〒141-0031 東京都品川区西五反田7-22-17
</td></tr>
</table>
</body></html>
""")

# ja-09 mobile carrier bill: many numbers, no code
msg(lang="ja", kind="newsletter_numbers", otp=None, link=None,
    subject="【ソラモバイル】2025年6月ご利用分のご請求金額確定のお知らせ",
    frm="ソラモバイル <billing@sora-mobile.example>",
    to="kenji.morita@soramail.example",
    date=(2025, 7, 10, 9, 30, 0, 9),
    text_cte="8bit",
    text="""森田 健二 様

いつもソラモバイルをご利用いただき、ありがとうございます。
2025年6月ご利用分のご請求金額が確定しましたのでお知らせいたします。

━━━━━━━━━━━━━━━━━━━━━━
■お客様番号　　：7031-228-0495
■ご利用電話番号：090-4127-8836
■請求番号　　　：B202506-0093318
■ご利用期間　　：2025/06/01〜2025/06/30
━━━━━━━━━━━━━━━━━━━━━━

　基本料金（ソラ20GBプラン）　　　　　2,480円
　通話料（国内 42分）　　　　　　　　　　924円
　SMS送信料（7通）　　　　　　　　　　　 22円
　端末分割支払金（12/24回目）　　　　　1,650円
　ユニバーサルサービス料　　　　　　　　　　3円
　割引（家族まとめ割）　　　　　　　　－550円
　消費税等（10%）　　　　　　　　　　　 287円
──────────────────────
　ご請求金額合計　　　　　　　　　　　4,816円

■データ利用量：12.4GB／20GB（繰り越し 3.1GB）
■お支払い方法：クレジットカード（下4桁 5531）
■お支払い日　：2025年7月28日（月）

明細の詳細はマイソラにログインしてご確認ください。
https://my.sora-mobile.example/bill/202506

※本メールは、ご請求額のお知らせを希望されたお客様にお送りしています。
※請求書の郵送をご希望の場合は、発行手数料（1通110円）がかかります。

ソラモバイル株式会社
〒060-0005 北海道札幌市中央区北5条西2-5 JRタワーオフィス22F
カスタマーセンター 0120-987-150（9:00〜20:00／年中無休）
電気通信事業者届出番号 A-30-16542
""")

# ja-10 recipe site sign-in code with "not you? reset your password" link (link is not the answer)
msg(lang="ja", kind="reset_in_code_mail", otp="046318", link=None,
    subject="クックノート ログイン確認コード",
    frm="クックノート <security@cooknote.example>",
    to="mai.ogawa@hinata-mail.example",
    date=(2025, 7, 3, 22, 14, 40, 9),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""小川 麻衣 さん

クックノートへのログインを確認するため、以下の確認コードを入力してください。

確認コード：046318
（有効期限：10分）

ログインの情報
　日時　　：2025/07/03 22:14
　端末　　：Chrome（Windows）
　場所　　：大阪府（IPアドレス 203.0.113.48）

このログインに心当たりがない場合は、第三者がパスワードを知っている可能性があります。
すぐにパスワードを再設定してください。
https://www.cooknote.example/account/password/reset?src=login_alert&lid=LA-7Q2W9E

プレミアム会員番号：CN-00384112
クックノート ヘルプセンター https://help.cooknote.example/
株式会社クックノート　〒107-0062 東京都港区南青山2-11-17
""",
    html="""<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>ログイン確認コード</title></head>
<body style="margin:0;background:#fffaf3;font-family:'Hiragino Sans',Meiryo,sans-serif;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f0e4d0;margin:20px auto;">
<tr><td style="padding:20px 28px;"><img src="https://static.cooknote.example/mail/logo.png" alt="クックノート" width="130"></td></tr>
<tr><td style="padding:0 28px 24px;font-size:14px;line-height:1.8;color:#3a3a3a;">
<p>小川 麻衣 さん</p>
<p>クックノートへのログインを確認するため、以下の確認コードを入力してください。</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:8px;color:#e86a10;text-align:center;background:#fff3e6;padding:14px 0;">046318</p>
<p style="font-size:12px;color:#888;text-align:center;">有効期限：10分</p>
<table cellpadding="3" style="font-size:12px;color:#666;">
<tr><td>日時</td><td>2025/07/03 22:14</td></tr>
<tr><td>端末</td><td>Chrome（Windows）</td></tr>
<tr><td>場所</td><td>大阪府（IPアドレス 203.0.113.48）</td></tr>
</table>
<p style="font-size:13px;">このログインに心当たりがない場合は、第三者がパスワードを知っている可能性があります。<a href="https://www.cooknote.example/account/password/reset?src=login_alert&amp;lid=LA-7Q2W9E" style="color:#e86a10;">すぐにパスワードを再設定してください</a>。</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#faf4ea;font-size:11px;color:#999;">
プレミアム会員番号：CN-00384112<br>
<a href="https://help.cooknote.example/" style="color:#999;">ヘルプセンター</a> ｜ <a href="https://www.cooknote.example/terms" style="color:#999;">利用規約</a><br>
株式会社クックノート　〒107-0062 東京都港区南青山2-11-17
</td></tr>
</table>
</body></html>
""")

# ja-11 developer platform password reset: tracked button + raw URL (link_alt)
msg(lang="ja", kind="magic_link", otp=None,
    link="https://email.kumodeploy.example/ls/click?upn=u001.Qv7Rk2LmX9pT4sWn8aYc3dFh6jGz1bEoKi5uHq0rTyZ-2BvNw8xMzPq3LcRa4-2FhT0&sig=xP2m9QaLw7",
    link_alt=["https://app.kumodeploy.example/account/reset-password?token=rp_3hN8cQ2vXk7LtZ9mWf4RyB1sJd6GaP0e&email=r.kobayashi%40studio-kaede.example"],
    subject="[Kumo Deploy] パスワード再設定のご案内",
    frm="Kumo Deploy <no-reply@kumodeploy.example>",
    to="r.kobayashi@studio-kaede.example",
    date=(2025, 6, 21, 3, 7, 58, 9),
    text_cte="8bit", html_cte="quoted-printable",
    headers=[("X-Entity-Ref-ID", "kd-pwreset-5f1c0a9e"), ("X-Auto-Response-Suppress", "All")],
    text="""r.kobayashi さん

Kumo Deploy アカウント（r.kobayashi@studio-kaede.example）のパスワード再設定を受け付けました。
以下のURLを開いて、新しいパスワードを設定してください。

https://app.kumodeploy.example/account/reset-password?token=rp_3hN8cQ2vXk7LtZ9mWf4RyB1sJd6GaP0e&email=r.kobayashi%40studio-kaede.example

このURLの有効期限は1時間です。再設定が完了すると、すべての端末でログアウトされ、
CLI のアクセストークン（kd_pat_…）も再発行が必要になります。

再設定をリクエストしていない場合は、このメールを無視してください。パスワードは変更されません。

リクエスト元：Firefox 127 / macOS ・ 2025-06-21 03:07 JST ・ IP 198.51.100.23
Organization：studio-kaede（Proプラン、プロジェクト 8 件）

Kumo Deploy ステータス: https://status.kumodeploy.example/
ドキュメント: https://docs.kumodeploy.example/
Kumo Deploy 合同会社　〒060-0042 北海道札幌市中央区大通西4-1 道銀ビル11F
""",
    html="""<html><head><meta charset="utf-8"><title>パスワード再設定</title></head>
<body style="margin:0;background:#0b0f14;font-family:-apple-system,'Hiragino Sans',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#11171f;border:1px solid #1f2a37;border-radius:10px;color:#d6dde6;">
<tr><td style="padding:26px 30px 0;"><img src="https://assets.kumodeploy.example/email/kumo-mark.png" alt="Kumo Deploy" width="36" height="36"></td></tr>
<tr><td style="padding:18px 30px;font-size:14px;line-height:1.75;">
<h1 style="font-size:20px;color:#ffffff;margin:0 0 12px;">パスワードを再設定してください</h1>
<p><b>r.kobayashi</b> さん、Kumo Deploy アカウント（r.kobayashi@studio-kaede.example）のパスワード再設定を受け付けました。</p>
<p style="margin:26px 0;"><a href="https://email.kumodeploy.example/ls/click?upn=u001.Qv7Rk2LmX9pT4sWn8aYc3dFh6jGz1bEoKi5uHq0rTyZ-2BvNw8xMzPq3LcRa4-2FhT0&amp;sig=xP2m9QaLw7" style="background:#3b82f6;color:#ffffff;padding:12px 26px;border-radius:6px;text-decoration:none;font-weight:600;">新しいパスワードを設定</a></p>
<p style="font-size:12px;color:#8b98a8;">ボタンが機能しない場合は、次のURLをブラウザに貼り付けてください：<br>
<a href="https://app.kumodeploy.example/account/reset-password?token=rp_3hN8cQ2vXk7LtZ9mWf4RyB1sJd6GaP0e&amp;email=r.kobayashi%40studio-kaede.example" style="color:#60a5fa;word-break:break-all;">https://app.kumodeploy.example/account/reset-password?token=rp_3hN8cQ2vXk7LtZ9mWf4RyB1sJd6GaP0e&amp;email=r.kobayashi%40studio-kaede.example</a></p>
<p style="font-size:12px;color:#8b98a8;">有効期限は1時間です。再設定が完了すると、すべての端末でログアウトされ、CLI のアクセストークン（kd_pat_…）も再発行が必要になります。<br>
リクエストしていない場合は、このメールを無視してください。</p>
<p style="font-size:11px;color:#6b7787;">リクエスト元：Firefox 127 / macOS ・ 2025-06-21 03:07 JST ・ IP 198.51.100.23<br>Organization：studio-kaede（Proプラン、プロジェクト 8 件）</p>
</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #1f2a37;font-size:11px;color:#6b7787;">
<a href="https://status.kumodeploy.example/" style="color:#8b98a8;">ステータス</a> · <a href="https://docs.kumodeploy.example/" style="color:#8b98a8;">ドキュメント</a> · <a href="https://github.example/kumodeploy" style="color:#8b98a8;">GitHub</a><br>
Kumo Deploy 合同会社　〒060-0042 北海道札幌市中央区大通西4-1 道銀ビル11F
</td></tr>
</table></td></tr></table>
<img src="https://email.kumodeploy.example/wf/open?upn=u001.Hc8rT2-2FpW9xLq4nVb7" width="1" height="1" alt="" style="display:none;">
</body></html>
""")

# ja-12 parcel locker pick-up password (counts as the code), Shift_JIS text
msg(lang="ja", kind="delivery_code", otp="731640", link=None,
    subject="【はやぶさ運輸】宅配ロッカーにお荷物をお預けしました",
    frm="はやぶさ運輸 <delivery@hayabusa-unyu.example>",
    to="d.okamoto@kawasemi.example",
    date=(2025, 8, 18, 13, 41, 6, 9),
    text_cs="shift_jis", text_cte="base64",
    text="""岡本 大輔 様

はやぶさ運輸をご利用いただきありがとうございます。

ご指定の宅配ロッカーへ、お荷物の預け入れが完了しました。
ロッカー本体の画面で「受け取り」を選び、伝票番号と受取用パスワードを入力してください。

■お荷物の情報
　伝票番号　　　：4281-5530-9176
　ご依頼主　　　：株式会社ほしぞら書房 通販センター
　個数　　　　　：1個（60サイズ）

■ロッカーの情報
　設置場所　　　：ハコステーション 西新宿駅前
　住所　　　　　：〒160-0023 東京都新宿区西新宿1-8-3 西新宿ビル1F
　ロッカー番号　：B-12
　保管期限　　　：2025年8月21日（木）23:59

■受取用パスワード（6桁）
　731640

※受取用パスワードはこのお荷物の受け取りに1回のみ使用できます。
※保管期限を過ぎたお荷物は、西新宿センターへ持ち戻りとなります。
※ご不明な点は、伝票番号をお手元にご用意のうえお問い合わせください。

はやぶさ運輸株式会社 西新宿センター
TEL 0570-008-214（8:00〜21:00）
""")

# ja-13 clinic appointment reminder: phone numbers, dates, IDs, meeting passcode, no code
msg(lang="ja", kind="phone_and_dates", otp=None, link=None,
    subject="【さくら通りクリニック】明日のご予約のお知らせ",
    frm="さくら通りクリニック <yoyaku@sakuradori-clinic.example>",
    to="miho.sasaki@ginga-mail.example",
    date=(2025, 9, 3, 17, 0, 12, 9),
    text_cte="8bit",
    text="""佐々木 美穂 様

医療法人社団みずほ会 さくら通りクリニックです。
明日のご予約についてお知らせいたします。

　診療科　　：内科（生活習慣病外来）
　予約日時　：2025年9月4日（木）10:30
　担当医　　：院長 高田 昭
　予約番号　：A-2093
　診察券番号：00482917

・受付は予約時間の10分前（10:20）までにお済ませください。
・採血がございますので、前夜21時以降は水・お茶以外の飲食をお控えください。
・マイナ保険証または保険証、お薬手帳をお持ちください。
・前回（8月7日）の検査結果もあわせてご説明します。

■ご来院が難しくなった場合
　ビデオ診療アプリ「みるメディ」でのオンライン診療に切り替えられます。
　切り替えをご希望の方は、当日10:00までにお電話ください。
　　診察室ID　　　：730 118 452
　　入室パスコード：4826

予約の変更・キャンセルは、前日17:00までにお電話（03-5412-7788）
またはWeb予約ページからお願いいたします。
https://yoyaku.sakuradori-clinic.example/mypage

--------------------------------------------
医療法人社団みずほ会 さくら通りクリニック
〒153-0064 東京都目黒区下目黒3-7-15 2F
TEL 03-5412-7788 ／ FAX 03-5412-7789
診療時間 9:00〜12:30／14:30〜18:00（木曜午後・日祝休診）
--------------------------------------------
""")

# ----------------------------------------------------------------- Chinese --

# zh-01 payment platform e-mail code, GB18030 text + HTML
msg(lang="zh", kind="plain_code", otp="736028", link=None,
    subject="【汇通支付】邮箱验证码",
    frm="汇通支付 <service@mail.huitongpay.example>",
    to="chen.yuqing@163mail.example",
    date=(2025, 6, 18, 9, 41, 26, 8),
    text_cs="gb18030", text_cte="base64", html_cte="quoted-printable",
    text="""尊敬的用户：

您好！您正在进行【修改支付密码】操作，本次邮箱验证码为：

736028

验证码10分钟内有效，请勿泄露给他人。汇通支付工作人员不会以任何理由向您索取验证码。

操作时间：2025-06-18 09:41:26（北京时间）
登录账号：139****5820

如非本人操作，请立即登录汇通支付App，在“我的-安全中心”中冻结账户，或致电客服热线。

——
汇通支付有限公司
上海市浦东新区世纪大道1568号中建大厦22层　邮编：200122
客服热线：400-820-6633（7×24小时）
沪ICP备12045678号-3　支付业务许可证编号：Z2004931000013
本邮件由系统自动发出，请勿直接回复。
""",
    html="""<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>邮箱验证码</title></head>
<body style="margin:0;background:#f2f4f7;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:4px solid #1a73e8;">
<tr><td style="padding:24px 36px 0;"><img src="https://static.huitongpay.example/email/logo_v3.png" alt="汇通支付" height="32"></td></tr>
<tr><td style="padding:20px 36px;font-size:14px;color:#333;line-height:1.9;">
<p>尊敬的用户：</p>
<p>您好！您正在进行<strong>【修改支付密码】</strong>操作，本次邮箱验证码为：</p>
<p style="margin:22px 0;text-align:center;"><span style="display:inline-block;font-size:34px;font-weight:700;color:#1a73e8;letter-spacing:8px;background:#eef4fe;padding:10px 28px;border-radius:4px;">736028</span></p>
<p>验证码<span style="color:#e53935;">10分钟</span>内有效，请勿泄露给他人。汇通支付工作人员不会以任何理由向您索取验证码。</p>
<table cellpadding="4" style="font-size:13px;color:#666;background:#fafafa;width:100%;">
<tr><td width="90">操作时间</td><td>2025-06-18 09:41:26（北京时间）</td></tr>
<tr><td>登录账号</td><td>139****5820</td></tr>
</table>
<p style="font-size:13px;color:#666;">如非本人操作，请立即登录汇通支付App，在“我的-安全中心”中冻结账户，或致电客服热线。</p>
</td></tr>
<tr><td style="padding:18px 36px;background:#f7f8fa;font-size:12px;color:#999;line-height:1.8;">
汇通支付有限公司　上海市浦东新区世纪大道1568号中建大厦22层　邮编：200122<br>
客服热线：400-820-6633（7×24小时）｜ <a href="https://www.huitongpay.example/help" style="color:#999;">帮助中心</a> ｜ <a href="https://www.huitongpay.example/privacy" style="color:#999;">隐私政策</a><br>
沪ICP备12045678号-3　支付业务许可证编号：Z2004931000013<br>
本邮件由系统自动发出，请勿直接回复。
</td></tr>
</table></td></tr></table>
</body></html>
""")

# zh-02 short-video app, code with a service prefix, user types digits only
msg(lang="zh", kind="prefix_code", otp="583016", otp_shown="KY-583016", link=None,
    subject="快映账号安全验证",
    frm="快映 <noreply@passport.kuaiying.example>",
    to="orange_soda@qmail.example",
    date=(2025, 7, 2, 21, 16, 30, 8),
    text_cte="quoted-printable",
    text="""你好，快映用户 @橘子汽水：

你正在通过邮箱登录快映网页版。请在登录页面输入以下验证码：

        KY-583016

注：输入框中已自动填写前缀“KY-”，你只需输入后面的 6 位数字。
验证码 15 分钟内有效。如果不是你本人操作，请忽略本邮件，你的账号仍然安全。

快映号：48203917
时间：2025年7月2日 21:16
IP 属地：广东 深圳

快映团队
北京快映科技有限公司 · 北京市海淀区中关村东路66号1号楼9层
京ICP备19030218号　违法和不良信息举报电话：010-5628-9900
""")

# zh-03 developer platform: recovery codes list, nothing to type now (null)
msg(lang="zh", kind="several_codes", otp=None, link=None,
    subject="[DevPier 栈桥] 你已开启两步验证，请妥善保存恢复码",
    frm="DevPier 栈桥 <security@devpier.example>",
    to="lihao.dev@codemail.example",
    date=(2025, 8, 5, 16, 52, 9, 8),
    text_cte="8bit", html_cte="base64",
    text="""你好 lihao-dev，

你的 DevPier 栈桥账号已于 2025-08-05 16:51（UTC+8）成功开启两步验证（身份验证器 App）。
从现在起，登录时除密码外还需要输入身份验证器中的 6 位动态验证码。

如果你丢失了手机，可以使用下面任意一个恢复码登录。每个恢复码只能使用一次，
请把它们保存在密码管理器或打印出来放在安全的地方，不要截图发给任何人。

  3k9f-7q2m    h2vd-8xw4
  pt6c-1nzr    q8bj-5m3k
  w4ry-9ca2    7dnh-x6tp
  zm3e-4kq8    b9sx-2fw7
  r5ug-6jvh    n1yt-8ecd

如需重新生成恢复码（旧恢复码将全部失效），请前往：设置 → 账号安全 → 两步验证。

安全日志 ID：evt_20250805_8812
操作 IP：223.104.63.17（浙江 杭州）

如果这不是你的操作，请立即联系 security@devpier.example。

— DevPier 栈桥安全团队
杭州栈桥网络科技有限公司 · 浙江省杭州市西湖区文三路259号 · 310012
""",
    html="""<html><head><meta charset="utf-8"><title>两步验证已开启</title></head>
<body style="margin:0;background:#f6f8fa;font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#24292f;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="margin:28px auto;background:#fff;border:1px solid #d0d7de;border-radius:6px;">
<tr><td style="padding:22px 28px;border-bottom:1px solid #d0d7de;"><img src="https://assets.devpier.example/mail/pier-logo.png" width="120" alt="DevPier 栈桥"></td></tr>
<tr><td style="padding:22px 28px;font-size:14px;line-height:1.7;">
<p>你好 <b>lihao-dev</b>，</p>
<p>你的 DevPier 栈桥账号已于 2025-08-05 16:51（UTC+8）成功开启<b>两步验证</b>（身份验证器 App）。从现在起，登录时除密码外还需要输入身份验证器中的 6 位动态验证码。</p>
<p>如果你丢失了手机，可以使用下面任意一个<b>恢复码</b>登录。每个恢复码只能使用一次，请把它们保存在密码管理器或打印出来放在安全的地方。</p>
<table cellpadding="6" cellspacing="0" style="font-family:SFMono-Regular,Consolas,monospace;font-size:15px;background:#f6f8fa;border:1px solid #d0d7de;width:100%;text-align:center;">
<tr><td>3k9f-7q2m</td><td>h2vd-8xw4</td></tr>
<tr><td>pt6c-1nzr</td><td>q8bj-5m3k</td></tr>
<tr><td>w4ry-9ca2</td><td>7dnh-x6tp</td></tr>
<tr><td>zm3e-4kq8</td><td>b9sx-2fw7</td></tr>
<tr><td>r5ug-6jvh</td><td>n1yt-8ecd</td></tr>
</table>
<p style="font-size:13px;">如需重新生成恢复码（旧恢复码将全部失效），请前往 <a href="https://devpier.example/settings/security/two-factor">设置 → 账号安全 → 两步验证</a>。</p>
<p style="font-size:12px;color:#57606a;">安全日志 ID：evt_20250805_8812 ・ 操作 IP：223.104.63.17（浙江 杭州）<br>如果这不是你的操作，请立即联系 <a href="mailto:security@devpier.example">security@devpier.example</a>。</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#8c959f;border-top:1px solid #d0d7de;">
杭州栈桥网络科技有限公司 · 浙江省杭州市西湖区文三路259号 · 310012 ｜ <a href="https://devpier.example/site/privacy" style="color:#8c959f;">隐私声明</a>
</td></tr>
</table>
</body></html>
""")

# zh-04 docs SaaS: lower-case letter+digit sign-in code beside a magic link
msg(lang="zh", kind="lowercase_alnum", otp="k7m2xq9d",
    link="https://auth.feiye-docs.example/magic?lt=4b9d1f0e-7a2c-48e1-9c3b-5e6f7a8d9c0b&sid=ws_2281&next=%2Fspace%2Fhome",
    subject="登录飞页文档",
    frm="飞页文档 <login@feiye-docs.example>",
    to="zhouxin@brightwave.example",
    date=(2025, 9, 1, 8, 3, 55, 8),
    text_cte="base64", html_cte="quoted-printable",
    text="""周鑫，你好：

你正在登录飞页文档（团队空间：明浪科技）。

方式一：在登录页输入登录码
    k7m2xq9d

方式二：直接打开下方链接完成登录
https://auth.feiye-docs.example/magic?lt=4b9d1f0e-7a2c-48e1-9c3b-5e6f7a8d9c0b&sid=ws_2281&next=%2Fspace%2Fhome

登录码和链接均在 15 分钟内有效，且只能使用一次。
如果你没有请求登录，可以放心忽略这封邮件。

飞页文档 · 让团队协作更轻松
帮助中心：https://help.feiye-docs.example/
深圳飞页信息技术有限公司　深圳市南山区科技园科苑路15号科兴科学园B栋3单元12楼
""",
    html="""<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>登录飞页文档</title></head>
<body style="margin:0;padding:0;background:#ffffff;font-family:'PingFang SC','Helvetica Neue',Arial,sans-serif;">
<div style="max-width:480px;margin:0 auto;padding:40px 24px;color:#1f2329;">
<img src="https://lf.feiye-docs.example/static/mail/feiye-logo@2x.png" width="104" height="28" alt="飞页文档">
<h2 style="font-size:22px;margin:28px 0 8px;">登录飞页文档</h2>
<p style="font-size:14px;color:#646a73;margin:0 0 24px;">周鑫，你正在登录团队空间「明浪科技」。</p>
<p style="font-size:14px;margin:0 0 8px;">在登录页输入登录码：</p>
<div style="font-family:Menlo,Consolas,monospace;font-size:28px;letter-spacing:4px;background:#f5f6f7;border-radius:6px;padding:14px 0;text-align:center;">k7m2xq9d</div>
<p style="font-size:14px;margin:24px 0 8px;">或直接点击按钮完成登录：</p>
<a href="https://auth.feiye-docs.example/magic?lt=4b9d1f0e-7a2c-48e1-9c3b-5e6f7a8d9c0b&amp;sid=ws_2281&amp;next=%2Fspace%2Fhome" style="display:block;background:#3370ff;color:#ffffff;text-align:center;padding:12px 0;border-radius:6px;text-decoration:none;font-size:15px;">登录飞页文档</a>
<p style="font-size:12px;color:#8f959e;margin-top:24px;">登录码和链接均在 15 分钟内有效，且只能使用一次。如果你没有请求登录，可以放心忽略这封邮件。</p>
<hr style="border:none;border-top:1px solid #e5e6eb;margin:28px 0 16px;">
<p style="font-size:11px;color:#8f959e;line-height:1.7;"><a href="https://help.feiye-docs.example/" style="color:#8f959e;">帮助中心</a> · <a href="https://www.feiye-docs.example/legal/privacy" style="color:#8f959e;">隐私政策</a><br>深圳飞页信息技术有限公司　深圳市南山区科技园科苑路15号科兴科学园B栋3单元12楼</p>
</div>
</body></html>
""")

# zh-05 shop: code only in the subject line
msg(lang="zh", kind="subject_only", otp="620735", link=None,
    subject="鲸选商城：您的登录验证码为 620735，5分钟内有效",
    frm="鲸选商城 <notice@jingxuan-mall.example>",
    to="jin.wanru@qmail.example",
    date=(2025, 8, 11, 20, 3, 17, 8),
    text_cte="8bit",
    text="""亲爱的鲸选会员：

您正在使用邮箱验证码登录鲸选商城（账号：jin***@qmail.example）。
为保护您的账户安全，验证码仅在本邮件标题中显示，请在登录页面输入标题中的6位数字。

登录时间：2025-08-11 20:03
登录设备：Android · 鲸选商城App 8.6.2

温馨提示：
1. 验证码5分钟内有效，请勿转发或截图发送给任何人；
2. 鲸选客服不会以“退款”“理赔”“订单异常”为由索要验证码；
3. “双11预售”活动期间，请警惕冒充客服的诈骗电话，官方客服电话仅为 400-099-5177。

鲸选（杭州）电子商务有限公司
浙江省杭州市余杭区文一西路998号　310023
""")

# zh-06 Taiwan shop order confirmation (Traditional): invoice number, random code, store number; no code
msg(lang="zh", kind="newsletter_numbers", otp=None, link=None,
    subject="【好日子生活館】訂單成立通知 #250614KQ8TR2",
    frm="好日子生活館 <order@goodday-living.example>",
    to="wang.shuting@tw-mail.example",
    date=(2025, 6, 14, 22, 37, 45, 8),
    text_cte="quoted-printable", html_cte="base64",
    text="""王淑婷 您好：

感謝您在好日子生活館訂購商品，您的訂單已成立，以下為訂單明細。

訂單編號：250614KQ8TR2
訂購時間：2025/06/14 22:36

商品明細
- 竹纖維浴巾 70x140cm（霧藍） x2　NT$ 780
- 無印風收納籃 L（淺灰） x1　　 NT$ 399
- 運費　　　　　　　　　　　　　NT$ 60
- 滿千折扣　　　　　　　　　　　-NT$ 100
應付金額：NT$ 1,139（已以信用卡末四碼 0921 付款）

取貨方式：超商取貨（7-ELEVEN 天母門市，門市店號 192837）
預計到店：2025/06/17（二）起，取貨期限 7 天
物流配送編號：F48210377265

電子發票
發票號碼：XK-48120937
隨機碼：4821
載具：手機條碼 /AB3+K7Q
（發票將於開立後 48 小時內上傳至財政部電子發票整合服務平台）

查詢訂單：https://www.goodday-living.example/member/orders/250614KQ8TR2

好日子生活館 客服中心
客服電話：(02)2896-1123（週一至週五 09:00-18:00）
好日子生活股份有限公司　統一編號 53918264
11167 台北市士林區中山北路六段88號5樓
""",
    html="""<!DOCTYPE html>
<html lang="zh-TW"><head><meta charset="utf-8"><title>訂單成立通知</title></head>
<body style="margin:0;background:#f7f5f0;font-family:'PingFang TC','Microsoft JhengHei',sans-serif;color:#3c3c3c;">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 28px;background:#6b8e5a;"><img src="https://img.goodday-living.example/edm/logo_white.png" alt="好日子生活館" width="150"></td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:1.8;">
<p>王淑婷 您好：</p>
<p>感謝您在好日子生活館訂購商品，您的訂單已成立。</p>
<p>訂單編號：<b>250614KQ8TR2</b>　訂購時間：2025/06/14 22:36</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr style="background:#eef3ea;"><th align="left">商品</th><th>數量</th><th align="right">小計</th></tr>
<tr><td>竹纖維浴巾 70x140cm（霧藍）</td><td align="center">2</td><td align="right">NT$ 780</td></tr>
<tr><td>無印風收納籃 L（淺灰）</td><td align="center">1</td><td align="right">NT$ 399</td></tr>
<tr><td>運費</td><td></td><td align="right">NT$ 60</td></tr>
<tr><td>滿千折扣</td><td></td><td align="right">-NT$ 100</td></tr>
<tr style="border-top:1px solid #ccc;"><td><b>應付金額</b></td><td></td><td align="right"><b>NT$ 1,139</b></td></tr>
</table>
<p style="font-size:12px;color:#777;">已以信用卡末四碼 0921 付款</p>
<table width="100%" cellpadding="6" style="font-size:13px;background:#faf9f6;">
<tr><td width="30%">取貨方式</td><td>超商取貨（7-ELEVEN 天母門市，門市店號 192837）</td></tr>
<tr><td>預計到店</td><td>2025/06/17（二）起，取貨期限 7 天</td></tr>
<tr><td>物流配送編號</td><td>F48210377265</td></tr>
<tr><td>發票號碼</td><td>XK-48120937</td></tr>
<tr><td>隨機碼</td><td>4821</td></tr>
<tr><td>載具</td><td>手機條碼 /AB3+K7Q</td></tr>
</table>
<p style="text-align:center;margin:24px 0;"><a href="https://www.goodday-living.example/member/orders/250614KQ8TR2" style="background:#6b8e5a;color:#fff;text-decoration:none;padding:10px 32px;border-radius:3px;">查詢訂單</a></p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#999;background:#f2f0ea;line-height:1.7;">
客服電話：(02)2896-1123（週一至週五 09:00-18:00）｜ <a href="https://www.goodday-living.example/faq" style="color:#999;">常見問題</a> ｜ <a href="https://www.goodday-living.example/edm/unsubscribe?e=wang.shuting%40tw-mail.example&amp;h=9b1e7f" style="color:#999;">取消訂閱電子報</a><br>
好日子生活股份有限公司　統一編號 53918264　11167 台北市士林區中山北路六段88號5樓
</td></tr>
</table>
</body></html>
""")

# zh-07 airline e-ticket: PNR and ticket numbers only
msg(lang="zh", kind="booking_ref", otp=None, link=None,
    subject="出票成功通知 | 云航航空 YH5137 上海虹桥-北京首都 08月16日",
    frm="云航航空 <eticket@yunhang-air.example>",
    to="sun.ming@corpmail.example",
    date=(2025, 8, 9, 14, 20, 2, 8),
    text_cte="base64", html_cte="quoted-printable",
    text="""尊敬的 孙明 先生：

您的机票已出票成功，行程信息如下：

订座记录编号（PNR）：HX7T2Q
电子客票号：781-2345678901

航班：YH5137　经济舱（Y）
日期：2025年8月16日（星期六）
上海虹桥 T2  08:00  →  北京首都 T3  10:20
行李额：免费托运 20KG，手提 1 件（≤5KG）

票价：CNY 1,130.00　机场建设费：CNY 50.00　燃油附加费：CNY 20.00
合计：CNY 1,200.00（支付方式：企业月结，审批单号 SP-202508-0417）

温馨提示：
· 国内航班请于起飞前 45 分钟办妥乘机手续；
· 可于航班起飞前 24 小时通过云航 App 或官网办理网上值机并选座；
· 如需改签或退票，请联系 95578 或登录官网“我的行程”。

网上值机：https://www.yunhang-air.example/checkin
云航航空股份有限公司　上海市长宁区空港一路528号　200335
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef2f6;font-family:'Microsoft YaHei',sans-serif;">
<table width="640" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0b3d91;padding:18px 26px;color:#fff;font-size:18px;"><img src="https://www.yunhang-air.example/static/mail/logo.png" alt="云航航空" height="30" style="vertical-align:middle;"> 出票成功通知</td></tr>
<tr><td style="padding:24px 26px;font-size:14px;color:#333;line-height:1.8;">
<p>尊敬的 孙明 先生：</p><p>您的机票已出票成功，行程信息如下：</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #d6dee8;font-size:13px;">
<tr><td style="background:#f3f6fa;" width="35%">订座记录编号（PNR）</td><td style="font-size:18px;font-weight:bold;color:#0b3d91;">HX7T2Q</td></tr>
<tr><td style="background:#f3f6fa;">电子客票号</td><td>781-2345678901</td></tr>
<tr><td style="background:#f3f6fa;">航班</td><td>YH5137　经济舱（Y）</td></tr>
<tr><td style="background:#f3f6fa;">日期</td><td>2025年8月16日（星期六）</td></tr>
<tr><td style="background:#f3f6fa;">航程</td><td>上海虹桥 T2 08:00 → 北京首都 T3 10:20</td></tr>
<tr><td style="background:#f3f6fa;">行李额</td><td>免费托运 20KG，手提 1 件（≤5KG）</td></tr>
<tr><td style="background:#f3f6fa;">费用</td><td>票价 CNY 1,130.00 + 机场建设费 CNY 50.00 + 燃油附加费 CNY 20.00 = <b>CNY 1,200.00</b><br><span style="color:#888;">企业月结，审批单号 SP-202508-0417</span></td></tr>
</table>
<p style="text-align:center;margin:24px 0;"><a href="https://www.yunhang-air.example/checkin" style="background:#f5a623;color:#fff;padding:10px 30px;text-decoration:none;border-radius:3px;">网上值机</a></p>
<ul style="font-size:12px;color:#666;">
<li>国内航班请于起飞前 45 分钟办妥乘机手续；</li>
<li>可于航班起飞前 24 小时通过云航 App 或官网办理网上值机并选座；</li>
<li>如需改签或退票，请联系 95578 或登录官网“我的行程”。</li>
</ul>
</td></tr>
<tr><td style="background:#f3f6fa;padding:14px 26px;font-size:11px;color:#999;">云航航空股份有限公司　上海市长宁区空港一路528号　200335 ｜ <a href="https://www.yunhang-air.example/privacy" style="color:#999;">隐私政策</a></td></tr>
</table></body></html>
""")

# zh-08 travel platform's own sign-in code, in a mail that also names an upcoming hotel order
msg(lang="zh", kind="booking_ref", otp="3927", link=None,
    subject="途乐旅行登录验证",
    frm="途乐旅行 <account@tule-travel.example>",
    to="hu.jiayi@sina-like.example",
    date=(2025, 9, 28, 7, 55, 31, 8),
    text_cte="quoted-printable", html_cte="8bit",
    text="""您好，

您正在登录途乐旅行，本次登录验证码：3927（10分钟内有效）。

您有一个即将出行的订单：
杭州西湖国宾馆 · 湖景大床房 1间
入住 2025-10-02（周四）14:00后　离店 2025-10-04（周六）12:00前
订单号：1128846203　实付金额：¥1,476
酒店电话：0571-8797-9889

请勿将验证码告诉他人，途乐客服不会向您索要验证码。

途乐旅行客服：95010-6（国内） / +86-21-3406-4888（海外）
上海途乐网络科技有限公司　上海市长宁区金钟路968号凌空SOHO 15号楼
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f4f8;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto;border-radius:8px;">
<tr><td style="padding:22px 28px;border-bottom:1px solid #eee;"><img src="https://pic.tule-travel.example/mail/tule_logo.png" alt="途乐旅行" height="28"></td></tr>
<tr><td style="padding:22px 28px;font-size:14px;color:#333;line-height:1.8;">
<p>您好，</p>
<p>您正在登录途乐旅行，本次登录验证码：</p>
<p style="font-size:32px;font-weight:bold;color:#0086f6;letter-spacing:10px;margin:6px 0 4px;">3927</p>
<p style="font-size:12px;color:#999;margin-top:0;">10分钟内有效</p>
<div style="background:#f7f9fc;border-radius:6px;padding:14px 16px;font-size:13px;margin:18px 0;">
<b>即将出行</b><br>
杭州西湖国宾馆 · 湖景大床房 1间<br>
入住 2025-10-02（周四）14:00后　离店 2025-10-04（周六）12:00前<br>
订单号：1128846203　实付金额：¥1,476<br>
酒店电话：0571-8797-9889<br>
<a href="https://m.tule-travel.example/order/hotel/1128846203" style="color:#0086f6;">查看订单详情</a>
</div>
<p style="font-size:12px;color:#999;">请勿将验证码告诉他人，途乐客服不会向您索要验证码。</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#aaa;border-top:1px solid #eee;">
途乐旅行客服：95010-6（国内） / +86-21-3406-4888（海外）<br>
上海途乐网络科技有限公司　上海市长宁区金钟路968号凌空SOHO 15号楼
</td></tr>
</table></body></html>
""")

# zh-09 university graduate school: e-mail verification link
msg(lang="zh", kind="magic_link", otp=None,
    link="https://yjs.djut.example/zsxt/account/verify-email?uid=2025104417&token=ev.7Tg3pQ9xLm2RsV6nYc8Hk1Zw4Ab0Fd5J&ts=1755158400",
    subject="【东江理工大学研究生院】请验证您的电子邮箱",
    frm="东江理工大学研究生院 <yzb-noreply@djut.example>",
    to="zhang.yifan2002@eduyeah.example",
    date=(2025, 8, 14, 16, 0, 3, 8),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""张一帆 同学：

您好！感谢您注册东江理工大学研究生招生信息系统。
您的报名号为 2025104417。请点击（或复制到浏览器打开）以下链接验证您的电子邮箱：

https://yjs.djut.example/zsxt/account/verify-email?uid=2025104417&token=ev.7Tg3pQ9xLm2RsV6nYc8Hk1Zw4Ab0Fd5J&ts=1755158400

链接 48 小时内有效。完成验证后方可填写推免 / 统考报名信息。

重要时间节点：
· 推免服务系统开放：2025年9月22日
· 统考网上报名：2025年10月8日—10月25日
· 网上确认：2025年11月1日—11月5日

研究生招生办公室
电话：0769-2286-1030　传真：0769-2286-1031
地址：广东省东江市松山湖大学路1号 行政楼305室　邮编 523808
招生网：https://yjs.djut.example/
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f1ea;font-family:SimSun,'Songti SC',serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #8b1d1d;">
<tr><td style="padding:20px 30px;"><img src="https://yjs.djut.example/images/mail_banner.png" alt="东江理工大学研究生院" width="300"></td></tr>
<tr><td style="padding:10px 30px 24px;font-size:15px;color:#222;line-height:1.9;">
<p>张一帆 同学：</p>
<p>您好！感谢您注册东江理工大学研究生招生信息系统。您的报名号为 <b>2025104417</b>。</p>
<p>请点击下方按钮验证您的电子邮箱（链接 48 小时内有效）：</p>
<p style="text-align:center;margin:26px 0;"><a href="https://yjs.djut.example/zsxt/account/verify-email?uid=2025104417&amp;token=ev.7Tg3pQ9xLm2RsV6nYc8Hk1Zw4Ab0Fd5J&amp;ts=1755158400" style="background:#8b1d1d;color:#fff;padding:12px 40px;text-decoration:none;font-family:'Microsoft YaHei',sans-serif;">验证邮箱</a></p>
<p>完成验证后方可填写推免 / 统考报名信息。</p>
<p style="font-size:13px;color:#555;">重要时间节点：<br>· 推免服务系统开放：2025年9月22日<br>· 统考网上报名：2025年10月8日—10月25日<br>· 网上确认：2025年11月1日—11月5日<br>
详见 <a href="https://yjs.djut.example/info/2025/0812/c1198a4471/page.htm">2026年硕士研究生招生简章</a></p>
</td></tr>
<tr><td style="padding:14px 30px;background:#f9f7f2;font-size:12px;color:#777;line-height:1.7;">
研究生招生办公室　电话：0769-2286-1030　传真：0769-2286-1031<br>
地址：广东省东江市松山湖大学路1号 行政楼305室　邮编 523808<br>
<a href="https://yjs.djut.example/" style="color:#8b1d1d;">招生网首页</a> ｜ <a href="https://www.djut.example/privacy.htm" style="color:#8b1d1d;">隐私声明</a>
</td></tr>
</table></body></html>
""")

# zh-10 meeting invitation: meeting number and passcode, join link; nothing to label
msg(lang="zh", kind="decoy_codes", otp=None, link=None,
    subject="王磊 邀请您参加云会会议：Q3 渠道复盘会",
    frm="王磊（通过云会） <no-reply@yunhui-meet.example>",
    to="team-channel@xinghe-corp.example",
    date=(2025, 9, 10, 11, 28, 0, 8),
    text_cte="8bit",
    headers=[("Reply-To", "wanglei@xinghe-corp.example")],
    text="""王磊 邀请您参加云会会议
会议主题：Q3 渠道复盘会
会议时间：2025/09/12 14:00-15:30 (GMT+08:00) 中国标准时间-北京

点击链接入会，或添加至会议列表：
https://meet.yunhui-meet.example/dm/7Kq2XwPzR3Ta

#云会：482 913 605
会议密码：2580

手机一键拨号入会
+8610-5387-4400,,482913605# (中国大陆)
+852-3018-2207,,482913605# (中国香港)

根据您的位置拨号
+8610-5387-4400 (中国大陆)
+852-3018-2207 (中国香港)

会议材料（共享文档，请会前阅读）：
https://docs.xinghe-corp.example/s/q3-channel-review
议程：
1. 各区域 Q3 销售达成（华东 112%、华南 97%、华北 88%）
2. 经销商返利政策调整（议案编号 QD-2025-031）
3. Q4 双十一备货计划

复制该信息，打开云会App即可入会。
""")

# zh-11 Taiwan bank card 3-D Secure OTP among amount, card digits, time, phones, comparison code
msg(lang="zh", kind="phone_and_dates", otp="382916", link=None,
    subject="晨星銀行 信用卡網路交易驗證碼通知",
    frm="晨星商業銀行 信用卡中心 <3ds@card.morningstar-bank.example>",
    to="lin.yating@hinet-like.example",
    date=(2025, 6, 20, 21, 43, 19, 8),
    text_cs="big5", text_cte="base64", html_cte="quoted-printable",
    text="""親愛的卡友 您好：

您於 2025/06/20 21:43 使用本行信用卡（卡號末四碼 4417）於「KKBUY 線上購物」進行網路交易，
交易金額 NT$3,590。

本次交易驗證碼（OTP）：382916
交易識別碼：XTNQ

請於 5 分鐘內（21:48 前）於交易頁面輸入驗證碼，並確認頁面顯示之識別碼與上方相同。
如非本人交易，請勿輸入，並立即撥打 24 小時客服專線 (02)2771-8800 或 0800-088-168 辦理停卡。

本行絕不會以電話要求您提供驗證碼、卡片背面末三碼或網路銀行密碼。

晨星商業銀行 信用卡中心
10491 台北市中山區南京東路二段 125 號
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f5f5;font-family:'Microsoft JhengHei',sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#123b6d;padding:16px 24px;"><img src="https://www.morningstar-bank.example/mail/img/logo_w.png" alt="晨星商業銀行" height="30"></td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:1.9;">
<p>親愛的卡友 您好：</p>
<p>您於 <b>2025/06/20 21:43</b> 使用本行信用卡（卡號末四碼 <b>4417</b>）於「KKBUY 線上購物」進行網路交易，交易金額 <b>NT$3,590</b>。</p>
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #c8d3e0;margin:14px 0;">
<tr><td style="background:#eaf0f7;width:40%;">本次交易驗證碼（OTP）</td><td style="font-size:26px;font-weight:bold;color:#123b6d;letter-spacing:4px;">382916</td></tr>
<tr><td style="background:#eaf0f7;">交易識別碼</td><td style="font-size:18px;">XTNQ</td></tr>
</table>
<p>請於 5 分鐘內（21:48 前）於交易頁面輸入驗證碼，並確認頁面顯示之識別碼與上方相同。</p>
<p style="color:#c0392b;">如非本人交易，請勿輸入，並立即撥打 24 小時客服專線 (02)2771-8800 或 0800-088-168 辦理停卡。</p>
<p style="font-size:12px;color:#777;">本行絕不會以電話要求您提供驗證碼、卡片背面末三碼或網路銀行密碼。</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f0f3f7;font-size:11px;color:#888;">晨星商業銀行 信用卡中心　10491 台北市中山區南京東路二段 125 號 ｜ <a href="https://www.morningstar-bank.example/security" style="color:#888;">安全交易說明</a></td></tr>
</table></body></html>
""")

# zh-12 city government portal: six digits introduced without the word for "code"
msg(lang="zh", kind="no_code_word", otp="905173", link=None,
    subject="江城市民云：邮箱绑定确认",
    frm="江城市民云 <notice@shiminyun.jiangcheng.example>",
    to="liu.tao@jc-mail.example",
    date=(2025, 9, 23, 15, 6, 48, 8),
    text_cte="8bit",
    text="""尊敬的 刘*涛 先生/女士：

您正在将本邮箱绑定至“江城市民云”实名账户。
为完成绑定，请在绑定页面的输入框中填入以下6位数字：

    905173

该数字30分钟内有效，仅可使用一次。如非本人操作，请忽略本邮件，绑定不会生效。

账户信息：实名认证等级 L2 ｜ 证件号 3201**********4517
申请时间：2025年9月23日 15:06
办理渠道：江城市民云 App 6.3.0（iOS）

近期常用服务：公积金查询、社保缴费记录、电子居住证、预约挂号

江城市民云 · 江城市大数据管理局主办
服务热线：12345（按2转市民云）
地址：江城市建邺区江东中路268号政务服务中心B座　210019
""")

# zh-13 crypto exchange new-device approval link (tracked); "not me" freeze link is a decoy
msg(lang="zh", kind="magic_link", otp=None,
    link="https://click.coinroute.example/ct/v2?r=aHR0cHM6Ly93d3cuY29pbnJvdXRlLmV4YW1wbGUvc2VjdXJpdHkvZGV2aWNl&t=dc_9QmL2xT7rV4pN8kZs3Yh6Bw1Fa5Jc0Ge&u=77201938&a=approve",
    subject="【币途】新设备登录确认",
    frm="币途 CoinRoute <security@notice.coinroute.example>",
    to="trader_zk@protonmail-like.example",
    date=(2025, 7, 15, 2, 18, 44, 8),
    html_cte="quoted-printable",
    html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>新设备登录确认</title></head>
<body style="margin:0;background:#12161c;font-family:'PingFang SC','Microsoft YaHei',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#1b2129;color:#d9dee5;border-radius:8px;">
<tr><td style="padding:24px 30px;"><img src="https://static.coinroute.example/email/cr-logo-dark.png" alt="CoinRoute 币途" height="28"></td></tr>
<tr><td style="padding:0 30px 20px;font-size:14px;line-height:1.8;">
<h2 style="color:#f0b90b;font-size:19px;">新设备登录确认</h2>
<p>我们检测到您的账户（UID 77201938）正尝试在新设备上登录：</p>
<table cellpadding="5" style="font-size:13px;color:#aab2bd;">
<tr><td>时间</td><td>2025-07-15 02:18:41 (UTC+8)</td></tr>
<tr><td>设备</td><td>Chrome 126 · Windows 10</td></tr>
<tr><td>IP</td><td>103.152.220.47（新加坡）</td></tr>
</table>
<p>如果是您本人操作，请在 30 分钟内点击下方按钮确认，确认后该设备即可完成登录。</p>
<p style="margin:24px 0;"><a href="https://click.coinroute.example/ct/v2?r=aHR0cHM6Ly93d3cuY29pbnJvdXRlLmV4YW1wbGUvc2VjdXJpdHkvZGV2aWNl&amp;t=dc_9QmL2xT7rV4pN8kZs3Yh6Bw1Fa5Jc0Ge&amp;u=77201938&amp;a=approve" style="background:#f0b90b;color:#12161c;padding:12px 34px;border-radius:4px;text-decoration:none;font-weight:bold;">是我本人，确认登录</a></p>
<p>如果不是您本人操作，请勿点击上方按钮，并立即<a href="https://click.coinroute.example/ct/v2?r=aHR0cHM6Ly93d3cuY29pbnJvdXRlLmV4YW1wbGUvc2VjdXJpdHkvZnJlZXpl&amp;t=dc_9QmL2xT7rV4pN8kZs3Yh6Bw1Fa5Jc0Ge&amp;u=77201938&amp;a=freeze" style="color:#f6465d;">冻结账户</a>，然后修改登录密码。</p>
<p style="font-size:12px;color:#7d8794;">防钓鱼码：<b>ZK-MOON</b>（仅用于核对邮件真伪，请确认与您在账户中设置的一致）<br>币途员工不会向您索要密码、短信或谷歌验证码。</p>
</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #2b333d;font-size:11px;color:#6b7480;">
<a href="https://t.me.example/coinroute_cn" style="color:#8b94a0;">Telegram</a> · <a href="https://x.example/coinroute" style="color:#8b94a0;">X</a> · <a href="https://www.coinroute.example/support" style="color:#8b94a0;">支持中心</a> · <a href="https://www.coinroute.example/email/unsubscribe?u=77201938&amp;s=f31ac0" style="color:#8b94a0;">退订营销邮件</a><br>
© 2025 CoinRoute. 数字资产价格波动较大，请谨慎投资。
</td></tr>
</table></td></tr></table>
<img src="https://click.coinroute.example/o/v2?t=dc_9QmL2xT7rV4pN8kZs3Yh6Bw1Fa5Jc0Ge" width="1" height="1" alt="">
</body></html>
""")

# ------------------------------------------------------------------ Korean --

# ko-01 web portal e-mail verification number, EUC-KR text + HTML
msg(lang="ko", kind="plain_code", otp="628417", link=None,
    subject="[한빛포털] 이메일 인증번호 안내",
    frm="한빛포털 <account@hanbit-portal.example>",
    to="jiwoo.park@hanmail-like.example",
    date=(2025, 6, 3, 10, 22, 7, 9),
    text_cs="euc-kr", text_cte="base64", html_cte="quoted-printable",
    text="""안녕하세요, 한빛포털입니다.

회원님께서 요청하신 이메일 인증번호를 안내해 드립니다.
아래 인증번호를 인증번호 입력란에 입력해 주세요.

인증번호 : 628417

· 인증번호는 발송 시점부터 3분간 유효합니다.
· 인증번호를 재발송하면 이전 인증번호는 사용할 수 없습니다.

본 메일은 발신 전용으로 회신되지 않습니다.
문의사항은 고객센터(1588-3720)로 연락 주시기 바랍니다.

(주)한빛커뮤니케이션즈 | 대표이사 정하윤 | 사업자등록번호 120-81-47293
경기도 성남시 분당구 판교역로 235, 7층 (우)13494
""",
    html="""<html><head><meta charset="utf-8"><title>이메일 인증번호 안내</title></head>
<body style="margin:0;background:#f4f6f9;font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:30px auto;border:1px solid #e1e5eb;">
<tr><td style="padding:24px 32px;border-bottom:2px solid #2e6bf0;"><img src="https://img.hanbit-portal.example/mail/logo.png" alt="한빛포털" height="30"></td></tr>
<tr><td style="padding:30px 32px;font-size:14px;color:#333;line-height:1.8;">
<h2 style="font-size:20px;margin:0 0 14px;">이메일 인증번호 안내</h2>
<p>회원님께서 요청하신 이메일 인증번호를 안내해 드립니다.<br>아래 인증번호를 인증번호 입력란에 입력해 주세요.</p>
<table width="100%" cellpadding="18" cellspacing="0" style="background:#f1f5fe;margin:20px 0;"><tr><td align="center">
<span style="font-size:13px;color:#666;">인증번호</span><br>
<strong style="font-size:32px;color:#2e6bf0;letter-spacing:6px;">628417</strong>
</td></tr></table>
<p style="font-size:12px;color:#888;">· 인증번호는 발송 시점부터 3분간 유효합니다.<br>· 인증번호를 재발송하면 이전 인증번호는 사용할 수 없습니다.</p>
</td></tr>
<tr><td style="padding:18px 32px;background:#f8f9fb;font-size:11px;color:#999;line-height:1.7;">
본 메일은 발신 전용으로 회신되지 않습니다. 문의사항은 <a href="https://help.hanbit-portal.example/" style="color:#999;">고객센터</a>(1588-3720)로 연락 주시기 바랍니다.<br>
(주)한빛커뮤니케이션즈 | 대표이사 정하윤 | 사업자등록번호 120-81-47293<br>
경기도 성남시 분당구 판교역로 235, 7층 (우)13494 | <a href="https://www.hanbit-portal.example/policy/privacy" style="color:#999;"><b>개인정보처리방침</b></a>
</td></tr>
</table>
</body></html>
""")

# ko-02 game account with digits in the user name, upper-case letter+digit code
msg(lang="ko", kind="username_digits", otp="H4TQ9W", link=None,
    subject="[에테르 사가] 새 PC 로그인 인증 코드",
    frm="에테르 사가 <account@bluemoon-games.example>",
    to="minsu9012@gamemail.example",
    date=(2025, 7, 27, 2, 13, 50, 9),
    text_cte="8bit", html_cte="8bit",
    text="""minsu_9012 님, 안녕하세요.

에테르 사가 계정(UID 20394857)에 새로운 PC에서 로그인 시도가 있었습니다.
로그인을 계속하려면 런처에 아래 인증 코드를 입력하세요.

인증 코드: H4TQ9W

이 코드는 10분 후 만료됩니다.

시도 정보
- 일시: 2025-07-27 02:13 (KST)
- 기기: Windows 11 · 런처 v3.8.14
- 위치: 대한민국 인천 (추정)

본인이 시도한 로그인이 아니라면 코드를 입력하지 마시고, 계정 보호 조치를 진행해 주세요.
https://account.bluemoon-games.example/security/protect?uid=20394857

※ 블루문게임즈는 어떠한 경우에도 인증 코드나 비밀번호를 묻지 않습니다.

(주)블루문게임즈 | 서울특별시 구로구 디지털로 300, 지밸리비즈플라자 14층
고객지원 1644-0925 | 사업자등록번호 105-87-61234
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#101018;font-family:'Malgun Gothic',sans-serif;color:#dcdcf0;">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#1a1a2b;">
<tr><td style="padding:26px 30px;"><img src="https://cdn.bluemoon-games.example/ether/mail_logo.png" alt="ETHER SAGA" width="170"></td></tr>
<tr><td style="padding:0 30px 24px;font-size:14px;line-height:1.8;">
<p><b>minsu_9012</b> 님, 안녕하세요.</p>
<p>에테르 사가 계정(UID 20394857)에 새로운 PC에서 로그인 시도가 있었습니다. 로그인을 계속하려면 런처에 아래 인증 코드를 입력하세요.</p>
<div style="text-align:center;margin:26px 0;">
<div style="font-size:12px;color:#9a9ac0;">인증 코드</div>
<div style="font-size:36px;font-weight:bold;letter-spacing:8px;color:#7ee0ff;font-family:Consolas,monospace;">H4TQ9W</div>
<div style="font-size:12px;color:#9a9ac0;">10분 후 만료</div>
</div>
<table cellpadding="4" style="font-size:12px;color:#a8a8c8;">
<tr><td>일시</td><td>2025-07-27 02:13 (KST)</td></tr>
<tr><td>기기</td><td>Windows 11 · 런처 v3.8.14</td></tr>
<tr><td>위치</td><td>대한민국 인천 (추정)</td></tr>
</table>
<p style="font-size:13px;">본인이 시도한 로그인이 아니라면 코드를 입력하지 마시고, <a href="https://account.bluemoon-games.example/security/protect?uid=20394857" style="color:#ff8f8f;">계정 보호 조치</a>를 진행해 주세요.</p>
<p style="font-size:12px;color:#8888a8;">※ 블루문게임즈는 어떠한 경우에도 인증 코드나 비밀번호를 묻지 않습니다.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#141422;font-size:11px;color:#6c6c8c;">
(주)블루문게임즈 | 서울특별시 구로구 디지털로 300, 지밸리비즈플라자 14층<br>
고객지원 1644-0925 | 사업자등록번호 105-87-61234 | <a href="https://www.bluemoon-games.example/policy/privacy" style="color:#8c8cb0;">개인정보처리방침</a>
</td></tr>
</table></body></html>
""")

# ko-03 crypto exchange: two codes, the mail says which one to type now
msg(lang="ko", kind="several_codes", otp="307952", link=None,
    subject="[코인나루] 로그인 인증 코드 및 모바일 앱 연결 코드",
    frm="코인나루 <no-reply@coinnaru.example>",
    to="hyunwoo.kang@navermail.example",
    date=(2025, 8, 21, 9, 4, 12, 9),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""강현우 고객님, 안녕하세요. 코인나루입니다.

PC 웹에서 로그인을 요청하셨습니다.

[1] 지금 PC 화면에 입력하실 로그인 인증 코드
    307952   (유효시간 5분)

[2] 모바일 앱 연결 코드 (지금 입력하지 마세요)
    741 608
    로그인 완료 후 코인나루 앱 > 설정 > 기기 연결 메뉴에서만 입력하는 코드입니다. 24시간 동안 유효합니다.

로그인 요청 정보
- 요청 시각: 2025-08-21 09:04:09
- IP: 211.36.142.88 (서울)
- 브라우저: Edge 127 / Windows

코인나루 직원은 전화나 메신저로 인증 코드를 요구하지 않습니다.
가상자산은 가격 변동성이 크며, 투자 손실에 대한 책임은 투자자 본인에게 있습니다.

(주)코인나루 | 서울특별시 강남구 테헤란로 418, 다봉타워 9층
고객센터 1600-4071 (평일 09:00~18:00) | 가상자산사업자 신고번호 2022-014
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f5f9;font-family:'Pretendard','Malgun Gothic',sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px auto;">
<tr><td style="padding:22px 30px;background:#0c1e3e;"><img src="https://static.coinnaru.example/mail/logo_white.png" alt="코인나루" height="26"></td></tr>
<tr><td style="padding:26px 30px;font-size:14px;color:#222;line-height:1.8;">
<p>강현우 고객님, 안녕하세요. 코인나루입니다.<br>PC 웹에서 로그인을 요청하셨습니다.</p>
<table width="100%" cellpadding="14" cellspacing="0" style="border:2px solid #1d4ed8;margin:16px 0;">
<tr><td><span style="font-size:13px;color:#1d4ed8;font-weight:bold;">① 지금 PC 화면에 입력하실 로그인 인증 코드</span><br>
<span style="font-size:30px;font-weight:bold;letter-spacing:5px;">307952</span> <span style="font-size:12px;color:#888;">유효시간 5분</span></td></tr>
</table>
<table width="100%" cellpadding="14" cellspacing="0" style="background:#f5f6f8;margin:10px 0;">
<tr><td><span style="font-size:13px;color:#666;">② 모바일 앱 연결 코드 (지금 입력하지 마세요)</span><br>
<span style="font-size:20px;color:#555;letter-spacing:3px;">741 608</span><br>
<span style="font-size:12px;color:#888;">로그인 완료 후 코인나루 앱 &gt; 설정 &gt; 기기 연결 메뉴에서만 입력하는 코드입니다. 24시간 동안 유효합니다.</span></td></tr>
</table>
<p style="font-size:12px;color:#666;">요청 시각 2025-08-21 09:04:09 · IP 211.36.142.88 (서울) · Edge 127 / Windows</p>
<p style="font-size:12px;color:#999;">코인나루 직원은 전화나 메신저로 인증 코드를 요구하지 않습니다.<br>가상자산은 가격 변동성이 크며, 투자 손실에 대한 책임은 투자자 본인에게 있습니다.</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#f3f5f9;font-size:11px;color:#999;">
(주)코인나루 | 서울특별시 강남구 테헤란로 418, 다봉타워 9층 | 고객센터 1600-4071 (평일 09:00~18:00)<br>가상자산사업자 신고번호 2022-014 | <a href="https://www.coinnaru.example/support" style="color:#999;">고객지원</a>
</td></tr>
</table></body></html>
""")

# ko-04 fashion mall sign-in code plus "not you? change password" link (null link)
msg(lang="ko", kind="reset_in_code_mail", otp="912604", link=None,
    subject="[스타일랩] 로그인 인증 코드를 확인해 주세요",
    frm="스타일랩 <help@stylelab.example>",
    to="seoyeon.lee@kmail.example",
    date=(2025, 9, 14, 13, 27, 33, 9),
    text_cte="base64", html_cte="base64",
    text="""이서연 님, 안녕하세요.

스타일랩 로그인을 위해 아래 인증 코드를 입력해 주세요.

인증 코드: 912604
(발급 시각 2025.09.14 13:27 / 10분간 유효)

로그인 기기: iPhone · 스타일랩 앱 5.21.0
접속 위치: 부산광역시

본인이 요청하지 않았다면, 누군가 회원님의 비밀번호를 알고 있을 수 있습니다.
지금 비밀번호를 변경해 주세요: https://www.stylelab.example/member/password/change?from=otp_mail

회원 등급: GOLD | 보유 적립금 12,450원 | 사용 가능 쿠폰 3장

(주)스타일랩 | 서울특별시 성동구 성수이로 113, 5층 | 대표 김도윤
사업자등록번호 211-88-70215 | 통신판매업신고 2018-서울성동-0917
고객센터 1661-3044 (평일 10:00~17:00, 점심 12:30~13:30)
""",
    html="""<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"><title>로그인 인증 코드</title></head>
<body style="margin:0;background:#ffffff;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#111;">
<div style="max-width:520px;margin:0 auto;padding:36px 20px;">
<img src="https://image.stylelab.example/mail/stylelab_bk.png" alt="STYLELAB" width="120">
<h1 style="font-size:22px;margin:30px 0 10px;">로그인 인증 코드</h1>
<p style="font-size:14px;color:#555;">이서연 님, 스타일랩 로그인을 위해 아래 인증 코드를 입력해 주세요.</p>
<p style="font-size:38px;font-weight:800;letter-spacing:10px;margin:24px 0 6px;">912604</p>
<p style="font-size:12px;color:#999;margin:0 0 24px;">발급 시각 2025.09.14 13:27 · 10분간 유효</p>
<p style="font-size:13px;color:#555;">로그인 기기: iPhone · 스타일랩 앱 5.21.0<br>접속 위치: 부산광역시</p>
<p style="font-size:13px;color:#555;border-top:1px solid #eee;padding-top:16px;">본인이 요청하지 않았다면, 누군가 회원님의 비밀번호를 알고 있을 수 있습니다.<br>
<a href="https://www.stylelab.example/member/password/change?from=otp_mail" style="color:#111;font-weight:bold;">지금 비밀번호 변경하기 &rarr;</a></p>
<p style="font-size:12px;color:#777;background:#f7f7f7;padding:12px;">회원 등급 GOLD · 보유 적립금 12,450원 · 사용 가능 쿠폰 3장</p>
<p style="font-size:11px;color:#aaa;line-height:1.7;margin-top:30px;">(주)스타일랩 | 서울특별시 성동구 성수이로 113, 5층 | 대표 김도윤<br>사업자등록번호 211-88-70215 | 통신판매업신고 2018-서울성동-0917<br>고객센터 1661-3044 (평일 10:00~17:00, 점심 12:30~13:30)<br>
<a href="https://www.stylelab.example/policy/terms" style="color:#aaa;">이용약관</a> · <a href="https://www.stylelab.example/policy/privacy" style="color:#aaa;">개인정보처리방침</a></p>
</div>
</body></html>
""")

# ko-05 economic newsletter double opt-in confirmation link with decoys
msg(lang="ko", kind="magic_link", otp=None,
    link="https://newsletter.morningbrief.example/subscribe/confirm?sid=58213&token=cf_Z3x9Lk2QpT7vR4mN8sYw1Hd6Jb0Ga5Fe",
    subject="[모닝브리프] 구독 신청을 확인해 주세요",
    frm="모닝브리프 <hello@morningbrief.example>",
    to="yujin.cho@mailbox-kr.example",
    date=(2025, 6, 29, 7, 12, 0, 9),
    text_cte="quoted-printable", html_cte="quoted-printable",
    headers=[("List-Unsubscribe", "<https://newsletter.morningbrief.example/unsubscribe?sid=58213&e=eXVqaW4uY2hv>")],
    text="""안녕하세요, 모닝브리프입니다.

매일 아침 7시, 3분이면 읽는 경제 뉴스레터 모닝브리프에 구독을 신청해 주셔서 감사합니다.
아래 링크를 눌러 구독을 확정해 주세요. 확인하지 않으면 뉴스레터가 발송되지 않습니다.

구독 확인하기:
https://newsletter.morningbrief.example/subscribe/confirm?sid=58213&token=cf_Z3x9Lk2QpT7vR4mN8sYw1Hd6Jb0Ga5Fe

이번 주 미리보기
- 기준금리 2.50% 동결, 하반기 전망은?
- 코스피 2,800선 회복… 외국인 순매수 1조 2,300억 원
- 원/달러 환율 1,372.4원 마감

본인이 신청하지 않았다면 이 메일을 무시하셔도 됩니다.

모닝브리프 | 서울특별시 마포구 양화로 45, 메세나폴리스 12층
문의 hello@morningbrief.example
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fffdf6;font-family:'Noto Sans KR','Malgun Gothic',sans-serif;color:#222;">
<p style="text-align:center;font-size:11px;color:#aaa;margin:10px 0;"><a href="https://newsletter.morningbrief.example/v/58213/welcome" style="color:#aaa;">웹에서 보기</a></p>
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f0e8d0;">
<tr><td style="padding:26px 32px;background:#ffd43b;"><img src="https://cdn.morningbrief.example/img/mb_logo.png" alt="MORNING BRIEF" width="160"></td></tr>
<tr><td style="padding:28px 32px;font-size:15px;line-height:1.85;">
<p>안녕하세요, 모닝브리프입니다. ☕</p>
<p>매일 아침 7시, 3분이면 읽는 경제 뉴스레터 모닝브리프에 구독을 신청해 주셔서 감사합니다. 아래 버튼을 눌러 구독을 확정해 주세요.</p>
<p style="text-align:center;margin:28px 0;"><a href="https://newsletter.morningbrief.example/subscribe/confirm?sid=58213&amp;token=cf_Z3x9Lk2QpT7vR4mN8sYw1Hd6Jb0Ga5Fe" style="background:#222;color:#ffd43b;padding:14px 44px;text-decoration:none;border-radius:30px;font-weight:bold;">구독 확인하기</a></p>
<p style="font-size:13px;color:#777;">확인하지 않으면 뉴스레터가 발송되지 않습니다. 본인이 신청하지 않았다면 이 메일을 무시하셔도 됩니다.</p>
<div style="background:#fff8e1;padding:16px 18px;font-size:13px;margin-top:20px;">
<b>이번 주 미리보기</b><br>
· 기준금리 2.50% 동결, 하반기 전망은?<br>
· 코스피 2,800선 회복… 외국인 순매수 1조 2,300억 원<br>
· 원/달러 환율 1,372.4원 마감
</div>
</td></tr>
<tr><td align="center" style="padding:16px;">
<a href="https://www.instagram.example/morningbrief.kr"><img src="https://cdn.morningbrief.example/img/ico_insta.png" width="24" alt="인스타그램"></a>&nbsp;
<a href="https://www.youtube.example/@morningbrief"><img src="https://cdn.morningbrief.example/img/ico_yt.png" width="24" alt="유튜브"></a>
</td></tr>
<tr><td style="padding:14px 32px;font-size:11px;color:#999;background:#faf7ee;line-height:1.7;">
모닝브리프 | 서울특별시 마포구 양화로 45, 메세나폴리스 12층 | 문의 hello@morningbrief.example<br>
<a href="https://newsletter.morningbrief.example/unsubscribe?sid=58213&amp;e=eXVqaW4uY2hv" style="color:#999;">수신거부</a> · <a href="https://www.morningbrief.example/privacy" style="color:#999;">개인정보처리방침</a>
</td></tr>
</table>
<img src="https://newsletter.morningbrief.example/o/58213.gif" width="1" height="1" alt="" border="0">
</body></html>
""")

# ko-06 telecom bill with PDF attachment: many numbers, no code
msg(lang="ko", kind="newsletter_numbers", otp=None, link=None,
    subject="[누리텔레콤] 2025년 6월 이메일 요금 청구서",
    frm="누리텔레콤 <bill@nuritelecom.example>",
    to="dongho.yoon@kt-like.example",
    date=(2025, 7, 8, 6, 0, 0, 9),
    text_cte="8bit",
    attach=dict(data=b"%PDF-1.4\n% nuri telecom bill 2025-06 (placeholder body)\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
                maintype="application", subtype="pdf", filename="누리텔레콤_202506_청구서.pdf"),
    text="""윤동호 고객님, 2025년 6월 요금 청구서를 보내드립니다.

■ 고객번호: 5102-884-3309
■ 청구번호: 20250630-0071-52
■ 이용번호: 010-7243-**18
■ 이용기간: 2025.06.01 ~ 2025.06.30

[청구 내역]
- 월정액 (5G 슬림 플러스)          55,000원
- 선택약정 할인 (25%)            -13,750원
- 단말기 할부금 (14/24회차)        38,540원
- 할부이자                           1,912원
- 부가서비스 (컬러링, V컬러링)       3,300원
- 소액결제                          12,900원
- 부가가치세                         4,455원
-------------------------------------------
  이번 달 청구금액                  102,357원

■ 납부기한: 2025.07.25 (금)
■ 납부방법: 자동이체 (신한은행 110-***-****48)
■ 미납 시 가상계좌: 기업은행 482-019384-01-011 (예금주 누리텔레콤)

데이터 사용량: 9.8GB / 11GB (잔여 1.2GB 이월 불가)
음성통화: 기본제공 무제한, 영상통화 312분 중 41분 사용

상세 청구서는 첨부된 PDF 파일에서 확인하실 수 있습니다.
PDF 비밀번호는 고객님의 생년월일 6자리입니다.

(주)누리텔레콤 | 서울특별시 중구 을지로 170, 을지트윈타워 | 사업자등록번호 214-86-39201
고객센터 114 (무료) / 1577-0114 (유료)
""")

# ko-07 food delivery: real 4-digit verification among coupon and referral codes
msg(lang="ko", kind="decoy_codes", otp="8341", link=None,
    subject="[배달온] 이메일 인증을 완료하고 첫 주문 쿠폰 받으세요",
    frm="배달온 <welcome@baedalon.example>",
    to="nari.han@fastmail-kr.example",
    date=(2025, 7, 5, 18, 45, 20, 9),
    text_cte="quoted-printable", html_cte="8bit",
    text="""한나리 님, 배달온에 오신 것을 환영합니다!

회원가입을 마치려면 앱 화면에 아래 인증번호를 입력해 주세요.

이메일 인증번호: 8341
(5분 안에 입력해 주세요)

인증을 마치면 첫 주문 쿠폰이 자동으로 발급됩니다.
- 첫 주문 5,000원 할인 쿠폰 (쿠폰 코드 WELCOME5000, 15,000원 이상 주문 시)
- 친구에게 내 초대 코드 NARI8K2 를 알려주면 친구와 나 모두 3,000원 적립

쿠폰 유효기간: 2025.07.31 23:59까지

※ 배달온은 전화나 문자로 인증번호를 묻지 않습니다.

(주)배달온 | 서울특별시 송파구 위례성대로 2, 장은빌딩 8층
고객센터 1600-0987 (24시간) | 사업자등록번호 120-87-65432
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eafaf6;font-family:'Malgun Gothic',sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto;border-radius:12px;">
<tr><td style="padding:26px 30px;"><img src="https://img.baedalon.example/mail/logo_mint.png" alt="배달온" height="30"></td></tr>
<tr><td style="padding:0 30px 20px;font-size:15px;line-height:1.8;color:#222;">
<h2 style="font-size:21px;">한나리 님, 배달온에 오신 것을 환영합니다! 🛵</h2>
<p>회원가입을 마치려면 앱 화면에 아래 인증번호를 입력해 주세요.</p>
<div style="background:#2ac1bc;color:#fff;border-radius:10px;padding:18px;text-align:center;margin:18px 0;">
<div style="font-size:13px;">이메일 인증번호</div>
<div style="font-size:34px;font-weight:bold;letter-spacing:12px;">8341</div>
<div style="font-size:12px;">5분 안에 입력해 주세요</div>
</div>
<p>인증을 마치면 첫 주문 쿠폰이 자동으로 발급됩니다.</p>
<table width="100%" cellpadding="10" style="border:1px dashed #2ac1bc;font-size:13px;">
<tr><td><b>첫 주문 5,000원 할인</b><br>쿠폰 코드 <b>WELCOME5000</b> · 15,000원 이상 주문 시</td></tr>
<tr><td><b>친구 초대 이벤트</b><br>내 초대 코드 <b>NARI8K2</b> 를 알려주면 친구와 나 모두 3,000원 적립</td></tr>
</table>
<p style="font-size:12px;color:#888;">쿠폰 유효기간: 2025.07.31 23:59까지<br>※ 배달온은 전화나 문자로 인증번호를 묻지 않습니다.</p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#999;border-top:1px solid #eee;">
(주)배달온 | 서울특별시 송파구 위례성대로 2, 장은빌딩 8층 | 고객센터 1600-0987 (24시간)<br>사업자등록번호 120-87-65432 | <a href="https://www.baedalon.example/terms" style="color:#999;">이용약관</a> · <a href="https://www.baedalon.example/privacy" style="color:#999;">개인정보처리방침</a> · <a href="https://www.baedalon.example/marketing/optout?u=AQ9x2" style="color:#999;">광고성 정보 수신거부</a>
</td></tr>
</table></body></html>
""")

# ko-08 resort hotel reservation confirmation: booking reference only
msg(lang="ko", kind="booking_ref", otp=None, link=None,
    subject="[한려호텔 앤 리조트] 예약이 확정되었습니다 (예약번호 QK4N7Z)",
    frm="한려호텔 앤 리조트 <reservation@hallyeo-resort.example>",
    to="sj.kwon@bizmail-kr.example",
    date=(2025, 7, 14, 15, 33, 2, 9),
    html_cte="base64",
    html="""<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"><title>예약 확정 안내</title></head>
<body style="margin:0;background:#eef3f3;font-family:'Nanum Gothic','Malgun Gothic',sans-serif;color:#2b2b2b;">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td><img src="https://www.hallyeo-resort.example/mail/header_sea.jpg" width="620" alt="한려호텔 앤 리조트" style="display:block;"></td></tr>
<tr><td style="padding:28px 34px;font-size:14px;line-height:1.85;">
<p>권수진 고객님, 안녕하세요.<br>한려호텔 앤 리조트를 선택해 주셔서 감사합니다. 고객님의 예약이 아래와 같이 확정되었습니다.</p>
<table width="100%" cellpadding="9" cellspacing="0" style="border-top:2px solid #0f5e63;font-size:13px;">
<tr><td style="background:#f2f7f7;width:32%;">예약번호</td><td style="font-size:20px;font-weight:bold;color:#0f5e63;letter-spacing:2px;">QK4N7Z</td></tr>
<tr><td style="background:#f2f7f7;">체크인</td><td>2025.08.09 (토) 15:00 이후</td></tr>
<tr><td style="background:#f2f7f7;">체크아웃</td><td>2025.08.11 (월) 11:00 까지</td></tr>
<tr><td style="background:#f2f7f7;">객실</td><td>디럭스 오션뷰 트윈 · 1실 · 성인 2 / 아동 1 (7세)</td></tr>
<tr><td style="background:#f2f7f7;">포함 사항</td><td>조식 3인 · 인피니티 풀 이용</td></tr>
<tr><td style="background:#f2f7f7;">결제 금액</td><td><b>₩387,000</b> (VAT 포함, 신한카드 ****-****-****-3120 일시불)</td></tr>
</table>
<p style="font-size:13px;margin-top:20px;"><b>취소 규정</b><br>
· 체크인 7일 전(2025.08.02)까지: 전액 환불<br>
· 체크인 3~6일 전: 객실 요금의 30% 위약금<br>
· 체크인 2일 전 ~ 당일 및 노쇼: 환불 불가</p>
<p style="text-align:center;margin:24px 0;"><a href="https://www.hallyeo-resort.example/reservation/lookup" style="background:#0f5e63;color:#fff;padding:11px 34px;text-decoration:none;">예약 조회 · 변경</a></p>
<p style="font-size:12px;color:#666;">주차: 투숙 기간 중 1대 무료 (전기차 충전 구역 B2) · 반려동물 동반 불가</p>
</td></tr>
<tr><td style="padding:18px 34px;background:#0f5e63;color:#cfe3e3;font-size:11px;line-height:1.7;">
한려호텔 앤 리조트 | 경상남도 통영시 도남로 269 (우)53098<br>
예약실 055-642-1100 (09:00~21:00) | 프런트 055-642-1000 (24시간)<br>
(주)한려레저 | 대표 배정민 | 사업자등록번호 609-81-22817<br>
<a href="https://www.hallyeo-resort.example/privacy" style="color:#ffffff;">개인정보처리방침</a> · <a href="https://www.instagram.example/hallyeo_resort" style="color:#ffffff;">Instagram</a>
</td></tr>
</table>
</body></html>
""")

# ko-09 government civil-service portal: six digits without the word for "code"
msg(lang="ko", kind="no_code_word", otp="275630", otp_shown="275 630", link=None,
    subject="[온누리민원] 이메일 본인 확인 안내",
    frm="온누리민원 <noreply@onnuri-minwon.example>",
    to="ys.baek@mail-gov-user.example",
    date=(2025, 9, 2, 11, 5, 40, 9),
    text_cte="quoted-printable",
    text="""백영수 님, 안녕하세요.
온누리민원입니다.

민원 신청서(주민등록표 등본 교부) 제출을 위해 이메일 본인 확인을 진행합니다.
신청 화면의 입력란에 아래 숫자 6자리를 넣어 주세요.

    275 630

- 30분이 지나면 사용할 수 없으며, 다시 요청해야 합니다.
- 신청번호: 2025-0902-1105-7734 (민원 처리 상황 조회 시 사용)
- 수수료: 온라인 발급 무료

본인이 요청하지 않은 경우, 이 메일을 무시하시고 정부민원안내콜센터(국번 없이 110)로 문의해 주세요.

행정안전부 온누리민원
(30128) 세종특별자치시 도움6로 42 정부세종청사 중앙동
※ 본 메일은 발신 전용입니다.
""")

# ko-10 messenger: code with a service prefix, five digits typed
msg(lang="ko", kind="prefix_code", otp="58392", otp_shown="TP-58392", link=None,
    subject="톡플러스 PC버전 로그인 인증",
    frm="톡플러스 <auth@talkplus.example>",
    to="eunbi_k@daum-like.example",
    date=(2025, 6, 7, 20, 50, 9, 9),
    text_cte="base64", html_cte="quoted-printable",
    text="""톡플러스 PC버전에 로그인하려면 인증 코드를 입력하세요.

인증 코드: TP-58392

PC 화면의 입력칸에는 'TP-' 다음의 숫자 5자리만 입력하면 됩니다.
인증 코드는 발송 후 3분간 유효합니다.

요청 정보: 2025년 6월 7일 20:50 · macOS · 톡플러스 PC 4.1.7

본인이 요청하지 않았다면 톡플러스 앱 > 설정 > 개인/보안 > 로그인 기기 관리에서 확인해 주세요.

ⓒ Talkplus Corp. 경기도 성남시 분당구 판교역로 166 (우)13529
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fafafa;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<div style="max-width:460px;margin:40px auto;background:#fff;border-radius:14px;padding:32px 28px;border:1px solid #eee;">
<img src="https://t1.talkplus.example/mail/tp_symbol.png" width="44" height="44" alt="톡플러스">
<h2 style="font-size:19px;color:#191919;margin:18px 0 8px;">PC버전 로그인 인증</h2>
<p style="font-size:14px;color:#555;line-height:1.7;">톡플러스 PC버전에 로그인하려면 인증 코드를 입력하세요.</p>
<p style="font-size:30px;font-weight:bold;color:#191919;margin:22px 0 6px;letter-spacing:3px;">TP-58392</p>
<p style="font-size:12px;color:#888;line-height:1.6;">PC 화면의 입력칸에는 'TP-' 다음의 숫자 5자리만 입력하면 됩니다.<br>인증 코드는 발송 후 3분간 유효합니다.</p>
<p style="font-size:12px;color:#aaa;border-top:1px solid #f0f0f0;padding-top:14px;">요청 정보: 2025년 6월 7일 20:50 · macOS · 톡플러스 PC 4.1.7<br>
본인이 요청하지 않았다면 톡플러스 앱 &gt; 설정 &gt; 개인/보안 &gt; 로그인 기기 관리에서 확인해 주세요.</p>
<p style="font-size:11px;color:#bbb;">ⓒ Talkplus Corp. · <a href="https://cs.talkplus.example/" style="color:#bbb;">고객센터</a></p>
</div>
</body></html>
""")

# ko-11 car sharing password reset: tracked button + raw URL (link_alt)
msg(lang="ko", kind="magic_link", otp=None,
    link="https://t.modoocar.example/r/?u=https%3A%2F%2Fwww.modoocar.example%2Fauth%2Freset%3Fk%3Dpr9Wv3Kx7Tq2Lm8Nz4Yb6Hc1Rd5Fs0Ja&m=20250816-8841&sig=7b1e0c",
    link_alt=["https://www.modoocar.example/auth/reset?k=pr9Wv3Kx7Tq2Lm8Nz4Yb6Hc1Rd5Fs0Ja"],
    subject="[모두의카] 비밀번호 재설정 안내",
    frm="모두의카 <noreply@modoocar.example>",
    to="taeyang.oh@carfan-mail.example",
    date=(2025, 8, 16, 23, 59, 1, 9),
    text_cte="8bit", html_cte="quoted-printable",
    text="""오태양 회원님,

모두의카 비밀번호 재설정을 요청하셨습니다.
아래 주소로 접속하여 새 비밀번호를 설정해 주세요. (30분간 유효, 1회 사용 가능)

https://www.modoocar.example/auth/reset?k=pr9Wv3Kx7Tq2Lm8Nz4Yb6Hc1Rd5Fs0Ja

요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.

이용 중인 예약: 2025.08.17 (일) 09:00 ~ 18:00 · 아반떼 CN7 (12가 3456) · 강남역 3번출구 존

모두의카 고객센터 1544-4560 (24시간 사고·긴급출동)
(주)모두의카 | 서울특별시 강남구 강남대로 382, 메리츠타워 17층 | 사업자등록번호 220-88-41209
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f6fb;font-family:'Malgun Gothic',sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px auto;">
<tr><td style="padding:22px 30px;background:#00b8d9;"><img src="https://img.modoocar.example/mail/logo_w.png" alt="모두의카" height="26"></td></tr>
<tr><td style="padding:28px 30px;font-size:14px;color:#222;line-height:1.8;">
<p>오태양 회원님,</p>
<p>모두의카 비밀번호 재설정을 요청하셨습니다.<br>아래 버튼을 눌러 새 비밀번호를 설정해 주세요. (30분간 유효, 1회 사용 가능)</p>
<p style="text-align:center;margin:26px 0;"><a href="https://t.modoocar.example/r/?u=https%3A%2F%2Fwww.modoocar.example%2Fauth%2Freset%3Fk%3Dpr9Wv3Kx7Tq2Lm8Nz4Yb6Hc1Rd5Fs0Ja&amp;m=20250816-8841&amp;sig=7b1e0c" style="background:#00b8d9;color:#fff;padding:13px 40px;text-decoration:none;border-radius:6px;font-weight:bold;">비밀번호 재설정</a></p>
<p style="font-size:12px;color:#777;">버튼이 눌리지 않으면 아래 주소를 복사해 브라우저에 붙여넣으세요.<br>
<a href="https://www.modoocar.example/auth/reset?k=pr9Wv3Kx7Tq2Lm8Nz4Yb6Hc1Rd5Fs0Ja" style="color:#0088a8;">https://www.modoocar.example/auth/reset?k=pr9Wv3Kx7Tq2Lm8Nz4Yb6Hc1Rd5Fs0Ja</a></p>
<p style="font-size:12px;color:#777;">요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.</p>
<table width="100%" cellpadding="10" style="background:#f5f8fb;font-size:12px;color:#555;"><tr><td>
이용 중인 예약: 2025.08.17 (일) 09:00 ~ 18:00 · 아반떼 CN7 (12가 3456) · 강남역 3번출구 존<br>
<a href="https://www.modoocar.example/my/reservations" style="color:#0088a8;">예약 내역 보기</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#999;border-top:1px solid #eee;">
모두의카 고객센터 1544-4560 (24시간 사고·긴급출동)<br>(주)모두의카 | 서울특별시 강남구 강남대로 382, 메리츠타워 17층 | 사업자등록번호 220-88-41209
</td></tr>
</table></body></html>
""")

# ko-12 savings bank anti-fraud notice: example code, phone numbers, notice numbers; no code
msg(lang="ko", kind="decoy_codes", otp=None, link=None,
    subject="[한솔저축은행] 금융사기 예방을 위한 보안 안내",
    frm="한솔저축은행 <notice@hansol-sb.example>",
    to="mk.jung@homemail-kr.example",
    date=(2025, 8, 26, 10, 0, 0, 9),
    text_cte="quoted-printable", html_cte="base64",
    headers=[("Precedence", "bulk")],
    text="""정민규 고객님, 한솔저축은행입니다.

최근 저축은행을 사칭하여 인증번호를 요구하는 보이스피싱이 늘고 있어 안내드립니다.

1. 당행은 전화·문자·메신저로 인증번호(예: 123456)를 절대 요구하지 않습니다.
2. 보안카드 번호 35개 전체 또는 OTP 일련번호 입력을 요구하는 화면은 100% 피싱입니다.
3. '저금리 대환대출', '정부지원 햇살론' 등을 빙자해 앱 설치(URL)를 유도하는 문자는 즉시 삭제하세요.
4. 피해가 의심되면 즉시 지급정지를 요청하세요: 한솔저축은행 1599-3300 / 금융감독원 1332 / 경찰청 112

[안내번호 공지 2025-118]
- 9월 1일(월) 00:00~06:00 전산 점검으로 인터넷·모바일뱅킹 이용이 중단됩니다.
- 정기예금 12개월 금리 연 3.35% (2025.08.26 기준, 세전)

한솔저축은행 | 서울특별시 서초구 서초대로 301, 동익성봉빌딩 3층 | 사업자등록번호 114-81-20931
본 메일은 정보성 안내 메일로, 수신 동의 여부와 관계없이 발송됩니다.
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f6f6;font-family:'Malgun Gothic',sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 28px;background:#003f7d;"><img src="https://www.hansol-sb.example/images/mail/ci_white.png" alt="한솔저축은행" height="28"></td></tr>
<tr><td style="padding:24px 28px;font-size:14px;color:#333;line-height:1.85;">
<p>정민규 고객님, 한솔저축은행입니다.</p>
<p>최근 저축은행을 사칭하여 인증번호를 요구하는 보이스피싱이 늘고 있어 안내드립니다.</p>
<ol style="padding-left:18px;">
<li>당행은 전화·문자·메신저로 <b>인증번호(예: 123456)</b>를 절대 요구하지 않습니다.</li>
<li>보안카드 번호 35개 전체 또는 OTP 일련번호 입력을 요구하는 화면은 100% 피싱입니다.</li>
<li>'저금리 대환대출', '정부지원 햇살론' 등을 빙자해 앱 설치(URL)를 유도하는 문자는 즉시 삭제하세요.</li>
<li>피해가 의심되면 즉시 지급정지를 요청하세요: 한솔저축은행 <b>1599-3300</b> / 금융감독원 1332 / 경찰청 112</li>
</ol>
<table width="100%" cellpadding="12" style="background:#f1f5fa;font-size:13px;"><tr><td>
<b>[안내번호 공지 2025-118]</b><br>
· 9월 1일(월) 00:00~06:00 전산 점검으로 인터넷·모바일뱅킹 이용이 중단됩니다.<br>
· 정기예금 12개월 금리 연 3.35% (2025.08.26 기준, 세전)
</td></tr></table>
<p style="text-align:center;margin:22px 0;"><a href="https://www.hansol-sb.example/security/guide" style="border:1px solid #003f7d;color:#003f7d;padding:10px 28px;text-decoration:none;">금융사기 예방 가이드 자세히 보기</a></p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#999;background:#f0f0f0;">
한솔저축은행 | 서울특별시 서초구 서초대로 301, 동익성봉빌딩 3층 | 사업자등록번호 114-81-20931<br>
본 메일은 정보성 안내 메일로, 수신 동의 여부와 관계없이 발송됩니다.
</td></tr>
</table></body></html>
""")

# ko-13 university LMS: code rendered one <span> per digit, HTML only
msg(lang="ko", kind="span_digits", otp="503817", link=None,
    subject="[한결대학교 e-클래스] 이메일 인증 코드",
    frm="한결대학교 e-클래스 <eclass@hangyeol.ac.example>",
    to="20231457@stu.hangyeol.ac.example",
    date=(2025, 9, 1, 8, 47, 15, 9),
    html_cte="8bit",
    html="""<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"><title>이메일 인증 코드</title></head>
<body style="margin:0;background:#f4f4f8;font-family:'Malgun Gothic',sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:30px auto;border:1px solid #dcdce6;">
<tr><td style="padding:20px 28px;background:#4b2e83;color:#fff;font-size:17px;font-weight:bold;">한결대학교 e-클래스</td></tr>
<tr><td style="padding:26px 28px;font-size:14px;color:#333;line-height:1.8;">
<p>학번 20231457 학생, 안녕하세요.</p>
<p>2025학년도 2학기 e-클래스 최초 로그인을 위해 이메일 인증이 필요합니다. 아래 인증 코드를 로그인 화면에 입력하세요.</p>
<table cellpadding="0" cellspacing="8" align="center" style="margin:20px auto;"><tr>
<td><span style="display:inline-block;width:40px;height:52px;line-height:52px;text-align:center;font-size:28px;font-weight:bold;border:1px solid #c9c2dd;border-radius:6px;color:#4b2e83;">5</span></td>
<td><span style="display:inline-block;width:40px;height:52px;line-height:52px;text-align:center;font-size:28px;font-weight:bold;border:1px solid #c9c2dd;border-radius:6px;color:#4b2e83;">0</span></td>
<td><span style="display:inline-block;width:40px;height:52px;line-height:52px;text-align:center;font-size:28px;font-weight:bold;border:1px solid #c9c2dd;border-radius:6px;color:#4b2e83;">3</span></td>
<td><span style="display:inline-block;width:40px;height:52px;line-height:52px;text-align:center;font-size:28px;font-weight:bold;border:1px solid #c9c2dd;border-radius:6px;color:#4b2e83;">8</span></td>
<td><span style="display:inline-block;width:40px;height:52px;line-height:52px;text-align:center;font-size:28px;font-weight:bold;border:1px solid #c9c2dd;border-radius:6px;color:#4b2e83;">1</span></td>
<td><span style="display:inline-block;width:40px;height:52px;line-height:52px;text-align:center;font-size:28px;font-weight:bold;border:1px solid #c9c2dd;border-radius:6px;color:#4b2e83;">7</span></td>
</tr></table>
<p style="font-size:12px;color:#888;text-align:center;">인증 코드는 15분간 유효합니다.</p>
<p style="font-size:13px;">수강신청 정정 기간: 2025.09.01(월) ~ 09.05(금)<br>개강 첫 주 온라인 강의(교양 12과목)는 e-클래스에서만 출석이 인정됩니다.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#999;background:#f8f8fb;line-height:1.7;">
한결대학교 교수학습지원센터 | 대전광역시 유성구 대학로 291 (우)34141 | ☎ 042-350-2114<br>
<a href="https://eclass.hangyeol.ac.example/help" style="color:#999;">e-클래스 도움말</a> · <a href="https://www.hangyeol.ac.example/privacy" style="color:#999;">개인정보처리방침</a>
</td></tr>
</table>
</body></html>
""")

# -------------------------------------------------------------------- Thai --

# th-01 bank OTP with a reference code beside it, TIS-620 text only
msg(lang="th", kind="otp_with_ref", otp="418207", link=None,
    subject="รหัส OTP สำหรับทำรายการ SR Internet Banking",
    frm="ธนาคารสยามรุ่งเรือง <otp@srbank.example>",
    to="wanna.srisuk@thaimail.example",
    date=(2025, 7, 3, 10, 42, 18, 7),
    text_cs="tis-620", text_cte="quoted-printable",
    text="""เรียน คุณวรรณา ศรีสุข

รหัส OTP สำหรับยืนยันการทำรายการผ่าน SR Internet Banking ของท่าน คือ

OTP: 418207 (Ref: KXPT)

รหัสนี้ใช้ได้ภายใน 5 นาที (หมดอายุเวลา 10:47 น.)

รายละเอียดรายการ
- ประเภท: เพิ่มบัญชีผู้รับโอน
- บัญชีผู้รับ: xxx-x-x4590-x ธนาคารกรุงสยาม
- วันที่ทำรายการ: 3 ก.ค. 2568 เวลา 10:42 น.

กรุณาตรวจสอบว่ารหัสอ้างอิง (Ref) ตรงกับที่แสดงบนหน้าจอก่อนกรอกรหัส OTP
ธนาคารไม่มีนโยบายขอรหัส OTP หรือรหัสผ่านทางโทรศัพท์ อีเมล SMS หรือ LINE

หากท่านไม่ได้ทำรายการนี้ กรุณาติดต่อ SR Contact Center โทร 02-777-8888 ตลอด 24 ชั่วโมง

ธนาคารสยามรุ่งเรือง จำกัด (มหาชน)
1060 ถนนเพชรบุรีตัดใหม่ แขวงมักกะสัน เขตราชเทวี กรุงเทพฯ 10400
อีเมลฉบับนี้เป็นการแจ้งโดยอัตโนมัติ กรุณาอย่าตอบกลับ
""")

# th-02 e-wallet transfer confirmation code among amount, phone numbers, dates
msg(lang="th", kind="phone_and_dates", otp="730516", link=None,
    subject="ยืนยันการโอนเงิน 2,500.00 บาท - WalletD",
    frm="WalletD วอลเล็ตดี <noreply@walletd.example>",
    to="nattapong.k@inbox-th.example",
    date=(2025, 6, 14, 19, 42, 5, 7),
    text_cte="8bit", html_cte="quoted-printable",
    text="""สวัสดีค่ะ คุณณัฐพงษ์

คุณกำลังโอนเงินจากวอลเล็ตดีตามรายละเอียดด้านล่าง

จำนวนเงิน: 2,500.00 บาท
ค่าธรรมเนียม: 0.00 บาท
ไปยัง: นางสาวพิมพ์ชนก ว. (หมายเลขวอลเล็ต 089-xxx-4821)
วันที่: 14 มิ.ย. 2568 เวลา 19:42 น.
บันทึกช่วยจำ: ค่าเช่าห้อง มิ.ย.

รหัสยืนยันการโอน: 730516
กรุณากรอกภายใน 3 นาที

ยอดคงเหลือหลังโอน (โดยประมาณ): 4,318.75 บาท

หากคุณไม่ได้ทำรายการนี้ โปรดอย่าแจ้งรหัสนี้แก่ผู้ใด และติดต่อศูนย์บริการลูกค้า 02-118-4400 (ทุกวัน 08:00-22:00 น.)

บริษัท วอลเล็ตดี จำกัด
999/9 อาคารดิ ออฟฟิศเศส แอท เซ็นทรัลเวิลด์ ชั้น 28 ถนนพระราม 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพฯ 10330
ใบอนุญาตผู้ให้บริการเงินอิเล็กทรอนิกส์ เลขที่ อ.012/2563
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff4ec;font-family:'Sarabun','Tahoma',sans-serif;">
<table width="540" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:22px auto;border-radius:10px;">
<tr><td style="padding:20px 28px;background:#ff6a13;border-radius:10px 10px 0 0;"><img src="https://cdn.walletd.example/email/logo-w.png" alt="WalletD" height="28"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;color:#333;line-height:1.8;">
<p>สวัสดีค่ะ คุณณัฐพงษ์</p>
<p>คุณกำลังโอนเงินจากวอลเล็ตดีตามรายละเอียดด้านล่าง</p>
<table width="100%" cellpadding="6" style="font-size:14px;background:#fafafa;">
<tr><td>จำนวนเงิน</td><td align="right"><b>2,500.00 บาท</b></td></tr>
<tr><td>ค่าธรรมเนียม</td><td align="right">0.00 บาท</td></tr>
<tr><td>ไปยัง</td><td align="right">นางสาวพิมพ์ชนก ว. (089-xxx-4821)</td></tr>
<tr><td>วันที่</td><td align="right">14 มิ.ย. 2568 เวลา 19:42 น.</td></tr>
<tr><td>บันทึกช่วยจำ</td><td align="right">ค่าเช่าห้อง มิ.ย.</td></tr>
</table>
<p style="text-align:center;margin:22px 0 4px;font-size:14px;color:#777;">รหัสยืนยันการโอน</p>
<p style="text-align:center;margin:0;font-size:34px;font-weight:bold;letter-spacing:8px;color:#ff6a13;">730516</p>
<p style="text-align:center;font-size:13px;color:#999;">กรุณากรอกภายใน 3 นาที</p>
<p style="font-size:13px;color:#666;">ยอดคงเหลือหลังโอน (โดยประมาณ): 4,318.75 บาท</p>
<p style="font-size:13px;color:#c0392b;">หากคุณไม่ได้ทำรายการนี้ โปรดอย่าแจ้งรหัสนี้แก่ผู้ใด และติดต่อศูนย์บริการลูกค้า 02-118-4400 (ทุกวัน 08:00-22:00 น.)</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#999;background:#fafafa;">
บริษัท วอลเล็ตดี จำกัด 999/9 อาคารดิ ออฟฟิศเศส แอท เซ็นทรัลเวิลด์ ชั้น 28 ถนนพระราม 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพฯ 10330<br>
ใบอนุญาตผู้ให้บริการเงินอิเล็กทรอนิกส์ เลขที่ อ.012/2563 · <a href="https://www.walletd.example/privacy" style="color:#999;">นโยบายความเป็นส่วนตัว</a>
</td></tr>
</table></body></html>
""")

# th-03 marketplace: new code, old code explicitly invalid
msg(lang="th", kind="new_and_old_code", otp="905337", otp_shown="905 337", link=None,
    subject="รหัสยืนยันใหม่ของคุณ - ShopJai",
    frm="ShopJai ช้อปใจ <no-reply@shopjai.example>",
    to="kanokwan.p@mailth.example",
    date=(2025, 8, 8, 21, 9, 44, 7),
    text_cte="base64",
    text="""สวัสดีค่ะ คุณกนกวรรณ

เราได้รับคำขอส่งรหัสยืนยันอีกครั้งสำหรับการเปลี่ยนอีเมลบัญชี ShopJai ของคุณ

รหัสยืนยันใหม่: 905 337

รหัสก่อนหน้านี้ (284 610) ถูกยกเลิกแล้วและไม่สามารถใช้ได้
รหัสใหม่นี้ใช้ได้ภายใน 10 นาที และใช้ได้เพียงครั้งเดียว

ชื่อผู้ใช้: kanokwan.shop
ร้านค้าของคุณ: Kanok Handmade (คะแนนร้าน 4.9 จาก 1,284 รีวิว)

หากคุณไม่ได้ขอเปลี่ยนอีเมล กรุณาเปลี่ยนรหัสผ่านทันทีผ่านแอป ShopJai > ฉัน > ตั้งค่าบัญชี

ศูนย์ช่วยเหลือ ShopJai โทร 02-017-8399
บริษัท ช้อปใจ (ประเทศไทย) จำกัด 89 อาคารเอไอเอ แคปปิตอล เซ็นเตอร์ ถนนรัชดาภิเษก แขวงดินแดง เขตดินแดง กรุงเทพฯ 10400
""")

# th-04 developer tool: lower-case letter+digit code and a sign-in link
msg(lang="th", kind="lowercase_alnum", otp="x9f3kq2p",
    link="https://app.codeharbor.example/login/email/verify?t=eyJzaWQiOiJzX2Q4NDEiLCJuIjoiOWEzZiJ9.Vb7Kp2QxLr9Tm4Ws&client=web",
    subject="เข้าสู่ระบบ CodeHarbor",
    frm="CodeHarbor <login@codeharbor.example>",
    to="pakorn.dev@devmail-th.example",
    date=(2025, 9, 5, 14, 25, 37, 7),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""สวัสดีครับ pakorn-dev

มีคำขอเข้าสู่ระบบ CodeHarbor ด้วยอีเมลนี้

รหัสเข้าสู่ระบบ: x9f3kq2p

หรือเปิดลิงก์นี้เพื่อเข้าสู่ระบบทันที:
https://app.codeharbor.example/login/email/verify?t=eyJzaWQiOiJzX2Q4NDEiLCJuIjoiOWEzZiJ9.Vb7Kp2QxLr9Tm4Ws&client=web

รหัสและลิงก์หมดอายุใน 10 นาที
ถ้าคุณไม่ได้ขอเข้าสู่ระบบ ไม่ต้องทำอะไร บัญชีของคุณยังปลอดภัย

Workspace: siam-fintech-lab · แผน Team (14 ที่นั่ง)

CodeHarbor · ถนนนิมมานเหมินท์ ซอย 17 ตำบลสุเทพ อำเภอเมืองเชียงใหม่ เชียงใหม่ 50200
""",
    html="""<!DOCTYPE html>
<html lang="th"><head><meta charset="utf-8"><title>เข้าสู่ระบบ CodeHarbor</title></head>
<body style="margin:0;background:#f6f7fb;font-family:'Noto Sans Thai',-apple-system,sans-serif;">
<div style="max-width:480px;margin:36px auto;background:#fff;border-radius:10px;border:1px solid #e3e6ef;padding:30px;">
<img src="https://static.codeharbor.example/brand/harbor-32.png" width="32" height="32" alt="CodeHarbor">
<h2 style="font-size:20px;color:#111827;margin:18px 0 6px;">เข้าสู่ระบบ CodeHarbor</h2>
<p style="font-size:14px;color:#4b5563;">สวัสดีครับ <b>pakorn-dev</b> มีคำขอเข้าสู่ระบบด้วยอีเมลนี้</p>
<p style="font-size:13px;color:#6b7280;margin:20px 0 6px;">รหัสเข้าสู่ระบบ</p>
<div style="font-family:'JetBrains Mono',Consolas,monospace;font-size:26px;letter-spacing:3px;padding:12px;background:#f3f4f6;border-radius:6px;text-align:center;color:#111827;">x9f3kq2p</div>
<p style="text-align:center;margin:22px 0;"><a href="https://app.codeharbor.example/login/email/verify?t=eyJzaWQiOiJzX2Q4NDEiLCJuIjoiOWEzZiJ9.Vb7Kp2QxLr9Tm4Ws&amp;client=web" style="display:inline-block;background:#111827;color:#fff;padding:11px 28px;border-radius:6px;text-decoration:none;">เข้าสู่ระบบทันที</a></p>
<p style="font-size:12px;color:#9ca3af;">รหัสและลิงก์หมดอายุใน 10 นาที ถ้าคุณไม่ได้ขอเข้าสู่ระบบ ไม่ต้องทำอะไร บัญชีของคุณยังปลอดภัย</p>
<p style="font-size:12px;color:#9ca3af;">Workspace: siam-fintech-lab · แผน Team (14 ที่นั่ง)</p>
<hr style="border:none;border-top:1px solid #eee;">
<p style="font-size:11px;color:#9ca3af;"><a href="https://docs.codeharbor.example/" style="color:#9ca3af;">เอกสาร</a> · <a href="https://codeharbor.example/legal/privacy" style="color:#9ca3af;">ความเป็นส่วนตัว</a><br>CodeHarbor · ถนนนิมมานเหมินท์ ซอย 17 ตำบลสุเทพ อำเภอเมืองเชียงใหม่ เชียงใหม่ 50200</p>
</div>
</body></html>
""")

# th-05 hotel loyalty program: magic sign-in link through a click-tracking redirect, HTML only
msg(lang="th", kind="magic_link", otp=None,
    link="https://links.siampalms.example/ls/click?upn=Yz4Kq9-2FxP1mT7vL3wR8sN2bH6dJ0gF5cA-3D-3Dk8Tq_mRv2WnX7pL4sZ9",
    subject="ลิงก์เข้าสู่ระบบ Siam Palms Rewards ของคุณ",
    frm="Siam Palms Rewards <rewards@mail.siampalms.example>",
    to="supaporn.t@hotmail-th.example",
    date=(2025, 10, 1, 9, 15, 2, 7),
    html_cte="quoted-printable",
    headers=[("List-Unsubscribe", "<https://links.siampalms.example/unsub?m=ZxQ8r2>")],
    html="""<!DOCTYPE html>
<html lang="th"><head><meta charset="utf-8"><title>Siam Palms Rewards</title></head>
<body style="margin:0;background:#f3efe7;font-family:'Prompt','Tahoma',sans-serif;">
<div style="text-align:center;font-size:11px;color:#8a7b66;padding:8px;"><a href="https://links.siampalms.example/ls/click?upn=Vw2-2FbrowserView_8Kq" style="color:#8a7b66;">ดูอีเมลนี้บนเว็บเบราว์เซอร์</a></div>
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><img src="https://img.siampalms.example/email/rewards_header_th.jpg" width="600" alt="Siam Palms Hotels &amp; Resorts" style="display:block;"></td></tr>
<tr><td style="padding:28px 34px;font-size:15px;color:#3d3527;line-height:1.85;">
<p>เรียน คุณสุภาพร ทองดี</p>
<p>คุณขอเข้าสู่ระบบบัญชี Siam Palms Rewards (สมาชิกระดับ Gold หมายเลข SPR 7720 4419) กดปุ่มด้านล่างเพื่อเข้าสู่ระบบได้ทันทีโดยไม่ต้องใช้รหัสผ่าน</p>
<p style="text-align:center;margin:28px 0;"><a href="https://links.siampalms.example/ls/click?upn=Yz4Kq9-2FxP1mT7vL3wR8sN2bH6dJ0gF5cA-3D-3Dk8Tq_mRv2WnX7pL4sZ9" style="background:#1f5f4a;color:#fff;padding:14px 42px;text-decoration:none;border-radius:3px;letter-spacing:1px;">เข้าสู่ระบบ</a></p>
<p style="font-size:13px;color:#7a6e5c;">ลิงก์นี้ใช้ได้ 15 นาทีและใช้ได้ครั้งเดียว หากคุณไม่ได้ขอเข้าสู่ระบบ สามารถเพิกเฉยต่ออีเมลฉบับนี้ได้</p>
<table width="100%" cellpadding="12" style="background:#f7f3ea;font-size:13px;"><tr><td>
คะแนนสะสมของคุณ: <b>18,420 คะแนน</b> (หมดอายุ 31 ธ.ค. 2568: 2,100 คะแนน)<br>
ข้อเสนอพิเศษ: พัก 3 คืน จ่าย 2 ที่ Siam Palms หัวหิน เข้าพักภายใน 20 ธ.ค. 2568 ใช้โค้ด <b>PALMS3N2</b><br>
<a href="https://links.siampalms.example/ls/click?upn=Hh7-2FoffersHuaHin_3Nq" style="color:#1f5f4a;">ดูข้อเสนอ</a>
</td></tr></table>
</td></tr>
<tr><td align="center" style="padding:14px;">
<a href="https://links.siampalms.example/ls/click?upn=Fb_social_01"><img src="https://img.siampalms.example/email/fb.png" width="26" alt="Facebook"></a>
<a href="https://links.siampalms.example/ls/click?upn=Ig_social_02"><img src="https://img.siampalms.example/email/ig.png" width="26" alt="Instagram"></a>
<a href="https://links.siampalms.example/ls/click?upn=Ln_social_03"><img src="https://img.siampalms.example/email/line.png" width="26" alt="LINE"></a>
</td></tr>
<tr><td style="padding:16px 34px;font-size:11px;color:#8a7b66;background:#ebe4d6;line-height:1.7;">
Siam Palms Hotels &amp; Resorts Co., Ltd. 388 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพฯ 10110 · โทร 02-305-6000<br>
<a href="https://links.siampalms.example/unsub?m=ZxQ8r2" style="color:#8a7b66;">ยกเลิกการรับอีเมล</a> · <a href="https://www.siampalms.example/th/privacy" style="color:#8a7b66;">นโยบายความเป็นส่วนตัว</a> · <a href="https://www.siampalms.example/th/help" style="color:#8a7b66;">ช่วยเหลือ</a>
</td></tr>
</table>
<img src="https://links.siampalms.example/wf/open?upn=Op3n_8Kq2Lm" width="1" height="1" alt="" border="0">
</body></html>
""")

# th-06 food delivery receipt: order numbers, tax ID, amounts, postal code; no code
msg(lang="th", kind="newsletter_numbers", otp=None, link=None,
    subject="ใบเสร็จรับเงินของคุณจาก อิ่มดี เดลิเวอรี่ (คำสั่งซื้อ #IMD-250712-88413)",
    frm="อิ่มดี เดลิเวอรี่ <receipt@imdee.example>",
    to="thanawat.s@gmail-th.example",
    date=(2025, 7, 12, 20, 18, 55, 7),
    text_cte="quoted-printable", html_cte="base64",
    text="""ขอบคุณที่สั่งอาหารกับอิ่มดี!

คำสั่งซื้อ #IMD-250712-88413
วันที่ 12 ก.ค. 2568 เวลา 19:36 น. · จัดส่งเมื่อ 20:14 น.
ร้าน: ข้าวมันไก่ประตูน้ำ สาขาสุขุมวิท 39

รายการ
1 x ข้าวมันไก่ต้ม (พิเศษ)          65.00
1 x ข้าวมันไก่ทอด                  60.00
2 x น้ำเก๊กฮวย                      50.00
ค่าอาหาร                          175.00
ค่าจัดส่ง (3.2 กม.)                 29.00
ค่าบริการ                            5.00
ส่วนลดสมาชิก อิ่มดีพลัส            -29.00
รวมทั้งสิ้น                        180.00 บาท
(รวมภาษีมูลค่าเพิ่ม 7% = 11.78 บาท)

ชำระโดย: บัตรเครดิต VISA ลงท้าย 6603
ไรเดอร์: คุณสมพร (ทะเบียน 2กข 4417 กรุงเทพมหานคร)
จัดส่งที่: คอนโดพาร์ค 39 ห้อง 1207 ซอยสุขุมวิท 39 แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพฯ 10110

ใบกำกับภาษีอย่างย่อ เลขที่ ABB-2507-0031184
บริษัท อิ่มดี เทคโนโลยี จำกัด เลขประจำตัวผู้เสียภาษี 0105561234567 (สำนักงานใหญ่)
ศูนย์บริการลูกค้า 02-026-3030 ทุกวัน 07:00-24:00 น.
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4faf4;font-family:Tahoma,sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto;">
<tr><td style="padding:20px 26px;background:#16a34a;color:#fff;font-size:20px;font-weight:bold;">อิ่มดี เดลิเวอรี่</td></tr>
<tr><td style="padding:22px 26px;font-size:14px;color:#333;line-height:1.7;">
<p style="font-size:17px;">ขอบคุณที่สั่งอาหารกับอิ่มดี!</p>
<p>คำสั่งซื้อ <b>#IMD-250712-88413</b><br>วันที่ 12 ก.ค. 2568 เวลา 19:36 น. · จัดส่งเมื่อ 20:14 น.<br>ร้าน: ข้าวมันไก่ประตูน้ำ สาขาสุขุมวิท 39</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;border-top:1px solid #ddd;border-bottom:1px solid #ddd;">
<tr><td>1 x ข้าวมันไก่ต้ม (พิเศษ)</td><td align="right">65.00</td></tr>
<tr><td>1 x ข้าวมันไก่ทอด</td><td align="right">60.00</td></tr>
<tr><td>2 x น้ำเก๊กฮวย</td><td align="right">50.00</td></tr>
<tr><td>ค่าจัดส่ง (3.2 กม.)</td><td align="right">29.00</td></tr>
<tr><td>ค่าบริการ</td><td align="right">5.00</td></tr>
<tr><td>ส่วนลดสมาชิก อิ่มดีพลัส</td><td align="right">-29.00</td></tr>
<tr><td><b>รวมทั้งสิ้น</b></td><td align="right"><b>180.00 บาท</b></td></tr>
</table>
<p style="font-size:12px;color:#666;">รวมภาษีมูลค่าเพิ่ม 7% = 11.78 บาท · ชำระโดย VISA ลงท้าย 6603<br>
ไรเดอร์: คุณสมพร (ทะเบียน 2กข 4417 กรุงเทพมหานคร)<br>
จัดส่งที่: คอนโดพาร์ค 39 ห้อง 1207 ซอยสุขุมวิท 39 แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพฯ 10110</p>
<p style="text-align:center;"><a href="https://www.imdee.example/orders/IMD-250712-88413/rate" style="background:#16a34a;color:#fff;padding:9px 26px;text-decoration:none;border-radius:20px;">ให้คะแนนไรเดอร์และร้านอาหาร</a></p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#999;background:#f7f7f7;">
ใบกำกับภาษีอย่างย่อ เลขที่ ABB-2507-0031184<br>
บริษัท อิ่มดี เทคโนโลยี จำกัด เลขประจำตัวผู้เสียภาษี 0105561234567 (สำนักงานใหญ่)<br>
ศูนย์บริการลูกค้า 02-026-3030 ทุกวัน 07:00-24:00 น. · <a href="https://www.imdee.example/help" style="color:#999;">ศูนย์ช่วยเหลือ</a>
</td></tr>
</table></body></html>
""")

# th-07 intercity bus e-ticket: booking reference, seat, platform; no code
msg(lang="th", kind="booking_ref", otp=None, link=None,
    subject="ตั๋วโดยสารอิเล็กทรอนิกส์ กรุงเทพฯ (หมอชิต 2) - เชียงราย | หมายเลขการจอง TK8R2M",
    frm="ทางไกลทัวร์ <eticket@tangklai-tour.example>",
    to="jiraporn.m@mailbox-th.example",
    date=(2025, 10, 20, 11, 2, 48, 7),
    text_cte="8bit",
    text="""เรียน คุณจิราภรณ์ มณีวงศ์

ขอบคุณที่เลือกเดินทางกับทางไกลทัวร์ การชำระเงินของคุณเสร็จสมบูรณ์แล้ว

หมายเลขการจอง: TK8R2M
หมายเลขตั๋ว: 6804-2210-0193

เส้นทาง: กรุงเทพฯ (สถานีขนส่งหมอชิต 2) - เชียงราย (สถานีขนส่งแห่งที่ 2)
วันเดินทาง: วันศุกร์ที่ 31 ตุลาคม 2568
เวลาออก: 20:30 น. · ถึงโดยประมาณ 06:10 น. (1 พ.ย. 2568)
ประเภทรถ: VIP 24 ที่นั่ง (เที่ยวรถ 962)
ชานชาลา: 112-115 (อาคารผู้โดยสารชั้น 1)
ที่นั่ง: 1A, 1B
ผู้โดยสาร: จิราภรณ์ มณีวงศ์ / ภาณุวัฒน์ มณีวงศ์

ค่าโดยสาร 2 x 862.00 บาท = 1,724.00 บาท
ค่าธรรมเนียมการจอง 30.00 บาท
รวมชำระ 1,754.00 บาท (พร้อมเพย์ · 20 ต.ค. 2568 10:59 น.)

- กรุณามาถึงสถานีก่อนเวลาออกรถอย่างน้อย 30 นาที และแสดงตั๋วนี้พร้อมบัตรประชาชน
- สัมภาระใต้ท้องรถไม่เกิน 20 กก. ต่อท่าน
- เปลี่ยนแปลงการเดินทางได้ก่อนเวลาออกรถ 24 ชั่วโมง (ค่าธรรมเนียม 10%)

จัดการการจองของฉัน: https://www.tangklai-tour.example/booking/manage

บริษัท ทางไกลทัวร์ จำกัด
999 ถนนกำแพงเพชร 2 แขวงจตุจักร เขตจตุจักร กรุงเทพฯ 10900
Call Center 1624 (ตลอด 24 ชั่วโมง)
""")

# th-08 courier: handover code the recipient tells the rider, shown with a hyphen
msg(lang="th", kind="delivery_code", otp="528174", otp_shown="528-174", link=None,
    subject="พัสดุของคุณกำลังนำส่งวันนี้ - แจ้งรหัสรับพัสดุกับพนักงาน",
    frm="ส่งไวเอ็กซ์เพรส <noreply@songwai-express.example>",
    to="apinya.c@webmail-th.example",
    date=(2025, 6, 23, 8, 5, 30, 7),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""สวัสดีค่ะ คุณอภิญญา

พัสดุของคุณอยู่ระหว่างนำส่งและจะถึงภายในวันนี้ (23 มิ.ย. 2568 ช่วงเวลา 13:00-17:00 น.)

หมายเลขพัสดุ: SWX250614889123TH
ผู้ส่ง: ร้าน Happy Skin Official
เก็บเงินปลายทาง (COD): 1,290.00 บาท
พนักงานนำส่ง: คุณวีระ โทร 081-443-2907

รหัสรับพัสดุ: 528-174
เมื่อได้รับพัสดุ กรุณาแจ้งรหัส 6 หลักนี้กับพนักงานนำส่งเพื่อยืนยันการรับ
กรุณาอย่าแจ้งรหัสนี้ก่อนได้รับพัสดุ

ติดตามพัสดุ: https://track.songwai-express.example/?no=SWX250614889123TH

บริษัท ส่งไว เอ็กซ์เพรส (ประเทศไทย) จำกัด
88/8 หมู่ 5 ถนนบางนา-ตราด กม.19 ตำบลบางโฉลง อำเภอบางพลี สมุทรปราการ 10540
Call Center 1376
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff8e6;font-family:Tahoma,sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto;border:1px solid #f3d98b;">
<tr><td style="padding:16px 24px;background:#ffcc00;"><img src="https://img.songwai-express.example/mail/swx_logo.png" alt="ส่งไวเอ็กซ์เพรส" height="30"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#333;line-height:1.8;">
<p>สวัสดีค่ะ คุณอภิญญา</p>
<p>พัสดุของคุณอยู่ระหว่างนำส่งและจะถึงภายในวันนี้ (23 มิ.ย. 2568 ช่วงเวลา 13:00-17:00 น.)</p>
<table width="100%" cellpadding="5" style="font-size:13px;background:#fffbf0;">
<tr><td>หมายเลขพัสดุ</td><td>SWX250614889123TH</td></tr>
<tr><td>ผู้ส่ง</td><td>ร้าน Happy Skin Official</td></tr>
<tr><td>เก็บเงินปลายทาง (COD)</td><td>1,290.00 บาท</td></tr>
<tr><td>พนักงานนำส่ง</td><td>คุณวีระ โทร 081-443-2907</td></tr>
</table>
<div style="margin:20px 0;padding:16px;border:2px solid #ffcc00;text-align:center;">
<div style="font-size:13px;color:#666;">รหัสรับพัสดุ</div>
<div style="font-size:32px;font-weight:bold;letter-spacing:4px;">528-174</div>
<div style="font-size:12px;color:#666;">เมื่อได้รับพัสดุ กรุณาแจ้งรหัส 6 หลักนี้กับพนักงานนำส่งเพื่อยืนยันการรับ<br>กรุณาอย่าแจ้งรหัสนี้ก่อนได้รับพัสดุ</div>
</div>
<p style="text-align:center;"><a href="https://track.songwai-express.example/?no=SWX250614889123TH" style="color:#b8860b;">ติดตามพัสดุ</a></p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#999;background:#fafafa;">บริษัท ส่งไว เอ็กซ์เพรส (ประเทศไทย) จำกัด 88/8 หมู่ 5 ถนนบางนา-ตราด กม.19 ตำบลบางโฉลง อำเภอบางพลี สมุทรปราการ 10540 · Call Center 1376</td></tr>
</table></body></html>
""")

# th-09 social network: the code is only in the subject line
msg(lang="th", kind="subject_only", otp="417290", link=None,
    subject="417290 คือรหัสยืนยันบัญชี Phuenban ของคุณ",
    frm="Phuenban <security@phuenban.example>",
    to="chompoo_n@ymail-th.example",
    date=(2025, 8, 30, 22, 41, 7, 7),
    text_cte="base64", html_cte="quoted-printable",
    text="""สวัสดี ชมพู่

มีคนพยายามเข้าสู่ระบบ Phuenban ด้วยอีเมลของคุณจากอุปกรณ์ใหม่
ใช้รหัส 6 หลักในหัวเรื่องของอีเมลฉบับนี้เพื่อยืนยันว่าเป็นคุณ

อุปกรณ์: Samsung Galaxy A55 · แอป Phuenban 12.4
ตำแหน่งโดยประมาณ: ขอนแก่น ประเทศไทย
เวลา: 30 ส.ค. 2568 22:41 น.

หากไม่ใช่คุณ อย่าแชร์รหัสนี้กับใคร แม้จะอ้างว่าเป็นเจ้าหน้าที่ Phuenban

Phuenban Co., Ltd. 1 อาคารเอ็มไพร์ ทาวเวอร์ ถนนสาทรใต้ แขวงยานนาวา เขตสาทร กรุงเทพฯ 10120
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f2f5;font-family:Tahoma,sans-serif;">
<table width="500" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px auto;">
<tr><td style="padding:16px 22px;border-bottom:1px solid #e4e6eb;color:#e0245e;font-size:20px;font-weight:bold;">Phuenban</td></tr>
<tr><td style="padding:20px 22px;font-size:15px;color:#1c1e21;line-height:1.7;">
<p>สวัสดี ชมพู่</p>
<p>มีคนพยายามเข้าสู่ระบบ Phuenban ด้วยอีเมลของคุณจากอุปกรณ์ใหม่ ใช้รหัส 6 หลักใน<b>หัวเรื่องของอีเมลฉบับนี้</b>เพื่อยืนยันว่าเป็นคุณ</p>
<table cellpadding="3" style="font-size:13px;color:#65676b;">
<tr><td>อุปกรณ์</td><td>Samsung Galaxy A55 · แอป Phuenban 12.4</td></tr>
<tr><td>ตำแหน่งโดยประมาณ</td><td>ขอนแก่น ประเทศไทย</td></tr>
<tr><td>เวลา</td><td>30 ส.ค. 2568 22:41 น.</td></tr>
</table>
<p style="font-size:13px;color:#65676b;">หากไม่ใช่คุณ อย่าแชร์รหัสนี้กับใคร แม้จะอ้างว่าเป็นเจ้าหน้าที่ Phuenban</p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#8a8d91;border-top:1px solid #e4e6eb;">Phuenban Co., Ltd. 1 อาคารเอ็มไพร์ ทาวเวอร์ ถนนสาทรใต้ แขวงยานนาวา เขตสาทร กรุงเทพฯ 10120 · <a href="https://www.phuenban.example/help/security" style="color:#8a8d91;">ศูนย์ความปลอดภัย</a></td></tr>
</table></body></html>
""")

# th-10 cloud storage: backup codes list, nothing to type now (null)
msg(lang="th", kind="several_codes", otp=None, link=None,
    subject="รหัสสำรองสำหรับบัญชี MekhaDrive ของคุณ",
    frm="MekhaDrive เมฆาไดรฟ์ <account@mekhadrive.example>",
    to="somsak.w@corp-th.example",
    date=(2025, 9, 19, 16, 30, 21, 7),
    text_cte="8bit",
    text="""เรียน คุณสมศักดิ์

คุณได้สร้างชุดรหัสสำรองใหม่สำหรับการยืนยันตัวตนแบบสองขั้นตอนของบัญชี MekhaDrive แล้ว
ชุดรหัสสำรองเดิมทั้งหมดถูกยกเลิก

ใช้รหัสสำรองเหล่านี้เมื่อคุณไม่สามารถรับรหัสทาง SMS หรือแอปยืนยันตัวตนได้
แต่ละรหัสใช้ได้เพียงครั้งเดียว เก็บไว้ในที่ปลอดภัยและอย่าส่งต่อให้ผู้อื่น

 1. 7204 1938      6. 5027 9914
 2. 3381 6045      7. 8150 2276
 3. 9462 0713      8. 4739 6602
 4. 1856 4420      9. 2093 8851
 5. 6617 3389     10. 7348 1506

สร้างเมื่อ: 19 ก.ย. 2568 16:30 น. (ICT)
พื้นที่จัดเก็บที่ใช้: 812.4 GB จาก 2 TB (แผน Business)

หากคุณไม่ได้สร้างรหัสชุดนี้ กรุณาติดต่อผู้ดูแลระบบขององค์กรหรือโทร 02-108-7755

MekhaDrive โดย บริษัท เมฆา คลาวด์ เซอร์วิส จำกัด
เลขที่ 3 อาคารสามย่านมิตรทาวน์ ชั้น 21 ถนนพระราม 4 แขวงวังใหม่ เขตปทุมวัน กรุงเทพฯ 10330
""")

# th-11 home-goods shop promo: promo code, gift card number, OTP safety tip; no code
msg(lang="th", kind="decoy_codes", otp=None, link=None,
    subject="🏠 ลดสูงสุด 50% + โค้ดลดเพิ่ม 300 บาท เฉพาะสมาชิก บ้านสวยช้อป",
    frm="บ้านสวยช้อป <news@baansuayshop.example>",
    to="pornthip.y@email-th.example",
    date=(2025, 11, 11, 10, 0, 0, 7),
    text_cte="quoted-printable", html_cte="base64",
    headers=[("List-Unsubscribe", "<https://baansuayshop.example/unsubscribe?c=1111&u=pY77Qd>"), ("Precedence", "bulk")],
    text="""สวัสดีค่ะ คุณพรทิพย์

11.11 มหกรรมแต่งบ้าน ลดสูงสุด 50% วันนี้ - 13 พ.ย. 2568 เท่านั้น!

ใช้โค้ด SAVE300 ลดเพิ่ม 300 บาท เมื่อช้อปครบ 2,500 บาท (จำกัด 1,000 สิทธิ์แรก)

บัตรของขวัญของคุณยังไม่ได้ใช้!
หมายเลขบัตร: 6035 7712 0048 3391 · มูลค่าคงเหลือ 500 บาท · หมดอายุ 31 ธ.ค. 2568

สินค้าแนะนำ
- โซฟาผ้า 3 ที่นั่ง รุ่น Lagom  12,900.- เหลือ 7,990.-
- ชุดเครื่องนอน 6 ฟุต 480 เส้นด้าย  3,590.- เหลือ 1,790.-
- โคมไฟตั้งพื้น Nordic  2,450.- เหลือ 1,470.-

ช้อปเลย: https://baansuayshop.example/1111?utm_source=email&utm_campaign=1111

เตือนภัย: บ้านสวยช้อปไม่มีนโยบายขอรหัส OTP (เช่น 123456) หรือรหัสผ่านทางโทรศัพท์และ LINE
หากมีผู้อ้างเป็นเจ้าหน้าที่ กรุณาโทรแจ้ง 1182

บริษัท บ้านสวย รีเทล จำกัด 55/5 ถนนรัตนาธิเบศร์ ตำบลบางกระสอ อำเภอเมืองนนทบุรี นนทบุรี 11000
ยกเลิกการรับข่าวสาร: https://baansuayshop.example/unsubscribe?c=1111&u=pY77Qd
""",
    html="""<!DOCTYPE html>
<html lang="th"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fdf2e9;font-family:Tahoma,sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td align="center" style="font-size:11px;color:#999;padding:6px;"><a href="https://baansuayshop.example/email/view/1111-pY77Qd" style="color:#999;">ดูบนเว็บไซต์</a></td></tr>
<tr><td><a href="https://baansuayshop.example/1111?utm_source=email&amp;utm_campaign=1111"><img src="https://img.baansuayshop.example/campaign/1111/banner.jpg" width="600" alt="11.11 ลดสูงสุด 50%" style="display:block;"></a></td></tr>
<tr><td style="padding:22px 28px;font-size:15px;color:#333;line-height:1.8;">
<p>สวัสดีค่ะ คุณพรทิพย์</p>
<p>11.11 มหกรรมแต่งบ้าน ลดสูงสุด 50% วันนี้ - 13 พ.ย. 2568 เท่านั้น!</p>
<div style="border:2px dashed #e67e22;padding:14px;text-align:center;margin:14px 0;">
ใช้โค้ด <span style="font-size:24px;font-weight:bold;color:#e67e22;">SAVE300</span><br>
<span style="font-size:12px;color:#777;">ลดเพิ่ม 300 บาท เมื่อช้อปครบ 2,500 บาท (จำกัด 1,000 สิทธิ์แรก)</span>
</div>
<p style="font-size:13px;background:#f8f8f8;padding:10px;">บัตรของขวัญของคุณยังไม่ได้ใช้!<br>หมายเลขบัตร 6035 7712 0048 3391 · มูลค่าคงเหลือ 500 บาท · หมดอายุ 31 ธ.ค. 2568</p>
<table width="100%" cellpadding="6" style="font-size:13px;">
<tr><td>โซฟาผ้า 3 ที่นั่ง รุ่น Lagom</td><td align="right"><s>12,900.-</s> <b style="color:#e74c3c;">7,990.-</b></td></tr>
<tr><td>ชุดเครื่องนอน 6 ฟุต 480 เส้นด้าย</td><td align="right"><s>3,590.-</s> <b style="color:#e74c3c;">1,790.-</b></td></tr>
<tr><td>โคมไฟตั้งพื้น Nordic</td><td align="right"><s>2,450.-</s> <b style="color:#e74c3c;">1,470.-</b></td></tr>
</table>
<p style="text-align:center;margin:20px 0;"><a href="https://baansuayshop.example/1111?utm_source=email&amp;utm_campaign=1111" style="background:#e67e22;color:#fff;padding:12px 40px;text-decoration:none;border-radius:4px;">ช้อปเลย</a></p>
<p style="font-size:12px;color:#c0392b;">เตือนภัย: บ้านสวยช้อปไม่มีนโยบายขอรหัส OTP (เช่น 123456) หรือรหัสผ่านทางโทรศัพท์และ LINE หากมีผู้อ้างเป็นเจ้าหน้าที่ กรุณาโทรแจ้ง 1182</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#999;background:#f4f4f4;">
บริษัท บ้านสวย รีเทล จำกัด 55/5 ถนนรัตนาธิเบศร์ ตำบลบางกระสอ อำเภอเมืองนนทบุรี นนทบุรี 11000<br>
<a href="https://baansuayshop.example/unsubscribe?c=1111&amp;u=pY77Qd" style="color:#999;">ยกเลิกการรับข่าวสาร</a> · <a href="https://baansuayshop.example/privacy" style="color:#999;">นโยบายความเป็นส่วนตัว</a>
</td></tr>
</table>
<img src="https://t.baansuayshop.example/open/1111/pY77Qd.gif" width="1" height="1" alt="">
</body></html>
""")

# th-12 university admissions portal: e-mail verification link
msg(lang="th", kind="magic_link", otp=None,
    link="https://admission.lanna-east.ac.example/register/verify?applicant=68-110572&code=Vf8kQ2mZ7xT4pL9rW3nB6hY1sD5j",
    subject="ยืนยันอีเมลสำหรับระบบรับสมัครนักศึกษา ปีการศึกษา 2569",
    frm="งานรับเข้าศึกษา มหาวิทยาลัยล้านนาตะวันออก <admission@lanna-east.ac.example>",
    to="ploy.kittiya@studentmail-th.example",
    date=(2025, 11, 3, 13, 12, 40, 7),
    text_cte="base64", html_cte="quoted-printable",
    text="""เรียน นางสาวกิตติยา แสงทอง

ขอบคุณที่ลงทะเบียนในระบบรับสมัครนักศึกษา มหาวิทยาลัยล้านนาตะวันออก ปีการศึกษา 2569
เลขที่ผู้สมัคร: 68-110572

กรุณายืนยันอีเมลของท่านโดยเปิดลิงก์ด้านล่างภายใน 24 ชั่วโมง

https://admission.lanna-east.ac.example/register/verify?applicant=68-110572&code=Vf8kQ2mZ7xT4pL9rW3nB6hY1sD5j

กำหนดการสำคัญ
- รอบที่ 1 Portfolio: รับสมัคร 10-28 พ.ย. 2568
- ชำระค่าสมัคร 400 บาท ภายใน 29 พ.ย. 2568
- ประกาศรายชื่อผู้มีสิทธิ์สอบสัมภาษณ์ 15 ธ.ค. 2568

งานรับเข้าศึกษา สำนักทะเบียนและประมวลผล
มหาวิทยาลัยล้านนาตะวันออก 239 ถนนห้วยแก้ว ตำบลสุเทพ อำเภอเมืองเชียงใหม่ เชียงใหม่ 50200
โทร 053-942-111 ต่อ 4420-4423
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f0fa;font-family:'Sarabun',Tahoma,sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 28px;background:#5b2a86;color:#fff;"><img src="https://admission.lanna-east.ac.example/assets/mail/seal.png" alt="มหาวิทยาลัยล้านนาตะวันออก" height="44" style="vertical-align:middle;"> <span style="font-size:17px;vertical-align:middle;">ระบบรับสมัครนักศึกษา ปีการศึกษา 2569</span></td></tr>
<tr><td style="padding:26px 28px;font-size:15px;color:#333;line-height:1.85;">
<p>เรียน นางสาวกิตติยา แสงทอง</p>
<p>ขอบคุณที่ลงทะเบียนในระบบรับสมัครนักศึกษา มหาวิทยาลัยล้านนาตะวันออก<br>เลขที่ผู้สมัคร: <b>68-110572</b></p>
<p>กรุณายืนยันอีเมลของท่านโดยกดปุ่มด้านล่างภายใน 24 ชั่วโมง</p>
<p style="text-align:center;margin:26px 0;"><a href="https://admission.lanna-east.ac.example/register/verify?applicant=68-110572&amp;code=Vf8kQ2mZ7xT4pL9rW3nB6hY1sD5j" style="background:#5b2a86;color:#fff;padding:12px 38px;text-decoration:none;border-radius:4px;">ยืนยันอีเมล</a></p>
<p style="font-size:13px;"><b>กำหนดการสำคัญ</b><br>
- รอบที่ 1 Portfolio: รับสมัคร 10-28 พ.ย. 2568<br>
- ชำระค่าสมัคร 400 บาท ภายใน 29 พ.ย. 2568<br>
- ประกาศรายชื่อผู้มีสิทธิ์สอบสัมภาษณ์ 15 ธ.ค. 2568<br>
<a href="https://admission.lanna-east.ac.example/announce/2569/round1.pdf" style="color:#5b2a86;">ระเบียบการรับสมัคร (PDF)</a></p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#888;background:#f3eef8;line-height:1.7;">
งานรับเข้าศึกษา สำนักทะเบียนและประมวลผล มหาวิทยาลัยล้านนาตะวันออก<br>
239 ถนนห้วยแก้ว ตำบลสุเทพ อำเภอเมืองเชียงใหม่ เชียงใหม่ 50200 · โทร 053-942-111 ต่อ 4420-4423<br>
<a href="https://www.facebook.example/LannaEastAdmission" style="color:#888;">Facebook</a> · <a href="https://www.lanna-east.ac.example/pdpa" style="color:#888;">การคุ้มครองข้อมูลส่วนบุคคล</a>
</td></tr>
</table></body></html>
""")

# th-13 forum: user name with digits, password-changed notice, no code and no usable link
msg(lang="th", kind="username_digits", otp=None, link=None,
    subject="รหัสผ่านบัญชี สภากาแฟ ของคุณถูกเปลี่ยนแล้ว",
    frm="สภากาแฟ Community <noreply@sapakafae.example>",
    to="somchai1988@thaimail.example",
    date=(2025, 7, 28, 23, 3, 11, 7),
    text_cte="8bit",
    text="""สวัสดีครับ somchai1988

รหัสผ่านบัญชี สภากาแฟ ของคุณถูกเปลี่ยนเรียบร้อยแล้ว

ชื่อผู้ใช้: somchai1988
หมายเลขสมาชิก: 204811
เวลา: 28 ก.ค. 2568 23:02 น.
อุปกรณ์: Chrome บน Windows · IP 171.96.12.44 (นครราชสีมา)

ถ้าคุณเป็นคนเปลี่ยนเอง ไม่ต้องทำอะไรเพิ่มเติม
ถ้าไม่ใช่คุณ โปรดติดต่อทีมดูแลบอร์ดทันทีที่ https://www.sapakafae.example/contact
และตรวจสอบกิจกรรมล่าสุดของบัญชีได้ที่ https://www.sapakafae.example/member/activity

กระทู้ของคุณที่มีความเคลื่อนไหวล่าสุด
- "รีวิวเครื่องบดมือ 3 รุ่นงบไม่เกิน 2,000" (ตอบกลับ 37 · เข้าชม 5,912)
- "คั่วเมล็ดเองที่บ้าน 250 กรัม ใช้เวลากี่นาที" (ตอบกลับ 12 · เข้าชม 1,448)

ทีมงาน สภากาแฟ
""")

# -------------------------------------------------------------- Vietnamese --

# vi-01 bank transaction OTP, 8 digits, among amount / account / hotline
msg(lang="vi", kind="plain_code", otp="61840372", link=None,
    subject="[Ngân hàng Sông Hồng] Mã OTP xác thực giao dịch",
    frm="Ngân hàng TMCP Sông Hồng <ebanking@songhongbank.example>",
    to="nguyen.thu.ha@mailvn.example",
    date=(2025, 6, 16, 9, 12, 33, 7),
    text_cte="8bit",
    text="""Kính gửi Quý khách NGUYEN THU HA,

Quý khách đang thực hiện giao dịch chuyển khoản trên SH Digital Banking.
Mã OTP xác thực giao dịch của Quý khách là: 61840372

Mã có hiệu lực trong 120 giây, kể từ 09:12:33 ngày 16/06/2025.

Thông tin giao dịch:
- Tài khoản nguồn: ******6712
- Tài khoản nhận: 0451000392817 - TRAN MINH KHOA - Vietcombank
- Số tiền: 15.000.000 VND
- Phí: 0 VND
- Nội dung: KHOA TRA TIEN NHA T6

TUYỆT ĐỐI KHÔNG cung cấp mã OTP cho bất kỳ ai, kể cả nhân viên Ngân hàng.
Nếu Quý khách không thực hiện giao dịch này, vui lòng liên hệ ngay Hotline 1900 6868 hoặc (024) 3944 6868 (24/7).

Trân trọng,
Ngân hàng TMCP Sông Hồng
Trụ sở chính: 198 Trần Quang Khải, phường Lý Thái Tổ, quận Hoàn Kiếm, Hà Nội
Email này được gửi tự động, vui lòng không trả lời.
""")

# vi-02 e-commerce sign-in code with "not you? reset password" link (link is not the answer)
msg(lang="vi", kind="reset_in_code_mail", otp="305829", otp_shown="305 829", link=None,
    subject="Mã đăng nhập MuaNhanh của bạn",
    frm="MuaNhanh <no-reply@muanhanh.example>",
    to="le.quang.vinh@gmail-vn.example",
    date=(2025, 7, 21, 20, 47, 2, 7),
    text_cte="quoted-printable", html_cte="base64",
    text="""Xin chào Lê Quang Vinh,

Mã đăng nhập MuaNhanh của bạn là: 305 829

Mã có hiệu lực trong 5 phút. Vui lòng không chia sẻ mã này với bất kỳ ai.

Thiết bị: Safari trên iPhone · TP. Hồ Chí Minh · 21/07/2025 20:47

Không phải bạn? Hãy đặt lại mật khẩu ngay để bảo vệ tài khoản:
https://id.muanhanh.example/password/reset?ref=otp_mail&hint=lqv

Đơn hàng gần nhất: #MN2507184421 - Đang giao (dự kiến 23/07)

Công ty TNHH MuaNhanh Việt Nam
Tầng 12, Tòa nhà Viettel Complex, 285 Cách Mạng Tháng Tám, Phường 12, Quận 10, TP. Hồ Chí Minh
Hotline: 1900 6035 · MST: 0315829047
""",
    html="""<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"><title>Mã đăng nhập</title></head>
<body style="margin:0;background:#f5f5fa;font-family:Roboto,Arial,sans-serif;">
<table width="540" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px auto;border-radius:8px;">
<tr><td style="padding:20px 28px;background:#1a94ff;border-radius:8px 8px 0 0;"><img src="https://salt.muanhanh.example/email/logo-white.png" alt="MuaNhanh" height="28"></td></tr>
<tr><td style="padding:26px 28px;font-size:15px;color:#27272a;line-height:1.7;">
<p>Xin chào <b>Lê Quang Vinh</b>,</p>
<p>Mã đăng nhập MuaNhanh của bạn là:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;color:#1a94ff;text-align:center;margin:18px 0;">305 829</p>
<p style="font-size:13px;color:#71717a;">Mã có hiệu lực trong 5 phút. Vui lòng không chia sẻ mã này với bất kỳ ai.</p>
<p style="font-size:13px;color:#71717a;">Thiết bị: Safari trên iPhone · TP. Hồ Chí Minh · 21/07/2025 20:47</p>
<p style="font-size:13px;border-top:1px solid #eee;padding-top:14px;">Không phải bạn? <a href="https://id.muanhanh.example/password/reset?ref=otp_mail&amp;hint=lqv" style="color:#ff424e;">Đặt lại mật khẩu ngay</a> để bảo vệ tài khoản.</p>
<p style="font-size:13px;background:#f8f8fc;padding:10px;">Đơn hàng gần nhất: <a href="https://muanhanh.example/sales/order/view/MN2507184421" style="color:#1a94ff;">#MN2507184421</a> - Đang giao (dự kiến 23/07)</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#a1a1aa;background:#fafafa;border-radius:0 0 8px 8px;">
Công ty TNHH MuaNhanh Việt Nam · Tầng 12, Tòa nhà Viettel Complex, 285 Cách Mạng Tháng Tám, Phường 12, Quận 10, TP. Hồ Chí Minh<br>
Hotline: 1900 6035 · MST: 0315829047 · <a href="https://muanhanh.example/chinh-sach-bao-mat" style="color:#a1a1aa;">Chính sách bảo mật</a>
</td></tr>
</table></body></html>
""")

# vi-03 streaming: browser verification code to type now, TV pairing code for later
msg(lang="vi", kind="several_codes", otp="481906", link=None,
    subject="PhimHay+ | Mã xác minh đăng nhập và mã ghép nối TV",
    frm="PhimHay+ <hotro@phimhay-plus.example>",
    to="dang.minh.tri@yahoo-vn.example",
    date=(2025, 8, 24, 21, 3, 45, 7),
    text_cte="base64", html_cte="quoted-printable",
    text="""Chào Đặng Minh Trí,

Bạn vừa yêu cầu đăng nhập PhimHay+ trên trình duyệt web và thêm một Smart TV vào tài khoản.

1) Nhập ngay trên trình duyệt để hoàn tất đăng nhập:
   Mã xác minh: 481906  (hết hạn sau 10 phút)

2) Chỉ dùng trên Smart TV (mở ứng dụng PhimHay+ trên TV > Đăng nhập bằng mã):
   Mã ghép nối TV: TVK-2Q7M  (hết hạn sau 24 giờ)
   Không nhập mã ghép nối này vào trình duyệt.

Gói hiện tại: PhimHay+ Gia đình · 4 thiết bị · 180.000đ/tháng · gia hạn ngày 02/09/2025
Thiết bị đang đăng nhập: 3/4

Nếu không phải bạn, hãy bỏ qua email này và đổi mật khẩu trong mục Tài khoản.

Công ty Cổ phần Giải trí Trực tuyến PhimHay · 72 Lê Thánh Tôn, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh
Tổng đài hỗ trợ: 1800 6620 (miễn phí)
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0d0d0d;font-family:Arial,sans-serif;color:#e5e5e5;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#181818;margin:24px auto;">
<tr><td style="padding:22px 28px;"><img src="https://assets.phimhay-plus.example/mail/logo-red.png" alt="PhimHay+" height="30"></td></tr>
<tr><td style="padding:0 28px 22px;font-size:15px;line-height:1.7;">
<p>Chào Đặng Minh Trí,</p>
<p>Bạn vừa yêu cầu đăng nhập PhimHay+ trên trình duyệt web và thêm một Smart TV vào tài khoản.</p>
<table width="100%" cellpadding="14" cellspacing="0" style="background:#262626;border-left:4px solid #e50914;margin:14px 0;">
<tr><td><div style="font-size:13px;color:#bbb;">① Nhập ngay trên trình duyệt để hoàn tất đăng nhập</div>
<div style="font-size:30px;font-weight:bold;letter-spacing:6px;color:#fff;">481906</div>
<div style="font-size:12px;color:#999;">Mã xác minh · hết hạn sau 10 phút</div></td></tr>
</table>
<table width="100%" cellpadding="14" cellspacing="0" style="background:#202020;margin:14px 0;">
<tr><td><div style="font-size:13px;color:#bbb;">② Chỉ dùng trên Smart TV (ứng dụng PhimHay+ trên TV &gt; Đăng nhập bằng mã)</div>
<div style="font-size:20px;letter-spacing:3px;color:#ccc;">TVK-2Q7M</div>
<div style="font-size:12px;color:#999;">Mã ghép nối TV · hết hạn sau 24 giờ · Không nhập mã này vào trình duyệt</div></td></tr>
</table>
<p style="font-size:13px;color:#aaa;">Gói hiện tại: PhimHay+ Gia đình · 4 thiết bị · 180.000đ/tháng · gia hạn ngày 02/09/2025<br>Thiết bị đang đăng nhập: 3/4</p>
<p style="font-size:13px;color:#aaa;">Nếu không phải bạn, hãy bỏ qua email này và đổi mật khẩu trong mục Tài khoản.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#777;border-top:1px solid #333;">
Công ty Cổ phần Giải trí Trực tuyến PhimHay · 72 Lê Thánh Tôn, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh · Tổng đài: 1800 6620<br>
<a href="https://help.phimhay-plus.example/" style="color:#999;">Trung tâm trợ giúp</a> · <a href="https://phimhay-plus.example/dieu-khoan" style="color:#999;">Điều khoản sử dụng</a>
</td></tr>
</table></body></html>
""")

# vi-04 provincial public-service portal: digits introduced without the word for "code"
msg(lang="vi", kind="no_code_word", otp="593208", otp_shown="593 208", link=None,
    subject="Cổng Dịch vụ công tỉnh Hải Cảng - Xác nhận đăng ký tài khoản",
    frm="Cổng Dịch vụ công tỉnh Hải Cảng <khongtraloi@dichvucong.haicang.gov.example>",
    to="pham.van.duc1979@mailvn.example",
    date=(2025, 9, 9, 8, 30, 5, 7),
    text_cte="quoted-printable",
    text="""Kính gửi ông/bà PHẠM VĂN ĐỨC,

Cổng Dịch vụ công tỉnh Hải Cảng đã nhận được yêu cầu đăng ký tài khoản công dân bằng địa chỉ email này.

Để hoàn tất đăng ký, vui lòng nhập dãy số sau vào trang đăng ký:

        593 208

Dãy số có hiệu lực trong 15 phút và chỉ sử dụng được một lần.

Thông tin đăng ký:
- Số CCCD: 031079******
- Số điện thoại: 0912 *** 468
- Thời gian gửi yêu cầu: 08:30 ngày 09/09/2025

Nếu ông/bà không thực hiện đăng ký, xin vui lòng bỏ qua thư này.

Trung tâm Phục vụ hành chính công tỉnh Hải Cảng
Số 18 Hoàng Diệu, phường Minh Khai, thành phố Hải Cảng
Tổng đài hỗ trợ: 0225 3842 011 (giờ hành chính)
""")

# vi-05 e-wallet: code only in the alt text of an inline image
msg(lang="vi", kind="alt_text_only", otp="274951", link=None,
    subject="VíXanh - Xác thực thay đổi số điện thoại",
    frm="VíXanh <baomat@vixanh.example>",
    to="hoang.mai.anh@outlook-vn.example",
    date=(2025, 10, 6, 15, 44, 21, 7),
    text_cte="8bit", html_cte="base64",
    image=dict(cid="otpimg.7c1d@vixanh.example", digits="274951", filename="xacthuc.png"),
    text="""Chào Hoàng Mai Anh,

Bạn đang yêu cầu thay đổi số điện thoại liên kết với ví VíXanh.

Vì lý do bảo mật, mã xác thực chỉ hiển thị dưới dạng hình ảnh trong phiên bản HTML của email này.
Vui lòng mở email bằng ứng dụng hỗ trợ HTML để xem mã.

Số điện thoại cũ: 090 *** 3317
Số điện thoại mới: 098 *** 2046
Thời gian yêu cầu: 15:44 ngày 06/10/2025

Nếu bạn không yêu cầu thay đổi, vui lòng gọi ngay 1900 5454 29 để khóa ví.

Công ty Cổ phần Thanh toán VíXanh
Giấy phép cung ứng dịch vụ trung gian thanh toán số 41/GP-NHNN
Tầng 9, 119 Trần Duy Hưng, Cầu Giấy, Hà Nội
""",
    html="""<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eaf7ef;font-family:Arial,sans-serif;">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px auto;border-radius:10px;">
<tr><td style="padding:20px 26px;"><img src="https://cdn.vixanh.example/mail/logo.png" alt="VíXanh" height="30"></td></tr>
<tr><td style="padding:0 26px 22px;font-size:15px;color:#1f2d27;line-height:1.7;">
<p>Chào Hoàng Mai Anh,</p>
<p>Bạn đang yêu cầu thay đổi số điện thoại liên kết với ví VíXanh. Vui lòng nhập mã xác thực trong hình dưới đây vào ứng dụng:</p>
<p style="text-align:center;margin:20px 0;"><img src="cid:otpimg.7c1d@vixanh.example" alt="Mã xác thực: 274951" width="250" height="66"></p>
<p style="font-size:13px;color:#5b6b63;">Mã có hiệu lực trong 3 phút. Không chia sẻ mã với bất kỳ ai.</p>
<table cellpadding="4" style="font-size:13px;color:#5b6b63;">
<tr><td>Số điện thoại cũ</td><td>090 *** 3317</td></tr>
<tr><td>Số điện thoại mới</td><td>098 *** 2046</td></tr>
<tr><td>Thời gian yêu cầu</td><td>15:44 ngày 06/10/2025</td></tr>
</table>
<p style="font-size:13px;color:#c62828;">Nếu bạn không yêu cầu thay đổi, vui lòng gọi ngay 1900 5454 29 để khóa ví.</p>
</td></tr>
<tr><td style="padding:12px 26px;font-size:11px;color:#8a9a92;background:#f5faf7;border-radius:0 0 10px 10px;">
Công ty Cổ phần Thanh toán VíXanh · Giấy phép số 41/GP-NHNN · Tầng 9, 119 Trần Duy Hưng, Cầu Giấy, Hà Nội
</td></tr>
</table></body></html>
""")

# vi-06 job marketplace: code with a service prefix, user types digits only
msg(lang="vi", kind="prefix_code", otp="638214", otp_shown="V-638214", link=None,
    subject="ViecNhanh: Xác minh địa chỉ email",
    frm="ViecNhanh <xacminh@viecnhanh.example>",
    to="truong.bao.ngoc@mailvn.example",
    date=(2025, 7, 9, 10, 18, 52, 7),
    text_cte="base64",
    text="""Chào Trương Bảo Ngọc,

Cảm ơn bạn đã tạo hồ sơ ứng viên trên ViecNhanh.
Mã xác minh email của bạn là: V-638214

Khi nhập, bạn chỉ cần gõ 6 chữ số phía sau "V-".
Mã có hiệu lực trong 30 phút.

Hồ sơ của bạn: Nhân viên Kế toán tổng hợp · 3 năm kinh nghiệm · Mức lương mong muốn 12-15 triệu
Có 28 việc làm phù hợp tại Đà Nẵng đang chờ bạn sau khi xác minh.

ViecNhanh - Kết nối việc làm nhanh
Công ty TNHH Công nghệ Việc Nhanh · 45 Bạch Đằng, Hải Châu, Đà Nẵng
Hotline: 0236 3888 245
""")

# vi-07 cloud accounting SaaS: "yes, it was me" device approval link; "not me" is a decoy
msg(lang="vi", kind="magic_link", otp=None,
    link="https://go.sosach.example/r/9fK2mQ7x?dest=approve&rid=dv_51c8e2a7b04f4d11&sig=Tq4Lw9Zp2Rx7",
    subject="[SổSách Online] Xác nhận đăng nhập từ thiết bị mới",
    frm="SổSách Online <baomat@sosach.example>",
    to="ketoan.anphat@anphat-trading.example",
    date=(2025, 8, 12, 7, 58, 16, 7),
    html_cte="quoted-printable",
    html="""<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"><title>Xác nhận đăng nhập</title></head>
<body style="margin:0;background:#f1f4f9;font-family:'Segoe UI',Arial,sans-serif;">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:26px auto;border:1px solid #dde3ec;">
<tr><td style="padding:20px 30px;border-bottom:3px solid #0a66c2;"><img src="https://static.sosach.example/email/sosach-logo.png" alt="SổSách Online" height="30"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;color:#222;line-height:1.75;">
<p>Kính gửi Anh/Chị <b>Nguyễn Thị Hạnh</b> (Kế toán trưởng - Công ty TNHH Thương mại An Phát, MST 0108827451),</p>
<p>Hệ thống ghi nhận một yêu cầu đăng nhập vào dữ liệu kế toán năm 2025 từ thiết bị chưa từng sử dụng:</p>
<table cellpadding="5" style="font-size:13px;color:#555;background:#f7f9fc;width:100%;">
<tr><td width="35%">Thời gian</td><td>07:58, 12/08/2025</td></tr>
<tr><td>Thiết bị</td><td>Chrome 127 · Windows 11 · DESKTOP-KT02</td></tr>
<tr><td>Địa chỉ IP</td><td>113.190.44.21 (Hà Nội)</td></tr>
</table>
<p>Nếu đúng là Anh/Chị, vui lòng xác nhận để hoàn tất đăng nhập (liên kết có hiệu lực 15 phút):</p>
<p style="margin:24px 0;">
<a href="https://go.sosach.example/r/9fK2mQ7x?dest=approve&amp;rid=dv_51c8e2a7b04f4d11&amp;sig=Tq4Lw9Zp2Rx7" style="background:#0a66c2;color:#fff;padding:12px 28px;text-decoration:none;border-radius:4px;font-weight:600;">Đúng, là tôi</a>
&nbsp;&nbsp;
<a href="https://go.sosach.example/r/9fK2mQ7x?dest=deny&amp;rid=dv_51c8e2a7b04f4d11&amp;sig=Tq4Lw9Zp2Rx7" style="border:1px solid #c62828;color:#c62828;padding:11px 24px;text-decoration:none;border-radius:4px;">Không phải tôi - khóa phiên</a>
</p>
<p style="font-size:13px;color:#666;">Kỳ khai thuế GTGT quý III/2025: hạn nộp 31/10/2025. Số hóa đơn đầu vào chờ hạch toán: 146.</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#f7f9fc;font-size:11px;color:#8a94a6;line-height:1.7;">
Công ty Cổ phần Phần mềm SổSách · Tầng 5, Tòa nhà Technosoft, phố Duy Tân, Cầu Giấy, Hà Nội<br>
Tổng đài 1900 8686 25 · <a href="https://help.sosach.example/" style="color:#8a94a6;">Hướng dẫn sử dụng</a> · <a href="https://www.facebook.example/sosachonline" style="color:#8a94a6;">Facebook</a> · <a href="https://sosach.example/email/huy-dang-ky?u=ap0108827451" style="color:#8a94a6;">Hủy nhận bản tin</a>
</td></tr>
</table>
<img src="https://go.sosach.example/o/9fK2mQ7x.png" width="1" height="1" alt="">
</body></html>
""")

# vi-08 university student portal: password reset link (entity-encoded query)
msg(lang="vi", kind="magic_link", otp=None,
    link="https://sso.bkduyenhai.edu.example/account/reset-password?sid=2211847&token=rs-8Hq3Vx2KmP7cT9wZ4LnB1yF6dJ0gRs5E&lang=vi",
    subject="Đặt lại mật khẩu tài khoản sinh viên - Trường Đại học Bách khoa Duyên Hải",
    frm="Phòng Công nghệ thông tin - ĐH Bách khoa Duyên Hải <ithelp@bkduyenhai.edu.example>",
    to="2211847@sv.bkduyenhai.edu.example",
    date=(2025, 10, 14, 22, 6, 39, 7),
    text_cte="quoted-printable", html_cte="8bit",
    text="""Chào bạn Vũ Thanh Tùng (MSSV 2211847),

Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản sinh viên của bạn
(dùng chung cho Cổng sinh viên, LMS, email @sv.bkduyenhai.edu.example và Wi-Fi BKDH).

Mở liên kết sau để đặt mật khẩu mới (hiệu lực 30 phút):
https://sso.bkduyenhai.edu.example/account/reset-password?sid=2211847&token=rs-8Hq3Vx2KmP7cT9wZ4LnB1yF6dJ0gRs5E&lang=vi

Mật khẩu mới phải có ít nhất 10 ký tự, gồm chữ hoa, chữ thường và chữ số.

Nếu bạn không yêu cầu, hãy bỏ qua email này hoặc liên hệ Phòng CNTT: phòng 104 nhà A2, điện thoại 0225 3735 118.

Phòng Công nghệ thông tin
Trường Đại học Bách khoa Duyên Hải · 36 Điện Biên Phủ, Hải Cảng
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef1f6;font-family:Arial,sans-serif;">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px auto;">
<tr><td style="padding:16px 26px;background:#8b0000;color:#fff;font-size:16px;font-weight:bold;">TRƯỜNG ĐẠI HỌC BÁCH KHOA DUYÊN HẢI · Phòng CNTT</td></tr>
<tr><td style="padding:24px 26px;font-size:15px;color:#222;line-height:1.75;">
<p>Chào bạn <b>Vũ Thanh Tùng</b> (MSSV 2211847),</p>
<p>Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản sinh viên của bạn (dùng chung cho Cổng sinh viên, LMS, email @sv.bkduyenhai.edu.example và Wi-Fi BKDH).</p>
<p style="text-align:center;margin:24px 0;"><a href="https://sso.bkduyenhai.edu.example/account/reset-password?sid=2211847&amp;token=rs-8Hq3Vx2KmP7cT9wZ4LnB1yF6dJ0gRs5E&amp;lang=vi" style="background:#8b0000;color:#fff;padding:12px 34px;text-decoration:none;">Đặt mật khẩu mới</a></p>
<p style="font-size:13px;color:#555;">Liên kết có hiệu lực 30 phút. Mật khẩu mới phải có ít nhất 10 ký tự, gồm chữ hoa, chữ thường và chữ số.</p>
<p style="font-size:13px;color:#555;">Nếu bạn không yêu cầu, hãy bỏ qua email này hoặc liên hệ Phòng CNTT: phòng 104 nhà A2, điện thoại 0225 3735 118.</p>
</td></tr>
<tr><td style="padding:12px 26px;font-size:11px;color:#888;background:#f6f6f6;">
Trường Đại học Bách khoa Duyên Hải · 36 Điện Biên Phủ, Hải Cảng · <a href="https://bkduyenhai.edu.example/" style="color:#888;">Trang chủ</a> · <a href="https://sv.bkduyenhai.edu.example/" style="color:#888;">Cổng sinh viên</a>
</td></tr>
</table></body></html>
""")

# vi-09 electricity e-invoice: lookup code, invoice numbers, meter readings; no code
msg(lang="vi", kind="newsletter_numbers", otp=None, link=None,
    subject="Thông báo phát hành hóa đơn điện tử tiền điện kỳ 1 tháng 09/2025",
    frm="Công ty Điện lực Hải Cảng <hoadon@dienluc-haicang.example>",
    to="tran.thi.lan@mailvn.example",
    date=(2025, 9, 20, 6, 30, 0, 7),
    text_cte="8bit", html_cte="quoted-printable",
    text="""Kính gửi Quý khách hàng TRẦN THỊ LAN,

Công ty Điện lực Hải Cảng trân trọng thông báo hóa đơn điện tử tiền điện của Quý khách đã được phát hành:

- Mã khách hàng: PH09000183372
- Địa chỉ sử dụng điện: Số 27 ngõ 14 Lạch Tray, phường Lạch Tray, TP. Hải Cảng
- Kỳ hóa đơn: Kỳ 1 tháng 09/2025 (từ 16/08/2025 đến 15/09/2025)
- Ký hiệu hóa đơn: 1C25THC · Số hóa đơn: 0048172
- Chỉ số cũ: 18.412 · Chỉ số mới: 18.861 · Điện năng tiêu thụ: 449 kWh
- Tiền điện: 1.284.560 đồng · Thuế GTGT (8%): 102.765 đồng
- Tổng tiền thanh toán: 1.387.325 đồng
  (Bằng chữ: Một triệu ba trăm tám mươi bảy nghìn ba trăm hai mươi lăm đồng)
- Hạn thanh toán: 30/09/2025

Mã tra cứu hóa đơn: 7KQ2M9XP41
Tra cứu và tải hóa đơn tại: https://hoadon.dienluc-haicang.example/tra-cuu

Thanh toán qua ứng dụng ngân hàng, ví điện tử hoặc chuyển khoản:
Số tài khoản 1020 3048 8172 tại Ngân hàng TMCP Sông Hồng - Chi nhánh Hải Cảng
Nội dung chuyển khoản: PH09000183372 T09K1

Tổng đài chăm sóc khách hàng: 1900 1288 (24/7)
Công ty Điện lực Hải Cảng · MST: 0200340211 · 9 Trần Hưng Đạo, TP. Hải Cảng
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f3f8;font-family:Arial,sans-serif;">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px 24px;background:#0054a6;color:#fff;font-weight:bold;">CÔNG TY ĐIỆN LỰC HẢI CẢNG · HÓA ĐƠN ĐIỆN TỬ</td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#222;line-height:1.7;">
<p>Kính gửi Quý khách hàng <b>TRẦN THỊ LAN</b>,</p>
<p>Công ty Điện lực Hải Cảng trân trọng thông báo hóa đơn điện tử tiền điện của Quý khách đã được phát hành:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #cdd6e3;border-collapse:collapse;">
<tr><td style="background:#eef3fa;width:40%;">Mã khách hàng</td><td>PH09000183372</td></tr>
<tr><td style="background:#eef3fa;">Địa chỉ sử dụng điện</td><td>Số 27 ngõ 14 Lạch Tray, phường Lạch Tray, TP. Hải Cảng</td></tr>
<tr><td style="background:#eef3fa;">Kỳ hóa đơn</td><td>Kỳ 1 tháng 09/2025 (16/08/2025 - 15/09/2025)</td></tr>
<tr><td style="background:#eef3fa;">Ký hiệu / Số hóa đơn</td><td>1C25THC / 0048172</td></tr>
<tr><td style="background:#eef3fa;">Chỉ số cũ / mới</td><td>18.412 / 18.861 (449 kWh)</td></tr>
<tr><td style="background:#eef3fa;">Tiền điện</td><td>1.284.560 đồng</td></tr>
<tr><td style="background:#eef3fa;">Thuế GTGT (8%)</td><td>102.765 đồng</td></tr>
<tr><td style="background:#eef3fa;"><b>Tổng tiền thanh toán</b></td><td><b>1.387.325 đồng</b></td></tr>
<tr><td style="background:#eef3fa;">Hạn thanh toán</td><td>30/09/2025</td></tr>
<tr><td style="background:#eef3fa;">Mã tra cứu hóa đơn</td><td><b>7KQ2M9XP41</b></td></tr>
</table>
<p style="text-align:center;margin:20px 0;"><a href="https://hoadon.dienluc-haicang.example/tra-cuu" style="background:#0054a6;color:#fff;padding:10px 28px;text-decoration:none;">Tra cứu và tải hóa đơn</a></p>
<p style="font-size:13px;">Thanh toán qua ứng dụng ngân hàng, ví điện tử hoặc chuyển khoản: Số tài khoản <b>1020 3048 8172</b> tại Ngân hàng TMCP Sông Hồng - Chi nhánh Hải Cảng. Nội dung: PH09000183372 T09K1</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#777;background:#f5f7fa;">Tổng đài CSKH: 1900 1288 (24/7) · Công ty Điện lực Hải Cảng · MST: 0200340211 · 9 Trần Hưng Đạo, TP. Hải Cảng</td></tr>
</table></body></html>
""")

# vi-10 airline loyalty sign-in code in a mail that also names an upcoming flight and PNR
msg(lang="vi", kind="booking_ref", otp="742186", link=None,
    subject="Sao Việt Airlines - Mã đăng nhập Sao Vàng Club",
    frm="Sao Việt Airlines <saovangclub@saoviet-air.example>",
    to="ngo.duc.anh@corpvn.example",
    date=(2025, 11, 2, 5, 41, 9, 7),
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Kính gửi Quý khách NGÔ ĐỨC ANH,

Mã đăng nhập tài khoản Sao Vàng Club của Quý khách: 742186
Mã có hiệu lực trong 10 phút.

Hội viên: SV 7731 0298 · Hạng Titan · 48.200 dặm thưởng

Chuyến bay sắp tới của Quý khách:
- Mã đặt chỗ: QH7K2P
- Chuyến bay SV 1217, Hà Nội (HAN) 07:05 - Đà Nẵng (DAD) 08:25, ngày 05/11/2025
- Ghế 4C · Hạng Thương gia
Làm thủ tục trực tuyến mở từ 24 giờ trước giờ khởi hành.

Sao Việt Airlines không bao giờ yêu cầu Quý khách cung cấp mã đăng nhập qua điện thoại.

Tổng đài: 1900 1100 · Sao Việt Airlines, 200 Nguyễn Sơn, Long Biên, Hà Nội
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f1e8;font-family:Georgia,'Times New Roman',serif;">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 28px;background:#0b2a4a;"><img src="https://www.saoviet-air.example/mail/sv-logo-gold.png" alt="Sao Việt Airlines" height="34"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;color:#222;line-height:1.75;font-family:Arial,sans-serif;">
<p>Kính gửi Quý khách <b>NGÔ ĐỨC ANH</b>,</p>
<p>Mã đăng nhập tài khoản Sao Vàng Club của Quý khách:</p>
<p style="font-size:30px;font-weight:bold;color:#0b2a4a;letter-spacing:6px;margin:8px 0;">742186</p>
<p style="font-size:12px;color:#888;">Mã có hiệu lực trong 10 phút.</p>
<p style="font-size:13px;color:#555;">Hội viên: SV 7731 0298 · Hạng Titan · 48.200 dặm thưởng</p>
<table width="100%" cellpadding="10" style="background:#f8f5ec;font-size:13px;border-left:4px solid #c9a24a;">
<tr><td><b>Chuyến bay sắp tới</b><br>
Mã đặt chỗ: <b>QH7K2P</b><br>
SV 1217 · Hà Nội (HAN) 07:05 → Đà Nẵng (DAD) 08:25 · 05/11/2025<br>
Ghế 4C · Hạng Thương gia<br>
<a href="https://www.saoviet-air.example/vi/manage-booking" style="color:#0b2a4a;">Quản lý đặt chỗ</a></td></tr>
</table>
<p style="font-size:12px;color:#888;">Sao Việt Airlines không bao giờ yêu cầu Quý khách cung cấp mã đăng nhập qua điện thoại.</p>
</td></tr>
<tr><td style="padding:12px 28px;font-size:11px;color:#999;background:#f4f1e8;font-family:Arial,sans-serif;">Tổng đài: 1900 1100 · Sao Việt Airlines, 200 Nguyễn Sơn, Long Biên, Hà Nội · <a href="https://www.saoviet-air.example/vi/privacy" style="color:#999;">Chính sách quyền riêng tư</a></td></tr>
</table></body></html>
""")

# vi-11 online class meeting invite: meeting ID and a six-digit passcode; nothing to label
msg(lang="vi", kind="decoy_codes", otp=None, link=None,
    subject="Lịch học trực tuyến môn Cấu trúc dữ liệu và giải thuật - Tuần 7",
    frm="TS. Lương Minh Quân <quan.lm@fit.bkduyenhai.edu.example>",
    to="k66-cntt2@groups.bkduyenhai.edu.example",
    date=(2025, 10, 19, 20, 15, 0, 7),
    text_cte="base64",
    text="""Chào các em lớp K66-CNTT2,

Tuần 7 (thứ Tư, 22/10/2025) lớp mình học trực tuyến do phòng học B3-204 đang bảo trì điều hòa.

Thời gian: 13:30 - 16:00
Phòng họp trực tuyến: https://meet.vhop.example/j/84322915506?pwd=bW9kTnh0cWx2VEsyZUE
ID cuộc họp: 843 2291 5506
Mật mã: 719264

Nội dung: Cây AVL và cây đỏ-đen (Chương 6, trang 187-231 giáo trình).
Bài tập lớn nhóm: nộp bản nháp báo cáo trước 23:59 ngày 26/10 trên LMS, mã lớp học phần IT3011.02.
Các em điểm danh bằng cách trả lời câu hỏi ngắn trong 10 phút đầu giờ.

Mọi thắc mắc gửi email hoặc gọi 0904 218 667 (giờ hành chính).

Thân,
TS. Lương Minh Quân
Bộ môn Khoa học máy tính, Khoa Công nghệ thông tin
Trường Đại học Bách khoa Duyên Hải
""")

# vi-12 crypto exchange: new code, the previous code named as expired
msg(lang="vi", kind="new_and_old_code", otp="690153", link=None,
    subject="[VNX] Mã xác nhận rút tiền (gửi lại)",
    frm="Sàn VNX <no-reply@vnx-exchange.example>",
    to="cuong.hodl88@mailvn.example",
    date=(2025, 9, 30, 23, 16, 58, 7),
    text_cte="8bit", html_cte="base64",
    text="""Xin chào cuong_hodl88,

Bạn đã yêu cầu gửi lại mã xác nhận cho lệnh rút tiền. Mã mới của bạn:

690153

Lưu ý: Mã đã gửi lúc 23:09 (182540) đã hết hiệu lực và không thể sử dụng.
Mã mới có hiệu lực trong 5 phút.

Chi tiết lệnh rút:
- Tài sản: USDT (mạng TRC20)
- Số lượng: 1.250,00 USDT · Phí: 1,00 USDT
- Địa chỉ nhận: TQx7...m9Fa
- Mã lệnh: WD-20250930-773104

Nhân viên VNX không bao giờ hỏi mã xác nhận, mật khẩu hoặc mã Google Authenticator của bạn.

VNX Exchange · Hỗ trợ 24/7: support@vnx-exchange.example
Giao dịch tài sản số có rủi ro cao. Hãy cân nhắc kỹ trước khi đầu tư.
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0f1115;font-family:Arial,sans-serif;color:#d7dbe0;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#171a21;margin:24px auto;border-radius:8px;">
<tr><td style="padding:22px 28px;"><img src="https://static.vnx-exchange.example/mail/vnx-logo.png" alt="VNX" height="26"></td></tr>
<tr><td style="padding:0 28px 22px;font-size:15px;line-height:1.75;">
<p>Xin chào <b>cuong_hodl88</b>,</p>
<p>Bạn đã yêu cầu gửi lại mã xác nhận cho lệnh rút tiền. Mã mới của bạn:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:8px;color:#29d391;text-align:center;margin:18px 0;">690153</p>
<p style="font-size:13px;color:#f0b90b;">Lưu ý: Mã đã gửi lúc 23:09 (182540) đã hết hiệu lực và không thể sử dụng. Mã mới có hiệu lực trong 5 phút.</p>
<table width="100%" cellpadding="5" style="font-size:13px;color:#9aa3ad;background:#1e222b;">
<tr><td>Tài sản</td><td>USDT (mạng TRC20)</td></tr>
<tr><td>Số lượng</td><td>1.250,00 USDT · Phí: 1,00 USDT</td></tr>
<tr><td>Địa chỉ nhận</td><td>TQx7...m9Fa</td></tr>
<tr><td>Mã lệnh</td><td>WD-20250930-773104</td></tr>
</table>
<p style="font-size:12px;color:#7c8591;">Nhân viên VNX không bao giờ hỏi mã xác nhận, mật khẩu hoặc mã Google Authenticator của bạn.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#5f6873;border-top:1px solid #262b35;">VNX Exchange · <a href="mailto:support@vnx-exchange.example" style="color:#7c8591;">support@vnx-exchange.example</a> · Giao dịch tài sản số có rủi ro cao.</td></tr>
</table></body></html>
""")

# vi-13 classic-car forum weekly digest: prices, phone numbers, thread IDs; no code
msg(lang="vi", kind="newsletter_numbers", otp=None, link=None,
    subject="Bản tin tuần #142 - Hội Xe Cổ Việt: 18 chủ đề mới, 6 xe rao bán",
    frm="Hội Xe Cổ Việt <bantin@hoixeco.example>",
    to="thanh.tung.xeco@mailvn.example",
    date=(2025, 11, 16, 7, 0, 0, 7),
    html_cte="base64",
    headers=[("List-Unsubscribe", "<https://hoixeco.example/bantin/huy?u=71822&t=9a0c3f>"), ("Precedence", "list")],
    html="""<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"><title>Bản tin tuần #142</title></head>
<body style="margin:0;background:#efe9df;font-family:Verdana,sans-serif;">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fffdf8;">
<tr><td style="padding:18px 26px;background:#3e2c1c;color:#f2d9a4;font-size:20px;font-family:Georgia,serif;">Hội Xe Cổ Việt · Bản tin tuần #142</td></tr>
<tr><td style="padding:20px 26px;font-size:13px;color:#333;line-height:1.7;">
<p>Chào <b>thanhtung_xeco</b> (thành viên #71822, tham gia từ 03/2019),</p>
<p>Tuần qua diễn đàn có <b>18 chủ đề mới</b>, <b>412 bài trả lời</b> và <b>6 xe rao bán</b>.</p>
<h3 style="color:#3e2c1c;">Chủ đề nổi bật</h3>
<ol>
<li><a href="https://hoixeco.example/threads/phuc-hoi-mercedes-w123-230e-1984.45517/" style="color:#8a4b12;">Phục hồi Mercedes W123 230E đời 1984 - nhật ký 14 tháng</a> · 96 trả lời · 12.304 lượt xem</li>
<li><a href="https://hoixeco.example/threads/bang-gia-lop-xe-co-vanh-15-inch.45530/" style="color:#8a4b12;">Bảng giá lốp xe cổ vành 15 inch cuối năm 2025</a> · 41 trả lời · 5.870 lượt xem</li>
<li><a href="https://hoixeco.example/threads/offline-ha-noi-30-11-2025.45541/" style="color:#8a4b12;">Offline Hà Nội 30/11/2025 tại Hồ Tây - đăng ký trước 25/11</a> · 73 trả lời</li>
</ol>
<h3 style="color:#3e2c1c;">Chợ xe tuần này</h3>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:12px;border-collapse:collapse;">
<tr style="background:#f3eadb;"><th align="left">Xe</th><th align="left">Giá</th><th align="left">Liên hệ</th></tr>
<tr><td>Toyota Crown RS130 1989, 1 chủ, biển 29</td><td>385 triệu</td><td>0913 427 558 (anh Hưng)</td></tr>
<tr><td>Peugeot 404 1968, máy zin, giấy tờ đủ</td><td>1,2 tỷ</td><td>0988 061 372</td></tr>
<tr><td>Honda Cub 50 1976, sơn zin 80%</td><td>48 triệu</td><td>0935 702 194 (Đà Nẵng)</td></tr>
</table>
<p style="font-size:12px;color:#666;">Quỹ hội năm 2025: đã thu 86.500.000đ / 120 hội viên. Số tài khoản quỹ: 0021 0004 77391 (Ngân hàng TMCP Sông Hồng, chủ TK: Hội Xe Cổ Việt).</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#888;background:#f3eadb;line-height:1.7;">
Bạn nhận bản tin này vì đã đăng ký nhận tin hàng tuần. <a href="https://hoixeco.example/bantin/huy?u=71822&amp;t=9a0c3f" style="color:#888;">Hủy đăng ký</a> · <a href="https://hoixeco.example/account/preferences" style="color:#888;">Tùy chọn nhận tin</a><br>
Hội Xe Cổ Việt · 112 Thụy Khuê, Tây Hồ, Hà Nội
</td></tr>
</table>
<img src="https://hoixeco.example/bantin/open.gif?u=71822&amp;n=142" width="1" height="1" alt="">
</body></html>
""")


# ===========================================================================
# Building
# ===========================================================================
class _Collector(HTMLParser):
    """Collect hrefs, img alts, img srcs and visible text (entities decoded)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.srcs, self.text = [], [], [], []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("a", "area") and a.get("href"):
            self.hrefs.append(a["href"])
        if tag == "img":
            if a.get("alt"):
                self.alts.append(a["alt"])
            if a.get("src"):
                self.srcs.append(a["src"])

    def handle_data(self, data):
        self.text.append(data)


def _domain(addr):
    return addr.rsplit("@", 1)[1].rstrip(">").strip()


def encode_words(s, q=False, single=False):
    """RFC 2047 encoded words (<= 75 chars each) split on character boundaries.

    Written here instead of using the library's folder, which in some cases
    drops a space between encoded words or splits Thai clusters oddly.
    """
    if all(ord(c) < 128 for c in s):
        return s
    words, cur = [], ""

    def enc(t):
        b = t.encode("utf-8")
        if q:
            out = "".join(chr(x) if (chr(x).isalnum() and x < 128) or chr(x) in "!*+-/"
                          else ("_" if x == 32 else "=%02X" % x) for x in b)
            return "=?utf-8?q?" + out + "?="
        return "=?utf-8?b?" + base64.b64encode(b).decode("ascii") + "?="

    if single:  # a display name is kept in one encoded word: parsers disagree on
        return enc(s)  # whitespace between encoded words inside a phrase
    for ch in s:
        if cur and len(enc(cur + ch)) > 75:
            words.append(enc(cur))
            cur = ""
        cur += ch
    if cur:
        words.append(enc(cur))
    return "\n ".join(words)


def address_header(value, q=False):
    mm = re.match(r"^(.*?)\s*<([^>]+)>$", value)
    if not mm:
        return value
    name, addr = mm.groups()
    if all(ord(c) < 128 for c in name):
        if re.search(r"[()<>\[\]:;@\\,.\"]", name):
            name = '"%s"' % name.replace('"', '\\"')
        return "%s <%s>" % (name, addr)
    return "%s <%s>" % (encode_words(name, q, single=True), addr)


def own_headers(m, linesep):
    q = m["lang"] == "vi"
    lines = ["From: " + address_header(m["frm"], q),
             "To: " + address_header(m["to"], q),
             "Subject: " + encode_words(m["subject"], q)]
    return "".join(l.replace("\n", linesep) + linesep for l in lines).encode("ascii")


def build_message(m):
    em = EmailMessage(policy=policy.default)
    y, mo, d, H, M, S, tzh = m["date"]
    em["Date"] = format_datetime(datetime(y, mo, d, H, M, S, tzinfo=timezone(timedelta(hours=tzh))))
    seed = hashlib.sha1((m["subject"] + m["to"]).encode("utf-8")).hexdigest()
    em["Message-ID"] = "<%s.%s@%s>" % (seed[:16], seed[16:24], _domain(m["frm"]))
    for k, v in m.get("headers", []):
        em[k] = v
    text, html = m.get("text"), m.get("html")
    tcs, hcs = m.get("text_cs", "utf-8"), m.get("html_cs", "utf-8")
    tcte, hcte = m.get("text_cte", "quoted-printable"), m.get("html_cte", "quoted-printable")
    html_part = None
    if text is not None and html is not None:
        em.set_content(text, charset=tcs, cte=tcte)
        em.add_alternative(html, subtype="html", charset=hcs, cte=hcte)
        html_part = em.get_payload()[1]
    elif html is not None:
        em.set_content(html, subtype="html", charset=hcs, cte=hcte)
        html_part = em
    else:
        em.set_content(text, charset=tcs, cte=tcte)
    img = m.get("image")
    if img:
        html_part.add_related(png_text(img["digits"]), "image", "png",
                              cid="<%s>" % img["cid"], filename=img["filename"],
                              disposition="inline")
    att = m.get("attach")
    if att:
        em.add_attachment(att["data"], maintype=att["maintype"], subtype=att["subtype"],
                          filename=att["filename"])
    return em


ALLOWED_HOST = re.compile(r"^[a-z0-9.-]+\.(example|test|invalid)$", re.I)


def _check_url(u, where):
    if u.startswith("cid:"):
        return
    if u.startswith("mailto:"):
        host = u[7:].split("?")[0].rsplit("@", 1)[-1]
    else:
        mm = re.match(r"^https?://([^/?#:]+)", u)
        assert mm, "odd URL %r in %s" % (u, where)
        host = mm.group(1)
    assert ALLOWED_HOST.match(host), "non-reserved host %r in %s" % (host, where)


def validate(name, raw, m):
    parsed = BytesParser(policy=policy.default).parsebytes(raw)
    problems = []
    for part in parsed.walk():
        if part.defects:
            problems.append((part.get_content_type(), part.defects))
    assert not problems, "%s: defects %r" % (name, problems)
    subject = str(parsed["Subject"])
    assert subject == m["subject"], "%s: subject round-trip" % name
    for hname, want in (("From", m["frm"]), ("To", m["to"])):
        addr = parsed[hname].addresses[0]
        mm = re.match(r"^(.*?)\s*<([^>]+)>$", want)
        wname, wspec = mm.groups() if mm else ("", want)
        assert (addr.display_name, addr.addr_spec) == (wname, wspec), \
            "%s: %s round-trip %r" % (name, hname, (addr.display_name, addr.addr_spec))
    for hname in ("Date", "Message-ID", "MIME-Version"):
        assert parsed[hname], "%s: missing %s" % (name, hname)
    texts, htmls = [], []
    for part in parsed.walk():
        ct = part.get_content_type()
        if part.is_multipart() or part.get_content_disposition() == "attachment":
            continue
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            htmls.append(part.get_content())
    if m.get("text") is not None:
        assert texts and texts[0].replace("\r\n", "\n") == m["text"], "%s: text round-trip" % name
    if m.get("html") is not None:
        assert htmls and htmls[0].replace("\r\n", "\n") == m["html"], "%s: html round-trip" % name
    hrefs, alts, visible = [], [], []
    for h in htmls:
        c = _Collector()
        c.feed(h)
        c.close()
        hrefs += c.hrefs
        alts += c.alts
        visible.append("".join(c.text))
        for u in c.hrefs + c.srcs:
            _check_url(u, name)
    for t in texts:
        for u in re.findall(r"https?://[^\s<>\"）)]+", t):
            _check_url(u, name)
    squeezed = [re.sub(r"\s+", "", v) for v in visible]

    otp = m["otp"]
    if otp is not None:
        shown = m.get("otp_shown", otp)
        norm = re.sub(r"^[A-Za-z]{1,4}-(?=\d)", "", shown)
        norm = re.sub(r"[\s\-]", "", norm)
        assert norm == otp, "%s: shown %r does not normalise to label %r" % (name, shown, otp)
        hay = [subject] + texts + htmls + visible + squeezed + alts
        assert any(shown in h for h in hay), "%s: code %r not found as shown" % (name, shown)
        body_hay = texts + visible + squeezed
        if m["kind"] == "subject_only":
            assert shown in subject and not any(otp in h for h in texts + htmls), \
                "%s: subject_only code leaks into the body" % name
        if m["kind"] == "alt_text_only":
            assert any(shown in a for a in alts), "%s: code not in alt" % name
            assert not any(otp in h for h in [subject] + body_hay), \
                "%s: alt_text_only code visible outside the alt" % name
        if m["kind"] == "span_digits":
            assert not any(otp in h for h in texts + visible), "%s: span code not split" % name
    link = m.get("link")
    if link is not None:
        assert link in hrefs, "%s: link not an href" % name
        for alt in m.get("link_alt", []):
            assert alt in hrefs or any(alt in t for t in texts), "%s: link_alt missing" % name
            assert alt != link
    else:
        assert not m.get("link_alt"), "%s: link_alt without link" % name
    return parsed


def main():
    assert len(MESSAGES) == 65, len(MESSAGES)
    for old in os.listdir(OUT):
        if old.startswith(PREFIX + "-") and old.endswith(".eml"):
            os.remove(os.path.join(OUT, old))
    kind_seq = Counter()
    labels = []
    for i, m in enumerate(MESSAGES, 1):
        name = "%s-%04d.eml" % (PREFIX, i)
        em = build_message(m)
        crlf = i % 3 == 0  # every third message written with CRLF line ends
        sep = "\r\n" if crlf else "\n"
        raw = own_headers(m, sep) + em.as_bytes(policy=policy.default.clone(linesep=sep))
        with open(os.path.join(OUT, name), "wb") as fh:
            fh.write(raw)
        validate(name, raw, m)
        kind_seq[m["kind"]] += 1
        rec = {"file": name, "otp": m["otp"], "link": m.get("link"), "kind": m["kind"],
               "lang": m["lang"], "family": "%s-%s-%02d" % (PREFIX, m["kind"], kind_seq[m["kind"]])}
        if m.get("link_alt"):
            rec["link_alt"] = m["link_alt"]
        labels.append(rec)
    fams = [r["family"] for r in labels]
    assert len(set(fams)) == len(fams)
    senders = [_domain(m["frm"]) for m in MESSAGES]
    dup = [s for s, c in Counter(senders).items() if c > 1]
    assert not dup, "sender domain reused: %r" % dup
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for r in labels:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")

    n = len(labels)
    code = sum(1 for r in labels if r["otp"])
    link = sum(1 for r in labels if r["link"])
    both = sum(1 for r in labels if r["otp"] and r["link"])
    neither = sum(1 for r in labels if not r["otp"] and not r["link"])
    print("wrote %d messages + labels.jsonl; all validated" % n)
    print("code %d (%.0f%%), link %d (%.0f%%), both %d, neither %d (%.0f%%)"
          % (code, 100.0 * code / n, link, 100.0 * link / n, both, neither, 100.0 * neither / n))
    print("by lang:", dict(sorted(Counter(r["lang"] for r in labels).items())))
    print("by kind:", dict(sorted(Counter(r["kind"] for r in labels).items())))


if __name__ == "__main__":
    main()
