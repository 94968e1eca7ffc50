//! The Gmail adapter against `postern_testkit::google::FakeGoogle` (the Gmail API's documented
//! wire format, https://developers.google.com/gmail/api/reference/rest): a first sync's walk goes
//! on where the last session left it, re-reading at most the page whose changes may not have been
//! written, and a message in several labels is one message in several folders.

use postern_providers::gmail::{GmailClient, GmailMailbox, GmailOptions, Pacing, WalkSlot};
use postern_providers::oauth::Bearer;
use postern_providers::provider::{Changes, Index, Places, ProviderError, Source};
use postern_testkit::google::FakeGoogle;
use std::collections::HashMap;
use std::sync::Arc;

const ADA: &str = "ada@gmail.test";

/// A token the fake issued, used as it is.
struct Token(String);

impl Bearer for Token {
    fn token(&self) -> futures_util::future::BoxFuture<'_, Result<String, ProviderError>> {
        Box::pin(async move { Ok(self.0.clone()) })
    }

    fn refused(&self, _token: &str) -> futures_util::future::BoxFuture<'_, ()> {
        Box::pin(async {})
    }
}

/// An index that holds nothing yet (a first sync).
struct Empty;

impl Index for Empty {
    async fn known(&self, _folder: &str) -> Result<HashMap<String, Vec<String>>, ProviderError> {
        Ok(HashMap::new())
    }

    async fn holding(&self, _messages: &[String]) -> Result<Places, ProviderError> {
        Ok(Places::new())
    }
}

fn client(fake: &FakeGoogle) -> GmailClient {
    let (access, _) = fake.issue_tokens(ADA);
    // An older project's allowance: the walks below read 600 messages several times.
    let options = GmailOptions { units_per_minute: 15_000, ..GmailOptions::new(fake.gmail().parse().unwrap()) };
    GmailClient::new(&options, Arc::new(Token(access)), Arc::new(Pacing::new(std::time::Duration::from_secs(60))))
        .unwrap()
}

/// The messages an answer creates in the inbox.
fn inbox(changes: &Changes) -> Vec<String> {
    changes.created.iter().filter(|(f, _)| f == "INBOX").map(|(_, m)| m.reference.clone()).collect()
}

#[tokio::test]
async fn a_walk_goes_on_where_the_last_session_left_it() {
    let fake = FakeGoogle::start();
    fake.add_user(ADA);
    for i in 0..600 {
        let raw = format!("From: a@example.org\r\nTo: {ADA}\r\nSubject: m{i}\r\nMessage-ID: <m{i}@test>\r\n\r\nx\r\n");
        fake.deliver(ADA, raw.as_bytes());
    }
    let client = client(&fake);
    let slot = WalkSlot::default();

    // Session one hands out two pages of 250, then ends (the second may not have been written).
    let mut first = GmailMailbox::resuming(client.clone(), slot.clone());
    let one = first.changes(None, None, &Empty).await.unwrap();
    let two = first.changes(None, None, &Empty).await.unwrap();
    assert!(one.more && two.more && one.first_sync && two.first_sync);
    // Each page's cursor names the next page: written with the page, it survives a restart.
    assert!(one.cursor.as_deref().is_some_and(|c| c.starts_with("walk:")), "{:?}", one.cursor);
    assert_eq!((inbox(&one).len(), inbox(&two).len()), (250, 250));
    drop(first);

    // Session two reads the second page again, then the third, and ends the walk.
    let mut second = GmailMailbox::resuming(client.clone(), slot.clone());
    let again = second.changes(None, None, &Empty).await.unwrap();
    assert_eq!(inbox(&again), inbox(&two), "the page that may not have been written is read again");
    let three = second.changes(None, None, &Empty).await.unwrap();
    assert!(!three.more && three.cursor.is_some());
    assert_eq!(inbox(&three).len(), 100);
    let mut all: Vec<String> = [inbox(&one), inbox(&two), inbox(&three)].concat();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 600, "every message, once");

    // After a restart (nothing in memory), the cursor written with page one leads to page two;
    // a page Gmail no longer takes starts the walk over.
    let mut restarted = GmailMailbox::resuming(client.clone(), WalkSlot::default());
    let resumed = restarted.changes(None, one.cursor.as_deref(), &Empty).await.unwrap();
    assert_eq!(inbox(&resumed), inbox(&two));
    assert!(resumed.first_sync && resumed.cursor == two.cursor);
    let mut stale = GmailMailbox::resuming(client.clone(), WalkSlot::default());
    let over = stale.changes(None, Some("walk:1:not-a-page"), &Empty).await.unwrap();
    assert_eq!(inbox(&over), inbox(&one), "the walk starts over");

    // The walk is over: a new session starts from the cursor, not from a walk.
    let units = fake.units_used(ADA);
    let mut third = GmailMailbox::resuming(client, slot);
    let quiet = third.changes(None, three.cursor.as_deref(), &Empty).await.unwrap();
    assert!(quiet.created.is_empty() && !quiet.more);
    assert!(fake.units_used(ADA) - units < 10, "a history page, not a walk");
}

