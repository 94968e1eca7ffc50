//! Code candidates: every token that could be the one-time code, and the evidence about it.

use super::model::{CodeSignal, CodeSignals, code_score};
use super::words::{ACTION_WORDS, LOGIN_WORDS};
use super::{
    Candidate, MAX_LINE_BYTES, MAX_SUBJECT_BYTES, SUBJECT_CODES_SEARCHED_ALONE, clean_line, round2, truncate,
    truncate_start,
};
use regex::Regex;
use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

static KEYWORD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(?-u:\b)(?:code|codes|otp|passcode|pass code|pin|one[- ]time|verification|verify|verifizierung|2fa|mfa|security|login|log-in|sign[- ]in|token|(?:m|sms|push)?tan|einmalpasswort|einmalkennwort|monouso|sekali pakai|código|codigo|clave|codice|kod|kode|cod|bestätigungscode|sicherheitscode|einmalcode|anmeldecode|mot de passe)(?-u:\b)|(?-u:\b)[a-z]{2,}(?:code|kod|koden|kode)(?-u:\b)|(?-u:\b)(?:digits|ziffern|chiffres|dígitos|cifre|cijfers|cyfr[a-z]*|siffror|rakam[a-z]*|angka)(?-u:\b)|цифр|chữ số|ตัวเลข|数字|桁|숫자|(?-u:\b)(?:kodu|kodunuz|kodem|kody|koden|codigo|verif[a-z]*|vérif[a-z]*|weryfik[a-z]*|doğrula[a-z]*|senha|contraseña|şifre|tek kullanımlık|eenmalig[a-z]*|engångs[a-z]*)|код|одноразов|jednorazow|một lần|コード|認証|確認番号|暗証番号|ワンタイム|验证码|驗證碼|校验码|动态码|安全码|确认码|登录码|认证码|验证代码|一次性密码|动态密码|安全碼|確認碼|登入碼|認證碼|一次性密碼|인증|코드|일회용|mã xác|mã otp|mã bảo mật|mã đăng nhập|mã kích hoạt|xác minh|xác thực|รหัส|ยืนยัน",
    )
    .expect("keyword regex")
});

static DECOY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(?:order|invoice|receipt|ref(?-u:\b)|reference|ticket|case|booking|account|customer|cliente|client|kunde|klant|klient|клиент|müşteri|kund|pelanggan|khách hàng|ลูกค้า|顧客|客户|客戶|고객|member|tracking|phone|tel(?-u:\b)|fax|call|zip|postal|po box|no\.|nr\.|\#|pedido|commande|bestellung|bestellnummer|rechnung|kundennummer|注文|订单|주문|운송장|우편번호|邮编|〒|postleitzahl|code postal|código postal|codigo postal|codice postale|cap(?-u:\b)|kod pocztowy|почтов|posta kodu|postnummer|kode pos|mã bưu|ไปรษณีย์|郵便番号|邮政编码|郵遞區號|biller|suite|street|avenue|card|卡号|卡號|カード番号|카드번호|số thẻ|หมายเลขบัตร|номер карты|kart numarası|kartnummer|nomor kartu|numer karty|kaartnummer|kartennummer|numéro de carte|número de tarjeta|número do cartão|numero di carta|ending in|promo|coupon|discount|voucher|gift|\*\*\*|(?-u:\b)id\s*$|pnr|biglietto|billet|boleto|bilhete|bilet|билет|biljett|tiket|(?-u:\b)sku|(?-u:\b)stoc?k(?-u:\b)|artikel|sipariş|заказ|beställning|pesanan|đơn hàng|bestelling|ordine|encomenda)",
    )
    .expect("decoy regex")
});

/// Words of a new code, which a stale-code sentence may also speak of ("the old code expired;
/// here is a new one").
static NEW: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:new|fresh|neue[nrs]?|nouveau|nouvelle|nuevo|nueva|novo|nova|nuovo|nuova|nieuwe|nowy|nowe|yeni|ny|nytt|baru|mới)(?-u:\b)|новый|новы|ใหม่|新|새")
        .expect("new regex")
});

static STALE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)previous|earlier|old code|expired|no longer valid|invalid|replaces|ersetzt|vorherige|abgelaufen|ungültig|nicht mehr gültig|ancien|précédent|expiré|n['’]est plus valide|anterior|caducado|expirado|ya no es válido|não é mais válido|precedente|scaduto|non è più valido|vorige|verlopen|niet meer geldig|ongeldig|poprzedni|wygasł|nieważny|nie jest już ważny|предыдущ|недействител|больше не действ|önceki|süresi dol|geçersiz|föregående|utgått|ogiltig|sebelumnya|kedaluwarsa|tidak berlaku|trước đó|hết hạn|không còn hiệu lực|ก่อนหน้า|หมดอายุแล้ว|以前の|前回|有効期限切れ|無効|之前|此前|已失效|已过期|已過期|이전|만료된|무효|no longer work|doesn['’]t work any ?more|funktioniert nicht mehr|ne fonctionne plus|ya no funciona|não funciona mais|non funziona più|in precedenza|werkt niet meer|nie działa|больше не работает|artık çalışmıyor|fungerar inte längre|tidak dapat digunakan lagi|không còn dùng được|ใช้ไม่ได้แล้ว|使えなくなりました|不再有效|더 이상 사용할 수 없|replaced|no longer be used|can no longer|cannot be used any ?more|been cancell?ed|been voided|superseded|storniert|nicht mehr verwendet|kann nicht mehr|annulé|remplacé|ne peut plus|anulad|ya no (?:se )?puede|ya no es válid|já não pode|já não é válid|annullat|sostituit|non può più|vervangen|kan niet meer|vervallen|anulowan|zastąpion|nie można już|аннулирован|заменён|заменен|больше нельзя|iptal edil|artık kullanılamaz|ersatt|makulerad|kan inte längre|gäller inte längre|inte längre giltig|tidigare|dibatalkan|digantikan|tidak bisa digunakan lagi|đã bị hủy|đã được thay thế|không thể sử dụng|ถูกยกเลิก|ยกเลิกแล้ว|失効|失效|作废|作廢|先前|취소되었|취소된")
        .expect("stale regex")
});

/// Words that keep a code for later ("not now", "later", "NON inserirlo ora"), in the 17
/// languages.
static LATER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:not now|not yet|later|nicht jetzt|später|pas maintenant|plus tard|ahora no|todavía no|más tarde|agora não|ainda não|mais tarde|non ora|non adesso|più tardi|niet nu|nog niet|nie teraz|później|не сейчас|позже|şimdi değil|daha sonra|inte nu|senare|jangan sekarang|nanti|bây giờ không|sau này|lát nữa)(?-u:\b)|ภายหลัง|ไม่ใช่ตอนนี้|後で|後ほど|今は入力しない|稍后|稍後|以后|以後|나중에|지금은")
        .expect("later regex")
});

/// Street addresses: a number on such a line is a house number or a postal code.
static ADDRESS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:st|street|ave|avenue|rd|road|blvd|boulevard|floor|suite|rue|straße|strasse|str\.|calle|rua|avenida|via|platz|gasse)(?-u:\b)|(?-i:(?-u:\b)[A-Z]{2} [0-9]{5}(?-u:\b)|(?-u:\b)[0-9]{5} [A-Z][a-zé]+)|광역시|区|丁目|번지|〒")
        .expect("address regex")
});

static CANDIDATE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?-u:\b)(?:[0-9](?: [0-9]){3,7}|[0-9]{3}[- ][0-9]{3}|[0-9]{4} [0-9]{4}|[0-9]{2} [0-9]{2} [0-9]{2}|[0-9A-Z]{2,5}-[0-9A-Z]{2,5}|[A-Za-z]{0,9}[0-9][0-9A-Za-z]{0,9}|[A-Z]{6,8})(?-u:\b)",
    )
    .expect("candidate regex")
});

/// Letters and digits in two groups (`K4P 9QZ`, `m4x9-pq2d`): a code when each group holds both.
static GROUPED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?-u:\b)(?:[0-9A-Z]{3,4} [0-9A-Z]{3,4}|[0-9a-z]{3,4}[- ][0-9a-z]{3,4})(?-u:\b)")
        .expect("grouped regex")
});

/// Whether both groups of a [`GROUPED`] match hold a letter and a digit.
fn mixed_groups(raw: &str) -> bool {
    raw.split([' ', '-']).all(|g| g.bytes().any(|b| b.is_ascii_digit()) && g.bytes().any(|b| b.is_ascii_alphabetic()))
}

/// Three to five lower-case words joined by hyphens, or four joined by spaces: a
/// passphrase, when a keyword introduces it.
static PASSPHRASE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?-u:\b)[a-z]{3,10}(?:-[a-z]{3,10}){2,4}(?-u:\b)|(?-u:\b)[a-z]{3,10}(?: [a-z]{3,10}){3}(?-u:\b)")
        .expect("passphrase regex")
});

/// Whether a line that carries on a sentence says, near its start and before any word of a new
/// code, that the code no longer works.
fn continues_stale(next: &str) -> bool {
    let head = &next[..next.char_indices().nth(40).map_or(next.len(), |(i, _)| i)];
    STALE.find(head).is_some_and(|s| NEW.find(head).is_none_or(|n| s.start() < n.start()))
}

/// The last sentence of `text` when it asks to enter what follows ("Type this instead:", "Tippe
/// diese Ziffern in der App ein:"): a verb of [`ENTER_WORD`] in it, and it ends with a colon.
fn entering_sentence(text: &str) -> Option<&str> {
    let text = text.trim_end().strip_suffix([':', '：'])?;
    let sentence = &text[sentence_start(text).unwrap_or(0)..];
    ENTER_WORD.is_match(sentence).then_some(sentence)
}

/// Whether the lines above end by asking to enter what follows.
fn asks_to_enter(above: &str) -> bool {
    entering_sentence(above).is_some()
}

