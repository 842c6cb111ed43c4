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
#
# Uses hyperfine when installed (apt-get install -y hyperfine), else a plain loop; peak memory comes
# from GNU time (`/usr/bin/time -v`; apt-get install -y time). Scorebooks are generated once with
# scripts/generate-scorebook.py into $BENCH_DIR (default /tmp/hyzer-bench) and reused. On a shared
# machine the wall-clock means carry other jobs' load: compare the minimum and the CPU column, or run
# with `nice -n -10 scripts/bench.sh`.
# HYZER_BIN=PATH runs that binary instead of building this checkout (to compare two builds).
set -euo pipefail
cd "$(dirname "$0")/.."

PROFILE=0
[[ "${1:-}" == "--profile" ]] && PROFILE=1
BENCH_DIR=${BENCH_DIR:-/tmp/hyzer-bench}
RUNS=${RUNS:-20}

[[ -n "${HYZER_BIN:-}" ]] || swift build -c release --product hyzer-text >/dev/null
BIN=${HYZER_BIN:-$(swift build -c release --show-bin-path)/hyzer-text}
mkdir -p "$BENCH_DIR"

generate() {  # generate ROUNDS → prints the scorebook path
    local rounds=$1 dir="$BENCH_DIR/rounds-$1"
    if [[ ! -f "$dir/.complete" ]]; then
        rm -rf "$dir"
        python3 scripts/generate-scorebook.py "$dir" --rounds "$rounds" >&2
        touch "$dir/.complete"
    fi
    echo "$dir"
}

events() { grep -h -c '^[0-9]' "$1"/rounds/*.round | paste -sd+ | bc; }

# time_ms COMMAND... → prints "mean min cpu" in milliseconds: wall-clock mean and minimum, and the mean
# CPU time (user + system), which depends much less on what else the machine is doing.
time_ms() {
    if command -v hyperfine >/dev/null; then
        local json
        json=$(mktemp)
        hyperfine -N --warmup 3 --runs "$RUNS" --export-json "$json" "$*" >/dev/null 2>&1
        python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['results'][0]; print(f\"{r['mean']*1000:.1f} {r['min']*1000:.1f} {(r['user']+r['system'])*1000:.1f}\")" "$json"
        rm -f "$json"
    else
        local best=999999 total=0 start end elapsed
        for _ in $(seq "$RUNS"); do
            start=$(date +%s%N); "$@" >/dev/null 2>&1 || true; end=$(date +%s%N)
            elapsed=$(( (end - start) / 1000 ))
            total=$(( total + elapsed )); (( elapsed < best )) && best=$elapsed
        done
        python3 -c "print(f'{$total/$RUNS/1000:.1f} {$best/1000:.1f} $(cpu_ms "$@")')"
    fi
}

# cpu_ms COMMAND... → user+system CPU time of one run, in ms (less sensitive to other load).
cpu_ms() { /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -1 | awk '{ printf "%.0f", ($1 + $2) * 1000 }'; }

# peak_mib COMMAND... → maximum resident set size in MiB.
peak_mib() { /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F: '/Maximum resident/ { printf "%.1f", $2 / 1024 }'; }

verdict() { python3 -c "import sys; print('ok' if float(sys.argv[1]) < float(sys.argv[2]) else 'MISSED')" "$1" "$2"; }

FIVE=$(generate 250)
THOUSAND=$(generate 1000)
FIFTY=$(generate 2500)
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
