#!/usr/bin/env bash
# Build a release archive a friend can run without Swift: dist/hyzer-text-VERSION-OS-ARCH.tar.gz with
#   bin/hyzer-text          linked with --static-swift-stdlib (needs only the C library at run time)
#   share/man/man1/hyzer-text.1
#   share/completions/hyzer-text.bash, _hyzer-text (zsh), hyzer-text.fish
#   install.sh, INSTALL     (unpack, then `./install.sh [PREFIX]`)
#
# Usage: scripts/release.sh [--scratch-path DIR] [--debug] [OUT_DIR]   (default OUT_DIR: dist/, git-ignored)
# --scratch-path: SwiftPM's build directory (default .build-release, kept between runs so a second
# release only rebuilds what changed); --debug: a debug build (the tests use it: same linking, faster).
# Prints the archive's path on the last line.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-release configuration=release out=dist
while (($#)); do
    case "$1" in
        --scratch-path) scratch=$2; shift 2 ;;
        --debug) configuration=debug; shift ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) out=$1; shift ;;
    esac
done

swift build -c "$configuration" --static-swift-stdlib --scratch-path "$scratch" --product hyzer-text >&2
binary=$(swift build -c "$configuration" --static-swift-stdlib --scratch-path "$scratch" --show-bin-path)/hyzer-text

version=$("$binary" --version | awk '{print $NF}')
name="hyzer-text-$version-$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m)"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root="$stage/$name"
mkdir -p "$root/bin" "$root/share/man/man1" "$root/share/completions"
cp "$binary" "$root/bin/hyzer-text"
strip "$root/bin/hyzer-text" 2>/dev/null || true
"$binary" help --man > "$root/share/man/man1/hyzer-text.1"
"$binary" completions bash > "$root/share/completions/hyzer-text.bash"
"$binary" completions zsh > "$root/share/completions/_hyzer-text"
"$binary" completions fish > "$root/share/completions/hyzer-text.fish"
cp scripts/install.sh "$root/install.sh"
cat > "$root/INSTALL" <<TEXT
hyzer-text $version: a disc golf scorecard (and pickleball scorer) that lives in plain text.

Install the program, its manual page and shell completions:

    ./install.sh            # into /usr/local, or ~/.local when /usr/local is not writable
    ./install.sh ~/apps     # or any PREFIX: PREFIX/bin, PREFIX/share/man/man1, ...

Then: hyzer-text --help, man hyzer-text. The binary needs no Swift installation (only the C
library). The source's README.md and docs/ describe the files and every command.
TEXT

mkdir -p "$out"
archive="$out/$name.tar.gz"
tar -C "$stage" -czf "$archive" "$name"
echo "$archive"