/// Whether the text before a value on its line ends with a short sentence asking to enter what
/// follows ("Enter this instead:"); a long one is about something else ("Não digite o código e
/// ligue agora para a Central: 4004 5555").
fn asks_to_enter_here(before: &str) -> bool {
    entering_sentence(before).is_some_and(|sentence| sentence.trim().chars().count() <= 30)
}

/// Whether `before` ends with a verb asking to enter and a few words naming a code ("enter
/// verification code 6620", "Geben Sie den Bestätigungscode 4821 ein").
fn enter_keyword(before: &str) -> bool {
    ENTER_WORD.find_iter(before).last().is_some_and(|verb| {
        let rest = &before[verb.end()..];
        KEYWORD.is_match(rest)
            && rest.split_whitespace().count() <= 4
            && !rest.chars().any(|c| c.is_ascii_digit() || matches!(c, '.' | '!' | '?' | ':' | '。' | '：'))
    })
}

/// Whether a line ends within a sentence (no full stop, question, exclamation or colon at its
/// end): the sentence goes on on the next line.
fn unfinished(line: &str) -> bool {
    !line.trim_end().ends_with(['.', '!', '?', ':', '。', '！', '？', '：'])
}

/// Whether `line` has `n` capital letters in a row (hyphens between them do not count).
fn has_capitals(line: &str, n: usize) -> bool {
    let mut run = 0;
    line.bytes().any(|b| {
        run = match b {
            b'A'..=b'Z' => run + 1,
            b'-' => run,
            _ => 0,
        };
        run >= n
    })
}

/// Whether letters read like a word (a third or more of them vowels) rather than a random code.
fn word_like(letters: &str) -> bool {
    let vowels = letters.bytes().filter(|b| matches!(b.to_ascii_uppercase(), b'A' | b'E' | b'I' | b'O' | b'U')).count();
    vowels * 3 >= letters.len()
}

/// Words of what is not a one-time code, anywhere on the line: promotions, meetings, bookings and
/// other references, in the languages of the keywords.
static DECOY_LINE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)promo|coupon|tax code|sort code|area code|country code|error code|status code|swift|ifsc|bank code|branch code|product code|item code|referral|invite code|invitation code|postcode|zip ?code|postal code|code postal|código postal|codigo postal|codice postale|postleitzahl|kod pocztowy|почтов|posta kodu|postnummer|kode pos|mã bưu|ไปรษณีย์|郵便番号|邮政编码|郵遞區號|우편번호|barcode|qr code|discount|% off|voucher|gift card|geschenkkarte|carte cadeau|tarjeta regalo|cartão presente|vale-presente|carta regalo|cadeaukaart|karta podarunkowa|подарочн|hediye kart|presentkort|kartu hadiah|thẻ quà tặng|บัตรของขวัญ|ギフトカード|礼品卡|禮品卡|기프트카드|(?-u:\b)sale(?-u:\b)|(?-u:\b)save(?-u:\b)|miss out|(?-u:\b)offer|(?-u:\b)deals?(?-u:\b)|free shipping|limited time|angebot|offre|oferta|offerta|aanbieding|fırsat|erbjudande|penawaran|ưu đãi|ข้อเสนอ|特価|특가|meeting|webinar|dial-in|conference|booking|reservation|confirmation number|reference|order|invoice|tracking|rabatt|gutschein|besprechung|buchung|descuento|cupón|reunión|reunião|videollamada|videoconferência|videochiamata|reserva|réduction|réunion|sconto|riunione|prenotazione|korting|vergadering|(?-u:\b)boeking|rabat|spotkani|rezerwac|zamówieni|faktur|скидк|промокод|встреч|бронир|割引|クーポン|送料無料|セール|ポイント|会議|予約|优惠|折扣|会议|预订|할인|쿠폰|회의|예약|indirim|kupon|toplantı|rezervasyon|giảm giá|cuộc họp|đặt chỗ|diskon|rapat|pemesanan|rabattkod|möte|bokning|ส่วนลด|ประชุม|การจอง|merchant id|terminal id|(?-u:\b)rrn(?-u:\b)|pnr|(?-u:\b)sku|(?-u:\b)stoc?k(?-u:\b)|ticket|biglietto|billet|boleto|bilhete|bilet|biljett|tiket",
    )
    .expect("decoy line regex")
});

/// A subject that says a code did not arrive or does not work: a support conversation about
/// codes, whose numbers are tickets.
static CODE_PROBLEM: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)not arriving|not receiving|not received|didn'?t (?:get|receive)|doesn'?t work|not working|kommt nicht|nicht erhalten|funktioniert nicht|ne reçois pas|pas reçu|ne fonctionne pas|no recibo|no llega|no funciona|não recebo|não chega|não funciona|non ricevo|non arriva|non funziona|ontvang geen|komt niet|werkt niet|nie otrzymuję|nie dociera|nie działa|не приходит|не получаю|не работает|gelmiyor|almıyorum|çalışmıyor|får inte|kommer inte|fungerar inte|tidak menerima|tidak masuk|tidak berfungsi|không nhận được|không hoạt động|ไม่ได้รับ|届かない|届きません|収不到|收不到|没有收到|沒收到|받지 못|오지 않")
        .expect("code problem regex")
});

/// A subject that says the message answers another (`Re:` and its equivalents): in a reply, a
/// number in the subject is a ticket or case, not a code.
static REPLY_SUBJECT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:^|\]\s*)(?:re|aw|antw|sv|vs|odp|ynt|rif|r|res|resp)\s*:|回复|回覆|答复|답장")
        .expect("reply subject regex")
});

/// A card or account number: twelve digits or more, in groups of four or not.
static CARD_NUMBER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"[0-9]{4}[ -]?[0-9]{4}[ -]?[0-9]{4}").expect("card number regex"));

/// Words of an action or a login ("to reset your password", "to sign in").
static ACTION: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!("{ACTION_WORDS}|{LOGIN_WORDS}")).expect("action regex"));

/// A message about a meeting or a call, whose passcodes are not one-time codes.
static MEETING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)meeting|webinar|dial-in|conference call|video ?call|besprechung|konferenz|réunion|visioconférence|reunión|videollamada|reunião|videoconferência|riunione|videochiamata|vergadering|spotkani|wideokonferencj|встреч|конференц|toplantı|möte|rapat|cuộc họp|ประชุม|会議|ミーティング|会议|會議|회의")
        .expect("meeting regex")
});

/// A validity of minutes ("expires in 10 minutes", "10分以内", "10분간"): what a one-time code
/// has, and a promotion's code, a booking's reference or a meeting's passcode lacks. Clock times
/// ("14時55分") are not one.
static SHORT_LIVED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:^|[^0-9:.時时点시])(?:[1-9]|[1-5][0-9]|60)(?:\s?|-)(?:(?:minutes?|minuten?|minutos?|minuti|minuto|minuut|minut[yaeę]?|minuter|mins?\.?)(?-u:\b)|минут|мин(?-u:\b)|dakika|dk(?-u:\b)|menit|phút|นาที|分(?:钟|鐘|間|以内|で|後|有効)|분(?:간|\s?동안|\s?이내|\s?내|\s?후))")
        .expect("short-lived regex")
});

/// A message about a trip or a reservation, whose booking references look like codes.
static BOOKING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)flight|boarding|itinerary|passenger|departure|(?-u:\b)check-in|(?-u:\b)hotel|(?-u:\b)pnr(?-u:\b)|reservation|booking|(?-u:\b)flug|abflug|reise(?-u:\b)|buchung|reservierung|embarquement|réservation|(?-u:\b)vuelo|embarque|(?-u:\b)voo(?-u:\b)|viagem|(?-u:\b)volo(?-u:\b)|(?-u:\b)treno|viaggio|prenotazione|vlucht|(?-u:\b)boeking|reservering|rezerwacj|podróż|рейс|бронирован|поезд|uçuş|rezervasyon|bokning|(?-u:\b)flyg|penerbangan|pemesanan|chuyến bay|đặt chỗ|đặt phòng|เที่ยวบิน|การจอง|フライト|搭乗|予約|航班|机票|預訂|预订|항공편|탑승|예약")
        .expect("booking regex")
});

/// Words of a place to type a code in: a box, a field, a page, a screen, an app.
static PLACE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:in|into|on|at)(?: the| your)?(?: [a-z-]+)? (?:box|field|app|page|screen|form|window|browser|prompt)|(?-u:\b)(?:in|im|auf) (?:der|die|dem|das)(?: [a-zäöü-]+)? (?:app|seite|feld|bildschirm|fenster)|(?-u:\b)(?:dans|sur) (?:la|le|l'|l’)(?: ?[a-zé-]+)? ?(?:application|appli|page|champ|écran|fenêtre|case)|(?-u:\b)(?:en|na|no|nella|nel|sulla|nell'|in de|in het|op de|op het|w|в|на|i|på|di|trên|vào)(?: [\p{L}-]+)? (?:aplicación|app|aplicativo|aplicação|página|pagina|campo|pantalla|ecrã|tela|schermata|veld|scherm|aplikacji|stronie|polu|ekranie|приложени|поле|странице|экране|rutan|fältet|sidan|appen|aplikasi|halaman|kolom|layar|ứng dụng|trang|ô)|(?-u:\b)(?:uygulamaya|sayfaya|alana|ekrana)|ページ|画面|アプリ|欄|页面|頁面|输入框|輸入框|应用|應用|페이지|화면|앱|입력란|หน้า|ช่อง|แอป")
        .expect("place regex")
});

