#!/usr/bin/env bash
# Builds release binaries and runs the benchmark; prints figures.
# Usage: bench/run.sh [part ...]   (parts: start ingest latency mcp waits changes sync providers graph gmail webhooks; default all;
# `firstpass` only when named: the first pass alone, in rounds, see bench/src/accounts.rs)
# BENCH_BENETHOS=1 adds benethos-mailbox-service 0.5.2 (PyPI, in target/bench-benethos-venv)
# beside postern in the `sync` part.
set -euo pipefail
cd "$(dirname "$0")/.."
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
if [ "${BENCH_BENETHOS:-0}" = 1 ]; then
  venv=${BENCH_BENETHOS_VENV:-target/bench-benethos-venv}
  if ! "$venv/bin/benethos-mailbox-service" --version 2>/dev/null | grep -qx 0.5.2; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q benethos-mailbox-service==0.5.2
  fi
fi
cargo build --release -p postern -p postern-bench
target/release/postern-bench target/release/postern "$@"
