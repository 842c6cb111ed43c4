#!/usr/bin/env bash
# Checks editors/emacs/hyzer.el in Emacs (emacs --batch, no user configuration): the three modes on
# the bundled files and the fixtures, the faces of editors/test/tokens.tsv, and, when eglot is
# there, a session with the stand-in server editors/test/mock-lsp-server.py (editors/test/
# emacs-check.el says what). Exits 0 when every check passes, 1 otherwise, 2 without Emacs.
# Usage: editors/test-emacs.sh [-v]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v emacs >/dev/null || { echo "emacs is not installed"; exit 2; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export HYZER_MOCK="$PWD/editors/test/mock-lsp-server.py" HYZER_MOCK_LOG="$scratch/mock.log"
status=0
# -Q leaves out Debian's start-up files, which put its elpa-* packages (eglot) on the package path.
timeout 120 emacs --batch -Q --eval '(add-to-list (quote package-directory-list) "/usr/share/emacs/site-lisp/elpa")' \
    --eval '(package-initialize)' -l editors/test/emacs-check.el </dev/null >"$scratch/out" 2>"$scratch/err" || status=$?
if [[ ${1:-} == -v ]]; then cat "$scratch/out"; else grep -v '^ok' "$scratch/out" || true; fi
if ((status != 0)) && ! grep -q '^FAIL' "$scratch/out"; then echo "emacs exited $status:"; tail -20 "$scratch/err"; fi
exit $((status == 0 ? 0 : 1))