/// Advice and examples: a code shown to say what codes look like, or never to share one.
static ADVICE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(?-u:\b)e\.g\.|for example|for instance|such as|example|(?-u:\b)never(?-u:\b)|scam|z\. ?b\.|beispiel|niemals|ejemplo|nunca|exemple|jamais|esempio|(?-u:\b)mai(?-u:\b)|voorbeeld|nooit|przykład|nigdy|пример|никогда|例えば|決して|例如|切勿|绝不|예를 들어|절대|örneğin|asla|ví dụ|không bao giờ|contoh|jangan pernah|exempel|aldrig|ตัวอย่าง|ห้าม|(?-u:\b)np\.|oszust|мошенн|dolandırıc|estafa|golpe|truff|fraude|oplicht|betr[uü]g|(?-u:\b)(?:like|wie|come|comme|como|zoals|jak|как|gibi|som|seperti|như)(?-u:\b)|เช่น|のような|像|같은|arnaque|bedrägeri|penipuan|lừa đảo|หลอกลวง|詐欺|诈骗|詐騙|사기|不会|不會|类似|類似",
    )
    .expect("advice regex")
});

/// Words that give an example, which a sentence may carry over onto the next line.
static EXAMPLE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:e\.g\.|for example|for instance|such as|z\. ?b\.|zum beispiel|por ejemplo|par exemple|per esempio|por exemplo|bijvoorbeeld|na przykład|np\.|örneğin|till exempel|misalnya|contohnya|ví dụ)|например|เช่น|例えば|例如|예를 들어")
        .expect("example regex")
});

/// The match nearest to the span `start..end` (bytes between them, 0 when they touch or overlap)
/// and its text. `matches` are in order and do not overlap (as `find_iter` gives them): the two
/// around the span are found by binary search.
fn nearest<'a>(matches: &[regex::Match<'a>], start: usize, end: usize) -> Option<(usize, &'a str)> {
    let after = matches.partition_point(|m| m.end() <= start);
    let before = after.checked_sub(1).and_then(|i| matches.get(i)).map(|m| (start - m.end(), m.as_str()));
    let after = matches.get(after).map(|m| (m.start().saturating_sub(end), m.as_str()));
    match (before, after) {
        (Some(b), Some(a)) => Some(if a.0 < b.0 { a } else { b }),
        (b, a) => b.or(a),
    }
}

/// How far back (in bytes) the sentence a candidate ends is read: what asks to enter it or states
/// it is close, and a line holds many candidates.
const SENTENCE_REACH: usize = 200;

/// How far from a candidate (in bytes) a decoy word of [`DECOY_LINE`] speaks of it.
const DECOY_REACH: usize = 40;

/// The length in bytes of the last at most `max` bytes of `s`, on a character boundary.
fn truncate_start_len(s: &str, max: usize) -> usize {
    let mut start = s.len().saturating_sub(max);
    while !s.is_char_boundary(start) {
        start += 1;
    }
    s.len() - start
}

/// Words that state what a code is, between the keyword and the value ("is", "lautet", "est",
/// "là", "是"), in the languages of the keywords.
const STATING: &[&str] = &[
    "is",
    "was",
    "is now",
    "ist",
    "lautet",
    "lautet jetzt",
    "est",
    "es",
    "é",
    "è",
    "luidt",
    "jest",
    "to",
    "brzmi",
    "är",
    "er",
    "adalah",
    "yaitu",
    "là",
    "คือ",
    "は",
    "が",
    "是",
    "为",
    "為",
    "는",
    "은",
    "это",
    "—",
];

/// Whether `rest` (the text after a value) begins with a word that states what the value is
/// ("is your code", "adalah kode").
fn states(rest: &str) -> bool {
    let rest = rest.trim_start().to_lowercase();
    STATING.iter().any(|word| rest.strip_prefix(word).is_some_and(|tail| tail.is_empty() || tail.starts_with(' ')))
}

/// Whether the text between a keyword and a value (or before a value) ends with a word that
/// states what the value is ("de acceso es", "for logging in is"). "to" and "—" state a value only
/// right after the keyword: elsewhere they mean something else ("sent to 55512").
fn ends_stating(between: &str, right_after_keyword: bool) -> bool {
    let text = truncate_start(between, 64)
        .trim_end_matches(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | '“' | '„' | '«' | ':' | '：'));
    let text = text.to_lowercase();
    STATING.iter().any(|word| {
        let Some(head) = text.strip_suffix(word) else { return false };
        let spaced = word.chars().all(|c| c.is_ascii_alphabetic() || c == ' ');
        let whole = head.is_empty() || !spaced || head.ends_with(char::is_whitespace);
        whole && (right_after_keyword && head.trim().is_empty() || !matches!(*word, "to" | "—"))
    })
}

/// The end of the last sentence in `text` (after its full stop), or `None` when no sentence ends
/// there. A full stop between digits (`12,450.00`) ends nothing.
fn sentence_start(text: &str) -> Option<usize> {
    let mut start = None;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let next = chars.peek().map(|&(_, n)| n);
        let ends = match c {
            '。' | '！' | '？' => true,
            '.' | '!' | '?' => next.is_none_or(char::is_whitespace),
            _ => false,
        };
        if ends {
            start = Some(i + c.len_utf8());
        }
    }
    start
}

/// A verb that asks to type something in, anywhere in a sentence ("Type this instead:"); not
/// "use", which a sentence about anything else says as well.
static ENTER_WORD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:(?-u:\b)(?:enter|type|input|eingeben|tippe|gib|geben sie|saisissez|saisir|tapez|entrez|ingresa|introduce|escribe|digite|insira|inserisci|digita|voer|typ|wpisz|wprowadź|введите|girin|yazın|ange|skriv|masukkan|ketik|nhập|inserire|inserir|recopiez|recopier|copiez|copy|kopieren|copia|copie|kopieer|skopiuj|kopiera|salin)(?-u:\b)|ป้อน|พิมพ์|入力|输入|輸入|입력)")
        .expect("enter word regex")
});

/// A verb that asks to enter or use the value that follows ("Enter 1776 to confirm", "Use
/// 014320 to reset"), in the languages of the keywords.
static ENTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:(?-u:\b)(?:enter|use|type|input|eingeben|verwenden|geben sie|saisissez|saisir|utilisez|entrez|ingresa|introduce|usa|utiliza|digite|insira|use|inserisci|usa|voer|gebruik|wpisz|użyj|wprowadź|введите|используйте|girin|kullanın|ange|använd|masukkan|gunakan|nhập|sử dụng)|ป้อน|ใช้|入力|输入|輸入|입력)[^0-9A-Za-z]{0,3}$")
        .expect("enter regex")
});

/// Whether the text before a candidate on its line ends in a label that names no code
/// (`Request ID:`, `Talep no:`, `工单号：`), so that the candidate is that label's value.
fn other_label(before: &str) -> bool {
    let Some(label) = before.trim_end().strip_suffix([':', '：']) else { return false };
    let label = label.rsplit(['.', '。', '!', '?', '(', '|']).next().unwrap_or(label).trim();
    (1..=30).contains(&label.chars().count()) && !KEYWORD.is_match(label)
}

/// Whether a value ends its line after a short label and its colon ("Here's your key:", "Eccone
/// uno nuovo:"): it stands as good as alone.
fn labelled(before: &str, after: &str) -> bool {
    before.trim_end().ends_with([':', '：'])
        && before.trim().len() <= 120
        && before.trim().chars().count() <= 30
        && after.trim_matches(|c: char| c.is_whitespace() || matches!(c, '.' | '!')).is_empty()
}

/// Whether a token is a time written with an `h` (`14h23`, `9h05`).
fn is_time(token: &str) -> bool {
    let b = token.as_bytes();
    match b.iter().position(|&c| c == b'h' || c == b'H') {
        Some(i @ 1..=2) => b.len() == i + 3 && b[..i].iter().chain(&b[i + 1..]).all(u8::is_ascii_digit),
        _ => false,
    }
}

/// Whether the digits run up or down by one (1234, 654321): what placeholders look like.
fn is_sequence(digits: &str) -> bool {
    let pairs = || digits.as_bytes().windows(2);
    pairs().all(|w| w[1] == w[0].wrapping_add(1)) || pairs().all(|w| w[0] == w[1].wrapping_add(1))
}

/// A subject that says the message is a forward: `Fwd:`, `Fw:`, and their equivalents (`WG:`,
/// `TR:`, `RV:`, `I:`, `Doorst:`, `VS:`, `PD:`, `ENC:`, `İLT:`, 转发, 轉寄, 転送, 전달).
static FORWARD_SUBJECT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*(?:(?:fwd?|wg|tr|rv|i|doorst|vs|pd|enc|ilt|i̇lt|vb)\s*:|转发|轉寄|転送|전달)")
        .expect("forward subject regex")
});

/// The line that starts a forwarded message: `---------- Forwarded message ---------` and its
/// equivalents in the 17 languages, or Apple Mail's `Begin forwarded message:`.
static FORWARD_HEADER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:-{2,}\s*(?:forwarded message|original message follows|weitergeleitete nachricht|message transféré|mensaje reenviado|mensagem encaminhada|messaggio inoltrato|doorgestuurd bericht|wiadomość przekazana|przekazana wiadomość|пересылаемое сообщение|пересланное сообщение|iletilen ileti|vidarebefordrat meddelande|pesan yang diteruskan|pesan terusan|tin nhắn đã chuyển tiếp|thư chuyển tiếp|ข้อความที่ส่งต่อ|転送メッセージ|转发的邮件|转发邮件|轉寄的郵件|轉寄郵件|전달된 메시지)|begin forwarded message)")
        .expect("forward header regex")
});

