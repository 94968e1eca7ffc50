//! Link candidates: every link of the message, and the evidence that it is the action link
//! (`model::LinkSignal`), scored by the learned link weights.

use super::model::{LinkSignal, LinkSignals, link_score};
use super::words::{ACTION_WORDS, LOGIN_WORDS};
use super::{MAX_LINE_BYTES, MAX_LINKS, MAX_UNSUBSCRIBE_BYTES, truncate, truncate_start};
use regex::{Regex, RegexSet};
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

/// The `href` attribute of a link's opening tag.
static HREF: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r#"(?i)(?-u:\b)href(?-u:\s)*=(?-u:\s)*(?:"[^"]*"|'[^']*')"#).expect("href regex"));

static BARE_URL: LazyLock<Regex> = LazyLock::new(|| Regex::new(r#"https?://[^\s<>"'\]\[]+"#).expect("url regex"));

/// Bytes of HTML before a link read for the text that introduces it.
const CONTEXT_HTML_BYTES: usize = 600;
/// Bytes of text (tags removed) kept of what introduces a link, and of a link's text.
const CONTEXT_TEXT_BYTES: usize = 200;

/// What a URL says of itself, one pattern per URL signal (in the order of [`URL_SIGNALS`]).
/// Matched against the URL in lower case. Actions are named in the 17 languages as URLs spell
/// them (without accents: `bestaetigen`, `recuperar-senha`, `onay`). `/secure` and `/security`
/// are path parts, not a host (`https://secure.bank.example/device/approve` is not a refusal).
static URL_PATTERNS: LazyLock<RegexSet> = LazyLock::new(|| {
    let action = format!(
        "verif|confirm|activat|magic|/auth|callback|token=|jeton=|otp|invite|oobcode|ticket=|validat|unlock|approve|accept|opt-?in|bestaetig|bestatig|freischalt|recuperar|conferm|ripristin|attiva|bevestig|herstel|potwierdz|aktywuj|podtver|onay|dogrula|bekrafta|aterstall|konfirmasi|aktivasi|xac-?nhan|kich-?hoat|{PASSWORD_IN_URL}"
    );
    RegexSet::new([
        // UrlAction
        action.as_str(),
        // UrlLogin
        r"login|log-in|signin|sign-in|sign_in|/session|connexion|anmeld",
        // UrlTokenParam
        r"[?&#](?:token|key|code|t|k|sig|signature|hash|h|ticket|oobcode|jeton|nonce|otp|auth|access_token|state|uid)=",
        // UrlFooter
        r"unsubscribe|opt-?out|preferences|desinscri|abmeld|/privacy|/terms|/legal|/help|/support|/faq|/contact|webversion|view-in-browser|/view(?-u:\b)|/browser",
        // UrlElsewhere
        r"facebook\.com|twitter\.com|//x\.com|linkedin\.com|instagram\.com|youtube\.com|tiktok\.com|apps\.apple\.com|play\.google\.com|\.(?:png|jpe?g|gif|svg|webp)(?:\?|$)",
        // UrlSettings
        r"settings|profile|[^/]/security|/account/?(?:$|[?#])|change[-_]?password|password/change|/password/?(?:$|[?#])|activity|/devices|/sessions|/manage",
        // UrlRefuse
        r"not[-_]?me|notme|wasnt|deny|reject|report|[^/]/secure|(?-u:\b)lock|block|dispute|cancel|remove|revoke|fraud",
        // UrlParcel
        r"track(?:ing|confirm|package|order|shipment|parcel|delivery|your)|/track/?(?:$|[?#])|/track/(?:#|article|package|order|shipment|parcel)|/orders?(?:/|$|[?#])|/shipments?(?:/|$|[?#])|/parcels?(?:/|$|[?#])|trknbr|tlabels|/invoices?(?:/|$|[?#])|/receipts?(?:/|$|[?#])|mailpiece",
        // UrlRedirect
        r"click|/c/|/ctc/|/l0/|/ls/|/wf/|/e/c/|redirect|upn=|urldefense|safelinks|/url\?|l\.php\?|/r/|/t/|/l/|/track/|/trk",
    ])
    .expect("url patterns")
});

const URL_SIGNALS: [LinkSignal; 9] = [
    LinkSignal::UrlAction,
    LinkSignal::UrlLogin,
    LinkSignal::UrlTokenParam,
    LinkSignal::UrlFooter,
    LinkSignal::UrlElsewhere,
    LinkSignal::UrlSettings,
    LinkSignal::UrlRefuse,
    LinkSignal::UrlParcel,
    LinkSignal::UrlRedirect,
];

/// How a URL names a password's reset, recovery or change, as URLs spell it in the 17 languages:
/// an action of its own (`UrlAction`), and beside a code about something else the way out
/// (`ResetBesideCode`).
const PASSWORD_IN_URL: &str = "passw|reset|recover|forgot|mot-de-passe|contrasena|senha|wachtwoord|haslo|parol|sifre|losenord|kata-?sandi|mat-?khau|reimposta|redefin|restablec|zuruecksetz|reinitialis";

static PASSWORD_URL: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!("(?i){PASSWORD_IN_URL}")).expect("password url regex"));

