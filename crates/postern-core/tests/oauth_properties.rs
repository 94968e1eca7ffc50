//! What a remote MCP client sends when it signs in (docs/MCP_OAUTH.md) is checked by pure
//! functions: for any input they answer without panicking, and what they let through keeps the
//! rules they state.

use postern_core::oauth::{
    ClientMetadata, Registration, challenge_well_formed, document_client_id, host_of, pkce_matches,
    redirect_uri_allowed, requested_scopes,
};
use proptest::prelude::*;

/// URIs made of the characters that matter to the checks.
const URI: &str = "(https?|com\\.app|javascript|[a-z]{1,5}):(//)?[a-zA-Z0-9.:@\\[\\]/?#%_ -]{0,60}";

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn an_allowed_redirect_uri_is_https_or_this_machine_or_a_native_apps_own(uri in URI, native in any::<bool>()) {
        if redirect_uri_allowed(&uri, native).is_ok() {
            prop_assert!(!uri.contains('#') && !uri.chars().any(char::is_whitespace));
            let scheme = uri.split(':').next().unwrap().to_ascii_lowercase();
            match scheme.as_str() {
                "https" => prop_assert!(host_of(&uri).is_some()),
                "http" => prop_assert!(native && postern_core::oauth::is_loopback(host_of(&uri).unwrap())),
                other => prop_assert!(native && other.contains('.')),
            }
        }
    }

    #[test]
    fn a_document_client_id_is_an_https_url_with_a_path(id in URI) {
        if document_client_id(&id) {
            prop_assert!(id.starts_with("https://"));
            prop_assert!(!id.contains('#') && !id.contains(".."));
        }
    }

    #[test]
    fn any_text_is_answered(text in "\\PC{0,200}") {
        let _ = redirect_uri_allowed(&text, true);
        let _ = host_of(&text);
        let _ = document_client_id(&text);
        let _ = pkce_matches(&text, &text);
        let _ = challenge_well_formed(&text);
        prop_assert!(!requested_scopes(Some(&text)).is_empty());
    }

    #[test]
    fn only_the_verifier_matches_its_challenge(verifier in "[A-Za-z0-9._~-]{43,128}", other in "[A-Za-z0-9._~-]{43,128}") {
        use base64::Engine;
        use sha2::Digest;
        let challenge = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(sha2::Sha256::digest(verifier.as_bytes()));
        prop_assert!(challenge_well_formed(&challenge));
        prop_assert!(pkce_matches(&verifier, &challenge));
        prop_assert_eq!(pkce_matches(&other, &challenge), other == verifier);
    }

    #[test]
    fn any_metadata_is_checked_without_panicking(json in proptest::collection::vec(any::<u8>(), 0..512), name in "\\PC{0,300}") {
        if let Ok(metadata) = serde_json::from_slice::<ClientMetadata>(&json) {
            let _ = metadata.checked(Registration::Dynamic);
        }
        let named = ClientMetadata {
            client_name: Some(name),
            redirect_uris: vec!["https://app.example/cb".into()],
            ..ClientMetadata::default()
        };
        let client = named.checked(Registration::Dynamic).unwrap();
        prop_assert!(client.name.chars().count() <= postern_core::oauth::MAX_NAME + 1);
        prop_assert!(!client.name.chars().any(char::is_control));
    }
}