/// The lines of the body that a code may be in, each with whether it is in a forwarded message:
/// after a forward's header the lines (`>` ones without their `>`s) are the forwarded message,
/// whose code is the code. A reply's history (after "On … wrote:" or "-----Original
/// Message-----", and `>` lines outside a forward) is left out: a code there is an old one. In a
/// message whose subject says it is a forward (`Fwd:`), every such header starts the forward.
fn body_lines(body: &str, forward: bool) -> Vec<(String, bool)> {
    let mut lines = Vec::new();
    let mut forwarded = false;
    for raw in body.lines() {
        let line = clean_line(truncate(raw, MAX_LINE_BYTES));
        let trimmed = line.trim();
        let reply_header = trimmed.starts_with("-----Original Message-----")
            || (trimmed.starts_with("On ") && trimmed.ends_with("wrote:"));
        // A forward's header starts with dashes or "Begin" (the pattern's cheap part first).
        let may_forward =
            trimmed.starts_with("--") || trimmed.get(..5).is_some_and(|b| b.eq_ignore_ascii_case("begin"));
        if (may_forward && FORWARD_HEADER.is_match(trimmed)) || (forward && reply_header) {
            forwarded = true;
        } else if reply_header {
            break;
        }
        match trimmed.strip_prefix('>') {
            // `>> 482913 <<` marks a code out; it quotes nothing.
            Some(_) if trimmed.ends_with('<') => lines.push((line, forwarded)),
            Some(quoted) if forwarded || forward => {
                lines.push((quoted.trim_start_matches(['>', ' ']).to_string(), true));
            }
            Some(_) => {}
            None => lines.push((line, forwarded)),
        }
    }
    lines
}

/// A code candidate and the signals its score rests on.
pub(crate) struct Scored {
    pub(crate) candidate: Candidate,
    pub(crate) signals: CodeSignals,
    /// Where it was seen: the index of its body line (`None` in the subject) and the byte
    /// offset on that line.
    at: (Option<usize>, usize),
}

/// The code candidates of a message, and whether a code keyword introduces one of them.
pub(super) struct Codes {
    /// Best first; one entry per value (its best score), or every sighting.
    pub(super) found: Vec<Scored>,
    /// A candidate is introduced by a code keyword ("code: 482913", or under "Your code:"):
    /// the message speaks of a code, whatever the candidates score.
    pub(super) introduced: bool,
}

/// Every code candidate with its signals, best first: one entry per value (its best score), or
/// with `every`, every sighting (what the trainer learns from: which sighting of a value scores
/// best depends on the weights).
pub(super) fn scored(subject: &str, body: &str, every: bool) -> Codes {
    let mut found: Vec<Scored> = Vec::new();
    // Where each value is in `found`: a value keeps the place of its first sighting.
    let mut index: HashMap<String, usize> = HashMap::new();
    let subject = clean_line(truncate(subject, MAX_SUBJECT_BYTES));
    let forward = FORWARD_SUBJECT.is_match(&subject);
    let lines = body_lines(body, forward);
    let mut introduced = false;
    // Values one of whose sightings has a decoy or advice word nearer than any keyword.
    let mut decoyed: HashSet<String> = HashSet::new();
    // Every sighting in the body that a code keyword speaks of, whether or not it is its value's
    // best: which of several codes the mail says to type is read from these.
    let mut keyworded: Vec<Sighting> = Vec::new();
    let mut consider = |c: Scored| {
        let s = &c.signals;
        introduced |= s[CodeSignal::Introduced as usize] + s[CodeSignal::KeywordAbove as usize] > 0.0;
        if let (Some(line), start) = c.at
            && s[CodeSignal::Keyword as usize] + s[CodeSignal::KeywordAbove as usize] > 0.0
        {
            let suspect = SUSPECT.iter().any(|&x| s[x as usize] > 0.0);
            keyworded.push(Sighting { value: c.candidate.value.clone(), line, start, suspect });
        }
        if s[CodeSignal::DecoyNearer as usize] + s[CodeSignal::AdviceNearer as usize] + s[CodeSignal::Decoy as usize]
            > 0.0
        {
            decoyed.insert(c.candidate.value.clone());
        }
        if every {
            found.push(c);
            return;
        }
        match index.get(&c.candidate.value) {
            Some(&i) if found[i].candidate.score >= c.candidate.score => {}
            Some(&i) => found[i] = c,
            None => {
                index.insert(c.candidate.value.clone(), found.len());
                found.push(c);
            }
        }
    };
    let about_code = KEYWORD.is_match(&subject);
    let meeting = &Mentions::new(&MEETING, &subject, body);
    let booking = &Mentions::new(&BOOKING, &subject, body);
    let short_lived = &Mentions::new(&SHORT_LIVED, &subject, body);
    // The words of six to eight letters the message writes with a lower-case letter, once a
    // candidate of capitals asks.
    let lower_words = std::cell::OnceCell::new();
    let seen_as_word = |code: &str| {
        lower_words
            .get_or_init(|| {
                subject
                    .split(|c: char| !c.is_alphanumeric())
                    .chain(body.split(|c: char| !c.is_alphanumeric()))
                    .filter(|w| (6..=8).contains(&w.len()) && w.bytes().any(|b| b.is_ascii_lowercase()))
                    .map(str::to_ascii_lowercase)
                    .collect::<HashSet<String>>()
            })
            .contains(&code.to_ascii_lowercase())
    };
    let seen_as_word: &dyn Fn(&str) -> bool = &seen_as_word;
    let reply = REPLY_SUBJECT.is_match(&subject);
    let code_problem = CODE_PROBLEM.is_match(&subject);
    let subject_context = LineContext {
        above: None,
        next: None,
        wrapped: false,
        place: "subject",
        about_code,
        meeting,
        booking,
        short_lived,
        seen_as_word,
        reply,
        code_problem,
        forwarded: false,
    };
    for c in score_line(&subject, &subject_context) {
        consider(c);
    }
    // The two lines with text just above the current one (blank lines between do not count).
    let mut above: [Option<usize>; 2] = [None, None];
    for (i, (line, forwarded)) in lines.iter().enumerate() {
        // Every candidate holds a digit, six capitals or words joined like a passphrase; most
        // lines of a long mail have none.
        if line.bytes().any(|b| b.is_ascii_digit()) || has_capitals(line, 6) || PASSPHRASE.is_match(line) {
            let context: String = above.iter().flatten().map(|&j| lines[j].0.as_str()).collect::<Vec<_>>().join(" ");
            // A sentence wrapped onto the next line goes on there ("Code 447 120, sent at 18:02,
            // / no longer works.").
            let next = lines.get(i + 1).map(|(l, _)| l.as_str()).filter(|l| unfinished(line) && !l.trim().is_empty());
            let wrapped = i.checked_sub(1).is_some_and(|j| !lines[j].0.trim().is_empty() && unfinished(&lines[j].0));
            let context = LineContext {
                above: Some(&context),
                next,
                wrapped,
                place: "body",
                about_code,
                meeting,
                booking,
                short_lived,
                seen_as_word,
                reply,
                code_problem,
                forwarded: *forwarded,
            };
            for mut c in score_line(line, &context) {
                c.at.0 = Some(i);
                consider(c);
            }
        }
        if !line.trim().is_empty() {
            above = [above[1], Some(i)];
        }
    }
    // A value shown as a promotion or an example somewhere is suspect everywhere.
    if !decoyed.is_empty() {
        for f in found.iter_mut().filter(|f| decoyed.contains(&f.candidate.value)) {
            f.signals[CodeSignal::DecoyElsewhere as usize] = 1.0;
            f.candidate.score = round2(code_score(&f.signals));
        }
    }
    // Several codes, and a sentence that tells the reader which one to type.
    if let Some(value) = chosen(&lines, &keyworded) {
        for f in &mut found {
            if f.candidate.value == value {
                f.signals[CodeSignal::Chosen as usize] = 1.0;
                f.candidate.evidence.push("the mail says to type this one".to_string());
            } else {
                f.signals[CodeSignal::OtherChosen as usize] = 1.0;
                f.candidate.evidence.push(format!("the mail says to type {value}"));
            }
            f.candidate.score = round2(code_score(&f.signals));
        }
    }
    // The same code in the subject and in the body: the message insists on it.
    let insisted: Vec<usize> = (0..found.len()).filter(|&i| found[i].candidate.place == "subject").collect();
    if !insisted.is_empty() {
        let squeezed_body: String = body.chars().filter(char::is_ascii_alphanumeric).collect();
        let values: Vec<&str> = insisted.iter().map(|&i| found[i].candidate.value.as_str()).collect();
        let present = contained(&squeezed_body, &values);
        for (&i, present) in insisted.iter().zip(present) {
            if present {
                let s = &mut found[i];
                s.signals[CodeSignal::AlsoInBody as usize] = 1.0;
                s.candidate.score = round2(code_score(&s.signals));
                s.candidate.evidence.push("also in the body".to_string());
            }
        }
    }
    // Best first; among equals, the earliest (a stable sort keeps document order). Every
    // sighting stays in document order: what the trainer reads must not depend on the weights.
    if !every {
        // Among equal confidences, the higher sum of the regression (the confidence is flat
        // at its ends).
        let weights = super::model::code_weights();
        found.sort_by(|a, b| {
            b.candidate
                .score
                .total_cmp(&a.candidate.score)
                .then_with(|| weights.sum(&b.signals).total_cmp(&weights.sum(&a.signals)))
        });
    }
    Codes { found, introduced }
}

/// Where a code keyword speaks of a value in the body, and whether that sighting shows it as
/// a promotion, an example, an old code or a placeholder.
struct Sighting {
    value: String,
    line: usize,
    start: usize,
    suspect: bool,
}

/// The signals of a sighting that make its value no contender for the code to type.
const SUSPECT: [CodeSignal; 9] = [
    CodeSignal::Decoy,
    CodeSignal::DecoyNearer,
    CodeSignal::DecoyKeyword,
    CodeSignal::AdviceNearer,
    CodeSignal::Stale,
    CodeSignal::Year,
    CodeSignal::RepeatedDigit,
    CodeSignal::Sequence,
    CodeSignal::WordThenNumber,
];

