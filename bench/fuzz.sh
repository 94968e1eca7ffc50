#!/usr/bin/env bash
# Fuzz campaign: every cargo-fuzz target in fuzz/ (or those named) for SECONDS each, all at once,
# each at nice 19 with a corpus of its own in fuzz/corpus/<target> (kept between campaigns).
# Prints each target's runs, coverage and outcome; exits 1 if any target crashed (its input is in
# fuzz/artifacts/<target>/).
# Usage: bench/fuzz.sh [SECONDS] [target ...]   (default 1800 s, every target)
# FUZZ_SANITIZER=address builds with AddressSanitizer (default none: the code under test is safe
# Rust, and without it a target runs several times more inputs).
set -uo pipefail
cd "$(dirname "$0")/../fuzz"
seconds=${1:-1800}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(sed -n 's/^name = "\(.*\)"/\1/p' Cargo.toml | grep -v '^postern-fuzz$')
fi
sanitizer=${FUZZ_SANITIZER:-none}
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
export RUSTC_BOOTSTRAP=1
for t in "${targets[@]}"; do
  cargo fuzz build -O -s "$sanitizer" "$t" || exit 2
done
mkdir -p logs
for t in "${targets[@]}"; do
  mkdir -p "corpus/$t"
  nice -n 19 cargo fuzz run -O -s "$sanitizer" "$t" "corpus/$t" -- \
    -max_total_time="$seconds" -max_len=4096 -timeout=60 -print_final_stats=1 >"logs/$t.log" 2>&1 &
done
wait
status=0
for t in "${targets[@]}"; do
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "logs/$t.log")
  cov=$(grep -o 'cov: [0-9]*' "logs/$t.log" | tail -1)
  if grep -q -E 'panicked|ERROR: libFuzzer|SUMMARY: ' "logs/$t.log"; then
    echo "$t: CRASH after ${runs:-?} runs ($cov); see fuzz/logs/$t.log and fuzz/artifacts/$t/"
    status=1
  else
    echo "$t: ${runs:-?} runs in ${seconds} s, no crash ($cov)"
  fi
done
exit $status
