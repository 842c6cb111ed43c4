#!/usr/bin/env bash
# Benchmark of the spoken-score language (issue 4): parse time per sentence, and `say --dry-run` as a
# whole process, on a scorebook with 5 years of history (250 finished rounds, NFR21) plus an active
# 7-player round.
#
# Usage: scripts/bench-say.sh [--no-build] [--runs N] [--parses N]
#
# Targets: one parse < 1 ms; `say --dry-run` process < 20 ms (release build).
# The parse loop runs inside the binary: with HYZER_SAY_BENCH=N, `say … --dry-run` parses the
# sentence N more times against the loaded round and prints µs per parse on stderr (monotonic clock).
# Process time is measured with hyperfine when installed, else with a python3 loop (fork+exec+wait).
# HYZER_BIN=PATH runs that binary instead of building this checkout (to compare two builds).
set -euo pipefail
cd "$(dirname "$0")/.."

build=1 runs=200 parses=20000
while [ $# -gt 0 ]; do
    case "$1" in
        --no-build) build=0 ;;
        --runs) runs="$2"; shift ;;
        --parses) parses="$2"; shift ;;
        *) echo "usage: $0 [--no-build] [--runs N] [--parses N]" >&2; exit 64 ;;
    esac
    shift
done

if [ "$build" = 1 ]; then swift build -c release >/dev/null; fi
bin=${HYZER_BIN:-$(swift build -c release --show-bin-path)/hyzer-text}

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
book="$work/book"
python3 scripts/generate-scorebook.py "$book" --rounds 250 --players 7 >/dev/null
export HYZER_DIR="$book" HYZER_NOW="2026-11-21T10:00:00-08:00"
"$bin" init --name Mike --device bench-phone >/dev/null 2>&1 || true
"$bin" round start "Cedar Creek" --players "Mike,Jake,Sarah,Nate,Priya,Tomás" --guest "Uncle Bob" \
    --at 2026-11-21T09:30:00-08:00 >/dev/null
"$bin" say "Mike 3, Jake 4, Sarah 2, Nate 3, Priya 3, Tomas 4, Uncle Bob 5" >/dev/null
"$bin" say "Mike birdie, Jake par, Sarah par, Nate bogey, Priya 3, Tomás 3, Bob 4" >/dev/null
echo "scorebook: $(ls "$book/rounds" | wc -l | tr -d ' ') rounds; active round: 7 players, 2 holes scored"
echo

sentences=(
    "Mike 3, Jake 4, Sarah 2"
    "Mike's a birdie, Jake for, Sarah to, Nate got a par, Priya double bogey, Tomas 3, Uncle Bob 5"
    "uh hole 7 okay so Mkie tree, Jaik ate, Sara with a bogey, no wait, Sara par, 4 for Priya, Steve 5"
)
echo "parse (in-process loop, $parses parses per sentence; target < 1000 µs):"
for sentence in "${sentences[@]}"; do
    line="$(HYZER_SAY_BENCH="$parses" "$bin" say "$sentence" --dry-run 2>&1 >/dev/null | grep '^bench:' || true)"
    printf '  %-100s %s\n' "\"$sentence\"" "${line#bench: }"
done
echo

sentence="${sentences[1]}"
echo "process: say \"…7 players…\" --dry-run, $runs runs (target < 20 ms):"
if command -v hyperfine >/dev/null 2>&1; then
    # The second command names the round, showing what finding the active round among 250 costs.
    hyperfine --warmup 10 --runs "$runs" -N --ignore-failure "$bin --version" "$bin say \"$sentence\" --dry-run" \
        "$bin say \"$sentence\" --dry-run --round 2026-11-21-cedar-creek"
else
    python3 - "$bin" "$sentence" "$runs" <<'PY'
import os, statistics, subprocess, sys, time
binary, sentence, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
command = [binary, "say", sentence, "--dry-run"]
for _ in range(10):
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
times = []
for _ in range(runs):
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times.append((time.perf_counter() - start) * 1000)
    if result.returncode not in (0, 1):
        sys.exit(f"say exited {result.returncode}")
times.sort()
print(f"  mean {statistics.mean(times):.2f} ms  median {statistics.median(times):.2f} ms  "
      f"p95 {times[int(len(times) * 0.95) - 1]:.2f} ms  min {times[0]:.2f} ms  max {times[-1]:.2f} ms")
PY
fi
