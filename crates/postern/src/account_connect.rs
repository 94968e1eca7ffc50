//! `postern account connect <provider>`: a device code sign-in through a running Postern, for
//! setups without a browser next to the server. The code and where to enter it go to stderr;
//! the connected account's id and address go to stdout as JSON.

use anyhow::{Result, bail};
use std::time::Duration;

/// What to sign in: an account again, or a new one through the provider's API or over IMAP
/// (at the provider's servers, or those `settings` names).
pub struct How<'a> {
    pub account: Option<&'a str>,
    pub imap: bool,
    pub settings: Option<&'a str>,
}

pub async fn run(provider: &str, how: How<'_>, allow_insecure_http: bool) -> Result<()> {
    let settings = match how.settings {
        Some(text) => Some(
            serde_json::from_str::<serde_json::Value>(text)
                .map_err(|e| anyhow::anyhow!("--settings is not JSON: {e}"))?,
        ),
        None => None,
    };
    let (client, _) = crate::api_client::from_env("account connect", allow_insecure_http);
    let protocol = how.imap.then_some("imap");
    let started = client
        .start_device_sign_in(provider, how.account, protocol, settings)
        .await
        .map_err(|e| anyhow::anyhow!("{}", e.message))?;
    let text = |key: &str| started[key].as_str().unwrap_or_default().to_string();
    let id = text("id");
    match started["message"].as_str() {
        Some(message) => eprintln!("{message}"),
        None => eprintln!("Open {} and enter the code {}.", text("verification_uri"), text("user_code")),
    }
    let pause = Duration::from_secs(started["interval"].as_u64().unwrap_or(5).clamp(1, 30));
    loop {
        tokio::time::sleep(pause).await;
        let now = client.sign_in(&id).await.map_err(|e| anyhow::anyhow!("{}", e.message))?;
        match now["status"].as_str().unwrap_or_default() {
            "pending" => {}
            "connected" => {
                let account = now["account_id"].as_str().unwrap_or_default();
                println!("{}", serde_json::json!({ "account_id": account, "provider": provider, "sign_in": id }));
                return Ok(());
            }
            "expired" => bail!("the code expired before it was entered; run the command again"),
            _ => bail!("the sign-in failed: {}", now["error"].as_str().unwrap_or("no reason given")),
        }
    }
}
