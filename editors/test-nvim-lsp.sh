#!/usr/bin/env bash
# Checks editors/nvim/hyzer.lua in Neovim against a stand-in server (editors/test/mock-lsp-server.py):
# filetypes, syntax, one client a scorebook started as `hyzer-text lsp` in its root, the language
# ids, a diagnostic arriving, inlay hints where Neovim has them (editors/test/nvim-lsp.lua says
# what). Exits 0 when every check passes, 1 otherwise, 2 when nvim or python3 is missing.
# Usage: editors/test-nvim-lsp.sh [-v]   ($NVIM names another nvim binary than the one on PATH)
set -euo pipefail
cd "$(dirname "$0")/.."
nvim=${NVIM:-nvim}
for tool in "$nvim" python3; do command -v "$tool" >/dev/null || { echo "$tool is not installed"; exit 2; }; done
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export HYZER_MOCK="$PWD/editors/test/mock-lsp-server.py" HYZER_MOCK_LOG="$scratch/mock.log" HYZER_REPORT="$scratch/report"
status=0
timeout 60 "$nvim" --headless -u NONE -i NONE -n -c 'luafile editors/test/nvim-lsp.lua' </dev/null >"$scratch/nvim.log" 2>&1 || status=$?
if [[ ! -s $HYZER_REPORT ]]; then
    echo "FAIL $nvim wrote no report (exit $status):"; cat "$scratch/nvim.log"; exit 1
fi
if [[ ${1:-} == -v ]]; then cat "$HYZER_REPORT"; else grep '^FAIL' "$HYZER_REPORT" || true; fi
failures=$(grep -c '^FAIL' "$HYZER_REPORT" || true); checks=$(grep -c '^ok\|^FAIL' "$HYZER_REPORT" || true)
echo "nvim ($("$nvim" --version | head -1)) with editors/nvim/hyzer.lua: $((checks - failures)) of $checks checks passed"
((status == 0 && failures == 0))
