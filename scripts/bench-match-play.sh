#!/usr/bin/env bash
# `match play`: from a key press to the new screen written (issue 12, item 10: within one frame,
# 16.7 ms at 60 Hz). Runs `match play` in a private tmux server (100x40) on a match with a five-game
# log (scripts/lib/match-book.sh) and presses keys one at a time: a, u, b, u, … (each a rally or an
# undo, so each appends a line and redraws; the score stays in game 5). The program itself measures
# each key: with HYZER_KEY_TIMING=FILE set, the full-screen loop appends the microseconds from the
# wake-up that read the key to the frame written (record through the library, re-read of the file,
# frame built and written). tmux's own latency is not in it. Release build.
#
#   scripts/bench-match-play.sh [KEYS]    # default 200
#
# HYZER_BIN=PATH runs that binary instead of building this checkout. Needs tmux.
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"
source scripts/lib/match-book.sh

KEYS=${1:-200}
bench_binary --product
command -v tmux >/dev/null || { echo "tmux is not installed" >&2; exit 1; }
book="$BENCH_DIR/match"
file=$(make_match_book "$book" "$BIN")
timing=$(mktemp)
socket="hyzer-bench-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -f "$timing"; cp "$book/.template.match" "$file"' EXIT

tmux -L "$socket" -f /dev/null new-session -d -s main -x 100 -y 40 -- \
    env -u NO_COLOR TERM=xterm-256color HYZER_KEY_TIMING="$timing" "$BIN" -C "$book" match play
until tmux -L "$socket" capture-pane -p -t main | grep -q 'u undo'; do sleep 0.05; done
: > "$timing"  # the first frame is not a key's

keys=(a u b u)
for ((i = 0; i < KEYS; i++)); do
    tmux -L "$socket" send-keys -t main "${keys[i % 4]}"
    # One key at a time: wait for its frame before the next.
    until [[ $(wc -l < "$timing") -gt $i ]]; do sleep 0.005; done
done
tmux -L "$socket" send-keys -t main q

echo "$(grep -c '^[0-9]' "$file") entry lines after the run; load average $(cut -d' ' -f1-3 /proc/loadavg)"
sort -n "$timing" | awk '{ t[NR] = $1 } END {
    printf "key -> frame written: median %.2f ms, p95 %.2f ms, max %.2f ms over %d keys (target: within one frame, 16.7 ms)\n",
           t[int((NR + 1) / 2)] / 1000, t[int(NR * 0.95 + 0.5)] / 1000, t[NR] / 1000, NR }'
