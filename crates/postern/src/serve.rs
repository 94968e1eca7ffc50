//! `postern serve`: opens the store, makes the first administrator on a first start, binds the
//! listeners, runs the service until SIGTERM or Ctrl-C, then drains it.

use crate::admin::{host_act, master_key_given, open_store};
use crate::allocator::use_sync_arena;
use crate::config::ServeArgs;
use crate::logging;
use anyhow::{Context, Result};
use std::sync::Arc;
use tokio::sync::watch;

pub(crate) async fn serve(args: ServeArgs) -> Result<()> {
    let settings = args.resolve()?;
    logging::init(&settings.log, Some(&settings.api.service_log));
    let started = std::time::Instant::now();
    let store = open_store(&settings.data, settings.database_url.as_deref(), &settings.database).await?;
    // Instances starting together on one PostgreSQL: one creates the admin (the others find
    // its name taken) and prints its token.
    let bootstrap = match store.user_count().await? {
        0 => match store.create_user("admin", true).await {
            Ok(admin) => Some(admin),
            Err(postern_store::StoreError::Conflict(_)) => None,
            Err(e) => return Err(e.into()),
        },
        _ => None,
    };
    if let Some(admin) = bootstrap {
        let secret = store.create_token(&admin.id, "bootstrap").await?;
        // Printed once, to stdout only: never to the log.
        println!("================================================================");
        println!("Postern admin token (shown once; store it now):");
        println!("  {secret}");
        let base = settings.api.public_url.clone().unwrap_or_else(|| match settings.http.ip().is_unspecified() {
            true => format!("http://127.0.0.1:{}", settings.http.port()),
            false => format!("http://{}", settings.http),
        });
        let audit = host_act("ui.setup_link", serde_json::json!({ "by": "first start" }));
        let (link, _) = postern_ui::issue_setup_link(&store, &admin.id, &base, &audit).await?;
        println!("Set the admin's web UI password here (works once, for one hour):");
        println!("  {link}");
        println!("================================================================");
    }

    let (stop, shutdown) = watch::channel(false);
    let key = store
        .vault(&settings.data, master_key_given()?.as_deref())
        .await
        .context("loading the master key and the keyring")?;
    let http = tokio::net::TcpListener::bind(settings.http)
        .await
        .with_context(|| format!("binding HTTP on {}", settings.http))?;
    let smtp = postern_smtp::Listener::bind(settings.smtp, settings.smtp_config.clone())
        .await
        .with_context(|| format!("binding SMTP on {}", settings.smtp))?;
    let listeners = postern_server::service::Listeners {
        http: Some(http.local_addr()?),
        smtp: Some(smtp.local_addr()?),
        mail_host: Some(settings.smtp_config.session.hostname.clone()),
    };
    let api = postern_server::ApiConfig { on_sync_thread: Some(use_sync_arena), listeners, ..settings.api.clone() };
    let state = postern_server::AppState::new(store.clone(), api, key, shutdown.clone());
    state.syncer.start_all().await?;
    let syncer = state.syncer.clone();
    let deliveries = state.deliveries();
    let mut sink = postern_server::StoreSink::of(&state, &smtp);
    if let Some(checks) = settings.sender_checks.clone() {
        let resolver = checks.resolver;
        let verifier = postern_smtp::Verifier::start(checks).context("starting the sender checks")?;
        tracing::info!(resolver = ?resolver, "checking senders (SPF, DKIM, ARC, DMARC)");
        sink = sink.verifying(verifier);
    }
    let sink = Arc::new(sink);
    let backups = match settings.backups.clone() {
        Some(schedule) => {
            std::fs::create_dir_all(&schedule.dir)
                .with_context(|| format!("creating the backup directory {}", schedule.dir.display()))?;
            let (store, data, metrics) = (store.clone(), settings.data.clone(), state.metrics.clone());
            Some(tokio::spawn(crate::backup::scheduled(store, data, schedule, metrics, shutdown.clone())))
        }
        None => None,
    };
    let metrics_task = match settings.metrics {
        Some(at) => {
            let listener = tokio::net::TcpListener::bind(at)
                .await
                .with_context(|| format!("binding the metrics listener on {at}"))?;
            tracing::info!(metrics = %listener.local_addr()?, "serving /metrics without a token");
            let app = postern_server::metrics_router(state.clone());
            Some(tokio::spawn(postern_server::http::serve(listener, app, shutdown.clone())))
        }
        None => None,
    };
    let app = postern_server::router(state);
    tracing::info!(
        http = %http.local_addr()?,
        smtp = %smtp.local_addr()?,
        data = %settings.data.display(),
        database = if settings.database_url.is_some() { "postgresql" } else { "sqlite" },
        domains = ?settings.api.inbox_domains,
        ms = started.elapsed().as_millis() as u64,
        "postern is serving"
    );

    let smtp_task = tokio::spawn(smtp.serve(sink, shutdown.clone()));
    let http_task = tokio::spawn(postern_server::http::serve(http, app, shutdown.clone()));

    wait_for_signal().await;
    tracing::info!("shutting down: no new connections; finishing transactions and answering open waits");
    let _ = stop.send(true);
    let _ = smtp_task.await;
    let _ = http_task.await;
    if let Some(task) = metrics_task {
        let _ = task.await;
    }
    if let Some(task) = backups {
        let _ = task.await;
    }
    syncer.stopped().await;
    deliveries.stopped().await;
    store.close().await;
    tracing::info!("stopped");
    Ok(())
}

async fn wait_for_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).expect("SIGTERM handler");
        tokio::select! {
            _ = ctrl_c => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = ctrl_c.await;
}
