#!/usr/bin/env bash
# The pickleball match properties on a bigger case count (the test suite runs 360): random logs under
# every kind of settings; stepping equals replaying, one legal server, scores move only by the rules,
# refusals exactly where the rules forbid, undo restores the previous state. Also the search over
# phones that fork a match and settle it: every way `match resolve`'s hint offers is one it keeps
# (MatchResolvePropertyTests; the suite runs 120 histories, this a tenth of CASES).
#
#   scripts/pickleball-properties.sh [CASES]      # default 20000; prints the test result and the time
set -euo pipefail
cd "$(dirname "$0")/.."
cases="${1:-20000}"
start=$(date +%s)
HYZER_PICKLEBALL_CASES="$cases" HYZER_MATCH_RESOLVE_CASES="$(( cases / 10 ))" \
  swift test -c release --filter 'PickleballMatchPropertyTests|MatchResolvePropertyTests' 2>&1 \
  | grep -E 'Test run|passed after|failed|✘' | tail -5
echo "$cases cases in $(( $(date +%s) - start )) s (including the release build)"