/// A subject that speaks of a password, in the 17 languages: a reset link there is the flow.
static PASSWORD_SUBJECT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)password|passwort|kennwort|mot de passe|contraseña|senha|wachtwoord|hasło|пароль|şifre|lösenord|kata sandi|mật khẩu|รหัสผ่าน|パスワード|密码|密碼|비밀번호|reset|recover")
        .expect("password subject regex")
});

/// What a link's text says, one pattern per text signal (in the order of [`TEXT_SIGNALS`]).
static TEXT_PATTERNS: LazyLock<RegexSet> = LazyLock::new(|| {
    RegexSet::new([
        ACTION_WORDS,
        LOGIN_WORDS,
        // TextFooter
        r"(?i)unsubscribe|opt[- ]?out|privacy|terms|(?-u:\b)help(?-u:\b)|help ?cent|support|contact|view (?:in|online|this|as)|web ?version|browser|(?-u:\b)manage|preferences|download|follow us|(?-u:\b)faq|abmelden|abbestell|datenschutz|impressum|hilfe|kontakt|désinscri|désabonn|confidentialité|(?-u:\b)aide(?-u:\b)|nous contacter|mentions|darse de baja|cancelar (?:la )?suscripción|privacidad|ayuda|contacto|cancelar (?:a )?inscrição|descadastr|privacidade|ajuda|fale conosco|annulla (?:l'?)?iscrizione|disiscriv|informativa|aiuto|contatt|afmelden|uitschrijven|wypisz|rezygn|prywatno|pomoc|отписат|конфиденциальн|помощь|поддержк|связат|abonelikten çık|gizlilik|yardım|destek|iletişim|avsluta|avregistrera|integritet|hjälp|berhenti berlangganan|privasi|bantuan|hubungi|hủy đăng ký|quyền riêng tư|trợ giúp|hỗ trợ|liên hệ|ยกเลิกการรับ|ความเป็นส่วนตัว|ช่วยเหลือ|ติดต่อ|配信停止|プライバシー|ヘルプ|お問い合わせ|利用規約|退订|取消订阅|隐私|隱私|帮助|幫助|联系|聯絡|客服|条款|條款|수신거부|수신 거부|개인정보|도움말|고객센터|문의|약관",
        // TextRefuse
        r"(?i)history|verlauf|historique|historial|histórico|cronologia|geschiedenis|historia|истори|geçmiş|historik|riwayat|lịch sử|ประวัติ|履歴|历史|歷史|记录|記錄|기록|내역|not me|wasn'?t me|wasn’t me|secure (?:my |your |the )?account|change (?:your |my |the )?password|review|report|security settings|check (?:your )?activity|(?-u:\b)lock|(?-u:\b)no,|block|nicht ich|war ich nicht|das war nicht|sichern|passwort ändern|überprüf|(?-u:\b)melden|aktivität|sperren|pas moi|sécuriser|changer (?:votre |de |le )?mot de passe|signaler|activité|bloquer|no fui yo|no era yo|proteger|asegurar|cambiar (?:tu |su |la )?contraseña|reportar|denunciar|revisar|actividad|bloquear|não fui eu|não era eu|alterar (?:sua |a )?senha|mudar (?:sua |a )?senha|atividade|non (?:sono stato|sono stata|ero) io|proteggi|cambia (?:la )?password|segnala|attività|blocca|niet ik|was ik niet|beveilig|wachtwoord wijzigen|wijzig (?:je |uw )?wachtwoord|activiteit|blokkeer|to nie (?:ja|byłem|byłam)|zabezpiecz|zmień hasło|zgłoś|aktywnoś|zablokuj|не я|защит|смени|измени(?:ть)? пароль|сообщить|активност|заблокир|değildim|(?-u:\b)koru|şifre(?:nizi|yi)? değiştir|bildir|etkinlik|engelle|inte jag|skydda|byt lösenord|ändra lösenord|rapportera|aktivitet|spärra|bukan saya|amankan|ubah kata sandi|ganti kata sandi|laporkan|aktivitas|blokir|không phải tôi|bảo vệ|đổi mật khẩu|báo cáo|hoạt động|ไม่ใช่ฉัน|ปกป้อง|เปลี่ยนรหัสผ่าน|รายงาน|กิจกรรม|ล็อก|私ではありません|心当たりがない|保護|パスワードを変更|パスワード変更|報告|アクティビティ|ロック|不是我|保护|更改密码|修改密码|變更密碼|更改密碼|举报|檢舉|报告|活动|活動|锁定|鎖定|아닙니다|보호|비밀번호 변경|신고|활동|잠금",
        // TextParcel
        r"(?i)track|order|shipment|package|parcel|delivery|invoice|receipt|booking|reservation|pemesanan|buchung|réservation|reserva|prenotazione|boeking|rezerwac|бронир|rezervasyon|bokning|đặt chỗ|การจอง|予約|预订|預訂|예약|sendung|paket|bestellung|rechnung|lieferung|colis|commande|facture|suivi|suivre|livraison|pedido|envío|factura|seguimiento|rastre|entrega|recibo|encomenda|fatura|ordine|spedizione|fattura|traccia|consegna|ricevuta|bestelling|pakket|zending|factuur|(?-u:\b)volg|bezorging|zamówieni|paczk|przesyłk|faktur|śledź|dostaw|заказ|посылк|отслед|счёт|доставк|sipariş|kargo|takip|teslimat|beställning|spåra|leverans|kvitto|pesanan|lacak|pengiriman|đơn hàng|theo dõi|hóa đơn|giao hàng|พัสดุ|คำสั่งซื้อ|ติดตาม|ใบแจ้งหนี้|ใบเสร็จ|จัดส่ง|注文|配送|追跡|請求書|領収書|お届け|订单|訂單|物流|快递|追踪|發票|发票|收据|주문|배송|조회|영수증|청구서",
        // TextView
        r"(?i)(?-u:\b)(?:view|see|manage|open)(?-u:\b)|bekijk|beheren|ansehen|anzeigen|verwalten|(?-u:\b)voir(?-u:\b)|gérer|(?-u:\b)ver(?-u:\b)|gestionar|visualizar|gerenciar|(?-u:\b)vedi|visualizza|gestisci|zobacz|zarządzaj|посмотреть|просмотр|управлять|görüntüle|yönet|(?-u:\b)visa(?-u:\b)|hantera|lihat|kelola|(?-u:\b)xem(?-u:\b)|quản lý|ดู|จัดการ|表示|見る|管理|查看|檢視|보기|관리",
    ])
    .expect("text patterns")
});

