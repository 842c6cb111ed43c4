#!/usr/bin/env python3
"""Generate a realistic UDisc scorecard export for benchmarks: N rounds, newest first.

Usage: scripts/generate-udisc-csv.py OUT.csv [--rounds 1000] [--seed 1] [--header 2024|2021|2023] [--drop-newest N]

Shapes as real exports have them (see ../shared/reference/udisc-csv.md): a Par row first in most
rounds (some have none), 9- to 27-hole layouts in one file as wide as the widest, 1-7 players with
trailing spaces, accents, a name with a comma (quoted), team rounds joined with " + ", unplayed
holes as 0, 2% exact duplicate rounds, 0.5% holes of 11 or more strokes, CRLF line ends. Deterministic
for a given seed: the same seed with another --header writes the same rounds (older headers write the
same clock time, as local time), and --drop-newest N leaves out the newest N rounds, as an export made
earlier would (UDisc exports are cumulative).
"""
import argparse, random, datetime

COURSES = [
    ("Lakeside Park", "Main", [3] * 6 + [4] + [3] * 2),
    ("Cedar Creek", "Long Tees", [3, 3, 3, 4, 3, 3, 3, 3, 5, 3, 3, 3, 3, 4, 3, 3, 3, 3]),
    ("Kivikko", "Pitkä", [3, 4, 3, 3, 4, 3, 3, 5, 3, 3, 4, 3, 4, 3, 3, 3, 5, 3]),
    ("Riverside", "Short", [3] * 18),
    ("Pine Hills", "Championship", [3, 4, 3, 3, 4, 5, 3, 3, 4, 3, 3, 4, 3, 3, 5, 3, 4, 3, 3, 3, 4, 3, 3, 4, 3, 3, 3]),
    ("Quarry Ridge", "", [3, 4, 3, 3, 4, 3, 3, 5, 3, 3, 4, 3]),
]
NAMES = ["Mike", "Jake ", "Sarah", "Nate", "Priya", "Tomás", "Äijä", "Sam", "Ola", "Kim", "Doe, John", "Eve"]


def quote(field):
    return '"' + field.replace('"', '""') + '"' if any(c in field for c in ',"\r\n') else field


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out")
    parser.add_argument("--rounds", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--header", choices=["2024", "2021", "2023"], default="2024")
    parser.add_argument("--drop-newest", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    width = max(len(c[2]) for c in COURSES)
    lead = {"2024": ["PlayerName", "CourseName", "LayoutName", "StartDate", "EndDate", "Total", "+/-", "RoundRating"],
            "2021": ["PlayerName", "CourseName", "LayoutName", "Date", "Total", "+/-"],
            "2023": ["PlayerName", "CourseName", "LayoutName", "Päivämäärä", "Kaikki", "+/-"]}[args.header]
    lines = [",".join(lead + [f"Hole{i}" for i in range(1, width + 1)])]
    start = datetime.datetime(2026, 11, 1, 17, 0)
    rounds = []
    for index in range(args.rounds):
        start -= datetime.timedelta(hours=rng.randint(20, 60), minutes=rng.randint(0, 59))
        course, layout, pars = rng.choice(COURSES)
        end = start + datetime.timedelta(minutes=len(pars) * rng.randint(3, 6))
        if args.header == "2024":
            dates = [start.strftime("%Y-%m-%d %H%M"), end.strftime("%Y-%m-%d %H%M")]
        else:
            dates = [start.strftime("%Y-%m-%d %H:%M")]
        players = rng.sample(NAMES, rng.randint(1, 7))
        if rng.random() < 0.05 and len(players) >= 2:
            players = [players[0].strip() + " + " + players[1].strip() + " "] + players[2:]
        rows = []
        pad = [""] * (width - len(pars))
        if rng.random() < 0.9:
            extra = ["", ""] if args.header == "2024" else [""]
            rows.append(["Par", course, layout] + dates + [str(sum(pars))] + extra + [str(p) for p in pars] + pad)
        for name in players:
            scores = [max(1, p + rng.choice([-1, 0, 0, 0, 1, 1, 2])) if rng.random() > 0.02 else 0 for p in pars]
            scores = [s + 8 if s and rng.random() < 0.005 else s for s in scores]  # a lost disc
            total = sum(scores)
            played_par = sum(p for p, s in zip(pars, scores) if s)
            rating = str(rng.randint(120, 280)) if rng.random() < 0.5 else ""  # drawn for every header: same rounds
            extra = [rating] if args.header == "2024" else []
            rows.append([name, course, layout] + dates + [str(total), str(total - played_par)] + extra
                        + [str(s) for s in scores] + pad)
        duplicate = rng.random() < 0.02
        if index < args.drop_newest:
            continue
        rounds.append(rows)
        if duplicate:
            rounds.append(rows)  # an exact duplicate, as real exports have
    for rows in rounds:
        for row in rows:
            lines.append(",".join(quote(f) for f in row))
    with open(args.out, "w", encoding="utf-8", newline="") as out:
        out.write("\r\n".join(lines) + "\r\n")


if __name__ == "__main__":
    main()
