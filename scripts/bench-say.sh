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
# Process time is measured by scripts/lib/bench.sh (hyperfine when installed, else a timed loop).
# HYZER_BIN=PATH runs that binary instead of building this checkout (to compare two builds).
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"

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

if [ "$build" = 0 ]; then HYZER_BIN=${HYZER_BIN:-$(swift build -c release --show-bin-path)/hyzer-text}; fi
bench_binary
bin=$BIN

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
# The third command names the round, showing what finding the active round among 250 costs; say
# exits 1 for a partial parse, which is fine here.
for entry in "--version|--version" "say --dry-run|say|$sentence|--dry-run" \
             "say --dry-run --round|say|$sentence|--dry-run|--round|2026-11-21-cedar-creek"; do
    IFS='|' read -r -a words <<< "$entry"
    read -r mean median min max cpu < <(bench_time --runs "$runs" --warmup 10 --ignore-failure -- "$bin" "${words[@]:1}")
    printf '  %-24s mean %.2f ms  median %.2f ms  min %.2f ms  max %.2f ms\n' "${words[0]}" "$mean" "$median" "$min" "$max"
done
