#!/usr/bin/env bash
# Instruction counts (callgrind: independent of machine load) of the benchmarked commands, for two
# builds side by side: the before/after table of a refactor (docs/PERFORMANCE.md).
#
#   scripts/bench-instructions.sh OLD_BIN [NEW_BIN]    # NEW_BIN defaults to this checkout's release build
#
# Scorebooks and rounds are generated once into $BENCH_DIR (default /tmp/hyzer-bench) with the same
# generators as bench.sh, bench-merge.sh and bench-one-round.sh (run bench-one-round.sh once first for
# its one-round scorebooks). Each command runs on a fresh copy where it writes.
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"
[[ $# -ge 1 ]] || { echo "usage: $0 OLD_BIN [NEW_BIN]" >&2; exit 64; }
old=$1
if [[ -n "${2:-}" ]]; then new=$2; else HYZER_BIN="" bench_binary --product; new=$BIN; fi
for rounds in 250 2500; do bench_scorebook "$rounds" >/dev/null; done
for events in normal 10000 100000; do
    dir="$BENCH_DIR/merge-$events"
    if [[ ! -f "$dir/b.round" ]]; then
        if [[ $events == normal ]]; then python3 scripts/generate-round.py "$dir" --players 7 --holes 18 >/dev/null
        else python3 scripts/generate-round.py "$dir" --events "$events" >/dev/null; fi
    fi
done
[[ -d "$BENCH_DIR/one-round-fresh" ]] || { echo "run scripts/bench-one-round.sh once first" >&2; exit 66; }
export HYZER_NAME=Mike HYZER_DEVICE=bench NO_COLOR=1

count() {  # count BIN ARGS… → instructions in millions
    local bin=$1; shift
    local log
    log=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$@" >/dev/null 2>"$log" || true
    awk '/refs:/ { gsub(",", "", $NF); printf "%.1f", $NF / 1e6 }' "$log"
    rm -f "$log"
}

b250=$BENCH_DIR/rounds-250 b2500=$BENCH_DIR/rounds-2500 fresh=$BENCH_DIR/one-round-fresh big=$BENCH_DIR/one-round-2500
cases=(
    "check, 250 rounds|-C $b250 check"
    "check, 2,500 rounds|-C $b2500 check"
    "fmt --check, 250 rounds|-C $b250 fmt --check"
    "history, 250 rounds|-C $b250 history"
    "stats, 250 rounds|-C $b250 stats"
    "card, 250 rounds|-C $b250 card"
    "merge, 7 players × 18 holes|merge $BENCH_DIR/merge-normal/a.round $BENCH_DIR/merge-normal/b.round"
    "merge, 10,000 events|merge $BENCH_DIR/merge-10000/a.round $BENCH_DIR/merge-10000/b.round"
    "merge, 100,000 events|merge $BENCH_DIR/merge-100000/a.round $BENCH_DIR/merge-100000/b.round"
    "standings, fresh scorebook|-C $fresh standings"
    "standings, 2,500 rounds|-C $big standings"
    "card, fresh scorebook|-C $fresh card"
    "card, 2,500 rounds|-C $big card"
    "say --dry-run, fresh scorebook|-C $fresh say Mike 3, Jake 4 --dry-run"
    "say --dry-run, 2,500 rounds|-C $big say Mike 3, Jake 4 --dry-run"
)
printf '| %-34s | %12s | %12s | %7s |\n' "command" "before (M)" "after (M)" "change"
printf '|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..36})" "$(printf -- '-%.0s' {1..14})" "$(printf -- '-%.0s' {1..14})" "$(printf -- '-%.0s' {1..9})"
for entry in "${cases[@]}"; do
    label=${entry%%|*}; args=${entry#*|}
    # shellcheck disable=SC2086
    before=$(count "$old" $args); after=$(count "$new" $args)
    change=$(python3 -c "print(f'{($after - $before) / $before * 100:+.1f}%')")
    printf '| %-34s | %12s | %12s | %7s |\n' "$label" "$before" "$after" "$change"
done
