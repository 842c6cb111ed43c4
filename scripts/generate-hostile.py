#!/usr/bin/env python3
"""Generate hostile big files, one scorebook per shape, for the memory measurement (bench-memory.sh).

Usage: scripts/generate-hostile.py OUT_DIR [--mib 60] [--lines 262144] [--seed 1] [--shape NAME …]

Each shape is a scorebook OUT_DIR/SHAPE/ (a `.scorebook` marker, an identity: Mike on mike-phone, the
seeded course and one big file of about --mib MiB, or of --lines lines when those come first: the
largest file of its shape within the bounds of a scorebook file, 64 MiB and 262,144 lines) and the
copies a merge of that file takes, OUT_DIR/SHAPE.copies/{base,a,b}.EXT: `a` is the file, `b` the
file with its last line changed, `base` the file (git's ancestor). The shapes are what a file the tool
reads can be made of, each pushed to the bounds (docs/FORMAT.md, "Limits on what is read"):

  comments       a round of whole-line comments
  long-lines     a round of 1 MiB lines: comments and score lines with a note
  long-words     a round of 1 MiB lines of stray words, each a line that does not read
  short-scores   a round of hand-typed score lines (`3 Mike 4`)
  device-scores  a round of score lines as devices write them (`@id by= at=`)
  noted-scores   the same with a note on each, 256 bytes a line (the file meets both bounds at once)
  many-players   a round whose header lists a player a line, then a few scores
  conflicts      a round of git conflict blocks
  bad-lines      a round of lines that do not read (a misspelt name, a hole past the last): a diagnostic each
  teams          a team round: players, `team` lines and team score lines
  rallies        a match of hand-typed rally lines (`A`, `B`), long after the match is over
  ledger         a bag-tag ledger of claims and trades
  league         a league with a `round` line per round
  course         a course with a `hole` line per hole
  over-lines     a round of comment lines one line past --lines (refused by every command)

Prints one line a shape: its name, its kind, the big file's path, its size in bytes and its lines.
Deterministic for a given seed and size; a file is rewritten only when it is missing or its size, seed
or making changed (OUT_DIR/SHAPE/.complete records them).
"""
import argparse, datetime, inspect, os, random, shutil

MARKER = "# This directory is a hyzer-text scorebook; keep this file (see `hyzer-text --help`).\n"
COURSE = "course Lakeside Park\nholes 9\npar 3\nhole 7 par 4 length 455ft\n"
PARS = "pars 3 3 3 3 3 3 4 3 3"
NAMES = ["Mike", "Jake", "Sarah", "Nate", "Priya", "Lena", "Sam", "Ola"]


def round_header(players=NAMES[:4], extra=()):
    return ["course Lakeside Park", "started 2026-11-21T09:30:00-08:00", "organizer Mike", PARS, *extra,
            *[f"player {name}" for name in players], ""]


LINES = 1 << 18  # set from --lines


def fill(limit, header, line, lines_limit=None):
    """The header's lines, then `line(n)` for n = 0, 1, … until the text reaches `limit` bytes or
    `lines_limit` lines (default: the --lines bound)."""
    lines_limit = LINES if lines_limit is None else lines_limit
    lines, size, n = list(header), sum(len(l.encode()) + 1 for l in header), 0
    while size < limit and len(lines) < lines_limit:
        text = line(n)
        lines.append(text)
        size += len(text.encode()) + 1
        n += 1
    return lines


def comments(limit, rng):
    words = ["wind", "picked", "up", "on", "the", "back", "nine", "great", "drive", "lost", "a", "disc", "in", "pond"]
    return "round", fill(limit, round_header(), lambda n: "# " + " ".join(rng.choice(words) for _ in range(rng.randint(3, 12))))