/// The index of `TextFooter` in [`TEXT_PATTERNS`].
const FOOTER_TEXT: usize = 2;

const TEXT_SIGNALS: [LinkSignal; 6] = [
    LinkSignal::TextAction,
    LinkSignal::TextLogin,
    LinkSignal::TextFooter,
    LinkSignal::TextRefuse,
    LinkSignal::TextParcel,
    LinkSignal::TextView,
];

/// Text before a link that says to click, tap or copy the link or button below (or following).
static CONTEXT_ACTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)click|(?-u:\b)tap(?-u:\b)|press|below|following|folgenden|suivant|siguiente|seguinte|seguente|volgende|następując|следующ|följande|berikut|sau đây|ต่อไปนี้|次の|button|copy|paste|(?:follow|use|open) (?:this|the) link|klick|unten|schaltfläche|kopier|cliqu|ci-dessous|bouton|copi|(?-u:\b)clic|pulsa|abajo|botón|abaixo|botão|clicca|qui sotto|pulsante|(?-u:\b)klik|hieronder|knop|kliknij|poniżej|przycisk|skopiuj|нажмите|ниже|кнопк|скопируйте|tıkla|aşağıdaki|buton|düğme|kopyala|klicka|nedan|knapp|kopiera|di bawah|tombol|salin|nhấp|nhấn|bên dưới|(?-u:\b)nút|sao chép|คลิก|ด้านล่าง|ปุ่ม|คัดลอก|クリック|タップ|下記|以下|ボタン|コピー|点击|點擊|单击|下方|按钮|按鈕|复制|複製|클릭|누르|아래|버튼|복사",
    )
    .expect("context action regex")
});

