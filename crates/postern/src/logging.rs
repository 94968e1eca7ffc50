//! Where the service's log goes (the one home of `tracing-subscriber`): standard error, filtered
//! by `POSTERN_LOG` or the default level, and for `postern serve` also the ring of latest lines
//! that `GET /api/v1/log` and the web UI show.

use postern_server::service_log::ServiceLog;
use std::fmt::Write as _;
use tracing::field::{Field, Visit};
use tracing_subscriber::layer::{Context, SubscriberExt};
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, Layer};

/// Starts logging at `default` (`info`, `postern=debug`) unless `POSTERN_LOG` says otherwise;
/// the events that pass go to standard error and, when given, to `ring`.
pub fn init(default: &str, ring: Option<&ServiceLog>) {
    let filter = EnvFilter::try_from_env("POSTERN_LOG").unwrap_or_else(|_| EnvFilter::new(default));
    let stderr = tracing_subscriber::fmt::layer().with_writer(std::io::stderr);
    let ring = ring.map(|log| Ring { log: log.clone() });
    let _ = tracing_subscriber::registry().with(filter).with(stderr).with(ring).try_init();
}

/// Keeps each event as a line of the ring: its message, then its fields as `name=value`.
struct Ring {
    log: ServiceLog,
}

impl<S: tracing::Subscriber> Layer<S> for Ring {
    fn on_event(&self, event: &tracing::Event<'_>, _: Context<'_, S>) {
        let mut line = Line::default();
        event.record(&mut line);
        let meta = event.metadata();
        let text = match (line.message.is_empty(), line.fields.is_empty()) {
            (false, false) => format!("{} {}", line.message, line.fields.trim_start()),
            (false, true) => line.message,
            _ => line.fields.trim_start().to_string(),
        };
        self.log.push(meta.level().as_str(), meta.target(), &text);
    }
}

#[derive(Default)]
struct Line {
    message: String,
    fields: String,
}

impl Visit for Line {
    fn record_str(&mut self, field: &Field, value: &str) {
        match field.name() {
            "message" => self.message.push_str(value),
            name => {
                let _ = write!(self.fields, " {name}={value:?}");
            }
        }
    }

    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        match field.name() {
            "message" => {
                let _ = write!(self.message, "{value:?}");
            }
            name => {
                let _ = write!(self.fields, " {name}={value:?}");
            }
        }
    }
}
