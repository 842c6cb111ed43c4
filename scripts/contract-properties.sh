#!/usr/bin/env bash
# The record contract on many seeds (the test suite runs 40 a kind): for every kind of the registry
# with records and the toy kinds of the tests, random histories of one file on three devices merged
# in every order (commutative, idempotent, absorbing, associative, nothing lost, nothing `check`
# refuses), a dispute listed, settled by `resolve FILE WORDS…` and kept settled, `check --history`
# on merges and removed lines, and the lines `check` must report. Prints the suite's result and time.
#
#   scripts/contract-properties.sh [CASES]      # default 2000 a kind
set -euo pipefail
cd "$(dirname "$0")/.."
cases="${1:-2000}"
start=$(date +%s)
HYZER_CONTRACT_CASES="$cases" swift test -c release --filter 'RecordContractPropertyTests' 2>&1 \
  | grep -E 'Test run|passed after|failed|✘' | tail -12
echo "$cases cases a kind in $(( $(date +%s) - start )) s (including the release build)"
