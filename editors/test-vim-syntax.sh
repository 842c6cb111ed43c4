#!/usr/bin/env bash
# Checks the Vim syntax files (editors/vim/) in Neovim and in Vim, whichever are installed: each
# bundled round, course and match and each fixture of editors/test/fixtures/ gets its filetype from
# ftdetect/hyzer.vim and loads without an error, and every row of editors/test/tokens.tsv (a player
# name, a stroke count, a comment …) is in the syntax group it names. Runs without the user's
# configuration. Exits 0 when every check passes, 1 on a mismatch, 2 when neither editor is there.
# Usage: editors/test-vim-syntax.sh [-v]   (-v prints every check, not only the failures; $NVIM and
# $VIM_BINARY name other binaries than nvim and vim on PATH)
set -euo pipefail
cd "$(dirname "$0")/.."
verbose=${1:-}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

export HYZER_SYNTAX_TABLE=editors/test/tokens.tsv
ran=0 failed=0
for editor in nvim vim; do
    binary=$([[ $editor == nvim ]] && echo "${NVIM:-nvim}" || echo "${VIM_BINARY:-vim}")
    command -v "$binary" >/dev/null || { echo "skip: $binary is not installed"; continue; }
    export HYZER_SYNTAX_OUT="$scratch/$editor.out"
    rm -f "$HYZER_SYNTAX_OUT"
    case $editor in
        nvim) command=("$binary" --headless -u NONE -i NONE -n) ;;
        vim) command=("$binary" -N -u NONE -i NONE -n -es) ;;
    esac
    status=0
    timeout 60 "${command[@]}" --cmd "set runtimepath^=$PWD/editors/vim" -S editors/test/check.vim \
        </dev/null >"$scratch/$editor.log" 2>&1 || status=$?
    ran=$((ran + 1))
    if [[ ! -s $HYZER_SYNTAX_OUT ]]; then
        echo "FAIL $editor wrote no report (exit $status):"; cat "$scratch/$editor.log"
        failed=$((failed + 1)); continue
    fi
    checks=$(wc -l <"$HYZER_SYNTAX_OUT"); failures=$(grep -c '^FAIL' "$HYZER_SYNTAX_OUT" || true)
    if [[ $verbose == -v ]]; then sed "s/^/$editor: /" "$HYZER_SYNTAX_OUT"; else grep '^FAIL' "$HYZER_SYNTAX_OUT" | sed "s/^/$editor: /" || true; fi
    if ((status != 0 || failures > 0)); then failed=$((failed + 1)); fi
    echo "$editor ($("${command[0]}" --version | head -1)): $((checks - failures)) of $checks checks passed"
done
((ran > 0)) || { echo "neither nvim nor vim is installed"; exit 2; }
((failed == 0)) || exit 1
