#!/usr/bin/env bash
# Randomized clones through real git (score, say, resolve, add-player, hand-typed lines, hand edits,
# sync and --rebase in any order, plain `git pull` through the merge driver), many seeds: every clone
# must end byte-identical with every acknowledged score once
# (Tests/HyzerTextTests/Commands/Shared/SyncSoakTests.swift).
#
#   scripts/sync-soak.sh [SEEDS] [FIRST]     # default 50 seeds from 1000
set -euo pipefail
cd "$(dirname "$0")/.."
seeds="${1:-50}"; first="${2:-1000}"
start=$(date +%s)
HYZER_SOAK_SEEDS="$seeds" HYZER_SOAK_FIRST="$first" swift test --filter 'SyncSoakTests' 2>&1 \
  | grep -E 'Test run|✘|↳ seed' | head -40
echo "$seeds seeds from $first in $(( $(date +%s) - start )) s"
