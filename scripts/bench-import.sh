#!/usr/bin/env bash
# Benchmark `hyzer-text import udisc` (target: 1,000 rounds in under 1 s for the whole process) and,
# for scale: the same import with --dry-run (parsing and converting, no disk writes), a re-import of
# the same file (everything skipped, recognised by identity without parsing a round file), a monthly
# import (the cumulative export with 5% new rounds on top of the rest: the scorebook is parsed to
# recognise rounds by content), a 2024 export of rounds imported from a 2021 export (all recognised by
# content), and `export udisc --all`. The difference between the import and
# the dry run is creating ~1,000 files, which depends on the disk and on what else is using it.
#
# Usage: scripts/bench-import.sh [ROUNDS] [RUNS]     (defaults: 1000 rounds, 5 runs)
# Builds the release binary, generates a UDisc CSV with scripts/generate-udisc-csv.py, and imports
# it into a fresh scorebook in a temporary directory for each run. Prints min/median/max in ms.
# HYZER_BIN=PATH runs that binary instead of building this checkout (to compare two builds).
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"
ROUNDS=${1:-1000}
RUNS=${2:-5}
bench_binary --product
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
python3 scripts/generate-udisc-csv.py "$WORK/udisc.csv" --rounds "$ROUNDS"
python3 scripts/generate-udisc-csv.py "$WORK/earlier.csv" --rounds "$ROUNDS" --drop-newest $(( ROUNDS / 20 ))
python3 scripts/generate-udisc-csv.py "$WORK/v2021.csv" --rounds "$ROUNDS" --header 2021
echo "input: $ROUNDS rounds, $(wc -l <"$WORK/udisc.csv") lines, $(( $(wc -c <"$WORK/udisc.csv") / 1024 )) KiB"

now_ns() { bench_now_ns; }
stats() { bench_stats; }

import_times=() dry_times=() reimport_times=() export_times=() monthly_times=() version_times=()
for run in $(seq "$RUNS"); do
    book="$WORK/book-$run"
    "$BIN" init "$book" --name Bench --device bench >/dev/null
    start=$(now_ns); "$BIN" -C "$book" import udisc "$WORK/udisc.csv" --dry-run >/dev/null 2>&1; end=$(now_ns)
    dry_times+=($(( (end - start) / 1000000 )))
    start=$(now_ns); "$BIN" -C "$book" import udisc "$WORK/udisc.csv" >/dev/null 2>&1; end=$(now_ns)
    import_times+=($(( (end - start) / 1000000 )))
    start=$(now_ns); "$BIN" -C "$book" import udisc "$WORK/udisc.csv" >/dev/null 2>&1; end=$(now_ns)
    reimport_times+=($(( (end - start) / 1000000 )))
    start=$(now_ns); "$BIN" -C "$book" export udisc --all -o "$WORK/out.csv" >/dev/null; end=$(now_ns)
    export_times+=($(( (end - start) / 1000000 )))
    "$BIN" init "$book-monthly" --name Bench --device bench >/dev/null
    "$BIN" -C "$book-monthly" import udisc "$WORK/earlier.csv" >/dev/null 2>&1
    start=$(now_ns); "$BIN" -C "$book-monthly" import udisc "$WORK/udisc.csv" >/dev/null 2>&1; end=$(now_ns)
    monthly_times+=($(( (end - start) / 1000000 )))
    "$BIN" init "$book-2021" --name Bench --device bench >/dev/null
    "$BIN" -C "$book-2021" import udisc "$WORK/v2021.csv" --utc-offset -07:00 >/dev/null 2>&1
    start=$(now_ns); "$BIN" -C "$book-2021" import udisc "$WORK/udisc.csv" >/dev/null 2>&1; end=$(now_ns)
    version_times+=($(( (end - start) / 1000000 )))
done
[ "$(ls "$WORK/book-1-monthly/rounds" | wc -l)" = "$(ls "$WORK/book-1/rounds" | wc -l)" ] || echo "monthly import: round count differs!"
[ "$(ls "$WORK/book-1-2021/rounds" | wc -l)" = "$(ls "$WORK/book-1/rounds" | wc -l)" ] || echo "2021 then 2024 import: round count differs!"
echo "rounds written: $(ls "$WORK/book-1/rounds" | wc -l), courses: $(ls "$WORK/book-1/courses" | wc -l)"
"$BIN" -C "$WORK/book-1" check >/dev/null && echo "check: the imported scorebook has no errors"
printf 'import udisc (%s rounds, fresh scorebook):  ' "$ROUNDS"; printf '%s\n' "${import_times[@]}" | stats
printf 'import udisc --dry-run (no writes):         '; printf '%s\n' "${dry_times[@]}" | stats
printf 're-import (all already imported):          '; printf '%s\n' "${reimport_times[@]}" | stats
printf 'monthly import (5%% new, rest recognised):  '; printf '%s\n' "${monthly_times[@]}" | stats
printf '2024 export after its 2021 export:         '; printf '%s\n' "${version_times[@]}" | stats
printf 'export udisc --all:                        '; printf '%s\n' "${export_times[@]}" | stats
uptime | sed 's/^.*load/load/'
