#!/usr/bin/env bash
# Typed order through sync and merges on the full case count (the test suite runs 80): random
# hand-typed rounds (corrections typed below a line, comments) and scores recorded on 2–4 clones,
# synced with a hub and merged with each other in a random order. Every copy must end byte-identical
# (and the copies merged in any order give those bytes), every device's hand-typed lines must stand
# in the order they were typed, and the scores must be those of the stamping before typed order.
# Prints how many typed lines were checked and how many the stamping before typed order misplaced.
#
#   scripts/typed-order-properties.sh [CASES]      # default 4000; prints the figures and the time
set -euo pipefail
cd "$(dirname "$0")/.."
cases="${1:-4000}"
start=$(date +%s)
HYZER_ORDER_CASES="$cases" HYZER_ORDER_REPORT=1 swift test -c release --filter 'TypedOrderPropertyTests' 2>&1 \
  | grep -E '^[0-9]+ runs|Test run|passed after|failed|✘' | tail -6
echo "$cases cases in $(( $(date +%s) - start )) s (including the release build)"
