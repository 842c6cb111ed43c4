#!/usr/bin/env python3
"""The fairness table of `match rotate` for 5 to 16 players on 1 to 4 courts, as docs/PICKLEBALL.md
shows it ("Open play: `match rotate`"), made by running the binary, so the table stays what the tool does.

Usage: scripts/rotation-fairness.py [--bin PATH] [--write | --check] [DOC]

Prints the table. --write puts it into DOC (default docs/PICKLEBALL.md) between the lines
`<!-- rotation-fairness: begin -->` and `<!-- rotation-fairness: end -->`; --check exits 1 when DOC's
table differs from the one the binary gives (the end-to-end tests run it so). The binary is --bin,
else $HYZER_BIN, else .build/debug/hyzer-text. The players are P01, P02, …; each row uses the default
seed of its roster, and courts beyond one for every four players are left out (they are not used).
"""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import doc_table  # noqa: E402  (scripts/lib)

EVENING = 8  # the default --games


def rotate(binary, players, courts, games):
    """The JSON of `match rotate` for `players` P01… on `courts` courts for `games` rounds."""
    names = ",".join(f"P{index:02d}" for index in range(1, players + 1))
    result = subprocess.run([binary, "match", "rotate", "--players", names, "--courts", str(courts), "--games", str(games), "--json"],
                            capture_output=True, text=True, cwd="/", env={**os.environ, "NO_COLOR": "1", "HYZER_DIR": "/nonexistent"})
    if result.returncode != 0:
        sys.exit(f"match rotate failed ({result.returncode}): {result.stderr}")
    return json.loads(result.stdout)


def spread(value):
    """`7` or `6–7`."""
    return str(value["most"]) if value["fewest"] == value["most"] else f"{value['fewest']}–{value['most']}"


def table(binary):
    """The Markdown table, one row per players and courts used."""
    lines = ["| players | courts | schedule | games each in 8 rounds | most sit-outs in a row | partner repeats in 8 rounds "
             "| faced each other (times) | everyone has partnered everyone by round | first partner repeat in round |",
             "|---:|---:|---|---|---:|---:|---|---:|---:|"]
    for players in range(5, 17):
        for courts in range(1, min(4, players // 4) + 1):
            evening = rotate(binary, players, courts, EVENING)
            pairs = players * (players - 1) // 2
            long_run = min(200, 2 * -(-pairs // (2 * courts)) + 2)  # long enough for everyone to partner everyone
            whole = rotate(binary, players, courts, long_run)["fairness"]
            fair = evening["fairness"]
            lines.append(f"| {players} | {courts} | {evening['method']} | {spread(fair['games'])} | {fair['longestByeRun']} "
                         f"| {fair['partnerRepeats']} | {spread(fair['faced'])} | {whole['everyonePartnered'] or '–'} "
                         f"| {whole['firstPartnerRepeat'] or '–'} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(doc_table.main(sys.argv[1:], name="rotation-fairness", default_doc="docs/PICKLEBALL.md", make=table, usage=__doc__))