/// Text before a link that speaks of a request the reader did not make, or says nothing needs
/// doing.
static CONTEXT_REFUSE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)no (?:further )?action|nothing (?:to do|further)|(?:can|may) (?:safely )?ignore|ignor|nichts (?:weiter )?(?:tun|zu tun)|keine weiteren|aucune action|rien à faire|no (?:es necesario|necesitas|tienes que) hacer|não é necessário|nenhuma ação|non è necessario|nessuna azione|niets (?:te )?doen|geen actie|nie musisz|не нужно|ничего делать|gerekmez|gerek yok|behöver inte|inga åtgärder|tidak perlu|không cần|ไม่ต้อง|不要です|対応は不要|無視|忽略|无需|無需|무시|필요하지 않|didn'?t (?:request|ask|make|try|sign|attempt)|didn’t|did not (?:request|ask|make|try|attempt|sign)|wasn'?t you|wasn’t you|was not you|not you|unrecogni|n'?t recogni|not recogni|suspicious|nicht angefordert|nicht sie|wenn sie (?:das|dies) nicht|nicht veranlasst|pas à l'origine|pas à l’origine|si vous n'|si vous n’|pas vous|si no (?:fuiste|has|solicitaste|eras|reconoces)|no reconoces|se não foi|se você não|não reconhece|se non (?:sei|hai)|non riconosci|niet aangevraagd|niet door jou|als (?:jij|u) dit niet|niet herken|jeśli (?:to )?nie|nie rozpozna|не вы|если вы не|не узнаёте|değilseniz|tanımıyorsanız|etmediyseniz|om det inte var du|inte begärt|känner inte igen|jika (?:ini )?bukan|jika anda tidak|tidak mengenali|không phải bạn|nếu bạn không|หากไม่ใช่คุณ|หากคุณไม่ได้|心当たりのない|心当たりがない|身に覚えのない|如果不是您|如果这不是您|如果這不是您|不是您本人|不是你本人|如非本人|若非本人|如果您没有|如果您沒有|非本人|본인이 아니|요청하지 않",
    )
    .expect("context refuse regex")
});

/// A question asking whether it was not the reader who did it ("Not you?", "Wasn't you?"): what
/// comes after it (a password reset, a report) is for someone else, whatever action it names.
static NOT_YOU: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(?:not you|wasn'?t you|wasn’t you|was(?:n'?t| not) this you|didn'?t (?:you )?(?:request|sign)[^.!?\n]{0,30}|nicht sie|nicht du|pas vous|pas toi|no (?:has sido|fuiste|eras) (?:tú|usted)|no eres tú|não foi você|non sei stato tu|non eri tu|niet jij|niet u|to nie ty|nie ty|это не вы|не вы|sen değil|siz değil|inte du|bukan anda|bukan kamu|không phải bạn|ไม่ใช่คุณ|あなたではない|心当たりがない|不是你|不是您|非本人|본인이 아닌|본인이 아니)[^.!?。\n]{0,24}[?？]",
    )
    .expect("not-you regex")
});

/// What else the text before a link says of it (in the order of [`CONTEXT_SIGNALS`]).
static CONTEXT_PATTERNS: LazyLock<RegexSet> = LazyLock::new(|| {
    RegexSet::new([
        ACTION_WORDS,
        // ContextLink
        r"(?i)link|enlace|lien|collegamento|ссылк|bağlantı|länk|tautan|liên kết|ลิงก์|リンク|链接|鏈接|連結|링크|URL",
    ])
    .expect("context patterns")
});

const CONTEXT_SIGNALS: [LinkSignal; 2] = [LinkSignal::ContextAsks, LinkSignal::ContextLink];

