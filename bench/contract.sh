#!/usr/bin/env bash
# The long contract-fuzzing campaign: e2e/test_contract_fuzz.py's setup (a Dovecot account, an
# administrator and a narrowed token, no DNS beyond loopback) with many more cases per operation.
# Prints schemathesis's summary for each token; a failure prints what it found.
#   bench/contract.sh [cases per operation and token, default 200] [seed, default random]
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x e2e/.venv/bin/python ] || { python3 -m venv e2e/.venv && e2e/.venv/bin/pip install -q -r e2e/requirements.txt; }
cargo build -q -p postern -p postern-testkit --examples
export POSTERN_FUZZ_EXAMPLES="${1:-200}" POSTERN_FUZZ_SEED="${2:-$RANDOM}" POSTERN_FUZZ_WORKERS=2
started=$(date +%s)
e2e/.venv/bin/python -m pytest -q -s e2e/test_contract_fuzz.py
echo "contract campaign: ${POSTERN_FUZZ_EXAMPLES} cases per operation and token, seed ${POSTERN_FUZZ_SEED}, $(( $(date +%s) - started )) s"
