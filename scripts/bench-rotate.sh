#!/usr/bin/env bash
# Benchmarks `match rotate`, whole process, release build: 16 players on 4 courts for 30 rounds (a whist
# design with a court for every four), the greedy schedule at its largest here (15 players on 3 courts),
# a whist design on fewer courts than it fills (20 players on 4), and --json; no scorebook.
#
# Target (issue 35): 16 players × 4 courts × 30 rounds < 50 ms; the others are shown beside it.
#
# Usage: scripts/bench-rotate.sh [--runs N]
# Uses hyperfine when installed, else a plain timing loop (scripts/lib/bench.sh). Exits 1 when a target
# (judged on the median wall time) is missed. HYZER_BIN=PATH runs that binary instead of building.
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"

runs=30
while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        *) echo "usage: $0 [--runs N]" >&2; exit 64 ;;
    esac
done

bench_binary --product
bin=$BIN
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export HYZER_DIR=$dir NO_COLOR=1  # an empty directory: no scorebook, so nothing is read

# P01,P02,… for N players.
roster() { local names=() i; for ((i = 1; i <= $1; i++)); do names+=("$(printf 'P%02d' "$i")"); done; local IFS=,; echo "${names[*]}"; }

# name | target ms (- for none) | command
benchmarks=(
    "16 players, 4 courts, 30 rounds|50|$bin match rotate --players $(roster 16) --courts 4 --games 30"
    "16 players, 4 courts, 30 rounds --json|50|$bin match rotate --players $(roster 16) --courts 4 --games 30 --json"
    "15 players, 3 courts, 30 rounds (greedy)|-|$bin match rotate --players $(roster 15) --courts 3 --games 30"
    "20 players, 4 courts, 30 rounds|-|$bin match rotate --players $(roster 20) --courts 4 --games 30"
)

bench_machine
printf '%-44s %8s %8s %8s %8s %8s  %s\n' "command" "mean" "median" "min" "cpu" "target" "result"
missed=0
for entry in "${benchmarks[@]}"; do
    IFS='|' read -r name target command <<<"$entry"
    # shellcheck disable=SC2086  # the command is words in one string
    read -r mean median min max cpu < <(bench_time --runs "$runs" -- $command)
    result="-"
    if [[ "$target" != "-" ]]; then
        if awk -v m="$median" -v t="$target" 'BEGIN { exit !(m < t) }'; then result="ok"; else result="MISSED"; missed=1; fi
    fi
    printf '%-44s %8.1f %8.1f %8.1f %8s %8s  %s\n' "$name" "$mean" "$median" "$min" "$cpu" "$target" "$result"
done
exit $missed
