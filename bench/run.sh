#!/usr/bin/env bash
# Builds release binaries and runs the benchmark; prints figures.
set -euo pipefail
cd "$(dirname "$0")/.."
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
cargo build --release -p postern -p postern-bench
target/release/postern-bench target/release/postern
