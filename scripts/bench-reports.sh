#!/usr/bin/env bash
# Benchmarks the report commands on a generated five-year scorebook (250 rounds × 7 players × 18 holes,
# ~31,500 score lines), whole process, release build.
#
# Targets (issue 5): history < 50 ms, stats < 100 ms, card < 20 ms.
#
# Usage: scripts/bench-reports.sh [--rounds N] [--runs N] [--keep DIR]
# Uses hyperfine when installed (apt-get install hyperfine), else a plain timing loop. Exits 1 when a
# target (judged on the median wall time) is missed. Times are milliseconds for the whole process.
# HYZER_BIN=PATH runs that binary instead of building this checkout (to compare two builds).
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=250 runs=30 keep=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --rounds) rounds="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        --keep) keep="$2"; shift 2 ;;
        *) echo "usage: $0 [--rounds N] [--runs N] [--keep DIR]" >&2; exit 64 ;;
    esac
done

[[ -n "${HYZER_BIN:-}" ]] || swift build -c release >/dev/null
bin=${HYZER_BIN:-$(swift build -c release --show-bin-path)/hyzer-text}
book="${keep:-$(mktemp -d)}"
[[ -n "$keep" ]] || trap 'rm -rf "$book"' EXIT
rm -rf "$book/rounds" "$book/courses"
python3 scripts/generate-scorebook.py "$book" --rounds "$rounds"
latest="$(ls "$book/rounds" | tail -1)"
latest="${latest%.round}"
export HYZER_NAME=Mike HYZER_DEVICE=bench NO_COLOR=1

# name | target ms | command
benchmarks=(
    "history|50|$bin -C $book history"
    "history --json|50|$bin -C $book history --json"
    "stats|100|$bin -C $book stats"
    "stats Mike|100|$bin -C $book stats Mike"
    "stats Mike --vs Jake --course cedar|100|$bin -C $book stats Mike --vs Jake --course cedar"
    "card|20|$bin -C $book card"
    "card --round LATEST --format svg|20|$bin -C $book card --round $latest --format svg"
    "show LATEST|20|$bin -C $book show $latest"
    "player Mike --round LATEST|20|$bin -C $book player Mike --round $latest"
)

# Prints "mean median min cpu" in milliseconds for a command (cpu = user + system, all threads).
measure() {
    local command="$1"
    if command -v hyperfine >/dev/null; then
        local json
        json="$(mktemp)"
        hyperfine -N --warmup 3 --runs "$runs" --export-json "$json" "$command" >/dev/null 2>&1
        python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print("%.1f %.1f %.1f %.1f" % (r["mean"]*1000, r["median"]*1000, r["min"]*1000, (r["user"]+r["system"])*1000))' "$json"
        rm -f "$json"
    else
        for _ in 1 2 3; do $command >/dev/null; done
        local times=()
        for _ in $(seq "$runs"); do
            local start end
            start=$(date +%s%N); $command >/dev/null; end=$(date +%s%N)
            times+=($(( (end - start) / 1000 )))
        done
        printf '%s\n' "${times[@]}" | sort -n | awk '{ v[NR] = $1; s += $1 } END { printf "%.1f %.1f %.1f -\n", s / NR / 1000, v[int((NR + 1) / 2)] / 1000, v[1] / 1000 }'
    fi
}

echo "$(nproc) cores; $(ls "$book/rounds" | wc -l) rounds, $(cat "$book"/rounds/*.round | grep -c '^[0-9]') score lines"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown) (other work on the machine inflates wall times; cpu is user + system)"
printf '%-38s %8s %8s %8s %8s %8s  %s\n' "command" "mean" "median" "min" "cpu" "target" "result"
missed=0
for entry in "${benchmarks[@]}"; do
    IFS='|' read -r name target command <<<"$entry"
    read -r mean median min cpu < <(measure "$command")
    # Judged on the median wall time (ms), which a few runs disturbed by other processes do not move.
    verdict=ok
    if awk -v m="$median" -v t="$target" 'BEGIN { exit !(m >= t) }'; then verdict=MISSED; missed=1; fi
    printf '%-38s %8s %8s %8s %8s %8s  %s\n' "$name" "$mean" "$median" "$min" "$cpu" "< $target" "$verdict"
done
exit $missed
