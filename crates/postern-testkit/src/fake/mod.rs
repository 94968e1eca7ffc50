//! What the loopback fakes (`FakeMicrosoft` and `FakeGoogle`, which use this module and are
//! not named from it) share, one job a file:
//!
//! - `http.rs`: the server thread with its own current-thread runtime, and the request and
//!   answer types the handlers share;
//! - `mime.rs`: what the fakes read of a MIME source (header fields, Message-IDs, address
//!   lists) and setting or removing a header field;
//! - `oauth.rs`: what their OAuth endpoints read of a request (client credentials, PKCE);
//! - `util.rs`: a random generator for tokens and ids, calendar dates, percent-decoding;
//! - `webhooks.rs`: their outbound POSTs (Graph's change notifications, Pub/Sub's pushes),
//!   retried until answered, or tried once.
//!
//! What a provider does its own way stays with its fake.

pub(crate) mod http;
pub(crate) mod mime;
pub(crate) mod oauth;
pub(crate) mod util;
pub(crate) mod webhooks;
