#!/usr/bin/env python3
"""Build the `asia` part of the adversarial OTP / magic-link corpus.

Every message below is hand-written (Japanese, Chinese, Korean, Thai, Vietnamese); this
script only wraps the hand-written subject, headers and bodies into MIME (charset and
transfer encoding chosen per message), writes asia-NNNN.eml and labels.jsonl, and checks
each message:

  * it parses with email.message_from_bytes(policy=email.policy.default) without defects
    (message, parts, headers), no raw line is longer than 998 bytes;
  * every text part decodes back to exactly the hand-written text;
  * the labelled code occurs, in the presentation form(s) given in `written`, in the decoded
    subject / bodies / alt text, and that form normalises (NFKC, upper case, separators
    removed, an optional short letter prefix) to the label;
  * `subject_only` codes are not in any body, `alt_text_only` codes appear only inside an
    alt attribute (no text/plain part);
  * the labelled link (and each link_alt) is an href of the HTML (entities decoded) or a
    URL printed in the text/plain part;
  * booking_ref / newsletter_numbers messages are null/null.

Standard library only.  Run:  python3 build.py
"""

import base64
import datetime
import email
import email.policy
import email.utils
import hashlib
import html as htmlmod
import json
import os
import quopri
import re
import sys
import unicodedata
from email.header import Header

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "asia"

# charset as written in the MIME header -> Python codec
CODECS = {
    "UTF-8": "utf-8",
    "ISO-2022-JP": "iso2022_jp",
    "Shift_JIS": "shift_jis",
    "GBK": "gbk",
    "GB2312": "gb2312",
    "Big5": "big5",
    "EUC-KR": "euc_kr",
    "TIS-620": "tis_620",
}

NULL_KINDS = {"booking_ref", "newsletter_numbers"}
KINDS = {
    "username_digits", "booking_ref", "newsletter_numbers", "new_and_old_code",
    "several_codes", "prefix_code", "lowercase_alnum", "reset_in_code_mail",
    "no_code_word", "subject_only", "alt_text_only", "magic_link", "phone_and_dates",
}

MESSAGES = []


def M(**kw):
    """Register one hand-written message.

    keys: lang, kind, fam (NN of the family), frm (display name, address), to, subject,
    date ('YYYY-MM-DD HH:MM:SS +ZZZZ'), text and/or html, charset (body), hcharset
    (headers), cte or text_cte / html_cte ('7bit', '8bit', 'quoted-printable', 'base64'),
    otp, written (str or list of presentation forms), link, link_alt, headers (extra).
    """
    MESSAGES.append(kw)


# ---------------------------------------------------------------- MIME wrapping

def enc_words(value, charset):
    try:
        value.encode("ascii")
        return value
    except UnicodeEncodeError:
        pass
    cs = CODECS[charset]
    if cs in ("shift_jis",):
        cs = "iso-2022-jp"
    if cs == "iso2022_jp":
        cs = "iso-2022-jp"
    if cs == "euc_kr":
        cs = "euc-kr"
    if cs == "tis_620":
        cs = "tis-620"
    out = Header(value, charset=cs, maxlinelen=76).encode(linesep="\n")
    # most mailers write the charset and encoding of an encoded word in upper case
    return re.sub(r"=\?([^?]+)\?([bqBQ])\?", lambda mo: "=?%s?%s?" % (mo.group(1).upper(), mo.group(2).upper()), out)


def addr(display, address, charset):
    if display is None:
        return address
    return "%s <%s>" % (enc_words(display, charset), address)


def encode_body(text, charset, cte):
    data = text.encode(CODECS[charset])
    if cte == "7bit":
        if any(b > 127 for b in data):
            raise ValueError("7bit body with 8-bit bytes (%s)" % charset)
        payload = data
    elif cte == "8bit":
        payload = data
    elif cte == "quoted-printable":
        payload = quopri.encodestring(data)
    elif cte == "base64":
        payload = base64.encodebytes(data)
    else:
        raise ValueError(cte)
    if not payload.endswith(b"\n"):
        payload += b"\n"
    return payload


def text_part(text, subtype, charset, cte):
    head = ("Content-Type: text/%s; charset=\"%s\"\nContent-Transfer-Encoding: %s\n\n"
            % (subtype, charset, cte)).encode("ascii")
    return head + encode_body(text, charset, cte)


def to_date(s):
    dt = datetime.datetime.strptime(s, "%Y-%m-%d %H:%M:%S %z")
    return email.utils.format_datetime(dt)


def build_bytes(m, name):
    cs = m.get("charset", "UTF-8")
    hcs = m.get("hcharset", cs)
    frm_name, frm_addr = m["frm"]
    to = m["to"]
    domain = frm_addr.split("@", 1)[1]
    h = hashlib.sha1((name + m["subject"]).encode("utf-8")).hexdigest()
    lines = [
        "From: " + addr(frm_name, frm_addr, hcs),
        "To: " + (addr(to[0], to[1], hcs) if isinstance(to, tuple) else to),
        "Subject: " + enc_words(m["subject"], hcs),
        "Date: " + to_date(m["date"]),
        "Message-ID: <%s.%s@%s>" % (h[:16], h[16:24], domain),
    ]
    for k, v in m.get("headers", []):
        lines.append("%s: %s" % (k, v))
    lines.append("MIME-Version: 1.0")
    head = ("\n".join(lines) + "\n").encode("ascii")

    cte = m.get("cte", "8bit")
    tcte = m.get("text_cte", cte)
    hcte = m.get("html_cte", cte)
    text, html = m.get("text"), m.get("html")
    if text is not None and html is not None:
        b = "=_%s_%s" % (h[24:34], h[34:40])
        body = ("Content-Type: multipart/alternative;\n boundary=\"%s\"\n\n"
                "This is a multi-part message in MIME format.\n\n" % b).encode("ascii")
        body += ("--%s\n" % b).encode("ascii") + text_part(text, "plain", cs, tcte)
        body += ("\n--%s\n" % b).encode("ascii") + text_part(html, "html", cs, hcte)
        body += ("\n--%s--\n" % b).encode("ascii")
    elif text is not None:
        body = text_part(text, "plain", cs, tcte)
    else:
        body = text_part(html, "html", cs, hcte)
    return head + body


# ---------------------------------------------------------------- validation

def norm(s):
    s = unicodedata.normalize("NFKC", s).upper()
    return re.sub(r"[\s\-\.\u2010-\u2015\u2212]", "", s)


HREF = re.compile(r"""href\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.I)
ALT = re.compile(r"""alt\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.I)
URL = re.compile(r"""https?://[^\s<>"'）」]+""")


def check(m, name, raw):
    errs = []
    for ln in raw.split(b"\n"):
        if len(ln) > 998:
            errs.append("line longer than 998 bytes")
    msg = email.message_from_bytes(raw, policy=email.policy.default)
    for part in msg.walk():
        if part.defects:
            errs.append("defects: %r" % part.defects)
    for k, v in msg.items():
        if getattr(v, "defects", None):
            errs.append("header %s defects: %r" % (k, v.defects))
    subject = str(msg["subject"])
    if subject != m["subject"]:
        errs.append("subject round-trip: %r" % subject)
    plain, htmls = [], []
    for part in msg.walk():
        if part.get_content_maintype() != "text":
            continue
        c = part.get_content()
        (plain if part.get_content_subtype() == "plain" else htmls).append(c)
    want_plain = [m["text"]] if m.get("text") is not None else []
    want_html = [m["html"]] if m.get("html") is not None else []
    if [p.rstrip("\n") for p in plain] != [p.rstrip("\n") for p in want_plain]:
        errs.append("text/plain does not round-trip")
    if [p.rstrip("\n") for p in htmls] != [p.rstrip("\n") for p in want_html]:
        errs.append("text/html does not round-trip")

    hrefs, alts = set(), []
    for hbody in htmls:
        for a, b in HREF.findall(hbody):
            hrefs.add(htmlmod.unescape(a or b).strip())
        for a, b in ALT.findall(hbody):
            alts.append(htmlmod.unescape(a or b))
    text_urls = set()
    for p in plain:
        text_urls.update(URL.findall(p))
    html_visible = " ".join(htmlmod.unescape(re.sub(r"<[^>]+>", " ", x)) for x in htmls)
    bodies = "\n".join(plain) + "\n" + html_visible + "\n" + "\n".join(alts)
    everything = subject + "\n" + bodies

    otp, link = m.get("otp"), m.get("link")
    kind = m["kind"]
    if kind not in KINDS:
        errs.append("unknown kind " + kind)
    if kind in NULL_KINDS and (otp or link):
        errs.append("null kind with a label")
    if otp is not None:
        written = m.get("written", otp)
        written = [written] if isinstance(written, str) else written
        for w in written:
            if w not in everything:
                errs.append("written code %r not found" % w)
            nw, nl = norm(w), norm(otp)
            if not (nw == nl or (nw.endswith(nl) and nw[: len(nw) - len(nl)].isalpha()
                                 and len(nw) - len(nl) <= 3)):
                errs.append("written %r does not normalise to %r" % (w, otp))
        if kind == "subject_only":
            for w in written + [otp]:
                if w in bodies or norm(w) in norm(bodies):
                    errs.append("subject_only code also in body")
            if not any(w in subject for w in written):
                errs.append("subject_only code not in subject")
        if kind == "alt_text_only":
            if plain:
                errs.append("alt_text_only message has a text/plain part")
            stripped = " ".join(ALT.sub("", x) for x in htmls)
            vis = htmlmod.unescape(stripped)
            for w in written + [otp]:
                if w in vis or norm(w) in norm(vis):
                    errs.append("alt_text_only code visible outside alt")
            if not any(w in a for a in alts for w in written):
                errs.append("alt_text_only code not in an alt")
    if link is not None:
        for u in [link] + list(m.get("link_alt", [])):
            if u not in hrefs and u not in text_urls:
                errs.append("link %r not found as href / text URL" % u)
    elif m.get("link_alt"):
        errs.append("link_alt without link")
    if kind == "lowercase_alnum" and not (otp and otp == otp.lower()):
        errs.append("lowercase_alnum without a lower-case code")
    if kind == "reset_in_code_mail" and (otp is None or link is not None):
        errs.append("reset_in_code_mail must be code / null link")
    return errs


# ---------------------------------------------------------------- messages
# (hand-written data follows, one section per language)

# ================================================================ Japanese (ja)

M(lang="ja", kind="booking_ref", fam=1,
  frm=("そらみちエアライン", "noreply@booking.soramichi-air.example"),
  to=("佐藤 美咲", "misaki.sato@hoshinet.example"),
  subject="【そらみちエアライン】ご予約内容のご案内（予約番号：ＱＸ７Ｔ２Ｍ）",
  date="2025-06-28 10:14:52 +0900",
  charset="ISO-2022-JP", cte="7bit",
  text="""佐藤 美咲 様

このたびは、そらみちエアラインをご利用いただき、誠にありがとうございます。
以下の内容でご予約を承りました。内容に誤りがないか、ご搭乗前に必ずご確認ください。

━━━━━━━━━━━━━━━━━━━━━━
■ご予約内容
━━━━━━━━━━━━━━━━━━━━━━
予約番号　　　　：QX7T2M
航空券番号　　　：771-2405881390
お支払い受付番号：PAY-0719-58204

［往路］
２０２５年７月１９日（土）
SM215便　東京（羽田）08:35発 → 沖縄（那覇）11:30着
座席：23A（窓側）　普通席
運賃種別：スーパーバリュー７５

［復路］
２０２５年７月２２日（火）
SM222便　沖縄（那覇）17:10発 → 東京（羽田）19:35着
座席：18C（通路側）　普通席

ご搭乗者：サトウ　ミサキ　様（大人）

━━━━━━━━━━━━━━━━━━━━━━
■お支払い金額
━━━━━━━━━━━━━━━━━━━━━━
運賃　　　　　　　３１，９６０円
旅客施設使用料　　　２，３２０円
合計　　　　　　　３４，２８０円（税込）
お支払い方法：クレジットカード（末尾 ＊＊＊＊ ８８０２）

■ご搭乗までの流れ
・オンラインチェックインは出発の２４時間前から可能です。
・保安検査場は出発時刻の２０分前までに通過してください。
・お預けのお手荷物は、お一人様２０ｋｇまで無料です。

ご予約の確認・変更は「予約確認」ページで、予約番号と搭乗者のお名前（ローマ字）を
入力して行えます。
https://www.soramichi-air.example/reservation/lookup

※本メールは送信専用アドレスから配信しています。ご返信いただいてもお答えできません。

────────────────────────
そらみちエアライン　予約センター
電話：0570-018-294（ナビダイヤル）　受付時間 8:00〜20:00（年中無休）
〒144-0041 東京都大田区羽田空港三丁目９番１号 ソラミチビル
https://www.soramichi-air.example/
────────────────────────
""")

M(lang="ja", kind="booking_ref", fam=2,
  frm=("たびまど", "reserve@mail.tabimado.example"),
  to=("山本 健太", "k.yamamoto@ringo-net.example"),
  subject="【たびまど】予約が確定しました：ホテル青嵐 京都駅前（2025/10/11 チェックイン）",
  date="2025-08-30 22:03:11 +0900",
  charset="UTF-8", cte="quoted-printable",
  headers=[("List-Unsubscribe", "<https://www.tabimado.example/mail/stop?m=k.yamamoto%40ringo-net.example>")],
  html="""<!DOCTYPE html>
<html lang="ja">
<head><meta charset="UTF-8"><title>予約確定のお知らせ</title></head>
<body style="margin:0;background:#f3f1ec;font-family:'Hiragino Sans','Meiryo',sans-serif;color:#333;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f3f1ec;">
<tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:20px 24px;border-bottom:3px solid #d9822b;">
<img src="https://static.tabimado.example/mail/logo.png" alt="たびまど" width="120" height="32">
</td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.8;">
<p>山本 健太 様</p>
<p>たびまどをご利用いただき、ありがとうございます。<br>下記の宿泊予約が確定しました。当日は予約番号をフロントでお伝えください。</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:14px;">
<tr><th align="left" style="background:#faf6ef;width:34%;border:1px solid #e5ded2;">予約番号</th><td style="border:1px solid #e5ded2;font-weight:bold;">RK3N9W</td></tr>
<tr><th align="left" style="background:#faf6ef;border:1px solid #e5ded2;">施設側確認番号</th><td style="border:1px solid #e5ded2;">22051739</td></tr>
<tr><th align="left" style="background:#faf6ef;border:1px solid #e5ded2;">宿泊施設</th><td style="border:1px solid #e5ded2;">ホテル青嵐 京都駅前</td></tr>
<tr><th align="left" style="background:#faf6ef;border:1px solid #e5ded2;">住所</th><td style="border:1px solid #e5ded2;">〒600-8216 京都府京都市下京区七条通架空町123</td></tr>
<tr><th align="left" style="background:#faf6ef;border:1px solid #e5ded2;">電話番号</th><td style="border:1px solid #e5ded2;">075-000-4182</td></tr>
<tr><th align="left" style="background:#faf6ef;border:1px solid #e5ded2;">チェックイン</th><td style="border:1px solid #e5ded2;">2025年10月11日（土）15:00〜23:00</td></tr>
<tr><th align="left" style="background:#faf6ef;border:1px solid #e5ded2;">チェックアウト</th><td style="border:1px solid #e5ded2;">2025年10月13日（月・祝）〜11:00</td></tr>
<tr><th align="left" style="background:#faf6ef;border:1px solid #e5ded2;">部屋タイプ</th><td style="border:1px solid #e5ded2;">スタンダードツイン（禁煙・18㎡）×1室</td></tr>
<tr><th align="left" style="background:#faf6ef;border:1px solid #e5ded2;">人数</th><td style="border:1px solid #e5ded2;">大人2名</td></tr>
<tr><th align="left" style="background:#faf6ef;border:1px solid #e5ded2;">プラン</th><td style="border:1px solid #e5ded2;">【早割28】素泊まり</td></tr>
<tr><th align="left" style="background:#faf6ef;border:1px solid #e5ded2;">料金合計</th><td style="border:1px solid #e5ded2;">28,600円（税込・宿泊税400円は現地でお支払い）</td></tr>
<tr><th align="left" style="background:#faf6ef;border:1px solid #e5ded2;">お支払い</th><td style="border:1px solid #e5ded2;">現地払い</td></tr>
</table>
<p style="font-size:12px;color:#666;">キャンセル規定：3日前まで無料／2日前 20%／前日 50%／当日・不泊 100%</p>
<p style="text-align:center;margin:28px 0;">
<a href="https://www.tabimado.example/mypage/reservations/RK3N9W?utm_source=mail&amp;utm_campaign=confirm" style="background:#d9822b;color:#fff;padding:12px 32px;text-decoration:none;border-radius:4px;">予約内容の確認・キャンセル</a>
</p>
<p style="font-size:12px;color:#666;">スマートロックの暗証番号は、チェックイン当日の15時以降にSMSでお送りします。</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#faf6ef;font-size:11px;color:#888;line-height:1.7;">
株式会社たびまど　〒530-0001 大阪府大阪市北区梅田架空1-2-3<br>
観光庁長官登録旅行業 第2099号（架空）<br>
お問い合わせ：06-0000-7788（10:00〜19:00）／<a href="https://help.tabimado.example/" style="color:#888;">ヘルプセンター</a><br>
<a href="https://www.tabimado.example/privacy" style="color:#888;">プライバシーポリシー</a>｜<a href="https://www.tabimado.example/mail/stop?m=k.yamamoto%40ringo-net.example" style="color:#888;">お知らせメールの配信停止</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
""")