/// A subject that reports something that happened rather than asks for something.
static SUBJECT_NOTICE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)activated|enabled|turned on|aktiviert|activé|activad|ativad|attivat[oa](?-u:\b)|geactiveerd|włączon|включен|etkinleştirildi|aktiverad|diaktifkan|đã bật|เปิดใช้งานแล้ว|有効になりました|有効化されました|已启用|已開啟|已开启|활성화되었|changed|updated|new (?:sign[- ]?in|login|device)|alert|(?:was|has been) reset|successful|suspicious|detected|geändert|aktualisiert|neue anmeldung|neues gerät|warnung|erfolgreich|modifié|changé|mis à jour|nouvelle connexion|nouvel appareil|alerte|cambiad|actualizad|nuevo inicio|nuevo dispositivo|alerta|alterad|atualizad|novo acesso|novo login|novo dispositivo|modificat|cambiat|aggiornat|nuovo accesso|nuovo dispositivo|avviso|gewijzigd|bijgewerkt|nieuwe aanmelding|nieuwe login|nieuw apparaat|waarschuwing|zmienion|zaktualizowan|nowe logowanie|nowe urządzenie|изменен|изменён|обновлен|новый вход|новое устройство|предупрежд|değiştirildi|güncellendi|yeni giriş|yeni cihaz|uyarı|ändrat|ändrad|uppdaterad|ny inloggning|ny enhet|varning|diubah|diperbarui|login baru|perangkat baru|peringatan|đã thay đổi|đã được thay đổi|đăng nhập mới|thiết bị mới|cảnh báo|เปลี่ยนแล้ว|เข้าสู่ระบบใหม่|อุปกรณ์ใหม่|แจ้งเตือน|変更されました|変更完了|新しいログイン|新しいデバイス|お知らせ|已更改|已修改|已变更|已變更|新登录|新登入|新设备|新裝置|提醒|변경되었|변경 완료|새로운 로그인|새 로그인|새 기기|알림")
        .expect("subject notice regex")
});

/// A subject that asks for an action, a login or speaks of a link.
static SUBJECT_ACTION: LazyLock<RegexSet> = LazyLock::new(|| {
    RegexSet::new([
        ACTION_WORDS,
        LOGIN_WORDS,
        r"(?i)(?-u:\b)link|enlace|(?-u:\b)lien|collegamento|ссылк|bağlantı|länk|tautan|liên kết|ลิงก์|リンク|链接|鏈接|連結|링크",
        // Registration, which a verification link completes.
        r"(?i)regist|sign ?up|welcome|inscri|anmeldung|willkommen|bienvenid|benvenut|welkom|witaj|добро пожаловать|hoş geldin|välkommen|selamat datang|chào mừng|ยินดีต้อนรับ|登録|ようこそ|注册|註冊|欢迎|歡迎|가입|환영|kayıt|rejestr|регистрац|đăng ký|ลงทะเบียน|daftar",
    ])
    .expect("subject action patterns")
});

/// A link drawn as a button: on the `<a>` itself.
static BUTTON_LINK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)background|padding|border-radius|inline-block|btn|button").expect("button regex")
});

/// A link drawn as a button: on the cell or block right around it.
static BUTTON_CELL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^<(?:td|div|span|p|center|th)(?-u:\b)[^>]*(?:bgcolor|background|btn|button)")
        .expect("button cell regex")
});

/// The destination inside a known redirect wrapper (Outlook Safe Links, Google `url?q=`,
/// Facebook/Instagram `l.php?u=`), percent-decoded. The wrapper itself stays the link the user
/// clicks; this is read from the URL only, never by following it.
pub fn unwrap_redirect(url: &str) -> Option<String> {
    let (base, query) = url.split_once('?')?;
    let host = base.split_once("://")?.1.split('/').next()?.to_ascii_lowercase();
    let path = base.split_once("://")?.1.trim_start_matches(|c| c != '/');
    let key = if host.ends_with("safelinks.protection.outlook.com") {
        "url"
    } else if (host == "www.google.com" || host == "google.com") && path == "/url" {
        "q"
    } else if matches!(host.as_str(), "l.facebook.com" | "lm.facebook.com" | "l.instagram.com") {
        "u"
    } else {
        return None;
    };
    let value = query.split('&').find_map(|pair| pair.strip_prefix(key)?.strip_prefix('='))?;
    let target = percent_encoding::percent_decode_str(&value.replace('+', " ")).decode_utf8().ok()?.into_owned();
    (target.starts_with("https://") || target.starts_with("http://")).then_some(target)
}

