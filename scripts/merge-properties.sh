#!/usr/bin/env bash
# The merge's join properties on the full case count (the test suite runs a smaller count):
# random edits of every part of a round file on three copies of a common ancestor; the merge must
# be commutative, associative and idempotent to the byte, valid, lossless, and symmetric three-way.
#
# Then the event core's properties on a toy slot type (EventCorePropertyTests), CASES of each.
#
#   scripts/merge-properties.sh [CASES]      # default 12000; prints the test result and the time
set -euo pipefail
cd "$(dirname "$0")/.."
cases="${1:-12000}"
start=$(date +%s)
HYZER_MERGE_CASES="$cases" HYZER_CORE_CASES="$cases" swift test -c release --filter 'RoundMergeJoinPropertyTests/mergeIsAJoin|EventCorePropertyTests' 2>&1 \
  | grep -E 'Test run|passed after|failed|✘' | tail -5
echo "$cases cases in $(( $(date +%s) - start )) s (including the release build)"
