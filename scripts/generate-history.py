#!/usr/bin/env python3
"""Generate a realistic group history for the ratings backtest: players of different skills who join,
improve and leave; layouts of different difficulty; weather and day-to-day form.

Usage: scripts/generate-history.py OUT_DIR [--kind mixed|weekly|improving|comeback] [--rounds 250] [--years 5]
       [--seed 1] [--guests 0.1]

The group: about six regulars at a time out of a pool that changes over the years (a player joins at
some date and may leave later), a few to seven of them per round, sometimes a guest. Each player has a
skill (strokes above par over 18 holes that each play at par) that drifts toward a long-run level:
beginners improve by a few strokes a year. Each layout's holes have their own difficulty around the
layout's (one short and easy nine, one long and hard eighteen, ...). A round's strokes on a hole are
par + hole difficulty + skill / 18 + (weather + the player's form that day) / 18 + noise, rounded,
1 to 10. Rounds are written in canonical form, as the tool writes them, with a `finished` line; the
course files go to courses/. Deterministic for a given seed. The truth (skills, difficulties) is not
written anywhere the tool reads: the backtest has to learn it.

--kind says which group (default `mixed`, the one above). The other kinds are the commonest group: a
weekly game on one home layout (nine rounds in ten; the rest on a second layout), a steady group of
six regulars, and one story each:

- `weekly`: the regulars' skills drift toward their levels as in `mixed`, nothing else;
- `improving`: two of the six are beginners who get better steadily, 2 to 5 strokes a year, until
  they reach their level;
- `comeback`: two of the six stay away for a year or more (each leaves once, between the first and
  the third year) and come back rusty, 2 to 6 strokes worse, which they lose again over about two
  months of play.

The `mixed` kind draws exactly the numbers it always drew, so a seed gives the same history as before.
"""
import argparse, datetime, math, os, random

LAYOUTS = [
    # slug, course, layout, pars, mean extra strokes per hole for a skill-0 player, spread
    ("cedar-creek", "Cedar Creek", None, [3, 3, 3, 4, 3, 3, 3, 3, 5, 3, 3, 3, 3, 4, 3, 3, 3, 3], 0.15, 0.25),
    ("lakeside-park", "Lakeside Park", None, [3, 3, 3, 3, 3, 3, 4, 3, 3], -0.15, 0.15),
    ("quarry-ridge-long-tees", "Quarry Ridge", "Long Tees", [3, 4, 3, 3, 4, 3, 3, 5, 3, 3, 4, 3, 4, 3, 3, 3, 5, 3], 0.45, 0.35),
    ("quarry-ridge-short-tees", "Quarry Ridge", "Short Tees", [3] * 18, 0.05, 0.3),
    ("mill-pond", "Mill Pond", None, [3, 3, 4, 3, 3, 3, 3, 3, 3, 3, 4, 3, 3, 3, 3, 3, 3, 4], 0.3, 0.3),
]
NAMES = ["Mike", "Jake", "Sarah", "Nate", "Priya", "Tomás", "Lena", "Sam", "Ola", "Kim", "Raj", "Eve", "Ines", "Bo"]
GUESTS = ["Chris", "Dana", "Alex", "Robin", "Jo"]


KINDS = ("mixed", "weekly", "improving", "comeback")
NEVER = (math.inf, math.inf)


def player(name, joined, left, level, start, keen, rate=0, away=NEVER):
    """A player of the pool: `rate` > 0 improves steadily (strokes a year) instead of drifting, `away`
    is the days (from, to) of a long absence."""
    return dict(name=name, joined=joined, left=left, level=level, skill=start, keen=keen, last=joined,
                rate=rate, away=away, rust=0.0)


def mixed_pool(rng, total_days):
    """The changing group: the first six are there from the start, the rest join along the way; some leave."""
    players = []
    for i, name in enumerate(NAMES):
        joined = 0 if i < 6 else rng.uniform(0.1, 0.9) * total_days
        left = rng.uniform(joined + 200, total_days * 1.6) if rng.random() < 0.35 else math.inf
        level = rng.gauss(4, 5)               # where the player ends up
        start = level + max(0, rng.gauss(6, 4))  # newcomers start worse
        players.append(player(name, joined, left, level, start, rng.uniform(0.35, 0.95)))
    return players


def weekly_pool(rng, total_days, kind):
    """Six regulars there from the start to the end, near their level; for `improving` the first two are
    beginners who improve steadily, for `comeback` the first two stay away a year or more once."""
    players = []
    for i, name in enumerate(NAMES[:6]):
        level = rng.gauss(4, 5)
        start = level + max(0, rng.gauss(1, 1.5))
        keen = rng.uniform(0.6, 0.95)
        rate, away = 0, NEVER
        if kind == "improving" and i < 2:
            start = level + rng.uniform(8, 15)
            rate = rng.uniform(2, 5)
        if kind == "comeback" and i < 2:
            leaves = rng.uniform(365, min(3 * 365, total_days - 500))
            away = (leaves, leaves + rng.uniform(365, 500))
        players.append(player(name, 0, math.inf, level, start, keen, rate, away))
    return players


