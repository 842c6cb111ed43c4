#!/usr/bin/env python3
"""Generate two diverged copies of one round file (plus their common ancestor) for merge benchmarks.

Usage: scripts/generate-round.py OUT_DIR --events N [--holes 36] [--players P] [--seed 1]
                                          [--diverge 0.05]

Two devices each score every player on every hole (agreeing most of the time, with a few same-device
corrections), which is what two phones recording one round produce. The copies share the first
(1 - diverge) of the history; after that each copy has only its own device's events. Writes
OUT_DIR/base.round (the shared part), OUT_DIR/a.round and OUT_DIR/b.round, in canonical form.
With --players unset, enough players are generated to reach about N events.
"""
import argparse, datetime, os, random, string


def player_names(count):
    names = []
    for i in range(count):
        word, n = "", i
        while True:
            word = string.ascii_lowercase[n % 26] + word
            n //= 26
            if n == 0:
                break
        names.append("Player " + word.capitalize())
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out")
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--holes", type=int, default=36)
    parser.add_argument("--players", type=int)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--diverge", type=float, default=0.05)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    per_slot = 2.1  # two devices, a few corrections
    players = args.players or max(1, round(args.events / (args.holes * per_slot)))
    names = player_names(players)
    pars = [rng.choice([3, 3, 3, 4, 5]) for _ in range(args.holes)]
    header = ["course Benchmark Park", "started 2026-11-21T09:00:00-08:00", "organizer Player A",
              "pars " + " ".join(map(str, pars))] + [f"player {n}" for n in names] + [""]
    devices = ["phone-a", "phone-b"]
    seq = {d: 0 for d in devices}
    start = datetime.datetime(2026, 11, 21, 17, 0, tzinfo=datetime.timezone.utc)
    events = []  # (device, line)
    t = 0
    for hole, par in enumerate(pars, 1):
        for name in names:
            truth = max(1, min(10, par + rng.choice([-1, 0, 0, 0, 1, 1, 2])))
            for d in devices:
                t += 1
                seq[d] += 1
                strokes = truth if rng.random() > 0.01 else min(10, truth + 1)
                stamp = (start + datetime.timedelta(seconds=t)).strftime("%Y-%m-%dT%H:%M:%SZ")
                eid = f"{d}.{seq[d]}"
                events.append((d, f"{hole} {name} {strokes} @{eid} by={name.split()[1]} at={stamp}"))
                if rng.random() < 0.05:
                    seq[d] += 1
                    events.append((d, f"{hole} {name} {truth} @{d}.{seq[d]} by={name.split()[1]} at={stamp} sup={eid}"))
                if len(events) >= args.events:
                    break
            if len(events) >= args.events:
                break
        if len(events) >= args.events:
            break
    shared = int(len(events) * (1 - args.diverge))
    os.makedirs(args.out, exist_ok=True)

    def write(name, lines):
        with open(os.path.join(args.out, name), "w") as f:
            f.write("\n".join(header + lines) + "\n")

    write("base.round", [line for _, line in events[:shared]])
    write("a.round", [line for i, (d, line) in enumerate(events) if i < shared or d == "phone-a"])
    write("b.round", [line for i, (d, line) in enumerate(events) if i < shared or d == "phone-b"])
    print(f"{len(events)} events, {players} players x {args.holes} holes in {args.out}")


if __name__ == "__main__":
    main()
