#!/usr/bin/env bash
# Benchmarks `site -o DIR` on a generated five-year scorebook (250 rounds × 7 players × 18 holes),
# whole process, release build: a fresh directory (every page written) and a re-run into the same
# directory (every page compared, none written).
#
# Target (issue 21): site < 2 s.
#
# Usage: scripts/bench-site.sh [--rounds N] [--runs N]
# Exits 1 when the target (judged on the median wall time) is missed. Times are milliseconds.
# HYZER_BIN=PATH runs that binary instead of building this checkout (to compare two builds).
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"

rounds=250 runs=10
while [[ $# -gt 0 ]]; do
    case "$1" in
        --rounds) rounds="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        *) echo "usage: $0 [--rounds N] [--runs N]" >&2; exit 64 ;;
    esac
done

bench_binary --product
bin=$BIN
book="$(bench_scorebook "$rounds")"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
export HYZER_NAME=Mike HYZER_DEVICE=bench NO_COLOR=1

echo "$(bench_machine)"
echo "$(ls "$book/rounds" | wc -l) rounds; $("$bin" -C "$book" site -o "$out/probe")"
printf '%-28s %8s %8s %8s %8s %8s  %s\n' "command" "mean" "median" "min" "cpu" "target" "result"
missed=0
report() {
    local name=$1 target=$2 mean median min max cpu verdict=ok
    read -r mean median min max cpu
    if awk -v m="$median" -v t="$target" 'BEGIN { exit !(m >= t) }'; then verdict=MISSED; missed=1; fi
    printf '%-28s %8.1f %8.1f %8.1f %8s %8s  %s\n' "$name" "$mean" "$median" "$min" "$cpu" "< $target" "$verdict"
}
bench_time --runs "$runs" --warmup 1 --prepare "rm -rf $out/fresh" -- "$bin" -C "$book" site -o "$out/fresh" --quiet | report "site (new directory)" 2000
bench_time --runs "$runs" --warmup 1 -- "$bin" -C "$book" site -o "$out/probe" --quiet | report "site (up to date)" 2000
exit $missed
