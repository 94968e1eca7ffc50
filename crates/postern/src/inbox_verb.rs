//! `postern inbox create|list|delete`: disposable inboxes from a shell, through a running
//! Postern.

use crate::api_client::{Remote, each_item, from_env, one_line, or_fail, print_json};
use postern_core::ops::InboxOps;

#[derive(clap::Subcommand)]
pub enum InboxCommand {
    /// Create an inbox and print its id and address, separated by a tab (`--json`: the inbox).
    Create {
        /// A label to recognise it by (at most 200 characters).
        #[arg(long)]
        label: Option<String>,
        #[command(flatten)]
        remote: Remote,
    },
    /// Print the inboxes the token may list, newest first: id, address and label, tab-separated
    /// (`--json`: one inbox per line).
    List {
        #[command(flatten)]
        remote: Remote,
    },
    /// Delete an inbox and all its mail.
    Delete {
        /// The inbox's id.
        id: String,
        #[command(flatten)]
        remote: Remote,
    },
}

pub async fn run(command: InboxCommand) {
    match command {
        InboxCommand::Create { label, remote } => {
            let (client, _) = from_env("inbox create", remote.allow_insecure_http);
            let inbox = or_fail("inbox create", client.create_inbox(label).await);
            if remote.json {
                print_json(&serde_json::to_value(&inbox).unwrap_or_default());
            } else {
                println!("{}\t{}", inbox.id, inbox.address);
            }
        }
        InboxCommand::List { remote } => {
            let (client, _) = from_env("inbox list", remote.allow_insecure_http);
            let listed = each_item(&client, "/inboxes", &[], None, |inbox| {
                if remote.json {
                    print_json(inbox);
                } else {
                    let field = |key| one_line(inbox[key].as_str().unwrap_or_default());
                    println!("{}\t{}\t{}", field("id"), field("address"), field("label"));
                }
            })
            .await;
            or_fail("inbox list", listed);
        }
        InboxCommand::Delete { id, remote } => {
            let (client, _) = from_env("inbox delete", remote.allow_insecure_http);
            or_fail("inbox delete", client.delete_inbox(&id).await);
            if remote.json {
                print_json(&serde_json::json!({ "deleted": id }));
            }
        }
    }
}