M(lang="ja", kind="newsletter_numbers", fam=1,
  frm=("まるかご", "order@marukago.example"),
  to=("高橋 翔太", "shota.t@kumo-mail.example"),
  subject="【まるかご】ご注文の商品を発送しました（注文番号：250614-0038817）",
  date="2025-06-16 15:42:08 +0900",
  charset="UTF-8", cte="base64",
  text="""高橋 翔太 様

いつも「まるかご」をご利用いただき、ありがとうございます。
ご注文いただいた商品を本日発送いたしました。

■ご注文番号：250614-0038817
■ご注文日時：2025年6月14日 21:07
■発送日　　：2025年6月16日

■配送業者　：ツバメ運輸
■お問い合わせ伝票番号：4428-1937-6650
　配送状況の確認：https://track.tsubame-unyu.example/?no=442819376650

■お届け先
　〒150-0002 東京都渋谷区渋谷9丁目8番7号 架空ハイツ302
　高橋 翔太 様
　TEL：090-****-4471

■ご注文内容
　[SKU: MK-KT-00412] 鋳物 急須 0.65L（黒）　　　　1点　 6,380円
　[SKU: MK-TW-10877] 綿100% フェイスタオル 3枚組　2点　 3,960円
　------------------------------------------------
　小計　　　　　10,340円
　送料　　　　　　　 0円（5,000円以上で無料）
　クーポン割引　　－500円
　合計　　　　　 9,840円（うち消費税 894円）
　獲得予定ポイント　98pt（7月1日付与予定）

お届けまで2〜3日ほどかかる場合がございます。
ご不在の場合は、配送業者の不在票に従って再配達をご依頼ください。

────────────────────
まるかご カスタマーサポート
support@marukago.example ／ TEL 0120-000-962（平日10:00〜18:00）
〒460-0008 愛知県名古屋市中区栄架空町4-5-6
────────────────────
""",
  html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head>
<body style="font-family:sans-serif;font-size:14px;color:#222;">
<div style="max-width:640px;margin:0 auto;">
<h2 style="color:#c0392b;border-bottom:2px solid #c0392b;padding-bottom:6px;">商品を発送しました</h2>
<p>高橋 翔太 様</p>
<p>いつも「まるかご」をご利用いただき、ありがとうございます。<br>ご注文いただいた商品を本日発送いたしました。</p>
<table cellpadding="6" style="border-collapse:collapse;">
<tr><td style="color:#666;">ご注文番号</td><td>250614-0038817</td></tr>
<tr><td style="color:#666;">ご注文日時</td><td>2025年6月14日 21:07</td></tr>
<tr><td style="color:#666;">発送日</td><td>2025年6月16日</td></tr>
<tr><td style="color:#666;">配送業者</td><td>ツバメ運輸</td></tr>
<tr><td style="color:#666;">お問い合わせ伝票番号</td><td><a href="https://track.tsubame-unyu.example/?no=442819376650">4428-1937-6650</a></td></tr>
<tr><td style="color:#666;">お届け先</td><td>〒150-0002 東京都渋谷区渋谷9丁目8番7号 架空ハイツ302<br>高橋 翔太 様（TEL 090-****-4471）</td></tr>
</table>
<h3 style="font-size:15px;margin-top:24px;">ご注文内容</h3>
<table width="100%" cellpadding="6" style="border-collapse:collapse;border-top:1px solid #ddd;">
<tr style="background:#f7f7f7;"><th align="left">商品</th><th>数量</th><th align="right">金額</th></tr>
<tr><td>鋳物 急須 0.65L（黒）<br><small style="color:#888;">SKU: MK-KT-00412</small></td><td align="center">1</td><td align="right">6,380円</td></tr>
<tr><td>綿100% フェイスタオル 3枚組<br><small style="color:#888;">SKU: MK-TW-10877</small></td><td align="center">2</td><td align="right">3,960円</td></tr>
<tr><td colspan="2" align="right">小計</td><td align="right">10,340円</td></tr>
<tr><td colspan="2" align="right">送料</td><td align="right">0円</td></tr>
<tr><td colspan="2" align="right">クーポン割引</td><td align="right">－500円</td></tr>
<tr><td colspan="2" align="right"><b>合計</b></td><td align="right"><b>9,840円</b></td></tr>
</table>
<p style="font-size:12px;color:#666;">うち消費税 894円／獲得予定ポイント 98pt（7月1日付与予定）</p>
<p style="font-size:12px;color:#999;border-top:1px solid #eee;padding-top:12px;">まるかご カスタマーサポート　<a href="mailto:support@marukago.example">support@marukago.example</a>　TEL 0120-000-962（平日10:00〜18:00）<br>〒460-0008 愛知県名古屋市中区栄架空町4-5-6</p>
</div>
</body></html>
""")

M(lang="ja", kind="newsletter_numbers", fam=2,
  frm=("ひなた電力", "info@hinata-denryoku.example"),
  to=("鈴木 一郎", "ichiro.suzuki@asahi-net.example"),
  subject="【ひなた電力】２０２５年５月分 電気料金のお知らせ",
  date="2025-06-03 09:00:00 +0900",
  charset="Shift_JIS", cte="8bit",
  text="""鈴木 一郎 様

いつもひなた電力をご利用いただき、ありがとうございます。
２０２５年５月分の電気料金が確定しましたので、お知らせいたします。

ご契約名義　　　：鈴木 一郎 様
お客さま番号　　：01-2345-6789-00
供給地点特定番号：03 0011 1234 5678 9012 34
ご契約プラン　　：ひなたスタンダードＳ（３０Ａ）
ご使用期間　　　：４月２５日〜５月２６日（３２日間）
ご使用量　　　　：２８７ｋＷｈ（前年同月 ３０２ｋＷｈ）

ご請求金額　　　：８，４１２円（うち消費税等相当額 ７６４円）
　基本料金　　　　　　　　　　　　　８５８円
　電力量料金　　　　　　　　　　７，１０６円
　燃料費等調整額　　　　　　　　　▲２３６円
　再生可能エネルギー発電促進賦課金　６８４円

お支払い方法　　：口座振替（６月２６日 振替予定）
次回検針予定日　：６月２５日

くわしい内訳や過去２４か月分のご使用量は、マイページでご確認いただけます。
https://my.hinata-denryoku.example/

■今月の節電のヒント
エアコンの冷房設定温度を１℃上げると、消費電力を約１３％削減できるといわれています。

※このメールは送信専用アドレスからお送りしています。
※メールの配信を希望されない場合は、マイページの「お知らせ設定」から変更できます。

ひなた電力株式会社　お客さまセンター
フリーダイヤル ０１２０−１１２−４５６（９:００〜１７:００　日祝・年末年始を除く）
〒８１０−０００１ 福岡県福岡市中央区天神架空２丁目１０番１号
""")

M(lang="ja", kind="newsletter_numbers", fam=3,
  frm=("週刊テックのたね", "news@technotane.example"),
  to="reader-0412@kumo-mail.example",
  subject="週刊テックのたね　第248号｜夏のセール最大30%OFF、新刊5冊",
  date="2025-07-01 07:30:00 +0900",
  charset="ISO-2022-JP", cte="7bit",
  headers=[("List-Unsubscribe", "<https://technotane.example/newsletter/unsubscribe?id=r0412>"),
           ("Precedence", "bulk")],
  text="""━━━━━━━━━━━━━━━━━━━━━━━━━━
　週刊テックのたね　第２４８号（２０２５年７月１日発行）
━━━━━━━━━━━━━━━━━━━━━━━━━━

こんにちは、テックのたね編集部です。
今週は、夏のセールのお知らせと新刊５冊のご紹介をお届けします。

■目次
１．夏のセール　最大３０％ＯＦＦ（７／１４まで）
２．今月の新刊
３．オンライン勉強会のお知らせ（７／２６）

────────────────────────────
１．夏のセール　最大３０％ＯＦＦ
────────────────────────────
期間：７月１日（火）〜７月１４日（月）２３：５９
電子書籍の既刊１，２００点以上が対象です。
さらに、クーポンコード「TANE2025」をご入力いただくと、
税込５，０００円以上のご注文が５００円引きになります（お一人様１回限り）。
https://technotane.example/sale/2025summer

────────────────────────────
２．今月の新刊
────────────────────────────
・『はじめての分散システム』　定価３，５２０円（本体３，２００円＋税）
　ISBN 978-4-0000-1234-5　３２０ページ
・『実践 型安全なWeb API設計』　定価２，９７０円
　ISBN 978-4-0000-1240-6
・『データベース内部構造入門　第２版』　定価４，１８０円
・『３０日でわかるネットワーク』　定価２，４２０円
・『現場のログ設計』　定価３，０８０円

────────────────────────────
３．オンライン勉強会
────────────────────────────
日時：７月２６日（土）１４：００〜１６：００
定員：３００名（参加費無料・事前登録制）
申込：https://technotane.example/events/0726

※本メールは、テックのたね会員登録時にメールマガジンの受信を希望された方にお送りしています。
配信停止：https://technotane.example/newsletter/unsubscribe?id=r0412
発行：株式会社たね出版　〒101-0051 東京都千代田区神田神保町架空１−２３
""",
  html="""<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=ISO-2022-JP"></head>
<body bgcolor="#ffffff">
<table width="580" align="center" cellpadding="0" cellspacing="0">
<tr><td bgcolor="#2b6e4f" style="padding:14px;color:#ffffff;font-size:18px;"><b>週刊テックのたね</b>　第２４８号</td></tr>
<tr><td style="padding:16px;font-size:14px;line-height:1.7;">
<p>こんにちは、テックのたね編集部です。<br>今週は、夏のセールのお知らせと新刊５冊のご紹介をお届けします。</p>
<h3 style="color:#2b6e4f;">夏のセール　最大３０％ＯＦＦ</h3>
<p>期間：７月１日（火）〜７月１４日（月）２３：５９<br>
電子書籍の既刊１，２００点以上が対象です。<br>
クーポンコード <b style="font-size:16px;">TANE2025</b> で、税込５，０００円以上のご注文が５００円引き（お一人様１回限り）。</p>
<p><a href="https://technotane.example/sale/2025summer?utm_source=nl248">セール会場へ</a></p>
<h3 style="color:#2b6e4f;">今月の新刊</h3>
<ul>
<li>『はじめての分散システム』定価３，５２０円（ISBN 978-4-0000-1234-5）</li>
<li>『実践 型安全なWeb API設計』定価２，９７０円（ISBN 978-4-0000-1240-6）</li>
<li>『データベース内部構造入門　第２版』定価４，１８０円</li>
<li>『３０日でわかるネットワーク』定価２，４２０円</li>
<li>『現場のログ設計』定価３，０８０円</li>
</ul>
<h3 style="color:#2b6e4f;">オンライン勉強会（７／２６）</h3>
<p>７月２６日（土）１４：００〜１６：００　定員３００名・参加無料<br>
<a href="https://technotane.example/events/0726?utm_source=nl248">お申し込みはこちら</a></p>
</td></tr>
<tr><td style="padding:12px 16px;font-size:11px;color:#777777;border-top:1px solid #dddddd;">
配信停止は<a href="https://technotane.example/newsletter/unsubscribe?id=r0412">こちら</a>　発行：株式会社たね出版
〒101-0051 東京都千代田区神田神保町架空１−２３
</td></tr>
</table>
<img src="https://technotane.example/nl/open.gif?id=r0412&amp;n=248" width="1" height="1" alt="">
</body>
</html>
""")

M(lang="ja", kind="username_digits", fam=1,
  frm=("ミナトクラフト", "notify@minato-craft.example"),
  to="taro_1984@kumo-mail.example",
  subject="【ミナトクラフト】taro_1984さんの参加スレッドに新しい返信が3件あります",
  date="2025-06-04 08:05:31 +0900",
  charset="UTF-8", cte="quoted-printable",
  text="""taro_1984 さん、こんにちは。

あなたが参加しているスレッド「木製スツールの脚がぐらつく件（#40817）」に
新しい返信が３件あります。

・hina.diy さん（2025/06/03 22:14）
　「ホゾ穴に木工用ボンドを入れて、一晩クランプで固定すると直りますよ」
・kousaku_77 さん（2025/06/03 23:02）
　「うちは M6 の鬼目ナットに替えました。部品代 480円くらいです」
・mokume2020 さん（2025/06/04 07:45）
　「写真 3 枚目の角度だと、脚の長さが 2mm くらい違いませんか？」

スレッドを見る：
https://minato-craft.example/t/40817?utm_source=mail&utm_medium=notify

―― あなたのアカウント ――
ユーザー名：taro_1984
会員ID　　：10482291
レベル　　：37（次のレベルまで 1,250 pt）
今月もらった「いいね」：128

通知メールの設定を変更する：
https://minato-craft.example/settings/notifications

ミナトクラフト運営事務局
このメールに返信しても、相手には届きません。
""")

M(lang="ja", kind="username_digits", fam=2,
  frm=("ことのはノート", "no-reply@kotonoha-note.example"),
  to="kenji0721@ringo-net.example",
  subject="【ことのはノート】ログイン確認コードのお知らせ",
  date="2025-09-02 08:41:27 +0900",
  charset="UTF-8", cte="8bit",
  otp="517302", written=["５１７３０２", "517302"],
  text="""kenji0721 様

ことのはノートをご利用いただきありがとうございます。
新しい端末からのログインを受け付けました。
ログインを完了するには、次の確認コードを入力してください。

確認コード：５１７３０２

※有効期限は発行から１０分間です。
※当社の社員やサポート担当がコードをお尋ねすることはありません。

ログイン情報
　アカウント　　：kenji0721
　会員番号　　　：0087-1122-0456
　日時　　　　　：2025年9月2日 08:41
　端末　　　　　：Windows / Chrome
　おおよその場所：日本・神奈川県

お心当たりがない場合は、このメールを破棄してください。
第三者にコードを教えない限り、アカウントは安全です。

──────────
ことのはノート サポートデスク
https://help.kotonoha-note.example/
""",
  html="""<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"></head>
<body style="background:#fbfaf7;font-family:sans-serif;color:#2d2d2d;">
<div style="max-width:520px;margin:24px auto;background:#fff;border:1px solid #ebe7df;border-radius:8px;padding:28px;">
<p style="font-size:13px;color:#8a8172;margin:0 0 16px;">ことのはノート</p>
<p>kenji0721 様</p>
<p>新しい端末からのログインを受け付けました。ログインを完了するには、次の確認コードを入力してください。</p>
<div style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;background:#f4f1ea;padding:16px;border-radius:6px;margin:20px 0;">517302</div>
<p style="font-size:12px;color:#777;">有効期限は発行から10分間です。当社の社員やサポート担当がコードをお尋ねすることはありません。</p>
<table style="font-size:12px;color:#555;margin-top:16px;">
<tr><td>アカウント</td><td>kenji0721</td></tr>
<tr><td>会員番号</td><td>0087-1122-0456</td></tr>
<tr><td>日時</td><td>2025年9月2日 08:41</td></tr>
<tr><td>端末</td><td>Windows / Chrome</td></tr>
<tr><td>おおよその場所</td><td>日本・神奈川県</td></tr>
</table>
<p style="font-size:12px;color:#777;">お心当たりがない場合は、このメールを破棄してください。</p>
<p style="font-size:11px;color:#aaa;"><a href="https://help.kotonoha-note.example/" style="color:#aaa;">ヘルプ</a></p>
</div>
</body></html>
""")

M(lang="ja", kind="new_and_old_code", fam=1,
  frm=("やまびこ銀行", "otp@direct.yamabiko-bank.example"),
  to="h.ogawa@asahi-net.example",
  subject="【やまびこ銀行】ワンタイムパスワード再発行のお知らせ",
  date="2025-11-05 14:22:40 +0900",
  charset="ISO-2022-JP", cte="7bit",
  otp="366507", written="３６６５０７",
  text="""小川 春香 様

やまびこ銀行ダイレクトをご利用いただき、ありがとうございます。

お客さまのご依頼により、ワンタイムパスワードを再発行しました。
先ほどお送りしたワンタイムパスワード（８４２０１９）は、再発行に伴い無効となりました。

新しいワンタイムパスワード：３６６５０７

有効期限：２０２５年１１月５日　１４時３２分まで

画面の案内にしたがって、上記の新しいワンタイムパスワードを入力してください。

ご契約者番号（下４桁）：＊＊＊＊３３０８
お手続き内容　　　　　：振込先口座の登録

――――――――――――――――――――――――――――――
■お心当たりのない場合
ただちに下記までご連絡ください。
やまびこ銀行　ダイレクトバンキングセンター
０１２０−３９８−０１５（平日９時〜２１時／土日祝９時〜１７時）

やまびこ銀行が、メールや電話でお客さまの暗証番号・パスワードを
お尋ねすることは一切ございません。
――――――――――――――――――――――――――――――
株式会社やまびこ銀行　登録金融機関　架空財務局長（登金）第９９号
""")

M(lang="ja", kind="several_codes", fam=1,
  frm=("ツムギID", "security@id.tsumugi.example"),
  to="nakamura.rio@hoshinet.example",
  subject="【ツムギID】２段階認証の設定を完了してください",
  date="2025-10-19 21:48:03 +0900",
  charset="UTF-8", cte="base64",
  otp="704218", written="７０４ ２１８",
  text="""ツムギID をご利用いただきありがとうございます。

２段階認証の設定を開始しました。設定はまだ完了していません。
設定画面に戻り、「確認コード」欄に次の６桁を入力してください。

▼ 今すぐ入力する確認コード
　　７０４ ２１８
　（有効期限：１５分）

▼ バックアップコード（いまは入力しないでください）
スマートフォンを紛失したときなどに、確認コードの代わりに使えます。
各コードは１回だけ使用できます。印刷するか、安全な場所に保管してください。

　3948 2201　　5170 6643
　8812 0937　　2269 4510
　6603 1185　　4471 9028
　0395 7762　　9134 5806

このメールに心当たりがない場合は、ツムギID のセキュリティ設定
https://id.tsumugi.example/security
からパスワードを変更してください。

ツムギID サポート
""",
  html="""<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>２段階認証</title></head>
<body style="font-family:sans-serif;background:#eef2f5;margin:0;padding:24px 0;">
<table align="center" width="560" style="background:#fff;border-radius:6px;" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px 28px;font-size:14px;line-height:1.8;color:#1f2933;">
<p style="font-size:18px;font-weight:bold;margin-top:0;">２段階認証の設定を完了してください</p>
<p>設定はまだ完了していません。設定画面に戻り、「確認コード」欄に次の６桁を入力してください。</p>
<p style="margin:0;font-size:12px;color:#52606d;">今すぐ入力する確認コード</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;margin:4px 0 0;">７０４ ２１８</p>
<p style="font-size:12px;color:#52606d;margin-top:0;">有効期限：１５分</p>
<hr style="border:none;border-top:1px solid #e4e7eb;margin:24px 0;">
<p style="margin-bottom:4px;"><b>バックアップコード</b>（いまは入力しないでください）</p>
<p style="font-size:12px;color:#52606d;margin-top:0;">スマートフォンを紛失したときなどに、確認コードの代わりに使えます。各コードは１回だけ使用できます。</p>
<table style="font-family:monospace;font-size:15px;" cellpadding="4">
<tr><td>3948 2201</td><td>5170 6643</td></tr>
<tr><td>8812 0937</td><td>2269 4510</td></tr>
<tr><td>6603 1185</td><td>4471 9028</td></tr>
<tr><td>0395 7762</td><td>9134 5806</td></tr>
</table>
<p style="font-size:12px;color:#7b8794;margin-top:24px;">心当たりがない場合は、<a href="https://id.tsumugi.example/security">セキュリティ設定</a>からパスワードを変更してください。</p>
</td></tr>
</table>
</body></html>
""")

M(lang="ja", kind="prefix_code", fam=1,
  frm=("かもめPay", "noreply@kamome-pay.example"),
  to="yuta.mori@ringo-net.example",
  subject="【かもめPay】本人確認のための認証番号",
  date="2025-12-03 19:26:44 +0900",
  charset="UTF-8", cte="8bit",
  otp="481903", written="K-481903",
  text="""かもめPayをご利用いただきありがとうございます。

お支払い用パスコードの再設定にあたり、ご本人確認を行います。
以下の認証番号をアプリに入力してください。

　認証番号：K-481903

※入力時は先頭の「K-」を除いた数字６桁のみを入力してください。
※認証番号の有効期限は５分です。

受付日時：2025/12/03 19:26
受付番号：20251203-77410

本メールにお心当たりのない場合は、お手数ですが
かもめPayサポートデスク（050-0000-3321／24時間受付）までご連絡ください。

かもめPay株式会社
https://kamome-pay.example/
""")

M(lang="ja", kind="lowercase_alnum", fam=1,
  frm=("フォトリウム", "hello@photorium.example"),
  to="aoi.fujita@kumo-mail.example",
  subject="フォトリウムへのログイン",
  date="2025-05-21 23:12:09 +0900",
  charset="UTF-8", cte="quoted-printable",
  otp="r4n8w2hc",
  link="https://photorium.example/auth/magic?token=Yk3pQ8vR2mTz9LwX&uid=55820",
  text="""こんにちは

フォトリウムにログインするには、下のリンクを開くか、
ログイン画面に次のコードを入力してください。

ログインする：
https://photorium.example/auth/magic?token=Yk3pQ8vR2mTz9LwX&uid=55820

ログインコード：r4n8w2hc

リンクとコードの有効期限は３０分で、どちらか一方を１回だけ使用できます。
このメールに覚えがない場合は、無視していただいて問題ありません。

フォトリウム
https://photorium.example/
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:-apple-system,'Hiragino Kaku Gothic ProN',sans-serif;color:#111;">
<div style="max-width:480px;margin:32px auto;text-align:center;">
<img src="https://photorium.example/img/mail-logo@2x.png" width="40" height="40" alt="フォトリウム">
<h1 style="font-size:20px;">フォトリウムにログイン</h1>
<p>下のボタンを押すか、ログイン画面にコードを入力してください。</p>
<p><a href="https://photorium.example/auth/magic?token=Yk3pQ8vR2mTz9LwX&amp;uid=55820" style="display:inline-block;background:#111;color:#fff;padding:12px 28px;border-radius:24px;text-decoration:none;">ログインする</a></p>
<p style="color:#666;font-size:13px;">または、このコードを入力：</p>
<p style="font-family:Menlo,monospace;font-size:24px;letter-spacing:3px;">r4n8w2hc</p>
<p style="color:#999;font-size:12px;">リンクとコードの有効期限は30分です。覚えがない場合は、このメールを無視してください。</p>
</div>
</body></html>
""")

M(lang="ja", kind="no_code_word", fam=1,
  frm=("あおば薬局 アプリ事務局", "app@aoba-yakkyoku.example"),
  to="m.kato@asahi-net.example",
  subject="メールアドレスのご確認",
  date="2025-04-08 11:03:57 +0900",
  charset="Shift_JIS", cte="8bit",
  otp="291648", written="２９１ ６４８",
  text="""あおば薬局 お薬手帳アプリにご登録いただき、ありがとうございます。

メールアドレスの確認を行います。
アプリの登録画面に戻り、次の６桁の数字を入力してください。

　　２９１ ６４８

この数字は３０分間有効です。
有効期限が切れた場合は、アプリの「再送信」ボタンから、もう一度お手続きください。

お心当たりのない場合は、お手数ですがこのメールを削除してください。

※このメールは送信専用アドレスからお送りしています。
―――――――――――――――――――――
あおば薬局　お薬手帳アプリ事務局
電話：０３−００００−５５１２（平日１０時〜１８時）
〒１６０−００２２　東京都新宿区新宿架空３−４−５
―――――――――――――――――――――
""")

M(lang="ja", kind="alt_text_only", fam=1,
  frm=("ゆうやけTV", "account@yuyake-tv.example"),
  to="s.inoue@hoshinet.example",
  subject="【ゆうやけTV】ログイン認証のお知らせ",
  date="2025-08-14 20:17:35 +0900",
  charset="UTF-8", cte="base64",
  otp="603915", written="603915",
  html="""<!DOCTYPE html>
<html lang="ja">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#1b1b1f;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#1b1b1f;">
<tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#26262c;border-radius:10px;color:#f2f2f2;font-family:sans-serif;">
<tr><td style="padding:28px 32px 8px;"><img src="https://img.yuyake-tv.example/brand/logo-white.png" alt="ゆうやけTV" width="132" height="28"></td></tr>
<tr><td style="padding:8px 32px;font-size:14px;line-height:1.8;">
<p>ゆうやけTVをご利用いただきありがとうございます。</p>
<p>テレビまたはアプリのログイン画面に、下の画像に表示されている認証コードを入力してください。</p>
</td></tr>
<tr><td align="center" style="padding:12px 32px 20px;">
<img src="https://img.yuyake-tv.example/otp/7f3a91c2e0.png" alt="認証コード：603915" width="240" height="64" style="display:block;border:0;">
</td></tr>
<tr><td style="padding:0 32px 24px;font-size:12px;color:#a9a9b3;line-height:1.7;">
有効期限は10分です。お心当たりがない場合は、このメールを破棄してください。<br>
ゆうやけTV カスタマーセンター 0120-000-481（10:00〜18:00）<br>
<a href="https://www.yuyake-tv.example/help" style="color:#a9a9b3;">ヘルプ</a>　<a href="https://www.yuyake-tv.example/privacy" style="color:#a9a9b3;">個人情報の取り扱い</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
""")

M(lang="ja", kind="magic_link", fam=1,
  frm=("ルミナ会計", "noreply@mail.lumina-kaikei.example"),
  to="keiri@hoshizora-design.example",
  subject="ルミナ会計へのログインリンク",
  date="2025-03-11 09:02:16 +0900",
  charset="UTF-8", cte="quoted-printable",
  headers=[("List-Unsubscribe", "<https://t.mail.lumina-kaikei.example/u/eJxNjEsOgjAQQK9C>")],
  link="https://t.mail.lumina-kaikei.example/c/eJyNkM1OwzAQhO88hbVnkjhpSpv?u=https%3A%2F%2Fapp.lumina-kaikei.example%2Flogin%2Flink%3Ftoken%3Dlk_9QmT4vXb2RzP8wYc%26redirect%3D%252Fdashboard&sig=3f9c2a71",
  link_alt=["https://app.lumina-kaikei.example/login/link?token=lk_9QmT4vXb2RzP8wYc&redirect=%2Fdashboard"],
  text="""ルミナ会計

ログインリンクをお送りします。

以下のURLを開くと、パスワードを入力せずにルミナ会計にログインできます。
このリンクは１５分間、１回だけ有効です。

https://app.lumina-kaikei.example/login/link?token=lk_9QmT4vXb2RzP8wYc&redirect=%2Fdashboard

リクエスト日時：2025年3月11日 9:02
事業所：ほしぞらデザイン合同会社（事業所ID 40031287）

このリクエストに心当たりがない場合は、次のページからご報告ください。
https://app.lumina-kaikei.example/security/report?r=9QmT4vXb

ヘルプセンター：https://support.lumina-kaikei.example/
ルミナ会計株式会社　〒105-0011 東京都港区芝公園架空4-4-4
""",
  html="""<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>ログインリンク</title></head>
<body style="margin:0;background:#f5f7fa;font-family:'Noto Sans JP',sans-serif;">
<div style="text-align:center;font-size:11px;color:#9aa5b1;padding:8px;">メールが正しく表示されない場合は<a href="https://t.mail.lumina-kaikei.example/v/eJxLzs8rzs9RKMnMS1fIL0rNzVEoLi1OzcsBAGyeCNY" style="color:#9aa5b1;">ブラウザで表示</a></div>
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:4px solid #3d5afe;">
<tr><td style="padding:32px 36px;font-size:14px;line-height:1.8;color:#243b53;">
<img src="https://static.lumina-kaikei.example/mail/logo.png" alt="ルミナ会計" width="140" height="30">
<h1 style="font-size:20px;margin:24px 0 8px;">ログインリンクをお送りします</h1>
<p>下のボタンを押すと、パスワードを入力せずにルミナ会計にログインできます。このリンクは15分間、1回だけ有効です。</p>
<p style="text-align:center;margin:28px 0;"><a href="https://t.mail.lumina-kaikei.example/c/eJyNkM1OwzAQhO88hbVnkjhpSpv?u=https%3A%2F%2Fapp.lumina-kaikei.example%2Flogin%2Flink%3Ftoken%3Dlk_9QmT4vXb2RzP8wYc%26redirect%3D%252Fdashboard&amp;sig=3f9c2a71" style="background:#3d5afe;color:#fff;text-decoration:none;padding:14px 36px;border-radius:6px;font-weight:bold;">ルミナ会計にログイン</a></p>
<p style="font-size:12px;color:#627d98;">リクエスト日時：2025年3月11日 9:02<br>事業所：ほしぞらデザイン合同会社（事業所ID 40031287）</p>
<p style="font-size:12px;color:#627d98;">心当たりがない場合は、<a href="https://t.mail.lumina-kaikei.example/c/eJyNkM1OwzAQhO88hbVnkjhpSpw?u=https%3A%2F%2Fapp.lumina-kaikei.example%2Fsecurity%2Freport%3Fr%3D9QmT4vXb&amp;sig=77b0e1d4">こちらからご報告ください</a>。</p>
</td></tr>
<tr><td style="padding:20px 36px;background:#f0f4f8;font-size:11px;color:#829ab1;line-height:1.7;">
<a href="https://t.mail.lumina-kaikei.example/c/eJyNkM1OwzAQhO88hbVnkjhpSpx?u=https%3A%2F%2Fsupport.lumina-kaikei.example%2F&amp;sig=0c41aa9e" style="color:#829ab1;">ヘルプセンター</a>　｜　<a href="https://www.lumina-kaikei.example/privacy" style="color:#829ab1;">プライバシーポリシー</a>　｜　<a href="https://t.mail.lumina-kaikei.example/u/eJxNjEsOgjAQQK9C" style="color:#829ab1;">お知らせメールの配信設定</a><br>
ルミナ会計株式会社　〒105-0011 東京都港区芝公園架空4-4-4
</td></tr>
</table>
<img src="https://t.mail.lumina-kaikei.example/o/eJxNjEsOgjAQQK9C.gif" width="1" height="1" alt="" style="display:none;">
</body></html>
""")

# ================================================================ Chinese (zh: simplified and traditional)

M(lang="zh", kind="booking_ref", fam=1,
  frm=("青鸾航空", "service@e.qingluan-air.example"),
  to=("陈思远", "chensiyuan@ymail-cn.example"),
  subject="【青鸾航空】出票成功：QL8813 上海浦东—成都天府 08月03日",
  date="2025-07-21 16:08:44 +0800",
  charset="GBK", cte="base64",
  text="""尊敬的 陈思远 先生：

您好！感谢您选择青鸾航空。您的机票已出票成功，行程信息如下：

订单号：1208845573
旅客订座记录编号（PNR）：MZ4Q7T
电子客票号：880-2197745310

航班：QL8813
日期：2025年08月03日（星期日）
出发：上海浦东国际机场 T2  07:45
到达：成都天府国际机场 T1  10:55
舱位：经济舱（Y）
座位：32K
行李额：免费托运 20KG；随身行李 1 件，不超过 5KG

费用明细：
  票价          ￥1,260.00
  机场建设费      ￥50.00
  燃油附加费      ￥20.00
  合计          ￥1,330.00
支付方式：银行卡（尾号 6621），交易流水号 20250721160812993401

温馨提示：
1. 国内航班于起飞前 40 分钟停止办理乘机手续，请预留充足时间。
2. 网上值机于起飞前 24 小时开放，登录 https://www.qingluan-air.example/checkin 输入票号或 PNR 即可办理。
3. 如需改签或退票，请拨打客服热线 400-888-0131（24小时）。

此邮件由系统自动发送，请勿直接回复。
青鸾航空股份有限公司  上海市长宁区青鸾路 188 号  邮编 200335
""")

M(lang="zh", kind="booking_ref", fam=2,
  frm=("食刻訂位", "booking@shike.example"),
  to=("林雅婷", "yating.lin@hinet-mail.example"),
  subject="【食刻訂位】訂位成功通知｜山嵐割烹 信義店 9/14（日）18:30",
  date="2025-08-30 21:15:02 +0800",
  charset="Big5", cte="base64",
  html="""<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=big5"><title>訂位成功通知</title></head>
<body style="font-family:'Microsoft JhengHei',sans-serif;font-size:15px;color:#333;background:#fafafa;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #eeeeee;">
<tr><td style="background:#8c2f39;color:#ffffff;padding:16px 24px;font-size:20px;">食刻訂位</td></tr>
<tr><td style="padding:24px;line-height:1.8;">
<p>林雅婷 您好：</p>
<p>您在「山嵐割烹 信義店」的訂位已確認，期待您的光臨！</p>
<table cellpadding="6" cellspacing="0" style="border:1px solid #e6e6e6;width:100%;">
<tr><td style="color:#888888;width:30%;">訂位代號</td><td><b>R8K2QD</b></td></tr>
<tr><td style="color:#888888;">日期</td><td>2025/09/14（日）</td></tr>
<tr><td style="color:#888888;">時間</td><td>18:30（用餐時間 120 分鐘）</td></tr>
<tr><td style="color:#888888;">人數</td><td>大人 4 位、兒童 1 位（兒童椅 1 張）</td></tr>
<tr><td style="color:#888888;">座位</td><td>包廂 A12</td></tr>
<tr><td style="color:#888888;">訂金</td><td>NT$1,000（2025/08/30 21:14 以信用卡末四碼 3921 付款）</td></tr>
<tr><td style="color:#888888;">備註</td><td>慶生，蛋糕寫字「阿嬤 80 歲生日快樂」</td></tr>
</table>
<p style="margin-top:20px;">餐廳地址：110 台北市信義區松仁路 999 號 3 樓<br>
餐廳電話：(02) 2700-0000</p>
<p style="font-size:13px;color:#888888;">取消規定：用餐日 3 天前取消，訂金全額退還；之後取消恕不退還。保留座位 15 分鐘，逾時將視為取消。</p>
<p style="text-align:center;"><a href="https://www.shike.example/booking/R8K2QD?ref=mail" style="background:#8c2f39;color:#ffffff;padding:10px 28px;text-decoration:none;">查看或修改訂位</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:12px;color:#999999;border-top:1px solid #eeeeee;">
食刻股份有限公司｜客服信箱 help@shike.example｜客服電話 (02) 8700-1234（週一至週五 10:00-18:00）<br>
<a href="https://www.shike.example/privacy">隱私權政策</a>　<a href="https://www.shike.example/mail/unsubscribe?u=yl8821">取消訂閱優惠通知</a>
</td></tr>
</table>
</body>
</html>
""")

M(lang="zh", kind="newsletter_numbers", fam=1,
  frm=("好物集市", "notice@haowu-jishi.example"),
  to=("张晓雨", "xiaoyu.zhang@ymail-cn.example"),
  subject="您的订单已发货｜订单编号 2025061812345678",
  date="2025-06-19 09:31:26 +0800",
  charset="UTF-8", cte="base64",
  text="""亲爱的 张晓雨：

您在好物集市购买的商品已发货，请注意查收。

订单编号：2025061812345678
下单时间：2025-06-18 20:41:09
物流公司：迅达快递
运单号：XD1429387765012
收货地址：广东省深圳市南山区科技园南区 创智大厦 B座 1203（邮编 518057）
收货人：张晓雨 138****5521

商品清单：
1. 无线降噪耳机 Pro（曜石黑）  SKU: HW-EP-20931  ×1  ￥299.00
2. 耳机保护套 硅胶款（雾蓝）  SKU: HW-AC-00418  ×2  ￥39.80

商品合计：￥338.80
运费：￥0.00
满300减30：-￥30.00
实付金额：￥308.80
本单获得积分：+308（有效期至 2026-12-31）

预计送达：6月20日（周五）
查看物流：https://www.haowu-jishi.example/order/2025061812345678/track

如有疑问，请联系在线客服或拨打 400-661-2025（9:00-21:00）。
好物集市 · 深圳好物集市电子商务有限公司
""",
  html="""<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f2f2;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<div style="max-width:600px;margin:0 auto;background:#fff;">
<div style="background:#ff5a1f;color:#fff;padding:18px 24px;font-size:18px;">好物集市 · 发货通知</div>
<div style="padding:20px 24px;font-size:14px;color:#333;line-height:1.8;">
<p>亲爱的 张晓雨：</p>
<p>您在好物集市购买的商品已发货，请注意查收。</p>
<p style="background:#fff7f2;padding:12px;border-left:3px solid #ff5a1f;">
订单编号：2025061812345678<br>
下单时间：2025-06-18 20:41:09<br>
物流公司：迅达快递　运单号：XD1429387765012<br>
预计送达：6月20日（周五）</p>
<p>收货地址：广东省深圳市南山区科技园南区 创智大厦 B座 1203（邮编 518057）<br>收货人：张晓雨 138****5521</p>
<table width="100%" cellpadding="6" style="border-collapse:collapse;font-size:13px;">
<tr style="background:#fafafa;"><td>商品</td><td>数量</td><td align="right">单价</td></tr>
<tr><td>无线降噪耳机 Pro（曜石黑）<br><span style="color:#999;">SKU: HW-EP-20931</span></td><td>×1</td><td align="right">￥299.00</td></tr>
<tr><td>耳机保护套 硅胶款（雾蓝）<br><span style="color:#999;">SKU: HW-AC-00418</span></td><td>×2</td><td align="right">￥39.80</td></tr>
</table>
<p style="text-align:right;">商品合计 ￥338.80　运费 ￥0.00　满300减30 -￥30.00<br><b style="color:#ff5a1f;font-size:16px;">实付 ￥308.80</b><br><span style="color:#999;font-size:12px;">本单获得积分 +308（有效期至 2026-12-31）</span></p>
<p style="text-align:center;"><a href="https://www.haowu-jishi.example/order/2025061812345678/track" style="display:inline-block;background:#ff5a1f;color:#fff;padding:10px 30px;border-radius:20px;text-decoration:none;">查看物流</a></p>
</div>
<div style="padding:14px 24px;font-size:12px;color:#aaa;background:#fafafa;">客服热线 400-661-2025（9:00-21:00）· 深圳好物集市电子商务有限公司</div>
</div>
</body></html>
""")

M(lang="zh", kind="newsletter_numbers", fam=2,
  frm=("信泰銀行", "ebill@estatement.xintai-bank.example"),
  to=("黃柏翰", "bohan.huang@hinet-mail.example"),
  subject="信泰銀行信用卡 2025年06月 電子帳單通知",
  date="2025-07-06 06:12:00 +0800",
  charset="Big5", cte="8bit",
  text="""親愛的 黃柏翰 先生 您好：

感謝您使用信泰銀行信用卡，您 2025 年 06 月份之電子帳單已產生，摘要如下：

　帳單結帳日　　：2025/07/05
　繳款截止日　　：2025/07/25
　本期應繳總金額：NT$12,483
　本期最低應繳　：NT$1,249
　信用額度　　　：NT$150,000
　卡號末四碼　　：4417

【繳款方式】
1. 自動扣繳：本行帳戶 0123-456-789012（已設定者將於截止日自動扣款）
2. ATM 轉帳：銀行代碼 888，繳款帳號 9520 1234 5678 9012
3. 超商繳款：請持紙本帳單至各大超商繳納（單筆 NT$20,000 以下）

【紅利與回饋】
本期新增紅利 124 點，累積 8,961 點。
本期一般消費享 1.2% 現金回饋，共 NT$149，將於下期帳單折抵。

完整帳單請開啟附件或登入網路銀行查詢：https://www.xintai-bank.example/ebill
電子帳單 PDF 開啟密碼為您的身分證字號（英文字母請大寫）。

本行不會以電子郵件要求您提供密碼或信用卡安全碼，請提高警覺。
客服專線：(02) 2345-0000／0800-000-168（24 小時）
信泰商業股份有限公司　10491 台北市中山區南京東路二段 999 號
""")

M(lang="zh", kind="newsletter_numbers", fam=3,
  frm=("数码前沿周刊", "weekly@shuma-qianyan.example"),
  to="subscriber2231@ymail-cn.example",
  subject="数码前沿周刊 第112期｜618复盘：成交额同比增长23.5%",
  date="2025-06-27 08:00:00 +0800",
  charset="UTF-8", cte="base64",
  headers=[("List-Unsubscribe", "<https://www.shuma-qianyan.example/unsubscribe?s=2231>"),
           ("List-Id", "<weekly.shuma-qianyan.example>")],
  html="""<!DOCTYPE html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>数码前沿周刊 第112期</title></head>
<body style="margin:0;padding:0;background:#eceff3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Microsoft YaHei',sans-serif;color:#2c3e50;">
<tr><td style="padding:10px 24px;font-size:12px;color:#95a5a6;">2025年6月27日 · 第112期 · <a href="https://www.shuma-qianyan.example/weekly/112" style="color:#95a5a6;">网页版</a></td></tr>
<tr><td style="padding:0 24px 16px;font-size:26px;font-weight:bold;">数码前沿周刊</td></tr>
<tr><td style="padding:0 24px;font-size:15px;line-height:1.9;">
<h2 style="font-size:18px;border-left:4px solid #2980b9;padding-left:8px;">一、618 复盘</h2>
<p>据平台公开数据，今年 618 期间（5月30日—6月18日）数码品类成交额同比增长 23.5%，其中平板电脑增长 41%，智能手表增长 17.8%。客单价约 1,286 元，较去年上涨 6.2%。</p>
<h2 style="font-size:18px;border-left:4px solid #2980b9;padding-left:8px;">二、新品速递</h2>
<ul>
<li>星河 X7 手机：12GB+256GB 售价 3,999 元，16GB+512GB 售价 4,599 元，7月8日开售</li>
<li>云影 Pad 11：2.8K 屏幕 / 144Hz，首发价 2,199 元</li>
<li>听风 Buds 3：续航 36 小时，型号 TF-B3-2025，售价 499 元</li>
</ul>
<h2 style="font-size:18px;border-left:4px solid #2980b9;padding-left:8px;">三、读者福利</h2>
<p>在数码前沿商城下单时输入优惠码 <b style="color:#c0392b;">SAVE50</b>，满 500 元减 50 元（2025年7月1日至7月15日有效，每个账号限用 1 次）。</p>
<h2 style="font-size:18px;border-left:4px solid #2980b9;padding-left:8px;">四、线下沙龙</h2>
<p>7月19日（周六）14:00—17:00，北京市朝阳区建国路 000 号 前沿空间 3 层，限 120 人。<a href="https://www.shuma-qianyan.example/events/2025-07-19">立即报名</a></p>
</td></tr>
<tr><td style="padding:18px 24px;font-size:12px;color:#95a5a6;border-top:1px solid #ecf0f1;line-height:1.8;">
您收到此邮件是因为您订阅了数码前沿周刊。<a href="https://www.shuma-qianyan.example/unsubscribe?s=2231" style="color:#95a5a6;">退订</a> · <a href="https://www.shuma-qianyan.example/privacy" style="color:#95a5a6;">隐私政策</a><br>
客服电话 400-600-1234 · 北京前沿文化传媒有限公司 · 京ICP备20250000号
</td></tr>
</table>
</td></tr></table>
<img src="https://track.shuma-qianyan.example/open/112/2231.gif" width="1" height="1" alt="">
</body>
</html>
""")

M(lang="zh", kind="username_digits", fam=1,
  frm=("糖果社区", "digest@tangguo-shequ.example"),
  to="lily_1998@ymail-cn.example",
  subject="lily_1998，你的帖子本周收到了 23 个赞",
  date="2025-05-18 19:20:00 +0800",
  charset="UTF-8", cte="quoted-printable",
  text="""lily_1998，你好！

你在「烘焙小组」发布的帖子《零失败戚风蛋糕 6 寸配方》最近 7 天收到了 23 个赞、8 条评论。

最新评论：
  @豆豆妈2016：烤箱 150 度 50 分钟，出炉倒扣，完美！
  @cake_lover_07：请问低筋面粉能换成 85 粉吗？
  @阿橙0523：第三次做终于没塌，谢谢楼主～

你的账号数据：
  用户 ID：50028831
  等级：Lv.6（距 Lv.7 还差 340 经验）
  粉丝：1,204
  本月签到：18 天

去看看：https://www.tangguo-shequ.example/post/8830147

————
不想收到每周汇总？点此退订：https://www.tangguo-shequ.example/mail/unsub?u=50028831&t=digest
糖果社区 · 杭州糖果网络科技有限公司 · 浙江省杭州市西湖区文三路 000 号
""")

M(lang="zh", kind="username_digits", fam=2,
  frm=("星港遊戲", "account@xinggang-games.example"),
  to="wang88168@hinet-mail.example",
  subject="星港遊戲 登入驗證",
  date="2025-10-08 23:17:52 +0800",
  charset="UTF-8", cte="8bit",
  otp="839207", written="839 207",
  text="""Hi wang88168，

我們收到你的帳號 wang88168（UID 3021877）的登入請求。
請在遊戲登入畫面輸入以下驗證碼：

    839 207

驗證碼 10 分鐘內有效，請勿提供給任何人，包括自稱客服或 GM 的人員。

登入時間：2025/10/08 23:17（GMT+8）
裝置：Android 14 / 手機
IP 位置：台灣 新北市

若非本人操作，請立即至官網修改密碼並開啟二次驗證。

星港遊戲客服中心　(02) 8000-1313
https://www.xinggang-games.example/support
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="background:#0f1a2b;color:#e8eef7;font-family:sans-serif;">
<div style="max-width:520px;margin:30px auto;background:#16243a;border-radius:8px;padding:28px;">
<div style="font-size:20px;font-weight:bold;color:#ffcc4d;">星港遊戲</div>
<p>Hi wang88168，</p>
<p>我們收到你的帳號 wang88168（UID 3021877）的登入請求。請在遊戲登入畫面輸入以下驗證碼：</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:6px;text-align:center;color:#ffcc4d;">839 207</p>
<p style="font-size:13px;color:#9fb3c8;">驗證碼 10 分鐘內有效，請勿提供給任何人，包括自稱客服或 GM 的人員。</p>
<p style="font-size:13px;color:#9fb3c8;">登入時間：2025/10/08 23:17（GMT+8）<br>裝置：Android 14 / 手機<br>IP 位置：台灣 新北市</p>
<p style="font-size:12px;color:#627d98;">客服中心 (02) 8000-1313　<a href="https://www.xinggang-games.example/support" style="color:#627d98;">線上客服</a></p>
</div>
</body></html>
""")

M(lang="zh", kind="new_and_old_code", fam=1,
  frm=("安心云盘", "no-reply@anxin-yunpan.example"),
  to="liuhao1990@ymail-cn.example",
  subject="安心云盘 登录验证码（重新发送）",
  date="2025-09-14 10:05:37 +0800",
  charset="GBK", cte="base64",
  otp="462081", written="462081",
  text="""尊敬的用户：

您正在登录安心云盘，您的新验证码为：

    462081

验证码 5 分钟内有效。
由于您点击了“重新发送”，此前发送的验证码 917335 已失效，请勿再使用。

如非本人操作，请忽略本邮件，您的账号仍然安全。

安心云盘团队
客服热线：400-820-5566
""",
  html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=gbk"></head>
<body style="font-family:'Microsoft YaHei',SimSun,sans-serif;font-size:14px;color:#333333;">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #dfe6ee;">
<tr><td style="background:#1e88e5;color:#ffffff;padding:14px 20px;font-size:16px;">安心云盘</td></tr>
<tr><td style="padding:20px;line-height:1.9;">
尊敬的用户：<br>
您正在登录安心云盘，您的新验证码为：<br>
<span style="font-size:28px;font-weight:bold;color:#1e88e5;letter-spacing:4px;">462081</span><br>
验证码 5 分钟内有效。<br>
<span style="color:#999999;">由于您点击了“重新发送”，此前发送的验证码 917335 已失效，请勿再使用。</span><br><br>
如非本人操作，请忽略本邮件，您的账号仍然安全。
</td></tr>
<tr><td style="padding:12px 20px;font-size:12px;color:#999999;background:#f7f9fb;">安心云盘团队　客服热线：400-820-5566</td></tr>
</table>
</body></html>
""")

