#!/usr/bin/env bash
# Does a one-round command cost more as history grows? (issue 11, item 9)
#
# Runs `standings`, `card`, `say --dry-run` and `score` (each on the active round, found without
# --round) on two scorebooks that hold the same active round: a fresh one (that round only) and one
# with 2,500 finished rounds of history. Target: on the big scorebook each stays within 2 ms of its
# time on the fresh one. Release build.
#
#   scripts/bench-one-round.sh              # hyperfine wall times (mean, min) and the difference
#   scripts/bench-one-round.sh --callgrind  # also instructions (callgrind: independent of the load)
#
# Scorebooks go to $BENCH_DIR (default /tmp/hyzer-bench) and are reused.
# HYZER_BIN=PATH runs that binary instead of building this checkout (to compare two builds).
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"

CALLGRIND=0
[[ "${1:-}" == "--callgrind" ]] && CALLGRIND=1
RUNS=${RUNS:-30}

bench_binary --product

# The active round both scorebooks hold: seven players, six holes played.
active_round() {
    cat <<'EOF'
course Cedar Creek
started 2026-11-21T09:30:00-08:00
organizer Mike
pars 3 3 3 4 3 3 3 3 5 3 3 3 3 4 3 3 3 3
player Mike
player Jake
player Sarah
player Nate
player Priya
player Lena
player Sam

EOF
    local seq=0
    for hole in 1 2 3 4 5 6; do
        for player in Mike Jake Sarah Nate Priya Lena Sam; do
            seq=$((seq + 1))
            echo "$hole $player $(( 2 + (hole + seq) % 3 )) @bench-phone.$seq by=Mike at=2026-11-21T17:$(printf '%02d' $((30 + hole))):00Z"
        done
    done
}

make_book() {  # make_book DIR ROUNDS: a scorebook with ROUNDS finished rounds and the active round
    local dir=$1 rounds=$2
    if [[ ! -f "$dir/.complete" ]]; then
        rm -rf "$dir"
        if [[ "$rounds" -gt 0 ]]; then
            python3 scripts/generate-scorebook.py "$dir" --rounds "$rounds" >&2
        else
            mkdir -p "$dir/courses" "$dir/rounds"
            cp courses/*.course "$dir/courses/"
        fi
        touch "$dir/.complete"
    fi
    active_round > "$dir/rounds/2026-11-21-cedar-creek-bench-phone.round"
    printf '# bench\nname Mike\ndevice bench-phone\n' > "$dir/.identity-template"
    mkdir -p "$dir/.hyzer" && cp "$dir/.identity-template" "$dir/.hyzer/identity"
}

fresh="$BENCH_DIR/one-round-fresh"
big="$BENCH_DIR/one-round-2500"
make_book "$fresh" 0
make_book "$big" 2500
cp "$fresh/rounds/2026-11-21-cedar-creek-bench-phone.round" "$BENCH_DIR/active.round"

commands=(
    "standings|standings"
    "card|card"
    "say --dry-run|say Mike 3, Jake 4 --dry-run"
    "score|score Mike 3"
)

measure() {  # measure BOOK ARGS… → "mean min" in ms; `score` gets its round file reset before each run
    local book=$1; shift
    local prepare="cp $BENCH_DIR/active.round $book/rounds/2026-11-21-cedar-creek-bench-phone.round"
    local mean median min max cpu
    read -r mean median min max cpu < <(bench_time --runs "$RUNS" --prepare "$prepare" --ignore-failure -- "$BIN" -C "$book" "$@")
    echo "$mean $min"
}

instructions() {  # instructions BOOK ARGS… → instruction count (callgrind)
    local book=$1; shift
    cp "$BENCH_DIR/active.round" "$book/rounds/2026-11-21-cedar-creek-bench-phone.round"
    local out
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$BIN" -C "$book" "$@" >/dev/null 2>"$out" || true
    grep -o 'Collected : [0-9]*' "$out" | grep -o '[0-9]*'
    rm -f "$out"
}

echo "$(ls "$big/rounds" | wc -l) rounds in the big scorebook; load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-16s %22s %22s %10s  %s\n' "command" "fresh mean/min (ms)" "2,500 mean/min (ms)" "min diff" "target: within 2 ms"
for entry in "${commands[@]}"; do
    IFS='|' read -r name args <<<"$entry"
    # shellcheck disable=SC2086
    read -r fmean fmin < <(measure "$fresh" $args)
    # shellcheck disable=SC2086
    read -r bmean bmin < <(measure "$big" $args)
    diff=$(awk -v a="$bmin" -v b="$fmin" 'BEGIN { printf "%.2f", a - b }')
    verdict=$(awk -v d="$diff" 'BEGIN { print (d <= 2 ? "met" : "MISSED") }')
    printf '%-16s %22s %22s %10s  %s\n' "$name" "$fmean / $fmin" "$bmean / $bmin" "$diff" "$verdict"
    if [[ $CALLGRIND == 1 ]]; then
        # shellcheck disable=SC2086
        printf '%-16s %22s %22s   instructions\n' "" "$(instructions "$fresh" $args)" "$(instructions "$big" $args)"
    fi
done
cp "$BENCH_DIR/active.round" "$fresh/rounds/2026-11-21-cedar-creek-bench-phone.round"
cp "$BENCH_DIR/active.round" "$big/rounds/2026-11-21-cedar-creek-bench-phone.round"
