#!/usr/bin/env bash
# Benchmarks `hyzer-text lsp` as an editor uses it (scripts/bench-lsp.py drives it over stdio), release
# build: from a keystroke (`didChange`) to its diagnostics on a typical round (4 players, 18 holes) and
# on a 10,000-line round, completion and inlay hints on the typical round, and the server's memory
# before and after 10,000 changes. Targets: diagnostics ≤ 5 ms on the round and ≤ 100 ms on 10,000
# lines, completion ≤ 5 ms, memory flat. Beside them, the same check as a process: `check FILE`.
#
#   scripts/bench-lsp.sh [CHANGES]     # CHANGES for the memory run (default 10000)
#
# HYZER_BIN=PATH runs that binary instead of building this checkout (to compare two builds).
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"

changes=${1:-10000}
bench_binary --product
book=$(mktemp -d)
trap 'rm -rf "$book"' EXIT
mkdir -p "$book/rounds" "$book/courses"
touch "$book/.scorebook"
python3 scripts/generate-round.py "$book/gen-typical" --players 4 --holes 18 >/dev/null
python3 scripts/generate-round.py "$book/gen-large" --events 10000 >/dev/null
cp "$book/gen-typical/a.round" "$book/rounds/typical.round"
cp "$book/gen-large/a.round" "$book/rounds/large.round"
echo "$(bench_machine)"
echo "lines: typical $(wc -l < "$book/rounds/typical.round"), large $(wc -l < "$book/rounds/large.round")"
echo "measure min median max (ms; memory in MiB before after)"
python3 scripts/bench-lsp.py "$BIN" "$book" "$changes"
for name in typical large; do
    echo "check-process-$name $(RUNS=10 bench_time -- "$BIN" check "$book/rounds/$name.round" | awk '{ print $3, $2, $4 }')"
done