M(lang="zh", kind="several_codes", fam=1,
  frm=("好好記帳", "verify@haohao-jizhang.example"),
  to="mei.chou@hinet-mail.example",
  subject="好好記帳：新裝置登入驗證",
  date="2025-11-21 22:41:09 +0800",
  charset="UTF-8", cte="quoted-printable",
  otp="720418", written="720 418",
  text="""您好，

有人正在新的裝置上登入您的「好好記帳」帳號（mei.chou@hinet-mail.example）。
為了確保安全，系統產生了兩組驗證碼：

．手機 App 驗證碼：315 906（在手機 App 上登入時使用）
．網頁版驗證碼　：720 418（在電腦瀏覽器上登入時使用）

您這次是在電腦瀏覽器（macOS / Safari）上申請登入，
請在目前開啟的網頁中輸入「網頁版驗證碼」。手機 App 驗證碼這次不需要使用。

兩組驗證碼都會在 10 分鐘後失效。
如果不是您本人操作，請忽略這封信，並建議您盡快變更密碼。

好好記帳團隊
客服信箱 support@haohao-jizhang.example
""",
  html="""<!DOCTYPE html>
<html lang="zh-Hant"><head><meta charset="utf-8"></head>
<body style="font-family:'PingFang TC','Microsoft JhengHei',sans-serif;background:#f6f8f6;">
<div style="max-width:540px;margin:24px auto;background:#fff;padding:28px;border-radius:10px;color:#2f3b2f;line-height:1.8;">
<h2 style="color:#3f8f5a;margin-top:0;">新裝置登入驗證</h2>
<p>有人正在新的裝置上登入您的「好好記帳」帳號（mei.chou@hinet-mail.example）。為了確保安全，系統產生了兩組驗證碼：</p>
<table cellpadding="8" style="width:100%;border-collapse:collapse;">
<tr style="background:#f0f5f1;"><td>手機 App 驗證碼</td><td style="font-size:20px;letter-spacing:2px;">315 906</td><td style="font-size:12px;color:#888;">在手機 App 上登入時使用</td></tr>
<tr><td>網頁版驗證碼</td><td style="font-size:20px;letter-spacing:2px;"><b>720 418</b></td><td style="font-size:12px;color:#888;">在電腦瀏覽器上登入時使用</td></tr>
</table>
<p style="background:#fff8e1;padding:10px;border-radius:6px;">您這次是在<b>電腦瀏覽器（macOS / Safari）</b>上申請登入，請在目前開啟的網頁中輸入「網頁版驗證碼」。手機 App 驗證碼這次不需要使用。</p>
<p style="font-size:13px;color:#888;">兩組驗證碼都會在 10 分鐘後失效。如果不是您本人操作，請忽略這封信，並建議您盡快變更密碼。</p>
<p style="font-size:12px;color:#aaa;">好好記帳團隊｜support@haohao-jizhang.example</p>
</div>
</body></html>
""")