/// The one value, among several a code keyword speaks of, that a sentence asking to type
/// something names elsewhere than where the value is shown: by the value itself ("skriv in
/// webbkoden 883 021") or by a word of its label that no other value's label has ("Código para o
/// site: 460 927" … "digite o código do SITE"). Values shown as a promotion, an example, an old
/// code or a placeholder do not compete. `None` when fewer than two values compete, or when the
/// sentences name none or several.
fn chosen(lines: &[(String, bool)], keyworded: &[Sighting]) -> Option<String> {
    // Most mail has one such value: nothing to choose, and nothing to allocate.
    let first = &keyworded.first()?.value;
    if keyworded.iter().all(|k| k.value == *first) {
        return None;
    }
    let excluded: HashSet<&str> = keyworded.iter().filter(|k| k.suspect).map(|k| k.value.as_str()).collect();
    // Each competing value, the body lines it is shown on, and the words of its labels (the
    // text before it in its sentence), keywords left out.
    let mut values: Vec<(&str, Vec<usize>, HashSet<String>)> = Vec::new();
    for k in keyworded.iter().filter(|k| !excluded.contains(k.value.as_str())) {
        let before = &lines[k.line].0[..k.start];
        let label = before.rsplit(['.', '!', '?', '。', '！', '？']).next().unwrap_or(before);
        let words = words(label).filter(|w| !KEYWORD.is_match(w));
        match values.iter_mut().find(|(v, ..)| *v == k.value) {
            Some((_, shown, known)) => {
                shown.push(k.line);
                known.extend(words);
            }
            None => values.push((&k.value, vec![k.line], words.collect())),
        }
    }
    if values.len() < 2 {
        return None;
    }
    let clauses = instructions(lines);
    let named: Vec<&str> = values
        .iter()
        .enumerate()
        .filter(|&(i, (value, shown, own))| {
            let distinct: HashSet<&String> = own
                .iter()
                .filter(|w| values.iter().enumerate().all(|(j, (.., o))| j == i || !o.contains(*w)))
                .collect();
            let value = value.to_ascii_lowercase();
            clauses.iter().any(|(span, squeezed, words)| {
                shown.iter().any(|l| !span.contains(l))
                    && (squeezed.contains(&value) || words.iter().any(|w| distinct.contains(w)))
            })
        })
        .map(|(_, (value, ..))| *value)
        .collect();
    match named[..] {
        [one] => Some(one.to_string()),
        _ => None,
    }
}

/// What the sentences asking to type something say after their verb ("… digite agora o código
/// do SITE."): the body lines the verb and its clause are on, the clause squeezed to its lower-case
/// letters and digits, and its words. A sentence runs over the lines of its paragraph.
fn instructions(lines: &[(String, bool)]) -> Vec<(std::ops::Range<usize>, String, HashSet<String>)> {
    let mut clauses = Vec::new();
    let mut first = 0;
    for paragraph in lines.split(|(l, _)| l.trim().is_empty()) {
        // Where each line of the paragraph starts in its text.
        let mut text = String::new();
        let mut starts = Vec::with_capacity(paragraph.len());
        for (line, _) in paragraph {
            starts.push(text.len());
            text.push_str(line.trim());
            text.push(' ');
        }
        let line_at = |offset: usize| first + starts.partition_point(|&s| s <= offset) - 1;
        for verb in ENTER_WORD.find_iter(&text) {
            let rest = &text[verb.end()..];
            let clause = &rest[..rest.find(['.', '!', '?', '。', '！', '？']).unwrap_or(rest.len())];
            let span = line_at(verb.start())..line_at(verb.end() + clause.len().saturating_sub(1)) + 1;
            let squeezed: String =
                clause.chars().filter(|c| c.is_alphanumeric()).flat_map(char::to_lowercase).collect();
            clauses.push((span, squeezed, words(clause).collect()));
        }
        first += paragraph.len() + 1;
    }
    clauses
}

/// Words of three letters or more that every sentence may hold ("the", "und", "pour"): they
/// tell no label from another.
const FUNCTION_WORDS: &[&str] = &[
    "the", "and", "for", "you", "your", "our", "this", "that", "with", "from", "was", "are", "has", "have", "its",
    "not", "der", "die", "das", "und", "für", "mit", "von", "den", "dem", "ist", "ein", "eine", "les", "des", "pour",
    "avec", "une", "est", "par", "sur", "vous", "votre", "los", "las", "para", "por", "del", "con", "que", "una",
    "este", "esta", "sus", "com", "uma", "seu", "sua", "gli", "per", "che", "della", "het", "een", "voor", "met",
    "van", "dat", "się", "dla", "jest", "nie", "och", "för", "med", "det", "att", "som", "din", "ditt", "dan", "untuk",
    "yang", "ini", "itu", "anda", "kamu", "bir", "için", "ile", "của", "cho", "các", "này",
];

/// Whether a character belongs to a script written without spaces between words (Chinese,
/// Japanese, Thai) or in syllable blocks that take endings (Korean): its words are read as pairs
/// of characters.
fn unspaced(c: char) -> bool {
    thai(c) || dense(c)
}

fn thai(c: char) -> bool {
    matches!(c, '\u{0E00}'..='\u{0E7F}')
}

/// Ideographs, kana and Hangul: a character says about as much as a short word.
fn dense(c: char) -> bool {
    matches!(c, '\u{1100}'..='\u{11FF}' | '\u{3040}'..='\u{9FFF}' | '\u{AC00}'..='\u{D7AF}' | '\u{F900}'..='\u{FAFF}')
}

/// Whether a text reaches at most `limit` characters, a [`dense`] one counting as three: a reach
/// in bytes would give a Thai, Cyrillic or Vietnamese sentence a third or half of a Latin one's.
/// No character counts more than its bytes, so a text of at most `limit` bytes is within it
/// without a look, and a longer one is read only until it is past.
fn within(text: &str, limit: usize) -> bool {
    if text.len() <= limit {
        return true;
    }
    let mut width = 0;
    text.chars().all(|c| {
        width += if dense(c) { 3 } else { 1 };
        width <= limit
    })
}

/// The words of a text that can tell labels apart: lower-cased words of three letters or more
/// (not numbers), and each pair of neighbouring characters of unspaced scripts.
fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).flat_map(|word| {
        let chars: Vec<char> = word.chars().collect();
        if chars.iter().any(|&c| unspaced(c)) {
            chars.windows(2).map(|p| p.iter().collect::<String>()).collect::<Vec<_>>()
        } else if chars.len() >= 3 && !chars.iter().all(char::is_ascii_digit) {
            let word = word.to_lowercase();
            if FUNCTION_WORDS.contains(&word.as_str()) { Vec::new() } else { vec![word] }
        } else {
            Vec::new()
        }
    })
}

/// Which of `values` (ASCII, 4–8 bytes) occur in `haystack` (ASCII), in time linear in the
/// haystack whatever the number of values.
fn contained(haystack: &str, values: &[&str]) -> Vec<bool> {
    if values.len() <= SUBJECT_CODES_SEARCHED_ALONE {
        return values.iter().map(|v| haystack.contains(v)).collect();
    }
    let wanted: HashSet<&[u8]> = values.iter().map(|v| v.as_bytes()).collect();
    let (shortest, longest) = values.iter().fold((usize::MAX, 0), |(lo, hi), v| (lo.min(v.len()), hi.max(v.len())));
    let bytes = haystack.as_bytes();
    let mut seen: HashSet<&[u8]> = HashSet::new();
    for start in 0..bytes.len() {
        for len in shortest..=longest.min(bytes.len() - start) {
            let piece = &bytes[start..start + len];
            if wanted.contains(piece) {
                seen.insert(piece);
            }
        }
    }
    values.iter().map(|v| seen.contains(v.as_bytes())).collect()
}

/// Whether the word just before a position holds `://` or `www.` (the candidate is part of a
/// URL). Asked for increasing positions, it reads the line once.
struct UrlWords<'a> {
    line: &'a str,
    /// Ends and starts of every `://` and `www.` of the line, by end.
    marks: Vec<(usize, usize)>,
    /// Marks `marks[..next_mark]` end at or before the last position asked.
    next_mark: usize,
    /// The latest start among those marks.
    latest_mark: Option<usize>,
    /// The line up to here has been searched for spaces.
    scanned: usize,
    /// Where the word at `scanned` starts: after the last space before it.
    word_start: usize,
}

impl<'a> UrlWords<'a> {
    fn new(line: &'a str) -> Self {
        let mut marks: Vec<(usize, usize)> = line
            .match_indices("://")
            .chain(line.match_indices("www."))
            .map(|(start, m)| (start + m.len(), start))
            .collect();
        marks.sort_unstable();
        UrlWords { line, marks, next_mark: 0, latest_mark: None, scanned: 0, word_start: 0 }
    }

    /// Whether the text after the last space before `at` holds a mark. `at` never decreases.
    fn ends_in_url(&mut self, at: usize) -> bool {
        if let Some(space) = self.line[self.scanned..at].rfind(' ') {
            self.word_start = self.scanned + space + 1;
        }
        self.scanned = at;
        while let Some(&(end, start)) = self.marks.get(self.next_mark)
            && end <= at
        {
            self.latest_mark = Some(self.latest_mark.map_or(start, |l| l.max(start)));
            self.next_mark += 1;
        }
        self.latest_mark.is_some_and(|start| start >= self.word_start)
    }
}

/// Scores every candidate on one line. `above` is the text of the two lines before it.
///
/// The line-wide patterns (keywords, address, staleness, URL words) are evaluated once for the
/// line, not once per candidate: a line holds many candidates.
/// The decoy words and the advice words of a line, in order.
#[allow(clippy::type_complexity)]
fn line_words(line: &str) -> (Vec<regex::Match<'_>>, Vec<regex::Match<'_>>) {
    (DECOY_LINE.find_iter(line).collect(), ADVICE.find_iter(line).collect())
}

/// Whether `above` holds a keyword or asks to enter what follows, and whether its last keyword
/// names another kind of code, a decoy word touching it ("Vul deze kortingscode in:",
/// "Masukkan kode promo ini:").
fn keyword_in(above: Option<&str>) -> (bool, bool) {
    let Some(a) = above else { return (false, false) };
    let Some(k) = KEYWORD.find_iter(a).last() else { return (asks_to_enter(a), false) };
    let decoys: Vec<regex::Match<'_>> = DECOY_LINE.find_iter(a).collect();
    (true, nearest(&decoys, k.start(), k.end()).is_some_and(|(d, _)| d <= 16))
}