/// The opening tags of links (`<a` and white space, up to the next `>`) in `html`, in order, as
/// (start, end) byte ranges.
fn anchor_opens(html: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let bytes = html.as_bytes();
    let mut from = 0;
    std::iter::from_fn(move || {
        while let Some(i) = html[from..].find('<').map(|i| from + i) {
            from = i + 1;
            let opens = matches!(bytes.get(i + 1), Some(b'a' | b'A'))
                && bytes.get(i + 2).is_some_and(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c));
            if opens {
                // Without a `>` after it, no later tag closes either.
                let end = i + 3 + html[i + 3..].find('>')? + 1;
                from = end;
                return Some((i, end));
            }
        }
        None
    })
}

/// Where `</a` (any case) starts in `html`, if it does within a sane distance.
fn find_closing_anchor(html: &str) -> Option<usize> {
    let window = &html.as_bytes()[..html.len().min(1024)];
    window.windows(3).position(|w| w[0] == b'<' && w[1] == b'/' && (w[2] == b'a' || w[2] == b'A'))
}

/// A URL as written in HTML, with the character references URLs hold decoded.
fn decode_entities(s: &str) -> Cow<'_, str> {
    if !s.contains('&') {
        return Cow::Borrowed(s);
    }
    Cow::Owned(
        s.replace("&amp;", "&")
            .replace("&#38;", "&")
            .replace("&#x26;", "&")
            .replace("&#61;", "=")
            .replace("&quot;", "\""),
    )
}

fn trim_url(url: &str) -> &str {
    url.trim().trim_end_matches(['.', ',', ';', ':', '!', '?', ')', '>'])
}

/// A link of the message with what is known of it so far.
struct Gathered {
    url: String,
    place: &'static str,
    signals: LinkSignals,
    anchors: u32,
    html_text: u32,
    attributes: u32,
    text: u32,
}

/// A link candidate and the signals its score rests on.
pub(crate) struct ScoredLink {
    pub(crate) url: String,
    pub(crate) place: &'static str,
    pub(crate) signals: LinkSignals,
    pub(crate) score: f64,
}

/// What a message tells about all of its links.
pub(super) struct Message<'a> {
    pub(super) subject: &'a str,
    pub(super) text: &'a str,
    pub(super) html: &'a str,
    pub(super) unsubscribe: &'a [String],
    /// A code keyword introduces a code candidate.
    pub(super) has_code: bool,
}

/// Where a link was seen.
#[derive(Clone, Copy, PartialEq)]
enum Seen {
    Anchor,
    HtmlText,
    Attribute,
    Text,
}

