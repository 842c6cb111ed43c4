#!/usr/bin/env python3
"""Generate a realistic scorebook for benchmarks: N finished rounds of P players on 18 holes.

Usage: scripts/generate-scorebook.py OUT_DIR [--rounds 250] [--players 7] [--holes 18] [--seed 1]
                                     [--corrections 0.03] [--devices 2] [--unfinished 0] [--throw-tokens 0]

Each round is a file rounds/YYYY-MM-DD-COURSE.round written in canonical form, as the tool would
write it: one event per player and hole from one of a few devices, a few same-device corrections,
and a `finished` line. Courses are copied from the seeded three. Deterministic for a given seed.
--unfinished F leaves out the `finished` line of the last F (a fraction, 0–1) of the rounds: a group
that never finishes its rounds keeps every one of them active (the other lines stay the same).
--throw-tokens F gives a fraction F of the score lines throw tokens (docs/FORMAT.md, rule 13:
`fairway ob c1x putts=2`), drawn from a random stream of their own so the other lines stay the same.
"""
import argparse, os, random, datetime

COURSES = {
    "cedar-creek": ("Cedar Creek", None, [3, 3, 3, 4, 3, 3, 3, 3, 5, 3, 3, 3, 3, 4, 3, 3, 3, 3]),
    "lakeside-park": ("Lakeside Park", None, [3, 3, 3, 3, 3, 3, 4, 3, 3]),
    "quarry-ridge-long-tees": ("Quarry Ridge", "Long Tees", [3, 4, 3, 3, 4, 3, 3, 5, 3, 3, 4, 3, 4, 3, 3, 3, 5, 3]),
}
NAMES = ["Mike", "Jake", "Sarah", "Nate", "Priya", "Tomás", "Lena", "Sam", "Ola", "Kim", "Raj", "Eve"]


def throw_tokens(rng, strokes):
    """Throw tokens for a score of `strokes`, in canonical order, that `check` accepts: a drive on
    or off the fairway, now and then out of bounds, and the first putt's circle with the putts (fewer
    than the strokes)."""
    if strokes < 2:
        return " fairway putts=0"
    tokens = []
    if rng.random() < 0.6:
        tokens.append("fairway")
    if rng.random() < 0.1:
        tokens.append("ob")
    tokens.append(rng.choice(["c1", "c1", "c1x", "c2"]))
    putts = 1 if strokes == 2 else rng.choice([1, 1, 2])
    if putts > 1:
        tokens.append(f"putts={putts}")
    return " " + " ".join(tokens)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out")
    parser.add_argument("--rounds", type=int, default=250)
    parser.add_argument("--players", type=int, default=7)
    parser.add_argument("--holes", type=int, default=18)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--corrections", type=float, default=0.03)
    parser.add_argument("--devices", type=int, default=2)
    parser.add_argument("--unfinished", type=float, default=0.0)
    parser.add_argument("--throw-tokens", type=float, default=0.0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    token_rng = random.Random(args.seed + 1)
    os.makedirs(os.path.join(args.out, "courses"), exist_ok=True)
    os.makedirs(os.path.join(args.out, "rounds"), exist_ok=True)
    for slug, (name, layout, pars) in COURSES.items():
        with open(os.path.join(args.out, "courses", slug + ".course"), "w") as f:
            f.write(f"course {name}\n" + (f"layout {layout}\n" if layout else "") + f"holes {len(pars)}\npar 3\n")
            for i, p in enumerate(pars, 1):
                if p != 3:
                    f.write(f"hole {i} par {p}\n")
    start = datetime.datetime(2021, 1, 2, 9, 0, tzinfo=datetime.timezone(datetime.timedelta(hours=-8)))
    events_total = 0
    used = set()
    first_unfinished = args.rounds - round(max(0.0, min(1.0, args.unfinished)) * args.rounds)
    for r in range(args.rounds):
        when = start + datetime.timedelta(days=r * max(1, 1825 // max(args.rounds, 1)) % 36500, hours=r % 5)
        slug = rng.choice(sorted(COURSES))
        name, layout, base_pars = COURSES[slug]
        pars = (base_pars * ((args.holes // len(base_pars)) + 1))[: args.holes]
        players = rng.sample(NAMES, min(args.players, len(NAMES)))
        devices = [f"{p.lower().replace('á', 'a')}-phone" for p in players[: args.devices]]
        fname = f"{when:%Y-%m-%d}-{slug}"
        n = 2
        while fname in used:
            fname = f"{when:%Y-%m-%d}-{slug}-{n}"
            n += 1
        used.add(fname)
        lines = [f"course {name}"] + ([f"layout {layout}"] if layout else [])
        lines += [f"started {when.isoformat()}", f"organizer {players[0]}", "pars " + " ".join(map(str, pars))]
        lines += [f"player {p}" for p in players]
        lines.append("")
        seq = {d: 0 for d in devices}
        t = when.astimezone(datetime.timezone.utc)
        skill = {p: rng.uniform(-0.3, 0.9) for p in players}
        for hole, par in enumerate(pars, 1):
            t += datetime.timedelta(minutes=4)
            for p in players:
                dev = rng.choice(devices)
                seq[dev] += 1
                strokes = max(1, min(10, par + round(rng.gauss(skill[p], 0.8))))
                eid = f"{dev}.{seq[dev]}"
                reporter = players[devices.index(dev)]
                stamp = t.strftime("%Y-%m-%dT%H:%M:%SZ")
                tokens = throw_tokens(token_rng, strokes) if args.throw_tokens and token_rng.random() < args.throw_tokens else ""
                lines.append(f"{hole} {p} {strokes}{tokens} @{eid} by={reporter} at={stamp}")
                events_total += 1
                if rng.random() < args.corrections:
                    seq[dev] += 1
                    fixed = max(1, min(10, strokes + rng.choice([-1, 1])))
                    lines.append(f"{hole} {p} {fixed} @{dev}.{seq[dev]} by={reporter} at={stamp} sup={eid}")
                    events_total += 1
        if r < first_unfinished:
            lines.append(f"finished {(when + datetime.timedelta(hours=2)).isoformat()}")
        with open(os.path.join(args.out, "rounds", fname + ".round"), "w") as f:
            f.write("\n".join(lines) + "\n")
    print(f"{args.rounds} rounds, {events_total} events in {args.out}")


if __name__ == "__main__":
    main()
