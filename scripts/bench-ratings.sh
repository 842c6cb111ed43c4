#!/usr/bin/env bash
# Benchmarks the ratings commands, whole process, release build: `ratings`, `ratings PLAYER --explain`
# and `handicap` on a generated five-year scorebook (scripts/generate-scorebook.py defaults: 250 rounds
# × 7 players × 18 holes), and `ratings --backtest` on 2,500 rounds.
#
# Targets (issue 20): ratings and handicap < 30 ms, the backtest on 2,500 rounds < 2 s.
#
# Usage: scripts/bench-ratings.sh [--rounds N] [--big-rounds N] [--runs N] [--keep DIR]
# Uses hyperfine when installed (apt-get install hyperfine), else a plain timing loop. Exits 1 when a
# target (judged on the median wall time) is missed. Times are milliseconds for the whole process.
# HYZER_BIN=PATH runs that binary instead of building this checkout (to compare two builds).
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"

rounds=250 big=2500 runs=30 keep=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --rounds) rounds="$2"; shift 2 ;;
        --big-rounds) big="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        --keep) keep="$2"; shift 2 ;;
        *) echo "usage: $0 [--rounds N] [--big-rounds N] [--runs N] [--keep DIR]" >&2; exit 64 ;;
    esac
done

bench_binary
bin=$BIN
dir="${keep:-$(mktemp -d)}"
[[ -n "$keep" ]] || trap 'rm -rf "$dir"' EXIT
book="$dir/five-years" bigbook="$dir/big"
rm -rf "$book" "$bigbook"
python3 scripts/generate-scorebook.py "$book" --rounds "$rounds"
python3 scripts/generate-scorebook.py "$bigbook" --rounds "$big"
export HYZER_NAME=Mike HYZER_DEVICE=bench NO_COLOR=1

# name | target ms | command
benchmarks=(
    "ratings|30|$bin -C $book ratings"
    "ratings --json|30|$bin -C $book ratings --json"
    "ratings Mike --explain|30|$bin -C $book ratings Mike --explain"
    "handicap|30|$bin -C $book handicap"
    "handicap --course cedar --allowance 85|30|$bin -C $book handicap --course cedar --allowance 85"
    "ratings --backtest ($big rounds)|2000|$bin -C $bigbook ratings --backtest"
    "ratings --backtest --json ($big rounds)|2000|$bin -C $bigbook ratings --backtest --json"
)

# Prints "mean median min cpu" in milliseconds for a command (cpu = user + system, all threads),
# timed by scripts/lib/bench.sh.
measure() {
    local mean median min max cpu
    # shellcheck disable=SC2086  # the command is words in one string
    read -r mean median min max cpu < <(bench_time --runs "$runs" -- $1)
    printf '%.1f %.1f %.1f %s\n' "$mean" "$median" "$min" "$cpu"
}

echo "$(nproc) cores; $(ls "$book/rounds" | wc -l) and $(ls "$bigbook/rounds" | wc -l) rounds"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown) (other work on the machine inflates wall times; cpu is user + system)"
printf '%-44s %8s %8s %8s %8s %8s  %s\n' "command" "mean" "median" "min" "cpu" "target" "result"
missed=0
for entry in "${benchmarks[@]}"; do
    IFS='|' read -r name target command <<<"$entry"
    read -r mean median min cpu < <(measure "$command")
    # Judged on the median wall time (ms), which a few runs disturbed by other processes do not move.
    verdict=ok
    if awk -v m="$median" -v t="$target" 'BEGIN { exit !(m >= t) }'; then verdict=MISSED; missed=1; fi
    printf '%-44s %8s %8s %8s %8s %8s  %s\n' "$name" "$mean" "$median" "$min" "$cpu" "< $target" "$verdict"
done
exit $missed