/// Every http(s) link in document order, and the link candidates best first.
pub(super) fn link_candidates(m: &Message<'_>) -> (Vec<String>, Vec<ScoredLink>) {
    let mut gathered: Vec<Gathered> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    let mut message_signals: LinkSignals = [0.0; super::model::LINK_SIGNALS];
    let subject = truncate(m.subject, super::MAX_SUBJECT_BYTES);
    if SUBJECT_ACTION.is_match(subject) {
        message_signals[LinkSignal::SubjectAction as usize] = 1.0;
    }
    if SUBJECT_NOTICE.is_match(subject) {
        message_signals[LinkSignal::SubjectNotice as usize] = 1.0;
    }
    if m.has_code {
        message_signals[LinkSignal::HasCode as usize] = 1.0;
    }
    let password_subject = PASSWORD_SUBJECT.is_match(subject);
    let has_html = !m.html.is_empty();
    // The first link with text of the HTML, or of the text when there is no HTML.
    let (mut text_link_seen, mut button_seen) = (false, false);
    let mut see = |url: &str, seen: Seen, anchor: &str, context: &str, button: bool| {
        let url = trim_url(url);
        let scheme = |s: &str| url.get(..s.len()).is_some_and(|p| p.eq_ignore_ascii_case(s));
        if !(scheme("http://") || scheme("https://")) {
            return;
        }
        let i = match index.get(url) {
            Some(&i) => i,
            None => {
                let lower = url.to_ascii_lowercase();
                index.insert(url.to_string(), gathered.len());
                let place = if seen == Seen::Text { "text" } else { "html" };
                gathered.push(Gathered {
                    url: url.to_string(),
                    place,
                    signals: url_signals(&lower, message_signals),
                    anchors: 0,
                    html_text: 0,
                    attributes: 0,
                    text: 0,
                });
                gathered.len() - 1
            }
        };
        let g = &mut gathered[i];
        match seen {
            Seen::Anchor => g.anchors += 1,
            Seen::HtmlText => g.html_text += 1,
            Seen::Attribute => {
                g.attributes += 1;
                return;
            }
            Seen::Text => g.text += 1,
        }
        let set = |g: &mut Gathered, s: LinkSignal| g.signals[s as usize] = 1.0;
        let says = TEXT_PATTERNS.matches(anchor);
        for k in says.iter() {
            set(g, TEXT_SIGNALS[k]);
        }
        let linked = seen == Seen::Anchor || (seen == Seen::Text && !has_html);
        if linked && !text_link_seen && !anchor.trim().is_empty() && !says.matched(FOOTER_TEXT) {
            text_link_seen = true;
            set(g, LinkSignal::FirstWithText);
        }
        if button && !button_seen {
            button_seen = true;
            set(g, LinkSignal::FirstButton);
        }
        for k in CONTEXT_PATTERNS.matches(context).iter() {
            set(g, CONTEXT_SIGNALS[k]);
        }
        // Of "ignore this if it was not you" and "click below", the one nearer the link counts.
        let last = |r: &Regex| r.find_iter(context).last().map(|m| m.end());
        let (asks, refuses) = (last(&CONTEXT_ACTION), last(&CONTEXT_REFUSE));
        if asks.is_some() {
            set(g, LinkSignal::ContextAction);
        }
        if refuses > asks || (context.contains(['?', '？']) && NOT_YOU.is_match(context)) {
            set(g, LinkSignal::ContextRefuse);
        }
        let anchor = anchor.trim();
        if anchor.starts_with("http://") || anchor.starts_with("https://") || anchor.starts_with("www.") {
            set(g, LinkSignal::TextIsUrl);
        }
        if seen == Seen::Anchor && anchor.is_empty() {
            set(g, LinkSignal::TextEmpty);
        }
        if button {
            set(g, LinkSignal::Button);
        }
    };
    let html = m.html;
    // A real message has dozens of links; a hostile one is cut off rather than scanned forever.
    for (open_start, open_end) in anchor_opens(html).take(MAX_LINKS) {
        let open = &html[open_start..open_end];
        let Some(href) = HREF.find(open) else { continue };
        let quoted = href.as_str().split_once('=').map_or("", |(_, v)| v.trim());
        let href = &quoted[1..quoted.len() - 1];
        let rest = &html[open_end..];
        let text_end = find_closing_anchor(rest).unwrap_or(0);
        let anchor = crate::html::line(&rest[..text_end]);
        let before = truncate_start(&html[..open_start], CONTEXT_HTML_BYTES);
        let context = crate::html::line(before);
        let cell = before.trim_end().rfind('<').map_or("", |i| &before[i..]);
        let button = BUTTON_LINK.is_match(open) || BUTTON_CELL.is_match(cell);
        see(&decode_entities(href), Seen::Anchor, &anchor, truncate_start(&context, CONTEXT_TEXT_BYTES), button);
    }
    for found in BARE_URL.find_iter(html).take(MAX_LINKS) {
        let url = decode_entities(found.as_str());
        let in_attribute = matches!(html.as_bytes()[..found.start()].last(), Some(b'"' | b'\'' | b'='));
        if in_attribute {
            see(&url, Seen::Attribute, "", "", false);
            continue;
        }
        let before = truncate_start(&html[..found.start()], CONTEXT_HTML_BYTES);
        let context = crate::html::line(before);
        let context = truncate_start(&context, CONTEXT_TEXT_BYTES);
        see(&url, Seen::HtmlText, context, context, false);
    }
    for found in BARE_URL.find_iter(m.text).take(MAX_LINKS) {
        let url = decode_entities(found.as_str());
        // The text before a bare URL on its line plays the role of its anchor; when the URL is
        // alone on its line, the last line with text above it.
        let window = truncate_start(&m.text[..found.start()], MAX_LINE_BYTES);
        let line = window.rsplit('\n').next().unwrap_or("");
        let anchor = if line.trim().is_empty() { window.trim_end().rsplit('\n').next().unwrap_or("") } else { line };
        let context = truncate_start(window, CONTEXT_TEXT_BYTES);
        see(&url, Seen::Text, truncate_start(anchor, CONTEXT_TEXT_BYTES), context, false);
    }
    // Every link is compared with these: a hostile header is not compared with whole.
    let mut budget = MAX_UNSUBSCRIBE_BYTES;
    let unsubscribe: Vec<&str> = m
        .unsubscribe
        .iter()
        .take_while(|u| {
            let fits = u.len() <= budget;
            budget = budget.saturating_sub(u.len());
            fits
        })
        .map(String::as_str)
        .collect();
    let links: Vec<String> = gathered.iter().map(|g| g.url.clone()).collect();
    let many = links.len() >= 5;
    let mut scored: Vec<ScoredLink> = gathered
        .into_iter()
        .map(|g| {
            let mut signals = g.signals;
            let on = |s: LinkSignal| signals[s as usize] > 0.0;
            let login = on(LinkSignal::UrlLogin) || on(LinkSignal::TextLogin);
            let token = on(LinkSignal::UrlToken) || on(LinkSignal::UrlTokenParam);
            for (s, holds) in [
                (LinkSignal::AnchorAmongMany, many && g.anchors > 0),
                (LinkSignal::Attribute, g.attributes > 0 && g.anchors + g.html_text == 0),
                (LinkSignal::TextOnly, has_html && g.text > 0 && g.anchors + g.html_text + g.attributes == 0),
                (LinkSignal::Repeated, g.anchors + g.html_text >= 2 || g.text >= 2),
                (LinkSignal::Unsubscribe, unsubscribe.iter().any(|u| u.contains(g.url.as_str()))),
                (LinkSignal::LoginWithToken, login && token),
                (LinkSignal::RefuseWithCode, on(LinkSignal::ContextRefuse) && on(LinkSignal::HasCode)),
                (
                    LinkSignal::ResetBesideCode,
                    on(LinkSignal::HasCode) && !password_subject && PASSWORD_URL.is_match(&g.url),
                ),
            ] {
                if holds {
                    signals[s as usize] = 1.0;
                }
            }
            ScoredLink { score: link_score(&signals), url: g.url, place: g.place, signals }
        })
        .collect();
    // Best first; among equals the first in the document (a stable sort keeps order).
    scored.sort_by(|a, b| b.score.total_cmp(&a.score));
    (links, scored)
}