M(lang="zh", kind="prefix_code", fam=1,
  frm=("云豆出行", "sec@yundou-chuxing.example"),
  to="zhouqi_0806@ymail-cn.example",
  subject="【云豆出行】更换绑定手机号验证",
  date="2025-08-06 13:44:18 +0800",
  charset="GB2312", cte="base64",
  otp="583027", written="YD-583027",
  text="""尊敬的云豆出行用户：

您正在申请更换账号绑定的手机号（原手机号 139****0268）。
本次操作的验证码为：

    YD-583027

请在页面中输入“YD-”后面的 6 位数字。验证码 10 分钟内有效，仅可使用一次。

云豆出行工作人员不会以任何理由向您索要验证码，请勿泄露给他人。
如非本人操作，请立即致电客服 400-100-8866 冻结账号。

云豆出行
2025年8月6日
""")

M(lang="zh", kind="reset_in_code_mail", fam=1,
  frm=("墨点笔记", "account@modian-notes.example"),
  to="xu.wenjing@ymail-cn.example",
  subject="墨点笔记登录验证码",
  date="2025-04-02 07:58:30 +0800",
  charset="UTF-8", cte="quoted-printable",
  otp="608352", written="608 352",
  text="""你好，

你正在登录墨点笔记，本次登录验证码：

  608 352

验证码 15 分钟内有效，请勿转发给他人。

登录信息：2025-04-02 07:58，iPhone，上海

不是你本人在登录？你的密码可能已经泄露，请立即重置密码：
https://account.modian-notes.example/password/reset?rt=Hq7Vd2KxP9&src=otp_mail

墨点笔记团队
帮助中心 https://help.modian-notes.example/
""",
  html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="font-family:-apple-system,'PingFang SC',sans-serif;color:#222;">
<div style="max-width:480px;margin:40px auto;">
<p style="font-size:22px;font-weight:600;">墨点笔记</p>
<p>你好，</p>
<p>你正在登录墨点笔记，本次登录验证码：</p>
<p style="font-size:32px;letter-spacing:6px;font-weight:700;margin:16px 0;">608 352</p>
<p style="color:#666;font-size:13px;">验证码 15 分钟内有效，请勿转发给他人。<br>登录信息：2025-04-02 07:58，iPhone，上海</p>
<hr style="border:0;border-top:1px solid #eee;">
<p style="color:#666;font-size:13px;">不是你本人在登录？你的密码可能已经泄露，请立即 <a href="https://account.modian-notes.example/password/reset?rt=Hq7Vd2KxP9&amp;src=otp_mail">重置密码</a>。</p>
<p style="color:#aaa;font-size:12px;">墨点笔记团队 · <a href="https://help.modian-notes.example/" style="color:#aaa;">帮助中心</a></p>
</div>
</body></html>
""")

M(lang="zh", kind="no_code_word", fam=1,
  frm=("綠島讀書會", "hello@lvdao-dushu.example"),
  to="tsai.yiling@hinet-mail.example",
  subject="確認您的電子郵件地址",
  date="2025-03-29 15:26:11 +0800",
  charset="Big5", cte="8bit",
  otp="407519", written="407 519",
  text="""歡迎加入「綠島讀書會」！

為了確認這個電子郵件地址屬於您，請回到註冊頁面，在欄位中輸入以下六位數字：

　　407 519

這組數字將於 30 分鐘後失效。
如果您沒有註冊綠島讀書會，請忽略這封信，我們不會再寄信給您。

本月共讀書目：《海風與燈塔》，第一次線上討論 4 月 12 日（六）晚上 8 點。

綠島讀書會
Line 官方帳號：@lvdao-reading
""")

M(lang="zh", kind="subject_only", fam=1,
  frm=("蓝鲸课堂", "noreply@lanjing-ketang.example"),
  to="study.hu@ymail-cn.example",
  subject="您的登录验证码是 274913",
  date="2025-02-17 20:03:44 +0800",
  charset="UTF-8", cte="8bit",
  otp="274913", written="274913",
  text="""您好：

您正在登录蓝鲸课堂账号 stu***@ymail-cn.example。
请将邮件标题中的 6 位验证码填入登录页面，完成登录。

为了您的账户安全，请勿将验证码告诉他人。验证码 10 分钟内有效。
如果这不是您本人的操作，请忽略本邮件。

蓝鲸课堂 · 让学习更简单
客服电话：400-990-1818（工作日 9:00-18:00）
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:'Microsoft YaHei',sans-serif;font-size:14px;color:#333;">
<div style="width:560px;margin:20px auto;border-top:4px solid #1565c0;padding:20px;background:#fff;">
<p>您好：</p>
<p>您正在登录蓝鲸课堂账号 stu***@ymail-cn.example。</p>
<p>请将<b>邮件标题</b>中的 6 位验证码填入登录页面，完成登录。</p>
<p style="color:#888;">为了您的账户安全，请勿将验证码告诉他人。验证码 10 分钟内有效。如果这不是您本人的操作，请忽略本邮件。</p>
<p style="color:#aaa;font-size:12px;">蓝鲸课堂 · 让学习更简单　客服电话：400-990-1818（工作日 9:00-18:00）</p>
</div>
</body></html>
""")

M(lang="zh", kind="magic_link", fam=1,
  frm=("港島書房", "hello@shufang.example"),
  to="kwok.ming@hkmail.example",
  subject="您的港島書房登入連結",
  date="2025-12-12 12:30:05 +0800",
  charset="UTF-8", cte="8bit",
  link="https://u8812345.ct.mailsvc.example/ls/click?upn=Xk2-Lm9pQ-2Bz7NcW4&u=https%3A%2F%2Fwww.shufang.example%2Faccount%2Fmagic%3Ftoken%3Dmg7TqR2vN8xL4kHs",
  html="""<!DOCTYPE html>
<html lang="zh-HK">
<head><meta charset="utf-8"><title>登入港島書房</title></head>
<body style="margin:0;background:#f4efe6;">
<div style="text-align:center;font-size:11px;color:#8d8270;padding:10px;font-family:sans-serif;">無法正常顯示？<a href="https://u8812345.ct.mailsvc.example/ls/click?upn=Xk2-Lm9pQ-2Bv0&amp;u=https%3A%2F%2Fwww.shufang.example%2Fmail%2Fview%2F20251212" style="color:#8d8270;">在瀏覽器中查看</a></div>
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fffdf8;font-family:'PingFang HK','Microsoft JhengHei',sans-serif;color:#3b3022;">
<tr><td style="padding:28px 32px 0;font-size:24px;letter-spacing:2px;">港島書房</td></tr>
<tr><td style="padding:16px 32px;font-size:15px;line-height:1.9;">
<p>親愛的讀者：</p>
<p>請按下方按鈕登入您的港島書房帳戶。此連結將於 20 分鐘後失效，並只可使用一次。</p>
<p style="text-align:center;margin:30px 0;"><a href="https://u8812345.ct.mailsvc.example/ls/click?upn=Xk2-Lm9pQ-2Bz7NcW4&amp;u=https%3A%2F%2Fwww.shufang.example%2Faccount%2Fmagic%3Ftoken%3Dmg7TqR2vN8xL4kHs" style="background:#3b3022;color:#fffdf8;padding:13px 40px;text-decoration:none;">立即登入</a></p>
<p style="font-size:13px;color:#8d8270;">如您沒有要求登入，請忽略此電郵；若持續收到此類電郵，請<a href="https://u8812345.ct.mailsvc.example/ls/click?upn=Xk2-Lm9pQ-2Br9&amp;u=https%3A%2F%2Fwww.shufang.example%2Fsecurity%2Freport" style="color:#8d8270;">通知我們</a>。</p>
<p style="font-size:13px;color:#8d8270;">本週新書：《維港潮汐》（HK$148，會員九折）、《舊樓裏的光》（HK$128）。</p>
</td></tr>
<tr><td style="padding:18px 32px;font-size:11px;color:#a3977f;border-top:1px solid #eadfcb;line-height:1.8;">
港島書房　香港中環擺花街 00 號 2 樓｜電話 (852) 2800 0000<br>
<a href="https://u8812345.ct.mailsvc.example/ls/click?upn=Xk2-Lm9pQ-2Bh1&amp;u=https%3A%2F%2Fwww.shufang.example%2Fhelp" style="color:#a3977f;">常見問題</a>｜<a href="https://www.shufang.example/privacy" style="color:#a3977f;">私隱政策</a>｜<a href="https://u8812345.ct.mailsvc.example/wf/unsubscribe?upn=Xk2-Lm9pQ-2Bu5" style="color:#a3977f;">取消訂閱</a>｜<a href="https://www.instagram.example/shufang.hk" style="color:#a3977f;">Instagram</a>
</td></tr>
</table>
<img src="https://u8812345.ct.mailsvc.example/wf/open?upn=Xk2-Lm9pQ-2Bo3" width="1" height="1" alt="" border="0">
</body>
</html>
""")

# ================================================================ Korean (ko)

M(lang="ko", kind="booking_ref", fam=1,
  frm=("하늘누리항공", "e-ticket@haneulnuri-air.example"),
  to=("김민준", "minjun.kim@hanmail-ko.example"),
  subject="[하늘누리항공] 항공권 예약 완료 안내 (예약번호 KX4M7Q)",
  date="2025-09-12 18:22:07 +0900",
  charset="EUC-KR", cte="base64",
  text="""김민준 고객님, 안녕하세요.
하늘누리항공을 이용해 주셔서 감사합니다. 고객님의 항공권 예약 및 발권이 완료되었습니다.

■ 예약 정보
예약번호   : KX4M7Q
항공권번호 : 988-2345678901
탑승객     : KIM/MINJUN MR

■ 여정
가는 편  HN701  2025년 10월 3일(금)  김포(GMP) 09:10 → 제주(CJU) 10:20  좌석 14C
오는 편  HN718  2025년 10월 5일(일)  제주(CJU) 19:40 → 김포(GMP) 20:50  좌석 22A

■ 결제 정보
항공운임        72,000원
유류할증료       7,700원
공항이용료       8,000원
발권수수료       1,700원
총 결제금액     89,400원 (신용카드 일시불, 승인번호 30128845)

■ 안내사항
- 국내선은 출발 30분 전까지 탑승수속을 마치셔야 합니다.
- 모바일 탑승권은 출발 24시간 전부터 발급받으실 수 있습니다.
- 무료 위탁수하물은 1인당 15kg입니다.
- 예약 변경/취소: https://www.haneulnuri-air.example/booking?pnr=KX4M7Q

본 메일은 발신 전용입니다.
하늘누리항공 고객센터 1600-0707 (매일 07:00~22:00)
서울특별시 강서구 하늘길 000 하늘누리빌딩 (우 07505)
""")

M(lang="ko", kind="booking_ref", fam=2,
  frm=("달리는섬 렌터카", "reserve@dallineunseom.example"),
  to=("이서연", "seoyeon.lee@naemail.example"),
  subject="[달리는섬 렌터카] 예약이 확정되었습니다 - JR-250817-0042",
  date="2025-08-02 11:47:19 +0900",
  charset="UTF-8", cte="quoted-printable",
  html="""<!DOCTYPE html>
<html lang="ko">
<head><meta charset="utf-8"><title>예약 확정</title></head>
<body style="margin:0;background:#eaf6f6;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;">
<tr><td style="padding:24px 28px 8px;font-size:22px;font-weight:bold;color:#137a7f;">달리는섬 렌터카</td></tr>
<tr><td style="padding:8px 28px;font-size:15px;color:#333;line-height:1.8;">
<p>이서연 님, 예약이 확정되었습니다.<br>제주에서 즐거운 여행 되세요!</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border-top:2px solid #137a7f;">
<tr><td style="color:#777;width:30%;border-bottom:1px solid #eee;">예약번호</td><td style="border-bottom:1px solid #eee;"><b>JR-250817-0042</b></td></tr>
<tr><td style="color:#777;border-bottom:1px solid #eee;">차종</td><td style="border-bottom:1px solid #eee;">준중형 세단 (자동변속, 휘발유) 또는 동급</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #eee;">대여</td><td style="border-bottom:1px solid #eee;">2025.08.17(일) 10:00 / 제주공항 영업소</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #eee;">반납</td><td style="border-bottom:1px solid #eee;">2025.08.20(수) 18:00 / 제주공항 영업소</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #eee;">보험</td><td style="border-bottom:1px solid #eee;">완전자차 (고객부담금 0원, 휴차보상료 면제)</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #eee;">운전자</td><td style="border-bottom:1px solid #eee;">이서연 (만 26세 이상, 면허 취득 1년 이상)</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #eee;">결제금액</td><td style="border-bottom:1px solid #eee;">187,000원 (대여료 132,000원 + 보험료 55,000원)</td></tr>
</table>
<p style="font-size:13px;color:#555;margin-top:18px;">🚌 셔틀버스: 제주공항 1층 5번 게이트 앞 렌터카 하우스 3구역에서 10분 간격으로 운행합니다.<br>
🪪 대여 시 운전면허증 실물을 꼭 지참해 주세요.</p>
<p style="font-size:13px;color:#555;">취소 수수료: 대여 72시간 전까지 무료, 72~24시간 전 10%, 24시간 이내 30%</p>
<p style="text-align:center;margin:24px 0;"><a href="https://www.dallineunseom.example/my/reservation/JR-250817-0042" style="background:#137a7f;color:#fff;padding:12px 30px;border-radius:24px;text-decoration:none;">예약 내역 보기</a></p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#999;background:#f7fbfb;border-radius:0 0 12px 12px;line-height:1.7;">
(주)달리는섬 | 대표 한가람 | 사업자등록번호 616-00-00000<br>
제주특별자치도 제주시 공항로 000 (우 63000) | 고객센터 064-000-8282 (08:00~20:00)<br>
<a href="https://www.dallineunseom.example/terms" style="color:#999;">이용약관</a> · <a href="https://www.dallineunseom.example/privacy" style="color:#999;">개인정보처리방침</a>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
""")

M(lang="ko", kind="newsletter_numbers", fam=1,
  frm=("마켓모아", "noreply@marketmoa.example"),
  to=("박지훈", "jihoon.park@naemail.example"),
  subject="[마켓모아] 주문하신 상품의 배송이 시작되었습니다",
  date="2025-09-13 14:05:50 +0900",
  charset="UTF-8", cte="base64",
  text="""박지훈 고객님, 주문하신 상품의 배송이 시작되었습니다.

주문번호 : 20250912-0004413
주문일시 : 2025-09-12 22:18
택배사   : 한결택배
송장번호 : 6071-2290-3348
배송조회 : https://www.marketmoa.example/order/20250912-0004413/delivery

[배송지]
(06234) 서울특별시 강남구 테헤란로 000, 모아타워 12층
박지훈 / 010-****-1234
배송 요청사항: 문 앞에 놓아주세요

[주문 상품]
1) 국산 햅쌀 10kg (2025년산)         1개   34,900원   상품코드 MM-RC-10025
2) 무라벨 생수 2L x 12병              2개   15,800원   상품코드 MM-WT-02012

상품금액      50,700원
배송비            0원
쿠폰할인     -3,000원
최종결제금액  47,700원 (카드 결제)
적립 예정 적립금 477원 (구매확정 후 7일 이내)

※ 도서산간 지역은 1~2일 추가 소요될 수 있습니다.
※ 본 메일은 발신 전용이며, 문의는 고객센터(1588-0000, 평일 09:00~18:00)를 이용해 주세요.

(주)마켓모아 | 사업자등록번호 220-00-00000 | 통신판매업신고 제2025-서울강남-00000호
""",
  html="""<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"></head>
<body style="font-family:'Malgun Gothic',sans-serif;background:#f5f5f5;margin:0;">
<div style="max-width:600px;margin:0 auto;background:#fff;">
<div style="padding:20px 24px;border-bottom:1px solid #eee;"><img src="https://img.marketmoa.example/mail/logo.png" alt="마켓모아" width="110" height="30"></div>
<div style="padding:24px;">
<h2 style="font-size:20px;margin:0 0 12px;">배송이 시작되었습니다 🚚</h2>
<p style="color:#555;">박지훈 고객님, 주문하신 상품이 출발했어요.</p>
<table width="100%" cellpadding="6" style="font-size:14px;background:#fafafa;">
<tr><td style="color:#888;">주문번호</td><td>20250912-0004413</td></tr>
<tr><td style="color:#888;">주문일시</td><td>2025-09-12 22:18</td></tr>
<tr><td style="color:#888;">택배사</td><td>한결택배</td></tr>
<tr><td style="color:#888;">송장번호</td><td>6071-2290-3348</td></tr>
<tr><td style="color:#888;">배송지</td><td>(06234) 서울특별시 강남구 테헤란로 000, 모아타워 12층<br>박지훈 / 010-****-1234</td></tr>
</table>
<table width="100%" cellpadding="6" style="font-size:14px;margin-top:16px;border-top:1px solid #333;">
<tr><td>국산 햅쌀 10kg (2025년산)<br><span style="color:#aaa;font-size:12px;">MM-RC-10025</span></td><td>1개</td><td align="right">34,900원</td></tr>
<tr><td>무라벨 생수 2L x 12병<br><span style="color:#aaa;font-size:12px;">MM-WT-02012</span></td><td>2개</td><td align="right">15,800원</td></tr>
<tr><td colspan="2">쿠폰할인</td><td align="right">-3,000원</td></tr>
<tr><td colspan="2"><b>최종결제금액</b></td><td align="right"><b>47,700원</b></td></tr>
</table>
<p style="font-size:12px;color:#888;">적립 예정 적립금 477원 (구매확정 후 7일 이내)</p>
<p style="text-align:center;"><a href="https://www.marketmoa.example/order/20250912-0004413/delivery" style="display:inline-block;background:#222;color:#fff;padding:12px 40px;text-decoration:none;">배송 조회</a></p>
</div>
<div style="padding:16px 24px;font-size:11px;color:#999;background:#fafafa;line-height:1.7;">
고객센터 1588-0000 (평일 09:00~18:00)<br>(주)마켓모아 | 사업자등록번호 220-00-00000 | 통신판매업신고 제2025-서울강남-00000호
</div>
</div>
</body></html>
""")

M(lang="ko", kind="newsletter_numbers", fam=2,
  frm=("새빛카드", "statement@saebitcard.example"),
  to=("정수빈", "subin.jung@hanmail-ko.example"),
  subject="[새빛카드] 정수빈님 2025년 7월 이용대금 명세서",
  date="2025-07-04 07:00:00 +0900",
  charset="EUC-KR", cte="quoted-printable",
  text="""정수빈 고객님의 2025년 7월 이용대금 명세서입니다.

결제일        : 2025년 07월 14일 (월)
결제하실 금액 : 1,284,300원
  - 일시불      842,100원
  - 할부        391,200원 (3개월 중 2회차 포함)
  - 해외이용     51,000원
카드번호      : 5412-****-****-5512
결제계좌      : 한빛은행 ***-**-**7812

포인트 적립   : 이번 달 2,468P / 누적 41,930P
다음 달 결제 예정 할부금 : 130,400원

※ 결제일 전일까지 결제계좌에 잔액을 확인해 주세요.
※ 연체 시 연 최고 19.9%의 연체이자율이 적용됩니다.

명세서 상세보기: https://www.saebitcard.example/statement/202507
새빛카드 고객센터 1577-0000 (24시간)
""",
  html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=euc-kr"></head>
<body style="font-family:'Malgun Gothic',Dotum,sans-serif;font-size:13px;color:#333;">
<table width="640" cellpadding="0" cellspacing="0" align="center" style="border:1px solid #d6d6d6;">
<tr><td style="background:#5b2a86;color:#fff;padding:16px 20px;font-size:17px;"><b>새빛카드</b> 이용대금 명세서</td></tr>
<tr><td style="padding:20px;">
<p><b>정수빈</b> 고객님의 2025년 7월 이용대금 명세서입니다.</p>
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#e2e2e2;">
<tr><td bgcolor="#f4eff9" width="35%">결제일</td><td>2025년 07월 14일 (월)</td></tr>
<tr><td bgcolor="#f4eff9">결제하실 금액</td><td><b style="color:#5b2a86;font-size:16px;">1,284,300원</b></td></tr>
<tr><td bgcolor="#f4eff9">일시불 / 할부 / 해외</td><td>842,100원 / 391,200원 / 51,000원</td></tr>
<tr><td bgcolor="#f4eff9">카드번호</td><td>5412-****-****-5512</td></tr>
<tr><td bgcolor="#f4eff9">결제계좌</td><td>한빛은행 ***-**-**7812</td></tr>
<tr><td bgcolor="#f4eff9">포인트</td><td>이번 달 2,468P / 누적 41,930P</td></tr>
</table>
<p style="font-size:12px;color:#777;">※ 결제일 전일까지 결제계좌 잔액을 확인해 주세요. 연체 시 연 최고 19.9%의 연체이자율이 적용됩니다.</p>
<p><a href="https://www.saebitcard.example/statement/202507">명세서 상세보기</a></p>
</td></tr>
<tr><td style="padding:12px 20px;background:#f7f7f7;font-size:11px;color:#888;">새빛카드 고객센터 1577-0000 (24시간) | 서울특별시 중구 세종대로 000 | <a href="https://www.saebitcard.example/mail/refuse">수신거부</a></td></tr>
</table>
</body></html>
""")

M(lang="ko", kind="username_digits", fam=1,
  frm=("캠핑모아 커뮤니티", "weekly@campingmoa.example"),
  to="minsu_0913@naemail.example",
  subject="minsu_0913님, 이번 주 활동 요약이 도착했어요",
  date="2025-10-27 08:30:00 +0900",
  charset="UTF-8", cte="quoted-printable",
  text="""minsu_0913님, 안녕하세요!
지난주(10/20~10/26) 캠핑모아에서의 활동을 정리해 드려요.

📝 작성한 글 2개 · 💬 받은 댓글 17개 · ❤️ 받은 공감 64개

인기 글
 「가평 ○○캠핑장 C-07 사이트 후기 (전기 O, 개수대 가까움)」 조회 1,832

내 정보
 회원번호   No.208841
 등급       숲지기 3단계 (다음 단계까지 180점)
 보유 포인트 3,420P (11월 30일 소멸 예정 200P)

이번 주 추천: 11월 첫째 주 강원 지역 최저기온 -3℃ 예보, 동계 장비 점검하세요!

👉 커뮤니티 바로가기 https://www.campingmoa.example/community?utm_source=weekly&utm_medium=email

수신을 원하지 않으시면 여기에서 설정을 변경하세요:
https://www.campingmoa.example/settings/email
캠핑모아 | 경기도 성남시 분당구 판교역로 000 | 031-000-4455
""")

