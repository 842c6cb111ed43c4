#!/usr/bin/env bash
# Benchmarks the report commands on a generated five-year scorebook (250 rounds × 7 players × 18 holes,
# ~31,500 score lines), whole process, release build.
#
# Targets (issue 5): history < 50 ms, stats < 100 ms, card < 20 ms.
#
# Usage: scripts/bench-reports.sh [--rounds N] [--runs N] [--keep DIR]
# Uses hyperfine when installed (apt-get install hyperfine), else a plain timing loop. Exits 1 when a
# target is missed. Timings on a shared machine are noisy: read the mean together with the min.
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

swift build -c release >/dev/null
bin="$(swift build -c release --show-bin-path)/hyzer-text"
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

# Prints "mean min" in milliseconds for a command.
measure() {
    local command="$1"
    if command -v hyperfine >/dev/null; then
        local json
        json="$(mktemp)"
        hyperfine -N --warmup 3 --runs "$runs" --export-json "$json" "$command" >/dev/null 2>&1
        python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print("%.1f %.1f" % (r["mean"]*1000, r["min"]*1000))' "$json"
        rm -f "$json"
    else
        for _ in 1 2 3; do $command >/dev/null; done
        local times=()
        for _ in $(seq "$runs"); do
            local start end
            start=$(date +%s%N); $command >/dev/null; end=$(date +%s%N)
            times+=($(( (end - start) / 1000 )))
        done
        printf '%s\n' "${times[@]}" | awk '{ s += $1; if (min == "" || $1 < min) min = $1 } END { printf "%.1f %.1f\n", s / NR / 1000, min / 1000 }'
    fi
}

echo "$(nproc) cores; $(ls "$book/rounds" | wc -l) rounds, $(cat "$book"/rounds/*.round | grep -c '^[0-9]') score lines"
printf '%-40s %9s %9s %8s  %s\n' "command" "mean ms" "min ms" "target" "result"
missed=0
for entry in "${benchmarks[@]}"; do
    IFS='|' read -r name target command <<<"$entry"
    read -r mean min < <(measure "$command")
    verdict=ok
    if awk -v m="$mean" -v t="$target" 'BEGIN { exit !(m >= t) }'; then verdict=MISSED; missed=1; fi
    printf '%-40s %9s %9s %8s  %s\n' "$name" "$mean" "$min" "< $target" "$verdict"
done
exit $missed