/// The signals a URL gives by itself, on top of the message's.
fn url_signals(lower: &str, mut signals: LinkSignals) -> LinkSignals {
    for k in URL_PATTERNS.matches(lower).iter() {
        signals[URL_SIGNALS[k] as usize] = 1.0;
    }
    let after_scheme = lower.split_once("://").map_or(lower, |(_, r)| r);
    let path = after_scheme.find(['/', '?', '#']).map_or("", |i| &after_scheme[i..]);
    if path.trim_end_matches('/').is_empty() {
        signals[LinkSignal::UrlRoot as usize] = 1.0;
    }
    let long_token = path.split(['/', '?', '&', '=', '#']).any(|part| {
        part.len() >= 16 && part.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_' || b == b'.')
    });
    if long_token {
        signals[LinkSignal::UrlToken as usize] = 1.0;
    }
    signals
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_url_names_its_action_in_its_language_and_a_secure_host_refuses_nothing() {
        let on = |url: &str, signal: LinkSignal| {
            url_signals(url, [0.0; super::super::model::LINK_SIGNALS])[signal as usize] > 0.0
        };
        let approve = "https://secure.bank.example/device/approve?req=j7rlgrktaeoqp";
        assert!(on(approve, LinkSignal::UrlAction) && !on(approve, LinkSignal::UrlRefuse));
        assert!(!on("https://security.bank.example/confirm?t=1", LinkSignal::UrlSettings));
        assert!(on("https://bank.example/secure/account", LinkSignal::UrlRefuse));
        assert!(on("https://bank.example/account/security", LinkSignal::UrlSettings));
        for url in [
            "https://hesap.example/onay/cihaz?istek=rq_81d3",
            "https://sso.example/recuperar-senha?t=rst_x4kp",
            "https://konto.example/passwort-zuruecksetzen?k=1",
            "https://konto.example/potwierdz-email?t=1",
            "https://tk.example/xac-nhan?t=1",
        ] {
            assert!(on(url, LinkSignal::UrlAction), "{url}");
        }
    }

    #[test]
    fn anchor_opens_are_a_tags_up_to_their_end() {
        let html = "<abbr>x</abbr><a href=\"1\">one</a><A\thref='2'>two</A><a>bare</a><a\nhref=3";
        let opens: Vec<&str> = anchor_opens(html).map(|(s, e)| &html[s..e]).collect();
        assert_eq!(opens, ["<a href=\"1\">", "<A\thref='2'>"]);
    }
}
