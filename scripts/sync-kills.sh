#!/usr/bin/env bash
# The kill-point harness, long version (issue 42, item 3): a clone that keeps syncing (`sync`,
# `sync --watch`, `serve --scoring --sync`) is killed with SIGKILL hundreds of times, at random
# moments and at named kill points, with a slow hub and a slow network, while other processes keep
# scoring in it and a second clone keeps pushing. After each kill the next command must find every
# acknowledged score once; at the end the clones converge with a clean `check --history`. Prints the
# figures (docs/PERFORMANCE.md). Release build. `SyncKillPointTests` is the short version.
#
#   scripts/sync-kills.sh [KILLS] [SEED]     # default 300 kills, seed 1
#
# HYZER_BIN=PATH runs that binary instead of building this checkout; KILLS_DIR (default
# /tmp/hyzer-sync-kills) is wiped and reused; NETWORK_MS and HOOK_MS (default 300 and 200) are the
# longest pauses of the network and of the hub's hooks.
set -euo pipefail
cd "$(dirname "$0")/.."
kills="${1:-300}"; seed="${2:-1}"
[[ -n "${HYZER_BIN:-}" ]] || swift build -c release --product hyzer-text >/dev/null
BIN=${HYZER_BIN:-$(swift build -c release --show-bin-path)/hyzer-text}
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
python3 scripts/sync-kills.py "$BIN" "${KILLS_DIR:-/tmp/hyzer-sync-kills}" --kills "$kills" --seed "$seed" \
    --network-ms "${NETWORK_MS:-300}" --hook-ms "${HOOK_MS:-200}"
