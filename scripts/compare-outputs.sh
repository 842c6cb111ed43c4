#!/usr/bin/env bash
# Every read-only command, two builds side by side: stdout, stderr and the exit code of each, on a copy
# of the bundled scorebook and on the generated benchmark books (scripts/bench-instructions.sh makes
# them), plus the help of every command, the manual page, the completion scripts and the static site.
# For a refactor that must change no output: prints each command that differs, and exits 1 if any did.
#
#   scripts/compare-outputs.sh OLD_BIN NEW_BIN
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -eq 2 ]] || { echo "usage: $0 OLD_BIN NEW_BIN" >&2; exit 64; }
old=$(realpath "$1") new=$(realpath "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HYZER_NOW=2026-11-21T10:30:00-08:00 HYZER_NAME=Mike HYZER_DEVICE=mike-phone NO_COLOR=1 COLUMNS=100
bench=${BENCH_DIR:-/tmp/hyzer-bench}

# The bundled scorebook, as a fresh clone has it (no .hyzer, no build).
mkdir -p "$work/book"
git ls-files -z courses rounds matches examples .scorebook | xargs -0 -I{} cp --parents {} "$work/book/"

commands=(
    "standings" "standings --json" "standings --pill" "standings --round 2026-10-03" "round list" "round list --json"
    "history" "history --json" "stats" "stats --json" "card" "card --format svg" "card --format html" "card --format markdown"
    "show" "show --json" "player Mike" "conflicts --all" "conflicts --all --json" "check" "ratings" "ratings --json"
    "handicap" "handicap --json" "course list" "match list" "match show 2026-11-14" "match status --match 2026-11-14"
    "match status --match 2026-11-14 --json" "match stats" "match ratings" "export csv" "export udisc --all"
    "help" "help --man" "completions bash" "completions zsh" "completions fish" "--version"
)
# Every command's help.
while read -r name; do commands+=("$name --help"); done < <("$new" help | awk '/^  [a-z]/ { sub(/^  /, ""); split($0, w, /  +/); print w[1] }')

differ=0
run() {  # run DIR ARGS… on both builds; report a difference
    local dir=$1; shift
    local a b
    a=$(cd "$dir" && { "$old" "$@" 2>&1; echo "exit $?"; } || true)
    b=$(cd "$dir" && { "$new" "$@" 2>&1; echo "exit $?"; } || true)
    if [[ "$a" != "$b" ]]; then
        differ=1
        echo "DIFFERS in $(basename "$dir"): hyzer-text $*"
        diff <(echo "$a") <(echo "$b") | head -10
    fi
}
for entry in "${commands[@]}"; do
    # shellcheck disable=SC2086
    run "$work/book" $entry
done
for book in rounds-250 one-round-2500; do
    [[ -d "$bench/$book" ]] || continue
    for entry in "check" "history" "stats" "standings" "card" "round list" "ratings"; do
        # shellcheck disable=SC2086
        run "$bench/$book" $entry
    done
done
# The static site, file by file.
(cd "$work/book" && "$old" site -o "$work/site-old" >/dev/null 2>&1 && "$new" site -o "$work/site-new" >/dev/null 2>&1) || true
if ! diff -r "$work/site-old" "$work/site-new" >/dev/null; then
    differ=1
    echo "DIFFERS: site -o DIR"
    diff -r "$work/site-old" "$work/site-new" | head -10
fi
if ((differ)); then echo "some outputs differ"; exit 1; fi
echo "identical: ${#commands[@]} commands on the bundled scorebook, the benchmark books and the site"
