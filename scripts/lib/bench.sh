# scripts/lib/bench.sh: what every benchmark shares. Source it (`source scripts/lib/bench.sh`); it is
# not run on its own. Sourcing it moves to the repository root and sets:
#
#   BENCH_DIR   where generated scorebooks and rounds are kept and reused (default /tmp/hyzer-bench)
#   HYZER_BIN   when set, the binary to measure instead of this checkout's release build (to compare
#               two builds); `bench_binary` reads it
#   HYZER_STATIC=1  builds this checkout as scripts/release.sh builds the binary it ships: the Swift
#               runtime linked in (--static-swift-stdlib, in .build-release), which starts about
#               1.5 ms sooner than the default release build
#
# and defines:
#
#   bench_binary [--product]      sets BIN: $HYZER_BIN, else builds this checkout in release mode
#                                 (`--product`: only the hyzer-text product) and uses that
#   bench_time [options] -- CMD…  times CMD as a whole process; prints "mean median min max cpu" in ms
#   bench_stats                   reads times in ms, one a line; prints "min N ms  median N ms  max N ms"
#   bench_now_ns                  a monotonic-enough clock for hand-timed steps (date +%s%N)
#   bench_cpu_ms CMD…             user + system CPU time of one run, in ms
#   bench_peak_mib CMD…           the peak resident memory of one run, in MiB (GNU time)
#   bench_scorebook ROUNDS [FLAG VALUE…]
#                                 a generated scorebook of ROUNDS finished rounds in $BENCH_DIR (made once
#                                 with scripts/generate-scorebook.py, given any further flags, such as
#                                 `--unfinished 1`); prints its path
#   bench_machine                 one line: cores, load average, and the timer in use
#
# The timer is the same everywhere: hyperfine (-N, no shell) when it is installed, else a loop timed
# with `date +%s%N`. On a shared machine the wall clock carries other jobs' load: compare the minimum,
# or instruction counts (scripts/bench-instructions.sh).

cd "$(dirname "${BASH_SOURCE[0]}")/../.."
BENCH_DIR=${BENCH_DIR:-/tmp/hyzer-bench}
mkdir -p "$BENCH_DIR"

bench_binary() {
    if [[ -n "${HYZER_BIN:-}" ]]; then
        BIN=$HYZER_BIN
    else
        local flags=(-c release)
        [[ "${HYZER_STATIC:-0}" == 1 ]] && flags+=(--static-swift-stdlib --scratch-path .build-release)
        if [[ "${1:-}" == "--product" ]]; then
            swift build "${flags[@]}" --product hyzer-text >/dev/null
        else
            swift build "${flags[@]}" >/dev/null
        fi
        BIN="$(swift build "${flags[@]}" --show-bin-path)/hyzer-text"
    fi
}

# bench_time [--runs N] [--warmup N] [--prepare SHELL-COMMAND] [--ignore-failure] -- CMD…
# Runs CMD (words, run without a shell) RUNS times (default $RUNS, else 20) after WARMUP runs (default
# 3), PREPARE before each run; prints "mean median min max cpu" in milliseconds, cpu being user +
# system of all threads (mean over the runs with hyperfine, one run with the loop; "-" without GNU time).
# A non-zero exit of CMD fails the benchmark unless --ignore-failure.
bench_time() {
    local runs=${RUNS:-20} warmup=3 prepare="" ignore=0
    while [[ $# -gt 0 ]]; do
        case "$1" in
            --runs) runs=$2; shift 2 ;;
            --warmup) warmup=$2; shift 2 ;;
            --prepare) prepare=$2; shift 2 ;;
            --ignore-failure) ignore=1; shift ;;
            --) shift; break ;;
            *) break ;;
        esac
    done
    if command -v hyperfine >/dev/null; then
        local json quoted="" word
        json=$(mktemp)
        for word in "$@"; do quoted+="'${word//\'/\'\\\'\'}' "; done
        local options=(-N --style none --warmup "$warmup" --runs "$runs" --export-json "$json")
        if [[ -n "$prepare" ]]; then options+=(--prepare "$prepare"); fi
        if [[ $ignore == 1 ]]; then options+=(-i); fi
        if ! hyperfine "${options[@]}" "$quoted" >/dev/null 2>&1; then
            echo "bench_time: $* failed (hyperfine ${options[*]} \"$quoted\")" >&2
            rm -f "$json"
            return 1
        fi
        python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print("%.2f %.2f %.2f %.2f %.2f" % (r["mean"]*1000, r["median"]*1000, r["min"]*1000, r["max"]*1000, (r["user"]+r["system"])*1000))' "$json"
        rm -f "$json"
    else
        local times=() start end status
        for ((i = 0; i < warmup + runs; i++)); do
            if [[ -n "$prepare" ]]; then bash -c "$prepare"; fi
            start=$(date +%s%N)
            status=0; "$@" >/dev/null 2>&1 || status=$?
            end=$(date +%s%N)
            if [[ $status != 0 && $ignore == 0 ]]; then echo "bench_time: $* exited $status" >&2; return 1; fi
            if (( i >= warmup )); then times+=($(( (end - start) / 1000 ))); fi
        done
        if [[ -n "$prepare" ]]; then bash -c "$prepare"; fi
        local cpu
        cpu=$(bench_cpu_ms "$@")
        printf '%s\n' "${times[@]}" | sort -n | awk -v cpu="${cpu:--}" '{ v[NR] = $1; s += $1 } END {
            printf "%.2f %.2f %.2f %.2f %s\n", s / NR / 1000, v[int((NR + 1) / 2)] / 1000, v[1] / 1000, v[NR] / 1000, cpu }'
    fi
}

bench_stats() {
    sort -n | awk '{ a[NR] = $1 } END { printf "min %d ms  median %d ms  max %d ms\n", a[1], a[int((NR + 1) / 2)], a[NR] }'
}

bench_now_ns() { date +%s%N; }

bench_cpu_ms() {
    [[ -x /usr/bin/time ]] || { echo "-"; return; }
    # (a command that exits non-zero still has a CPU time: time's own status is not the point here)
    { /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null || true; } | tail -1 | awk '{ printf "%.0f", ($1 + $2) * 1000 }'
}

bench_peak_mib() {
    { /usr/bin/time -v "$@" 2>&1 >/dev/null || true; } | awk -F: '/Maximum resident/ { printf "%.1f", $2 / 1024 }'
}

bench_scorebook() {
    local rounds=$1; shift
    local dir="$BENCH_DIR/rounds-$rounds"
    local flag
    for flag in "$@"; do dir+="-${flag#--}"; done  # rounds-2500-unfinished-1
    if [[ ! -f "$dir/.complete" ]]; then
        rm -rf "$dir"
        python3 scripts/generate-scorebook.py "$dir" --rounds "$rounds" "$@" >&2
        touch "$dir/.complete"
    fi
    echo "$dir"
}

bench_machine() {
    echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); timer: $(command -v hyperfine >/dev/null && hyperfine --version || echo 'shell loop (date +%s%N)')"
}
