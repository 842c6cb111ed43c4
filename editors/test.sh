#!/usr/bin/env bash
# Runs every check of editors/ (docs/EDITORS.md, "How this is tested"): the Vim syntax in Neovim and
# Vim, the TextMate grammars and the VS Code manifest, the VS Code client against stand-ins, the
# Emacs modes and eglot, the Neovim configuration against a stand-in server, and that the Helix
# configuration is valid TOML. A check whose editor is not installed is skipped and said so.
# Exits 1 when a check fails, else 0.
set -uo pipefail
cd "$(dirname "$0")/.."
failed=()
run() {
    local name=$1; shift
    echo "== $name"
    "$@"; local status=$?
    if ((status == 2)); then echo "skipped: $name"; elif ((status != 0)); then failed+=("$name"); fi
}
run "Vim syntax" editors/test-vim-syntax.sh
run "TextMate grammars, VS Code manifest" python3 editors/test-textmate.py
if command -v node >/dev/null; then
    run "VS Code client" node --test --test-reporter=spec editors/test/vscode-extension.test.js
else
    echo "skipped: VS Code client (no node)"
fi
run "Emacs" editors/test-emacs.sh
run "Neovim and the server" editors/test-nvim-lsp.sh
run "Helix configuration" python3 -c 'import sys, tomllib; tomllib.load(open("editors/helix/languages.toml", "rb")); print("editors/helix/languages.toml is valid TOML")'
if ((${#failed[@]})); then echo "failed: ${failed[*]}"; exit 1; fi
echo "all editor checks passed"