/// Whether a message's subject or body holds a pattern: the whole body is read only once a
/// candidate asks, and then once.
struct Mentions<'a> {
    pattern: &'static Regex,
    subject: &'a str,
    body: &'a str,
    found: std::cell::OnceCell<bool>,
}

impl<'a> Mentions<'a> {
    fn new(pattern: &'static Regex, subject: &'a str, body: &'a str) -> Self {
        Mentions { pattern, subject, body, found: std::cell::OnceCell::new() }
    }

    fn holds(&self) -> bool {
        *self.found.get_or_init(|| self.pattern.is_match(self.subject) || self.pattern.is_match(self.body))
    }
}

/// What a line's candidates are scored with besides the line: the lines above it, where it is,
/// and what the message speaks of.
struct LineContext<'a> {
    above: Option<&'a str>,
    /// The next line, when this one ends within a sentence.
    next: Option<&'a str>,
    /// Whether this line carries on a sentence the line just above began.
    wrapped: bool,
    place: &'static str,
    about_code: bool,
    meeting: &'a Mentions<'a>,
    /// Whether the message speaks of a trip or a reservation.
    booking: &'a Mentions<'a>,
    /// Whether the message gives something a validity of minutes.
    short_lived: &'a Mentions<'a>,
    /// Whether the message writes these capitals as a word in lower case somewhere.
    seen_as_word: &'a dyn Fn(&str) -> bool,
    reply: bool,
    code_problem: bool,
    forwarded: bool,
}

