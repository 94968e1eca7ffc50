//! The REST client of the commands that act through a running Postern (`postern mcp`,
//! `postern account connect`): where from `POSTERN_URL`, as whom from `POSTERN_TOKEN`.

use postern_client::Client;

/// Exits with status 2 and one line on stderr: a setup problem the user must fix.
pub fn refuse(command: &str, line: &str) -> ! {
    eprintln!("postern {command}: {line}");
    std::process::exit(2);
}

/// The client, and the token it acts with.
pub fn from_env(command: &str, allow_insecure_http: bool) -> (Client, String) {
    let url =
        std::env::var("POSTERN_URL").ok().filter(|u| !u.is_empty()).unwrap_or_else(|| "http://127.0.0.1:8080".into());
    let Some(token) = std::env::var("POSTERN_TOKEN").ok().map(|t| t.trim().to_string()).filter(|t| !t.is_empty())
    else {
        refuse(
            command,
            &format!(
                "POSTERN_TOKEN is not set. Export it first, e.g. `POSTERN_TOKEN=pst_... postern {command}` (create one with `postern token create`)."
            ),
        );
    };
    let client = Client::new(&url, &token, allow_insecure_http).unwrap_or_else(|e| refuse(command, &e));
    (client, token)
}
