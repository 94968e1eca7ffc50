//! The service log as people read it at `GET /log` and in the web UI: this instance's latest
//! lines, kept in memory in a ring of bounded size, each scrubbed of credentials when it is
//! kept. The binary feeds it from the same events as its standard error.

use crate::AppState;
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::params::Params;
use axum::Json;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use postern_core::rights::Resource;
use postern_core::{Error, Timestamp};
use serde::Serialize;
use serde_json::json;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use utoipa::ToSchema;

/// Lines kept.
pub const KEPT: usize = 1000;
/// Longest line kept, in bytes; the rest is cut.
const LONGEST: usize = 2048;

/// How severe a line is, least first.
pub const LEVELS: [&str; 5] = ["TRACE", "DEBUG", "INFO", "WARN", "ERROR"];

/// A line of the log.
#[derive(Debug, Clone, Serialize)]
pub struct LogLine {
    pub at: Timestamp,
    /// `ERROR`, `WARN`, `INFO`, `DEBUG` or `TRACE`.
    pub level: &'static str,
    /// The module that wrote it (`postern_server::sync`).
    pub target: String,
    /// The message and its fields, scrubbed.
    pub text: String,
}

// Schemas of the answers below (contract::document); the handlers serialize the records these
// mirror (`LogLine`).

/// This instance's latest log lines.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = LogLines)]
#[allow(dead_code)]
pub struct LogLinesView {
    /// Newest first.
    pub data: Vec<LogLineView>,
    /// How many lines the instance keeps (1,000).
    pub kept: u64,
}

/// A line of the service log.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = LogLine)]
#[allow(dead_code)]
pub struct LogLineView {
    #[schema(format = DateTime)]
    pub at: String,
    pub level: LogLevelView,
    /// The module that wrote it (`postern_server::sync`).
    pub target: String,
    /// The message and its fields, scrubbed of anything shaped like a credential.
    pub text: String,
}

/// How severe a line is.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "UPPERCASE")]
#[schema(as = LogLevel)]
#[allow(dead_code)]
pub enum LogLevelView {
    Error,
    Warn,
    Info,
    Debug,
    Trace,
}

/// The latest lines of this instance (clones share them).
#[derive(Debug, Clone, Default)]
pub struct ServiceLog {
    lines: Arc<Mutex<VecDeque<LogLine>>>,
}

impl ServiceLog {
    /// Keeps a line, scrubbed and cut to its longest; the oldest goes when the ring is full.
    pub fn push(&self, level: &'static str, target: &str, text: &str) {
        let mut end = text.len().min(LONGEST);
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let mut line = LogLine {
            at: Timestamp(0),
            level,
            target: target.chars().take(200).collect(),
            text: postern_core::redact::scrub(&text[..end]),
        };
        let Ok(mut lines) = self.lines.lock() else { return };
        // Stamped under the lock, so that the ring's order is the order of the times it shows
        // (threads logging at once would otherwise interleave out of order).
        line.at = Timestamp::now();
        if lines.len() == KEPT {
            lines.pop_front();
        }
        lines.push_back(line);
    }

    /// The newest `limit` lines at `level` or worse, newest first.
    pub fn recent(&self, limit: usize, level: &str) -> Vec<LogLine> {
        let least = LEVELS.iter().position(|l| l.eq_ignore_ascii_case(level)).unwrap_or(0);
        let Ok(lines) = self.lines.lock() else { return Vec::new() };
        lines
            .iter()
            .rev()
            .filter(|line| LEVELS.iter().position(|l| *l == line.level).unwrap_or(0) >= least)
            .take(limit)
            .cloned()
            .collect()
    }
}

/// Read the service log.
///
/// This instance's latest lines (at most 1,000), newest first, for administrators; each read is
/// audited (`log.read`). With several instances, each answers its own.
#[utoipa::path(
    get,
    path = "/log",
    operation_id = "log_read",
    tag = "service",
    params(
        ("level" = Option<String>, Query, pattern = "^([Tt][Rr][Aa][Cc][Ee]|[Dd][Ee][Bb][Uu][Gg]|[Ii][Nn][Ff][Oo]|[Ww][Aa][Rr][Nn]|[Ee][Rr][Rr][Oo][Rr])?$", description = "The least severe level shown: `trace` (default), `debug`, \
            `info`, `warn` or `error`, in any case."),
        ("limit" = Option<u32>, Query, minimum = 1, maximum = 1000, description = "Lines, 1–1000 (default 200)."),
    ),
    responses((status = 200, description = "The lines.", body = LogLinesView))
)]
pub async fn read(State(state): State<AppState>, caller: Caller, params: Params) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let level = params.text("level").unwrap_or("TRACE".into()).to_ascii_uppercase();
    if !LEVELS.contains(&level.as_str()) {
        return Err(Error::invalid_field("level", "one of trace, debug, info, warn, error").into());
    }
    let limit = match params.limit()? {
        None => 200,
        Some(n @ 1..=1000) => n as usize,
        Some(_) => return Err(Error::invalid_field("limit", "must be an integer from 1 to 1000").into()),
    };
    state.store.audit(&caller.audit("log.read", "ok", json!({ "level": level }))).await?;
    let lines = state.config.service_log.recent(limit, &level);
    Ok(Json(json!({ "data": lines, "kept": KEPT })).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ring_keeps_the_newest_scrubbed_and_cut() {
        let log = ServiceLog::default();
        for i in 0..KEPT + 5 {
            log.push(if i % 2 == 0 { "INFO" } else { "WARN" }, "postern", &format!("line {i}"));
        }
        let all = log.recent(usize::MAX, "trace");
        assert_eq!(all.len(), KEPT);
        assert_eq!(all[0].text, format!("line {}", KEPT + 4));
        assert_eq!(all.last().unwrap().text, "line 5");
        assert!(log.recent(10, "warn").iter().all(|l| l.level == "WARN"));
        log.push("ERROR", "postern", &format!("token pst_{} and {}", "a".repeat(40), "é".repeat(5000)));
        let newest = &log.recent(1, "error")[0];
        assert!(!newest.text.contains("pst_") && newest.text.len() <= LONGEST + 16, "{}", newest.text.len());
    }

    #[test]
    fn lines_from_threads_at_once_are_newest_first_by_their_times() {
        let log = ServiceLog::default();
        std::thread::scope(|scope| {
            for t in 0..4 {
                let log = &log;
                scope.spawn(move || (0..200).for_each(|i| log.push("INFO", "postern", &format!("{t}/{i}"))));
            }
        });
        let times: Vec<i64> = log.recent(usize::MAX, "trace").iter().map(|l| l.at.micros()).collect();
        assert_eq!(times.len(), 800);
        assert!(times.windows(2).all(|w| w[0] >= w[1]), "the ring's order is the times' order");
    }
}