#[tokio::test]
async fn a_message_with_two_labels_is_in_both_folders_and_all_mail() {
    let fake = FakeGoogle::start();
    fake.add_user(ADA);
    let label = fake.create_label(ADA, "Projects");
    let raw = format!("From: a@example.org\r\nTo: {ADA}\r\nSubject: plans\r\nMessage-ID: <p@test>\r\n\r\nx\r\n");
    let id = fake.deliver_with_labels(ADA, raw.as_bytes(), &["INBOX", "UNREAD", &label]);
    let mut mailbox = GmailMailbox::new(client(&fake));
    let changes = mailbox.changes(None, None, &Empty).await.unwrap();
    let mut folders: Vec<&str> =
        changes.created.iter().filter(|(_, m)| m.reference == id).map(|(f, _)| f.as_str()).collect();
    folders.sort();
    let mut expected = vec!["ALL", "INBOX", label.as_str()];
    expected.sort();
    assert_eq!(folders, expected);
    assert!(changes.created.iter().all(|(_, m)| m.flags.is_empty()), "unread, not starred");
}

/// The ledger counts each call at the installation's costs: with the project charged 20 units
/// a message read (Google's quota page, https://developers.google.com/gmail/api/reference/quota,
/// has listed other costs for some newer projects), the ledger claims what Gmail charged, never
/// less. When Gmail still says the user's minute is spent (`userRateLimitExceeded`), the ledger
/// takes its word.
#[tokio::test]
async fn the_ledger_claims_what_gmail_charged() {
    let fake = FakeGoogle::start();
    fake.add_user(ADA);
    fake.set_cost("messages.get", 20);
    for i in 0..30 {
        let raw = format!("From: a@example.org\r\nTo: {ADA}\r\nSubject: q{i}\r\nMessage-ID: <q{i}@test>\r\n\r\nx\r\n");
        fake.deliver(ADA, raw.as_bytes());
    }
    let (access, _) = fake.issue_tokens(ADA);
    let mut options = GmailOptions { units_per_minute: 15_000, ..GmailOptions::new(fake.gmail().parse().unwrap()) };
    options.costs.raise("messages.get", 20).unwrap();
    let pacing = Arc::new(Pacing::new(std::time::Duration::from_secs(60)));
    let client = GmailClient::new(&options, Arc::new(Token(access)), pacing.clone()).unwrap();
    let changes = GmailMailbox::new(client.clone()).changes(None, None, &Empty).await.unwrap();
    assert_eq!(inbox(&changes).len(), 30);
    assert_eq!(pacing.used(), fake.units_used(ADA), "the ledger claims what Gmail charged");
    assert_eq!(fake.quota_refusals(), 0);

    // Gmail's allowance for the user is smaller than the one the installation was told.
    fake.set_units_per_minute(fake.units_used(ADA) + 10);
    let refused = GmailMailbox::new(client.clone()).changes(None, None, &Empty).await.unwrap_err();
    assert!(matches!(refused, ProviderError::Throttled { .. }), "{refused:?}");
    assert!(fake.quota_refusals() > 0);
    assert!(pacing.used() >= client.allowed(), "the minute counts as spent: {}", pacing.used());
}
