# Shared by scripts/bench-rally.sh and scripts/bench-match-play.sh (source it after scripts/lib/bench.sh; not run on its own).
#
# make_match_book DIR BIN: a scorebook in DIR holding one side-out doubles match, best of 5, with a
# five-game log: games 1-4 played out (two won by each team) and game 5 in progress, about 250 entry
# lines written by `rally` itself (so the file is exactly what the tool writes). Built once and
# cached in DIR/.template.match; every call resets the match file to it. Prints the file's path.

make_match_book() {
    local dir=$1 bin=$2
    if [[ ! -f "$dir/.template.match" ]]; then
        rm -rf "$dir"
        mkdir -p "$dir/courses" "$dir/rounds" "$dir/.hyzer"
        printf '# bench\nname Mike\ndevice bench-phone\n' > "$dir/.hyzer/identity"
        HYZER_NOW=2026-11-22T10:00:00-08:00 "$bin" -C "$dir" match start --team "Dinkers:Alex,Jordan" \
            --team "Smashers:Sam,Riley" --best-of 5 >/dev/null
        local game=1 rallies=0 seed=7 won_a=0 won_b=0 planned other output
        while :; do
            # Each game is meant for the team behind in games (A on a tie), so the match reaches game 5.
            planned=$([[ $won_a -le $won_b ]] && echo A || echo B)
            other=$([[ $planned == A ]] && echo B || echo A)
            seed=$(( (seed * 1103515245 + 12345) % 2147483648 ))
            # It takes a little over half the rallies: close games of about 50 entries each.
            if (( (seed >> 16) % 100 < 58 )); then side=$planned; else side=$other; fi
            output=$("$bin" -C "$dir" rally "$side")
            rallies=$((rallies + 1))
            if [[ $output == Match* ]]; then echo "the generated match ended early" >&2; return 1; fi
            if [[ $output == "Game "*" to Dinkers"* ]]; then won_a=$((won_a + 1)); fi
            if [[ $output == "Game "*" to Smashers"* ]]; then won_b=$((won_b + 1)); fi
            if [[ $output == Game* ]]; then game=$((game + 1)); rallies=0; fi
            # Game 5: stop while it is still going (every rally of the benchmarks must be accepted).
            if (( game == 5 && rallies >= 30 )); then break; fi
        done
        cp "$dir"/matches/*.match "$dir/.template.match"
    fi
    local file
    file=$(ls "$dir"/matches/*.match)
    cp "$dir/.template.match" "$file"
    echo "$file"
}
