//! Opaque identifiers: a type prefix and a random part (`inbox_…`, `msg_…`, `usr_…`, `tok_…`).

/// Lower-case base32 alphabet without easily confused letters (Crockford).
const ALPHABET: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";

/// The kinds of objects that carry ids; the prefix tells them apart on sight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IdKind {
    Inbox,
    Message,
    User,
    Token,
    Event,
    Account,
    Folder,
    Thread,
    Send,
    Audit,
    /// A sign-in at an OAuth provider under way.
    SignIn,
    /// A webhook endpoint.
    Webhook,
    /// A signed-in web UI session.
    Session,
    /// A one-time link at which a user sets a web UI password.
    SetupLink,
    /// An MCP client's authorization request, waiting for a person's consent.
    Authorization,
    /// An MCP client registered dynamically (RFC 7591).
    OAuthClient,
}

impl IdKind {
    /// The prefix every id of this kind starts with, including the underscore.
    pub fn prefix(self) -> &'static str {
        match self {
            IdKind::Inbox => "inbox_",
            IdKind::Message => "msg_",
            IdKind::User => "usr_",
            IdKind::Token => "tok_",
            IdKind::Event => "evt_",
            IdKind::Account => "acc_",
            IdKind::Folder => "fld_",
            IdKind::Thread => "thr_",
            IdKind::Send => "snd_",
            IdKind::Audit => "aud_",
            IdKind::SignIn => "sgn_",
            IdKind::Webhook => "whk_",
            IdKind::Session => "ses_",
            IdKind::SetupLink => "sup_",
            IdKind::Authorization => "authz_",
            IdKind::OAuthClient => "mcl_",
        }
    }
}

/// Fills `buf` with cryptographically secure random bytes.
pub fn random_bytes(buf: &mut [u8]) {
    getrandom::fill(buf).expect("the operating system's random source is unavailable");
}

/// Random bytes for ids from a per-thread buffer of the operating system's random source,
/// refilled every 512 bytes: a first sync makes two ids per message, and one system call each
/// showed in its profile. Secrets (tokens, keys, nonces) use [`random_bytes`].
fn id_bytes<const N: usize>() -> [u8; N] {
    const POOL: usize = 512;
    thread_local! {
        static BUFFER: std::cell::RefCell<([u8; POOL], usize)> = const { std::cell::RefCell::new(([0; POOL], POOL)) };
    }
    BUFFER.with_borrow_mut(|(pool, used)| {
        if *used + N > POOL {
            random_bytes(pool);
            *used = 0;
        }
        let mut out = [0u8; N];
        out.copy_from_slice(&pool[*used..*used + N]);
        *used += N;
        out
    })
}

/// A new id of `kind`: its prefix and 24 base32 characters (120 random bits).
pub fn new_id(kind: IdKind) -> String {
    let raw: [u8; 24] = id_bytes();
    let mut id = String::with_capacity(kind.prefix().len() + raw.len());
    id.push_str(kind.prefix());
    // 5 random bits per character: take the low 5 bits of each byte.
    id.extend(raw.iter().map(|b| ALPHABET[(b & 31) as usize] as char));
    id
}

/// A new id of `kind` that sorts by creation time: its prefix, 11 base32 characters of the
/// current unix time in microseconds, then 13 random ones (65 bits). Same length and alphabet as
/// [`new_id`]. For rows created in bulk: their unique index grows at its end instead of at
/// random places.
pub fn new_time_ordered_id(kind: IdKind) -> String {
    let micros = crate::Timestamp::now().micros().max(0) as u64;
    let raw: [u8; 13] = id_bytes();
    let mut id = String::with_capacity(kind.prefix().len() + 24);
    id.push_str(kind.prefix());
    id.extend((0..11).rev().map(|i| ALPHABET[((micros >> (i * 5)) & 31) as usize] as char));
    id.extend(raw.iter().map(|b| ALPHABET[(b & 31) as usize] as char));
    id
}

/// A random local part for an inbox address: 12 base32 characters (60 bits).
pub fn new_local_part() -> String {
    let mut raw = [0u8; 12];
    random_bytes(&mut raw);
    raw.iter().map(|b| ALPHABET[(b & 31) as usize] as char).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_carry_their_prefix_and_differ() {
        let a = new_id(IdKind::Inbox);
        let b = new_id(IdKind::Inbox);
        assert!(a.starts_with("inbox_"));
        assert_eq!(a.len(), "inbox_".len() + 24);
        assert_ne!(a, b);
        assert!(new_id(IdKind::Message).starts_with("msg_"));
        // Across many refills of the per-thread buffer, no id repeats.
        let many: std::collections::HashSet<String> = (0..2000).map(|_| new_id(IdKind::Message)).collect();
        assert_eq!(many.len(), 2000);
    }

    #[test]
    fn time_ordered_ids_sort_by_creation() {
        let ids: Vec<String> = (0..50)
            .map(|_| {
                std::thread::sleep(std::time::Duration::from_micros(2));
                new_time_ordered_id(IdKind::Message)
            })
            .collect();
        let mut sorted = ids.clone();
        sorted.sort();
        assert_eq!(ids, sorted);
        assert!(ids.iter().all(|id| id.len() == "msg_".len() + 24 && id[4..].bytes().all(|b| ALPHABET.contains(&b))));
        assert_ne!(ids[0][4..], ids[1][4..]);
    }
}
