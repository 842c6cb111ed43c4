#!/usr/bin/env bash
# `rally` as a whole process (issue 12, item 10: under 20 ms): `hyzer-text rally A` on a match with
# a five-game log (best of 5, games 1-4 played, game 5 in progress, ~250 entries; see
# scripts/lib/match-book.sh). The match file is reset before each run, so every run appends entry
# ~251 to the same file. Release build.
#
#   scripts/bench-rally.sh            # timed by scripts/lib/bench.sh (hyperfine when installed)
#
# The scorebook goes to $BENCH_DIR/match (default /tmp/hyzer-bench/match) and is reused.
# HYZER_BIN=PATH runs that binary instead of building this checkout. RUNS (default 50).
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"
source scripts/lib/match-book.sh

RUNS=${RUNS:-50}
bench_binary --product
book="$BENCH_DIR/match"
file=$(make_match_book "$book" "$BIN")
entries=$(grep -c '^[0-9]' "$file")
echo "match: $entries entry lines ($(basename "$file")); load average $(cut -d' ' -f1-3 /proc/loadavg)"

read -r mean median min max cpu < <(bench_time --runs "$RUNS" --prepare "cp $book/.template.match $file" -- "$BIN" -C "$book" rally A)
printf "rally A: mean %.2f ms, median %.2f ms, min %.2f ms, max %.2f ms over %d runs (target: under 20 ms)\n" \
       "$mean" "$median" "$min" "$max" "$RUNS"
cp "$book/.template.match" "$file"
