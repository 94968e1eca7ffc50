//! `postern mcp`: the MCP tools on stdin/stdout for one agent, acting through a running Postern
//! over its REST API with the token from `POSTERN_TOKEN`. Stdout carries only JSON-RPC.

use anyhow::Result;
use postern_client::Client;
use postern_mcp::rmcp::service::RequestContext;
use postern_mcp::rmcp::{RoleServer, ServiceExt};
use postern_mcp::{Binding, Bound, PosternMcp};
use std::sync::Arc;

/// The stdio binding: one client, one token, for the whole process.
struct StdioBinding {
    client: Client,
    secret: String,
}

impl Binding for StdioBinding {
    type Ops = Client;

    fn bind(&self, _: &RequestContext<RoleServer>, _wait: bool) -> Result<Bound<Client>, String> {
        Ok(Bound { ops: self.client.clone(), secret: Some(self.secret.clone()), guard: None })
    }

    fn wait_ceiling(&self) -> f64 {
        120.0
    }

    fn retry_rate_limited_waits(&self) -> bool {
        true
    }

    fn auth_hint(&self) -> &'static str {
        "Check POSTERN_TOKEN."
    }
}

pub async fn run(allow_insecure_http: bool) -> Result<()> {
    let (client, token) = crate::api_client::from_env("mcp", allow_insecure_http);
    let server = PosternMcp::new(Arc::new(StdioBinding { client, secret: token }));
    let running = server.serve(postern_mcp::rmcp::transport::stdio()).await?;
    running.waiting().await?;
    Ok(())
}
