#!/usr/bin/env bash
# Benchmarks the merge of round files (release build):
#   - `merge A B -o OUT` on two diverged copies of rounds of 1k, 10k, 100k and 250k events (a round
#     file holds at most 262,144 lines: docs/FORMAT.md, "Limits on what is read");
#   - `check` on one copy of each size: the time to read and parse one file, for comparison;
#   - `merge-driver %O %A %B %P` on a normal round (7 players x 18 holes, a few hundred events),
#     the whole process as git runs it.
# Uses hyperfine when installed (apt-get install -y hyperfine), else a timing loop. Peak memory comes
# from GNU time (`/usr/bin/time -v`). On a shared machine the wall clock carries other jobs' load:
# compare the minimum, and the instruction counts of --profile (valgrind), which do not depend on it.
#
# Usage: scripts/bench-merge.sh [--quick] [--profile]
#   --quick     skips the 250k-event round
#   --profile   also counts the instructions of the 100k merge with callgrind and lists where they go
# HYZER_BIN=PATH runs that binary instead of building this checkout (to compare two builds).
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"
bench_binary
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

sizes="1000 10000 100000 250000"
PROFILE=0
for arg in "$@"; do
    case "$arg" in
        --quick) sizes="1000 10000 100000" ;;
        --profile) PROFILE=1 ;;
        *) echo "usage: $0 [--quick] [--profile]" >&2; exit 64 ;;
    esac
done
for n in $sizes; do
    python3 scripts/generate-round.py "$WORK/$n" --events "$n"
    mkdir -p "$WORK/book$n/courses" "$WORK/book$n/rounds"
    cp "$WORK/$n/a.round" "$WORK/book$n/rounds/"
done
python3 scripts/generate-round.py "$WORK/normal" --players 7 --holes 18

# time_command RUNS LABEL [--prepare SHELL-COMMAND] COMMAND…: mean and min wall time in ms (exit status 1 =
# discrepancies is fine), timed by scripts/lib/bench.sh.
time_command() {
    local runs="$1" label="$2"; shift 2
    local prepare=()
    if [[ "$1" == --prepare ]]; then prepare=(--prepare "$2"); shift 2; fi
    local mean median min max cpu
    read -r mean median min max cpu < <(bench_time --runs "$runs" --warmup 1 "${prepare[@]}" --ignore-failure -- "$@")
    printf "%-44s mean %9.1f ms   min %9.1f ms   (%d runs)\n" "$label" "$mean" "$min" "$runs"
}

echo
bench_machine
for n in $sizes; do
    runs=10; [ "$n" -ge 100000 ] && runs=5; [ "$n" -ge 250000 ] && runs=2
    time_command "$runs" "merge, $n events" "$BIN" merge "$WORK/$n/a.round" "$WORK/$n/b.round" -o "$WORK/$n/out.round"
    if [ -x /usr/bin/time ]; then
        # (merge exits 1 when the round has discrepancies, as these do)
        peak=$({ /usr/bin/time -v "$BIN" merge "$WORK/$n/a.round" "$WORK/$n/b.round" -o "$WORK/$n/out.round" 2>&1 >/dev/null || true; } \
            | awk -F: '/Maximum resident/ { printf "%.0f", $2 / 1024 }')
        printf "%-44s peak %6s MiB\n" "  memory, $n events" "$peak"
    fi
    time_command "$runs" "  parse one copy (check), $n events" "$BIN" -C "$WORK/book$n" check
done
cd "$WORK/normal"
cp a.round A.tmp
time_command 50 "merge-driver, 7 players x 18 holes" --prepare "cp a.round A.tmp" "$BIN" merge-driver base.round A.tmp b.round rounds/x.round
time_command 50 "process start (--version), for scale" "$BIN" --version

if (( PROFILE )); then
    echo
    echo "profile of merge, 100000 events (callgrind; instruction counts do not depend on machine load):"
    out="$WORK/callgrind.out"
    { valgrind --tool=callgrind --callgrind-out-file="$out" "$BIN" merge "$WORK/100000/a.round" "$WORK/100000/b.round" \
        -o "$WORK/100000/out.round" 2>&1 || true; } | awk '/refs/ { print "instructions: " $4 " in all" }'
    # Our functions only, demangled, inclusive cost (a caller includes its callees; the two parses
    # and the scorecard/text pair run on two threads, so these do not add up to wall time).
    callgrind_annotate --inclusive=yes "$out" 2>/dev/null | grep -E '^ *[0-9,]+ \(' | grep -E 'HyzerFormat|hyzer_text' \
        | grep -v 'compiler-generated' | sed -E 's/ \[[^]]*\]$//; s|[^ ]*/Sources/|Sources/|' \
        | { swift demangle --simplified 2>/dev/null || cat; } \
        | awk '{ key = $0; sub(/^ *[0-9,]+ +\([^)]*\) +/, "", key); if (!seen[key]++) print }' | sed -n 1,25p | cut -c1-150
fi