M(lang="ko", kind="username_digits", fam=2,
  frm=("별빛전기 운영팀", "notice@byeolbit-game.example"),
  to="gamer7788@hanmail-ko.example",
  subject="[별빛전기] 정기 점검 안내 및 보상 지급 (11/6 04:00~08:00)",
  date="2025-11-04 17:00:00 +0900",
  charset="UTF-8", cte="8bit",
  text="""gamer7788 모험가님, 안녕하세요. 별빛전기 운영팀입니다.

보다 안정적인 서비스를 위해 아래와 같이 정기 점검을 진행합니다.

■ 점검 일시: 2025년 11월 6일(목) 04:00 ~ 08:00 (4시간)
■ 대상 서버: 전 서버 (1~12서버)
■ 점검 내용: 신규 지역 '은하 협곡' 업데이트, 길드전 매칭 오류(#1127) 수정

■ 점검 보상
  - 별빛 결정 x300
  - 경험치 2배 부스터 (24시간) x1
  - 11월 6일 08:00 ~ 11월 20일 23:59 접속 시 우편함으로 지급

■ 쿠폰 이벤트
  쿠폰 번호 STAR2025GIFT 를 게임 내 [설정] > [쿠폰 입력]에 입력하면 골드 50,000을 드립니다.
  (계정당 1회, 11월 30일까지)

내 계정: gamer7788 / 대표 캐릭터 Lv.68 (3서버)

점검 시간은 상황에 따라 단축되거나 연장될 수 있습니다.
별빛전기 고객센터 https://help.byeolbit-game.example
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="background:#0d0b1f;color:#e6e3ff;font-family:'Malgun Gothic',sans-serif;">
<div style="max-width:600px;margin:0 auto;padding:24px;">
<img src="https://cdn.byeolbit-game.example/mail/banner_1106.jpg" alt="별빛전기 정기 점검 안내" width="600" height="200" style="width:100%;height:auto;">
<p>gamer7788 모험가님, 안녕하세요. 별빛전기 운영팀입니다.</p>
<h3 style="color:#ffd86b;">■ 점검 일시</h3>
<p>2025년 11월 6일(목) 04:00 ~ 08:00 (4시간) · 전 서버 (1~12서버)</p>
<h3 style="color:#ffd86b;">■ 점검 내용</h3>
<p>신규 지역 '은하 협곡' 업데이트, 길드전 매칭 오류(#1127) 수정</p>
<h3 style="color:#ffd86b;">■ 점검 보상</h3>
<p>별빛 결정 x300, 경험치 2배 부스터 (24시간) x1<br><span style="color:#a9a4d6;">11월 6일 08:00 ~ 11월 20일 23:59 접속 시 우편함으로 지급</span></p>
<h3 style="color:#ffd86b;">■ 쿠폰 이벤트</h3>
<p>쿠폰 번호 <b style="background:#2a2550;padding:2px 8px;">STAR2025GIFT</b> 입력 시 골드 50,000 지급 (계정당 1회, 11월 30일까지)</p>
<p style="font-size:12px;color:#a9a4d6;">내 계정: gamer7788 / 대표 캐릭터 Lv.68 (3서버)</p>
<p style="font-size:11px;color:#6f6a99;"><a href="https://help.byeolbit-game.example" style="color:#6f6a99;">고객센터</a> · <a href="https://www.byeolbit-game.example/mail/unsubscribe?u=gamer7788" style="color:#6f6a99;">수신거부</a></p>
</div>
</body></html>
""")

M(lang="ko", kind="username_digits", fam=3,
  frm=("숨고르기 요가", "account@sumgoreugi.example"),
  to="jiyoon_1204@naemail.example",
  subject="[숨고르기] 로그인 인증번호 안내",
  date="2025-06-09 06:48:12 +0900",
  charset="UTF-8", cte="8bit",
  otp="738120", written="738120",
  text="""jiyoon_1204님, 안녕하세요.

숨고르기 요가 앱 로그인을 위한 인증번호입니다.

인증번호 [738120]

앱 화면에 위 6자리 숫자를 입력해 주세요. (유효시간 3분)

- 아이디: jiyoon_1204
- 요청 시각: 2025-06-09 06:48
- 이용 중인 수강권: 10회권 (잔여 4회, 2025-07-31까지)

본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.
고객센터 02-000-7171 (평일 10:00~19:00)
""")

M(lang="ko", kind="new_and_old_code", fam=1,
  frm=("가온증권", "otp@gaon-sec.example"),
  to="hyunwoo.choi@hanmail-ko.example",
  subject="[가온증권] 인증번호가 재발송되었습니다",
  date="2025-12-01 09:03:26 +0900",
  charset="EUC-KR", cte="8bit",
  otp="086447", written="086 447",
  text="""가온증권을 이용해 주셔서 감사합니다.

이전에 요청하신 인증번호(551902)는 재발송 요청에 따라 더 이상 사용할 수 없습니다.
아래의 새 인증번호를 입력해 주세요.

새 인증번호 : 086 447
유효시간    : 5분 (2025-12-01 09:08:26까지)

요청 업무 : 해외주식 거래 신청
고객번호  : ****-3390

가온증권은 어떠한 경우에도 전화나 문자로 인증번호를 요구하지 않습니다.
본인이 요청하지 않은 경우 즉시 고객센터 1588-0101로 연락해 주십시오.

가온증권(주) 서울특별시 영등포구 여의대로 000
""")

M(lang="ko", kind="several_codes", fam=1,
  frm=("구름보관함", "security@gureum-box.example"),
  to="dahye.yoon@naemail.example",
  subject="[구름보관함] 새 기기 등록 및 복구 코드 재발급",
  date="2025-03-18 22:10:44 +0900",
  charset="UTF-8", cte="base64",
  otp="629014", written="629 014",
  text="""윤다혜 님, 안녕하세요.

2단계 인증 기기를 새 휴대폰으로 바꾸는 중입니다.
기기 등록을 마치려면 지금 열려 있는 화면에 아래 인증 코드를 입력하세요.

    지금 입력할 인증 코드:  629 014   (10분간 유효)

함께 새 복구 코드 8개가 발급되었습니다. 기존 복구 코드는 모두 폐기되었습니다.
복구 코드는 휴대폰을 잃어버렸을 때만 사용하며, 지금 입력하는 코드가 아닙니다.

    1. 4820-1177      5. 9031-6628
    2. 3355-0942      6. 1704-8813
    3. 7719-2406      7. 5562-3390
    4. 0268-5571      8. 8147-0025

복구 코드는 안전한 곳에 보관해 주세요.

본인이 요청하지 않았다면 https://www.gureum-box.example/security 에서 활동 내역을 확인하세요.
구름보관함 드림
""",
  html="""<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"></head>
<body style="font-family:'Apple SD Gothic Neo',sans-serif;background:#f0f4fa;margin:0;padding:20px;">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:28px;color:#1d2a3a;line-height:1.7;">
<p style="font-size:19px;font-weight:bold;margin-top:0;">새 기기 등록을 완료해 주세요</p>
<p>윤다혜 님, 2단계 인증 기기를 새 휴대폰으로 바꾸는 중입니다. 기기 등록을 마치려면 지금 열려 있는 화면에 아래 인증 코드를 입력하세요.</p>
<div style="background:#e8f0fe;border-radius:6px;padding:16px;text-align:center;">
<div style="font-size:12px;color:#4a5b70;">지금 입력할 인증 코드 (10분간 유효)</div>
<div style="font-size:30px;font-weight:bold;letter-spacing:5px;">629 014</div>
</div>
<p style="margin-top:24px;">함께 새 <b>복구 코드</b> 8개가 발급되었습니다. 기존 복구 코드는 모두 폐기되었습니다. 복구 코드는 휴대폰을 잃어버렸을 때만 사용하며, 지금 입력하는 코드가 아닙니다.</p>
<table cellpadding="5" style="font-family:monospace;font-size:14px;color:#4a5b70;">
<tr><td>1. 4820-1177</td><td>5. 9031-6628</td></tr>
<tr><td>2. 3355-0942</td><td>6. 1704-8813</td></tr>
<tr><td>3. 7719-2406</td><td>7. 5562-3390</td></tr>
<tr><td>4. 0268-5571</td><td>8. 8147-0025</td></tr>
</table>
<p style="font-size:12px;color:#7a8899;">본인이 요청하지 않았다면 <a href="https://www.gureum-box.example/security">보안 설정</a>에서 활동 내역을 확인하세요.</p>
</div>
</body></html>
""")

M(lang="ko", kind="prefix_code", fam=1,
  frm=("누리톡", "verify@nuritalk.example"),
  to="sangwoo.han@hanmail-ko.example",
  subject="[누리톡] 이메일 인증을 완료해 주세요",
  date="2025-05-02 13:27:58 +0900",
  charset="UTF-8", cte="quoted-printable",
  otp="204815", written="NT-204815",
  text="""누리톡 이메일 인증

안녕하세요, 누리톡입니다.
아래 인증번호를 앱의 이메일 인증 화면에 입력해 주세요.

  NT-204815

* 앞의 'NT-'는 누리톡에서 보낸 번호임을 표시하는 것으로, 입력하지 않아도 됩니다.
* 인증번호는 30분 동안 유효합니다.

누리톡 팀
문의: help@nuritalk.example
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:sans-serif;color:#222;">
<table width="480" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px 0 8px;font-size:20px;font-weight:bold;color:#ff7a00;">누리톡</td></tr>
<tr><td style="font-size:15px;line-height:1.7;">
<p>안녕하세요, 누리톡입니다.<br>아래 인증번호를 앱의 이메일 인증 화면에 입력해 주세요.</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:3px;border:2px dashed #ff7a00;padding:14px;text-align:center;"><span style="color:#bbb;">NT-</span>204815</p>
<p style="font-size:13px;color:#777;">* 앞의 'NT-'는 누리톡에서 보낸 번호임을 표시하는 것으로, 입력하지 않아도 됩니다.<br>* 인증번호는 30분 동안 유효합니다.</p>
<p style="font-size:12px;color:#aaa;">누리톡 팀 · help@nuritalk.example</p>
</td></tr>
</table>
</body></html>
""")

M(lang="ko", kind="reset_in_code_mail", fam=1,
  frm=("오늘의서재", "no-reply@oneului-seojae.example"),
  to="eunji.kang@naemail.example",
  subject="오늘의서재 로그인 보안 코드",
  date="2025-07-23 00:14:39 +0900",
  charset="UTF-8", cte="base64",
  otp="Q4T9WZ", written="Q4T9WZ",
  text="""강은지 님,

새 브라우저에서 오늘의서재 로그인이 시도되었습니다.
로그인을 계속하려면 아래 보안 코드를 입력하세요.

보안 코드: Q4T9WZ
(대소문자 구분 없음, 15분간 유효)

시도 일시: 2025년 7월 23일 00:14
브라우저: Firefox (Windows)
위치: 부산광역시 (추정)

본인이 아닌가요?
누군가 비밀번호를 알고 있을 수 있습니다. 지금 비밀번호를 재설정하세요:
https://www.oneului-seojae.example/account/password-reset?k=Zr81xKp0aQ

오늘의서재 고객지원
""",
  html="""<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#faf7f2;font-family:'Noto Sans KR',sans-serif;">
<div style="max-width:520px;margin:30px auto;background:#fff;border:1px solid #ece6dc;padding:30px;">
<p style="font-size:20px;font-weight:bold;color:#4e3b2a;margin-top:0;">오늘의서재</p>
<p>강은지 님,</p>
<p>새 브라우저에서 오늘의서재 로그인이 시도되었습니다. 로그인을 계속하려면 아래 보안 코드를 입력하세요.</p>
<p style="text-align:center;font-size:30px;font-weight:bold;letter-spacing:6px;background:#f4efe7;padding:14px;">Q4T9WZ</p>
<p style="font-size:12px;color:#8b7d6b;text-align:center;">대소문자 구분 없음 · 15분간 유효</p>
<p style="font-size:13px;color:#555;">시도 일시: 2025년 7월 23일 00:14<br>브라우저: Firefox (Windows)<br>위치: 부산광역시 (추정)</p>
<div style="border-top:1px solid #ece6dc;margin-top:20px;padding-top:14px;font-size:13px;color:#555;">
<b>본인이 아닌가요?</b> 누군가 비밀번호를 알고 있을 수 있습니다.
<a href="https://www.oneului-seojae.example/account/password-reset?k=Zr81xKp0aQ" style="color:#b5542c;">지금 비밀번호 재설정하기</a>
</div>
</div>
</body></html>
""")

M(lang="ko", kind="no_code_word", fam=1,
  frm=("한울도서관", "member@hanul-library.example"),
  to="jaeho.seo@hanmail-ko.example",
  subject="이메일 주소를 확인해 주세요",
  date="2025-02-25 16:52:03 +0900",
  charset="EUC-KR", cte="8bit",
  otp="7309", written="7309",
  text="""서재호 님, 한울도서관 회원가입을 환영합니다.

가입을 마치려면 앱 화면에 아래 숫자 4자리를 입력해 주세요.

        7309

10분이 지나면 다시 요청하셔야 합니다.

※ 회원증 번호(대출증 번호)는 가입이 끝난 뒤 '내 서재' 메뉴에서 확인할 수 있습니다.
※ 도서 대출은 1인 최대 7권, 대출 기간은 14일입니다.

한울도서관 (우 42000) 대구광역시 중구 공평로 000 / 053-000-2100
""")

M(lang="ko", kind="alt_text_only", fam=1,
  frm=("모두의은행", "alert@modu-bank.example"),
  to="yerin.oh@naemail.example",
  subject="[모두의은행] 이메일 인증 안내",
  date="2025-10-30 18:39:21 +0900",
  charset="UTF-8", cte="quoted-printable",
  otp="482615", written="482 615",
  html="""<!DOCTYPE html>
<html lang="ko">
<head><meta charset="utf-8"><title>이메일 인증 안내</title></head>
<body style="margin:0;background:#f2f4f6;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f2f4f6;"><tr><td align="center" style="padding:30px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<tr><td style="padding:32px 32px 0;"><img src="https://static.modu-bank.example/mail/ci.png" alt="모두의은행" width="96" height="24"></td></tr>
<tr><td style="padding:20px 32px 8px;font-size:22px;font-weight:bold;color:#191f28;">이메일 인증을 진행해 주세요</td></tr>
<tr><td style="padding:0 32px;font-size:15px;color:#4e5968;line-height:1.7;">앱 화면으로 돌아가 아래 이미지의 번호를 입력하면 인증이 완료됩니다.</td></tr>
<tr><td align="center" style="padding:24px 32px;">
<img src="https://static.modu-bank.example/mail/otp/2f8c1e7a-9b42.png" alt="인증번호 482 615" width="280" height="72" style="display:block;border:0;border-radius:10px;">
</td></tr>
<tr><td style="padding:0 32px 28px;font-size:13px;color:#8b95a1;line-height:1.7;">유효시간은 5분입니다. 모두의은행은 전화로 인증번호를 묻지 않습니다.<br>
고객센터 1599-0000 · 서울특별시 영등포구 국제금융로 000<br>
<a href="https://www.modu-bank.example/privacy" style="color:#8b95a1;">개인정보처리방침</a></td></tr>
</table>
</td></tr></table>
</body>
</html>
""")

