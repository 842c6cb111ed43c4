#!/usr/bin/env bash
# Benchmarks the report commands on a generated five-year scorebook (250 rounds × 7 players × 18 holes,
# ~31,500 score lines), whole process, release build.
#
# Targets: history < 50 ms, stats < 100 ms, card < 20 ms; tags as history, league standings as stats;
# stats of the same book with throw tokens on half of its score lines (generate-scorebook.py
# --throw-tokens 0.5) < 20 ms.
#
# Usage: scripts/bench-reports.sh [--rounds N] [--runs N] [--keep DIR]
# Uses hyperfine when installed (apt-get install hyperfine), else a plain timing loop. Exits 1 when a
# target (judged on the median wall time) is missed. Times are milliseconds for the whole process.
# HYZER_BIN=PATH runs that binary instead of building this checkout (to compare two builds).
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"

rounds=250 runs=30 keep=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --rounds) rounds="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        --keep) keep="$2"; shift 2 ;;
        *) echo "usage: $0 [--rounds N] [--runs N] [--keep DIR]" >&2; exit 64 ;;
    esac
done

bench_binary
bin=$BIN
book="${keep:-$(mktemp -d)}"
[[ -n "$keep" ]] || trap 'rm -rf "$book"' EXIT
rm -rf "$book/rounds" "$book/courses"
python3 scripts/generate-scorebook.py "$book" --rounds "$rounds"
tokens="$(mktemp -d)"
trap 'rm -rf "$tokens"; [[ -n "$keep" ]] || rm -rf "$book"' EXIT
python3 scripts/generate-scorebook.py "$tokens" --rounds "$rounds" --throw-tokens 0.5 >/dev/null
# A season over the five years: a tag ledger whose newcomers take tags in the first round (every
# finished round reshuffles), and a league of the last year ranked by net score (a model per round).
mkdir -p "$book/tags" "$book/leagues"
printf 'newcomers next\n2021-01-01 claim 1 Kim\n' >"$book/tags/club.tags"
printf 'league Bench\nfrom 2025-01-01\nto 2025-12-31\npoints place 10 8 6 5 4 3 2\nbest 20\nhandicap 90\n' >"$book/leagues/bench.league"
latest="$(ls "$book/rounds" | tail -1)"
latest="${latest%.round}"
export HYZER_NAME=Mike HYZER_DEVICE=bench NO_COLOR=1

# name | target ms | command
benchmarks=(
    "history|50|$bin -C $book history"
    "history --json|50|$bin -C $book history --json"
    "stats|100|$bin -C $book stats"
    "stats Mike|100|$bin -C $book stats Mike"
    "stats Mike --vs Jake --course cedar|100|$bin -C $book stats Mike --vs Jake --course cedar"
    "stats, throw tokens|20|$bin -C $tokens stats"
    "stats Mike, throw tokens|20|$bin -C $tokens stats Mike"
    "card|20|$bin -C $book card"
    "card --round LATEST --format svg|20|$bin -C $book card --round $latest --format svg"
    "show LATEST|20|$bin -C $book show $latest"
    "player Mike --round LATEST|20|$bin -C $book player Mike --round $latest"
    "tags|50|$bin -C $book tags"
    "tags history 1|50|$bin -C $book tags history 1"
    "league standings|100|$bin -C $book league standings"
)

# Prints "mean median min cpu" in milliseconds for a command (cpu = user + system, all threads),
# timed by scripts/lib/bench.sh.
measure() {
    local mean median min max cpu
    # shellcheck disable=SC2086  # the command is words in one string
    read -r mean median min max cpu < <(bench_time --runs "$runs" -- $1)
    printf '%.1f %.1f %.1f %s\n' "$mean" "$median" "$min" "$cpu"
}

echo "$(nproc) cores; $(ls "$book/rounds" | wc -l) rounds, $(cat "$book"/rounds/*.round | grep -c '^[0-9]') score lines"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown) (other work on the machine inflates wall times; cpu is user + system)"
printf '%-38s %8s %8s %8s %8s %8s  %s\n' "command" "mean" "median" "min" "cpu" "target" "result"
missed=0
for entry in "${benchmarks[@]}"; do
    IFS='|' read -r name target command <<<"$entry"
    read -r mean median min cpu < <(measure "$command")
    # Judged on the median wall time (ms), which a few runs disturbed by other processes do not move.
    verdict=ok
    if awk -v m="$median" -v t="$target" 'BEGIN { exit !(m >= t) }'; then verdict=MISSED; missed=1; fi
    printf '%-38s %8s %8s %8s %8s %8s  %s\n' "$name" "$mean" "$median" "$min" "$cpu" "< $target" "$verdict"
done
exit $missed
