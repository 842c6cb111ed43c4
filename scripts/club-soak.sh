#!/usr/bin/env bash
# A club day through one hub (issue 22): N clones of a bare hub in groups of four score a round hole
# by hole (and each group's first clone keeps a pickleball match), syncing in concurrent waves of
# 8-24 clones (the last hole: everyone syncs at once, then once more). Checks that every sync pushed or said it did not,
# that what each sync acknowledged reached the hub in its wave, at most two hub commits per sync
# that shared, every acknowledged score and rally once on every clone, byte-identical clones and a
# clean `check --history`; prints the figures (docs/PERFORMANCE.md). Release build.
#
#   scripts/club-soak.sh [CLONES] [HOLES] [SEED]     # default 24 clones, 9 holes, seed 1; 100 for a big club
#
# HYZER_BIN=PATH runs that binary instead of building this checkout; SOAK_DIR (default
# /tmp/hyzer-club-soak) is wiped and reused; SYNC_TIMEOUT=SECONDS passes `sync --timeout`.
set -euo pipefail
cd "$(dirname "$0")/.."
clones="${1:-24}"; holes="${2:-9}"; seed="${3:-1}"
[[ -n "${HYZER_BIN:-}" ]] || swift build -c release --product hyzer-text >/dev/null
BIN=${HYZER_BIN:-$(swift build -c release --show-bin-path)/hyzer-text}
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
python3 scripts/club-soak.py "$BIN" "${SOAK_DIR:-/tmp/hyzer-club-soak}" --clones "$clones" --holes "$holes" --seed "$seed" ${SYNC_TIMEOUT:+--timeout "$SYNC_TIMEOUT"}
