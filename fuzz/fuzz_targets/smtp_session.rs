#![no_main]
//! Any bytes as a whole client conversation, split at arbitrary points: the state machine must
//! never panic, and must keep its buffers bounded.

use libfuzzer_sys::fuzz_target;
use postern_smtp::session::{Action, RecipientVerdict, Session, SessionConfig};

fuzz_target!(|data: &[u8]| {
    let config = SessionConfig { max_message_size: 4096, tls_available: true, ..Default::default() };
    let mut session = Session::new(config);
    let mut chunks = data.chunks(37);
    for _ in 0..10_000 {
        match session.next_action() {
            Action::Reply(_) => {}
            Action::CheckRecipient(address) => session.recipient_checked(if address.len() % 2 == 0 {
                RecipientVerdict::Accept { target: address }
            } else {
                RecipientVerdict::Unknown
            }),
            Action::Deliver(envelope) => {
                assert!(envelope.data.len() <= 4096);
                session.delivered(Ok("id".into()));
            }
            Action::StartTls => session.tls_started(),
            Action::Close => break,
            Action::NeedInput => match chunks.next() {
                Some(chunk) => session.receive(chunk),
                None => break,
            },
        }
    }
});
