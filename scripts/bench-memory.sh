#!/usr/bin/env bash
# Measures peak memory (release build): every command that reads one file, the merge driver and the
# language server, on a hostile file of each shape (scripts/generate-hostile.py: comment lines, long
# lines, many short score lines, many players, conflict blocks, bad lines, a team round, a match of
# rallies, a ledger, a league, a course) at 60 MiB, just under the 64 MiB bound of a scorebook file.
# scripts/bench-memory.py runs each under GNU time and prints the table of docs/PERFORMANCE.md
# ("Memory"): input size, peak resident memory, peak ÷ input. The bound it checks: every row under
# 8 × the input + 32 MiB (512 MiB for a 60 MiB file).
#
#   scripts/bench-memory.sh [--mib N] [--lines N] [--markdown] [--only SHAPE …] [--command NAME …] [--limit-mib N]
#
#   --mib N        the size of each file (default 60)
#   --lines N      the lines of each file at most (default 262144, the line bound of a scorebook file)
#   --markdown     the table as Markdown, as docs/PERFORMANCE.md shows it
#   --only SHAPE   one shape (repeat); --command NAME one command, as the table names it (repeat)
#   --limit-mib N  each process's address space (default 4096): a run that needs more dies there and
#                  its figure is marked `!`, a lower bound
#
# The files are generated once into $BENCH_DIR/memory-MIB-LINES (default /tmp/hyzer-bench) and reused.
# HYZER_BIN=PATH runs that binary instead of building this checkout (to compare two builds). Exits 1
# when a row is over the bound.
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"

mib=60
lines=262144
args=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --mib) mib=$2; shift 2 ;;
        --lines) lines=$2; shift 2 ;;
        --markdown) args+=(--markdown); shift ;;
        --only|--command|--limit-mib) args+=("$1" "$2"); shift 2 ;;
        *) echo "usage: $0 [--mib N] [--lines N] [--markdown] [--only SHAPE …] [--command NAME …] [--limit-mib N]" >&2; exit 64 ;;
    esac
done
[[ -x /usr/bin/time ]] || { echo "bench-memory.sh needs GNU time (apt-get install -y time)" >&2; exit 69; }
bench_binary --product
data="$BENCH_DIR/memory-$mib-$lines"
python3 scripts/generate-hostile.py "$data" --mib "$mib" --lines "$lines" > "$data.shapes"
echo "# $(bench_machine); files of $mib MiB in $data"
python3 scripts/bench-memory.py "$BIN" "$data.shapes" --bound-factor 8 --bound-base-mib 32 "${args[@]}"
