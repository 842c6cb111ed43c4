#!/usr/bin/env bash
# Benchmark of hyzer-text on generated scorebooks (issue 2, Performance). Release build.
#
#   scripts/bench.sh              # targets + scaling; figures go into docs/PERFORMANCE.md by hand
#   scripts/bench.sh --profile    # also profile `check` on the 5-year scorebook with callgrind
#
# Targets (whole process, wall clock, this 2-core machine):
#   standings on one round                  < 20 ms
#   check, 5-year scorebook  (~31,500 events) < 40 ms and < 30 MiB peak memory
#   check, 50-year scorebook (~315,000 events) < 300 ms and < 100 MiB peak memory
#   the same with no round finished (2,500 active) < 300 ms and < 100 MiB: a group that never types
#                                               `round finish` pays no more
#
# Uses hyperfine when installed (apt-get install -y hyperfine), else a plain loop; peak memory comes
# from GNU time (`/usr/bin/time -v`; apt-get install -y time). Scorebooks are generated once with
# scripts/generate-scorebook.py into $BENCH_DIR (default /tmp/hyzer-bench) and reused. On a shared
# machine the wall-clock means carry other jobs' load: compare the minimum and the CPU column, or run
# with `nice -n -10 scripts/bench.sh`.
# HYZER_BIN=PATH runs that binary instead of building this checkout (to compare two builds).
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"

PROFILE=0
[[ "${1:-}" == "--profile" ]] && PROFILE=1
RUNS=${RUNS:-20}
bench_binary --product

generate() { bench_scorebook "$1"; }  # generate ROUNDS → prints the scorebook path

events() { grep -h -c '^[0-9]' "$1"/rounds/*.round | paste -sd+ | bc; }

# time_ms COMMAND... → prints "mean min cpu" in milliseconds: wall-clock mean and minimum, and the mean
# CPU time (user + system), which depends much less on what else the machine is doing.
time_ms() {
    local mean median min max cpu
    read -r mean median min max cpu < <(bench_time --runs "$RUNS" --ignore-failure -- "$@")
    printf '%.1f %.1f %s\n' "$mean" "$min" "$cpu"
}

peak_mib() { bench_peak_mib "$@"; }  # peak_mib COMMAND... → maximum resident set size in MiB

verdict() { python3 -c "import sys; print('ok' if float(sys.argv[1]) < float(sys.argv[2]) else 'MISSED')" "$1" "$2"; }

FIVE=$(generate 250)
THOUSAND=$(generate 1000)
FIFTY=$(generate 2500)
UNFINISHED=$(bench_scorebook 2500 --unfinished 1)
ROUNDS=("$FIVE"/rounds/*.round)  # (not `ls | head`: with pipefail, SIGPIPE would end the script)
ROUND=$(basename "${ROUNDS[0]}")

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "binary:  $BIN ($("$BIN" --version))"
echo "timer:   $(command -v hyperfine >/dev/null && hyperfine --version || echo 'shell loop') × $RUNS runs, wall clock"
echo
printf '%-34s %10s %10s %10s %10s  %s\n' "benchmark" "mean ms" "min ms" "cpu ms" "peak MiB" "target"
row() {  # row NAME TARGET_MS TARGET_MIB COMMAND...
    local name=$1 target_ms=$2 target_mib=$3; shift 3
    local mean min cpu mib
    read -r mean min cpu < <(time_ms "$@")
    mib=$(peak_mib "$@")
    local note="< ${target_ms} ms: $(verdict "$mean" "$target_ms") (mean), $(verdict "$min" "$target_ms") (min)"
    [[ "$target_mib" != "-" ]] && note+="; < ${target_mib} MiB: $(verdict "$mib" "$target_mib")"
    printf '%-34s %10s %10s %10s %10s  %s\n' "$name" "$mean" "$min" "$cpu" "$mib" "$note"
}
row "standings, one round" 20 - "$BIN" -C "$FIVE" standings --round "${ROUND%.round}"
row "check, 5-year ($(events "$FIVE") events)" 40 30 "$BIN" -C "$FIVE" check
row "check, 50-year ($(events "$FIFTY") events)" 300 100 "$BIN" -C "$FIFTY" check
row "check, 50-year, none finished" 300 100 "$BIN" -C "$UNFINISHED" check

echo
echo "scaling of check (time vs events):"
printf '%8s %10s %10s %10s %10s %12s\n' "rounds" "events" "mean ms" "min ms" "cpu ms" "cpu µs/event"
for dir in "$FIVE" "$THOUSAND" "$FIFTY"; do
    n=$(events "$dir")
    read -r mean min cpu < <(time_ms "$BIN" -C "$dir" check)
    files=("$dir"/rounds/*.round)
    printf '%8s %10s %10s %10s %10s %12s\n' "${#files[@]}" "$n" "$mean" "$min" "$cpu" \
        "$(python3 -c "print(f'{$cpu*1000/$n:.2f}')")"
done

if (( PROFILE )); then
    echo
    echo "profile of check on the 5-year scorebook (callgrind, inclusive, top entries):"
    out=$(mktemp)
    refs=$(valgrind --tool=callgrind --callgrind-out-file="$out" "$BIN" -C "$FIVE" check 2>&1 | awk '/refs/ { gsub(",", "", $4); print $4 }')
    echo "instructions: $refs in all, $(( refs / $(events "$FIVE") )) per score line (independent of machine load)"
    # Our functions only, demangled, inclusive cost (a caller includes its callees).
    callgrind_annotate --inclusive=yes "$out" 2>/dev/null | grep -E '^ *[0-9,]+ \(' | grep -E 'HyzerFormat|hyzer_text' \
        | grep -v 'compiler-generated' | sed -E 's/ \[[^]]*\]$//; s|[^ ]*/Sources/|Sources/|' \
        | { swift demangle --simplified 2>/dev/null || cat; } \
        | awk '{ key = $0; sub(/^ *[0-9,]+ +\([^)]*\) +/, "", key); if (!seen[key]++) print }' | sed -n 1,30p | cut -c1-150
    rm -f "$out"
fi
