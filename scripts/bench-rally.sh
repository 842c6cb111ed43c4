#!/usr/bin/env bash
# `rally` as a whole process (issue 12, item 10: under 20 ms): `hyzer-text rally A` on a match with
# a five-game log (best of 5, games 1-4 played, game 5 in progress, ~250 entries; see
# scripts/bench-match-lib.sh). The match file is reset before each run, so every run appends entry
# ~251 to the same file. Release build.
#
#   scripts/bench-rally.sh            # hyperfine when installed, else a loop timed with date +%s%N
#
# The scorebook goes to $BENCH_DIR/match (default /tmp/hyzer-bench/match) and is reused.
# HYZER_BIN=PATH runs that binary instead of building this checkout. RUNS (default 50).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-match-lib.sh

BENCH_DIR=${BENCH_DIR:-/tmp/hyzer-bench}
RUNS=${RUNS:-50}
[[ -n "${HYZER_BIN:-}" ]] || swift build -c release --product hyzer-text >/dev/null
BIN=${HYZER_BIN:-$(swift build -c release --show-bin-path)/hyzer-text}
book="$BENCH_DIR/match"
file=$(make_match_book "$book" "$BIN")
entries=$(grep -c '^[0-9]' "$file")
echo "match: $entries entry lines ($(basename "$file")); load average $(cut -d' ' -f1-3 /proc/loadavg)"

if command -v hyperfine >/dev/null; then
    hyperfine -N --warmup 3 --runs "$RUNS" --prepare "cp $book/.template.match $file" "$BIN -C $book rally A"
else
    times=()
    for _ in $(seq "$RUNS"); do
        cp "$book/.template.match" "$file"
        start=$(date +%s%N)
        "$BIN" -C "$book" rally A >/dev/null
        times+=($(( ($(date +%s%N) - start) / 1000 )))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END {
        printf "rally A: median %.2f ms, min %.2f ms, max %.2f ms over %d runs (target: under 20 ms)\n",
               t[int((NR + 1) / 2)] / 1000, t[1] / 1000, t[NR] / 1000, NR }'
fi
cp "$book/.template.match" "$file"