def long_lines(limit, rng):
    mib = 1 << 20

    def line(n):
        if n % 2 == 0:
            return "# " + "x" * (mib - 2)
        return f"{n // 2 % 9 + 1} Mike {rng.randint(2, 5)} @mike-phone.{n} by=Mike # " + "note " * ((mib - 40) // 5)
    return "round", fill(limit, round_header(), line)


def long_words(limit, rng):
    return "round", fill(limit, round_header(), lambda n: "zz " * ((1 << 20) // 3))


def short_scores(limit, rng):
    return "round", fill(limit, round_header(), lambda n: f"{rng.randint(1, 9)} {rng.choice(NAMES[:4])} {rng.randint(2, 5)}")


def device_scores(limit, rng):
    start = datetime.datetime(2026, 11, 21, 17, 30, tzinfo=datetime.timezone.utc)
    sequence = {"mike-phone": 0, "jake-phone": 0}

    def line(n):
        device = "mike-phone" if n % 2 == 0 else "jake-phone"
        sequence[device] += 1
        stamp = (start + datetime.timedelta(seconds=n)).strftime("%Y-%m-%dT%H:%M:%SZ")
        return f"{n % 9 + 1} {NAMES[n % 4]} {rng.randint(2, 5)} @{device}.{sequence[device]} by={NAMES[n % 4]} at={stamp}"
    return "round", fill(limit, round_header(), line)


def noted_scores(limit, rng):
    kind, lines = device_scores(limit, rng)
    notes = ["great drive", "hit the tree", "long putt", "in the rough", "ob left", "par save", "windy tee"]
    noted = lines[:len(round_header())]
    for line in lines[len(noted):]:
        note = " # " + " ".join(rng.choice(notes) for _ in range(12))
        pad = 255 - len(line) - len(note) - 1
        noted.append(line + note + (" " + "z" * pad if pad > 0 else ""))
    return kind, noted[:LINES]


def many_players(limit, rng):
    count = min(limit // len("player Player 0000000\n"), LINES) - 20
    players = [f"Player {n:07d}" for n in range(count)]
    return "round", round_header(players) + [f"{n % 9 + 1} Player {n:07d} 3" for n in range(10)]


def conflicts(limit, rng):
    def line(n):
        return ["<<<<<<< HEAD", f"{n % 9 + 1} Mike 3", "=======", f"{n % 9 + 1} Mike 4", ">>>>>>> jake-phone"][n % 5]
    return "round", fill(limit, round_header(), line)


def bad_lines(limit, rng):
    def line(n):
        return f"{rng.randint(1, 9)} Mkie 3" if n % 2 == 0 else f"{rng.randint(10, 99)} Jake 3"
    return "round", fill(limit, round_header(), line)


def teams(limit, rng):
    count = min(limit // 6 // len("player Player 000000\n"), LINES // 3)
    players = [f"Player {n:06d}" for n in range(count)]
    team_lines = [f"team Team {n:06d} = Player {2 * n:06d}+Player {2 * n + 1:06d}" for n in range(count // 2)]
    header = round_header(players, extra=["format best-shot"])[:-1] + team_lines + [""]
    return "round", fill(limit, header, lambda n: f"{rng.randint(1, 9)} Team {rng.randrange(count // 2):06d} {rng.randint(2, 5)}")


def rallies(limit, rng):
    header = ["started 2026-11-22T10:00:00-08:00", "best-of 3", "player A Alex", "player B Sam", ""]
    return "match", fill(limit, header, lambda n: rng.choice("AB"))


def ledger(limit, rng):
    header = ["# The club's tags.", "newcomers next"] + [f"2026-09-01 claim {n + 1} Player {n:04d}" for n in range(1000)]
    day = datetime.date(2026, 9, 2)
    return "tags", fill(limit, header, lambda n: f"{day + datetime.timedelta(days=n // 1000)} trade Player {rng.randrange(1000):04d}, Player {rng.randrange(1000):04d}")


def league(limit, rng):
    header = ["league Autumn 2026", "from 2026-09-01", "to 2026-11-30", "points place 10 8 6 5 4", "best 3"]
    return "league", fill(limit, header, lambda n: f"round 2026-{n % 12 + 1:02d}-{n % 28 + 1:02d}-lakeside-park-{n}")


def over_lines(limit, rng):
    return "round", fill(limit, round_header(), lambda n: f"# line {n}", lines_limit=LINES + 1)


def course(limit, rng):
    header = ["course Big Woods", "holes 99", "par 3"]
    return "course", fill(limit, header, lambda n: f"hole {n % 99 + 1} par {rng.randint(3, 5)} length {rng.randint(150, 600)}ft")


SHAPES = {
    "comments": comments, "long-lines": long_lines, "long-words": long_words, "short-scores": short_scores,
    "device-scores": device_scores,
    "noted-scores": noted_scores,
    "many-players": many_players, "conflicts": conflicts, "bad-lines": bad_lines, "teams": teams,
    "rallies": rallies, "ledger": ledger, "league": league, "course": course, "over-lines": over_lines,
}
FOLDERS = {"round": "rounds", "match": "matches", "tags": "tags", "league": "leagues", "course": "courses"}
# The line `b` has in place of the last one, of its kind, so that the two copies differ.
EXTRA = {"round": "9 Mike 3 # added on copy b", "match": "# added on copy b", "tags": "# added on copy b",
         "league": "round added-on-copy-b", "course": "# added on copy b"}


def write(path, lines):
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out")
    parser.add_argument("--mib", type=float, default=60)
    parser.add_argument("--lines", type=int, default=1 << 18)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--shape", action="append", choices=sorted(SHAPES), help="only this shape (repeat)")
    args = parser.parse_args()
    global LINES
    LINES = args.lines
    limit = int(args.mib * (1 << 20))
    for name in args.shape or SHAPES:
        book = os.path.join(args.out, name)
        stamp = f"{args.mib} {args.lines} {args.seed} {inspect.getsource(SHAPES[name])!r}\n"  # a changed shape is made again
        complete = os.path.join(book, ".complete")
        kind, lines = None, None
        if not (os.path.exists(complete) and open(complete).read() == stamp):
            shutil.rmtree(book, ignore_errors=True)
            kind, lines = SHAPES[name](limit, random.Random(f"{args.seed}-{name}"))
            for folder in ("courses", FOLDERS[kind]):
                os.makedirs(os.path.join(book, folder), exist_ok=True)
            with open(os.path.join(book, ".scorebook"), "w") as f:
                f.write(MARKER)
            os.makedirs(os.path.join(book, ".hyzer"), exist_ok=True)
            with open(os.path.join(book, ".hyzer", "identity"), "w") as f:
                f.write("name Mike\ndevice mike-phone\n")
            with open(os.path.join(book, "courses", "lakeside-park.course"), "w") as f:
                f.write(COURSE)
            big = os.path.join(book, FOLDERS[kind], f"big.{kind}")
            write(big, lines)
            copies = book + ".copies"
            shutil.rmtree(copies, ignore_errors=True)
            os.makedirs(copies)
            for copy in ("base", "a"):  # the same bytes as the file (links: nothing writes them)
                os.link(big, os.path.join(copies, f"{copy}.{kind}"))
            # b: one line changed at the end (not one more: a file at the line bound stays within it).
            write(os.path.join(copies, f"b.{kind}"), lines[:-1] + [EXTRA[kind]])
            with open(complete, "w") as f:
                f.write(stamp)
        kind = kind or next(k for k, folder in FOLDERS.items() if os.path.exists(os.path.join(book, folder, f"big.{k}")))
        path = os.path.join(book, FOLDERS[kind], f"big.{kind}")
        with open(path, "rb") as f:
            count = sum(chunk.count(b"\n") for chunk in iter(lambda: f.read(1 << 20), b""))
        print(f"{name} {kind} {path} {os.path.getsize(path)} {count}")


if __name__ == "__main__":
    main()
