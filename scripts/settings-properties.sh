#!/usr/bin/env bash
# The merge laws of files of keyed settings (courses, leagues, the toy keyed note) on the full case
# count (the test suite runs a smaller count): random edits on three copies of a common ancestor;
# the merge must be commutative, associative (two-way and three-way on one ancestor) and idempotent
# to the byte, valid and canonical, the union without an ancestor, a line kept unless a side removed
# it (a change beats a removal), and edits of different keys must never make a dispute.
#
#   scripts/settings-properties.sh [CASES]   # per kind, default 20000; prints the test result and the time
set -euo pipefail
cd "$(dirname "$0")/.."
cases="${1:-20000}"
start=$(date +%s)
HYZER_SETTINGS_CASES="$cases" swift test -c release --filter 'SettingsMergePropertyTests/mergeIsAJoin' 2>&1 \
  | grep -E 'Test run|passed after|failed|✘' | tail -5
echo "$cases cases per kind in $(( $(date +%s) - start )) s (including the release build)"
