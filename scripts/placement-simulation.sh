#!/usr/bin/env bash
# Which hole a sentence without a hole goes to, on simulated groups (issue 31; docs/VOICE.md, "Which
# hole"): groups of 3–6 players on 1–3 phones play 18 holes with the accidents of real play (a
# player forgotten, a sentence said twice or split in two, an early score, a phone that does not
# sync), and the figures the docs quote: scores on a wrong hole, sentences that needed their hole
# said again, repeats recognised, what was named and moved when copies met, what counts at the end.
# The test suite runs 160 groups; this runs GROUPS (default 2000) and prints the figures.
#
#   scripts/placement-simulation.sh [GROUPS]
set -euo pipefail
cd "$(dirname "$0")/.."
groups="${1:-2000}"
start=$(date +%s)
HYZER_PLACEMENT_GROUPS="$groups" HYZER_PLACEMENT_REPORT=1 swift test --filter HolePlacementSimulationTests 2>&1 \
  | grep -E '^[0-9]+ groups|passed after|failed|✘' | tail -6
echo "$groups groups in $(( $(date +%s) - start )) s (including the build)"
