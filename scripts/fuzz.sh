#!/usr/bin/env bash
# Fuzzes hyzer-text (release build) with mutations of the bundled courses/, rounds/ and examples/:
# byte flips, duplicated, deleted and cut lines, long lines, control and bidi characters, invalid
# UTF-8, huge numbers, random tokens, conflict markers, CRLF, a BOM … Each case runs check, fmt
# (--check and rewriting), standings and the reports, merge and merge-driver on two mutated copies,
# and `score` racing `fmt` or another `score` on one scorebook; it fails on a crash (exit >= 128 or
# 70), a hang, a diagnostic without path:line:col, a raw control character in the output, a lost
# acknowledged score or a half-written file. See docs/PERFORMANCE.md, "Fuzzing".
#
#   scripts/fuzz.sh                     # 200 cases, seed 1
#   scripts/fuzz.sh 20000               # 20,000 cases
#   scripts/fuzz.sh 5000 --seed 7       # another seed
#   scripts/fuzz.sh --seed 1 --case 42  # replay one case (the reproducer names it)
#
# Options after the count go to scripts/fuzz.py: --jobs N (default 2), --timeout S (default 20),
# --output DIR (default $TMPDIR/hyzer-fuzz: failing cases are saved there as case-N/).
# Exits 0 when every case passed, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

CASES=200
if [[ $# -gt 0 && "$1" =~ ^[0-9]+$ ]]; then CASES=$1; shift; fi

swift build -c release --product hyzer-text >/dev/null
BIN="$(swift build -c release --show-bin-path)/hyzer-text"
exec python3 scripts/fuzz.py --binary "$BIN" --cases "$CASES" "$@"
