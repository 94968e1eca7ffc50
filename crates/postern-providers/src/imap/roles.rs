//! Which folder is for what: SPECIAL-USE attributes (RFC 6154) first, then well-known localized
//! names. INBOX is always the inbox.

use super::FolderRole;

/// Well-known folder names per role, compared case-insensitively with the folder's last name
/// part. Covers the defaults of the big servers and clients in the common languages.
const NAMES: &[(FolderRole, &[&str])] = &[
    (
        FolderRole::Sent,
        &[
            "Sent",
            "Sent Items",
            "Sent Messages",
            "Sent Mail",
            "Sent-Mail",
            "Gesendet",
            "Gesendete Elemente",
            "Gesendete Objekte",
            "Envoyés",
            "Éléments envoyés",
            "Messages envoyés",
            "Enviados",
            "Elementos enviados",
            "Itens Enviados",
            "Posta inviata",
            "Inviata",
            "Verzonden",
            "Verzonden items",
            "Wysłane",
            "Elementy wysłane",
            "Odeslaná pošta",
            "Skickat",
            "Skickade objekt",
            "Sendt",
            "Sendte elementer",
            "Lähetetyt",
            "Отправленные",
            "已发送",
            "送信済み",
        ],
    ),
    (
        FolderRole::Drafts,
        &[
            "Drafts",
            "Draft",
            "Entwürfe",
            "Brouillons",
            "Borradores",
            "Rascunhos",
            "Bozze",
            "Concepten",
            "Kopie robocze",
            "Koncepty",
            "Utkast",
            "Kladder",
            "Luonnokset",
            "Черновики",
            "草稿",
            "下書き",
        ],
    ),
    (
        FolderRole::Trash,
        &[
            "Trash",
            "Deleted Items",
            "Deleted Messages",
            "Deleted",
            "Bin",
            "Papierkorb",
            "Gelöschte Elemente",
            "Gelöschte Objekte",
            "Corbeille",
            "Éléments supprimés",
            "Papelera",
            "Elementos eliminados",
            "Lixeira",
            "Lixo",
            "Itens Excluídos",
            "Cestino",
            "Posta eliminata",
            "Prullenbak",
            "Verwijderde items",
            "Kosz",
            "Elementy usunięte",
            "Koš",
            "Papperskorgen",
            "Borttagna objekt",
            "Papirkurv",
            "Slettede elementer",
            "Roskakori",
            "Корзина",
            "Удаленные",
            "已删除",
            "ゴミ箱",
        ],
    ),
    (
        FolderRole::Junk,
        &[
            "Junk",
            "Spam",
            "Junk E-mail",
            "Junk Email",
            "Junk Mail",
            "Bulk Mail",
            "Junk-E-Mail",
            "Spamverdacht",
            "Unerwünscht",
            "Courrier indésirable",
            "Pourriel",
            "Indésirables",
            "Correo no deseado",
            "Lixo Eletrônico",
            "Posta indesiderata",
            "Ongewenste e-mail",
            "Wiadomości-śmieci",
            "Skräppost",
            "Søppelpost",
            "Roskaposti",
            "Спам",
            "垃圾邮件",
            "迷惑メール",
        ],
    ),
    (
        FolderRole::Archive,
        &["Archive", "Archives", "Archiv", "Archivio", "Archivo", "Archief", "Archiwum", "Arkiv", "Arquivo", "Архив"],
    ),
    (FolderRole::All, &["All Mail", "Alle Nachrichten", "Tous les messages", "Todos"]),
    (FolderRole::Flagged, &["Starred", "Flagged", "Markiert"]),
];

/// The role a SPECIAL-USE attribute (`\Sent`, …, compared case-insensitively) stands for.
pub(crate) fn from_attribute(attribute: &str) -> Option<FolderRole> {
    let role = match attribute.to_ascii_lowercase().as_str() {
        "\\sent" => FolderRole::Sent,
        "\\drafts" => FolderRole::Drafts,
        "\\trash" => FolderRole::Trash,
        "\\junk" => FolderRole::Junk,
        "\\archive" => FolderRole::Archive,
        "\\all" => FolderRole::All,
        "\\flagged" => FolderRole::Flagged,
        _ => return None,
    };
    Some(role)
}

/// The role a folder's name suggests. Only top-level folders and direct children of the usual
/// personal-namespace prefixes (`INBOX.` on Courier/Cyrus-style servers, `[Gmail]/`) count:
/// `Projects/Sent` is the user's own folder, not the sent folder.
pub(crate) fn from_name(name: &str, delimiter: Option<&str>) -> Option<FolderRole> {
    let (parent, leaf) = match delimiter.filter(|d| !d.is_empty()) {
        Some(d) => match name.rsplit_once(d) {
            Some((parent, leaf)) => (Some(parent), leaf),
            None => (None, name),
        },
        None => (None, name),
    };
    if let Some(parent) = parent {
        let prefix = ["INBOX", "[Gmail]", "[Google Mail]"].iter().any(|p| parent.eq_ignore_ascii_case(p));
        if !prefix {
            return None;
        }
    }
    let leaf = leaf.trim().to_lowercase();
    NAMES.iter().find(|(_, names)| names.iter().any(|n| n.to_lowercase() == leaf)).map(|(role, _)| *role)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attributes_map_to_roles() {
        assert_eq!(from_attribute("\\Sent"), Some(FolderRole::Sent));
        assert_eq!(from_attribute("\\JUNK"), Some(FolderRole::Junk));
        assert_eq!(from_attribute("\\HasNoChildren"), None);
    }

    #[test]
    fn localized_names_map_to_roles() {
        assert_eq!(from_name("Sent Items", Some("/")), Some(FolderRole::Sent));
        assert_eq!(from_name("Gesendete Elemente", None), Some(FolderRole::Sent));
        assert_eq!(from_name("INBOX.Envoyés", Some(".")), Some(FolderRole::Sent));
        assert_eq!(from_name("Papierkorb", Some("/")), Some(FolderRole::Trash));
        assert_eq!(from_name("SPAM", Some("/")), Some(FolderRole::Junk));
        assert_eq!(from_name("[Gmail]/All Mail", Some("/")), Some(FolderRole::All));
        assert_eq!(from_name("Entwürfe", Some("/")), Some(FolderRole::Drafts));
        assert_eq!(from_name("Projects/Sent", Some("/")), None);
        assert_eq!(from_name("Receipts", Some("/")), None);
    }
}