fn score_line(line: &str, context: &LineContext<'_>) -> Vec<Scored> {
    let LineContext {
        above,
        next: next_line,
        wrapped,
        place,
        about_code,
        meeting,
        booking,
        short_lived,
        seen_as_word,
        reply,
        code_problem,
        forwarded,
    } = *context;
    let is_subject = place == "subject";
    let mut out = Vec::new();
    // The keywords of the line, once a candidate asks.
    let mut keywords: Option<Vec<regex::Match<'_>>> = None;
    // Whether the lines above hold a keyword (or ask to enter what follows), and whether their
    // last keyword names another kind of code, once a candidate asks.
    let mut keyword_above: Option<(bool, bool)> = None;
    let trimmed = line.trim();
    let mut url_words: Option<UrlWords<'_>> = None;
    // The address match and the words of old and of new codes, once a candidate asks.
    #[allow(clippy::type_complexity)]
    let mut line_flags: Option<(Option<&str>, Vec<regex::Match<'_>>, Vec<regex::Match<'_>>)> = None;
    // A card number and a decoy word in the lines above, and advice that runs on into this line,
    // once a candidate asks.
    let mut above_flags: Option<(bool, bool, bool)> = None;
    // Whether the line or the lines above keep a code for later, once a candidate asks.
    let mut later: Option<bool> = None;
    // Decoy words anywhere on the line, and advice or an example, once a candidate asks.
    let mut line_context: Option<(Vec<regex::Match<'_>>, Vec<regex::Match<'_>>)> = None;
    // Tokens, and word passphrases (`willow-pepper-harbor`, `willow cobalt meadow harbor`) where
    // the line can hold one.
    let mut found: Vec<(regex::Match<'_>, bool)> = CANDIDATE.find_iter(line).map(|m| (m, false)).collect();
    let before_grouped = found.len();
    found.extend(GROUPED.find_iter(line).filter(|m| mixed_groups(m.as_str())).map(|m| (m, false)));
    if line.bytes().filter(|&b| b == b'-' || b == b' ').count() >= 2 {
        found.extend(PASSPHRASE.find_iter(line).map(|m| (m, true)));
    }
    if found.len() > before_grouped {
        found.sort_by_key(|(m, _)| m.start());
    }
    for (m, phrase) in found {
        let raw = m.as_str();
        let mut runs_on = false;
        let before = &line[..m.start()];
        let after = &line[m.end()..];
        let (code, digits, letters) = if phrase {
            // Words separated by spaces are a passphrase only on their own: at the start of the
            // line, or after a label's colon and to its end (else they are a sentence's words).
            let label = before.trim_end().ends_with([':', '：']);
            let rest = after.trim_end_matches(['.', '!', ' ']);
            if raw.contains(' ') && !before.trim().is_empty() && !(label && rest.is_empty()) {
                continue;
            }
            // At the start of a line, they may be a wrapped sentence: its start ("new email from
            // the sign-in page"), or its end ("If it was you, / approve the request below."). A
            // signal, so that the weights learn it.
            let line_start = before.trim().is_empty();
            runs_on = raw.contains(' ') && (line_start && wrapped || !rest.is_empty() && !states(rest));
            (raw.to_string(), 0, raw.len())
        } else {
            let code: String = raw.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
            let digits = code.chars().filter(char::is_ascii_digit).count();
            let letters = code.len() - digits;
            // Letters only: upper case, six to eight of them, and not a code keyword itself.
            let letters_only = digits == 0
                && (6..=8).contains(&code.len())
                && code.bytes().all(|b| b.is_ascii_uppercase())
                && !KEYWORD.is_match(&code);
            if code.len() < 4 || code.len() > 8 || (digits == 0 && !letters_only) {
                continue;
            }
            (code, digits, letters)
        };
        // Groups joined by a hyphen are a code of letters and digits (`EEV-BW3`), or three digits
        // and three or four and four; other digits around a hyphen are dates and ranges.
        let split_at = |i: usize| raw.len() == 2 * i + 1 && raw.as_bytes().get(i) == Some(&b'-');
        if raw.contains('-') && letters == 0 && !(split_at(3) || split_at(4)) {
            continue;
        }
        // A group of a longer number (`2704 5518 3092`, `0131 496 0522`); for groups shown apart,
        // any group next to them (`6620 1184` of `YC 6620 1184 37`).
        let least = if raw.contains(' ') { 1 } else { 3 };
        let group = |digits: &mut dyn Iterator<Item = char>| digits.take_while(char::is_ascii_digit).count() >= least;
        if letters == 0
            && !phrase
            && (before.strip_suffix(' ').is_some_and(|b| group(&mut b.chars().rev()))
                || after.strip_prefix(' ').is_some_and(|a| group(&mut a.chars())))
        {
            continue;
        }
        let alnum = letters > 0;
        if alnum
            && !phrase
            && (code.len() < 5
                || code.chars().any(|c| c.is_ascii_lowercase()) && code.chars().any(|c| c.is_ascii_uppercase()))
        {
            continue;
        }
        let prev = before.chars().next_back();
        let next = after.chars().next();
        // Two groups of a longer chain (`8H2K-9PQ3` of `8H2K-9PQ3-TV7M`, a recovery code).
        if raw.contains('-')
            && (prev == Some('-') && before.chars().rev().nth(1).is_some_and(|c| c.is_ascii_alphanumeric())
                || next == Some('-') && after.chars().nth(1).is_some_and(|c| c.is_ascii_alphanumeric()))
        {
            continue;
        }
        // Parts of amounts, dates, times, versions, phone numbers, URLs and identifiers.
        if matches!(prev, Some('$' | '€' | '£' | '¥' | '+' | '/' | '#' | '=' | '&' | '?' | '@' | '_' | '*'))
            || matches!(next, Some('%' | '/' | '@' | '_' | '='))
            || (matches!(prev, Some('.' | ':' | '-' | ','))
                && before.chars().rev().nth(1).is_some_and(|c| c.is_ascii_digit()))
            || (matches!(next, Some('.' | ':' | '-' | ',')) && after.chars().nth(1).is_some_and(|c| c.is_ascii_digit()))
            || before.ends_with("://")
            || is_time(&code)
            || url_words.get_or_insert_with(|| UrlWords::new(line)).ends_in_url(m.start())
        {
            continue;
        }
        let mut signals: CodeSignals = [0.0; super::model::CODE_SIGNALS];
        let mut set = |signal: CodeSignal| signals[signal as usize] = 1.0;
        let mut evidence = Vec::new();
        if phrase {
            set(CodeSignal::Passphrase);
            if runs_on {
                set(CodeSignal::RunsOn);
            }
        } else if digits == 0 {
            set(CodeSignal::LettersOnly);
            if word_like(&code) {
                set(CodeSignal::WordLike);
            }
            if seen_as_word(&code) {
                set(CodeSignal::SeenAsWord);
                evidence.push("written as a word elsewhere".to_string());
            }
        } else if alnum {
            set(CodeSignal::LetterDigit);
        }
        // "Enter 1776 to confirm", "Enter this instead: p2w7c4nr".
        let enter_before = ENTER.is_match(&before[before.len() - truncate_start_len(before, 16)..])
            || asks_to_enter_here(truncate_start(before, SENTENCE_REACH))
            || enter_keyword(truncate_start(before, 48));
        // The first keyword of the line (they are in order) starting at most 80 characters before
        // the candidate, else the first starting at most 40 after it.
        let keyword_here: &[regex::Match<'_>] = keywords.get_or_insert_with(|| KEYWORD.find_iter(line).collect());
        let first_before =
            keyword_here.partition_point(|k| k.start() < m.start() && !within(&line[k.start()..m.start()], 80));
        let first_after = keyword_here.partition_point(|k| k.start() < m.end());
        let near = keyword_here
            .get(first_before)
            .filter(|k| k.start() < m.start())
            .or_else(|| keyword_here.get(first_after).filter(|k| within(&line[m.end()..k.start()], 40)));
        let mut stated_here = false;
        if let Some(k) = near {
            set(CodeSignal::Keyword);
            // "Gutscheincode", "promo code", "Kod rezerwacji": a decoy word touches the keyword,
            // which then names another kind of code.
            let (decoys, _) = line_context.get_or_insert_with(|| line_words(line));
            if nearest(decoys, k.start(), k.end()).is_some_and(|(d, _)| d <= 16) {
                set(CodeSignal::DecoyKeyword);
                evidence.push("the keyword names another kind of code".to_string());
            }
            evidence.push(format!("keyword \"{}\" on the same line", k.as_str()));
            // "code: 123456", "code is 123456", "código de acceso es 4829": the keyword closest
            // before the value introduces it.
            let closest = keyword_here[..first_after]
                .last()
                .filter(|l| l.end() <= m.start() && within(&line[l.start()..m.start()], 80));
            if let Some(k) = closest {
                let between = &line[k.end()..m.start()];
                let clause = !between.chars().any(|c| c.is_ascii_digit()) && sentence_start(between).is_none();
                let stated = clause && between.chars().count() <= 30 && ends_stating(between, true);
                stated_here = stated;
                // "Código de confirmação: 479 361": a longer label, to its colon.
                let label = between.chars().count() <= 24 && between.trim_end().ends_with([':', '：']);
                if clause && (between.chars().count() <= 12 || stated || label) {
                    set(CodeSignal::Introduced);
                    evidence.push("introduced by the keyword".to_string());
                }
                if stated {
                    set(CodeSignal::Stated);
                    evidence.push(format!("stated (\"{}\")", between.trim()));
                }
            }
        } else if (trimmed.len() <= raw.len() + 12 || labelled(before, after))
            && keyword_above.get_or_insert_with(|| keyword_in(above)).0
        {
            // A code on a line of its own under "Your code is:".
            set(CodeSignal::KeywordAbove);
            evidence.push("keyword in the lines just above".to_string());
            if keyword_above.is_some_and(|(_, other)| other) {
                set(CodeSignal::DecoyKeyword);
                evidence.push("the keyword above names another kind of code".to_string());
            }
        } else if alnum && !enter_before {
            continue;
        }
        // "OTP for transaction of INR 12,450.00 … is 730164": stated, and a keyword earlier in
        // the sentence (which may have begun on the lines above).
        if !stated_here && ends_stating(before, false) {
            let recent = truncate_start(before, SENTENCE_REACH);
            let in_sentence = match sentence_start(recent) {
                Some(start) => KEYWORD.is_match(&recent[start..]),
                None => {
                    KEYWORD.is_match(recent)
                        || above
                            .map(|a| truncate_start(a, SENTENCE_REACH))
                            .is_some_and(|a| KEYWORD.is_match(&a[sentence_start(a).unwrap_or(0)..]))
                }
            };
            if in_sentence {
                set(CodeSignal::StatedInSentence);
                evidence.push("stated, in a sentence about a code".to_string());
            }
        }
        // "Enter this code to activate your account: 482913": a keyword earlier on the line and
        // the value right after a colon.
        if near.is_some_and(|k| k.end() <= m.start()) && before.trim_end().ends_with([':', '：']) {
            set(CodeSignal::AfterColon);
        }
        if enter_before {
            set(CodeSignal::EnterBefore);
            evidence.push("to be entered (\"enter …\", \"use …\")".to_string());
        }
        let marks = |s: &str| !s.trim().is_empty() && !s.chars().any(char::is_alphanumeric);
        if marks(before) && marks(after) {
            set(CodeSignal::Decorated);
            evidence.push("set off by marks on its own line".to_string());
        }
        if meeting.holds() {
            set(CodeSignal::Meeting);
        }
        if booking.holds() {
            set(CodeSignal::Booking);
        }
        if short_lived.holds() {
            set(CodeSignal::ShortLived);
        }
        if PLACE.is_match(truncate(after, 40)) {
            set(CodeSignal::PlaceAfter);
            evidence.push("a place to type it just after".to_string());
        }
        // "Use 014320 to reset your password": an action close after the value.
        let soon = truncate(after, 40);
        let keywords_soon: Vec<regex::Match<'_>> = KEYWORD.find_iter(soon).collect();
        if ACTION.find_iter(soon).any(|a| !keywords_soon.iter().any(|k| k.start() < a.end() && a.start() < k.end())) {
            set(CodeSignal::ActionAfter);
        }
        // "Gift card number: 5918 3958 7518 6510" just above "PIN: 5544".
        let (card_above, decoy_above, advice_above) = *above_flags.get_or_insert_with(|| {
            above.map_or((false, false, false), |a| {
                let decoy = DECOY_LINE.is_match(a) || DECOY.is_match(a);
                // A card's number, named as one ("Gift card number", "ギフトカード番号").
                let card = decoy && a.bytes().filter(u8::is_ascii_digit).count() >= 12 && CARD_NUMBER.is_match(a);
                // "… for example" / "\"Your code is 123456\"": the sentence runs on.
                (card, decoy, unfinished(a) && EXAMPLE.is_match(truncate_start(a.trim_end(), 30)))
            })
        });
        if card_above {
            set(CodeSignal::CardAbove);
            evidence.push("a card number just above".to_string());
        }
        if decoy_above {
            set(CodeSignal::DecoyAbove);
        }
        if reply {
            set(CodeSignal::Reply);
        }
        if code_problem {
            set(CodeSignal::CodeProblem);
        }
        // A label that ends a sentence begun on the line above ("CODICE DI VERIFICA – da
        // inserire nella pagina di / registrazione: 662 013") is that sentence's.
        let sentence_above = |a: &str| {
            let a = truncate_start(a, SENTENCE_REACH);
            let sentence = &a[sentence_start(a).unwrap_or(0)..];
            KEYWORD.is_match(sentence) || ENTER_WORD.is_match(sentence)
        };
        let label_wraps =
            || wrapped && !before.contains(['.', '。', '!', '?', '(', '|']) && above.is_some_and(sentence_above);
        // "Trasteo: 5183 es tu código": a keyword right after says what the value is.
        let named_after = keyword_here.get(first_after).is_some_and(|k| k.start() - m.end() <= 15);
        if other_label(before)
            && !enter_before
            && !named_after
            && !NEW.is_match(&before[before.len() - truncate_start_len(before, 24)..])
            && !label_wraps()
        {
            set(CodeSignal::OtherLabel);
            evidence.push("the value of a label that is not a code's".to_string());
        }
        if trimmed == raw {
            set(CodeSignal::Alone);
            evidence.push("stands alone on its line".to_string());
        }
        if is_subject && near.is_some() {
            set(CodeSignal::SubjectKeyword);
            evidence.push("in the subject".to_string());
        }
        if code.len() == 6 && !phrase {
            set(CodeSignal::SixChars);
            evidence.push("six characters".to_string());
        }
        let window_start = before.char_indices().rev().nth(24).map_or(0, |(i, _)| i);
        if let Some(d) = DECOY.find(&before[window_start..]) {
            set(CodeSignal::Decoy);
            evidence.push(format!("decoy \"{}\" just before", d.as_str()));
        }
        // A service's prefix (`FB-12345`) is not typed: the code is its digits. The signals are
        // those of what the mail shows, but for a booking reference's: what is typed holds letters.
        let value = match raw.split_once('-') {
            Some((prefix, digits))
                if (2..=3).contains(&prefix.len())
                    && prefix.bytes().all(|b| b.is_ascii_uppercase())
                    && (4..=8).contains(&digits.len())
                    && digits.bytes().all(|b| b.is_ascii_digit()) =>
            {
                digits.to_string()
            }
            _ => code.clone(),
        };
        if alnum && !phrase && booking.holds() && value.bytes().any(|b| b.is_ascii_alphabetic()) {
            set(CodeSignal::BookingLetters);
            evidence.push("letters in a message about a trip or a reservation".to_string());
        }
        let (address, stales, news) = line_flags.get_or_insert_with(|| {
            (
                ADDRESS.find(line).map(|a| a.as_str()),
                STALE.find_iter(line).collect::<Vec<_>>(),
                NEW.find_iter(line).collect::<Vec<_>>(),
            )
        });
        let address = *address;
        // The line speaks of an old code, and nearer to this one than of a new code.
        let stale = nearest(stales, m.start(), m.end())
            .is_some_and(|(d, _)| nearest(news, m.start(), m.end()).is_none_or(|(n, _)| d < n))
            || (stales.is_empty() && news.is_empty() && next_line.is_some_and(continues_stale));
        if let Some(a) = address {
            set(CodeSignal::Address);
            evidence.push(format!("address line (\"{a}\")"));
        }
        if *later.get_or_insert_with(|| LATER.is_match(line) || above.is_some_and(|a| LATER.is_match(a))) {
            set(CodeSignal::ForLater);
            evidence.push("kept for later".to_string());
        }
        if stale {
            set(CodeSignal::Stale);
            evidence.push("line speaks of an old or expired code".to_string());
        }
        // The last keyword starting before the candidate is the closest one before it.
        let keywords_before = keyword_here.partition_point(|k| k.start() < m.start());
        let keyword_close =
            keywords_before > 0 && within(&line[keyword_here[keywords_before - 1].start()..m.start()], 30);
        // Thai mail counts years in the Buddhist era (2568 is 2025).
        let year =
            code.starts_with("19") || code.starts_with("20") || (code.starts_with("25") && line.chars().any(thai));
        if !alnum && code.len() == 4 && year && !keyword_close {
            set(CodeSignal::Year);
            evidence.push("looks like a year".to_string());
        }
        if !alnum && digits > 4 && code.bytes().all(|b| b == code.as_bytes()[0]) {
            set(CodeSignal::RepeatedDigit);
            evidence.push("one repeated digit".to_string());
        }
        // Decoy and advice words on the line, and whether they are nearer to the candidate than
        // any keyword ("Your code is 482913. Your order number is 998877.": only for the second).
        let (decoys, advice) = line_context.get_or_insert_with(|| line_words(line));
        let keyword_distance = nearest(keyword_here, m.start(), m.end()).map_or(usize::MAX, |(d, _)| d);
        if let Some((d, word)) = nearest(decoys, m.start(), m.end()).filter(|(d, _)| *d <= DECOY_REACH) {
            set(CodeSignal::DecoyInLine);
            if d < keyword_distance {
                set(CodeSignal::DecoyNearer);
                evidence.push(format!("\"{word}\" {d} characters away, nearer than any keyword"));
            } else {
                evidence.push(format!("the line speaks of \"{word}\""));
            }
        }
        if advice_above {
            set(CodeSignal::Advice);
            evidence.push("the sentence above gives advice or an example".to_string());
        }
        if let Some((d, word)) = nearest(advice, m.start(), m.end()) {
            set(CodeSignal::Advice);
            if d < keyword_distance {
                set(CodeSignal::AdviceNearer);
            }
            evidence.push(format!("the line gives advice or an example (\"{word}\")"));
        }
        if about_code {
            set(CodeSignal::AboutCode);
        }
        if forwarded {
            set(CodeSignal::Forwarded);
            evidence.push("in a forwarded message".to_string());
        }
        if !alnum && code.len() >= 4 && is_sequence(&code) {
            set(CodeSignal::Sequence);
            evidence.push("a run of digits (1234…)".to_string());
        }
        if alnum && !phrase {
            let leading = code.bytes().take_while(u8::is_ascii_alphabetic).count();
            if leading >= 3 && code.bytes().skip(leading).all(|b| b.is_ascii_digit()) {
                set(CodeSignal::WordThenNumber);
                evidence.push("a word and a number (SAVE10)".to_string());
                // `TAKE15`, `FRIEND25`: the word reads like one.
                if word_like(&code[..leading]) {
                    set(CodeSignal::PromoShape);
                }
            }
            if code.bytes().any(|b| b.is_ascii_lowercase()) {
                set(CodeSignal::Lowercase);
            }
        }
        if raw.len() != code.len() && !phrase {
            set(CodeSignal::Separated);
        }
        match if phrase { 0 } else { code.len() } {
            4 => set(CodeSignal::Length4),
            5 => set(CodeSignal::Length5),
            7 => set(CodeSignal::Length7),
            8 => set(CodeSignal::Length8),
            _ => {}
        }
        let candidate = Candidate {
            kind: "code".into(),
            value,
            score: round2(code_score(&signals)),
            place: place.into(),
            evidence,
        };
        out.push(Scored { candidate, signals, at: (None, m.start()) });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn many_codes_are_found_in_one_pass_as_one_by_one() {
        let haystack = "ab200001cd2000391234567x99999999";
        let values: Vec<String> = (0..40)
            .map(|i| format!("{}", 200_000 + i))
            .chain(["1234", "4567x", "99999999", "999999990"].map(String::from))
            .collect();
        let values: Vec<&str> = values.iter().map(String::as_str).collect();
        assert!(values.len() > SUBJECT_CODES_SEARCHED_ALONE);
        let expected: Vec<bool> = values.iter().map(|v| haystack.contains(v)).collect();
        assert_eq!(contained(haystack, &values), expected);
        assert_eq!(expected.iter().filter(|&&x| x).count(), 5);
        assert_eq!(contained("", &values), vec![false; values.len()]);
    }

    #[test]
    fn url_words_agree_with_the_word_before_each_position() {
        let line = "see https://a.test/123456 www.x.test/7890 12345 a://b 5555 www. 6666 x:// 7777 http:/ 8888";
        let mut words = UrlWords::new(line);
        for at in (0..=line.len()).filter(|&i| line.is_char_boundary(i)) {
            let word = line[..at].rsplit(' ').next().unwrap_or("");
            let expected = word.contains("://") || word.contains("www.");
            assert_eq!(words.ends_in_url(at), expected, "at {at}: {word:?}");
        }
    }

    #[test]
    fn of_several_codes_the_one_the_mail_says_to_type_wins() {
        let by_label = "Hi Ana,\n\nWe sent one code for each place you are signing in:\n\n\
            - Code for the mobile app: 514 208\n- Code for the website: 736 091\n\n\
            You are signing in on the website right now, so please type the website code there.\n";
        let e = super::super::extract("Your sign-in codes", by_label, "", &[]);
        assert_eq!(e.otp.as_deref(), Some("736091"));
        assert!(e.otp_confidence.is_some_and(|c| c >= 0.9), "{:?}", e.otp_confidence);
        // The value said again in the sentence, over a line break, in Swedish.
        let by_value = "Hej,\n\n  Kod för appen:   417 562\n  Kod för webben:  883 021\n\n\
            Du loggar in i webbläsaren nu, så skriv\nin 883 021 på sidan som är öppen.\n";
        let e = super::super::extract("Dina koder", by_value, "", &[]);
        assert_eq!(e.otp.as_deref(), Some("883021"));
        // Chinese labels, told apart by pairs of characters.
        let unspaced =
            "您好：\n\n手机 App 验证码：315 906\n网页版验证码：720 418\n\n请在网页中输入「网页版验证码」。\n";
        let e = super::super::extract("验证码", unspaced, "", &[]);
        assert_eq!(e.otp.as_deref(), Some("720418"));
        // A sentence that names both, or none, chooses nothing: two equal codes are a coin toss.
        for told in ["Type the app code or the website code.", "Type it where you are signing in."] {
            let text = format!("Code for the mobile app: 514 208\nCode for the website: 736 091\n\n{told}\n");
            let e = super::super::extract("Your sign-in codes", &text, "", &[]);
            assert!(e.otp_confidence.is_none_or(|c| c <= 0.5), "{told}: {:?}", e.otp_confidence);
            assert!(e.candidates.iter().all(|c| !c.evidence.iter().any(|x| x.contains("says to type"))), "{told}");
        }
    }

    #[test]
    fn words_of_unspaced_scripts_are_pairs_of_characters() {
        assert_eq!(words("Code for the web: 12 345").collect::<Vec<_>>(), ["code", "web"]);
        assert_eq!(words("网页版 App").collect::<Vec<_>>(), ["网页", "页版", "app"]);
        assert_eq!(words("웹용 코드").collect::<Vec<_>>(), ["웹용", "코드"]);
    }

    #[test]
    fn sentences_end_at_a_full_stop_before_a_space_not_between_digits() {
        assert_eq!(sentence_start("OTP for INR 12,450.00 on 12.03.2025 is "), None);
        assert_eq!(sentence_start("Thanks. Your code is "), Some(7));
        assert_eq!(sentence_start("您好。验证码是"), Some("您好。".len()));
    }

    #[test]
    fn a_stating_verb_ends_the_words_before_a_value() {
        assert!(ends_stating(" de acceso es ", true));
        assert!(ends_stating("Your number for logging in is ", false));
        assert!(ends_stating(" lautet: ", true));
        assert!(ends_stating("验证码是", true));
        // "to" states a value only right after the keyword ("kod to 4821").
        assert!(ends_stating(" to ", true));
        assert!(!ends_stating(" sent to ", true) && !ends_stating("Text STOP to ", false));
        // A whole word: "this" does not end in "is".
        assert!(!ends_stating(" this ", true));
    }

    #[test]
    fn grouped_letters_and_digits_and_short_labels() {
        assert!(mixed_groups("K4P 9QZ") && mixed_groups("m4x9-pq2d"));
        assert!(!mixed_groups("2704 5518") && !mixed_groups("ABCD 12EF"));
        assert!(labelled("Here's your key: ", "") && labelled("  Eccone uno nuovo: ", "."));
        assert!(!labelled("Here's your key: ", " (keep it)"));
        assert!(!labelled("Please have a look at the details of your stay: ", ""));
    }

    #[test]
    fn a_validity_of_minutes_is_short_lived_and_a_clock_time_is_not() {
        for text in [
            "This code expires in 10 minutes.",
            "valid for a 15-minute window",
            "Der Code ist 5 Min. gültig",
            "Код действует 10 минут",
            "10 dakika içinde",
            "このコードは10分間有効です",
            "验证码5分钟内有效",
            "인증번호는 3분간 유효합니다",
        ] {
            assert!(SHORT_LIVED.is_match(text), "{text}");
        }
        for text in
            ["at 10:15 minutes past", "2025年2月20日14時55分", "a 90 minute call", "120 minutes", "Room 5 Minden"]
        {
            assert!(!SHORT_LIVED.is_match(text), "{text}");
        }
    }

    #[test]
    fn a_verb_and_a_code_s_name_ask_to_enter_and_a_promotion_s_keyword_names_another_code() {
        assert!(enter_keyword("If you made this purchase, enter verification code "));
        assert!(!enter_keyword("Enter the app, then look for the verification code "));
        assert!(!enter_keyword("Type it in. Your code "));
        assert_eq!(keyword_in(Some("Vul bij het afrekenen deze kortingscode in:")), (true, true));
        assert_eq!(keyword_in(Some("Your verification code is:")), (true, false));
        assert_eq!(keyword_in(Some("Type this instead:")), (true, false));
        assert_eq!(keyword_in(Some("Thanks for your order.")), (false, false));
        assert!(unfinished("If it was you,") && !unfinished("Code: ") && !unfinished("有効です。"));
        assert!(
            LATER.is_match("Use 920355 then, not now.") && LATER.is_match("NON inserirlo ora. Conservalo: più tardi")
        );
    }

    #[test]
    fn a_line_asking_to_enter_what_follows_is_read_to_its_last_sentence() {
        assert!(asks_to_enter("Signing in on a different device? Type this instead:"));
        assert!(asks_to_enter("Tippe dazu einfach diese vier Ziffern in der App ein:"));
        assert!(asks_to_enter("您好！请输入以下数字："));
        assert!(!asks_to_enter("Please type carefully. Your order:"));
        assert!(!asks_to_enter("Enter the app and see your balance"));
        assert!(!asks_to_enter("张娜，您好！ 签收时请向快递员出示以下取件码"));
        // On the value's own line only a short sentence asks for it.
        assert!(asks_to_enter_here("Using the app on a TV? Enter this instead: "));
        assert!(!asks_to_enter_here("Não digite o código e ligue agora para a Central Ipê: "));
    }
}
