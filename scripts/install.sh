#!/usr/bin/env bash
# Put hyzer-text, its manual page and its shell completions in place.
#
# Usage: install.sh [PREFIX]
#   From an unpacked release archive (bin/hyzer-text beside this script), or from a source checkout
#   (scripts/install.sh: builds the release binary first). PREFIX defaults to /usr/local when it is
#   writable, else ~/.local. Installs
#     PREFIX/bin/hyzer-text
#     PREFIX/share/man/man1/hyzer-text.1
#     PREFIX/share/bash-completion/completions/hyzer-text
#     PREFIX/share/zsh/site-functions/_hyzer-text
#     PREFIX/share/fish/vendor_completions.d/hyzer-text.fish
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
case "${1:-}" in -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac

if [ -n "${1:-}" ]; then
    prefix=$1
elif [ -w /usr/local ] || { [ ! -e /usr/local ] && [ -w / ]; }; then
    prefix=/usr/local
else
    prefix=$HOME/.local
fi

if [ -x "$here/bin/hyzer-text" ]; then         # an unpacked release archive
    binary=$here/bin/hyzer-text
elif [ -f "$here/../Package.swift" ]; then      # a source checkout
    (cd "$here/.." && swift build -c release --static-swift-stdlib --scratch-path .build-release --product hyzer-text >&2)
    binary=$(cd "$here/.." && swift build -c release --static-swift-stdlib --scratch-path .build-release --show-bin-path)/hyzer-text
else
    echo "install.sh: no hyzer-text binary beside this script and no Package.swift above it" >&2
    echo "hint: run it from an unpacked release archive, or as scripts/install.sh in a source checkout" >&2
    exit 66
fi

install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$binary" "$prefix/bin/hyzer-text"
# The manual and the completions come from the binary itself, so they always match it.
"$binary" help --man > "$prefix/share/man/man1/hyzer-text.1"
"$binary" completions bash > "$prefix/share/bash-completion/completions/hyzer-text"
"$binary" completions zsh > "$prefix/share/zsh/site-functions/_hyzer-text"
"$binary" completions fish > "$prefix/share/fish/vendor_completions.d/hyzer-text.fish"

echo "installed hyzer-text $("$prefix/bin/hyzer-text" --version | awk '{print $NF}') in $prefix"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "note: $prefix/bin is not on PATH; add it to use \`hyzer-text\`" ;; esac
