#!/usr/bin/env bash
# Benchmark of the pickleball rules engine (issue 12, item 10): replaying a five-game match (side-out
# doubles, best of 5, ~300 log entries with time-outs and undos) must take under 2 ms.
#
# Usage: scripts/bench-pickleball-replay.sh [RUNS]      # default 2000
#
# The measurement runs inside the release-built test binary (PickleballReplayBenchmark, monotonic
# clock), which prints one `bench:` line; the test itself asserts no time.
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"
runs="${1:-2000}"
HYZER_PICKLEBALL_BENCH="$runs" swift test -c release --filter 'PickleballReplayBenchmark' 2>&1 \
  | grep -E '^bench:|✘|error:' || { echo "benchmark did not run" >&2; exit 1; }