M(lang="ko", kind="phone_and_dates", fam=1,
  frm=("바로배달", "auth@barobaedal.example"),
  to="taeyang.lim@hanmail-ko.example",
  subject="[바로배달] 결제 수단 등록 인증번호",
  date="2025-11-02 14:37:09 +0900",
  charset="EUC-KR", cte="quoted-printable",
  otp="271864", written="271864",
  text="""[바로배달] 결제 수단 등록을 위한 인증번호입니다.

인증번호 : 271864
(3분 이내에 입력해 주세요)

요청 내용
- 발송 일시   : 2025-11-02 14:37:09
- 등록 카드   : 5107-37**-****-4410
- 첫 결제 예정 : 32,900원 (11월 2일 주문 #B2511020397)
- 배달 주소   : (04524) 서울특별시 중구 세종대로 000, 1203호
- 연락처     : 010-2***-5588

본인이 요청하지 않은 경우 바로배달 고객센터 1544-0921로 연락해 주세요.

(주)바로배달 | 사업자등록번호 123-45-67890 | 통신판매업신고 제2025-서울중구-0123호
""",
  html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=euc-kr"></head>
<body style="font-family:'Malgun Gothic',sans-serif;font-size:14px;color:#222;">
<table width="520" cellpadding="0" cellspacing="0" style="border:1px solid #e5e5e5;">
<tr><td style="background:#2ac1bc;color:#fff;padding:14px 20px;font-size:18px;font-weight:bold;">바로배달</td></tr>
<tr><td style="padding:20px;line-height:1.8;">
결제 수단 등록을 위한 인증번호입니다.<br>
<span style="font-size:26px;font-weight:bold;letter-spacing:3px;">271864</span><br>
<span style="color:#888;">3분 이내에 입력해 주세요.</span>
<table cellpadding="4" style="font-size:13px;color:#555;margin-top:14px;">
<tr><td>발송 일시</td><td>2025-11-02 14:37:09</td></tr>
<tr><td>등록 카드</td><td>5107-37**-****-4410</td></tr>
<tr><td>첫 결제 예정</td><td>32,900원 (11월 2일 주문 #B2511020397)</td></tr>
<tr><td>배달 주소</td><td>(04524) 서울특별시 중구 세종대로 000, 1203호</td></tr>
<tr><td>연락처</td><td>010-2***-5588</td></tr>
</table>
<p style="font-size:12px;color:#888;">본인이 요청하지 않은 경우 고객센터 1544-0921로 연락해 주세요.</p>
</td></tr>
<tr><td style="padding:10px 20px;background:#f8f8f8;font-size:11px;color:#999;">(주)바로배달 | 사업자등록번호 123-45-67890 | 통신판매업신고 제2025-서울중구-0123호</td></tr>
</table>
</body></html>
""")

# ================================================================ Thai (th)

M(lang="th", kind="booking_ref", fam=1,
  frm=("สายการบินฟ้าคราม", "booking@fahkram-air.example"),
  to=("วรรณา ศรีสุข", "wanna.s@thaimail.example"),
  subject="ยืนยันการจอง FK123 กรุงเทพฯ (ดอนเมือง) – เชียงใหม่ | รหัสการจอง B7KQ2M",
  date="2025-08-02 21:49:13 +0700",
  charset="UTF-8", cte="quoted-printable",
  text="""เรียน คุณวรรณา ศรีสุข

ขอบคุณที่เลือกเดินทางกับสายการบินฟ้าคราม การจองของท่านได้รับการยืนยันเรียบร้อยแล้ว

รหัสการจอง (Booking Reference): B7KQ2M
เลขที่ตั๋วอิเล็กทรอนิกส์: 817-2290451736

เที่ยวบินขาไป
  FK123  วันศุกร์ที่ 15 สิงหาคม 2568
  ออกเดินทาง 07:20 น.  ท่าอากาศยานดอนเมือง (DMK) อาคาร 1
  ถึง        08:35 น.  ท่าอากาศยานเชียงใหม่ (CNX)
  ที่นั่ง 12F | สัมภาระโหลดใต้เครื่อง 20 กก.

ผู้โดยสาร: MS WANNA SRISUK

สรุปค่าใช้จ่าย
  ค่าโดยสาร                        1,290.00 บาท
  ภาษีสนามบินและค่าธรรมเนียม          430.00 บาท
  สัมภาระ 20 กก.                      170.00 บาท
  รวมทั้งสิ้น                        1,890.00 บาท
  ชำระด้วยบัตรเครดิตลงท้ายด้วย 7731 เมื่อ 02/08/2568 เวลา 21:47 น.

เช็คอินออนไลน์เปิดให้บริการ 24 ชั่วโมงก่อนออกเดินทาง และปิด 1 ชั่วโมงก่อนเวลาออกเดินทาง
จัดการการจอง: https://www.fahkram-air.example/manage?pnr=B7KQ2M&ln=SRISUK

ศูนย์บริการลูกค้า โทร 02-000-1234 (ทุกวัน 06:00–22:00 น.)
บริษัท ฟ้าคราม แอร์ไลน์ จำกัด 222 ถนนวิภาวดีรังสิต แขวงสนามบิน เขตดอนเมือง กรุงเทพฯ 10210
""",
  html="""<!DOCTYPE html>
<html lang="th"><head><meta charset="utf-8"><title>ยืนยันการจอง</title></head>
<body style="margin:0;background:#e9f3fb;font-family:Tahoma,'Sarabun',sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#0b6fb8;color:#ffffff;padding:18px 24px;font-size:20px;">สายการบินฟ้าคราม</td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#333;line-height:1.8;">
<p>เรียน คุณวรรณา ศรีสุข</p>
<p>ขอบคุณที่เลือกเดินทางกับสายการบินฟ้าคราม การจองของท่านได้รับการยืนยันเรียบร้อยแล้ว</p>
<table width="100%" cellpadding="8" style="background:#f3f8fc;border:1px solid #d5e6f3;">
<tr><td>รหัสการจอง (Booking Reference)</td><td style="font-size:22px;font-weight:bold;letter-spacing:2px;">B7KQ2M</td></tr>
<tr><td>เลขที่ตั๋วอิเล็กทรอนิกส์</td><td>817-2290451736</td></tr>
</table>
<h3 style="color:#0b6fb8;">เที่ยวบินขาไป</h3>
<p><b>FK123</b> วันศุกร์ที่ 15 สิงหาคม 2568<br>
07:20 น. ท่าอากาศยานดอนเมือง (DMK) อาคาร 1 → 08:35 น. ท่าอากาศยานเชียงใหม่ (CNX)<br>
ที่นั่ง 12F | สัมภาระโหลดใต้เครื่อง 20 กก.<br>ผู้โดยสาร: MS WANNA SRISUK</p>
<table cellpadding="4" style="font-size:13px;">
<tr><td>ค่าโดยสาร</td><td align="right">1,290.00 บาท</td></tr>
<tr><td>ภาษีสนามบินและค่าธรรมเนียม</td><td align="right">430.00 บาท</td></tr>
<tr><td>สัมภาระ 20 กก.</td><td align="right">170.00 บาท</td></tr>
<tr><td><b>รวมทั้งสิ้น</b></td><td align="right"><b>1,890.00 บาท</b></td></tr>
</table>
<p style="font-size:12px;color:#777;">ชำระด้วยบัตรเครดิตลงท้ายด้วย 7731 เมื่อ 02/08/2568 เวลา 21:47 น.</p>
<p><a href="https://www.fahkram-air.example/manage?pnr=B7KQ2M&amp;ln=SRISUK" style="background:#f5a623;color:#fff;padding:10px 24px;text-decoration:none;border-radius:4px;">จัดการการจอง / เช็คอินออนไลน์</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;background:#f7f7f7;">ศูนย์บริการลูกค้า โทร 02-000-1234 (ทุกวัน 06:00–22:00 น.)<br>บริษัท ฟ้าคราม แอร์ไลน์ จำกัด 222 ถนนวิภาวดีรังสิต แขวงสนามบิน เขตดอนเมือง กรุงเทพฯ 10210</td></tr>
</table>
</body></html>
""")

M(lang="th", kind="booking_ref", fam=2,
  frm=("บ้านทะเลสีคราม รีสอร์ท", "reservation@baantalay-resort.example"),
  to=("ธนพล ใจดี", "thanaphon.j@thaimail.example"),
  subject="ยืนยันการจองห้องพัก หมายเลข 73920184 - บ้านทะเลสีคราม รีสอร์ท",
  date="2025-10-12 15:20:41 +0700",
  charset="TIS-620", cte="8bit",
  text="""เรียน คุณธนพล ใจดี

บ้านทะเลสีคราม รีสอร์ท ขอขอบพระคุณที่ท่านเลือกใช้บริการ
ทางรีสอร์ทขอยืนยันการจองห้องพักของท่านดังรายละเอียดต่อไปนี้

หมายเลขการจอง           : 73920184
ประเภทห้อง              : ดีลักซ์ วิวทะเล (เตียงคู่) จำนวน ๑ ห้อง
วันเข้าพัก                : วันอังคารที่ ๒๘ ตุลาคม ๒๕๖๘ (เช็คอินหลังเวลา ๑๔.๐๐ น.)
วันออก                   : วันศุกร์ที่ ๓๑ ตุลาคม ๒๕๖๘ (เช็คเอาท์ก่อนเวลา ๑๒.๐๐ น.)
จำนวนผู้เข้าพัก            : ผู้ใหญ่ ๒ ท่าน เด็ก ๑ ท่าน (อายุ ๗ ปี)
ราคารวม                  : ฿13,500.00 (๓ คืน x ฿4,500.00 รวมอาหารเช้า)
ชำระมัดจำแล้ว              : ฿4,500.00 (โอนเข้าบัญชีเมื่อ ๑๒ ต.ค. ๒๕๖๘)
ยอดคงเหลือชำระที่รีสอร์ท    : ฿9,000.00

บริการรถรับส่งจากท่าอากาศยานกระบี่ ราคา ๖๐๐ บาทต่อเที่ยว
กรุณาแจ้งเที่ยวบินล่วงหน้าอย่างน้อย ๒๔ ชั่วโมง

นโยบายการยกเลิก: ยกเลิกก่อนวันเข้าพัก ๗ วัน คืนเงินมัดจำเต็มจำนวน
หลังจากนั้นขอสงวนสิทธิ์ไม่คืนเงินมัดจำ

ด้วยความเคารพ
ฝ่ายสำรองห้องพัก
บ้านทะเลสีคราม รีสอร์ท
๙๙/๙ หมู่ ๒ ตำบลอ่าวนาง อำเภอเมืองกระบี่ จังหวัดกระบี่ ๘๑๑๘๐
โทร ๐๗๕-๐๐๐-๓๓๘  อีเมล reservation@baantalay-resort.example
""")

M(lang="th", kind="newsletter_numbers", fam=1,
  frm=("ตลาดดีดี", "no-reply@taladdeedee.example"),
  to=("กมลชนก ทองดี", "kamonchanok.t@thaimail.example"),
  subject="พัสดุของคุณกำลังเดินทาง! คำสั่งซื้อ #TD2509-884213",
  date="2025-09-18 10:12:33 +0700",
  charset="UTF-8", cte="base64",
  html="""<!DOCTYPE html>
<html lang="th">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>จัดส่งแล้ว</title></head>
<body style="margin:0;background:#fff4ec;font-family:Tahoma,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:18px 24px;background:#ff6f3c;color:#fff;font-size:22px;font-weight:bold;">ตลาดดีดี</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:1.8;">
<p>สวัสดีค่ะ คุณกมลชนก</p>
<p>คำสั่งซื้อ <b>#TD2509-884213</b> ของคุณถูกส่งมอบให้บริษัทขนส่งแล้ว 🎉</p>
<table width="100%" cellpadding="6" style="background:#fafafa;font-size:13px;">
<tr><td style="color:#888;">บริษัทขนส่ง</td><td>ส่งไว เอ็กซ์เพรส</td></tr>
<tr><td style="color:#888;">เลขพัสดุ</td><td>SW250918847731TH</td></tr>
<tr><td style="color:#888;">วันที่สั่งซื้อ</td><td>16/09/2568 20:14 น.</td></tr>
<tr><td style="color:#888;">คาดว่าจะได้รับ</td><td>19–21 ก.ย. 2568</td></tr>
<tr><td style="color:#888;">ที่อยู่จัดส่ง</td><td>88/12 ซอยสุขุมวิท 999 แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร รหัสไปรษณีย์ 10110<br>โทร 08x-xxx-2291</td></tr>
</table>
<table width="100%" cellpadding="6" style="font-size:13px;margin-top:14px;border-top:1px solid #eee;">
<tr><td>หม้อทอดไร้น้ำมัน 5.5 ลิตร (รุ่น AF-55) SKU 40021877</td><td>x1</td><td align="right">฿1,590</td></tr>
<tr><td>กระดาษรองหม้อทอด 100 แผ่น SKU 40021902</td><td>x2</td><td align="right">฿178</td></tr>
<tr><td colspan="2">ส่วนลดโค้ด DEEDEE100</td><td align="right">-฿100</td></tr>
<tr><td colspan="2">ค่าจัดส่ง</td><td align="right">฿0</td></tr>
<tr><td colspan="2"><b>ยอดชำระ (รวม VAT 7%)</b></td><td align="right"><b>฿1,668</b></td></tr>
</table>
<p style="font-size:12px;color:#888;">ได้รับ DeeCoins 16 เหรียญ จากคำสั่งซื้อนี้ (ใช้ได้ถึง 31/12/2568)</p>
<p style="text-align:center;"><a href="https://www.taladdeedee.example/orders/TD2509-884213/tracking" style="background:#ff6f3c;color:#fff;padding:12px 36px;border-radius:22px;text-decoration:none;">ติดตามพัสดุ</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;background:#fafafa;line-height:1.7;">
ศูนย์ช่วยเหลือ 02-000-7788 (ทุกวัน 08:00–20:00 น.) · บริษัท ตลาดดีดี (ประเทศไทย) จำกัด เลขประจำตัวผู้เสียภาษี 0105560000000<br>
<a href="https://www.taladdeedee.example/help" style="color:#999;">ศูนย์ช่วยเหลือ</a> · <a href="https://www.taladdeedee.example/settings/email?u=kt2291" style="color:#999;">ยกเลิกการรับอีเมล</a>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
""")

M(lang="th", kind="newsletter_numbers", fam=2,
  frm=("ไทยวิวเน็ต", "ebill@thaiviewnet.example"),
  to=("ปิยะพงษ์ มั่นคง", "piyapong.m@thaimail.example"),
  subject="ใบแจ้งค่าบริการรายเดือน รอบบิล ส.ค. 2568 (ครบกำหนด 25/09/2568)",
  date="2025-09-03 08:00:00 +0700",
  charset="UTF-8", cte="quoted-printable",
  text="""เรียน คุณปิยะพงษ์ มั่นคง

ไทยวิวเน็ตขอแจ้งค่าบริการรอบบิล 1–31 สิงหาคม 2568 ดังนี้

หมายเลขโทรศัพท์      : 089-xxx-4521
รหัสลูกค้า            : 31000428
เลขที่ใบแจ้งหนี้       : INV-6809-0043321
แพ็กเกจ              : เน็ตไม่อั้น 30 Mbps + โทร 300 นาที

ค่าบริการรายเดือน                599.00 บาท
ค่าบริการเพิ่มเติม (SMS 3 ข้อความ)   1.87 บาท
ภาษีมูลค่าเพิ่ม 7%                  42.06 บาท
ยอดที่ต้องชำระ                   642.93 บาท
ครบกำหนดชำระ                  25/09/2568

ชำระผ่านแอปธนาคาร (สแกนจ่ายหรือจ่ายบิล)
  รหัสบริษัท (Biller ID) : 010554000000099
  Ref.1 : 3100042871
  Ref.2 : 68090043321

ใช้งานเกินแพ็กเกจ: ดาต้า 0 GB, โทรเกิน 0 นาที
สิทธิพิเศษเดือนนี้: รับส่วนลด 50 บาท เมื่อชำระผ่านแอปภายใน 15/09/2568

ดูใบแจ้งค่าบริการฉบับเต็ม (PDF): https://my.thaiviewnet.example/bill/INV-6809-0043321
สอบถามข้อมูลเพิ่มเติม โทร 02-000-1000 ตลอด 24 ชั่วโมง

บริษัท ไทยวิวเน็ต จำกัด (มหาชน) 1 อาคารวิวเน็ต ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400
""")

M(lang="th", kind="username_digits", fam=1,
  frm=("เรียนไปด้วยกัน", "progress@rianpaiduaykan.example"),
  to="somchai_1990@thaimail.example",
  subject="สรุปการเรียนประจำสัปดาห์ของ somchai_1990",
  date="2025-07-14 07:00:00 +0700",
  charset="UTF-8", cte="8bit",
  text="""สวัสดีคุณ somchai_1990

นี่คือสรุปการเรียนของคุณระหว่างวันที่ 7–13 ก.ค. 2568

คอร์สที่กำลังเรียน : Excel สำหรับคนทำงาน (บทที่ 3 จาก 12)
เวลาที่เรียนสัปดาห์นี้ : 2 ชั่วโมง 45 นาที (เพิ่มขึ้น 35%)
คะแนนแบบทดสอบล่าสุด : 85/100
เรียนต่อเนื่อง       : 6 วัน 🔥

เลขที่สมาชิก: M-2023-004417
แพ็กเกจ: รายปี (หมดอายุ 30/11/2568)

เรียนต่อบทที่ 4 "PivotTable เบื้องต้น": https://www.rianpaiduaykan.example/course/excel-work/lesson/4

ไม่ต้องการรับสรุปรายสัปดาห์? ตั้งค่าได้ที่ https://www.rianpaiduaykan.example/settings/notifications
""",
  html="""<!DOCTYPE html>
<html lang="th"><head><meta charset="utf-8"></head>
<body style="font-family:'Sarabun',Tahoma,sans-serif;background:#f4f6fb;">
<div style="max-width:560px;margin:20px auto;background:#fff;border-radius:10px;padding:26px;color:#2b2d42;">
<p style="font-size:18px;font-weight:bold;">สวัสดีคุณ somchai_1990 👋</p>
<p>นี่คือสรุปการเรียนของคุณระหว่างวันที่ 7–13 ก.ค. 2568</p>
<table width="100%" cellpadding="8" style="font-size:14px;">
<tr><td>คอร์สที่กำลังเรียน</td><td>Excel สำหรับคนทำงาน (บทที่ 3 จาก 12)</td></tr>
<tr><td>เวลาที่เรียนสัปดาห์นี้</td><td>2 ชั่วโมง 45 นาที <span style="color:#2a9d8f;">(+35%)</span></td></tr>
<tr><td>คะแนนแบบทดสอบล่าสุด</td><td>85/100</td></tr>
<tr><td>เรียนต่อเนื่อง</td><td>6 วัน 🔥</td></tr>
</table>
<p style="font-size:12px;color:#8d99ae;">เลขที่สมาชิก: M-2023-004417 · แพ็กเกจรายปี (หมดอายุ 30/11/2568)</p>
<p><a href="https://www.rianpaiduaykan.example/course/excel-work/lesson/4" style="background:#4361ee;color:#fff;padding:10px 26px;border-radius:6px;text-decoration:none;">เรียนต่อบทที่ 4</a></p>
<p style="font-size:11px;color:#aaa;"><a href="https://www.rianpaiduaykan.example/settings/notifications" style="color:#aaa;">ตั้งค่าการแจ้งเตือน</a></p>
</div>
</body></html>
""")

M(lang="th", kind="new_and_old_code", fam=1,
  frm=("เงินไว วอลเล็ท", "otp@ngernwai.example"),
  to="natthida.k@thaimail.example",
  subject="รหัส OTP ใหม่สำหรับเงินไว วอลเล็ท",
  date="2025-06-21 19:33:52 +0700",
  charset="UTF-8", cte="8bit",
  otp="720594", written="720594",
  text="""เรียน ผู้ใช้บริการเงินไว วอลเล็ท

รหัส OTP ใหม่ของคุณคือ 720594 (รหัสอ้างอิง: KXPT)
รหัสนี้ใช้ได้ภายใน 5 นาที

รหัส OTP เดิม 318266 (รหัสอ้างอิง: HMWA) ที่ส่งไปก่อนหน้านี้ถูกยกเลิกแล้ว เนื่องจากคุณกดขอรหัสใหม่
กรุณาตรวจสอบว่ารหัสอ้างอิงบนหน้าจอตรงกับ KXPT ก่อนกรอกรหัส

ห้ามบอกรหัส OTP แก่ผู้อื่น รวมถึงพนักงานของเงินไว

เงินไว วอลเล็ท
ศูนย์บริการลูกค้า 02-000-9090 ตลอด 24 ชั่วโมง
""")

M(lang="th", kind="several_codes", fam=1,
  frm=("ดูดีทีวี", "account@dudee-tv.example"),
  to="prapai.w@thaimail.example",
  subject="เข้าสู่ระบบดูดีทีวีบนสมาร์ททีวี",
  date="2025-11-29 20:55:18 +0700",
  charset="UTF-8", cte="quoted-printable",
  otp="903528", written="903 528",
  text="""สวัสดีค่ะ คุณประไพ

มีการขอเข้าสู่ระบบบัญชีดูดีทีวีของคุณบนทีวีเครื่องใหม่ (Living Room TV)

ขั้นตอนที่ 1: ตรวจสอบว่าหมายเลขที่แสดงบนหน้าจอทีวีคือ 47
(ไม่ต้องพิมพ์หมายเลขนี้ ใช้สำหรับเทียบเท่านั้น)

ขั้นตอนที่ 2: กรอกรหัสยืนยัน 6 หลักนี้บนทีวี
    903 528

รหัสยืนยันใช้ได้ภายใน 15 นาที
รหัส PIN ผู้ปกครองของคุณไม่เปลี่ยนแปลง และไม่ต้องใช้ในขั้นตอนนี้

แพ็กเกจปัจจุบัน: พรีเมียม 4K (299 บาท/เดือน) · ต่ออายุอัตโนมัติ 05/12/2568

หากคุณไม่ได้ทำรายการนี้ ไม่ต้องดำเนินการใดๆ ทีวีเครื่องนั้นจะไม่สามารถเข้าสู่ระบบได้
ดูดีทีวี · ศูนย์ช่วยเหลือ https://help.dudee-tv.example
""",
  html="""<!DOCTYPE html>
<html lang="th"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#111;font-family:Tahoma,sans-serif;color:#eee;">
<div style="max-width:520px;margin:0 auto;padding:28px;">
<p style="font-size:24px;font-weight:bold;color:#e50914;margin:0 0 16px;">ดูดีทีวี</p>
<p>สวัสดีค่ะ คุณประไพ</p>
<p>มีการขอเข้าสู่ระบบบัญชีดูดีทีวีของคุณบนทีวีเครื่องใหม่ (Living Room TV)</p>
<div style="background:#222;border-radius:8px;padding:16px;margin:16px 0;">
<p style="margin:0;color:#aaa;font-size:13px;">ขั้นตอนที่ 1: ตรวจสอบว่าหมายเลขบนหน้าจอทีวีคือ</p>
<p style="font-size:30px;margin:6px 0;color:#aaa;">47</p>
<p style="margin:0;color:#777;font-size:12px;">ไม่ต้องพิมพ์หมายเลขนี้ ใช้สำหรับเทียบเท่านั้น</p>
</div>
<div style="background:#222;border-radius:8px;padding:16px;margin:16px 0;">
<p style="margin:0;color:#aaa;font-size:13px;">ขั้นตอนที่ 2: กรอกรหัสยืนยัน 6 หลักนี้บนทีวี</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:6px;margin:6px 0;">903 528</p>
<p style="margin:0;color:#777;font-size:12px;">ใช้ได้ภายใน 15 นาที</p>
</div>
<p style="font-size:12px;color:#888;">รหัส PIN ผู้ปกครองของคุณไม่เปลี่ยนแปลง และไม่ต้องใช้ในขั้นตอนนี้<br>แพ็กเกจปัจจุบัน: พรีเมียม 4K (299 บาท/เดือน) · ต่ออายุอัตโนมัติ 05/12/2568</p>
<p style="font-size:12px;color:#888;">หากคุณไม่ได้ทำรายการนี้ ไม่ต้องดำเนินการใดๆ · <a href="https://help.dudee-tv.example" style="color:#888;">ศูนย์ช่วยเหลือ</a></p>
</div>
</body></html>
""")

M(lang="th", kind="prefix_code", fam=1,
  frm=("ทองวารี ประกันภัย", "eservice@thongwaree-insure.example"),
  to="surachai.p@thaimail.example",
  subject="รหัสยืนยันตัวตนสำหรับดูกรมธรรม์ออนไลน์",
  date="2025-05-07 11:08:29 +0700",
  charset="UTF-8", cte="base64",
  otp="558102", written="TW-558102",
  text="""เรียน คุณสุรชัย พงษ์ไพบูลย์

ท่านได้ขอเข้าดูกรมธรรม์เลขที่ 6801-2234-5567 ผ่านระบบ e-Service

รหัสยืนยันตัวตน: TW-558102

กรุณากรอกเฉพาะตัวเลข 6 หลักหลังเครื่องหมายขีด (-) ในหน้าจอยืนยัน
รหัสมีอายุ 10 นาที นับจากเวลา 11:08 น. วันที่ 7 พฤษภาคม 2568

บริษัทฯ ไม่มีนโยบายสอบถามรหัสผ่านหรือรหัสยืนยันทางโทรศัพท์
สอบถามเพิ่มเติม โทร 02-000-4499 (จันทร์–ศุกร์ 08:30–17:30 น.)

บริษัท ทองวารี ประกันภัย จำกัด (มหาชน)
""")

M(lang="th", kind="lowercase_alnum", fam=1,
  frm=("บันทึกใบตอง", "hello@baitong-notes.example"),
  to="jirawat.n@thaimail.example",
  subject="ลิงก์เข้าสู่ระบบบันทึกใบตอง",
  date="2025-04-16 22:31:07 +0700",
  charset="UTF-8", cte="quoted-printable",
  otp="h3m8x2pa",
  link="https://app.baitong-notes.example/login/verify?t=7cQ2xWmR9kLp&e=jirawat.n%40thaimail.example",
  text="""สวัสดีครับ

กดลิงก์ด้านล่างเพื่อเข้าสู่ระบบบันทึกใบตอง:
https://app.baitong-notes.example/login/verify?t=7cQ2xWmR9kLp&e=jirawat.n%40thaimail.example

หรือถ้าเปิดแอปอยู่บนอุปกรณ์อื่น ให้พิมพ์รหัสนี้แทน:
h3m8x2pa

ลิงก์และรหัสจะหมดอายุใน 20 นาที
ถ้าคุณไม่ได้ขอเข้าสู่ระบบ ไม่ต้องทำอะไร บัญชีของคุณยังปลอดภัย

ทีมบันทึกใบตอง
""",
  html="""<!DOCTYPE html>
<html lang="th"><head><meta charset="utf-8"></head>
<body style="font-family:'Sarabun',sans-serif;background:#f1f8f1;">
<div style="max-width:460px;margin:36px auto;background:#fff;border-radius:12px;padding:30px;text-align:center;color:#1f3a1f;">
<img src="https://app.baitong-notes.example/static/leaf.png" width="36" height="36" alt="">
<h2 style="font-weight:600;">เข้าสู่ระบบบันทึกใบตอง</h2>
<p><a href="https://app.baitong-notes.example/login/verify?t=7cQ2xWmR9kLp&amp;e=jirawat.n%40thaimail.example" style="display:inline-block;background:#2e7d32;color:#fff;padding:12px 34px;border-radius:8px;text-decoration:none;">เข้าสู่ระบบ</a></p>
<p style="color:#5b6b5b;font-size:14px;">หรือถ้าเปิดแอปอยู่บนอุปกรณ์อื่น ให้พิมพ์รหัสนี้แทน</p>
<p style="font-family:monospace;font-size:26px;letter-spacing:4px;background:#f1f8f1;padding:10px;border-radius:6px;">h3m8x2pa</p>
<p style="color:#8a9a8a;font-size:12px;">ลิงก์และรหัสจะหมดอายุใน 20 นาที ถ้าคุณไม่ได้ขอเข้าสู่ระบบ ไม่ต้องทำอะไร</p>
</div>
</body></html>
""")

M(lang="th", kind="reset_in_code_mail", fam=1,
  frm=("เล่นดี ฟิตเนส", "security@lendee-fitness.example"),
  to="apinya.r@thaimail.example",
  subject="รหัสยืนยันการเข้าสู่ระบบ เล่นดี ฟิตเนส",
  date="2025-08-25 05:42:16 +0700",
  charset="UTF-8", cte="base64",
  otp="552931", written="552 931",
  text="""สวัสดีค่ะ คุณอภิญญา

มีการเข้าสู่ระบบแอปเล่นดี ฟิตเนส จากอุปกรณ์ใหม่ (iPad, เชียงใหม่)
กรอกรหัสยืนยันด้านล่างเพื่อดำเนินการต่อ

รหัสยืนยัน: 552 931
(หมดอายุใน 10 นาที)

ไม่ใช่คุณใช่ไหม?
มีคนอาจรู้รหัสผ่านของคุณ กรุณาเปลี่ยนรหัสผ่านทันทีที่
https://www.lendee-fitness.example/account/reset-password?token=f8Kd02LmQz71

สมาชิกสาขา: เล่นดี ฟิตเนส นิมมานฯ · รหัสสมาชิก 0057812

เล่นดี ฟิตเนส โทร 053-000-245
""",
  html="""<!DOCTYPE html>
<html lang="th"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff7f0;font-family:Tahoma,sans-serif;">
<table width="540" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:24px;border-radius:10px;">
<tr><td style="padding:24px 28px;font-size:15px;color:#333;line-height:1.8;">
<p style="font-size:20px;font-weight:bold;color:#ff5722;margin-top:0;">เล่นดี ฟิตเนส</p>
<p>สวัสดีค่ะ คุณอภิญญา</p>
<p>มีการเข้าสู่ระบบแอปเล่นดี ฟิตเนส จากอุปกรณ์ใหม่ (iPad, เชียงใหม่) กรอกรหัสยืนยันด้านล่างเพื่อดำเนินการต่อ</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:5px;text-align:center;">552 931</p>
<p style="text-align:center;color:#999;font-size:12px;">หมดอายุใน 10 นาที</p>
<p style="background:#fff3e0;padding:12px;border-radius:6px;font-size:13px;"><b>ไม่ใช่คุณใช่ไหม?</b> มีคนอาจรู้รหัสผ่านของคุณ <a href="https://www.lendee-fitness.example/account/reset-password?token=f8Kd02LmQz71" style="color:#ff5722;">เปลี่ยนรหัสผ่านทันที</a></p>
<p style="font-size:12px;color:#999;">สมาชิกสาขา: เล่นดี ฟิตเนส นิมมานฯ · รหัสสมาชิก 0057812 · โทร 053-000-245</p>
</td></tr>
</table>
</body></html>
""")

M(lang="th", kind="no_code_word", fam=1,
  frm=("ครัวคุณยาย", "welcome@kruakhunyai.example"),
  to="manee.s@thaimail.example",
  subject="ยืนยันอีเมลของคุณ",
  date="2025-03-05 13:17:44 +0700",
  charset="UTF-8", cte="8bit",
  otp="615290", written="615 290",
  text="""ยินดีต้อนรับสู่ครัวคุณยาย!

อีกขั้นตอนเดียวก็เสร็จแล้ว
พิมพ์ตัวเลข 6 หลักนี้ลงในแอปเพื่อยืนยันอีเมลของคุณ

    615 290

ตัวเลขชุดนี้ใช้ได้ 30 นาที หากหมดเวลา กด "ส่งอีกครั้ง" ในแอปได้เลย

สูตรแนะนำสัปดาห์นี้: แกงเขียวหวานไก่ (4 ที่) ใช้เวลา 45 นาที
ถ้าคุณไม่ได้สมัครสมาชิก ไม่ต้องสนใจอีเมลฉบับนี้

ครัวคุณยาย
""")

M(lang="th", kind="subject_only", fam=1,
  frm=("ลมหนาว มิวสิก", "noreply@lomnao-music.example"),
  to="kittipong.c@thaimail.example",
  subject="384720 คือรหัสยืนยันของคุณสำหรับ ลมหนาว มิวสิก",
  date="2025-01-20 23:58:02 +0700",
  charset="UTF-8", cte="quoted-printable",
  otp="384720", written="384720",
  html="""<!DOCTYPE html>
<html lang="th"><head><meta charset="utf-8"></head>
<body style="background:#0e1726;color:#e2e8f0;font-family:Tahoma,sans-serif;">
<div style="max-width:480px;margin:30px auto;padding:24px;">
<p style="font-size:22px;font-weight:bold;color:#7dd3fc;">ลมหนาว มิวสิก</p>
<p>สวัสดีครับ</p>
<p>กรุณากรอกรหัสยืนยันที่แสดงอยู่ในหัวเรื่องของอีเมลฉบับนี้ ลงในหน้าจอเข้าสู่ระบบ</p>
<p style="color:#94a3b8;font-size:13px;">รหัสใช้ได้ครั้งเดียวภายใน 10 นาที หากคุณไม่ได้ขอเข้าสู่ระบบ ไม่ต้องทำอะไร</p>
<p style="color:#64748b;font-size:12px;">ฟังเพลงไม่อั้น 129 บาท/เดือน · ทดลองฟรี 30 วัน · <a href="https://www.lomnao-music.example/help" style="color:#64748b;">ความช่วยเหลือ</a></p>
</div>
</body></html>
""")

M(lang="th", kind="magic_link", fam=1,
  frm=("บ้านเรียนรู้ออนไลน์", "login@baanrianroo.example"),
  to="sirin.p@thaimail.example",
  subject="คลิกเพื่อเข้าสู่ระบบบ้านเรียนรู้ออนไลน์",
  date="2025-02-09 09:15:40 +0700",
  charset="UTF-8", cte="base64",
  headers=[("List-Unsubscribe", "<https://e.baanrianroo.example/unsubscribe/dW5zdWJfc2lyaW4>")],
  link="https://e.baanrianroo.example/e/c/eyJsaW5rX2lkIjo0NTIsIm1zZ19pZCI6IjhmMmEifQ/aHR0cHM6Ly93d3cuYmFhbnJpYW5yb28uZXhhbXBsZS9hdXRoL2xpbms_dG9rZW49YnIzWHE5TXQ3dg",
  text="""สวัสดีค่ะ คุณศิรินทร์

คลิกลิงก์ด้านล่างเพื่อเข้าสู่ระบบบ้านเรียนรู้ออนไลน์ (ไม่ต้องใช้รหัสผ่าน)

https://e.baanrianroo.example/e/c/eyJsaW5rX2lkIjo0NTIsIm1zZ19pZCI6IjhmMmEifQ/aHR0cHM6Ly93d3cuYmFhbnJpYW5yb28uZXhhbXBsZS9hdXRoL2xpbms_dG9rZW49YnIzWHE5TXQ3dg

ลิงก์นี้ใช้ได้ 1 ครั้ง ภายใน 15 นาที

คอร์สของคุณ: คณิตศาสตร์ ม.4 เทอม 2 (ความคืบหน้า 62%)
ดูคอร์สทั้งหมด: https://e.baanrianroo.example/e/c/eyJsaW5rX2lkIjo0NTMsIm1zZ19pZCI6IjhmMmEifQ/aHR0cHM6Ly93d3cuYmFhbnJpYW5yb28uZXhhbXBsZS9jb3Vyc2Vz

ยกเลิกการรับอีเมล: https://e.baanrianroo.example/unsubscribe/dW5zdWJfc2lyaW4
บ้านเรียนรู้ออนไลน์ · โทร 02-000-3636
""",
  html="""<!DOCTYPE html>
<html lang="th"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fdf6e3;font-family:'Sarabun',Tahoma,sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;margin-top:20px;">
<tr><td style="padding:24px 28px;color:#3c3c3c;font-size:15px;line-height:1.8;">
<p style="font-size:20px;font-weight:bold;color:#d97706;margin-top:0;">บ้านเรียนรู้ออนไลน์</p>
<p>สวัสดีค่ะ คุณศิรินทร์</p>
<p>คลิกปุ่มด้านล่างเพื่อเข้าสู่ระบบ (ไม่ต้องใช้รหัสผ่าน) ลิงก์นี้ใช้ได้ 1 ครั้ง ภายใน 15 นาที</p>
<p style="text-align:center;margin:26px 0;"><a href="https://e.baanrianroo.example/e/c/eyJsaW5rX2lkIjo0NTIsIm1zZ19pZCI6IjhmMmEifQ/aHR0cHM6Ly93d3cuYmFhbnJpYW5yb28uZXhhbXBsZS9hdXRoL2xpbms_dG9rZW49YnIzWHE5TXQ3dg" style="background:#d97706;color:#fff;padding:13px 40px;border-radius:6px;text-decoration:none;font-weight:bold;">เข้าสู่ระบบ</a></p>
<p style="font-size:13px;color:#777;">คอร์สของคุณ: คณิตศาสตร์ ม.4 เทอม 2 (ความคืบหน้า 62%) · <a href="https://e.baanrianroo.example/e/c/eyJsaW5rX2lkIjo0NTMsIm1zZ19pZCI6IjhmMmEifQ/aHR0cHM6Ly93d3cuYmFhbnJpYW5yb28uZXhhbXBsZS9jb3Vyc2Vz">ดูคอร์สทั้งหมด</a></p>
</td></tr>
<tr><td style="padding:14px 28px;background:#fafafa;font-size:11px;color:#999;">
<a href="https://e.baanrianroo.example/unsubscribe/dW5zdWJfc2lyaW4" style="color:#999;">ยกเลิกการรับอีเมล</a> · <a href="https://www.baanrianroo.example/privacy" style="color:#999;">นโยบายความเป็นส่วนตัว</a> · โทร 02-000-3636
</td></tr>
</table>
<img src="https://e.baanrianroo.example/e/o/eyJtc2dfaWQiOiI4ZjJhIn0" width="1" height="1" alt="">
</body></html>
""")

M(lang="th", kind="phone_and_dates", fam=1,
  frm=("ธนาคารใบบัว", "alert@baibua-bank.example"),
  to="chatchai.t@thaimail.example",
  subject="OTP สำหรับเพิ่มบัญชีผู้รับโอน - ธนาคารใบบัว",
  date="2025-11-03 14:20:05 +0700",
  charset="UTF-8", cte="8bit",
  otp="604281", written="604 281",
  text="""เรียน คุณฉัตรชัย ธนากร

ท่านกำลังเพิ่มบัญชีผู้รับโอนรายการใหม่ผ่านบริการใบบัว ออนไลน์

OTP: 604 281 (Ref: QWZT)
หมดอายุเวลา 14:25 น. วันที่ 03/11/2568

รายละเอียดรายการ
  บัญชีผู้รับโอน : ธนาคารนาคราช xxx-x-x4417-x (นางสาวมาลี ใจงาม)
  วงเงินโอนต่อวัน : 50,000.00 บาท
  ค่าธรรมเนียม   : 0.00 บาท
  วันที่ทำรายการ  : 03/11/2568 เวลา 14:20:05 น.

หากท่านไม่ได้ทำรายการนี้ กรุณาติดต่อศูนย์บริการลูกค้า 02-000-5555 ทันที (ตลอด 24 ชั่วโมง)
ธนาคารจะไม่ส่งลิงก์ให้ท่านกรอกข้อมูลส่วนตัวทาง SMS หรืออีเมล

ธนาคารใบบัว จำกัด (มหาชน)
สำนักงานใหญ่ 1 ถนนพระราม 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพฯ 10330
""",
  html="""<!DOCTYPE html>
<html lang="th"><head><meta charset="utf-8"></head>
<body style="font-family:Tahoma,sans-serif;font-size:14px;color:#222;">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #d9e8dc;">
<tr><td style="background:#1b7f3b;color:#fff;padding:14px 20px;font-size:18px;">ธนาคารใบบัว</td></tr>
<tr><td style="padding:20px;line-height:1.9;">
<p>เรียน คุณฉัตรชัย ธนากร</p>
<p>ท่านกำลังเพิ่มบัญชีผู้รับโอนรายการใหม่ผ่านบริการใบบัว ออนไลน์</p>
<p style="font-size:26px;font-weight:bold;">OTP: 604 281 <span style="font-size:14px;font-weight:normal;color:#666;">(Ref: QWZT)</span></p>
<p style="color:#c62828;">หมดอายุเวลา 14:25 น. วันที่ 03/11/2568</p>
<table cellpadding="4" style="font-size:13px;color:#444;">
<tr><td>บัญชีผู้รับโอน</td><td>ธนาคารนาคราช xxx-x-x4417-x (นางสาวมาลี ใจงาม)</td></tr>
<tr><td>วงเงินโอนต่อวัน</td><td>50,000.00 บาท</td></tr>
<tr><td>ค่าธรรมเนียม</td><td>0.00 บาท</td></tr>
<tr><td>วันที่ทำรายการ</td><td>03/11/2568 เวลา 14:20:05 น.</td></tr>
</table>
<p style="font-size:12px;color:#666;">หากท่านไม่ได้ทำรายการนี้ กรุณาติดต่อศูนย์บริการลูกค้า 02-000-5555 ทันที (ตลอด 24 ชั่วโมง)</p>
</td></tr>
<tr><td style="padding:10px 20px;background:#f3f8f4;font-size:11px;color:#777;">ธนาคารใบบัว จำกัด (มหาชน) สำนักงานใหญ่ 1 ถนนพระราม 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพฯ 10330</td></tr>
</table>
</body></html>
""")

# ================================================================ Vietnamese (vi)

M(lang="vi", kind="booking_ref", fam=1,
  frm=("Cánh Sen Airlines", "booking@canhsen-air.example"),
  to=("Nguyễn Thị Lan", "lan.nguyen@vnmail.example"),
  subject="Xác nhận đặt chỗ - Mã đặt chỗ LT7R2C - Hà Nội đi TP. Hồ Chí Minh",
  date="2025-08-28 20:36:51 +0700",
  charset="UTF-8", cte="quoted-printable",
  text="""Kính gửi Quý khách NGUYEN THI LAN,

Cảm ơn Quý khách đã lựa chọn Cánh Sen Airlines. Đặt chỗ của Quý khách đã được xác nhận.

Mã đặt chỗ: LT7R2C
Số vé điện tử: 738-2412345678

CHUYẾN BAY
  CS 217  Chủ nhật, 14/09/2025
  Hà Nội (HAN) - Nhà ga T1   06:15
  TP. Hồ Chí Minh (SGN) - Nhà ga T1   08:25
  Hạng Phổ thông - Ghế 21D
  Hành lý ký gửi: 23 kg - Hành lý xách tay: 7 kg

CHI TIẾT THANH TOÁN
  Giá vé                     1.290.000 VND
  Thuế, phí sân bay            459.000 VND
  Phí chọn chỗ ngồi            130.000 VND
  Tổng cộng                  1.879.000 VND
  Thanh toán bằng thẻ Visa **** 5521 lúc 20:34 ngày 28/08/2025

Làm thủ tục trực tuyến từ 24 giờ đến 1 giờ trước giờ khởi hành:
https://www.canhsen-air.example/check-in?pnr=LT7R2C

Quý khách vui lòng có mặt tại sân bay ít nhất 2 giờ trước giờ khởi hành và mang theo giấy tờ tùy thân hợp lệ.

Tổng đài hỗ trợ 1900 0000 (24/7)
Công ty Cổ phần Hàng không Cánh Sen - Số 00 Trường Sơn, Phường Tân Sơn Hòa, TP. Hồ Chí Minh
""",
  html="""<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"><title>Xác nhận đặt chỗ</title></head>
<body style="margin:0;background:#fbeff3;font-family:Arial,sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#c2185b;color:#fff;padding:18px 24px;font-size:20px;font-weight:bold;">Cánh Sen Airlines</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:1.7;">
<p>Kính gửi Quý khách <b>NGUYEN THI LAN</b>,</p>
<p>Cảm ơn Quý khách đã lựa chọn Cánh Sen Airlines. Đặt chỗ của Quý khách đã được xác nhận.</p>
<table width="100%" cellpadding="8" style="background:#fdf2f6;border:1px solid #f3c6d6;">
<tr><td>Mã đặt chỗ</td><td style="font-size:22px;font-weight:bold;letter-spacing:2px;">LT7R2C</td></tr>
<tr><td>Số vé điện tử</td><td>738-2412345678</td></tr>
</table>
<p><b>CS 217</b> · Chủ nhật, 14/09/2025<br>Hà Nội (HAN) T1 06:15 → TP. Hồ Chí Minh (SGN) T1 08:25<br>Hạng Phổ thông · Ghế 21D · Ký gửi 23 kg</p>
<table cellpadding="4" style="font-size:13px;">
<tr><td>Giá vé</td><td align="right">1.290.000 VND</td></tr>
<tr><td>Thuế, phí sân bay</td><td align="right">459.000 VND</td></tr>
<tr><td>Phí chọn chỗ ngồi</td><td align="right">130.000 VND</td></tr>
<tr><td><b>Tổng cộng</b></td><td align="right"><b>1.879.000 VND</b></td></tr>
</table>
<p><a href="https://www.canhsen-air.example/check-in?pnr=LT7R2C" style="background:#c2185b;color:#fff;padding:10px 26px;text-decoration:none;border-radius:4px;">Làm thủ tục trực tuyến</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;background:#f7f7f7;">Tổng đài hỗ trợ 1900 0000 (24/7) · Công ty Cổ phần Hàng không Cánh Sen</td></tr>
</table>
</body></html>
""")

M(lang="vi", kind="booking_ref", fam=2,
  frm=("Xe khách Phương Nam", "vexe@phuongnam-bus.example"),
  to="minhthu.tran@vnmail.example",
  subject="Vé điện tử PN-250923-118 - Sài Gòn đi Đà Lạt 22:30 ngày 23/09/2025",
  date="2025-09-20 12:04:17 +0700",
  charset="UTF-8", cte="8bit",
  text="""Xin chào Trần Minh Thư,

Nhà xe Phương Nam xin xác nhận vé của bạn:

Mã vé        : PN-250923-118
Tuyến        : TP. Hồ Chí Minh (Bến xe Miền Đông mới) -> Đà Lạt
Giờ khởi hành: 22:30 thứ Ba, 23/09/2025
Dự kiến đến  : 05:00 ngày 24/09/2025
Loại xe      : Giường nằm 34 chỗ - Biển số 51B-123.45
Số ghế       : B07 (tầng trên)
Điểm đón     : Văn phòng Quận 5, 00 Trần Hưng Đạo (có mặt trước 21:45)
Giá vé       : 320.000đ (đã thanh toán qua ví điện tử, mã giao dịch 88420931577)

Lưu ý:
- Vui lòng đưa mã vé hoặc số điện thoại 0908 *** 117 cho nhân viên khi lên xe.
- Hành lý miễn cước tối đa 20 kg.
- Đổi/trả vé trước giờ khởi hành 24 tiếng, phí 10%.

Tổng đài đặt vé: 1900 0123 (6:00 - 23:00)
Nhà xe Phương Nam - 00 Trần Hưng Đạo, Phường Chợ Quán, TP. Hồ Chí Minh
""")

M(lang="vi", kind="newsletter_numbers", fam=1,
  frm=("Chợ Xanh", "donhang@choxanh.example"),
  to=("Lê Hoàng Phúc", "phuc.le@vnmail.example"),
  subject="Đơn hàng #CX250918-4471 đang được giao đến bạn",
  date="2025-09-19 08:45:30 +0700",
  charset="UTF-8", cte="quoted-printable",
  headers=[("List-Unsubscribe", "<https://www.choxanh.example/email/huy-dang-ky?u=phl4471>")],
  html="""<!DOCTYPE html>
<html lang="vi">
<head><meta charset="utf-8"><title>Đơn hàng đang giao</title></head>
<body style="margin:0;background:#eef7ee;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:16px 24px;background:#2e7d32;color:#fff;font-size:22px;font-weight:bold;">Chợ Xanh</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:1.7;">
<p>Chào Lê Hoàng Phúc,</p>
<p>Đơn hàng <b>#CX250918-4471</b> của bạn đã được bàn giao cho đơn vị vận chuyển.</p>
<table width="100%" cellpadding="6" style="background:#f6faf6;font-size:13px;">
<tr><td style="color:#777;">Đơn vị vận chuyển</td><td>Giao Nhanh Xanh</td></tr>
<tr><td style="color:#777;">Mã vận đơn</td><td>GX2509184471VN</td></tr>
<tr><td style="color:#777;">Ngày đặt</td><td>18/09/2025 21:03</td></tr>
<tr><td style="color:#777;">Dự kiến giao</td><td>20/09 - 22/09/2025</td></tr>
<tr><td style="color:#777;">Địa chỉ nhận</td><td>Số 00 Nguyễn Thị Minh Khai, Phường Sài Gòn, TP. Hồ Chí Minh 700000<br>SĐT: 0909 *** 123</td></tr>
</table>
<table width="100%" cellpadding="6" style="font-size:13px;margin-top:14px;border-top:1px solid #e0e0e0;">
<tr><td>Gạo ST25 túi 5kg (SKU CX-G-0525)</td><td>x2</td><td align="right">398.000đ</td></tr>
<tr><td>Nước mắm cá cơm 40 độ đạm 500ml (SKU CX-NM-1140)</td><td>x1</td><td align="right">89.000đ</td></tr>
<tr><td colspan="2">Tạm tính</td><td align="right">487.000đ</td></tr>
<tr><td colspan="2">Giảm 15% thành viên Bạc</td><td align="right">-73.050đ</td></tr>
<tr><td colspan="2">Phí vận chuyển (áp dụng mã giảm giá FREESHIP50)</td><td align="right">0đ</td></tr>
<tr><td colspan="2"><b>Tổng thanh toán (COD)</b></td><td align="right"><b>413.950đ</b></td></tr>
</table>
<p style="font-size:12px;color:#777;">Bạn nhận được 413 Xu Xanh cho đơn hàng này, hạn sử dụng đến 31/12/2025.</p>
<p style="text-align:center;"><a href="https://www.choxanh.example/don-hang/CX250918-4471/theo-doi" style="background:#2e7d32;color:#fff;padding:12px 34px;border-radius:4px;text-decoration:none;">Theo dõi đơn hàng</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;background:#fafafa;line-height:1.7;">
Hotline 1800 0000 (miễn phí, 8:00 - 21:00) · Công ty TNHH Chợ Xanh · MST 0300000000<br>
<a href="https://www.choxanh.example/tro-giup" style="color:#999;">Trợ giúp</a> · <a href="https://www.choxanh.example/email/huy-dang-ky?u=phl4471" style="color:#999;">Hủy đăng ký nhận email</a>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
""")

M(lang="vi", kind="newsletter_numbers", fam=2,
  frm=("Cấp nước Sông Lam", "hoadon@capnuocsonglam.example"),
  to="gia.dinh.vo@vnmail.example",
  subject="Thông báo tiền nước kỳ 08/2025 - Mã KH PB09123456789",
  date="2025-09-05 07:30:00 +0700",
  charset="UTF-8", cte="quoted-printable",
  text="""CÔNG TY CỔ PHẦN CẤP NƯỚC SÔNG LAM
THÔNG BÁO TIỀN NƯỚC KỲ 08/2025

Kính gửi Quý khách hàng: VÕ VĂN HÙNG
Mã khách hàng : PB09123456789
Địa chỉ        : Số 00 Lê Lợi, Phường Vinh Phú, Tỉnh Nghệ An
Danh bộ        : 09-112-0457

Kỳ hóa đơn     : 01/08/2025 - 31/08/2025
Chỉ số cũ      : 1234
Chỉ số mới     : 1262
Tiêu thụ       : 28 m³

Tiền nước                         336.000 đ
Thuế GTGT (5%)                     16.800 đ
Phí bảo vệ môi trường (10%)        33.600 đ
TỔNG CỘNG                         386.400 đ
(Bằng chữ: Ba trăm tám mươi sáu nghìn bốn trăm đồng)

Hạn thanh toán: 20/09/2025
Thanh toán chuyển khoản: Số tài khoản 0000 1234 5678 tại Ngân hàng Phù Sa,
nội dung ghi "PB09123456789 T08".

Số hóa đơn điện tử: 0004512 - Ký hiệu 1C25TSL
Tra cứu hóa đơn: https://hoadon.capnuocsonglam.example/tra-cuu

Tổng đài chăm sóc khách hàng: 0238 000 0000
""")

M(lang="vi", kind="username_digits", fam=1,
  frm=("Học Cùng Nhau", "tuan@hoccungnhau.example"),
  to="hoang.nam92@vnmail.example",
  subject="hoang.nam92 ơi, tuần này bạn đã học được 4 giờ 35 phút!",
  date="2025-10-13 06:30:00 +0700",
  charset="UTF-8", cte="base64",
  text="""Chào hoang.nam92,

Đây là tóm tắt học tập của bạn từ 06/10 đến 12/10/2025:

- Khóa học: Excel cho người đi làm (hoàn thành 68%)
- Thời gian học: 4 giờ 35 phút (tăng 22% so với tuần trước)
- Bài kiểm tra gần nhất: 9/10 câu đúng
- Chuỗi ngày học liên tiếp: 11 ngày

Mã học viên: HV-2023-00871
Gói: Premium 12 tháng (hết hạn 15/03/2026)

Học tiếp bài 17 "Hàm XLOOKUP": https://www.hoccungnhau.example/khoa-hoc/excel/bai-17

Bạn không muốn nhận email tóm tắt? Thay đổi cài đặt tại https://www.hoccungnhau.example/cai-dat/email
Học Cùng Nhau - Tầng 0, Tòa nhà Số 00 Duy Tân, Hà Nội
""",
  html="""<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#f5f3ff;">
<div style="max-width:560px;margin:20px auto;background:#fff;border-radius:10px;padding:26px;color:#2e2a47;">
<p style="font-size:18px;font-weight:bold;">Chào hoang.nam92 👋</p>
<p>Đây là tóm tắt học tập của bạn từ 06/10 đến 12/10/2025:</p>
<ul style="line-height:1.9;">
<li>Khóa học: Excel cho người đi làm (hoàn thành 68%)</li>
<li>Thời gian học: 4 giờ 35 phút (+22%)</li>
<li>Bài kiểm tra gần nhất: 9/10 câu đúng</li>
<li>Chuỗi ngày học liên tiếp: 11 ngày 🔥</li>
</ul>
<p style="font-size:12px;color:#888;">Mã học viên: HV-2023-00871 · Premium 12 tháng (hết hạn 15/03/2026)</p>
<p><a href="https://www.hoccungnhau.example/khoa-hoc/excel/bai-17" style="background:#6d28d9;color:#fff;padding:10px 24px;border-radius:6px;text-decoration:none;">Học tiếp bài 17</a></p>
<p style="font-size:11px;color:#aaa;"><a href="https://www.hoccungnhau.example/cai-dat/email" style="color:#aaa;">Cài đặt email</a> · Học Cùng Nhau, Hà Nội</p>
</div>
</body></html>
""")

M(lang="vi", kind="username_digits", fam=2,
  frm=("Ví Hạt Dẻ", "xacthuc@hatde-pay.example"),
  to="tuananh2003@vnmail.example",
  subject="Mã xác thực đăng nhập Ví Hạt Dẻ",
  date="2025-07-07 21:12:45 +0700",
  charset="UTF-8", cte="8bit",
  otp="492018", written="492 018",
  text="""Xin chào tuananh2003,

Mã xác thực đăng nhập của bạn là: 492 018

Mã có hiệu lực trong 5 phút. Tuyệt đối không chia sẻ mã này cho bất kỳ ai, kể cả nhân viên Ví Hạt Dẻ.

Thông tin đăng nhập
- Tài khoản: tuananh2003
- Thời gian: 21:12 ngày 07/07/2025
- Thiết bị: Samsung Galaxy, Android 15
- Vị trí gần đúng: Đà Nẵng, Việt Nam

Nếu không phải bạn, hãy gọi ngay tổng đài 1900 0099 để khóa ví tạm thời.

Ví Hạt Dẻ
""",
  html="""<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#fff8f0;">
<div style="max-width:500px;margin:30px auto;background:#fff;border:1px solid #f0dcc4;border-radius:8px;padding:26px;color:#3d2b1f;">
<p style="font-size:20px;font-weight:bold;color:#8d5524;margin-top:0;">Ví Hạt Dẻ</p>
<p>Xin chào tuananh2003,</p>
<p>Mã xác thực đăng nhập của bạn là:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;text-align:center;">492 018</p>
<p style="font-size:13px;color:#8a7060;">Mã có hiệu lực trong 5 phút. Tuyệt đối không chia sẻ mã này cho bất kỳ ai, kể cả nhân viên Ví Hạt Dẻ.</p>
<p style="font-size:13px;color:#8a7060;">Tài khoản: tuananh2003<br>Thời gian: 21:12 ngày 07/07/2025<br>Thiết bị: Samsung Galaxy, Android 15<br>Vị trí gần đúng: Đà Nẵng, Việt Nam</p>
<p style="font-size:12px;color:#aaa;">Nếu không phải bạn, hãy gọi ngay tổng đài 1900 0099 để khóa ví tạm thời.</p>
</div>
</body></html>
""")

M(lang="vi", kind="new_and_old_code", fam=1,
  frm=("Bảo hiểm An Tâm", "otp@antam-insurance.example"),
  to="thuy.pham@vnmail.example",
  subject="Gửi lại mã OTP xác nhận hợp đồng bảo hiểm",
  date="2025-05-26 10:27:03 +0700",
  charset="UTF-8", cte="quoted-printable",
  otp="305771", written="305771",
  text="""Kính gửi chị Phạm Thu Thủy,

Theo yêu cầu của chị, chúng tôi đã gửi lại mã OTP.
Mã OTP trước đó (889214) đã hết hiệu lực và không thể sử dụng được nữa.

Mã OTP mới của chị: 305771

Mã có hiệu lực đến 10:32 ngày 26/05/2025.
Vui lòng nhập mã này để ký điện tử hợp đồng bảo hiểm sức khỏe số AT-2025-0518833.

Phí bảo hiểm năm đầu: 6.450.000 VND
Ngày hiệu lực dự kiến: 01/06/2025

Bảo hiểm An Tâm không bao giờ yêu cầu khách hàng cung cấp mã OTP qua điện thoại.
Hotline: 1800 0077
""")

M(lang="vi", kind="lowercase_alnum", fam=1,
  frm=("Sổ Tay Xanh", "dangnhap@sotayxanh.example"),
  to="khanh.do@vnmail.example",
  subject="Đăng nhập vào Sổ Tay Xanh",
  date="2025-03-30 22:48:19 +0700",
  charset="UTF-8", cte="base64",
  otp="p4w9c2kd",
  link="https://sotayxanh.example/dang-nhap/xac-nhan?token=Vb8Rk2TnQ4xz&src=email",
  text="""Chào bạn,

Nhấn vào liên kết sau để đăng nhập Sổ Tay Xanh:
https://sotayxanh.example/dang-nhap/xac-nhan?token=Vb8Rk2TnQ4xz&src=email

Hoặc nhập mã đăng nhập này trong ứng dụng:
p4w9c2kd

Liên kết và mã hết hạn sau 15 phút. Nếu bạn không yêu cầu đăng nhập, hãy bỏ qua email này.

Sổ Tay Xanh
""",
  html="""<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"></head>
<body style="font-family:-apple-system,Arial,sans-serif;background:#f0fbf7;">
<div style="max-width:460px;margin:36px auto;background:#fff;border-radius:12px;padding:30px;text-align:center;color:#173b30;">
<h2 style="margin-top:0;">Đăng nhập Sổ Tay Xanh</h2>
<p><a href="https://sotayxanh.example/dang-nhap/xac-nhan?token=Vb8Rk2TnQ4xz&amp;src=email" style="display:inline-block;background:#0f9d74;color:#fff;padding:12px 34px;border-radius:8px;text-decoration:none;">Đăng nhập</a></p>
<p style="color:#5f7d73;font-size:14px;">Hoặc nhập mã đăng nhập này trong ứng dụng</p>
<p style="font-family:monospace;font-size:26px;letter-spacing:4px;background:#f0fbf7;padding:10px;border-radius:6px;">p4w9c2kd</p>
<p style="color:#90a8a0;font-size:12px;">Liên kết và mã hết hạn sau 15 phút. Nếu bạn không yêu cầu đăng nhập, hãy bỏ qua email này.</p>
</div>
</body></html>
""")

M(lang="vi", kind="reset_in_code_mail", fam=1,
  frm=("Rạp Phim Mây", "taikhoan@rapphimmay.example"),
  to="quang.bui@vnmail.example",
  subject="Mã xác minh đăng nhập Rạp Phim Mây",
  date="2025-12-20 19:05:44 +0700",
  charset="UTF-8", cte="quoted-printable",
  otp="817046", written="817 046",
  text="""Chào Bùi Quang,

Có yêu cầu đăng nhập tài khoản Rạp Phim Mây của bạn trên trình duyệt Chrome (Windows) lúc 19:05 ngày 20/12/2025.

Mã xác minh: 817 046
Mã có hiệu lực trong 10 phút.

Không phải bạn?
Có thể ai đó đã biết mật khẩu của bạn. Hãy đặt lại mật khẩu ngay:
https://www.rapphimmay.example/tai-khoan/dat-lai-mat-khau?t=Lw93NcPq2z

Điểm thành viên hiện có: 1.250 điểm (hạng Vàng)
Rạp Phim Mây - Hotline 1900 0066
""",
  html="""<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#15131f;font-family:Arial,sans-serif;color:#ece9f7;">
<div style="max-width:520px;margin:0 auto;padding:28px;">
<p style="font-size:22px;font-weight:bold;color:#b39ddb;">Rạp Phim Mây</p>
<p>Chào Bùi Quang,</p>
<p>Có yêu cầu đăng nhập tài khoản của bạn trên trình duyệt Chrome (Windows) lúc 19:05 ngày 20/12/2025.</p>
<p style="font-size:13px;color:#a59fbf;margin-bottom:0;">Mã xác minh</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:6px;margin-top:4px;">817 046</p>
<p style="font-size:13px;color:#a59fbf;">Mã có hiệu lực trong 10 phút.</p>
<div style="border-top:1px solid #2d2a40;padding-top:14px;font-size:13px;color:#a59fbf;">
<b>Không phải bạn?</b> Có thể ai đó đã biết mật khẩu của bạn. <a href="https://www.rapphimmay.example/tai-khoan/dat-lai-mat-khau?t=Lw93NcPq2z" style="color:#b39ddb;">Đặt lại mật khẩu ngay</a>
</div>
<p style="font-size:11px;color:#6e6886;">Điểm thành viên: 1.250 điểm (hạng Vàng) · Hotline 1900 0066</p>
</div>
</body></html>
""")

M(lang="vi", kind="no_code_word", fam=1,
  frm=("Bếp Nhà Mình", "chaomung@bepnhaminh.example"),
  to="hanh.ngo@vnmail.example",
  subject="Xác nhận địa chỉ email của bạn",
  date="2025-04-11 15:33:29 +0700",
  charset="UTF-8", cte="8bit",
  otp="721408", written="721 408",
  text="""Chào mừng bạn đến với Bếp Nhà Mình!

Chỉ còn một bước nữa thôi.
Để hoàn tất đăng ký, hãy nhập dãy số sau vào ứng dụng:

    721 408

Dãy số này có hiệu lực trong 30 phút. Nếu hết hạn, bạn chỉ cần bấm "Gửi lại" trong ứng dụng.

Công thức nổi bật tuần này: Canh chua cá lóc (4 người ăn, 40 phút).
Nếu bạn không đăng ký tài khoản, vui lòng bỏ qua email này.

Bếp Nhà Mình
""")

M(lang="vi", kind="subject_only", fam=1,
  frm=("Sen Pay", "no-reply@senpay.example"),
  to="long.dang@vnmail.example",
  subject="[Sen Pay] 558 213 là mã xác minh của bạn",
  date="2025-02-03 08:14:50 +0700",
  charset="UTF-8", cte="8bit",
  otp="558213", written="558 213",
  text="""Xin chào,

Bạn vừa yêu cầu xác minh email cho tài khoản Sen Pay.
Vui lòng nhập mã xác minh trong tiêu đề email này vào ứng dụng để tiếp tục.

Mã có hiệu lực trong 10 phút. Sen Pay không bao giờ yêu cầu bạn cung cấp mã qua điện thoại hay tin nhắn.

Sen Pay - Tổng đài 1900 0055
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;color:#222;">
<div style="max-width:520px;margin:24px auto;border-top:4px solid #e91e63;padding:20px;">
<p>Xin chào,</p>
<p>Bạn vừa yêu cầu xác minh email cho tài khoản Sen Pay.<br>Vui lòng nhập <b>mã xác minh trong tiêu đề email này</b> vào ứng dụng để tiếp tục.</p>
<p style="color:#777;font-size:13px;">Mã có hiệu lực trong 10 phút. Sen Pay không bao giờ yêu cầu bạn cung cấp mã qua điện thoại hay tin nhắn.</p>
<p style="color:#aaa;font-size:12px;">Sen Pay · Tổng đài 1900 0055</p>
</div>
</body></html>
""")

M(lang="vi", kind="alt_text_only", fam=1,
  frm=("Điện Máy Sao Mai", "xacthuc@saomai-dienmay.example"),
  to="vy.huynh@vnmail.example",
  subject="Xác thực tài khoản Điện Máy Sao Mai",
  date="2025-06-30 17:22:11 +0700",
  charset="UTF-8", cte="base64",
  otp="940362", written="940362",
  html="""<!DOCTYPE html>
<html lang="vi">
<head><meta charset="utf-8"><title>Xác thực tài khoản</title></head>
<body style="margin:0;background:#eef3fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:Arial,sans-serif;color:#1e2a3b;">
<tr><td style="padding:24px 28px 0;"><img src="https://cdn.saomai-dienmay.example/email/logo.png" alt="Điện Máy Sao Mai" width="150" height="36"></td></tr>
<tr><td style="padding:16px 28px;font-size:15px;line-height:1.7;">
<p>Chào Huỳnh Vy,</p>
<p>Cảm ơn bạn đã tạo tài khoản. Hãy nhập dãy số trong hình bên dưới vào màn hình xác thực.</p>
</td></tr>
<tr><td align="center" style="padding:8px 28px 20px;">
<img src="https://cdn.saomai-dienmay.example/email/otp/5c21e9b07a.png" alt="Mã xác thực: 940362" width="260" height="70" style="display:block;border:0;">
</td></tr>
<tr><td style="padding:0 28px 24px;font-size:12px;color:#6b7a90;line-height:1.7;">
Hiệu lực trong 15 phút.<br>
Ưu đãi thành viên mới: giảm 200.000đ cho đơn từ 2.000.000đ đến hết 31/07/2025.<br>
Tổng đài 1800 0000 · 00 Điện Biên Phủ, Phường Gia Định, TP. Hồ Chí Minh<br>
<a href="https://www.saomai-dienmay.example/chinh-sach-bao-mat" style="color:#6b7a90;">Chính sách bảo mật</a>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
""")

M(lang="vi", kind="magic_link", fam=1,
  frm=("Gốm Bát Tràng Online", "hotro@gombattrang-online.example"),
  to="mai.trinh@vnmail.example",
  subject="Liên kết đăng nhập tài khoản của bạn",
  date="2025-11-11 11:11:36 +0700",
  charset="UTF-8", cte="quoted-printable",
  headers=[("List-Unsubscribe", "<https://go.gombattrang-online.example/unsub/q7Zb2m>")],
  link="https://go.gombattrang-online.example/f/a/q7Zb2m~~/AAQRxRA~/RgRpYk2cP0Q?u=https%3A%2F%2Fgombattrang-online.example%2Ftai-khoan%2Fmagic%3Fk%3Dmt_5Hc8ZyW1qPd",
  link_alt=["https://gombattrang-online.example/tai-khoan/magic?k=mt_5Hc8ZyW1qPd"],
  text="""Chào Trịnh Mai,

Bạn vừa yêu cầu đăng nhập không cần mật khẩu. Mở liên kết dưới đây để đăng nhập (hiệu lực 30 phút, chỉ dùng một lần):

https://gombattrang-online.example/tai-khoan/magic?k=mt_5Hc8ZyW1qPd

Ưu đãi 11.11: giảm 11% toàn bộ bộ ấm chén men lam, áp dụng đến 23:59 ngày 11/11/2025.

Cần hỗ trợ? Gọi 0243 000 1111 hoặc trả lời email này.
Hủy nhận tin khuyến mãi: https://go.gombattrang-online.example/unsub/q7Zb2m
""",
  html="""<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"><title>Đăng nhập</title></head>
<body style="margin:0;background:#f3f6fb;font-family:Georgia,'Times New Roman',serif;">
<div style="text-align:center;font-size:11px;color:#8a96a8;padding:8px;font-family:Arial,sans-serif;"><a href="https://go.gombattrang-online.example/f/a/q7Zb2m~~/AAQRxRA~/RgRpYk2cP0R?u=https%3A%2F%2Fgombattrang-online.example%2Femail%2Fxem%2F1111" style="color:#8a96a8;">Xem email trên trình duyệt</a></div>
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #1f4e8c;">
<tr><td style="padding:26px 30px;color:#1d2b3f;font-size:15px;line-height:1.8;">
<p style="font-size:22px;color:#1f4e8c;margin-top:0;">Gốm Bát Tràng Online</p>
<p>Chào Trịnh Mai,</p>
<p>Bạn vừa yêu cầu đăng nhập không cần mật khẩu. Nhấn nút bên dưới để đăng nhập (hiệu lực 30 phút, chỉ dùng một lần).</p>
<p style="text-align:center;margin:26px 0;"><a href="https://go.gombattrang-online.example/f/a/q7Zb2m~~/AAQRxRA~/RgRpYk2cP0Q?u=https%3A%2F%2Fgombattrang-online.example%2Ftai-khoan%2Fmagic%3Fk%3Dmt_5Hc8ZyW1qPd" style="background:#1f4e8c;color:#fff;padding:13px 38px;text-decoration:none;border-radius:3px;font-family:Arial,sans-serif;">Đăng nhập ngay</a></p>
<p style="font-size:13px;color:#5b6b80;">Ưu đãi 11.11: giảm 11% toàn bộ bộ ấm chén men lam, áp dụng đến 23:59 ngày 11/11/2025. <a href="https://go.gombattrang-online.example/f/a/q7Zb2m~~/AAQRxRA~/RgRpYk2cP0S?u=https%3A%2F%2Fgombattrang-online.example%2Fkhuyen-mai%2F1111">Xem ngay</a></p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f7f9fc;font-size:11px;color:#8a96a8;font-family:Arial,sans-serif;line-height:1.7;">
Cần hỗ trợ? Gọi 0243 000 1111 · <a href="https://gombattrang-online.example/ho-tro" style="color:#8a96a8;">Trung tâm hỗ trợ</a> · <a href="https://gombattrang-online.example/bao-mat" style="color:#8a96a8;">Chính sách bảo mật</a><br>
<a href="https://go.gombattrang-online.example/unsub/q7Zb2m" style="color:#8a96a8;">Hủy nhận tin khuyến mãi</a> · Xã Bát Tràng, Hà Nội
</td></tr>
</table>
<img src="https://go.gombattrang-online.example/e/o/q7Zb2m.gif" width="1" height="1" alt="">
</body></html>
""")

M(lang="vi", kind="phone_and_dates", fam=1,
  frm=("Ngân hàng Phù Sa", "thongbao@phusa-bank.example"),
  to="dung.vu@vnmail.example",
  subject="Mã OTP xác thực giao dịch chuyển khoản",
  date="2025-10-18 10:42:27 +0700",
  charset="UTF-8", cte="8bit",
  otp="83920417", written="83920417",
  text="""Kính gửi Quý khách VŨ TIẾN DŨNG,

Mã OTP xác thực giao dịch của Quý khách là: 83920417

Thông tin giao dịch:
- Loại giao dịch : Chuyển khoản liên ngân hàng 24/7
- Số tiền        : 5.000.000 VND
- Phí            : 0 VND
- Tài khoản nhận : ****6789 - NGUYEN VAN BINH - Ngân hàng Đồng Bằng
- Nội dung       : Tien nha thang 10
- Thời gian      : 10:42:27 ngày 18/10/2025

Mã OTP có hiệu lực trong 120 giây. Tuyệt đối không cung cấp mã OTP cho bất kỳ ai.

Nếu Quý khách không thực hiện giao dịch này, vui lòng gọi ngay Tổng đài 1800 0000 (miễn phí, 24/7)
hoặc đến chi nhánh gần nhất.

Ngân hàng TMCP Phù Sa - Hội sở: Số 00 Lý Thái Tổ, Phường Hoàn Kiếm, Hà Nội (mã bưu chính 100000)
""")


# ---------------------------------------------------------------- main

def main():
    failures = 0
    labels = []
    fam_count = {}
    seen = {}
    for i, m in enumerate(MESSAGES, 1):
        name = "%s-%04d.eml" % (PREFIX, i)
        family = "%s-%s-%02d" % (m["lang"], m["kind"], m["fam"])
        fam_count[family] = fam_count.get(family, 0) + 1
        raw = build_bytes(m, name)
        errs = check(m, name, raw)
        if fam_count[family] > 3:
            errs.append("family %s has more than 3 messages" % family)
        key = m["subject"]
        if key in seen:
            errs.append("same subject as %s" % seen[key])
        seen[key] = name
        if errs:
            failures += 1
            for e in errs:
                print("%s: %s" % (name, e), file=sys.stderr)
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(raw)
        rec = {"file": name, "otp": m.get("otp"), "link": m.get("link"), "kind": m["kind"],
               "lang": m["lang"], "family": family}
        if m.get("link_alt"):
            rec["link_alt"] = list(m["link_alt"])
        labels.append(rec)
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8") as f:
        for rec in labels:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    # stale files from an earlier run with more messages
    for fn in os.listdir(HERE):
        if fn.startswith(PREFIX + "-") and fn.endswith(".eml") and \
                int(fn[len(PREFIX) + 1:-4]) > len(MESSAGES):
            os.remove(os.path.join(HERE, fn))
    nulls = sum(1 for r in labels if r["otp"] is None and r["link"] is None)
    by_lang, by_kind = {}, {}
    for r in labels:
        by_lang[r["lang"]] = by_lang.get(r["lang"], 0) + 1
        by_kind[r["kind"]] = by_kind.get(r["kind"], 0) + 1
    print("%d messages, %d null/null (%.0f%%)" % (len(labels), nulls, 100.0 * nulls / max(1, len(labels))))
    print("per language:", json.dumps(by_lang, sort_keys=True))
    print("per kind:", json.dumps(by_kind, sort_keys=True))
    if failures:
        print("%d message(s) failed validation" % failures, file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
