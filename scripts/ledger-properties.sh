#!/usr/bin/env bash
# The bag tag ledger's merge laws on the full case count (the test suite runs 150): random histories
# of three devices (LedgerGenerator: claims, trades, skips, newcomer rules, undo lines, hand-typed
# lines, comments, disputes and their resolutions, pulls in any order); the merge must be commutative,
# associative and idempotent to the byte, lose no line or comment, read without errors, be canonical,
# and the three-way merge must equal the two-way one.
#
#   scripts/ledger-properties.sh [CASES]      # default 5000; prints the test result and the time
set -euo pipefail
cd "$(dirname "$0")/.."
cases="${1:-5000}"
start=$(date +%s)
HYZER_LEDGER_CASES="$cases" swift test -c release --filter 'TagLedgerMergePropertyTests' 2>&1 \
  | grep -E 'Test run|passed after|failed|✘' | tail -5
echo "$cases cases in $(( $(date +%s) - start )) s (including the release build)"
