#!/usr/bin/env python3
"""Hand-written labelled test mail (ja, zh, ko, th, vi) for a one-time-code /
magic-link extractor.  Run:  python3 build.py
Writes ks-NNNN.eml and labels.jsonl next to this file, then re-reads every
file from disk and validates it (parses without defects, labelled code present
in decoded content, labelled link present as an href, only reserved domains).
Standard library only.
"""
import hashlib
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
PREFIX = "ks"
MSGS = []


def add(**kw):
    MSGS.append(kw)


def make_png(w, h, seed=0):
    """A small real PNG (RGB, banded pattern) built with zlib + struct."""
    rows = []
    for y in range(h):
        row = bytearray(b"\x00")
        for x in range(w):
            on = ((x // 7) * 3 + (y // 5) + seed) % 6 == 0
            if on:
                row += bytes((40, 60, 110))
            else:
                row += bytes((246, 247, 250))
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(kind, data):
        c = struct.pack(">I", len(data)) + kind + data
        return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


# ---------------------------------------------------------------------------
# Japanese (ja)
# ---------------------------------------------------------------------------

# ja-01: bank transfer one-time password, many numbers around it (ISO-2022-JP, 7bit)
add(lang="ja", kind="phone_and_dates", otp="730215", link=None,
    frm="さくら未来銀行 <ib-info@sakuramirai-bank.example>",
    to="yamada.taro@mail.example",
    subject="【さくら未来銀行】ワンタイムパスワードのお知らせ",
    date="Fri, 14 Mar 2025 14:32:41 +0900",
    charset="iso-2022-jp", text_cte="7bit",
    text="""山田 太郎 様

いつもさくら未来銀行をご利用いただき、誠にありがとうございます。
インターネットバンキングでのお振込みのお手続きにあたり、
ワンタイムパスワードを発行いたしました。

■ワンタイムパスワード
　730215

■お手続き内容
　受付日時　　：2025年3月14日 14:32
　お振込先　　：みずほ台信用金庫 本店営業部 普通 1234567
　受取人名　　：カ）ミドリヤシヨウテン
　お振込金額　：48,000円
　振込手数料　：110円
　ご利用口座　：本店営業部 普通 ****821

ワンタイムパスワードの有効期限は発行から10分間（14:42まで）です。
有効期限を過ぎた場合は、お手数ですが最初からお手続きをやり直してください。

※このメールにお心当たりのない場合は、ワンタイムパスワードを入力せず、
　至急下記ヘルプデスクまでご連絡ください。
※当行から電話でワンタイムパスワードをお尋ねすることは一切ございません。

────────────────────────────
さくら未来銀行 インターネットバンキング ヘルプデスク
フリーダイヤル 0120-345-678（携帯電話からは 03-5555-0123）
受付時間：平日 9:00〜21:00／土日祝 9:00〜17:00
〒100-0005 東京都千代田区丸の内二丁目7番3号
https://www.sakuramirai-bank.example/
登録金融機関 関東財務局長（登金）第999号
※本メールは送信専用アドレスからお送りしています。
────────────────────────────
""",
    headers={"Auto-Submitted": "auto-generated"})

# ja-02: order confirmation from an online shop, lots of numbers, no code
add(lang="ja", kind="newsletter_numbers", otp=None, link=None,
    frm="ことり堂オンラインストア <order@kotoridou.example>",
    to="鈴木 花子 <hanako.suzuki@mail.example>",
    subject="【ことり堂】ご注文ありがとうございます（ご注文番号：KT-20250311-004823）",
    date="Tue, 11 Mar 2025 22:08:15 +0900",
    text_cte="quoted-printable", html_cte="8bit",
    text="""鈴木 花子 様

この度はことり堂オンラインストアをご利用いただき、ありがとうございます。
以下の内容でご注文を承りました。

━━━━━━━━━━━━━━━━━━━━
ご注文番号：KT-20250311-004823
ご注文日時：2025年3月11日 22:07
━━━━━━━━━━━━━━━━━━━━
[品番 TX-0417] 京都 抹茶ほうじ茶ティーバッグ 20包 × 2　2,592円
[品番 CP-1120] 美濃焼 マグカップ（藍）× 1　　　　　 2,860円
[品番 WG-0033] 包装紙・のし（無料）　　　　　　　　　　0円
--------------------------------------------
商品小計　　　5,452円
送料　　　　　　770円
ポイント利用　 -84円
ご請求金額　　6,138円（うち消費税 558円）
お支払い方法　クレジットカード（VISA 末尾 4402）／一括
獲得予定ポイント　55pt

■お届け先
〒150-0041 東京都渋谷区神南1-2-3 コーポ神南 305号室
鈴木 花子 様　電話 090-1234-5678
お届け予定日：2025年3月14日（金） 午前中

ご注文履歴：https://www.kotoridou.example/mypage/orders/KT-20250311-004823

──────────────
ことり堂オンラインストア
運営：株式会社ことり堂　〒604-8005 京都府京都市中京区恵比須町 439
TEL 075-000-1188（平日10:00〜17:00）　適格請求書発行事業者登録番号 T1234567890123
""",
    html="""<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>ご注文確認</title></head>
<body style="margin:0;background:#f6f3ee;font-family:'Hiragino Sans','Meiryo',sans-serif;color:#333">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px 0">
<tr><td style="padding:24px;border-bottom:3px solid #7a5c3e">
<img src="https://img.kotoridou.example/mail/logo.png" width="160" height="40" alt="ことり堂"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.8">
<p>鈴木 花子 様</p>
<p>この度はことり堂オンラインストアをご利用いただき、ありがとうございます。<br>以下の内容でご注文を承りました。</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #ddd;font-size:13px">
<tr style="background:#f0ebe3"><th align="left">ご注文番号</th><td>KT-20250311-004823</td></tr>
<tr><th align="left">ご注文日時</th><td>2025年3月11日 22:07</td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="margin-top:16px;font-size:13px;border-collapse:collapse">
<tr style="background:#7a5c3e;color:#fff"><th align="left">品番</th><th align="left">商品名</th><th>数量</th><th align="right">金額</th></tr>
<tr><td>TX-0417</td><td>京都 抹茶ほうじ茶ティーバッグ 20包</td><td align="center">2</td><td align="right">2,592円</td></tr>
<tr><td>CP-1120</td><td>美濃焼 マグカップ（藍）</td><td align="center">1</td><td align="right">2,860円</td></tr>
<tr><td>WG-0033</td><td>包装紙・のし</td><td align="center">1</td><td align="right">0円</td></tr>
<tr><td colspan="3" align="right">商品小計</td><td align="right">5,452円</td></tr>
<tr><td colspan="3" align="right">送料</td><td align="right">770円</td></tr>
<tr><td colspan="3" align="right">ポイント利用</td><td align="right">-84円</td></tr>
<tr><td colspan="3" align="right"><b>ご請求金額</b></td><td align="right"><b>6,138円</b><br><small>（うち消費税 558円）</small></td></tr>
</table>
<p>お支払い方法：クレジットカード（VISA 末尾 4402）／一括<br>獲得予定ポイント：55pt</p>
<p><b>お届け先</b><br>〒150-0041 東京都渋谷区神南1-2-3 コーポ神南 305号室<br>鈴木 花子 様　電話 090-1234-5678<br>お届け予定日：2025年3月14日（金） 午前中</p>
<p style="text-align:center;margin:28px 0"><a href="https://www.kotoridou.example/mypage/orders/KT-20250311-004823" style="background:#7a5c3e;color:#fff;padding:12px 28px;text-decoration:none;border-radius:4px">ご注文履歴を見る</a></p>
</td></tr>
<tr><td style="padding:16px 24px;background:#efe9df;font-size:11px;color:#777">
ことり堂オンラインストア　運営：株式会社ことり堂<br>〒604-8005 京都府京都市中京区恵比須町 439　TEL 075-000-1188（平日10:00〜17:00）<br>
適格請求書発行事業者登録番号 T1234567890123<br>
<a href="https://www.kotoridou.example/help/" style="color:#777">ヘルプ</a> ｜ <a href="https://www.kotoridou.example/privacy/" style="color:#777">個人情報の取り扱い</a>
</td></tr></table></td></tr></table>
</body></html>
""")

# ja-03: game account, user name with digits, alphanumeric code
add(lang="ja", kind="username_digits", otp="H7Q2XM", link=None,
    frm="ほしぞらゲームス <noreply@id.hoshizora-games.example>",
    to="ryo_1988@mail.example",
    subject="ほしぞらID 認証コードのお知らせ",
    date="Sat, 05 Apr 2025 01:17:09 +0900",
    html_cte="base64",
    html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="background:#0f1530;color:#e8ecff;font-family:sans-serif">
<div style="max-width:520px;margin:0 auto;padding:32px 20px">
<img src="https://cdn.hoshizora-games.example/mail/hoshizora_id.png" alt="HOSHIZORA ID" width="180">
<p style="font-size:15px">ryo_1988 さん</p>
<p style="font-size:14px;line-height:1.7">ほしぞらID（ID番号：HSZ-00482917）へのログインが試みられました。<br>
ゲーム画面に表示されている入力欄に、以下の認証コードを入力してください。</p>
<div style="margin:24px 0;padding:18px;background:#1c2450;border-radius:8px;text-align:center">
<div style="font-size:12px;color:#9aa6d8">認証コード</div>
<div style="font-size:34px;letter-spacing:8px;font-weight:bold;font-family:monospace">H7Q2XM</div>
<div style="font-size:12px;color:#9aa6d8">有効期限：30分</div>
</div>
<p style="font-size:13px;line-height:1.7">ログイン端末：Nintendo Switch／地域：日本<br>
認証コードは大文字・小文字を区別します。<br>
このログインに心当たりがない場合は、このメールを破棄してください。第三者にコードを教えないでください。</p>
<hr style="border:0;border-top:1px solid #2d3670">
<p style="font-size:11px;color:#7f89b8">株式会社ほしぞらゲームス　〒810-0001 福岡県福岡市中央区天神 1-10-20<br>
お問い合わせ：<a href="https://support.hoshizora-games.example/contact" style="color:#9aa6d8">サポートセンター</a><br>
&copy; 2025 HOSHIZORA GAMES Inc.</p>
</div></body></html>
""")

# ja-04: airline booking confirmation, six-character booking reference only
add(lang="ja", kind="booking_ref", otp=None, link=None,
    frm="あおぞら航空 <reservation@aozora-air.example>",
    to="佐藤 健一 <k.sato@work.example>",
    subject="【あおぞら航空】ご予約内容のお知らせ（予約番号 K3T8WQ）",
    date="Mon, 17 Mar 2025 09:41:02 +0900",
    text_cte="base64", html_cte="quoted-printable",
    text="""佐藤 健一 様

あおぞら航空をご利用いただき、ありがとうございます。
以下の内容でご予約を承りました。

予約番号：K3T8WQ
航空券番号：205-2148830912

【ご搭乗便】
AZ 523便　東京（羽田）→ 札幌（新千歳）
2025年4月26日（土）08:15発 → 09:50着
座席：24K（普通席）
運賃：スーパーバリュー28　12,890円（旅客施設使用料 370円含む）

マイレージ会員番号：2093 4471 08

ご予約の確認・変更はこちら：
https://www.aozora-air.example/reservation/manage

オンラインチェックインは出発24時間前から可能です。
保安検査場には出発20分前までにお越しください。

あおぞら航空 予約センター 0570-018-523（8:00〜20:00）
〒144-0041 東京都大田区羽田空港3-3-2
""",
    html="""<html><body style="font-family:'Yu Gothic',sans-serif;color:#1d2b3a">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="background:#0b5fa5;padding:18px 24px;color:#fff;font-size:20px">あおぞら航空</td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.8">
<p>佐藤 健一 様</p>
<p>あおぞら航空をご利用いただき、ありがとうございます。以下の内容でご予約を承りました。</p>
<table cellpadding="8" cellspacing="0" width="100%" style="border:1px solid #cfd9e3">
<tr><td style="background:#eef4fa;width:160px">予約番号</td><td style="font-size:22px;font-weight:bold;letter-spacing:2px">K3T8WQ</td></tr>
<tr><td style="background:#eef4fa">航空券番号</td><td>205-2148830912</td></tr>
<tr><td style="background:#eef4fa">便名</td><td>AZ 523便　東京（羽田）→ 札幌（新千歳）</td></tr>
<tr><td style="background:#eef4fa">搭乗日時</td><td>2025年4月26日（土）08:15発 → 09:50着</td></tr>
<tr><td style="background:#eef4fa">座席</td><td>24K（普通席）</td></tr>
<tr><td style="background:#eef4fa">運賃</td><td>スーパーバリュー28　12,890円<br><small>旅客施設使用料 370円含む</small></td></tr>
<tr><td style="background:#eef4fa">マイレージ会員番号</td><td>2093 4471 08</td></tr>
</table>
<p style="margin:24px 0"><a href="https://www.aozora-air.example/reservation/manage" style="background:#f29a1f;color:#fff;padding:10px 22px;text-decoration:none">予約の確認・変更</a>
&nbsp;<a href="https://www.aozora-air.example/checkin/" style="color:#0b5fa5">オンラインチェックイン</a></p>
<p style="font-size:12px">オンラインチェックインは出発24時間前から可能です。保安検査場には出発20分前までにお越しください。</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f2f5f8;font-size:11px;color:#667">
あおぞら航空 予約センター 0570-018-523（8:00〜20:00）<br>〒144-0041 東京都大田区羽田空港3-3-2<br>
<a href="https://www.aozora-air.example/privacy">プライバシーポリシー</a></td></tr>
</table></body></html>
""")

# ja-05: SaaS magic sign-in link, tracked button + raw URL, decoys
add(lang="ja", kind="magic_link",
    otp=None,
    link="https://click.kanbancloud.example/ls/click?upn=u001.Qm9YdF9tYWdpY19saW5r-2FkXz7pL0aRvN3wqE8sY5hTcJ2mBfG6uK1dW9oZ4xA&sid=jp-ml-88213",
    link_alt=["https://app.kanbancloud.example/auth/magic?token=mgk_7Hq2LpX9vRt4NcWz8YbE3sKfJ6aDuM1o&email=m.kobayashi%40design-lab.example"],
    frm="カンバンクラウド <login@kanbancloud.example>",
    to="m.kobayashi@design-lab.example",
    subject="カンバンクラウドへのログインリンク",
    date="Wed, 19 Mar 2025 10:03:55 +0900",
    text_cte="8bit", html_cte="quoted-printable",
    headers={"List-Unsubscribe": "<https://kanbancloud.example/u/unsub?e=m.kobayashi%40design-lab.example&t=9f2c>"},
    text="""小林 美咲 さん

カンバンクラウドへのログインがリクエストされました。
下記のリンクを開くと、パスワードなしでログインできます（15分間有効・1回のみ）。

https://app.kanbancloud.example/auth/magic?token=mgk_7Hq2LpX9vRt4NcWz8YbE3sKfJ6aDuM1o&email=m.kobayashi%40design-lab.example

ワークスペース：design-lab（プラン：チーム）
リクエスト元：Safari / macOS・東京都

心当たりがない場合は、このメールは無視してください。アカウントは安全です。

ヘルプセンター：https://help.kanbancloud.example/ja/
カンバンクラウド株式会社　〒150-0002 東京都渋谷区渋谷2-21-1
配信停止：https://kanbancloud.example/u/unsub?e=m.kobayashi%40design-lab.example&t=9f2c
""",
    html="""<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f4f5f7">
<table role="presentation" width="100%"><tr><td align="center" style="padding:32px 0">
<table role="presentation" width="480" style="background:#ffffff;border-radius:6px;font-family:-apple-system,'Hiragino Kaku Gothic ProN',sans-serif">
<tr><td style="padding:28px 32px 0"><a href="https://click.kanbancloud.example/ls/click?upn=u001.aG9tZV9sb2dv&amp;sid=jp-ml-88213"><img src="https://static.kanbancloud.example/mail/logo@2x.png" width="140" alt="カンバンクラウド"></a></td></tr>
<tr><td style="padding:20px 32px;font-size:15px;line-height:1.75;color:#172b4d">
<p>小林 美咲 さん</p>
<p>カンバンクラウドへのログインがリクエストされました。下のボタンを押すと、パスワードなしでログインできます。</p>
<p style="text-align:center;margin:28px 0">
<a href="https://click.kanbancloud.example/ls/click?upn=u001.Qm9YdF9tYWdpY19saW5r-2FkXz7pL0aRvN3wqE8sY5hTcJ2mBfG6uK1dW9oZ4xA&amp;sid=jp-ml-88213" style="display:inline-block;background:#0c66e4;color:#fff;padding:12px 32px;border-radius:4px;text-decoration:none;font-weight:bold">カンバンクラウドにログイン</a></p>
<p style="font-size:12px;color:#5e6c84">ボタンが動作しない場合は、次のURLをブラウザに貼り付けてください：<br>
<span style="word-break:break-all">https://app.kanbancloud.example/auth/magic?token=mgk_7Hq2LpX9vRt4NcWz8YbE3sKfJ6aDuM1o&amp;email=m.kobayashi%40design-lab.example</span></p>
<p style="font-size:12px;color:#5e6c84">このリンクは15分間・1回のみ有効です。ワークスペース：design-lab／リクエスト元：Safari / macOS・東京都<br>
心当たりがない場合は、このメールは無視してください。</p>
</td></tr>
<tr><td style="padding:16px 32px 28px;font-size:11px;color:#8993a4;border-top:1px solid #ebecf0">
<a href="https://click.kanbancloud.example/ls/click?upn=u001.aGVscF9jZW50ZXI&amp;sid=jp-ml-88213" style="color:#8993a4">ヘルプセンター</a> ・
<a href="https://kanbancloud.example/legal/privacy" style="color:#8993a4">プライバシー</a> ・
<a href="https://kanbancloud.example/u/unsub?e=m.kobayashi%40design-lab.example&amp;t=9f2c" style="color:#8993a4">配信停止</a><br>
<a href="https://x.example/kanbancloud_jp"><img src="https://static.kanbancloud.example/mail/x.png" width="16" alt="X"></a>
<a href="https://www.facebook.example/kanbancloud"><img src="https://static.kanbancloud.example/mail/fb.png" width="16" alt="Facebook"></a><br>
カンバンクラウド株式会社　〒150-0002 東京都渋谷区渋谷2-21-1</td></tr>
</table></td></tr></table>
<img src="https://click.kanbancloud.example/wf/open?upn=u001.b3Blbl9waXhlbA-3D-3D" width="1" height="1" alt="" style="display:none">
</body></html>
""")

# ja-06: flea-market app, re-sent code; old code mentioned first
add(lang="ja", kind="new_and_old_code", otp="604117", link=None,
    frm="ぽちっとフリマ事務局 <no-reply@pochitto-furima.example>",
    to="mika.t_0213@mail.example",
    subject="【ぽちっとフリマ】認証番号を再発行しました",
    date="Fri, 02 May 2025 21:37:12 +0900",
    text_cte="base64",
    text="""ぽちっとフリマをご利用いただきありがとうございます。

認証番号の再送信が行われたため、先ほどお送りした認証番号（381920）は
無効になりました。以下の新しい認証番号をアプリに入力してください。

　認証番号：604117
　有効期限：2025/05/02 21:47 まで

※認証番号の再送信は1時間に5回までです。
※取引ID（m84412093375）や商品IDを入力する必要はありません。

この操作に心当たりのない場合は、第三者があなたのメールアドレスを
使用している可能性があります。お問い合わせフォームよりご連絡ください。

――――――――――――――――――
ぽちっとフリマ事務局
https://pochitto-furima.example/help
※このメールは送信専用です。ご返信いただいても回答できません。
""")

# ja-07: code only in the subject line
add(lang="ja", kind="subject_only", otp="8264", link=None,
    frm="マチカフェ <app@machicafe.example>",
    to="nishimura.aoi@mail.example",
    subject="認証コード 8264 ｜ マチカフェ公式アプリ",
    date="Thu, 10 Apr 2025 07:52:30 +0900",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""マチカフェ公式アプリをご利用いただきありがとうございます。

件名に記載されている4桁の認証コードを、アプリの入力画面に入力してください。
コードの有効期限は5分間です。

※本メールにお心当たりのない場合は、破棄していただきますようお願いいたします。

マチカフェ お客様相談室 0120-86-2480（10:00〜18:00 年末年始を除く）
株式会社マチカフェ　〒460-0008 愛知県名古屋市中区栄3-15-33
""",
    html="""<html><body style="font-family:sans-serif;color:#3b2a20;background:#fffaf3">
<div style="max-width:460px;margin:0 auto;padding:24px">
<img src="https://www.machicafe.example/img/mail_header.jpg" width="460" alt="MACHI CAFE">
<p>マチカフェ公式アプリをご利用いただきありがとうございます。</p>
<p><b>件名に記載されている4桁の認証コード</b>を、アプリの入力画面に入力してください。<br>コードの有効期限は5分間です。</p>
<p style="font-size:12px;color:#8a7565">※本メールにお心当たりのない場合は、破棄していただきますようお願いいたします。</p>
<p style="font-size:11px;color:#8a7565">マチカフェ お客様相談室 0120-86-2480（10:00〜18:00 年末年始を除く）<br>株式会社マチカフェ　〒460-0008 愛知県名古屋市中区栄3-15-33</p>
</div></body></html>
""")

# ja-08: drugstore member coupon mail: coupon code, member number, example code -> nothing
add(lang="ja", kind="decoy_codes", otp=None, link=None,
    frm="くすりのミドリ <news@kusuri-midori.example>",
    to="ota.keiko@mail.example",
    subject="【くすりのミドリ】会員様限定 500円OFFクーポンをお届けします",
    date="Tue, 20 May 2025 12:00:00 +0900",
    html_cte="quoted-printable",
    headers={"Precedence": "bulk",
             "List-Unsubscribe": "<https://mail.kusuri-midori.example/unsubscribe?m=6200118944370&k=ab81e0>"},
    html="""<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef7ef">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:sans-serif;color:#244">
<tr><td style="font-size:11px;color:#999;padding:8px;text-align:right"><a href="https://mail.kusuri-midori.example/view?id=20250520a&amp;m=6200118944370">ブラウザで見る</a></td></tr>
<tr><td><img src="https://mail.kusuri-midori.example/img/202505_banner.jpg" width="600" alt="会員様限定 500円OFF"></td></tr>
<tr><td style="padding:20px 28px;font-size:14px;line-height:1.8">
<p>太田 恵子 様（会員番号：6200-1189-4437）</p>
<p>いつもくすりのミドリをご利用いただきありがとうございます。<br>日頃の感謝を込めて、オンラインストアで使える500円OFFクーポンをお届けします。</p>
<table width="100%" cellpadding="12" style="border:2px dashed #2e9b4a;text-align:center">
<tr><td><div style="font-size:12px">クーポンコード</div>
<div style="font-size:28px;font-weight:bold;letter-spacing:3px;color:#2e9b4a">MIDORI0520</div>
<div style="font-size:12px">3,000円（税込）以上のお買い上げで500円OFF／有効期限：2025年5月31日 23:59</div></td></tr>
</table>
<p style="text-align:center;margin:24px 0"><a href="https://click.kusuri-midori.example/c?u=shop_top&amp;m=6200118944370&amp;cp=MIDORI0520" style="background:#2e9b4a;color:#fff;padding:12px 36px;text-decoration:none;border-radius:24px">オンラインストアへ</a></p>
<p style="font-size:13px">今月のおすすめ：目薬 フレッシュアイ 15mL 税込 598円／ビタミンC 1000mg 60日分 税込 1,280円</p>
<div style="background:#fff4e5;padding:12px;font-size:12px">
<b>【ご注意ください】</b>くすりのミドリを装った不審なメールやSMSが確認されています。当社が電話やメールで、パスワードや認証コード（例：123456 のような数字）をお尋ねすることはありません。</div>
</td></tr>
<tr><td style="padding:16px 28px;background:#f3f3f3;font-size:11px;color:#777">
株式会社くすりのミドリ　〒530-0001 大阪府大阪市北区梅田1-8-17<br>お客様センター 0120-39-3110（9:00〜18:00）<br>
<a href="https://mail.kusuri-midori.example/unsubscribe?m=6200118944370&amp;k=ab81e0">メール配信停止</a> ｜ <a href="https://www.kusuri-midori.example/privacy">プライバシーポリシー</a></td></tr>
</table></td></tr></table>
<img src="https://mail.kusuri-midori.example/o.gif?m=6200118944370&amp;c=20250520a" width="1" height="1" alt="">
</body></html>
""")

# ja-09: securities login confirmation code, plus "not you? reset password" link (not the answer)
add(lang="ja", kind="reset_in_code_mail", otp="319742", link=None,
    frm="みらい証券 <security@mirai-sec.example>",
    to="tanaka.hiroshi@mail.example",
    subject="【みらい証券】ログイン確認コードのお知らせ",
    date="Mon, 07 Apr 2025 08:59:03 +0900",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""田中 博 様（口座番号：102-0558431）

新しい環境からのログインを検知しました。
ログイン画面に以下の確認コードを入力してください。

　確認コード：319 742
　（有効期限：2025年4月7日 9:09）

ログイン日時：2025年4月7日 8:59
ご利用環境：Chrome 135 / Windows 11
IPアドレス：198.51.100.77

このログインにお心当たりがない場合は、ただちにパスワードを再設定してください。
https://www.mirai-sec.example/account/password/reset

みらい証券株式会社　金融商品取引業者 関東財務局長（金商）第0000号
カスタマーサービスセンター 0120-555-036（平日8:00〜17:00）
""",
    html="""<html><body style="font-family:'Meiryo',sans-serif;color:#222">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #d5d9e0">
<tr><td style="background:#12305a;color:#fff;padding:14px 20px;font-size:16px">みらい証券　ログイン確認</td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:1.8">
田中 博 様（口座番号：102-0558431）<br><br>
新しい環境からのログインを検知しました。ログイン画面に以下の確認コードを入力してください。
<table cellpadding="10" style="margin:18px auto;background:#f2f5fa;border-radius:4px"><tr>
<td style="font-size:30px;font-weight:bold;letter-spacing:6px;font-family:Consolas,monospace">319 742</td></tr></table>
<table cellpadding="4" style="font-size:12px;color:#555">
<tr><td>有効期限</td><td>2025年4月7日 9:09</td></tr>
<tr><td>ログイン日時</td><td>2025年4月7日 8:59</td></tr>
<tr><td>ご利用環境</td><td>Chrome 135 / Windows 11</td></tr>
<tr><td>IPアドレス</td><td>198.51.100.77</td></tr></table>
<p style="font-size:12px">このログインにお心当たりがない場合は、ただちに<a href="https://www.mirai-sec.example/account/password/reset?src=mail_login_otp">パスワードを再設定</a>してください。</p>
</td></tr>
<tr><td style="background:#f6f6f6;padding:12px 20px;font-size:11px;color:#777">みらい証券株式会社　金融商品取引業者 関東財務局長（金商）第0000号<br>カスタマーサービスセンター 0120-555-036（平日8:00〜17:00）</td></tr>
</table></body></html>
""")

# ja-10: code only as an image's alt text; text part refers to the HTML version
add(lang="ja", kind="alt_text_only", otp="926413", link=None,
    frm="東都でんき マイページ <mypage@toto-denki.example>",
    to="kimura.shota@mail.example",
    subject="【東都でんき】マイページ ご本人確認のお願い",
    date="Sun, 23 Mar 2025 16:20:44 +0900",
    text_cte="8bit", html_cte="base64",
    image={"cid": "otp-20250323-1620@toto-denki.example", "w": 220, "h": 56, "seed": 3,
           "filename": "kakunin.png"},
    text="""東都でんき マイページをご利用いただきありがとうございます。

このメールはHTML形式でお送りしています。
ご本人確認用の確認コードは画像で表示しておりますので、
HTML表示に対応したメールソフトでご確認ください。

お客さま番号：0012-3456-78
ご契約プラン：くらしのでんきプランB（40A）

東都でんき株式会社 カスタマーセンター 0120-100-321（9:00〜17:00 日祝休）
〒108-0075 東京都港区港南2-16-1
""",
    html="""<html><body style="font-family:sans-serif;color:#333">
<div style="max-width:520px;margin:0 auto;padding:20px">
<p style="font-size:18px;color:#e06c00;font-weight:bold">東都でんき マイページ</p>
<p>マイページへのログインにあたり、ご本人確認を行っています。<br>下の画像に表示されている確認コードを、10分以内にマイページの入力欄へ入力してください。</p>
<p style="text-align:center"><img src="cid:otp-20250323-1620@toto-denki.example" width="220" height="56" alt="確認コード 926413" style="border:1px solid #ddd"></p>
<p style="font-size:12px;color:#666">お客さま番号：0012-3456-78<br>ご契約プラン：くらしのでんきプランB（40A）</p>
<p style="font-size:11px;color:#999">東都でんき株式会社 カスタマーセンター 0120-100-321（9:00〜17:00 日祝休）<br>〒108-0075 東京都港区港南2-16-1</p>
</div></body></html>
""")

# ja-11: university password reset, plain text only
add(lang="ja", kind="magic_link", otp=None,
    link="https://gakumu.tozai-u.example/sso/password/reset?ticket=PRT-3f9c21e8b74d4a0d9e61c5a7f02b88d4&uid=22T4031",
    frm="東西大学 情報基盤センター <sso-admin@tozai-u.example>",
    to="22t4031@st.tozai-u.example",
    subject="[東西大学] 統合認証パスワード再設定の手続き",
    date="Wed, 09 Apr 2025 11:26:37 +0900",
    text_cte="quoted-printable",
    text="""学籍番号 22T4031 の方へ

統合認証アカウント（学務情報システム・学内Wi-Fi・LMS 共通）の
パスワード再設定が申請されました。

以下のURLにアクセスし、新しいパスワードを設定してください。
URLの有効期限は申請から24時間（2025年4月10日 11:26まで）です。

https://gakumu.tozai-u.example/sso/password/reset?ticket=PRT-3f9c21e8b74d4a0d9e61c5a7f02b88d4&uid=22T4031

・新しいパスワードは12文字以上で、英大文字・英小文字・数字を含めてください。
・過去5回分と同じパスワードは使用できません。
・申請に心当たりがない場合は、このメールを破棄し、
　情報基盤センター窓口（本館2階 205室）までお知らせください。

--
東西大学 情報基盤センター
〒192-0397 東京都八王子市南大沢 1-1
内線 3120／外線 042-000-3120（平日 9:00〜17:00）
https://www.tozai-u.example/itc/
""")

# ja-12: new-device login notice, only account-check links -> nothing
add(lang="ja", kind="login_alert", otp=None, link=None,
    frm="さくさく会計 <notice@sakusaku-kaikei.example>",
    to="keiri@okamoto-shoten.example",
    subject="新しい端末からのログインがありました",
    date="Thu, 27 Mar 2025 19:45:10 +0900",
    text_cte="8bit", html_cte="8bit",
    text="""岡本商店 経理担当 様

さくさく会計のアカウントに、新しい端末からログインがありました。

日時：2025年3月27日 19:44
端末：Windows / Microsoft Edge
IPアドレス：203.0.113.24（大阪府）
事業所ID：1048823

ご本人によるログインであれば、対応は不要です。
お心当たりがない場合は、すぐにパスワードを変更し、ログイン履歴をご確認ください。
ログイン履歴：https://secure.sakusaku-kaikei.example/settings/security/history

さくさく会計 サポート（平日 10:00〜18:00）
株式会社さくさくソフト　〒530-0011 大阪府大阪市北区大深町 3-1
""",
    html="""<html><body style="font-family:sans-serif;font-size:14px;color:#333">
<p>岡本商店 経理担当 様</p>
<p>さくさく会計のアカウントに、新しい端末からログインがありました。</p>
<table cellpadding="6" style="border-collapse:collapse;border:1px solid #ccc">
<tr><td style="background:#f5f5f5">日時</td><td>2025年3月27日 19:44</td></tr>
<tr><td style="background:#f5f5f5">端末</td><td>Windows / Microsoft Edge</td></tr>
<tr><td style="background:#f5f5f5">IPアドレス</td><td>203.0.113.24（大阪府）</td></tr>
<tr><td style="background:#f5f5f5">事業所ID</td><td>1048823</td></tr>
</table>
<p>ご本人によるログインであれば、対応は不要です。<br>お心当たりがない場合は、すぐにパスワードを変更し、ログイン履歴をご確認ください。</p>
<p><a href="https://secure.sakusaku-kaikei.example/settings/security/history" style="background:#00a19b;color:#fff;padding:10px 20px;text-decoration:none">ログイン履歴を確認する</a>
　<a href="https://secure.sakusaku-kaikei.example/settings/password">パスワードを変更する</a></p>
<p style="font-size:11px;color:#888">さくさく会計 サポート（平日 10:00〜18:00）<br>株式会社さくさくソフト　〒530-0011 大阪府大阪市北区大深町 3-1</p>
</body></html>
""")

# ja-13: parcel locker pick-up PIN (counts as the code), tracking number is a decoy
add(lang="ja", kind="delivery_code", otp="73152048", link=None,
    frm="はやぶさ運輸 お届け通知 <info@hayabusa-unyu.example>",
    to="ito.naoki@mail.example",
    subject="お荷物を宅配ロッカーにお預けしました【伝票番号 4321-0987-6543】",
    date="Mon, 26 May 2025 13:05:28 +0900",
    text_cte="8bit",
    text="""伊藤 直樹 様

はやぶさ運輸です。ご指定の宅配ロッカーにお荷物をお預けしました。

■お荷物情報
　伝票番号　　：4321-0987-6543
　ご依頼主　　：ことり堂オンラインストア 様
　個数　　　　：1個

■受け取り場所
　はやぶさロッカー 三鷹駅北口店（ロッカー番号 B-12）
　〒180-0006 東京都武蔵野市中町1-1-1　利用可能時間 5:00〜25:00

■受け取り方法
　ロッカーの操作パネルで「受け取り」を選び、
　以下の受取用暗証番号を入力してください。

　受取用暗証番号：7315-2048

■保管期限
　2025年6月2日（月）23:59
　期限を過ぎたお荷物は営業所へ返送されます。

※暗証番号はお受け取りの1回のみ有効です。他の方に教えないでください。
※配達状況の確認：https://track.hayabusa-unyu.example/?no=432109876543

はやぶさ運輸 お客様サービスセンター 0120-01-8989（8:00〜21:00）
""")

# ---------------------------------------------------------------------------
# Chinese (zh)
# ---------------------------------------------------------------------------

# zh-01: bank transfer code among card digits, amount, phone numbers (GBK, base64)
add(lang="zh", kind="phone_and_dates", otp="582046", link=None,
    frm="华信银行 <ebank@huaxin-bank.example>",
    to="wang.lei@mail.example",
    subject="华信银行个人网银交易验证码",
    date="Tue, 18 Mar 2025 19:42:09 +0800",
    charset="gbk", text_cte="base64",
    text="""尊敬的王**先生/女士：

您好！您的华信银行个人网银正在进行跨行转账，本次交易动态验证码为：582046，
请在5分钟内完成输入。验证码切勿告知他人，本行工作人员不会以任何理由向您索取。

交易信息
  付款账户：借记卡（尾号6621）
  收款人：  李*明
  收款账户：6217 **** **** 3308（建设银行）
  转账金额：人民币 3,500.00 元
  手续费：  0.00 元
  申请时间：2025-03-18 19:42:07

如非本人操作，请立即拨打客服热线 400-889-5566（境外请拨 +86-21-6888-9900）冻结账户。

华信银行股份有限公司
上海市浦东新区陆家嘴环路 1000 号  邮编 200120
此邮件由系统自动发送，请勿直接回复。
""")

# zh-02: developer platform e-mail verification, tracked button + raw URL in text
add(lang="zh", kind="magic_link", otp=None,
    link="https://link.yunzhan.example/c/v1?u=https%3A%2F%2Fconsole.yunzhan.example%2Faccount%2Fverify-email%3Ftoken%3Devt_K8sWq3Zp1NfR7uXy2LcD9mTb4HgA6oJe&e=ZGV2X2xpdWZlbmc&sig=4b1f0e9d27",
    link_alt=["https://console.yunzhan.example/account/verify-email?token=evt_K8sWq3Zp1NfR7uXy2LcD9mTb4HgA6oJe"],
    frm="云栈开发者平台 <no-reply@yunzhan.example>",
    to="dev_liufeng@mail.example",
    subject="请验证您的邮箱地址 - 云栈开发者平台",
    date="Thu, 06 Mar 2025 23:14:50 +0800",
    text_cte="8bit", html_cte="quoted-printable",
    text="""您好，dev_liufeng：

感谢注册云栈开发者平台。请打开下面的链接验证您的邮箱地址，验证完成后即可创建 API 密钥和部署项目：

https://console.yunzhan.example/account/verify-email?token=evt_K8sWq3Zp1NfR7uXy2LcD9mTb4HgA6oJe

链接 48 小时内有效。如果这不是您本人的操作，请忽略本邮件。

开发者文档：https://docs.yunzhan.example/
云栈科技（杭州）有限公司  浙江省杭州市余杭区文一西路 969 号  邮编 311121
退订产品邮件：https://yunzhan.example/mail/unsubscribe?e=ZGV2X2xpdWZlbmc
""",
    html="""<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f4f8;font-family:'PingFang SC','Microsoft YaHei',sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 0">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="padding:28px 36px 8px"><img src="https://static.yunzhan.example/mail/logo.png" height="28" alt="云栈"></td></tr>
<tr><td style="padding:8px 36px 24px;font-size:14px;line-height:1.8;color:#1f2329">
<h2 style="font-size:20px">验证您的邮箱地址</h2>
<p>您好，dev_liufeng：</p>
<p>感谢注册云栈开发者平台。点击下方按钮验证邮箱后，即可创建 API 密钥和部署项目。</p>
<p style="margin:28px 0"><a href="https://link.yunzhan.example/c/v1?u=https%3A%2F%2Fconsole.yunzhan.example%2Faccount%2Fverify-email%3Ftoken%3Devt_K8sWq3Zp1NfR7uXy2LcD9mTb4HgA6oJe&amp;e=ZGV2X2xpdWZlbmc&amp;sig=4b1f0e9d27" style="background:#3370ff;color:#fff;padding:11px 30px;border-radius:6px;text-decoration:none">验证邮箱</a></p>
<p style="color:#8f959e;font-size:12px">链接 48 小时内有效。如果这不是您本人的操作，请忽略本邮件。</p>
</td></tr>
<tr><td style="padding:18px 36px;border-top:1px solid #eee;font-size:12px;color:#8f959e">
<a href="https://link.yunzhan.example/c/v1?u=https%3A%2F%2Fdocs.yunzhan.example%2F&amp;e=ZGV2X2xpdWZlbmc&amp;sig=77a0c3" style="color:#8f959e">开发者文档</a> |
<a href="https://yunzhan.example/legal/privacy" style="color:#8f959e">隐私政策</a> |
<a href="https://yunzhan.example/mail/unsubscribe?e=ZGV2X2xpdWZlbmc" style="color:#8f959e">退订</a><br>
<a href="https://weibo.example/yunzhancloud"><img src="https://static.yunzhan.example/mail/weibo.png" width="18" alt="微博"></a>
<a href="https://static.yunzhan.example/mail/wechat-qr.html"><img src="https://static.yunzhan.example/mail/wechat.png" width="18" alt="微信公众号"></a><br>
云栈科技（杭州）有限公司 · 浙江省杭州市余杭区文一西路 969 号 · 邮编 311121</td></tr>
</table></td></tr></table>
<img src="https://link.yunzhan.example/o/v1?e=ZGV2X2xpdWZlbmc&amp;m=verify_email" width="1" height="1" alt="">
</body></html>
""")

# zh-03: shipping notice with order, waybill, amounts, postal code; no code
add(lang="zh", kind="newsletter_numbers", otp=None, link=None,
    frm="拼好购 <service@pinhaogou.example>",
    to="chenjing1991@mail.example",
    subject="您的订单已发货，预计3月15日送达",
    date="Wed, 12 Mar 2025 18:05:22 +0800",
    html_cte="8bit",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:'Microsoft YaHei',sans-serif;background:#fafafa;color:#333">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#e02e24;color:#fff;padding:16px 24px;font-size:18px">拼好购 · 发货通知</td></tr>
<tr><td style="padding:20px 24px;font-size:14px;line-height:1.9">
<p>亲爱的用户，您的订单已由商家发出，请留意查收。</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #eee">
<tr><td style="color:#999;width:110px">订单编号</td><td>250312180455219873</td></tr>
<tr><td style="color:#999">下单时间</td><td>2025-03-11 21:37:40</td></tr>
<tr><td style="color:#999">快递公司</td><td>顺达速运</td></tr>
<tr><td style="color:#999">运单号</td><td>SD1402938475612</td></tr>
<tr><td style="color:#999">商品</td><td>【百亿补贴】加厚珊瑚绒四件套 1.8m床 浅灰 ×1<br>记忆棉枕头 48×74cm ×2</td></tr>
<tr><td style="color:#999">商品总价</td><td>¥289.80</td></tr>
<tr><td style="color:#999">店铺优惠</td><td>-¥30.00</td></tr>
<tr><td style="color:#999">实付款</td><td style="color:#e02e24;font-weight:bold">¥259.80</td></tr>
<tr><td style="color:#999">收货地址</td><td>陈静 138****5521<br>浙江省杭州市西湖区文三路 90 号 东部软件园 3 号楼 502 室（邮编 310012）</td></tr>
<tr><td style="color:#999">预计送达</td><td>3月15日（周六）18:00 前</td></tr>
</table>
<p style="margin:22px 0"><a href="https://m.pinhaogou.example/order/logistics?order_sn=250312180455219873" style="background:#e02e24;color:#fff;padding:9px 24px;border-radius:18px;text-decoration:none">查看物流</a>
<a href="https://m.pinhaogou.example/order/detail?order_sn=250312180455219873" style="margin-left:12px;color:#e02e24">订单详情</a></p>
<p style="font-size:12px;color:#999">温馨提示：快递员不会以“理赔”“退款”为由索要银行卡号或验证码，请注意防范诈骗。</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f5f5f5;font-size:11px;color:#999">上海拼好购信息技术有限公司 · 上海市长宁区娄山关路 533 号 · 客服热线 021-6000-5858<br>
<a href="https://m.pinhaogou.example/settings/notify" style="color:#999">邮件通知设置</a></td></tr>
</table></body></html>
""")

# zh-04: two-step verification switched on: list of backup codes, none to type now
add(lang="zh", kind="several_codes", otp=None, link=None,
    frm="星穹互娱 账号安全中心 <security@xingqiong-games.example>",
    to="moonwalker2077@mail.example",
    subject="【星穹互娱】两步验证已开启，请保存您的备用验证码",
    date="Sat, 22 Mar 2025 02:31:18 +0800",
    text_cte="quoted-printable", html_cte="base64",
    text="""亲爱的旅行者 moonwalker2077：

您的星穹通行证（UID 182 556 903）已于 2025-03-22 02:30 成功开启两步验证。
以后在新设备登录时，需要输入身份验证器 App 中显示的 6 位动态码。

如果手机丢失、无法使用身份验证器，可以使用以下备用验证码登录。
每个备用验证码只能使用一次，请抄写或打印后妥善保存，不要截图发给任何人。

  1. 3810 5927      6. 6620 1349
  2. 7493 0186      7. 1058 7734
  3. 2265 9410      8. 9481 2207
  4. 5037 6628      9. 4419 6053
  5. 8172 3395     10. 0936 8812

如需重新生成备用验证码，请前往 账号中心 > 安全设置 > 两步验证。
重新生成后，以上备用验证码将全部失效。

星穹互娱 客服中心
https://account.xingqiong-games.example/security
本邮件由系统自动发送，请勿回复。
""",
    html="""<html><body style="background:#101820;color:#dfe6ee;font-family:'Microsoft YaHei',sans-serif">
<div style="max-width:560px;margin:0 auto;padding:28px">
<h3 style="color:#f5c46b">两步验证已开启</h3>
<p>亲爱的旅行者 moonwalker2077：</p>
<p>您的星穹通行证（UID 182 556 903）已于 2025-03-22 02:30 成功开启两步验证。以后在新设备登录时，需要输入身份验证器 App 中显示的 6 位动态码。</p>
<p>如果手机丢失、无法使用身份验证器，可以使用以下<b>备用验证码</b>登录。每个备用验证码只能使用一次，请抄写或打印后妥善保存，不要截图发给任何人。</p>
<table cellpadding="6" style="font-family:monospace;font-size:16px;background:#1b2733;margin:12px 0">
<tr><td>3810 5927</td><td>6620 1349</td></tr>
<tr><td>7493 0186</td><td>1058 7734</td></tr>
<tr><td>2265 9410</td><td>9481 2207</td></tr>
<tr><td>5037 6628</td><td>4419 6053</td></tr>
<tr><td>8172 3395</td><td>0936 8812</td></tr>
</table>
<p style="font-size:13px">如需重新生成备用验证码，请前往 <a href="https://account.xingqiong-games.example/security" style="color:#f5c46b">账号中心 &gt; 安全设置 &gt; 两步验证</a>。重新生成后，以上备用验证码将全部失效。</p>
<p style="font-size:11px;color:#7d8b99">星穹互娱 客服中心 · 本邮件由系统自动发送，请勿回复。</p>
</div></body></html>
""")

# zh-05: community site, code shown with service prefix; digits are typed
add(lang="zh", kind="prefix_code", otp="738201", link=None,
    frm="知问社区 <passport@zhiwen.example>",
    to="xiaoyu.zhang@mail.example",
    subject="知问社区 登录验证",
    date="Mon, 14 Apr 2025 08:12:33 +0800",
    text_cte="quoted-printable",
    text="""你好，张小雨：

你正在使用邮箱登录知问社区，本次验证码为：

    ZW-738201

输入时只需填写“ZW-”后面的 6 位数字。验证码 10 分钟内有效，请勿转发给他人。

如果不是你本人在登录，可能有人误填了你的邮箱，忽略本邮件即可。

——
知问社区 · 有问题，就会有答案
北京知问网络科技有限公司 北京市海淀区中关村大街 27 号 邮编 100080
""")

# zh-06: code hosting: lower-case alphanumeric code plus one-click sign-in link (both)
add(lang="zh", kind="lowercase_alnum", otp="7fh2kq9d",
    link="https://gitstack.example/session/email-login?t=elt_5ZqV8nXc2RkP0wYs7HbM3jTf9LdG1aUe&uid=4420913",
    frm="码栈 GitStack <noreply@gitstack.example>",
    to="zhou.hang@dev.example",
    subject="[码栈] 新设备登录确认",
    date="Fri, 25 Apr 2025 15:47:20 +0800",
    text_cte="8bit", html_cte="8bit",
    text="""@zhouhang 你好，

我们检测到你正在新设备上登录码栈：

  设备：Firefox 137 / Ubuntu 24.04
  位置：中国 广东 深圳（IP 198.51.100.23）
  时间：2025-04-25 15:47 (UTC+8)

请在登录页面输入以下验证码（区分大小写）：

  7fh2kq9d

或者直接打开下面的链接完成登录（15 分钟内有效，仅可使用一次）：

https://gitstack.example/session/email-login?t=elt_5ZqV8nXc2RkP0wYs7HbM3jTf9LdG1aUe&uid=4420913

如果这不是你本人的操作，请立即修改密码并检查个人访问令牌。

—— 码栈团队
深圳码栈科技有限公司 · 深圳市南山区科技园科发路 8 号
""",
    html="""<html><body style="font-family:-apple-system,'PingFang SC',sans-serif;color:#24292f;font-size:14px">
<div style="max-width:540px;margin:0 auto;padding:24px;border:1px solid #d0d7de;border-radius:6px">
<p><b>@zhouhang</b> 你好，</p>
<p>我们检测到你正在新设备上登录码栈：</p>
<ul style="color:#57606a"><li>设备：Firefox 137 / Ubuntu 24.04</li><li>位置：中国 广东 深圳（IP 198.51.100.23）</li><li>时间：2025-04-25 15:47 (UTC+8)</li></ul>
<p>请在登录页面输入以下验证码（区分大小写）：</p>
<p style="font-family:ui-monospace,monospace;font-size:26px;letter-spacing:4px;background:#f6f8fa;padding:12px;text-align:center">7fh2kq9d</p>
<p>或者直接点击下面的按钮完成登录（15 分钟内有效，仅可使用一次）：</p>
<p><a href="https://gitstack.example/session/email-login?t=elt_5ZqV8nXc2RkP0wYs7HbM3jTf9LdG1aUe&amp;uid=4420913" style="background:#1f883d;color:#fff;padding:8px 18px;border-radius:6px;text-decoration:none">一键登录</a></p>
<p style="color:#57606a;font-size:12px">如果这不是你本人的操作，请立即<a href="https://gitstack.example/settings/security">修改密码</a>并检查<a href="https://gitstack.example/settings/tokens">个人访问令牌</a>。</p>
<p style="color:#8c959f;font-size:11px">深圳码栈科技有限公司 · 深圳市南山区科技园科发路 8 号</p>
</div></body></html>
""")

# zh-07: airline e-ticket itinerary: PNR, ticket number, flight; no code
add(lang="zh", kind="booking_ref", otp=None, link=None,
    frm="云海航空 <eticket@yunhai-air.example>",
    to="liu.yang@mail.example",
    subject="云海航空电子客票行程确认 订座记录编号 NJ5K8P",
    date="Sun, 30 Mar 2025 10:22:45 +0800",
    text_cte="base64", html_cte="quoted-printable",
    text="""尊敬的 刘洋 旅客：

您已成功购买云海航空电子客票，行程信息如下：

订座记录编号（PNR）：NJ5K8P
电子客票号：781-2345678901
航班：YH5137  上海虹桥 T2 — 成都天府 T1
日期：2025-04-12（周六）  07:55 起飞 / 11:20 到达
舱位：经济舱 Y  座位：32A（值机时确认）
免费托运行李：20 公斤
票价：¥1,280.00  民航发展基金：¥50.00  燃油附加费：¥20.00  合计：¥1,350.00
常旅客卡号：YH 6600 1234 887

请于航班起飞前 45 分钟办理完乘机手续。
行程变更或退票请访问 https://www.yunhai-air.example/trip/manage 或致电 400-105-8888。

云海航空股份有限公司  上海市长宁区空港一路 88 号
""",
    html="""<html><body style="font-family:'Microsoft YaHei',sans-serif;color:#223">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #dbe3ea">
<tr><td style="background:#0e4c92;color:#fff;padding:16px 22px;font-size:18px">云海航空 · 电子客票行程确认</td></tr>
<tr><td style="padding:20px 22px;font-size:14px;line-height:1.8">
<p>尊敬的 刘洋 旅客：您已成功购买云海航空电子客票。</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border-collapse:collapse">
<tr style="background:#eef3f9"><td>订座记录编号（PNR）</td><td style="font-size:20px;font-weight:bold">NJ5K8P</td></tr>
<tr><td>电子客票号</td><td>781-2345678901</td></tr>
<tr style="background:#eef3f9"><td>航班</td><td>YH5137 上海虹桥 T2 — 成都天府 T1</td></tr>
<tr><td>日期 / 时间</td><td>2025-04-12（周六） 07:55 — 11:20</td></tr>
<tr style="background:#eef3f9"><td>舱位 / 座位</td><td>经济舱 Y / 32A（值机时确认）</td></tr>
<tr><td>免费托运行李</td><td>20 公斤</td></tr>
<tr style="background:#eef3f9"><td>费用</td><td>票价 ¥1,280.00 + 民航发展基金 ¥50.00 + 燃油附加费 ¥20.00 = <b>¥1,350.00</b></td></tr>
<tr><td>常旅客卡号</td><td>YH 6600 1234 887</td></tr>
</table>
<p>请于航班起飞前 45 分钟办理完乘机手续。</p>
<p><a href="https://www.yunhai-air.example/trip/manage?pnr=NJ5K8P&amp;ln=LIU">管理行程</a> · <a href="https://www.yunhai-air.example/checkin">网上值机</a> · 客服热线 400-105-8888</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f4f6f8;font-size:11px;color:#889">云海航空股份有限公司 · 上海市长宁区空港一路 88 号</td></tr>
</table></body></html>
""")

# zh-08: food delivery login code, one <span> per digit, HTML only
add(lang="zh", kind="plain_code", otp="3920", link=None,
    frm="速达外卖 <account@sudawaimai.example>",
    to="huang.min@mail.example",
    subject="速达外卖登录验证码",
    date="Wed, 16 Apr 2025 11:48:02 +0800",
    html_cte="base64",
    html="""<html><head><meta charset="utf-8"><style>.d{display:inline-block;width:40px;height:52px;line-height:52px;margin:0 4px;border-radius:6px;background:#fff3d6;font-size:28px;font-weight:bold;color:#ff8a00;text-align:center}</style></head>
<body style="font-family:'PingFang SC',sans-serif;background:#fff;color:#333">
<div style="max-width:420px;margin:0 auto;padding:24px;text-align:center">
<img src="https://img.sudawaimai.example/mail/logo_orange.png" width="120" alt="速达外卖">
<p style="font-size:16px">你正在登录速达外卖网页版</p>
<p style="font-size:13px;color:#888">验证码</p>
<div><span class="d">3</span><span class="d">9</span><span class="d">2</span><span class="d">0</span></div>
<p style="font-size:13px;color:#888">5 分钟内有效。为保障账户安全，请勿将验证码告诉任何人，包括骑手和客服。</p>
<p style="font-size:12px;color:#aaa;margin-top:32px">午餐高峰 11:00-13:00 配送可能延迟，敬请谅解。<br>客服电话 10109777 · 上海速达网络科技有限公司</p>
</div></body></html>
""")

# zh-09: government service portal, real-name check: digits given without the word "code"
add(lang="zh", kind="no_code_word", otp="604218", link=None,
    frm="市民通政务服务平台 <noreply@shimintong.gov.example>",
    to="zhaoqiang@mail.example",
    subject="市民通：请完成实名认证",
    date="Mon, 21 Apr 2025 09:30:11 +0800",
    text_cte="8bit",
    text="""赵强 您好：

您正在市民通政务服务平台办理“居住证签注”事项（办件编号：SMT2025042100381），
需要先完成邮箱实名认证。

请在认证页面输入以下 6 位数字：

    604 218

以上数字 15 分钟内有效，仅限本次使用。工作人员不会通过电话、短信向您索要。

办理进度可登录平台“我的办件”查询，或拨打政务服务便民热线 12345。

市民通政务服务平台
地址：江城市政务服务中心（江城市新华路 168 号）  邮编 430015
本邮件为系统自动发送，请勿回复。
""")

# zh-10: meeting invitation: meeting ID and passcode are not one-time codes
add(lang="zh", kind="decoy_codes", otp=None, link=None,
    frm="会畅会议 <invite@huichang-meeting.example>",
    to="sun.li@corp.example",
    subject="邀请：Q2 产品规划评审 2025-04-08 14:00（北京时间）",
    date="Thu, 03 Apr 2025 17:20:09 +0800",
    text_cte="quoted-printable", html_cte="8bit",
    text="""吴婷 邀请您参加会畅会议

会议主题：Q2 产品规划评审
会议时间：2025-04-08 14:00-15:30 (GMT+08:00) 中国标准时间 - 北京

点击链接入会，或添加至会议列表：
https://meet.huichang-meeting.example/j/86322105531?pwd=Rk9xY2x2T0pQ

会议号：863 2210 5531
会议密码：482913

手机一键拨号入会
+8610-8765-4321,,86322105531# (中国大陆)
+852-5808-1234,,86322105531# (中国香港)

根据当地号码拨入
+86 10 8765 4321
+86 21 6012 3456

会议室 SIP 呼叫：86322105531@sip.huichang-meeting.example
""",
    html="""<html><body style="font-family:'Microsoft YaHei',sans-serif;font-size:14px;color:#222">
<p><b>吴婷</b> 邀请您参加会畅会议</p>
<table cellpadding="4">
<tr><td style="color:#888">会议主题</td><td>Q2 产品规划评审</td></tr>
<tr><td style="color:#888">会议时间</td><td>2025-04-08 14:00-15:30 (GMT+08:00) 中国标准时间 - 北京</td></tr>
<tr><td style="color:#888">会议号</td><td>863 2210 5531</td></tr>
<tr><td style="color:#888">会议密码</td><td>482913</td></tr>
</table>
<p><a href="https://meet.huichang-meeting.example/j/86322105531?pwd=Rk9xY2x2T0pQ" style="background:#0b6cff;color:#fff;padding:8px 20px;text-decoration:none;border-radius:4px">加入会议</a>
&nbsp;<a href="https://meet.huichang-meeting.example/ics/86322105531.ics">添加到日历</a></p>
<p style="color:#666">手机一键拨号入会：+8610-8765-4321,,86322105531# (中国大陆)；+852-5808-1234,,86322105531# (中国香港)<br>
会议室 SIP 呼叫：86322105531@sip.huichang-meeting.example</p>
</body></html>
""")

# zh-11: crypto exchange withdrawal code; "freeze account" link is not the answer
add(lang="zh", kind="transaction_code", otp="620957", link=None,
    frm="币立方 <notice@bilifang.example>",
    to="trader_qian88@mail.example",
    subject="【币立方】提币验证码",
    date="Tue, 29 Apr 2025 03:12:55 +0800",
    text_cte="base64", html_cte="quoted-printable",
    text="""尊敬的用户 trader_qian88：

您正在申请提币，验证码：620957（10 分钟内有效）

币种：USDT
网络：TRC20
数量：1,250.00
手续费：1.00 USDT
提币地址：TQ7mX2vK9pLrN4sWd8bHc3FyJ6tZeA1uGq
申请时间：2025-04-29 03:12:41 (UTC+8)

如果这不是您的操作，请立即冻结账户：https://www.bilifang.example/account/freeze?r=mail_wd
币立方不会以任何形式向您索要验证码，请谨防诈骗。

币立方团队
""",
    html="""<html><body style="background:#0b0e11;color:#eaecef;font-family:Arial,'Microsoft YaHei',sans-serif">
<div style="max-width:500px;margin:0 auto;padding:26px">
<div style="color:#f0b90b;font-size:20px;font-weight:bold">币立方</div>
<p>尊敬的用户 trader_qian88：</p>
<p>您正在申请提币，验证码：</p>
<p style="font-size:32px;font-weight:bold;color:#f0b90b;letter-spacing:5px">620957</p>
<p style="font-size:13px;color:#848e9c">验证码 10 分钟内有效。</p>
<table cellpadding="4" style="font-size:13px;color:#b7bdc6">
<tr><td>币种</td><td>USDT</td></tr><tr><td>网络</td><td>TRC20</td></tr>
<tr><td>数量</td><td>1,250.00</td></tr><tr><td>手续费</td><td>1.00 USDT</td></tr>
<tr><td>提币地址</td><td>TQ7mX2vK9pLrN4sWd8bHc3FyJ6tZeA1uGq</td></tr>
<tr><td>申请时间</td><td>2025-04-29 03:12:41 (UTC+8)</td></tr></table>
<p style="font-size:13px">如果这不是您的操作，请立即<a href="https://www.bilifang.example/account/freeze?r=mail_wd" style="color:#f0b90b">冻结账户</a>。</p>
<p style="font-size:11px;color:#5e6673">币立方不会以任何形式向您索要验证码，请谨防诈骗。<br>
<a href="https://www.bilifang.example/support" style="color:#5e6673">帮助中心</a> · <a href="https://t.example/bilifang_cn" style="color:#5e6673">Telegram</a></p>
</div></body></html>
""")

# zh-12: tech newsletter full of numbers and links; nothing to extract
add(lang="zh", kind="newsletter_numbers", otp=None, link=None,
    frm="极客日报 <weekly@jikeribao.example>",
    to="reader@mail.example",
    subject="极客日报周刊 第 128 期｜国产大模型价格战、端侧 AI 芯片出货 3.2 亿颗",
    date="Fri, 09 May 2025 07:00:00 +0800",
    text_cte="8bit", html_cte="quoted-printable",
    headers={"List-Unsubscribe": "<https://jikeribao.example/unsub?u=rd_558120&l=weekly>",
             "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
             "Precedence": "bulk"},
    text="""极客日报周刊 · 第 128 期 · 2025 年 5 月 9 日

【本周要闻】
1. 多家厂商下调大模型 API 价格，百万 tokens 输入价最低降至 0.8 元
2. 机构数据：2025 年 Q1 端侧 AI 芯片出货约 3.2 亿颗，同比增长 41%
3. 某新能源车企 4 月交付 52,318 辆，环比增长 12.6%
4. 开源远程桌面项目单周新增 8,400 星

【数字】
  1.9 万亿元：一季度数字经济核心产业增加值
  67%：受访开发者在日常工作中使用 AI 编程助手

阅读全文：https://jikeribao.example/weekly/128
往期回顾：https://jikeribao.example/weekly/

你收到这封邮件是因为订阅了极客日报周刊。
退订：https://jikeribao.example/unsub?u=rd_558120&l=weekly
北京极客日报文化传媒有限公司 北京市朝阳区酒仙桥路 4 号 751 园区 邮编 100015
""",
    html="""<html><body style="font-family:'PingFang SC',sans-serif;background:#f7f7f7">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:8px 20px;font-size:11px;color:#aaa;text-align:right"><a href="https://jikeribao.example/weekly/128?from=mail_view" style="color:#aaa">在浏览器中查看</a></td></tr>
<tr><td style="padding:10px 20px 0"><img src="https://img.jikeribao.example/weekly/128/banner.png" width="560" alt="极客日报周刊 第 128 期"></td></tr>
<tr><td style="padding:16px 24px;font-size:14px;line-height:1.9;color:#222">
<h3>本周要闻</h3>
<ol>
<li><a href="https://trk.jikeribao.example/c/128/1?u=rd_558120">多家厂商下调大模型 API 价格，百万 tokens 输入价最低降至 0.8 元</a></li>
<li><a href="https://trk.jikeribao.example/c/128/2?u=rd_558120">2025 年 Q1 端侧 AI 芯片出货约 3.2 亿颗，同比增长 41%</a></li>
<li><a href="https://trk.jikeribao.example/c/128/3?u=rd_558120">某新能源车企 4 月交付 52,318 辆，环比增长 12.6%</a></li>
<li><a href="https://trk.jikeribao.example/c/128/4?u=rd_558120">开源远程桌面项目单周新增 8,400 星</a></li>
</ol>
<h3>数字</h3>
<p><b style="font-size:22px">1.9 万亿元</b> 一季度数字经济核心产业增加值<br>
<b style="font-size:22px">67%</b> 受访开发者在日常工作中使用 AI 编程助手</p>
<p><a href="https://trk.jikeribao.example/c/128/full?u=rd_558120" style="background:#222;color:#fff;padding:8px 20px;text-decoration:none">阅读全文</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f0f0f0;font-size:11px;color:#888">你收到这封邮件是因为订阅了极客日报周刊。
<a href="https://jikeribao.example/unsub?u=rd_558120&amp;l=weekly" style="color:#888">退订</a> · <a href="https://jikeribao.example/prefs?u=rd_558120" style="color:#888">订阅偏好</a><br>
北京极客日报文化传媒有限公司 · 北京市朝阳区酒仙桥路 4 号 751 园区 · 邮编 100015</td></tr>
</table>
<img src="https://trk.jikeribao.example/o/128.gif?u=rd_558120" width="1" height="1" alt="">
</body></html>
""")

# zh-13: university unified identity, password reset link (HTML only)
add(lang="zh", kind="magic_link", otp=None,
    link="https://ids.jiangcheng-u.edu.example/authserver/resetPassword.do?step=2&key=9f8e7d6c5b4a39281706f5e4d3c2b1a0&uid=2023110452",
    frm="江城大学统一身份认证 <ids@jiangcheng-u.edu.example>",
    to="2023110452@stu.jiangcheng-u.edu.example",
    subject="江城大学统一身份认证平台 - 密码重置",
    date="Sun, 11 May 2025 22:40:36 +0800",
    html_cte="quoted-printable",
    html="""<html><body style="font-family:SimSun,'Microsoft YaHei',serif;font-size:14px;color:#000">
<p>2023110452 同学：</p>
<p>您于 2025-05-11 22:40 在统一身份认证平台申请重置密码。请点击以下链接设置新密码（链接 30 分钟内有效，仅能使用一次）：</p>
<p><a href="https://ids.jiangcheng-u.edu.example/authserver/resetPassword.do?step=2&amp;key=9f8e7d6c5b4a39281706f5e4d3c2b1a0&amp;uid=2023110452">https://ids.jiangcheng-u.edu.example/authserver/resetPassword.do?step=2&amp;key=9f8e7d6c5b4a39281706f5e4d3c2b1a0&amp;uid=2023110452</a></p>
<p>若链接无法点击，请将其复制到浏览器地址栏中打开。若非本人操作，请忽略本邮件，您的密码不会被修改。</p>
<p>如有疑问请联系网络与信息中心：027-8765-0000（工作日 8:30-17:30），或前往图书馆一楼服务台。</p>
<p>江城大学网络与信息中心<br>2025年5月11日</p>
</body></html>
""")

# ---------------------------------------------------------------------------
# Korean (ko)
# ---------------------------------------------------------------------------

# ko-01: easy-pay service, user id with digits, code in brackets (EUC-KR, base64)
add(lang="ko", kind="username_digits", otp="428913", link=None,
    frm="모아페이 <noreply@moapay.example>",
    to="minji0927@mail.example",
    subject="[모아페이] 이메일 인증번호 안내",
    date="Wed, 12 Mar 2025 20:14:37 +0900",
    charset="euc-kr", text_cte="base64",
    text="""minji0927 님, 안녕하세요.
모아페이 계정(minji0927)의 결제 비밀번호 재설정을 위한 이메일 인증번호입니다.

인증번호 [428913]

- 인증번호는 발송 후 3분간 유효합니다.
- 본인이 요청하지 않았다면 이 메일을 무시해 주세요.
- 모아페이는 전화나 메신저로 인증번호를 절대 묻지 않습니다.

요청 일시: 2025.03.12 20:14
요청 기기: Galaxy S24 (Android 15)

모아페이 고객센터 1670-0927 (평일 09:00~18:00)
(주)모아핀테크 | 서울특별시 강남구 테헤란로 152, 12층 (06236)
사업자등록번호 123-45-67890 | 전자금융업 등록번호 02-006-00-12345
""")

# ko-02: shopping mall order complete, many numbers, no code
add(lang="ko", kind="newsletter_numbers", otp=None, link=None,
    frm="바로배송몰 <order@barobaesong.example>",
    to="이수진 <sujin.lee@mail.example>",
    subject="[바로배송몰] 주문이 완료되었습니다 (주문번호 20250318-0041127)",
    date="Tue, 18 Mar 2025 23:51:40 +0900",
    text_cte="quoted-printable", html_cte="8bit",
    text="""이수진 고객님, 주문해 주셔서 감사합니다.

주문번호: 20250318-0041127
주문일시: 2025-03-18 23:51

[상품]
- 무항생제 1등급 특란 30구 x 1 ........ 9,980원
- 유기농 바나나 1.2kg x 2 ............. 11,960원
- 생수 2L x 12병 x 1 ................... 6,490원
- 국산콩 두부 300g x 3 ................ 10,470원

상품금액 38,900원 / 배송비 0원 / 쿠폰할인 -3,000원 / 적립금 사용 -500원
최종 결제금액: 35,400원 (신한카드 ****-1187 일시불)
적립 예정: 354원

배송지: 서울특별시 마포구 월드컵북로 396, 101동 1203호 (03925)
연락처: 010-****-7721
도착 예정: 3월 19일(수) 오전 7시 이전 새벽배송

주문 상세: https://www.barobaesong.example/mypage/order/20250318-0041127

(주)바로배송 | 대표 김민호 | 서울특별시 송파구 올림픽로 300 (05551)
고객센터 1588-0000 | 통신판매업신고 2025-서울송파-0123
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f5f5;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:20px 24px;border-bottom:2px solid #5f0080"><b style="color:#5f0080;font-size:20px">바로배송몰</b></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.7;color:#333">
<p><b>이수진</b> 고객님, 주문해 주셔서 감사합니다.</p>
<p>주문번호 <b>20250318-0041127</b> · 2025-03-18 23:51</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-top:1px solid #333">
<tr><td>무항생제 1등급 특란 30구</td><td align="center">1</td><td align="right">9,980원</td></tr>
<tr><td>유기농 바나나 1.2kg</td><td align="center">2</td><td align="right">11,960원</td></tr>
<tr><td>생수 2L x 12병</td><td align="center">1</td><td align="right">6,490원</td></tr>
<tr><td>국산콩 두부 300g</td><td align="center">3</td><td align="right">10,470원</td></tr>
<tr style="border-top:1px solid #ddd"><td colspan="2">상품금액</td><td align="right">38,900원</td></tr>
<tr><td colspan="2">배송비</td><td align="right">0원</td></tr>
<tr><td colspan="2">쿠폰할인</td><td align="right">-3,000원</td></tr>
<tr><td colspan="2">적립금 사용</td><td align="right">-500원</td></tr>
<tr><td colspan="2"><b>최종 결제금액</b></td><td align="right"><b style="color:#5f0080">35,400원</b></td></tr>
</table>
<p style="font-size:13px">결제수단: 신한카드 ****-1187 일시불 · 적립 예정 354원</p>
<p style="font-size:13px">배송지: 서울특별시 마포구 월드컵북로 396, 101동 1203호 (03925)<br>연락처: 010-****-7721<br>도착 예정: 3월 19일(수) 오전 7시 이전 새벽배송</p>
<p><a href="https://www.barobaesong.example/mypage/order/20250318-0041127" style="display:inline-block;border:1px solid #5f0080;color:#5f0080;padding:10px 24px;text-decoration:none">주문 상세 보기</a></p>
</td></tr>
<tr><td style="padding:16px 24px;background:#fafafa;font-size:11px;color:#999">(주)바로배송 | 대표 김민호 | 서울특별시 송파구 올림픽로 300 (05551)<br>고객센터 1588-0000 | 통신판매업신고 2025-서울송파-0123<br>
<a href="https://www.barobaesong.example/terms" style="color:#999">이용약관</a> | <a href="https://www.barobaesong.example/privacy" style="color:#999">개인정보처리방침</a></td></tr>
</table></body></html>
""")

# ko-03: government portal: identity code among receipt number and document number
add(lang="ko", kind="decoy_codes", otp="715302", link=None,
    frm="나라민원24 <noreply@naraminwon24.go.example>",
    to="park.jh@mail.example",
    subject="[나라민원24] 본인확인 인증번호",
    date="Mon, 07 Apr 2025 10:05:48 +0900",
    text_cte="8bit", html_cte="quoted-printable",
    text="""박정호 님

나라민원24에서 '주민등록표 등본 발급' 민원 신청을 위한 본인확인 인증번호를 보내드립니다.

 ■ 인증번호: 715302  (유효시간 5분, 10:10까지)

 ■ 민원 접수번호: 2025-0407-004417
 ■ 문서확인번호(발급 후 진위확인용): 1234-5678-9012-3456

인증번호는 신청 화면에만 입력하시고, 접수번호와 문서확인번호는 입력하지 마세요.
공무원은 전화로 인증번호를 요구하지 않습니다.

나라민원24 고객센터 1588-2188 (평일 09:00~18:00)
(30128) 세종특별자치시 도움6로 42 정부세종청사
""",
    html="""<html><body style="font-family:'Malgun Gothic',sans-serif;font-size:14px;color:#1d1d1d">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #c8d1dc">
<tr><td style="background:#003764;color:#fff;padding:14px 20px"><b>나라민원24</b> 본인확인 안내</td></tr>
<tr><td style="padding:22px 20px;line-height:1.8">
<p>박정호 님</p>
<p>나라민원24에서 '주민등록표 등본 발급' 민원 신청을 위한 본인확인 인증번호를 보내드립니다.</p>
<table cellpadding="8" cellspacing="0" width="100%" style="border-collapse:collapse;font-size:13px">
<tr><th style="background:#eef2f7;border:1px solid #c8d1dc;width:200px">인증번호</th><td style="border:1px solid #c8d1dc;font-size:24px;font-weight:bold;color:#003764">715302</td></tr>
<tr><th style="background:#eef2f7;border:1px solid #c8d1dc">유효시간</th><td style="border:1px solid #c8d1dc">5분 (10:10까지)</td></tr>
<tr><th style="background:#eef2f7;border:1px solid #c8d1dc">민원 접수번호</th><td style="border:1px solid #c8d1dc">2025-0407-004417</td></tr>
<tr><th style="background:#eef2f7;border:1px solid #c8d1dc">문서확인번호</th><td style="border:1px solid #c8d1dc">1234-5678-9012-3456</td></tr>
</table>
<p style="font-size:12px;color:#555">인증번호는 신청 화면에만 입력하시고, 접수번호와 문서확인번호는 입력하지 마세요. 공무원은 전화로 인증번호를 요구하지 않습니다.</p>
</td></tr>
<tr><td style="background:#f4f6f9;padding:12px 20px;font-size:11px;color:#666">나라민원24 고객센터 1588-2188 (평일 09:00~18:00)<br>(30128) 세종특별자치시 도움6로 42 정부세종청사</td></tr>
</table></body></html>
""")

# ko-04: hotel reservation confirmation, booking number only
add(lang="ko", kind="booking_ref", otp=None, link=None,
    frm="한강리버호텔 <reservation@hangangriver-hotel.example>",
    to="최영민 <ym.choi@mail.example>",
    subject="[한강리버호텔] 예약이 확정되었습니다 - 예약번호 7QK4MB",
    date="Fri, 11 Apr 2025 16:33:12 +0900",
    html_cte="quoted-printable",
    html="""<html><body style="background:#f3efe9;font-family:'Noto Sans KR',sans-serif;color:#2b2b2b">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td><img src="https://www.hangangriver-hotel.example/mail/header_river.jpg" width="620" alt="HANGANG RIVER HOTEL SEOUL"></td></tr>
<tr><td style="padding:26px 30px;font-size:14px;line-height:1.8">
<p>최영민 고객님, 한강리버호텔을 선택해 주셔서 감사합니다. 아래와 같이 예약이 확정되었습니다.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-top:2px solid #8c6d46">
<tr><td style="width:150px;color:#8c6d46">예약번호</td><td><b style="font-size:18px">7QK4MB</b></td></tr>
<tr><td style="color:#8c6d46">체크인</td><td>2025년 5월 3일 (토) 15:00 이후</td></tr>
<tr><td style="color:#8c6d46">체크아웃</td><td>2025년 5월 5일 (월·어린이날) 11:00 이전</td></tr>
<tr><td style="color:#8c6d46">객실</td><td>디럭스 더블 리버뷰 1실 / 2박 / 성인 2명</td></tr>
<tr><td style="color:#8c6d46">포함 사항</td><td>조식 2인 (07:00~10:30, 3층 라운지)</td></tr>
<tr><td style="color:#8c6d46">요금</td><td>₩412,000 (부가세·봉사료 포함)<br><small>현장 결제 · 보증 카드 VISA ****5530</small></td></tr>
<tr><td style="color:#8c6d46">취소 규정</td><td>4월 30일 23:59까지 무료 취소, 이후 1박 요금 부과</td></tr>
</table>
<p style="margin:24px 0"><a href="https://www.hangangriver-hotel.example/reservation/lookup" style="background:#8c6d46;color:#fff;padding:10px 26px;text-decoration:none">예약 조회 · 변경</a></p>
<p style="font-size:12px;color:#666">주차: 투숙객 1대 무료 (지하 2~4층) · 체크인 시 신분증을 지참해 주세요.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#2b2b2b;color:#bbb;font-size:11px">한강리버호텔 서울 | 서울특별시 용산구 이촌로 71 (04427) | 대표전화 02-6200-7000<br>
<a href="https://www.hangangriver-hotel.example/privacy" style="color:#bbb">개인정보처리방침</a> · <a href="https://instagram.example/hangangriverhotel" style="color:#bbb">Instagram</a></td></tr>
</table></body></html>
""")

# ko-05: game account: new code, earlier one expired and quoted
add(lang="ko", kind="new_and_old_code", otp="093418", link=None,
    frm="블루문게임즈 <account@bluemoon-games.example>",
    to="darkknight_0301@mail.example",
    subject="[블루문게임즈] 인증번호가 재발송되었습니다",
    date="Sat, 19 Apr 2025 00:42:05 +0900",
    text_cte="quoted-printable", html_cte="base64",
    text="""darkknight_0301 님, 안녕하세요. 블루문게임즈입니다.

인증번호 재발송을 요청하셔서 새 인증번호를 보내드립니다.
이전에 발송된 인증번호 550-182 는 더 이상 사용할 수 없습니다.

새 인증번호: 093-418
(발송 시각 00:42, 10분간 유효)

※ 캐릭터 이름, 서버 번호(예: 아스트라 7서버)는 입력하지 않으셔도 됩니다.
※ 운영자는 절대로 인증번호를 요구하지 않습니다.

블루문게임즈 고객지원 https://support.bluemoon-games.example
(주)블루문게임즈 | 경기도 성남시 분당구 판교역로 235 (13494)
""",
    html="""<html><body style="background:#0d0f1a;color:#d9dcef;font-family:'Malgun Gothic',sans-serif">
<div style="max-width:500px;margin:0 auto;padding:30px 24px">
<p style="color:#8fa2ff;font-weight:bold">BLUEMOON GAMES</p>
<p>darkknight_0301 님, 안녕하세요.</p>
<p>인증번호 재발송을 요청하셔서 새 인증번호를 보내드립니다.<br>
<span style="color:#8a8fa8">이전에 발송된 인증번호 <s>550-182</s> 는 더 이상 사용할 수 없습니다.</span></p>
<div style="background:#1b1f36;border:1px solid #3a4270;padding:18px;text-align:center;margin:18px 0">
<div style="font-size:12px;color:#8a8fa8">새 인증번호</div>
<div style="font-size:30px;letter-spacing:6px;font-weight:bold;color:#fff">093-418</div>
<div style="font-size:12px;color:#8a8fa8">발송 시각 00:42 · 10분간 유효</div></div>
<p style="font-size:12px;color:#8a8fa8">※ 캐릭터 이름, 서버 번호(예: 아스트라 7서버)는 입력하지 않으셔도 됩니다.<br>※ 운영자는 절대로 인증번호를 요구하지 않습니다.</p>
<p style="font-size:11px;color:#5c6285"><a href="https://support.bluemoon-games.example" style="color:#5c6285">고객지원</a> · (주)블루문게임즈 · 경기도 성남시 분당구 판교역로 235 (13494)</p>
</div></body></html>
""")

# ko-06: developer tool: the code to type now, plus new recovery codes (not to type)
add(lang="ko", kind="several_codes", otp="713508", link=None,
    frm="DevHub 보안 <security@devhub.example>",
    to="jiwoo.kang@startup.example",
    subject="[DevHub] 2단계 인증 재설정 확인",
    date="Tue, 22 Apr 2025 14:18:26 +0900",
    text_cte="8bit", html_cte="quoted-printable",
    text="""강지우 님,

2단계 인증 재설정이 요청되었습니다. 재설정을 마치려면 지금 열려 있는
확인 화면에 아래 코드를 입력하세요.

  지금 입력할 확인 코드: 713 508   (10분간 유효)

재설정이 완료되면 아래의 새 복구 코드가 활성화됩니다. 복구 코드는
휴대폰을 잃어버렸을 때만 사용하는 것이므로, 지금 입력하지 말고
비밀번호 관리자 등 안전한 곳에 보관하세요. 각 코드는 한 번만 쓸 수 있습니다.

  k2f9-7qp3   m8x4-2rt6   a5n7-9wd1   h3c6-4vb8
  p9z2-6ks5   t4g8-1jy7   e6q3-8lm2   r7w5-3hx9

요청 정보: 2025-04-22 14:18 KST · Chrome / macOS · 서울 (IP 203.0.113.58)
본인이 요청하지 않았다면 비밀번호를 즉시 변경하세요.

DevHub Inc. · 서울특별시 성동구 왕십리로 83-21 (04769)
""",
    html="""<html><body style="font-family:-apple-system,'Apple SD Gothic Neo',sans-serif;font-size:14px;color:#1f2328">
<div style="max-width:540px;margin:0 auto;padding:24px">
<h3>2단계 인증 재설정 확인</h3>
<p>강지우 님,</p>
<p>2단계 인증 재설정이 요청되었습니다. 재설정을 마치려면 지금 열려 있는 확인 화면에 아래 코드를 입력하세요.</p>
<p style="background:#ddf4ff;border:1px solid #54aeff;padding:14px;text-align:center">
<span style="font-size:12px;color:#0969da">지금 입력할 확인 코드</span><br>
<span style="font-size:28px;font-family:ui-monospace,monospace;letter-spacing:3px">713 508</span><br>
<span style="font-size:12px;color:#57606a">10분간 유효</span></p>
<p>재설정이 완료되면 아래의 새 복구 코드가 활성화됩니다. 복구 코드는 휴대폰을 잃어버렸을 때만 사용하는 것이므로, <b>지금 입력하지 말고</b> 안전한 곳에 보관하세요. 각 코드는 한 번만 쓸 수 있습니다.</p>
<table cellpadding="5" style="font-family:ui-monospace,monospace;background:#f6f8fa">
<tr><td>k2f9-7qp3</td><td>m8x4-2rt6</td><td>a5n7-9wd1</td><td>h3c6-4vb8</td></tr>
<tr><td>p9z2-6ks5</td><td>t4g8-1jy7</td><td>e6q3-8lm2</td><td>r7w5-3hx9</td></tr>
</table>
<p style="font-size:12px;color:#57606a">요청 정보: 2025-04-22 14:18 KST · Chrome / macOS · 서울 (IP 203.0.113.58)<br>
본인이 요청하지 않았다면 <a href="https://devhub.example/settings/security">비밀번호를 즉시 변경</a>하세요.</p>
<p style="font-size:11px;color:#8c959f">DevHub Inc. · 서울특별시 성동구 왕십리로 83-21 (04769)</p>
</div></body></html>
""")

# ko-07: telecom password changed notice; only help / report links -> nothing
add(lang="ko", kind="security_notice", otp=None, link=None,
    frm="한빛텔레콤 <no-reply@hanbit-telecom.example>",
    to="kim.daeho@mail.example",
    subject="[한빛텔레콤] 회원님의 비밀번호가 변경되었습니다",
    date="Wed, 19 Mar 2025 10:23:01 +0900",
    text_cte="base64",
    text="""김대호 고객님,

한빛텔레콤 통합회원 계정(kim.d****)의 비밀번호가 변경되었습니다.

- 변경 일시: 2025년 3월 19일 10:22
- 변경 경로: 한빛텔레콤 앱 (iOS)
- 가입 회선: 010-****-3381 (5G 프리미어 요금제)

본인이 변경한 것이 맞다면 별도로 조치하실 필요가 없습니다.
본인이 변경하지 않았다면 아래 페이지에서 즉시 신고해 주시거나
고객센터(휴대폰에서 114, 일반전화 1588-0010)로 연락해 주세요.

명의도용 신고: https://www.hanbit-telecom.example/cs/report?type=account
3월 청구요금 67,320원은 3월 25일 자동이체 예정입니다.

(주)한빛텔레콤 | 서울특별시 중구 을지로 65 (04539) | 사업자등록번호 104-81-00000
본 메일은 발신 전용입니다.
""")

# ko-08: car sharing e-mail verification: tracked button + raw URL under it
add(lang="ko", kind="magic_link", otp=None,
    link="https://t.tayocar.example/r/eyJ1IjoiYWN0aXZhdGUiLCJtIjoiNTUxMjA5In0?redirect=https%3A%2F%2Fmember.tayocar.example%2Fverify%3Fcode%3Dv7LQm2xN9sPc4RtW8kYh3ZbJ",
    link_alt=["https://member.tayocar.example/verify?code=v7LQm2xN9sPc4RtW8kYh3ZbJ"],
    frm="타요카 <hello@tayocar.example>",
    to="seojun.han@mail.example",
    subject="[타요카] 이메일 주소를 인증해 주세요",
    date="Thu, 24 Apr 2025 18:09:44 +0900",
    html_cte="quoted-printable",
    headers={"X-Mailer": "TayoMailer/3.2"},
    html="""<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eaf7f1;font-family:'Pretendard','Apple SD Gothic Neo',sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px">
<tr><td style="padding:28px 32px 0"><img src="https://cdn.tayocar.example/mail/logo_green.png" width="96" alt="타요카"></td></tr>
<tr><td style="padding:18px 32px;font-size:15px;line-height:1.7;color:#222">
<p>한서준 님, 타요카 회원가입을 환영합니다! 🚗</p>
<p>아래 버튼을 눌러 이메일 인증을 완료하면 운전면허 등록 후 바로 차량을 예약할 수 있어요.</p>
<p style="text-align:center;margin:26px 0"><a href="https://t.tayocar.example/r/eyJ1IjoiYWN0aXZhdGUiLCJtIjoiNTUxMjA5In0?redirect=https%3A%2F%2Fmember.tayocar.example%2Fverify%3Fcode%3Dv7LQm2xN9sPc4RtW8kYh3ZbJ" style="display:inline-block;background:#00b36b;color:#fff;padding:14px 40px;border-radius:28px;text-decoration:none;font-weight:bold">이메일 인증하기</a></p>
<p style="font-size:12px;color:#888">버튼이 눌리지 않으면 아래 주소를 복사해 브라우저에 붙여 넣어 주세요.<br>
<a href="https://member.tayocar.example/verify?code=v7LQm2xN9sPc4RtW8kYh3ZbJ" style="color:#00b36b;word-break:break-all">https://member.tayocar.example/verify?code=v7LQm2xN9sPc4RtW8kYh3ZbJ</a></p>
<p style="font-size:12px;color:#888">인증 링크는 24시간 동안 유효합니다. 첫 이용 시 쿠폰 코드 FIRSTRIDE 를 입력하면 대여료 50% 할인!</p>
</td></tr>
<tr><td style="padding:16px 32px 26px;font-size:11px;color:#aaa;border-top:1px solid #f0f0f0">
(주)타요모빌리티 | 제주특별자치도 제주시 첨단로 242 (63309) | 고객센터 1661-3315<br>
<a href="https://t.tayocar.example/r/eyJ1IjoiaGVscCJ9" style="color:#aaa">도움말</a> · <a href="https://www.tayocar.example/policy/privacy" style="color:#aaa">개인정보처리방침</a> · <a href="https://www.tayocar.example/mail/optout?m=551209" style="color:#aaa">수신거부</a></td></tr>
</table></td></tr></table>
<img src="https://t.tayocar.example/o/551209.png" width="1" height="1" alt="">
</body></html>
""")

# ko-09: portal login code; "not you? change password" link is not the answer
add(lang="ko", kind="reset_in_code_mail", otp="40918273", link=None,
    frm="하늘포털 <account_noreply@haneul-portal.example>",
    to="yuna_k@haneul-portal.example",
    subject="하늘포털 로그인 인증코드 안내",
    date="Sun, 04 May 2025 09:17:50 +0900",
    text_cte="quoted-printable", html_cte="8bit",
    text="""yuna_k 님, 새로운 환경에서 로그인을 시도하고 있습니다.
아래 8자리 인증코드를 로그인 화면에 입력해 주세요.

    4091 8273

- 요청 시각: 2025.05.04 09:17
- 접속 환경: iPad / Safari · 부산광역시
- 유효 시간: 5분

본인이 아니라면 지금 바로 비밀번호를 변경하세요.
https://nid.haneul-portal.example/user/password/change?from=otp_mail
""",
    html="""<html><body style="font-family:'Nanum Gothic','Malgun Gothic',sans-serif;color:#222;font-size:14px">
<div style="max-width:520px;margin:0 auto;border-top:4px solid #03c75a;padding:24px 20px">
<p><b>yuna_k</b> 님, 새로운 환경에서 로그인을 시도하고 있습니다.<br>아래 8자리 인증코드를 로그인 화면에 입력해 주세요.</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:4px;color:#03c75a;text-align:center">4091 8273</p>
<table cellpadding="3" style="font-size:12px;color:#555">
<tr><td>요청 시각</td><td>2025.05.04 09:17</td></tr>
<tr><td>접속 환경</td><td>iPad / Safari · 부산광역시</td></tr>
<tr><td>유효 시간</td><td>5분</td></tr></table>
<p style="font-size:13px">본인이 아니라면 <a href="https://nid.haneul-portal.example/user/password/change?from=otp_mail" style="color:#03c75a">지금 바로 비밀번호를 변경</a>하세요.</p>
<p style="font-size:11px;color:#999">하늘포털 고객센터 1588-3820 · <a href="https://help.haneul-portal.example" style="color:#999">도움말</a></p>
</div></body></html>
""")

# ko-10: airline member login code in a mail that also names a booking and a flight
add(lang="ko", kind="booking_ref", otp="361205", link=None,
    frm="푸른섬항공 <member@pureunsum-air.example>",
    to="song.hyejin@mail.example",
    subject="[푸른섬항공] 회원 로그인 인증번호",
    date="Thu, 15 May 2025 21:02:19 +0900",
    text_cte="8bit", html_cte="quoted-printable",
    text="""송혜진 회원님 (회원번호 PS 7720 4418)

예약번호 HN4Q7T 의 좌석 변경을 위해 로그인 중이십니다.
아래 인증번호를 입력해 주세요.

인증번호: 361205 (3분 이내 입력)

[예약 정보]
PA 3107편 김포(GMP) 07:30 → 제주(CJU) 08:40 · 2025년 6월 7일(토)
탑승객 2명 · 좌석 14A, 14B

푸른섬항공 예약센터 1599-0700
""",
    html="""<html><body style="font-family:'Malgun Gothic',sans-serif;color:#222;background:#f0f7fb">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#00a0e9;color:#fff;padding:14px 22px;font-weight:bold">푸른섬항공</td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:1.8">
송혜진 회원님 (회원번호 PS 7720 4418)<br>
예약번호 <b>HN4Q7T</b> 의 좌석 변경을 위해 로그인 중이십니다. 아래 인증번호를 입력해 주세요.
<p style="font-size:30px;font-weight:bold;color:#00a0e9;letter-spacing:4px;margin:16px 0">361205</p>
<p style="font-size:12px;color:#777">3분 이내 입력해 주세요.</p>
<table cellpadding="6" style="font-size:13px;background:#f7fbfe;width:100%">
<tr><td>PA 3107편</td><td>김포(GMP) 07:30 → 제주(CJU) 08:40</td></tr>
<tr><td>출발일</td><td>2025년 6월 7일(토)</td></tr>
<tr><td>탑승객 / 좌석</td><td>2명 / 14A, 14B</td></tr></table>
</td></tr>
<tr><td style="padding:12px 22px;background:#f5f5f5;font-size:11px;color:#888">푸른섬항공 예약센터 1599-0700 · <a href="https://www.pureunsum-air.example/help">자주 묻는 질문</a></td></tr>
</table></body></html>
""")

# ko-11: hospital app: 4-digit code among patient number, appointment, phone numbers
add(lang="ko", kind="phone_and_dates", otp="5827", link=None,
    frm="서울한빛병원 <app@hanbit-hospital.example>",
    to="oh.minsu@mail.example",
    subject="[서울한빛병원] 모바일 앱 본인인증 안내",
    date="Mon, 31 Mar 2025 08:05:33 +0900",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""오민수 님, 서울한빛병원 모바일 앱 본인인증 요청입니다.

인증번호 4자리: 5827

환자번호: 10023847
다음 진료 예약: 2025-04-02(수) 10:30 가정의학과 이지현 교수 (본관 2층 204호)
접수·수납 문의: 02-2072-3114 / 예약 변경: 1577-7582

인증번호는 5분간 유효합니다. 진료 당일에는 예약 시간 30분 전까지 내원해 주세요.

서울한빛병원 | 서울특별시 종로구 대학로 101 (03080)
""",
    html="""<html><body style="font-family:'Malgun Gothic',sans-serif;font-size:14px;color:#222">
<div style="max-width:520px;margin:0 auto;padding:20px;border:1px solid #d7e6e2">
<p style="color:#00796b;font-weight:bold">서울한빛병원</p>
<p>오민수 님, 서울한빛병원 모바일 앱 본인인증 요청입니다.</p>
<p>인증번호 4자리: <b style="font-size:24px;color:#00796b">5827</b></p>
<table cellpadding="4" style="font-size:13px;color:#444">
<tr><td>환자번호</td><td>10023847</td></tr>
<tr><td>다음 진료 예약</td><td>2025-04-02(수) 10:30 가정의학과 이지현 교수 (본관 2층 204호)</td></tr>
<tr><td>접수·수납 문의</td><td>02-2072-3114</td></tr>
<tr><td>예약 변경</td><td>1577-7582</td></tr></table>
<p style="font-size:12px;color:#666">인증번호는 5분간 유효합니다. 진료 당일에는 예약 시간 30분 전까지 내원해 주세요.</p>
<p style="font-size:11px;color:#999">서울한빛병원 | 서울특별시 종로구 대학로 101 (03080)</p>
</div></body></html>
""")

# ko-12: crypto exchange "yes, it was me" device approval link, with a "no" decoy
add(lang="ko", kind="magic_link", otp=None,
    link="https://www.bithaus.example/auth/device/approve?req=dv_4Tq8ZxN2mLp7RcW9sKb3Hy6F&sig=a81f3c09e2b74d6f",
    frm="비트하우스 <security@bithaus.example>",
    to="lee.jaehyun@mail.example",
    subject="[비트하우스] 새 기기 로그인 승인 요청",
    date="Fri, 09 May 2025 23:48:27 +0900",
    text_cte="8bit", html_cte="quoted-printable",
    text="""이재현 님, 새 기기에서 비트하우스 로그인이 시도되었습니다.

기기: Windows 11 · Chrome 136
위치: 대한민국 인천 (IP 198.51.100.140)
시각: 2025-05-09 23:48 KST

본인이 맞다면 아래 링크를 눌러 이 기기를 승인해 주세요. (10분간 유효)
https://www.bithaus.example/auth/device/approve?req=dv_4Tq8ZxN2mLp7RcW9sKb3Hy6F&sig=a81f3c09e2b74d6f

본인이 아니라면 아래 링크로 계정을 즉시 잠가 주세요.
https://www.bithaus.example/auth/device/deny?req=dv_4Tq8ZxN2mLp7RcW9sKb3Hy6F&lock=1

비트하우스는 어떠한 경우에도 비밀번호나 OTP를 묻지 않습니다.
(주)비트하우스 | 서울특별시 영등포구 국제금융로 10 (07326) | 고객센터 1833-8080
""",
    html="""<html><body style="background:#f4f6fa;font-family:'Apple SD Gothic Neo',sans-serif">
<div style="max-width:480px;margin:0 auto;background:#fff;padding:28px;font-size:14px;color:#1b1d29">
<p style="font-weight:bold;color:#3b5bfd;font-size:18px">새 기기 로그인 승인 요청</p>
<p>이재현 님, 새 기기에서 비트하우스 로그인이 시도되었습니다.</p>
<table cellpadding="4" style="font-size:13px;color:#555">
<tr><td>기기</td><td>Windows 11 · Chrome 136</td></tr>
<tr><td>위치</td><td>대한민국 인천 (IP 198.51.100.140)</td></tr>
<tr><td>시각</td><td>2025-05-09 23:48 KST</td></tr></table>
<p style="margin:24px 0">
<a href="https://www.bithaus.example/auth/device/approve?req=dv_4Tq8ZxN2mLp7RcW9sKb3Hy6F&amp;sig=a81f3c09e2b74d6f" style="background:#3b5bfd;color:#fff;padding:12px 22px;border-radius:6px;text-decoration:none">네, 본인입니다</a>
&nbsp;
<a href="https://www.bithaus.example/auth/device/deny?req=dv_4Tq8ZxN2mLp7RcW9sKb3Hy6F&amp;lock=1" style="background:#fff;color:#e5484d;border:1px solid #e5484d;padding:11px 22px;border-radius:6px;text-decoration:none">아니요, 계정 잠금</a></p>
<p style="font-size:12px;color:#888">승인 링크는 10분간 유효합니다. 비트하우스는 어떠한 경우에도 비밀번호나 OTP를 묻지 않습니다.</p>
<p style="font-size:11px;color:#aaa">(주)비트하우스 | 서울특별시 영등포구 국제금융로 10 (07326) | 고객센터 1833-8080<br>
<a href="https://www.bithaus.example/support" style="color:#aaa">고객지원</a> · <a href="https://www.bithaus.example/terms" style="color:#aaa">이용약관</a></p>
</div></body></html>
""")

# ko-13: delivery app phone-number change: "six digits" without the word for code
add(lang="ko", kind="no_code_word", otp="295746", link=None,
    frm="배달천국 <cs@baedalcheonguk.example>",
    to="hwang.sora@mail.example",
    subject="배달천국 휴대폰 번호 변경 확인",
    date="Sat, 26 Apr 2025 12:31:08 +0900",
    text_cte="quoted-printable",
    text="""황소라 님, 배달천국입니다.

휴대폰 번호를 010-****-2264 에서 010-****-8819 로 변경하려고 하시나요?
변경을 마치려면 아래 숫자 6자리를 앱 화면에 그대로 입력해 주세요.

        295 746

이 숫자는 10분 뒤 만료되며, 한 번만 사용할 수 있어요.
변경을 요청하지 않으셨다면 이 메일은 무시하셔도 됩니다. 번호는 바뀌지 않아요.

오늘 점심은 뭐 드세요? 12시~14시 주문 시 배달팁 1,000원 할인 중!

(주)배달천국 | 서울특별시 서초구 강남대로 465 (06611) | 고객센터 1600-0987
""")

# ---------------------------------------------------------------------------
# Thai (th)
# ---------------------------------------------------------------------------

# th-01: bank OTP with a reference code beside it (the Ref is not the code)
add(lang="th", kind="otp_with_ref", otp="482051", link=None,
    frm="ธนาคารสยามรุ่งเรือง <e-alert@siamrungruang-bank.example>",
    to="somchai.j@mail.example",
    subject="รหัส OTP สำหรับทำรายการโอนเงิน (Ref: KXPQ)",
    date="Thu, 13 Mar 2025 12:41:07 +0700",
    text_cte="base64", html_cte="quoted-printable",
    text="""เรียน คุณสมชาย ใจดี

รหัส OTP สำหรับทำรายการโอนเงินผ่าน SRB Internet Banking ของท่านคือ

    OTP: 482051  (รหัสอ้างอิง / Ref: KXPQ)

ใช้ได้ภายใน 5 นาที (หมดอายุเวลา 12:46 น.)

รายละเอียดรายการ
  จากบัญชี: ออมทรัพย์ xxx-x-x4521-x
  ไปยัง: ธนาคารกรุงสยาม xxx-x-x7780-x (นางสาวมาลี ส.)
  จำนวนเงิน: 2,500.00 บาท
  วันที่: 13 มี.ค. 2568

โปรดตรวจสอบว่ารหัสอ้างอิงตรงกับที่แสดงบนหน้าจอก่อนกรอก OTP
ธนาคารไม่มีนโยบายขอรหัส OTP ทางโทรศัพท์ SMS หรืออีเมล

SRB Contact Center 02-000-1234 ตลอด 24 ชั่วโมง
ธนาคารสยามรุ่งเรือง จำกัด (มหาชน) 1060 ถนนเพชรบุรีตัดใหม่ แขวงมักกะสัน เขตราชเทวี กรุงเทพฯ 10400
""",
    html="""<html><body style="font-family:Tahoma,'Sarabun',sans-serif;font-size:14px;color:#1f1f1f">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #d9d2e9">
<tr><td style="background:#4e2a84;color:#fff;padding:14px 20px">SRB Internet Banking</td></tr>
<tr><td style="padding:20px;line-height:1.8">
<p>เรียน คุณสมชาย ใจดี</p>
<p>รหัส OTP สำหรับทำรายการโอนเงินของท่านคือ</p>
<table cellpadding="10" style="background:#f4effb;margin:10px 0"><tr>
<td style="font-size:28px;font-weight:bold;color:#4e2a84;letter-spacing:3px">482051</td>
<td style="font-size:13px;color:#666">รหัสอ้างอิง (Ref)<br><b style="font-size:18px">KXPQ</b></td></tr></table>
<p style="font-size:13px">ใช้ได้ภายใน 5 นาที (หมดอายุเวลา 12:46 น.)</p>
<table cellpadding="4" style="font-size:13px;color:#444">
<tr><td>จากบัญชี</td><td>ออมทรัพย์ xxx-x-x4521-x</td></tr>
<tr><td>ไปยัง</td><td>ธนาคารกรุงสยาม xxx-x-x7780-x (นางสาวมาลี ส.)</td></tr>
<tr><td>จำนวนเงิน</td><td>2,500.00 บาท</td></tr>
<tr><td>วันที่</td><td>13 มี.ค. 2568</td></tr></table>
<p style="font-size:12px;color:#a33">โปรดตรวจสอบว่ารหัสอ้างอิงตรงกับที่แสดงบนหน้าจอก่อนกรอก OTP ธนาคารไม่มีนโยบายขอรหัส OTP ทางโทรศัพท์ SMS หรืออีเมล</p>
</td></tr>
<tr><td style="background:#f5f5f5;padding:12px 20px;font-size:11px;color:#777">SRB Contact Center 02-000-1234 ตลอด 24 ชั่วโมง<br>ธนาคารสยามรุ่งเรือง จำกัด (มหาชน) 1060 ถนนเพชรบุรีตัดใหม่ แขวงมักกะสัน เขตราชเทวี กรุงเทพฯ 10400</td></tr>
</table></body></html>
""")

# th-02: social network code with a service prefix (HTML only)
add(lang="th", kind="prefix_code", otp="720394", link=None,
    frm="LikeFriend <security@likefriend.example>",
    to="nong.ploy@mail.example",
    subject="LF-720394 คือรหัสยืนยัน LikeFriend ของคุณ",
    date="Sun, 06 Apr 2025 20:55:31 +0700",
    html_cte="8bit",
    html="""<html><body style="font-family:Helvetica,Arial,'Leelawadee UI',sans-serif;background:#fff;color:#1c1e21">
<table width="500" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:18px 0;border-bottom:1px solid #e5e5e5;color:#1877f2;font-weight:bold;font-size:20px">LikeFriend</td></tr>
<tr><td style="padding:20px 0;font-size:15px;line-height:1.6">
<p>สวัสดีคุณพลอย</p>
<p>มีคนพยายามเข้าสู่ระบบบัญชี LikeFriend ของคุณจากอุปกรณ์ใหม่ (Android · เชียงใหม่) หากเป็นคุณ ให้ใส่ตัวเลขในรหัสด้านล่างนี้</p>
<p style="font-size:22px;background:#e7f3ff;border:1px solid #1877f2;border-radius:6px;padding:10px 16px;display:inline-block"><b>LF-720394</b></p>
<p style="font-size:13px;color:#65676b">ในแอป ให้พิมพ์เฉพาะตัวเลข 6 หลักหลัง "LF-" เท่านั้น</p>
<p style="font-size:13px;color:#65676b">หากไม่ใช่คุณ <a href="https://www.likefriend.example/login/recover?n=th_mail">คลิกที่นี่เพื่อรักษาความปลอดภัยให้บัญชี</a></p>
</td></tr>
<tr><td style="padding:14px 0;border-top:1px solid #e5e5e5;font-size:11px;color:#8a8d91">
ข้อความนี้ส่งถึง nong.ploy@mail.example หากไม่ต้องการรับอีเมลเหล่านี้ โปรด<a href="https://www.likefriend.example/o.php?k=AS1x9Yc&amp;u=100082771634" style="color:#8a8d91">ยกเลิกการรับ</a><br>
LikeFriend Thailand Co., Ltd. 87 ถนนวิทยุ ลุมพินี ปทุมวัน กรุงเทพฯ 10330</td></tr>
</table></body></html>
""")

# th-03: shop: real verification code next to a welcome coupon code
add(lang="th", kind="decoy_codes", otp="604552", link=None,
    frm="ShopDeeDee <welcome@shopdeedee.example>",
    to="kanya.r@mail.example",
    subject="ยืนยันอีเมลของคุณ รับคูปองส่วนลด 100 บาททันที",
    date="Sat, 15 Mar 2025 10:02:45 +0700",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""สวัสดีค่ะ คุณกัญญา

ขอบคุณที่สมัครสมาชิก ShopDeeDee นะคะ
กรอกรหัสยืนยันด้านล่างในหน้าสมัครสมาชิกเพื่อยืนยันอีเมลของคุณ

รหัสยืนยัน: 604552 (หมดอายุใน 15 นาที)

เมื่อยืนยันเรียบร้อยแล้ว ใช้โค้ด NEWDD100 ตอนชำระเงิน
รับส่วนลด 100 บาท เมื่อช้อปครบ 500 บาท (ใช้ได้ถึง 31 มี.ค. 2568)

แคมเปญ 3.15 ลดสูงสุด 70% เริ่ม 15 มี.ค. เวลา 00:00 - 23:59 น. เท่านั้น!

ShopDeeDee Call Center 02-118-5500 (ทุกวัน 09:00-21:00 น.)
บริษัท ช้อปดีดี (ประเทศไทย) จำกัด 999/9 ถนนพระราม 1 ปทุมวัน กรุงเทพฯ 10330
""",
    html="""<html><body style="margin:0;background:#fff4ec;font-family:'Prompt','Leelawadee UI',sans-serif">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#ff5722;padding:16px 24px;color:#fff;font-size:22px;font-weight:bold">ShopDeeDee</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.7;color:#333">
<p>สวัสดีค่ะ คุณกัญญา</p>
<p>ขอบคุณที่สมัครสมาชิก ShopDeeDee นะคะ กรอกรหัสยืนยันด้านล่างในหน้าสมัครสมาชิกเพื่อยืนยันอีเมลของคุณ</p>
<p style="text-align:center"><span style="display:inline-block;font-size:30px;letter-spacing:6px;font-weight:bold;border:2px solid #ff5722;padding:8px 20px">604552</span><br>
<span style="font-size:12px;color:#888">หมดอายุใน 15 นาที</span></p>
<table width="100%" cellpadding="14" style="background:#fff0e6;border-radius:8px;margin-top:18px"><tr><td>
<b>ของขวัญต้อนรับสมาชิกใหม่</b><br>เมื่อยืนยันเรียบร้อยแล้ว ใช้โค้ด <b style="color:#ff5722;font-size:18px">NEWDD100</b> ตอนชำระเงิน<br>
รับส่วนลด 100 บาท เมื่อช้อปครบ 500 บาท (ใช้ได้ถึง 31 มี.ค. 2568)</td></tr></table>
<p style="text-align:center;margin:22px 0"><a href="https://c.shopdeedee.example/t/315?src=welcome&amp;u=77120931" style="background:#ff5722;color:#fff;padding:12px 30px;border-radius:22px;text-decoration:none">ช้อปแคมเปญ 3.15 ลดสูงสุด 70%</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:11px;color:#999">ShopDeeDee Call Center 02-118-5500 (ทุกวัน 09:00-21:00 น.)<br>บริษัท ช้อปดีดี (ประเทศไทย) จำกัด 999/9 ถนนพระราม 1 ปทุมวัน กรุงเทพฯ 10330<br>
<a href="https://www.shopdeedee.example/unsubscribe?u=77120931" style="color:#999">ยกเลิกการรับข่าวสาร</a></td></tr>
</table>
<img src="https://c.shopdeedee.example/open/77120931.gif" width="1" height="1" alt="">
</body></html>
""")

# th-04: hotel booking via travel site: booking number and a PIN for managing it (neither is a code)
add(lang="th", kind="booking_ref", otp=None, link=None,
    frm="\"JongDee.com\" <confirmations@jongdee.example>",
    to="wichai.p@mail.example",
    subject="ยืนยันการจองแล้ว: ริมปิง ริเวอร์ไซด์ เชียงใหม่ (3921.884.507)",
    date="Wed, 26 Mar 2025 21:17:40 +0700",
    text_cte="8bit", html_cte="quoted-printable",
    text="""คุณวิชัย การจองของคุณที่ ริมปิง ริเวอร์ไซด์ เชียงใหม่ ได้รับการยืนยันแล้ว

หมายเลขการจอง: 3921.884.507
PIN: 4821
(ใช้หมายเลขการจองและ PIN เพื่อดูหรือแก้ไขการจองของคุณ โปรดเก็บไว้เป็นความลับ)

เช็คอิน: ศุกร์ 11 เม.ย. 2568 ตั้งแต่ 14:00 น.
เช็คเอาท์: อาทิตย์ 13 เม.ย. 2568 ก่อน 12:00 น.
ห้องพัก: ห้องดีลักซ์ วิวแม่น้ำ เตียงใหญ่ 1 ห้อง · ผู้เข้าพัก 2 ท่าน · 2 คืน
ราคารวม: ฿3,450 (รวมภาษีและค่าธรรมเนียม) ชำระที่ที่พัก

ที่อยู่: 88 ถนนเจริญราษฎร์ ตำบลวัดเกต อำเภอเมืองเชียงใหม่ เชียงใหม่ 50000
โทร: +66 53 000 888

จัดการการจอง: https://secure.jongdee.example/mybooking?bn=3921884507&lang=th
""",
    html="""<html><body style="font-family:Arial,'Sarabun',sans-serif;font-size:14px;color:#262626;background:#f5f5f5">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#003b95;color:#fff;padding:14px 22px;font-size:18px">JongDee.com</td></tr>
<tr><td style="padding:22px;line-height:1.7">
<p style="font-size:18px;color:#008234"><b>✓ การจองของคุณได้รับการยืนยันแล้ว</b></p>
<p>คุณวิชัย การจองของคุณที่ <b>ริมปิง ริเวอร์ไซด์ เชียงใหม่</b> ได้รับการยืนยันแล้ว</p>
<table cellpadding="6" style="font-size:13px;border:1px solid #e0e0e0;width:100%">
<tr><td style="width:170px;color:#6b6b6b">หมายเลขการจอง</td><td><b>3921.884.507</b></td></tr>
<tr><td style="color:#6b6b6b">PIN</td><td><b>4821</b> <span style="color:#6b6b6b">(ใช้คู่กับหมายเลขการจองเพื่อดูหรือแก้ไขการจอง โปรดเก็บไว้เป็นความลับ)</span></td></tr>
<tr><td style="color:#6b6b6b">เช็คอิน</td><td>ศุกร์ 11 เม.ย. 2568 ตั้งแต่ 14:00 น.</td></tr>
<tr><td style="color:#6b6b6b">เช็คเอาท์</td><td>อาทิตย์ 13 เม.ย. 2568 ก่อน 12:00 น.</td></tr>
<tr><td style="color:#6b6b6b">ห้องพัก</td><td>ห้องดีลักซ์ วิวแม่น้ำ เตียงใหญ่ 1 ห้อง · ผู้เข้าพัก 2 ท่าน · 2 คืน</td></tr>
<tr><td style="color:#6b6b6b">ราคารวม</td><td><b>฿3,450</b> (รวมภาษีและค่าธรรมเนียม) ชำระที่ที่พัก</td></tr>
<tr><td style="color:#6b6b6b">ที่อยู่</td><td>88 ถนนเจริญราษฎร์ ตำบลวัดเกต อำเภอเมืองเชียงใหม่ เชียงใหม่ 50000<br>โทร +66 53 000 888</td></tr>
</table>
<p style="margin:20px 0"><a href="https://secure.jongdee.example/mybooking?bn=3921884507&amp;lang=th" style="background:#006ce4;color:#fff;padding:10px 22px;border-radius:4px;text-decoration:none">จัดการการจอง</a>
&nbsp;<a href="https://secure.jongdee.example/mybooking/cancel?bn=3921884507">ยกเลิกการจอง</a></p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#888">JongDee.com · <a href="https://www.jongdee.example/privacy">นโยบายความเป็นส่วนตัว</a> · <a href="https://www.jongdee.example/help">ศูนย์ช่วยเหลือ</a></td></tr>
</table></body></html>
""")

# th-05: food delivery receipt with tax id, order number, amounts; no code
add(lang="th", kind="newsletter_numbers", otp=None, link=None,
    frm="ImDuan ใบเสร็จ <receipt@imduan.example>",
    to="araya.s@mail.example",
    subject="ใบเสร็จรับเงินของคุณจาก ImDuan - คำสั่งซื้อ A-250318-8841",
    date="Tue, 18 Mar 2025 13:26:54 +0700",
    html_cte="base64",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:'Sarabun',Tahoma,sans-serif;background:#f2fbf6;color:#222">
<table width="480" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="padding:20px 24px;background:#06c167;color:#fff;border-radius:8px 8px 0 0;font-size:20px"><b>ImDuan</b> ขอบคุณที่สั่งอาหาร</td></tr>
<tr><td style="padding:20px 24px;font-size:14px;line-height:1.8">
<p>คุณอารยา · 18 มี.ค. 2568 เวลา 13:26 น.</p>
<p>หมายเลขคำสั่งซื้อ: <b>A-250318-8841</b><br>ร้าน: ข้าวมันไก่ประตูน้ำ สาขาอารีย์</p>
<table width="100%" cellpadding="4" style="font-size:13px">
<tr><td>1x ข้าวมันไก่ต้ม (พิเศษ)</td><td align="right">฿70.00</td></tr>
<tr><td>1x ข้าวมันไก่ทอด</td><td align="right">฿65.00</td></tr>
<tr><td>2x ชาไทยเย็น</td><td align="right">฿90.00</td></tr>
<tr><td>1x เกาเหลาเลือดหมู</td><td align="right">฿60.00</td></tr>
<tr><td colspan="2"><hr style="border:0;border-top:1px dashed #ccc"></td></tr>
<tr><td>ค่าอาหาร</td><td align="right">฿285.00</td></tr>
<tr><td>ค่าส่ง (2.4 กม.)</td><td align="right">฿27.00</td></tr>
<tr><td>ค่าบริการ</td><td align="right">฿5.00</td></tr>
<tr><td>ส่วนลดโปรโมชั่น</td><td align="right">-฿30.00</td></tr>
<tr><td><b>ยอดรวม</b></td><td align="right"><b>฿287.00</b></td></tr>
</table>
<p style="font-size:13px">ชำระด้วย: บัตร Mastercard ••••0193<br>ไรเดอร์: คุณธนากร (ทะเบียน 2กข 5831 กรุงเทพมหานคร)<br>
จัดส่งถึง: 123/45 ซอยพหลโยธิน 7 แขวงพญาไท เขตพญาไท กรุงเทพฯ 10400 · ถึงเวลา 13:58 น.</p>
<p style="font-size:11px;color:#777">บริษัท อิ่มด่วน เทคโนโลยี จำกัด เลขประจำตัวผู้เสียภาษี 0105561234567 (สำนักงานใหญ่)<br>
ราคารวมภาษีมูลค่าเพิ่ม 7% แล้ว · ขอใบกำกับภาษีเต็มรูปแบบได้ภายใน 7 วัน</p>
<p style="font-size:12px"><a href="https://help.imduan.example/th/order/A-250318-8841">รายงานปัญหาเกี่ยวกับคำสั่งซื้อนี้</a> · <a href="https://imduan.example/th/rate?o=A-250318-8841">ให้คะแนนร้านอาหาร</a></p>
</td></tr></table></body></html>
""")

# th-06: government portal: confirm e-mail address (link both in button and text part)
add(lang="th", kind="magic_link", otp=None,
    link="https://account.rathprom.go.example/verify-email?token=3d7f0a9c-5b21-4e8f-a6c4-91b2d8e7f053&lang=th",
    frm="แอปพลิเคชันรัฐพร้อม <noreply@rathprom.go.example>",
    to="pimchanok.k@mail.example",
    subject="ยืนยันอีเมลสำหรับบัญชีรัฐพร้อม",
    date="Mon, 24 Mar 2025 09:11:06 +0700",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""เรียน คุณพิมพ์ชนก

ท่านได้เพิ่มอีเมลนี้เป็นช่องทางติดต่อในบัญชีรัฐพร้อม
กรุณาคลิกลิงก์ด้านล่างเพื่อยืนยันอีเมล ภายใน 24 ชั่วโมง

https://account.rathprom.go.example/verify-email?token=3d7f0a9c-5b21-4e8f-a6c4-91b2d8e7f053&lang=th

หากท่านไม่ได้ดำเนินการ กรุณาเพิกเฉยต่ออีเมลฉบับนี้

ศูนย์บริการข้อมูลรัฐพร้อม โทร 1111 กด 8
สำนักงานพัฒนารัฐบาลดิจิทัล (องค์การมหาชน) 108 ถนนรางน้ำ แขวงถนนพญาไท เขตราชเทวี กรุงเทพฯ 10400
อีเมลฉบับนี้เป็นการแจ้งอัตโนมัติ กรุณาอย่าตอบกลับ
""",
    html="""<html><body style="font-family:'Sarabun',sans-serif;color:#1a1a1a;font-size:15px">
<div style="max-width:520px;margin:0 auto;padding:24px;border:1px solid #d6e0ef">
<p style="color:#1d3f8f;font-weight:bold;font-size:18px">รัฐพร้อม</p>
<p>เรียน คุณพิมพ์ชนก</p>
<p>ท่านได้เพิ่มอีเมลนี้เป็นช่องทางติดต่อในบัญชีรัฐพร้อม กรุณากดปุ่มด้านล่างเพื่อยืนยันอีเมล ภายใน 24 ชั่วโมง</p>
<p style="text-align:center;margin:26px 0"><a href="https://account.rathprom.go.example/verify-email?token=3d7f0a9c-5b21-4e8f-a6c4-91b2d8e7f053&amp;lang=th" style="background:#1d3f8f;color:#fff;padding:12px 34px;border-radius:6px;text-decoration:none">ยืนยันอีเมล</a></p>
<p style="font-size:13px;color:#666">หากท่านไม่ได้ดำเนินการ กรุณาเพิกเฉยต่ออีเมลฉบับนี้</p>
<p style="font-size:12px;color:#888">ศูนย์บริการข้อมูลรัฐพร้อม โทร 1111 กด 8 · <a href="https://www.rathprom.go.example/faq">คำถามที่พบบ่อย</a><br>สำนักงานพัฒนารัฐบาลดิจิทัล (องค์การมหาชน) 108 ถนนรางน้ำ แขวงถนนพญาไท เขตราชเทวี กรุงเทพฯ 10400</p>
</div></body></html>
""")

# th-07: university password reset through a click-tracking redirect; raw URL in text part
add(lang="th", kind="magic_link", otp=None,
    link="https://mailtrack.cpu.ac.example/r/?m=pw-reset-6620431&url=https%3A%2F%2Fpassport.cpu.ac.example%2Freset%2Fconfirm%3Frt%3DqB7xK2mW9pLs4NvC8dRf3TzH6yJa",
    link_alt=["https://passport.cpu.ac.example/reset/confirm?rt=qB7xK2mW9pLs4NvC8dRf3TzH6yJa"],
    frm="CPU Passport มหาวิทยาลัยเจ้าพระยา <passport@cpu.ac.example>",
    to="6620431@student.cpu.ac.example",
    subject="[CPU Passport] คำขอตั้งรหัสผ่านใหม่",
    date="Fri, 02 May 2025 23:03:18 +0700",
    text_cte="8bit", html_cte="quoted-printable",
    text="""เรียน นักศึกษารหัส 6620431

ระบบได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชี CPU Passport
(ใช้เข้าระบบทะเบียน, E-Learning, Wi-Fi CPU-Secure และอีเมลมหาวิทยาลัย)

ตั้งรหัสผ่านใหม่ได้ที่ลิงก์นี้ (หมดอายุใน 60 นาที):
https://passport.cpu.ac.example/reset/confirm?rt=qB7xK2mW9pLs4NvC8dRf3TzH6yJa

หากไม่ได้เป็นผู้ขอ ไม่ต้องดำเนินการใด ๆ รหัสผ่านเดิมยังใช้งานได้ตามปกติ

สำนักคอมพิวเตอร์และเครือข่าย มหาวิทยาลัยเจ้าพระยา
อาคารสิรินธร ชั้น 3 โทร 0-2000-4444 ต่อ 1234 (จันทร์-ศุกร์ 08:30-16:30 น.)
""",
    html="""<html><body style="font-family:Tahoma,sans-serif;font-size:14px;color:#222">
<table width="540" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #e2c8a0">
<tr><td style="background:#7b1e22;color:#f7d774;padding:12px 18px;font-weight:bold">CPU Passport · มหาวิทยาลัยเจ้าพระยา</td></tr>
<tr><td style="padding:20px 18px;line-height:1.8">
<p>เรียน นักศึกษารหัส 6620431</p>
<p>ระบบได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชี CPU Passport (ใช้เข้าระบบทะเบียน, E-Learning, Wi-Fi CPU-Secure และอีเมลมหาวิทยาลัย)</p>
<p style="margin:22px 0"><a href="https://mailtrack.cpu.ac.example/r/?m=pw-reset-6620431&amp;url=https%3A%2F%2Fpassport.cpu.ac.example%2Freset%2Fconfirm%3Frt%3DqB7xK2mW9pLs4NvC8dRf3TzH6yJa" style="background:#7b1e22;color:#fff;padding:10px 24px;text-decoration:none">ตั้งรหัสผ่านใหม่</a></p>
<p style="font-size:12px;color:#666">ลิงก์หมดอายุใน 60 นาที หากไม่ได้เป็นผู้ขอ ไม่ต้องดำเนินการใด ๆ รหัสผ่านเดิมยังใช้งานได้ตามปกติ</p>
</td></tr>
<tr><td style="padding:10px 18px;background:#faf5ec;font-size:11px;color:#777">สำนักคอมพิวเตอร์และเครือข่าย อาคารสิรินธร ชั้น 3 โทร 0-2000-4444 ต่อ 1234 (จันทร์-ศุกร์ 08:30-16:30 น.)<br>
<a href="https://cc.cpu.ac.example/kb/password">วิธีตั้งรหัสผ่านที่ปลอดภัย</a></td></tr>
</table></body></html>
""")

# th-08: developer SaaS, lower-case alphanumeric code, text only
add(lang="th", kind="lowercase_alnum", otp="x7qk2m", link=None,
    frm="CodeHouse <no-reply@codehouse.example>",
    to="tanawat.dev@mail.example",
    subject="รหัสยืนยันการเข้าสู่ระบบ CodeHouse",
    date="Thu, 08 May 2025 16:44:29 +0700",
    text_cte="8bit",
    text="""สวัสดีครับ tanawat-dev

ใช้รหัสนี้เพื่อเข้าสู่ระบบ CodeHouse บนเบราว์เซอร์ที่คุณเพิ่งเปิด:

  x7qk2m

รหัสเป็นตัวพิมพ์เล็ก ใช้ได้ครั้งเดียว และหมดอายุใน 10 นาที

Workspace: siam-fintech (แผน Pro, 14 ที่นั่ง)
Build ล่าสุด: #4821 บน branch main ผ่านแล้ว (3 นาที 12 วินาที)

ถ้าคุณไม่ได้พยายามเข้าสู่ระบบ ให้ละเว้นอีเมลนี้ได้เลย

-- 
CodeHouse · https://codehouse.example
ตั้งค่าการแจ้งเตือน: https://codehouse.example/settings/notifications
""")

# th-09: mobile operator SIM replacement: code among phone numbers, fees, dates
add(lang="th", kind="phone_and_dates", otp="904726", link=None,
    frm="Siam Mobile <care@siammobile.example>",
    to="nattapong.w@mail.example",
    subject="ยืนยันคำขอเปลี่ยนซิมการ์ด หมายเลข 081-234-5678",
    date="Sat, 12 Apr 2025 15:08:21 +0700",
    text_cte="quoted-printable", html_cte="base64",
    text="""เรียน คุณณัฐพงศ์

เราได้รับคำขอเปลี่ยนซิมการ์ด (eSIM) สำหรับหมายเลข 081-234-5678
เลขที่คำขอ: SR-2568041200937
วันเวลาที่ขอ: 12/04/2568 15:07 น.
ค่าธรรมเนียม: 50 บาท (เรียกเก็บในรอบบิลถัดไป 25/04/2568)

กรุณากรอกรหัส OTP เพื่อยืนยันคำขอภายใน 5 นาที: 904 726

หลังยืนยัน ซิมเดิมจะใช้งานไม่ได้ภายใน 30 นาที
หากไม่ได้ทำรายการนี้ โทรแจ้ง Siam Mobile Call Center 1175 หรือ 02-029-1175 ทันที

บริษัท สยามโมบาย จำกัด (มหาชน) 414 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400
""",
    html="""<html><body style="font-family:'Kanit','Sarabun',sans-serif;color:#222;font-size:14px">
<div style="max-width:540px;margin:0 auto;padding:20px;border-top:5px solid #8dc63f">
<p>เรียน คุณณัฐพงศ์</p>
<p>เราได้รับคำขอเปลี่ยนซิมการ์ด (eSIM) สำหรับหมายเลข <b>081-234-5678</b></p>
<table cellpadding="5" style="font-size:13px;background:#f6faef;width:100%">
<tr><td>เลขที่คำขอ</td><td>SR-2568041200937</td></tr>
<tr><td>วันเวลาที่ขอ</td><td>12/04/2568 15:07 น.</td></tr>
<tr><td>ค่าธรรมเนียม</td><td>50 บาท (เรียกเก็บในรอบบิลถัดไป 25/04/2568)</td></tr></table>
<p>กรุณากรอกรหัส OTP เพื่อยืนยันคำขอภายใน 5 นาที</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;color:#5a8f1d">904 726</p>
<p style="font-size:12px;color:#666">หลังยืนยัน ซิมเดิมจะใช้งานไม่ได้ภายใน 30 นาที หากไม่ได้ทำรายการนี้ โทรแจ้ง Siam Mobile Call Center 1175 หรือ 02-029-1175 ทันที</p>
<p style="font-size:11px;color:#999">บริษัท สยามโมบาย จำกัด (มหาชน) 414 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400</p>
</div></body></html>
""")

# th-10: crypto exchange: new code, previous one cancelled and quoted
add(lang="th", kind="new_and_old_code", otp="361904", link=None,
    frm="CryptoThai <support@cryptothai.example>",
    to="krit.m@mail.example",
    subject="[CryptoThai] รหัสยืนยันใหม่สำหรับการถอนเงินบาท",
    date="Tue, 20 May 2025 22:19:57 +0700",
    text_cte="base64", html_cte="quoted-printable",
    text="""เรียน คุณกฤต

คุณได้ขอรหัสยืนยันใหม่ รหัสก่อนหน้า (118402) ถูกยกเลิกแล้วและใช้ไม่ได้อีก

รหัสยืนยันใหม่สำหรับการถอนเงินบาท: 361 904
หมดอายุ: 20/05/2568 22:29 น.

รายการ: ถอนเงิน 15,000.00 THB ไปยังบัญชี ธ.สยามรุ่งเรือง xxx-x-x4521-x
ค่าธรรมเนียม: 20.00 THB

หากคุณไม่ได้ทำรายการนี้ กรุณาระงับบัญชีผ่านแอปทันที และติดต่อ 02-000-8800
CryptoThai จะไม่ขอรหัสผ่านหรือรหัสยืนยันจากคุณไม่ว่ากรณีใด ๆ

บริษัท คริปโตไทย เอ็กซ์เชนจ์ จำกัด ผู้ได้รับใบอนุญาตประกอบธุรกิจสินทรัพย์ดิจิทัล
""",
    html="""<html><body style="background:#0f1a2b;color:#e6edf7;font-family:'Sarabun',sans-serif;font-size:14px">
<div style="max-width:500px;margin:0 auto;padding:26px">
<p style="color:#38d39f;font-weight:bold;font-size:18px">CryptoThai</p>
<p>เรียน คุณกฤต</p>
<p>คุณได้ขอรหัสยืนยันใหม่ รหัสก่อนหน้า (<span style="text-decoration:line-through;color:#8796ad">118402</span>) ถูกยกเลิกแล้วและใช้ไม่ได้อีก</p>
<p>รหัสยืนยันใหม่สำหรับการถอนเงินบาท</p>
<p style="font-size:32px;font-weight:bold;color:#38d39f;letter-spacing:4px">361 904</p>
<p style="font-size:12px;color:#8796ad">หมดอายุ: 20/05/2568 22:29 น.</p>
<table cellpadding="4" style="font-size:13px;color:#c3cfe0">
<tr><td>รายการ</td><td>ถอนเงิน 15,000.00 THB</td></tr>
<tr><td>ไปยังบัญชี</td><td>ธ.สยามรุ่งเรือง xxx-x-x4521-x</td></tr>
<tr><td>ค่าธรรมเนียม</td><td>20.00 THB</td></tr></table>
<p style="font-size:12px;color:#8796ad">หากคุณไม่ได้ทำรายการนี้ กรุณาระงับบัญชีผ่านแอปทันที และติดต่อ 02-000-8800<br>CryptoThai จะไม่ขอรหัสผ่านหรือรหัสยืนยันจากคุณไม่ว่ากรณีใด ๆ</p>
</div></body></html>
""")

# th-11: health app: code only in the subject line
add(lang="th", kind="subject_only", otp="572903", link=None,
    frm="MorKlaiTua หมอใกล้ตัว <otp@morklaitua.example>",
    to="siriporn.t@mail.example",
    subject="572903 คือรหัสยืนยันหมอใกล้ตัวของคุณ",
    date="Mon, 14 Apr 2025 06:58:12 +0700",
    text_cte="8bit", html_cte="8bit",
    text="""สวัสดีค่ะ คุณศิริพร

กรอกรหัสที่แสดงอยู่ในหัวเรื่องของอีเมลนี้ในแอปหมอใกล้ตัว เพื่อเข้าสู่ระบบ
รหัสมีอายุ 10 นาที

นัดหมายที่กำลังจะถึง: ปรึกษาแพทย์ออนไลน์ (อายุรกรรม) 15 เม.ย. 2568 เวลา 19:30 น.
HN: 64-018827

สายด่วนหมอใกล้ตัว 1508 · บริษัท หมอใกล้ตัว เฮลท์เทค จำกัด
""",
    html="""<html><body style="font-family:'Sarabun',sans-serif;color:#243b53;font-size:15px">
<div style="max-width:480px;margin:0 auto;padding:22px;background:#f0f8ff;border-radius:10px">
<p style="color:#1e88e5;font-weight:bold">หมอใกล้ตัว</p>
<p>สวัสดีค่ะ คุณศิริพร</p>
<p>กรอกรหัสที่แสดงอยู่ใน<b>หัวเรื่องของอีเมลนี้</b>ในแอปหมอใกล้ตัว เพื่อเข้าสู่ระบบ รหัสมีอายุ 10 นาที</p>
<p style="font-size:13px;background:#fff;padding:10px;border-radius:6px">นัดหมายที่กำลังจะถึง: ปรึกษาแพทย์ออนไลน์ (อายุรกรรม)<br>15 เม.ย. 2568 เวลา 19:30 น. · HN: 64-018827</p>
<p style="font-size:11px;color:#829ab1">สายด่วนหมอใกล้ตัว 1508 · บริษัท หมอใกล้ตัว เฮลท์เทค จำกัด</p>
</div></body></html>
""")

# th-12: small café newsletter double opt-in (list-manage style link with &amp;)
add(lang="th", kind="magic_link", otp=None,
    link="https://baandoi-coffee.us21.list-manage.example/subscribe/confirm?u=5e8a1c9f3b7d2e4a6c0b8f1d3&id=a47c2e91b0&e=f93d2a7c1e",
    frm="กาแฟดอยบ้านเรา <hello@baandoi-coffee.example>",
    to="malee.coffee@mail.example",
    subject="ยืนยันการสมัครรับจดหมายข่าว กาแฟดอยบ้านเรา",
    date="Sun, 27 Apr 2025 08:30:15 +0700",
    html_cte="quoted-printable",
    html="""<html><body style="font-family:Georgia,'Sarabun',serif;background:#f6efe6;color:#3e2c23">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fffdf9">
<tr><td style="padding:24px;text-align:center"><img src="https://baandoi-coffee.example/img/logo-bean.png" width="90" alt="กาแฟดอยบ้านเรา"></td></tr>
<tr><td style="padding:0 30px 24px;font-size:15px;line-height:1.8">
<p>สวัสดีค่ะ</p>
<p>ขอบคุณที่สนใจจดหมายข่าวของกาแฟดอยบ้านเรา เราจะส่งเรื่องเล่าจากไร่ดอยช้าง เมล็ดล็อตใหม่ และโปรโมชั่นเล็ก ๆ ให้เดือนละครั้ง</p>
<p>ช่วยกดปุ่มด้านล่างเพื่อยืนยันการสมัครด้วยนะคะ ถ้าไม่ยืนยัน เราจะไม่ส่งอีเมลใด ๆ ไปหาคุณ</p>
<p style="text-align:center;margin:26px 0"><a href="https://baandoi-coffee.us21.list-manage.example/subscribe/confirm?u=5e8a1c9f3b7d2e4a6c0b8f1d3&amp;id=a47c2e91b0&amp;e=f93d2a7c1e" style="background:#6f4e37;color:#fff;padding:12px 30px;border-radius:4px;text-decoration:none">ใช่ สมัครรับข่าวสารเลย</a></p>
<p style="font-size:13px;color:#7a6253">ถ้าคุณไม่ได้สมัคร ไม่ต้องทำอะไร อีเมลนี้จะไม่ถูกส่งซ้ำ</p>
</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#9b8576;border-top:1px solid #eadfd3">
กาแฟดอยบ้านเรา 45/2 หมู่ 7 ตำบลวาวี อำเภอแม่สรวย เชียงราย 57180 · โทร 089-000-5718<br>
<a href="https://www.facebook.example/baandoicoffee" style="color:#9b8576">Facebook</a> · <a href="https://line.example/ti/p/@baandoi" style="color:#9b8576">LINE @baandoi</a></td></tr>
</table></body></html>
""")

# th-13: credit card e-statement notice: amounts, dates, PDF password hint; nothing to extract
add(lang="th", kind="newsletter_numbers", otp=None, link=None,
    frm="บัตรเครดิตสยามรุ่งเรือง <e-statement@siamrungruang-bank.example>",
    to="somchai.j@mail.example",
    subject="ใบแจ้งยอดบัญชีบัตรเครดิต รอบบัญชี 20 เม.ย. 2568",
    date="Mon, 21 Apr 2025 05:30:00 +0700",
    text_cte="quoted-printable",
    text="""เรียน คุณสมชาย ใจดี

ธนาคารขอนำส่งใบแจ้งยอดบัญชีบัตรเครดิตของท่านในรูปแบบอิเล็กทรอนิกส์ (e-Statement)

บัตรเครดิต SRB Platinum หมายเลข 4512 34xx xxxx 9081
วันที่สรุปยอด: 20 เม.ย. 2568
ยอดที่ต้องชำระทั้งหมด: 18,452.75 บาท
ยอดชำระขั้นต่ำ: 1,845.28 บาท
กำหนดชำระ: 5 พ.ค. 2568
คะแนนสะสม SRB Rewards คงเหลือ: 12,880 คะแนน

ดาวน์โหลดใบแจ้งยอดฉบับเต็ม (ไฟล์ PDF) ได้ในแอป SRB Mobile เมนู e-Statement ไฟล์ป้องกันด้วยรหัสผ่าน
รหัสผ่านคือ วันเดือนปีเกิดของท่านในรูปแบบ ววดดปปปป (ค.ศ.) เช่น เกิด 5 สิงหาคม 1990 ให้ใส่ 05081990

ชำระผ่าน SRB Mobile, ตู้ ATM หรือเคาน์เตอร์เซอร์วิส (รหัสบริการ 8104)
สอบถาม SRB Contact Center 02-000-1234

ธนาคารสยามรุ่งเรือง จำกัด (มหาชน)
""")

# ---------------------------------------------------------------------------
# Vietnamese (vi)
# ---------------------------------------------------------------------------

# vi-01: bank transfer OTP among account numbers, amount, hotline, times
add(lang="vi", kind="phone_and_dates", otp="739120", link=None,
    frm="Ngân hàng Sông Hồng <ebanking@songhongbank.example>",
    to="tran.minh.duc@mail.example",
    subject="[Song Hong Bank] Mã OTP xác thực giao dịch chuyển tiền",
    date="Tue, 18 Mar 2025 14:05:27 +0700",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Kính gửi Quý khách TRAN MINH DUC,

Quý khách đang thực hiện giao dịch chuyển tiền trên Song Hong Digital Banking.

Mã OTP: 739 120
Mã có hiệu lực trong 3 phút (đến 14:08:27 ngày 18/03/2025).

Thông tin giao dịch:
- Tài khoản nguồn: 1023 4567 89 (VND)
- Tài khoản nhận: 0451 0003 98217 - NGUYEN THI LAN - Ngân hàng TMCP Phương Nam
- Số tiền: 12.500.000 VND
- Phí: 0 VND
- Nội dung: TRAN MINH DUC chuyen tien hoc phi ky 2

TUYỆT ĐỐI KHÔNG cung cấp mã OTP cho bất kỳ ai, kể cả nhân viên ngân hàng.
Nếu không thực hiện giao dịch này, vui lòng gọi ngay Hotline 1900 6868 hoặc (+84 24) 3944 6868.

Ngân hàng TMCP Sông Hồng - 77 Trần Hưng Đạo, Hoàn Kiếm, Hà Nội
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #c9d6e8">
<tr><td style="background:#b71c1c;color:#fff;padding:14px 20px;font-weight:bold">Song Hong Digital Banking</td></tr>
<tr><td style="padding:20px;line-height:1.7">
<p>Kính gửi Quý khách <b>TRAN MINH DUC</b>,</p>
<p>Quý khách đang thực hiện giao dịch chuyển tiền. Mã OTP của Quý khách là:</p>
<p style="font-size:30px;font-weight:bold;color:#b71c1c;letter-spacing:4px;text-align:center">739 120</p>
<p style="text-align:center;font-size:12px;color:#666">Mã có hiệu lực trong 3 phút (đến 14:08:27 ngày 18/03/2025)</p>
<table width="100%" cellpadding="5" style="font-size:13px;background:#f7f9fc">
<tr><td style="width:150px">Tài khoản nguồn</td><td>1023 4567 89 (VND)</td></tr>
<tr><td>Tài khoản nhận</td><td>0451 0003 98217 - NGUYEN THI LAN<br>Ngân hàng TMCP Phương Nam</td></tr>
<tr><td>Số tiền</td><td><b>12.500.000 VND</b></td></tr>
<tr><td>Phí</td><td>0 VND</td></tr>
<tr><td>Nội dung</td><td>TRAN MINH DUC chuyen tien hoc phi ky 2</td></tr></table>
<p style="font-size:12px;color:#b71c1c"><b>TUYỆT ĐỐI KHÔNG</b> cung cấp mã OTP cho bất kỳ ai, kể cả nhân viên ngân hàng.</p>
<p style="font-size:12px">Nếu không thực hiện giao dịch này, vui lòng gọi ngay Hotline 1900 6868 hoặc (+84 24) 3944 6868.</p>
</td></tr>
<tr><td style="background:#f2f2f2;padding:10px 20px;font-size:11px;color:#777">Ngân hàng TMCP Sông Hồng - 77 Trần Hưng Đạo, Hoàn Kiếm, Hà Nội</td></tr>
</table></body></html>
""")

# vi-02: e-wallet, user name with digits, 4-digit code
add(lang="vi", kind="username_digits", otp="7734", link=None,
    frm="Ví Sen Vàng <hotro@senvang.example>",
    to="tuan.nguyen92@mail.example",
    subject="Mã xác thực đăng nhập Ví Sen Vàng",
    date="Sat, 29 Mar 2025 19:36:48 +0700",
    text_cte="base64",
    text="""Xin chào tuan.nguyen92,

Bạn đang đăng nhập Ví Sen Vàng trên thiết bị mới (iPhone 13, iOS 18.3).
Mã xác thực của bạn là: 7734

Mã có hiệu lực trong 2 phút. Ví Sen Vàng không bao giờ gọi điện hay nhắn tin
yêu cầu bạn cung cấp mã này.

Tài khoản: 09xx xxx 492
Số dư khả dụng: ẩn

Cần hỗ trợ? Gọi 1900 5454 92 (7:00 - 22:00 hằng ngày) hoặc chat trong ứng dụng.

Công ty Cổ phần Dịch vụ Di động Sen Vàng
Tầng 8, Tòa nhà Lotus, 12 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh
""")

# vi-03: marketplace "delivered" notice with order id, waybill, amounts, postcode
add(lang="vi", kind="newsletter_numbers", otp=None, link=None,
    frm="Sàn Mua Vui <thongbao@muavui.example>",
    to="le.thu.ha@mail.example",
    subject="Đơn hàng #250318QK7N2 đã được giao thành công",
    date="Fri, 21 Mar 2025 17:12:09 +0700",
    html_cte="8bit",
    html="""<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;font-family:Roboto,Arial,sans-serif;color:#222">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:16px 24px;background:#ee4d2d;color:#fff;font-size:20px;font-weight:bold">Mua Vui</td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:1.7">
<p>Chào Lê Thu Hà,</p>
<p>Đơn hàng <b>#250318QK7N2</b> của bạn đã được giao thành công lúc 16:58 ngày 21/03/2025. Cảm ơn bạn đã mua sắm tại Mua Vui!</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #eee">
<tr style="background:#fafafa"><td colspan="3"><b>Shop: Đồ Gia Dụng Nhà Mình Official</b></td></tr>
<tr><td>Nồi chiên không dầu 6.5L - Đen</td><td align="center">x1</td><td align="right">1.189.000₫</td></tr>
<tr><td>Giấy nến nồi chiên (50 tờ)</td><td align="center">x2</td><td align="right">58.000₫</td></tr>
<tr><td colspan="2">Phí vận chuyển</td><td align="right">32.000₫</td></tr>
<tr><td colspan="2">Voucher của Shop</td><td align="right">-30.000₫</td></tr>
<tr><td colspan="2"><b>Thành tiền</b></td><td align="right"><b style="color:#ee4d2d">1.249.000₫</b></td></tr>
</table>
<p style="font-size:13px">Phương thức thanh toán: Thanh toán khi nhận hàng (COD)<br>
Đơn vị vận chuyển: Giao Nhanh Express · Mã vận đơn: GNX0482917365VN<br>
Địa chỉ nhận: Lê Thu Hà, (+84) 90*****381, 25 Lý Tự Trọng, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh 700000</p>
<p>Hãy xác nhận "Đã nhận được hàng" và đánh giá sản phẩm trước ngày 28/03/2025 để nhận 200 xu nhé.</p>
<p><a href="https://muavui.example/user/purchase/order/250318QK7N2" style="background:#ee4d2d;color:#fff;padding:10px 22px;text-decoration:none;border-radius:2px">Đánh giá ngay</a>
&nbsp;<a href="https://muavui.example/user/purchase/order/250318QK7N2/return" style="color:#ee4d2d">Yêu cầu trả hàng/hoàn tiền</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:11px;color:#888">Công ty TNHH Mua Vui Việt Nam · Tầng 4-5-6, Tòa nhà Capital Place, số 29 Liễu Giai, Ba Đình, Hà Nội · MST 0106773786<br>
<a href="https://muavui.example/settings/email" style="color:#888">Cài đặt thông báo email</a></td></tr>
</table></body></html>
""")

# vi-04: airline booking confirmation with booking code (not a one-time code)
add(lang="vi", kind="booking_ref", otp=None, link=None,
    frm="Sao Mai Air <booking@saomaiair.example>",
    to="pham.quang.huy@mail.example",
    subject="Xác nhận đặt chỗ thành công - Mã đặt chỗ H7KQ2M",
    date="Wed, 02 Apr 2025 11:48:31 +0700",
    text_cte="8bit", html_cte="base64",
    text="""Kính chào Quý khách PHAM QUANG HUY,

Cảm ơn Quý khách đã lựa chọn Sao Mai Air. Đặt chỗ của Quý khách đã được xác nhận.

MÃ ĐẶT CHỖ: H7KQ2M

Chuyến bay: SM 217
Hà Nội (HAN) - TP. Hồ Chí Minh (SGN)
Ngày bay: Thứ Sáu, 25/04/2025 - Khởi hành 06:10, đến 08:20
Hạng vé: Eco - Hành lý ký gửi 20kg
Hành khách: PHAM QUANG HUY (Người lớn), PHAM MINH AN (Trẻ em)

Tổng thanh toán: 3.486.000 VND (đã bao gồm thuế, phí)
Số hóa đơn: SM2504020011873

Quầy làm thủ tục đóng cửa 50 phút trước giờ khởi hành.
Làm thủ tục trực tuyến: https://www.saomaiair.example/checkin
Tổng đài: 1900 1886

Công ty Cổ phần Hàng không Sao Mai - Sân bay Quốc tế Nội Bài, Sóc Sơn, Hà Nội
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222;background:#f3f6fb">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#ffcc00;padding:16px 24px;font-size:20px;font-weight:bold;color:#1a237e">Sao Mai Air</td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:1.7">
<p>Kính chào Quý khách <b>PHAM QUANG HUY</b>,</p>
<p>Cảm ơn Quý khách đã lựa chọn Sao Mai Air. Đặt chỗ của Quý khách đã được xác nhận.</p>
<p style="text-align:center;background:#e8eaf6;padding:12px"><span style="font-size:12px">MÃ ĐẶT CHỖ</span><br><b style="font-size:28px;letter-spacing:4px;color:#1a237e">H7KQ2M</b></p>
<table width="100%" cellpadding="6" style="font-size:13px">
<tr><td style="width:140px;color:#666">Chuyến bay</td><td>SM 217 · Hà Nội (HAN) → TP. Hồ Chí Minh (SGN)</td></tr>
<tr><td style="color:#666">Ngày bay</td><td>Thứ Sáu, 25/04/2025 · 06:10 → 08:20</td></tr>
<tr><td style="color:#666">Hạng vé</td><td>Eco · Hành lý ký gửi 20kg</td></tr>
<tr><td style="color:#666">Hành khách</td><td>PHAM QUANG HUY (Người lớn)<br>PHAM MINH AN (Trẻ em)</td></tr>
<tr><td style="color:#666">Tổng thanh toán</td><td><b>3.486.000 VND</b> (đã bao gồm thuế, phí)</td></tr>
<tr><td style="color:#666">Số hóa đơn</td><td>SM2504020011873</td></tr>
</table>
<p><a href="https://www.saomaiair.example/manage-booking" style="background:#1a237e;color:#fff;padding:10px 22px;text-decoration:none">Quản lý đặt chỗ</a>
&nbsp;<a href="https://www.saomaiair.example/checkin">Làm thủ tục trực tuyến</a></p>
<p style="font-size:12px;color:#666">Quầy làm thủ tục đóng cửa 50 phút trước giờ khởi hành. Tổng đài: 1900 1886</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f0f0f0;font-size:11px;color:#888">Công ty Cổ phần Hàng không Sao Mai - Sân bay Quốc tế Nội Bài, Sóc Sơn, Hà Nội</td></tr>
</table></body></html>
""")

# vi-05: work-management SaaS magic sign-in link, tracked button + raw URL
add(lang="vi", kind="magic_link", otp=None,
    link="https://e.nhomviec.example/ls/click?upn=YnV0dG9uX21hZ2ljX2xvZ2lu-2BqT7mXw3K9pZr&lid=vi-login-30417",
    link_alt=["https://app.nhomviec.example/login/magic/mlk_c4R8wN2qZ7xT5vB1kJ9sL3hP6yD0fG"],
    frm="Nhóm Việc <dangnhap@nhomviec.example>",
    to="hoang.anh@congty-abc.example",
    subject="Liên kết đăng nhập Nhóm Việc của bạn",
    date="Mon, 07 Apr 2025 08:31:40 +0700",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Chào Hoàng Anh,

Nhấn vào liên kết dưới đây để đăng nhập vào không gian làm việc "Công ty ABC" trên Nhóm Việc.
Liên kết chỉ dùng được một lần và hết hạn sau 20 phút.

https://app.nhomviec.example/login/magic/mlk_c4R8wN2qZ7xT5vB1kJ9sL3hP6yD0fG

Nếu bạn không yêu cầu đăng nhập, hãy bỏ qua email này.

Hôm nay bạn có 6 công việc đến hạn và 2 cuộc họp (09:30, 14:00).

--
Nhóm Việc - Công ty TNHH Phần mềm Nhóm Việc
Tầng 12, 81 Cách Mạng Tháng Tám, Quận 3, TP. HCM
Hủy nhận email tóm tắt: https://app.nhomviec.example/settings/notifications
""",
    html="""<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f6f9;font-family:'Segoe UI',Roboto,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="padding:26px 32px 6px"><img src="https://cdn.nhomviec.example/email/logo.png" height="30" alt="Nhóm Việc"></td></tr>
<tr><td style="padding:10px 32px 22px;font-size:15px;line-height:1.7;color:#1e293b">
<p>Chào Hoàng Anh,</p>
<p>Nhấn nút bên dưới để đăng nhập vào không gian làm việc <b>Công ty ABC</b>.</p>
<p style="text-align:center;margin:26px 0"><a href="https://e.nhomviec.example/ls/click?upn=YnV0dG9uX21hZ2ljX2xvZ2lu-2BqT7mXw3K9pZr&amp;lid=vi-login-30417" style="background:#2563eb;color:#fff;padding:12px 34px;border-radius:6px;text-decoration:none;font-weight:600">Đăng nhập Nhóm Việc</a></p>
<p style="font-size:12px;color:#64748b">Hoặc dán liên kết này vào trình duyệt:<br>https://app.nhomviec.example/login/magic/mlk_c4R8wN2qZ7xT5vB1kJ9sL3hP6yD0fG</p>
<p style="font-size:12px;color:#64748b">Liên kết chỉ dùng được một lần và hết hạn sau 20 phút. Nếu bạn không yêu cầu đăng nhập, hãy bỏ qua email này.</p>
</td></tr>
<tr><td style="padding:14px 32px 24px;border-top:1px solid #eef2f7;font-size:11px;color:#94a3b8">
<a href="https://e.nhomviec.example/ls/click?upn=aGVscA-3D&amp;lid=vi-help" style="color:#94a3b8">Trung tâm trợ giúp</a> ·
<a href="https://nhomviec.example/chinh-sach-bao-mat" style="color:#94a3b8">Chính sách bảo mật</a> ·
<a href="https://app.nhomviec.example/settings/notifications" style="color:#94a3b8">Hủy nhận email tóm tắt</a><br>
Công ty TNHH Phần mềm Nhóm Việc · Tầng 12, 81 Cách Mạng Tháng Tám, Quận 3, TP. HCM</td></tr>
</table></td></tr></table>
<img src="https://e.nhomviec.example/wf/open?upn=b3Blbg-3D-3D" width="1" height="1" alt="">
</body></html>
""")

# vi-06: chat app code with service prefix; digits typed
add(lang="vi", kind="prefix_code", otp="482071", link=None,
    frm="Gọi Nhanh <xacthuc@goinhanh.example>",
    to="vo.thanh.tam@mail.example",
    subject="GN-482071 là mã xác thực Gọi Nhanh của bạn",
    date="Thu, 17 Apr 2025 22:04:16 +0700",
    text_cte="8bit", html_cte="8bit",
    text="""GN-482071 là mã xác thực Gọi Nhanh của bạn.

Nhập 6 chữ số sau "GN-" vào ứng dụng để kích hoạt Gọi Nhanh trên máy tính.
Không chia sẻ mã này với bất kỳ ai.

Gọi Nhanh - Nhắn tin, gọi điện miễn phí
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#111;font-size:15px">
<div style="max-width:440px;margin:0 auto;padding:20px">
<p style="color:#0068ff;font-weight:bold;font-size:20px">Gọi Nhanh</p>
<p><b style="font-size:24px;letter-spacing:2px">GN-482071</b> là mã xác thực Gọi Nhanh của bạn.</p>
<p>Nhập 6 chữ số sau "GN-" vào ứng dụng để kích hoạt Gọi Nhanh trên máy tính. Không chia sẻ mã này với bất kỳ ai.</p>
<p style="font-size:11px;color:#888">Gọi Nhanh - Nhắn tin, gọi điện miễn phí · <a href="https://goinhanh.example/dieu-khoan">Điều khoản</a></p>
</div></body></html>
""")

# vi-07: public-service portal account activation link; HTML written with numeric
# character references only (pure ASCII, 7bit)
add(lang="vi", kind="magic_link", otp=None,
    link="https://dichvucong.gov.example/kich-hoat?ma_kh=DVC2025041900815&token=a9c3e7f1b5d24860b2e4c6f8a0d1e3f5&lang=vi",
    frm="Cổng Dịch vụ công <khongtraloi@dichvucong.gov.example>",
    to="dang.thi.mai@mail.example",
    subject="Kích hoạt tài khoản Cổng Dịch vụ công",
    date="Sat, 19 Apr 2025 10:15:02 +0700",
    html_entities=True, html_cte="7bit",
    html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="font-family:'Times New Roman',serif;font-size:15px;color:#000">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #b0b0b0">
<tr><td style="background:#a50e0e;color:#ffd700;padding:12px 20px;font-weight:bold">CỔNG DỊCH VỤ CÔNG</td></tr>
<tr><td style="padding:20px;line-height:1.7">
<p>Kính gửi Ông/Bà <b>ĐẶNG THỊ MAI</b>,</p>
<p>Ông/Bà đã đăng ký tài khoản trên Cổng Dịch vụ công bằng số định danh cá nhân 0011****5823 vào lúc 10:14 ngày 19/04/2025.</p>
<p>Để hoàn tất đăng ký, vui lòng nhấn vào đường dẫn dưới đây để kích hoạt tài khoản (đường dẫn có hiệu lực trong 72 giờ):</p>
<p><a href="https://dichvucong.gov.example/kich-hoat?ma_kh=DVC2025041900815&amp;token=a9c3e7f1b5d24860b2e4c6f8a0d1e3f5&amp;lang=vi">Kích hoạt tài khoản</a></p>
<p>Mã hồ sơ đăng ký: DVC2025041900815 (dùng khi liên hệ tổng đài, không cần nhập).</p>
<p>Nếu Ông/Bà không thực hiện đăng ký, vui lòng bỏ qua thư này.</p>
<p style="font-size:13px">Tổng đài hỗ trợ: 18001096 · <a href="https://dichvucong.gov.example/huong-dan">Hướng dẫn sử dụng</a></p>
</td></tr>
<tr><td style="padding:10px 20px;background:#f2f2f2;font-size:12px;color:#555">Văn phòng Chính phủ · Số 1 Hoàng Hoa Thám, Ba Đình, Hà Nội<br>Thư được gửi tự động, vui lòng không trả lời.</td></tr>
</table></body></html>
""")

# vi-08: food delivery promo: voucher code, order number, example OTP in advice -> nothing
add(lang="vi", kind="decoy_codes", otp=None, link=None,
    frm="Giao Liền <uudai@giaolien.example>",
    to="bui.khanh.linh@mail.example",
    subject="🎁 Tặng bạn mã GIAOLIEN50 - giảm 50K cho đơn từ 150K",
    date="Fri, 09 May 2025 10:45:00 +0700",
    html_cte="quoted-printable",
    headers={"List-Unsubscribe": "<mailto:unsubscribe@giaolien.example?subject=unsub-88120451>",
             "Precedence": "bulk"},
    html="""<html><body style="margin:0;background:#e8f8ef;font-family:Arial,sans-serif">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="text-align:right;padding:6px 12px;font-size:11px"><a href="https://giaolien.example/email/web?c=20250509&amp;u=88120451" style="color:#888">Xem email trên trình duyệt</a></td></tr>
<tr><td><img src="https://img.giaolien.example/campaign/20250509/hero.jpg" width="600" alt="Trưa nay ăn gì? Giao Liền lo!"></td></tr>
<tr><td style="padding:22px 26px;font-size:15px;line-height:1.7;color:#222">
<p>Chào Khánh Linh,</p>
<p>Lâu rồi không thấy bạn đặt món! Cảm ơn bạn đã ủng hộ đơn gần nhất <b>#GL-7730-2194</b> (Bún bò Huế O Xuân, 04/05). Tặng bạn mã ưu đãi cho đơn tiếp theo:</p>
<table width="100%" cellpadding="14" style="border:2px dashed #00b14f;text-align:center"><tr><td>
<div style="font-size:13px;color:#555">Nhập mã</div>
<div style="font-size:30px;font-weight:bold;color:#00b14f;letter-spacing:3px">GIAOLIEN50</div>
<div style="font-size:13px;color:#555">Giảm 50.000đ cho đơn từ 150.000đ · HSD 23:59 ngày 15/05/2025 · Áp dụng tại TP.HCM, Hà Nội, Đà Nẵng</div></td></tr></table>
<p style="text-align:center;margin:22px 0"><a href="https://trk.giaolien.example/c/20250509/cta?u=88120451" style="background:#00b14f;color:#fff;padding:12px 34px;border-radius:24px;text-decoration:none">Đặt món ngay</a></p>
<div style="background:#fff8e1;padding:12px;font-size:12px;color:#6d4c00">
<b>Cảnh báo lừa đảo:</b> Giao Liền và tài xế không bao giờ yêu cầu bạn đọc mã OTP (ví dụ: 123456) qua điện thoại. Mã OTP chỉ để bạn tự nhập trong ứng dụng.</div>
</td></tr>
<tr><td style="padding:14px 26px;background:#f5f5f5;font-size:11px;color:#888">Công ty TNHH Giao Liền · 268 Tô Hiến Thành, Phường 15, Quận 10, TP. HCM · Hotline 1900 1234<br>
<a href="https://giaolien.example/email/unsubscribe?u=88120451&amp;c=20250509" style="color:#888">Hủy đăng ký</a> · <a href="https://giaolien.example/privacy" style="color:#888">Chính sách quyền riêng tư</a> ·
<a href="https://www.facebook.example/giaolien.vn"><img src="https://img.giaolien.example/icons/fb.png" width="16" alt="Facebook"></a>
<a href="https://www.tiktok.example/@giaolien"><img src="https://img.giaolien.example/icons/tt.png" width="16" alt="TikTok"></a></td></tr>
</table>
<img src="https://trk.giaolien.example/o/20250509.gif?u=88120451" width="1" height="1" alt="">
</body></html>
""")

# vi-09: streaming login: code for this browser now vs. a code for another device
add(lang="vi", kind="several_codes", otp="846203", link=None,
    frm="Phim Hay+ <taikhoan@phimhayplus.example>",
    to="ngo.bao.chau@mail.example",
    subject="Mã đăng nhập Phim Hay+ cho trình duyệt của bạn",
    date="Sun, 23 Mar 2025 20:45:33 +0700",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Chào Bảo Châu,

Bạn vừa yêu cầu đăng nhập Phim Hay+ trên máy tính (Chrome, Windows).
Nhập mã dưới đây vào trang đăng nhập đang mở:

    846 203

Mã hết hạn sau 15 phút.

Lưu ý: mã 319 552 chúng tôi gửi lúc 20:41 là cho yêu cầu đăng nhập trên
điện thoại Samsung của bạn và vẫn còn hiệu lực đến 20:56. Chỉ nhập mã đó
trên điện thoại, không nhập trên máy tính.

Gói hiện tại: Phim Hay+ Gia đình (4 màn hình) - gia hạn ngày 02/04/2025, 180.000đ/tháng.

Nếu không phải bạn, hãy đổi mật khẩu trong phần Tài khoản.
Phim Hay+ · Hỗ trợ 1800 6789 (miễn phí)
""",
    html="""<html><body style="background:#141414;color:#e5e5e5;font-family:Arial,sans-serif;font-size:15px">
<div style="max-width:500px;margin:0 auto;padding:28px">
<p style="color:#e50914;font-size:22px;font-weight:bold">PHIM HAY+</p>
<p>Chào Bảo Châu,</p>
<p>Bạn vừa yêu cầu đăng nhập Phim Hay+ trên <b>máy tính (Chrome, Windows)</b>. Nhập mã dưới đây vào trang đăng nhập đang mở:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:6px;color:#fff;text-align:center">846 203</p>
<p style="font-size:13px;color:#aaa;text-align:center">Mã hết hạn sau 15 phút.</p>
<p style="font-size:13px;background:#222;padding:12px;border-left:3px solid #e50914">Lưu ý: mã <b>319 552</b> chúng tôi gửi lúc 20:41 là cho yêu cầu đăng nhập trên điện thoại Samsung của bạn và vẫn còn hiệu lực đến 20:56. Chỉ nhập mã đó trên điện thoại, không nhập trên máy tính.</p>
<p style="font-size:12px;color:#999">Gói hiện tại: Phim Hay+ Gia đình (4 màn hình) - gia hạn ngày 02/04/2025, 180.000đ/tháng.</p>
<p style="font-size:12px;color:#999">Nếu không phải bạn, hãy <a href="https://www.phimhayplus.example/account/password" style="color:#999">đổi mật khẩu</a>.<br>Phim Hay+ · Hỗ trợ 1800 6789 (miễn phí) · <a href="https://help.phimhayplus.example" style="color:#999">Trung tâm trợ giúp</a></p>
</div></body></html>
""")

# vi-10: bookshop login code; "not you? change password" link is not the answer
add(lang="vi", kind="reset_in_code_mail", otp="528194", link=None,
    frm="Nhà Sách Sao Khuê <cskh@saokhue-books.example>",
    to="trinh.gia.bao@mail.example",
    subject="Mã đăng nhập Nhà Sách Sao Khuê",
    date="Wed, 14 May 2025 07:20:58 +0700",
    text_cte="base64", html_cte="base64",
    text="""Chào Gia Bảo,

Mã đăng nhập của bạn: 528194
Mã có hiệu lực trong 5 phút.

Không phải bạn? Đổi mật khẩu ngay tại:
https://saokhue-books.example/tai-khoan/doi-mat-khau?utm_source=otp_email

Đơn hàng gần nhất: #SK2505100442 - "Dế Mèn Phiêu Lưu Ký" (bìa cứng) - 128.000đ - đang giao.
Thành viên Bạc: 1.240 điểm.

Nhà Sách Sao Khuê · 60-62 Lê Lợi, Phường Bến Nghé, Quận 1, TP. HCM · 028 3822 5796
""",
    html="""<html><body style="font-family:'Be Vietnam Pro',Arial,sans-serif;color:#2d2d2d;font-size:14px">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #eadbc8">
<tr><td style="background:#c0392b;color:#fff;padding:14px 20px;font-size:18px">Nhà Sách Sao Khuê</td></tr>
<tr><td style="padding:22px 20px;line-height:1.7">
<p>Chào Gia Bảo,</p>
<p>Mã đăng nhập của bạn:</p>
<table cellpadding="0" cellspacing="0" align="center"><tr><td style="border:2px solid #c0392b;padding:10px 26px;font-size:28px;font-weight:bold;letter-spacing:6px">528194</td></tr></table>
<p style="text-align:center;font-size:12px;color:#777">Mã có hiệu lực trong 5 phút.</p>
<p style="font-size:13px">Không phải bạn? <a href="https://saokhue-books.example/tai-khoan/doi-mat-khau?utm_source=otp_email">Đổi mật khẩu ngay</a></p>
<p style="font-size:12px;color:#777">Đơn hàng gần nhất: #SK2505100442 - "Dế Mèn Phiêu Lưu Ký" (bìa cứng) - 128.000đ - đang giao.<br>Thành viên Bạc: 1.240 điểm.</p>
</td></tr>
<tr><td style="padding:10px 20px;background:#faf4ec;font-size:11px;color:#888">Nhà Sách Sao Khuê · 60-62 Lê Lợi, Phường Bến Nghé, Quận 1, TP. HCM · 028 3822 5796</td></tr>
</table></body></html>
""")

# vi-11: dev tool: lower-case alphanumeric code AND a tracked sign-in link (both)
add(lang="vi", kind="lowercase_alnum", otp="b9x4k2",
    link="https://links.maycode.example/ct/1/eyJsaWQiOiJzaWduaW4ifQ/aHR0cHM6Ly9tYXljb2RlLmV4YW1wbGUvYXV0aA?uid=55120&tk=sgn_Wm4xQ8pT2kR7vN3bY6cJ",
    link_alt=["https://maycode.example/auth/email-link?tk=sgn_Wm4xQ8pT2kR7vN3bY6cJ&uid=55120"],
    frm="Mây Code <no-reply@maycode.example>",
    to="quoc.viet.dev@mail.example",
    subject="Mã xác nhận đăng nhập Mây Code: b9x4k2",
    date="Tue, 29 Apr 2025 13:57:22 +0700",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Xin chào quocviet-dev,

Mã xác nhận đăng nhập của bạn là: b9x4k2
(chữ thường, hết hạn sau 10 phút)

Hoặc đăng nhập trực tiếp bằng liên kết:
https://maycode.example/auth/email-link?tk=sgn_Wm4xQ8pT2kR7vN3bY6cJ&uid=55120

Dự án: shop-api (3 môi trường) · Lần triển khai gần nhất: v2.14.3 lúc 11:02 hôm nay.

Nếu bạn không yêu cầu, hãy bỏ qua email này.
Mây Code · Đà Nẵng, Việt Nam
""",
    html="""<html><body style="font-family:ui-sans-serif,system-ui,sans-serif;font-size:14px;color:#0f172a">
<div style="max-width:480px;margin:0 auto;padding:24px;border:1px solid #e2e8f0;border-radius:8px">
<p style="font-weight:700;color:#0ea5e9">☁ Mây Code</p>
<p>Xin chào <b>quocviet-dev</b>,</p>
<p>Mã xác nhận đăng nhập của bạn là:</p>
<p style="font-family:ui-monospace,monospace;font-size:28px;letter-spacing:5px;text-align:center;background:#f1f5f9;padding:10px">b9x4k2</p>
<p style="font-size:12px;color:#64748b;text-align:center">chữ thường, hết hạn sau 10 phút</p>
<p style="text-align:center"><a href="https://links.maycode.example/ct/1/eyJsaWQiOiJzaWduaW4ifQ/aHR0cHM6Ly9tYXljb2RlLmV4YW1wbGUvYXV0aA?uid=55120&amp;tk=sgn_Wm4xQ8pT2kR7vN3bY6cJ" style="background:#0ea5e9;color:#fff;padding:10px 24px;border-radius:6px;text-decoration:none">Đăng nhập bằng một cú nhấp</a></p>
<p style="font-size:12px;color:#64748b">Dự án: shop-api (3 môi trường) · Lần triển khai gần nhất: v2.14.3 lúc 11:02 hôm nay.<br>Nếu bạn không yêu cầu, hãy bỏ qua email này.</p>
<p style="font-size:11px;color:#94a3b8"><a href="https://links.maycode.example/ct/1/eyJsaWQiOiJkb2NzIn0/ZG9jcw" style="color:#94a3b8">Tài liệu</a> · <a href="https://maycode.example/status" style="color:#94a3b8">Trạng thái hệ thống</a> · Mây Code · Đà Nẵng, Việt Nam</p>
</div></body></html>
""")

# vi-12: university e-mail account registration: digits without the word "mã" near
# them, while "Mã số sinh viên" (student ID) carries the word
add(lang="vi", kind="no_code_word", otp="613058", link=None,
    frm="Trung tâm Thông tin - ĐH Sông Lam <ithelp@songlam.edu.example>",
    to="hoang.thi.yen.2251@mail.example",
    subject="Hoàn tất đăng ký tài khoản email sinh viên",
    date="Mon, 08 Sep 2025 09:02:14 +0700",
    text_cte="quoted-printable",
    text="""Chào bạn Hoàng Thị Yến,

Mã số sinh viên: 2251030417
Lớp: K66 - Công nghệ thông tin 3

Để hoàn tất đăng ký tài khoản email sinh viên (@st.songlam.edu.example),
vui lòng nhập dãy số sau vào trang đăng ký đang mở:

    613 058

Dãy số chỉ có hiệu lực trong 30 phút và chỉ dùng được một lần.

Lịch sinh hoạt công dân đầu khóa: 7h30 ngày 12/09/2025 tại Hội trường A1.
Hỗ trợ: phòng 105 nhà B2, điện thoại (0238) 3855 452, máy lẻ 215.

Trung tâm Thông tin - Thư viện, Trường Đại học Sông Lam
182 Lê Duẩn, TP. Vinh, Nghệ An
""")

# vi-13: social network new-login alert; only "check activity" / "secure account" links
add(lang="vi", kind="login_alert", otp=None, link=None,
    frm="Lá <bao-mat@la-social.example>",
    to="duong.minh.khoa@mail.example",
    subject="Có đăng nhập mới vào tài khoản Lá của bạn",
    date="Tue, 18 Mar 2025 21:15:40 +0700",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Chào Minh Khoa,

Tài khoản Lá của bạn vừa được đăng nhập trên một thiết bị mới:

iPhone 15 · Ứng dụng Lá 8.4.1
Đà Nẵng, Việt Nam · 21:14, 18/03/2025

Nếu đó là bạn, bạn không cần làm gì thêm.
Nếu không phải bạn, hãy kiểm tra hoạt động đăng nhập và bảo mật tài khoản:
https://la-social.example/settings/security/login-activity

Đội ngũ Lá
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#1c1e21;font-size:15px">
<div style="max-width:480px;margin:0 auto;padding:24px">
<p style="color:#2e7d32;font-weight:bold;font-size:22px">🍃 Lá</p>
<p>Chào Minh Khoa,</p>
<p>Tài khoản Lá của bạn vừa được đăng nhập trên một thiết bị mới:</p>
<table cellpadding="6" style="background:#f0f2f5;border-radius:8px;width:100%;font-size:14px">
<tr><td>iPhone 15 · Ứng dụng Lá 8.4.1</td></tr>
<tr><td>Đà Nẵng, Việt Nam · 21:14, 18/03/2025</td></tr></table>
<p>Nếu đó là bạn, bạn không cần làm gì thêm.</p>
<p><a href="https://la-social.example/settings/security/login-activity" style="background:#2e7d32;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none">Kiểm tra hoạt động</a>
&nbsp;<a href="https://la-social.example/settings/security/checkup?src=email" style="color:#2e7d32">Bảo mật tài khoản</a></p>
<p style="font-size:11px;color:#8a8d91">Email này được gửi tới duong.minh.khoa@mail.example. <a href="https://la-social.example/settings/email" style="color:#8a8d91">Cài đặt email</a></p>
</div></body></html>
""")

# ---------------------------------------------------------------------------
# building
# ---------------------------------------------------------------------------

def domain_of(addr):
    m = re.search(r"@([A-Za-z0-9.-]+)", addr)
    return m.group(1) if m else "mail.example"


def build_message(m, seq):
    msg = EmailMessage()
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = m["date"]
    h = hashlib.sha1((m["subject"] + m["date"]).encode("utf-8")).hexdigest()
    msg["Message-ID"] = "<%s.%s@%s>" % (h[:16], h[16:24], domain_of(m["frm"]))
    for k, v in m.get("headers", {}).items():
        msg[k] = v
    cs = m.get("charset", "utf-8")
    text = m.get("text")
    html = m.get("html")
    if html is not None and m.get("html_entities"):
        html = html.encode("ascii", "xmlcharrefreplace").decode("ascii")
    if text is not None:
        msg.set_content(text, subtype="plain", charset=cs,
                        cte=m.get("text_cte", "8bit"))
        if html is not None:
            msg.add_alternative(html, subtype="html", charset=cs,
                                cte=m.get("html_cte", "quoted-printable"))
    else:
        msg.set_content(html, subtype="html", charset=cs,
                        cte=m.get("html_cte", "quoted-printable"))
    img = m.get("image")
    if img:
        if text is None:
            html_part = msg
        else:
            html_part = msg.get_payload()[1]
        html_part.add_related(make_png(img["w"], img["h"], img["seed"]), "image", "png",
                              cid="<%s>" % img["cid"], disposition="inline",
                              filename=img["filename"])
    # deterministic MIME boundaries so that re-running gives identical files
    for i, part in enumerate(msg.walk()):
        if part.is_multipart():
            part.set_boundary("=_ks%04d_%d_%s" % (seq, i, h[24:36]))
    return msg


# ---------------------------------------------------------------------------
# validation (reads the written files back)
# ---------------------------------------------------------------------------

class Collector(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.srcs, self.data = [], [], [], []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("style", "script"):
            self._skip += 1
        if tag == "a" and a.get("href"):
            self.hrefs.append(a["href"])
        if tag == "img":
            if a.get("alt"):
                self.alts.append(a["alt"])
            if a.get("src"):
                self.srcs.append(a["src"])

    def handle_endtag(self, tag):
        if tag in ("style", "script") and self._skip:
            self._skip -= 1

    def handle_data(self, d):
        if not self._skip:
            self.data.append(d)


def compact(s):
    return re.sub(r"[\s\-\u2010\u2013\u00b7.]+", "", s)


ALLOWED_TLDS = (".example", ".test", ".invalid")


def validate_file(path, lab):
    errs = []
    with open(path, "rb") as f:
        msg = BytesParser(policy=policy.default).parse(f)
    for part in msg.walk():
        if part.defects:
            errs.append("defects %r" % (part.defects,))
        for k, v in part.items():
            d = getattr(v, "defects", ())
            if d:
                errs.append("header %s defects %r" % (k, d))
    subject = str(msg["subject"])
    texts, hrefs, alts, srcs, htmldata, htmlraw = [], [], [], [], [], []
    for part in msg.walk():
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            h = part.get_content()
            htmlraw.append(htmlmod.unescape(h))
            c = Collector()
            c.feed(h)
            c.close()
            hrefs += c.hrefs
            alts += c.alts
            srcs += c.srcs
            htmldata.append("".join(c.data))
    if not texts and not htmlraw:
        errs.append("no text or html body")
    body_vis = texts + htmldata
    otp = lab["otp"]
    if otp is not None:
        hay = [subject] + body_vis + alts
        if not (any(otp in s for s in hay) or any(otp in compact(s) for s in hay)):
            errs.append("otp %r not found" % otp)
        if lab["kind"] == "subject_only":
            if any(otp in compact(s) for s in body_vis + alts + htmlraw):
                errs.append("subject_only code also in body")
            if otp not in compact(subject):
                errs.append("subject_only code missing from subject")
        if lab["kind"] == "alt_text_only":
            if any(otp in compact(s) for s in [subject] + body_vis):
                errs.append("alt_text_only code visible outside alt")
            if not any(otp in compact(a) for a in alts):
                errs.append("alt_text_only code not in alt")
            if not any(s.startswith("cid:") for s in srcs):
                errs.append("alt_text_only without inline image")
    link = lab["link"]
    if link is not None:
        if htmlraw:
            if link not in hrefs:
                errs.append("link not an href")
        elif not any(link in t for t in texts):
            errs.append("link not in text")
        for alt in lab.get("link_alt", []):
            if alt == link:
                errs.append("link_alt equals link")
            if not (alt in hrefs or any(alt in s for s in texts + htmldata)):
                errs.append("link_alt %r not found" % alt)
    elif lab.get("link_alt"):
        errs.append("link_alt without link")
    # only reserved example domains anywhere (URLs and e-mail addresses)
    everything = "\n".join([subject] + texts + htmlraw + hrefs + srcs +
                           [str(v) for k, v in msg.items()])
    for host in re.findall(r"https?://([^/\s\"'<>?#)]+)", everything):
        host = host.split(":")[0].lower()
        if not host.endswith(ALLOWED_TLDS):
            errs.append("non-reserved host %s" % host)
    for dom in re.findall(r"(?<![/A-Za-z0-9.%+-])[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)", everything):
        if not dom.lower().endswith(ALLOWED_TLDS):
            errs.append("non-reserved mail domain %s" % dom)
    return errs


def main():
    n = len(MSGS)
    order = list(range(n))
    random.Random(20250318).shuffle(order)
    # write
    for fn in os.listdir(OUT):
        if fn.startswith(PREFIX + "-") and fn.endswith(".eml"):
            os.remove(os.path.join(OUT, fn))
    labels = []
    fam_count = {}
    for seq, idx in enumerate(order, 1):
        m = MSGS[idx]
        fname = "%s-%04d.eml" % (PREFIX, seq)
        msg = build_message(m, seq)
        with open(os.path.join(OUT, fname), "wb") as f:
            f.write(msg.as_bytes(policy=policy.default))
        fam_count[m["kind"]] = fam_count.get(m["kind"], 0) + 1
        lab = {"file": fname, "otp": m["otp"], "link": m["link"], "kind": m["kind"],
               "lang": m["lang"],
               "family": "%s-%s-%02d" % (PREFIX, m["kind"], fam_count[m["kind"]])}
        if m.get("link_alt"):
            lab["link_alt"] = list(m["link_alt"])
        labels.append(lab)
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as f:
        for lab in labels:
            f.write(json.dumps(lab, ensure_ascii=False) + "\n")

    # validate from disk
    bad = 0
    seen_subjects = set()
    with open(os.path.join(OUT, "labels.jsonl"), encoding="utf-8") as f:
        labs = [json.loads(line) for line in f]
    assert len(labs) == n
    for lab in labs:
        errs = validate_file(os.path.join(OUT, lab["file"]), lab)
        if errs:
            bad += 1
            print("FAIL", lab["file"], lab["lang"], lab["kind"], errs)
    for m in MSGS:
        if m["subject"] in seen_subjects:
            bad += 1
            print("FAIL duplicate subject", m["subject"])
        seen_subjects.add(m["subject"])
    fams = [lab["family"] for lab in labs]
    if len(set(fams)) != len(fams):
        bad += 1
        print("FAIL duplicate family")

    # summary
    def count(key):
        c = {}
        for lab in labs:
            c[lab[key]] = c.get(lab[key], 0) + 1
        return dict(sorted(c.items()))
    code = sum(1 for x in labs if x["otp"])
    link = sum(1 for x in labs if x["link"])
    both = sum(1 for x in labs if x["otp"] and x["link"])
    neither = sum(1 for x in labs if not x["otp"] and not x["link"])
    print("messages:", n)
    print("by lang:", count("lang"))
    print("by kind:", count("kind"))
    print("code: %d  link: %d  both: %d  neither: %d" % (code, link, both, neither))
    if bad:
        print("VALIDATION FAILED:", bad)
        sys.exit(1)
    print("VALIDATION OK")


if __name__ == "__main__":
    main()
