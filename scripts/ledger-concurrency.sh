#!/usr/bin/env bash
# Concurrent ledger writes: PROCESSES processes at once (default 8), each writing WRITES lines
# (default 50) to one bag tag ledger with `tags claim` (a tag and a player of its own) and
# `tags trade` (two holders claimed before), on the real clock. Every write must succeed (the time is
# read under the scorebook's lock, so no write is refused as "dated before" one that landed first),
# every line must be in the file once, and `check` must be clean. Prints the counts; exits 1 on any
# refusal or loss. The suite runs a short, deterministic version (TagLedgerSyncEndToEndTests).
#
#   scripts/ledger-concurrency.sh [PROCESSES] [WRITES]
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"
processes="${1:-8}"
writes="${2:-50}"
bench_binary --product
book=$(mktemp -d /tmp/hyzer-ledger-XXXXXX)
trap 'rm -rf "$book"' EXIT
export HYZER_NAME=Mike HYZER_DEVICE=mike-phone
unset HYZER_NOW
"$BIN" -C "$book" init --no-git --name Mike --device mike-phone >/dev/null
"$BIN" -C "$book" tags claim 1 Mike --date 2026-09-01 >/dev/null
"$BIN" -C "$book" tags claim 2 Jake --date 2026-09-01 >/dev/null
worker() {
    local p=$1 refused=0 w tag
    for ((w = 0; w < writes; w++)); do
        if ((w % 5 == 4)); then
            "$BIN" -C "$book" tags trade Mike Jake >/dev/null 2>>"$book/.refused-$p" || refused=$((refused + 1))
        else
            tag=$((100 + p * writes + w))
            "$BIN" -C "$book" tags claim "$tag" "Player P$p W$w" >/dev/null 2>>"$book/.refused-$p" || refused=$((refused + 1))
        fi
    done
    echo "$refused" >"$book/.count-$p"
}
start=$(date +%s)
for ((p = 0; p < processes; p++)); do worker "$p" & done
wait
seconds=$(( $(date +%s) - start ))
refused=$(cat "$book"/.count-* | paste -sd+ | bc)
lines=$(grep -c ' @mike-phone\.' "$book/tags/club.tags")
expected=$((2 + processes * writes))
distinct=$(grep -o ' @mike-phone\.[0-9]*' "$book/tags/club.tags" | sort -u | wc -l)
check=0
"$BIN" -C "$book" check >/dev/null 2>"$book/.check" || check=$?
echo "$((processes * writes)) writes from $processes processes in ${seconds} s: $refused refused, $((expected - lines)) lost, $((lines - distinct)) identities repeated, check exit $check"
if ((refused > 0)); then head -5 "$book"/.refused-*; fi
[[ $refused == 0 && $lines == "$expected" && $distinct == "$lines" && $check == 0 ]]
