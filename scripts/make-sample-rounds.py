#!/usr/bin/env python3
"""Recreate the sample rounds in rounds/ by driving the real binary with a fixed clock.

Usage: scripts/make-sample-rounds.py [--binary .build/debug/hyzer-text] [--out /tmp/hyzer-samples]

Builds a scratch scorebook in OUT (replacing it), plays five autumn-2026 rounds through `hyzer-text`
(`init`, `round start`, `score`, `finish`) with HYZER_NOW set for every command, and prints the
standings of the round left in progress. Copy OUT/rounds/*.round into rounds/ to refresh the
bundled data, e.g. after a format change. Deterministic: the same binary gives the same files.

The rounds: a finished evening nine; a Cedar Creek round with a guest and a correction; a Quarry
Ridge round whose back nine was typed in by hand (with a hand-typed correction); a round finished
early in the rain; and today's round, still active, scored on two phones.
"""
import argparse, datetime, os, random, shutil, subprocess

CEDAR = [3, 3, 3, 4, 3, 3, 3, 3, 5, 3, 3, 3, 3, 4, 3, 3, 3, 3]
LAKE = [3, 3, 3, 3, 3, 3, 4, 3, 3]
QUARRY = [3, 4, 3, 3, 4, 3, 3, 5, 3, 3, 4, 3, 4, 3, 3, 3, 5, 3]
SKILL = {"Mike": 0.1, "Jake": -0.1, "Sarah": 0.0, "Nate": 0.35, "Priya": 0.05, "Uncle Bob": 1.0}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=".build/debug/hyzer-text")
    parser.add_argument("--out", default="/tmp/hyzer-samples")
    args = parser.parse_args()
    binary, book = os.path.abspath(args.binary), os.path.abspath(args.out)
    shutil.rmtree(book, ignore_errors=True)
    os.makedirs(book)
    rng = random.Random(20261121)

    def run(arguments, now):
        env = dict(os.environ, HYZER_NOW=now, NO_COLOR="1")
        env.pop("HYZER_DIR", None)
        result = subprocess.run([binary, "-C", book] + arguments, env=env, capture_output=True, text=True)
        if result.returncode != 0:
            raise SystemExit(f"{arguments}: exit {result.returncode}\n{result.stdout}{result.stderr}")
        return result.stdout

    def who(name, device):
        run(["init", "--name", name, "--device", device], "2026-09-01T00:00:00Z")

    def stamp(moment, offset_hours):
        return moment.strftime("%Y-%m-%dT%H:%M:%S") + f"{'-' if offset_hours < 0 else '+'}{abs(offset_hours):02d}:00"

    def strokes(par, player):
        roll = rng.random() + SKILL[player] * 0.3
        delta = -1 if roll < 0.14 else 0 if roll < 0.70 else 1 if roll < 0.94 else 2
        if par >= 4 and rng.random() < 0.1:
            delta -= 1
        return max(2, par + delta)

    def play(pars, players, holes, start, offset, override=None):
        """Scores holes in order: about 9 minutes a hole, 12–40 seconds between players."""
        moment = start + datetime.timedelta(minutes=6)
        for hole in holes:
            for player in players:
                value = strokes(pars[hole - 1], player)
                if override:
                    value = override(hole, player, value)
                run(["score", str(hole), player, str(value)], stamp(moment, offset))
                moment += datetime.timedelta(seconds=rng.randint(12, 40))
            moment += datetime.timedelta(minutes=rng.randint(6, 10))
        return moment

    D = datetime.datetime

    # 1. Lakeside Park, an evening nine on Mike's phone.
    who("Mike", "mike-phone")
    start = D(2026, 9, 24, 17, 45)
    run(["round", "start", "Lakeside Park", "--players", "Mike,Jake,Sarah", "--at", stamp(start, -7)], stamp(start, -7))
    end = play(LAKE, ["Mike", "Jake", "Sarah"], range(1, 10), start, -7)
    run(["finish"], stamp(end, -7))

    # 2. Cedar Creek on Sarah's phone, with a guest; Jake's 2 on hole 6 is corrected to 3.
    who("Sarah", "sarah-phone")
    start = D(2026, 10, 3, 9, 30)
    group = ["Sarah", "Mike", "Jake", "Nate", "Uncle Bob"]
    run(["round", "start", "Cedar Creek", "--players", "Sarah,Mike,Jake,Nate", "--guest", "Uncle Bob",
         "--at", stamp(start, -7)], stamp(start, -7))
    moment = play(CEDAR, group, range(1, 7), start, -7)
    run(["score", "6", "Jake", "3"], stamp(moment, -7))
    end = play(CEDAR, group, range(7, 19), moment, -7)
    run(["finish"], stamp(end, -7))

    # 3. Quarry Ridge: the front nine on Jake's laptop, the back nine typed in from the paper card.
    who("Jake", "jake-laptop")
    start = D(2026, 10, 17, 10, 0)
    group = ["Jake", "Priya", "Nate", "Sarah"]
    run(["round", "start", "Quarry Ridge", "--players", ",".join(group), "--at", stamp(start, -7)], stamp(start, -7))
    moment = play(QUARRY, group, range(1, 10), start, -7)
    path = os.path.join(book, "rounds", "2026-10-17-quarry-ridge-long-tees.round")
    lines = ["# Laptop battery died at the turn: back nine typed in from the paper card."]
    for hole in range(10, 19):
        for player in group:
            value = 5 if (hole, player) == (13, "Nate") else strokes(QUARRY[hole - 1], player)
            lines.append(f"{hole} {player} {value}")
    lines.append("13 Nate 4 # recounted: the 5 above was wrong")
    with open(path, "a") as file:
        file.write("\n".join(lines) + "\n")
    run(["finish"], stamp(moment + datetime.timedelta(minutes=95), -7))

    # 4. Lakeside Park in the rain, finished after six holes.
    who("Priya", "priya-phone")
    start = D(2026, 11, 7, 15, 30)
    run(["round", "start", "Lakeside Park", "--players", "Priya,Mike,Nate", "--at", stamp(start, -8)], stamp(start, -8))
    end = play(LAKE, ["Priya", "Mike", "Nate"], range(1, 7), start, -8)
    run(["finish"], stamp(end, -8))

    # 5. Cedar Creek today, still active: Mike's phone scored 1–4, Sarah's took over from 5. The last
    # score (Mike's birdie on 8) moves him up, so the live standings show ▲.
    who("Mike", "mike-phone")
    start = D(2026, 11, 21, 9, 30)
    group = ["Mike", "Jake", "Sarah", "Nate", "Priya"]
    run(["round", "start", "Cedar Creek", "--players", ",".join(group), "--at", stamp(start, -8)], stamp(start, -8))
    moment = play(CEDAR, group, range(1, 5), start, -8)
    who("Sarah", "sarah-phone")
    moment = play(CEDAR, group, range(5, 8), moment, -8)
    moment = play(CEDAR, ["Jake", "Sarah", "Mike"], [8], moment, -8,
                  override=lambda hole, player, value: {"Jake": 4, "Sarah": 3, "Mike": 2}[player])
    print(run(["standings"], stamp(moment, -8)), end="")


if __name__ == "__main__":
    main()
