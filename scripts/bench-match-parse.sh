#!/usr/bin/env bash
# Benchmark of the match file parser (issue 12): the file of a five-game match (~250 lines, every
# entry line written by the tool) must parse in well under 1 ms.
#
# Usage: scripts/bench-match-parse.sh [RUNS]      # default 2000
#
# The measurement runs inside the release-built test binary (MatchParseBenchmark, monotonic clock),
# which prints `bench:` lines; the test itself asserts no time.
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"
runs="${1:-2000}"
HYZER_MATCH_PARSE_BENCH="$runs" swift test -c release --filter 'MatchParseBenchmark' 2>&1 \
  | grep -E '^bench:|✘|error:' || { echo "benchmark did not run" >&2; exit 1; }