def advance(p, day, rng):
    """Moves a present player's skill to `day`: a steady improver gains `rate` strokes a year until they
    reach their level; anyone else drifts toward their level, about a third of the way a year. Rust from
    a long absence (a return after more than 300 days, for players with an absence) wears off over about
    two months."""
    gap = day - p["last"]
    if p["rate"]:
        p["skill"] = max(p["level"], p["skill"] - p["rate"] * gap / 365) + rng.gauss(0, 0.3)
    else:
        p["skill"] += (p["level"] - p["skill"]) * (1 - math.exp(-gap / 900)) + rng.gauss(0, 0.3)
    if p["away"] != NEVER:
        p["rust"] = rng.uniform(2, 6) if gap > 300 else p["rust"] * math.exp(-gap / 25)
    p["last"] = day


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out")
    parser.add_argument("--kind", choices=KINDS, default="mixed", help="which group (see above)")
    parser.add_argument("--rounds", type=int, default=250)
    parser.add_argument("--years", type=float, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--guests", type=float, default=0.1, help="chance a round has a guest")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(os.path.join(args.out, "courses"), exist_ok=True)
    os.makedirs(os.path.join(args.out, "rounds"), exist_ok=True)
    holes = {}
    for slug, name, layout, pars, mean, spread in LAYOUTS:
        holes[slug] = [rng.gauss(mean, spread) for _ in pars]
        with open(os.path.join(args.out, "courses", slug + ".course"), "w") as f:
            f.write(f"course {name}\n" + (f"layout {layout}\n" if layout else "") + f"holes {len(pars)}\npar 3\n")
            for i, p in enumerate(pars, 1):
                if p != 3:
                    f.write(f"hole {i} par {p}\n")
    total_days = args.years * 365
    if args.kind == "mixed":
        players = mixed_pool(rng, total_days)
        layout_weights = [rng.uniform(0.5, 3) for _ in LAYOUTS]
    else:
        players = weekly_pool(rng, total_days, args.kind)
        home, second = rng.sample(range(len(LAYOUTS)), 2)
        layout_weights = [0.9 if i == home else 0.1 if i == second else 0 for i in range(len(LAYOUTS))]
    start = datetime.datetime(2021, 1, 2, 9, 0, tzinfo=datetime.timezone(datetime.timedelta(hours=-8)))
    used = set()
    events = 0
    for r in range(args.rounds):
        day = (r + rng.random() * 0.8) * total_days / args.rounds
        when = start + datetime.timedelta(days=int(day), hours=rng.choice([0, 1, 2, 8, 9]), minutes=rng.choice([0, 15, 30]))
        present = [p for p in players if p["joined"] <= day < p["left"] and not p["away"][0] <= day < p["away"][1]]
        for p in present:
            advance(p, day, rng)
        group = [p for p in present if rng.random() < p["keen"]]
        while len(group) < 2:
            group.append(rng.choice([p for p in present if p not in group]))
        group = group[:7]
        rng.shuffle(group)
        slug, course, layout, pars, _, _ = rng.choices(LAYOUTS, weights=layout_weights)[0]
        weather = rng.gauss(0, 2.0)  # strokes over 18 holes for everyone that day
        names = [p["name"] for p in group]
        guest = rng.choice(GUESTS) if rng.random() < args.guests else None
        fname = f"{when:%Y-%m-%d}-{slug}"
        n = 2
        while fname in used:
            fname = f"{when:%Y-%m-%d}-{slug}_{n}"
            n += 1
        used.add(fname)
        lines = [f"course {course}"] + ([f"layout {layout}"] if layout else [])
        lines += [f"started {when.isoformat()}", f"organizer {names[0]}", "pars " + " ".join(map(str, pars))]
        lines += [f"player {p}" for p in names] + ([f"guest {guest}"] if guest else []) + [""]
        device = f"{names[0].lower().replace('á', 'a')}-phone"
        form = {p["name"]: rng.gauss(0, 1.5) for p in group}
        if guest:
            form[guest] = rng.gauss(8, 5)
        seq = 0
        t = when.astimezone(datetime.timezone.utc)
        for hole, par in enumerate(pars, 1):
            t += datetime.timedelta(minutes=4)
            for p in names + ([guest] if guest else []):
                skill = next((q["skill"] + q["rust"] for q in group if q["name"] == p), 0)
                mu = holes[slug][hole - 1] + (skill + weather + form[p]) / 18
                strokes = max(1, min(10, par + round(mu + rng.gauss(0, 0.75))))
                seq += 1
                lines.append(f"{hole} {p} {strokes} @{device}.{seq} by={names[0]} at={t.strftime('%Y-%m-%dT%H:%M:%SZ')}")
                events += 1
        lines.append(f"finished {(when + datetime.timedelta(hours=2)).isoformat()}")
        with open(os.path.join(args.out, "rounds", fname + ".round"), "w") as f:
            f.write("\n".join(lines) + "\n")
    print(f"{args.rounds} rounds, {events} events in {args.out}")


if __name__ == "__main__":
    main()
