#!/usr/bin/env python3
"""Fuzzes the hyzer-text binary with mutations of the bundled files (issue 9). Run it through
scripts/fuzz.sh, which builds the release binary first; docs/PERFORMANCE.md ("Fuzzing") explains it.

Every case copies the repository's courses/ and rounds/ into a scratch scorebook, mutates one file
(or adds one) with 1-4 random mutations (bit flips, line duplication, deletion and truncation, long
lines, control and bidi characters, invalid UTF-8, huge numbers, random tokens, conflict markers,
CRLF, a BOM ...), then runs commands on it and checks what every scorebook must survive:

  - no crash: no exit by signal, no exit code >= 128, no 70 (internal error), no hang (a timeout),
    and no command slower than --slow seconds (5 by default: the inputs are at most a few hundred KB);
  - every error or warning line of a diagnostic starts with path:line:col (a command-level error
    starts with `error:`); `check` exiting 65 names at least one place; stderr stays small;
  - no raw control, bidi or C1 character reaches the output (colour is off: output is a pipe);
  - nothing half-written: `fmt` leaves a file either untouched or canonical, `merge -o` exiting 0 or
    1 leaves a file that `check` accepts, no temporary file survives, and when `score` races `fmt`
    (two processes on one scorebook) an acknowledged score is in the file and the file is valid;
  - `merge-driver` never exits above 128.

Cases are reproducible: case N of seed S always does the same thing (`fuzz.sh --seed S --case N`).
A failing case's scratch scorebook, inputs and output are saved under the output directory.
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# ---------------------------------------------------------------------------------------------
# Corpus and mutations

def corpus():
    """(name, bytes) of every bundled course, round and match file, examples included, and the seeds in
    scripts/fuzz-seeds/ (match files with forks and repeated lines, issue 18)."""
    files = []
    for top in ("courses", "rounds", "matches", "examples", "scripts/fuzz-seeds"):
        for directory, _, names in os.walk(os.path.join(ROOT, top)):
            for name in sorted(names):
                if name.endswith((".course", ".round", ".match")):
                    with open(os.path.join(directory, name), "rb") as handle:
                        files.append((name, handle.read()))
    return sorted(files)


TOKENS = [
    "course", "layout", "started", "organizer", "pars", "player", "guest", "finished", "aka", "holes",
    "par", "hole", "length", "@", "@mike-phone.1", "@~1-mike-3", "@a..b", "by=", "by=Mike", "by=\"Uncle Bob\"",
    "dev=", "dev=a b", "at=", "at=2026-11-21T09:30:00Z", "at=2026-02-30T25:61:61Z", "sup=", "sup=mike-phone.1",
    "sup=a,,b", "resolves=", "resolves=a.1,b.2", "x=y", "#", "# note", "\"", "\"Uncle Bob\"", "=", ",", "0", "1",
    "3", "10", "11", "-1", "+2", "99999999999999999999", "3 3 3", "Mike", "Jake", "Sarah", "Uncle Bob", "Ελλάδα",
    "東京", "Tomás", "\t", "  ", "2026-11-21T09:30:00-08:00", "310ft", "95m", "1e9m", "-5m", "hole 99 par 4",
]
CONTROLS = [b"\x1b[31m", b"\x1b[2J", b"\x1b]0;owned\x07", b"\x00", b"\x7f", b"\x08", b"\r", b"\t",
            "\u202e".encode(), "\u2066".encode(), "\u200f".encode(), "\u0085".encode(), "\u009b".encode(),
            "\u2028".encode(), "\ufeff".encode(), b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xf4\x90\x80\x80"]


def lines_of(data):
    return data.split(b"\n")


def mutate_once(rng, data):
    """One random mutation of `data` (bytes); returns (new bytes, description)."""
    lines = lines_of(data)
    kind = rng.choice([
        "flip", "flip", "byte", "delete_line", "duplicate_line", "duplicate_line", "swap_lines", "truncate",
        "long_line", "control", "huge_number", "token", "token", "token", "conflict", "crlf", "bom",
        "no_final_newline", "empty", "double", "edit_number", "copy_line_elsewhere",
    ])
    if kind == "flip" and data:
        position = rng.randrange(len(data))
        data = data[:position] + bytes([data[position] ^ (1 << rng.randrange(8))]) + data[position + 1:]
    elif kind == "byte" and data:
        position = rng.randrange(len(data))
        data = data[:position] + bytes([rng.randrange(256)]) + data[position + 1:]
    elif kind == "delete_line" and len(lines) > 1:
        del lines[rng.randrange(len(lines))]
        data = b"\n".join(lines)
    elif kind == "duplicate_line" and lines:
        index = rng.randrange(len(lines))
        lines[index:index] = [lines[index]] * rng.choice([1, 1, 2, 50])
        data = b"\n".join(lines)
    elif kind == "copy_line_elsewhere" and lines:
        lines.insert(rng.randrange(len(lines) + 1), rng.choice(lines))
        data = b"\n".join(lines)
    elif kind == "swap_lines" and len(lines) > 1:
        a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[a], lines[b] = lines[b], lines[a]
        data = b"\n".join(lines)
    elif kind == "truncate" and data:
        data = data[:rng.randrange(len(data))]
    elif kind == "long_line":
        size = rng.choice([1_000, 10_000, 100_000, 200_000])
        line = rng.choice([
            lambda: b"1 Mike 3 @d.1 " + b" ".join([b"stray"] * (size // 6)),
            lambda: b"1 Mike 3 @d.1 sup=" + b",".join(b"x.%d" % i for i in range(size // 8)),
            lambda: b"pars " + b" ".join([b"3"] * (size // 2)),
            lambda: b"player " + b"A" * size,
            lambda: b"hole " + b" ".join([b"par 3"] * (size // 6)),
            lambda: bytes(rng.randrange(256) for _ in range(min(size, 20_000))),
            lambda: b"a" * size,
            lambda: b"1 " + b" ".join([b"Mike"] * (size // 5)) + b" 3",
        ])()
        lines.insert(rng.randrange(len(lines) + 1), line)
        data = b"\n".join(lines)
    elif kind == "control":
        position = rng.randrange(len(data) + 1)
        data = data[:position] + rng.choice(CONTROLS) + data[position:]
    elif kind == "huge_number":
        numbers = list(re.finditer(rb"\d+", data))
        if numbers:
            match = rng.choice(numbers)
            data = data[:match.start()] + rng.choice([b"99999999999999999999", b"0", b"-1", b"1000000", b"007"]) + data[match.end():]
    elif kind == "edit_number":
        numbers = list(re.finditer(rb"\d+", data))
        if numbers:
            match = rng.choice(numbers)
            data = data[:match.start()] + str(rng.randrange(0, 40)).encode() + data[match.end():]
    elif kind == "token" and lines:
        index = rng.randrange(len(lines))
        words = lines[index].split(b" ")
        words.insert(rng.randrange(len(words) + 1), rng.choice(TOKENS).encode())
        if rng.random() < 0.3 and len(words) > 1:
            del words[rng.randrange(len(words))]
        lines[index] = b" ".join(words)
        data = b"\n".join(lines)
    elif kind == "conflict" and lines:
        start = rng.randrange(len(lines))
        end = min(len(lines), start + rng.randrange(1, 6))
        size = rng.choice([7, 7, 7, 9])
        ours = lines[start:end]
        theirs = [line.replace(b"3", b"4") for line in ours]
        block = [b"<" * size + b" HEAD"] + ours
        if rng.random() < 0.2:
            block += [b"|" * size + b" base"] + ours
        block += [b"=" * size] + theirs
        if rng.random() < 0.9:  # sometimes the block is never closed
            block += [b">" * size + b" 1a2b3c4 (theirs)"]
        lines[start:end] = block
        data = b"\n".join(lines)
    elif kind == "crlf":
        data = data.replace(b"\n", b"\r\n") if rng.random() < 0.7 else data.replace(b"\n", b"\r\n", rng.randrange(1, 5))
    elif kind == "bom":
        data = b"\xef\xbb\xbf" + data
    elif kind == "no_final_newline":
        data = data.rstrip(b"\n")
    elif kind == "empty":
        data = rng.choice([b"", b"\n", b"\n\n\n", b"#\n"])
    elif kind == "double":
        data = data + data
    return data, kind


def edit_round(rng, data):
    """An edit a person or another device might make to a round file: the player list (add, remove,
    reorder, alias, guest), a header value, or an existing score line. Returns (bytes, description)."""
    lines = lines_of(data)
    players = [index for index, line in enumerate(lines) if line.startswith((b"player ", b"guest "))]
    scores = [index for index, line in enumerate(lines) if line[:1].isdigit()]
    headers = [index for index, line in enumerate(lines) if line.startswith((b"course ", b"organizer ", b"started ", b"finished ", b"pars ", b"layout "))]
    kind = rng.choice(["remove_player", "add_player", "reorder_players", "alias", "guest", "header", "score", "finish"])
    if kind == "remove_player" and players:
        del lines[rng.choice(players)]
    elif kind == "add_player" and players:
        lines.insert(rng.choice(players) + 1, b"player " + rng.choice([b"Nate", b"Jacob", b"Sarah", b"Mike", b"Zoe"]))
    elif kind == "reorder_players" and len(players) > 1:
        block = [lines[index] for index in players]
        rng.shuffle(block)
        for index, line in zip(players, block):
            lines[index] = line
    elif kind == "alias" and players:
        index = rng.choice(players)
        lines[index] = lines[index].split(b" aka ")[0] + b" aka " + b", ".join(rng.sample([b"J", b"Jay", b"Big M", b"Jacob"], rng.randint(1, 2)))
    elif kind == "guest" and players:
        index = rng.choice(players)
        words = lines[index].split(b" ", 1)
        lines[index] = (b"guest " if words[0] == b"player" else b"player ") + (words[1] if len(words) > 1 else b"X")
    elif kind == "header" and headers:
        index = rng.choice(headers)
        keyword = lines[index].split(b" ", 1)[0]
        value = {b"course": b"Other Park", b"organizer": b"Jake", b"started": b"2026-11-21T10:30:00-08:00",
                 b"finished": b"2026-11-21T12:00:00-08:00", b"pars": b"3 3 3 3 3 3 3 3 4", b"layout": b"Short Tees"}[keyword]
        lines[index] = keyword + b" " + value
    elif kind == "score" and scores:
        index = rng.choice(scores)
        words = lines[index].split(b" ")
        if len(words) > 2:
            words[2] = str(rng.randint(1, 10)).encode()  # a hand edit of an existing line
        lines[index] = b" ".join(words)
    elif kind == "finish":
        lines.append(b"finished 2026-11-21T12:00:00-08:00")
    return b"\n".join(lines), kind


def mutate(rng, data, count=None):
    kinds = []
    for _ in range(count or rng.randint(1, 4)):
        data, kind = mutate_once(rng, data)
        kinds.append(kind)
    return data, kinds

# ---------------------------------------------------------------------------------------------
# Running and checking

LOCATED = re.compile(r"^(?P<path>.+?):(?P<line>\d+):(?P<col>\d+): (?P<severity>error|warning): ")
# Terminal controls, bidi controls and separators: none may reach the output raw.
UNSAFE = re.compile("[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\u2028\u2029]")
STDERR_LIMIT = 256 * 1024


class Result:
    def __init__(self, command, status, stdout, stderr, seconds, timed_out):
        self.command, self.status, self.stdout, self.stderr = command, status, stdout, stderr
        self.seconds, self.timed_out = seconds, timed_out


class Case:
    """One fuzz case: a scratch scorebook, the commands run on it, and what went wrong."""

    def __init__(self, options, number, files):
        self.options, self.number = options, number
        self.rng = random.Random(options.seed * 1_000_003 + number)
        self.directory = tempfile.mkdtemp(prefix=f"hyzer-fuzz-{number}-", dir=options.scratch)
        self.book = os.path.join(self.directory, "book")
        self.problems = []
        self.runs = 0
        self.slowest = (0.0, "")
        self.files = files
        self.environment = dict(os.environ, HYZER_NAME="Fuzz", HYZER_DEVICE="fuzz-dev", NO_COLOR="1",
                                GIT_CONFIG_GLOBAL="/dev/null", GIT_CONFIG_NOSYSTEM="1", LC_ALL="C.UTF-8")
        self.environment.pop("HYZER_DIR", None)
        self.environment.pop("HYZER_NOW", None)

    # -- running

    def run(self, arguments):
        command = [self.options.binary, "-C", self.book] + arguments
        start = time.monotonic()
        try:
            completed = subprocess.run(command, cwd=self.book, env=self.environment, capture_output=True,
                                       timeout=self.options.timeout)
            result = Result(arguments, completed.returncode, completed.stdout, completed.stderr,
                            time.monotonic() - start, False)
        except subprocess.TimeoutExpired as expired:
            result = Result(arguments, None, expired.stdout or b"", expired.stderr or b"", time.monotonic() - start, True)
        self.runs += 1
        if result.seconds > self.slowest[0]:
            self.slowest = (result.seconds, " ".join(arguments))
        self.examine(result)
        return result

    def start(self, arguments):
        command = [self.options.binary, "-C", self.book] + arguments
        return arguments, time.monotonic(), subprocess.Popen(command, cwd=self.book, env=self.environment,
                                                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)

    def finish(self, started):
        arguments, start, process = started
        try:
            stdout, stderr = process.communicate(timeout=self.options.timeout)
            result = Result(arguments, process.returncode, stdout, stderr, time.monotonic() - start, False)
        except subprocess.TimeoutExpired:
            process.kill()
            stdout, stderr = process.communicate()
            result = Result(arguments, None, stdout, stderr, time.monotonic() - start, True)
        self.runs += 1
        if result.seconds > self.slowest[0]:
            self.slowest = (result.seconds, " ".join(arguments))
        self.examine(result)
        return result

    def problem(self, kind, result, detail):
        # The scorebook as the failing command saw it (merge inputs included), for the reproducer.
        snapshot = os.path.join(self.directory, "at-failure")
        if not os.path.exists(snapshot):
            shutil.copytree(self.book, snapshot)
        self.problems.append({"kind": kind, "command": " ".join(result.command) if result else "",
                              "status": result.status if result else None, "detail": detail,
                              "stderr": (result.stderr[:4000].decode("utf-8", "replace") if result else "")})

    # -- checks every command must pass

    def examine(self, result):
        name = result.command[0]
        if result.timed_out:
            self.problem("hang", result, f"no exit after {self.options.timeout} s")
            return
        if result.seconds > self.options.slow:
            self.problem("slow", result, f"{result.seconds:.1f} s (more than {self.options.slow:g} s)")
        if result.status < 0 or result.status >= 128 or result.status == 70:
            self.problem("crash", result, f"exit status {result.status}")
        if len(result.stderr) > STDERR_LIMIT:
            self.problem("output", result, f"{len(result.stderr)} bytes on stderr")
        stderr = result.stderr.decode("utf-8", "replace")
        outputs = [("stderr", stderr)]
        if name not in ("merge",):  # merge without -o prints the merged file itself on stdout
            outputs.append(("stdout", result.stdout.decode("utf-8", "replace")))
        for stream, text in outputs:
            unsafe = UNSAFE.search(text)
            if unsafe:
                self.problem("unescaped", result, f"raw U+{ord(unsafe.group()):04X} on {stream}")
        located = 0
        for line in stderr.split("\n"):
            if line.startswith("hint:") or ("error:" not in line and "warning:" not in line):
                continue
            if line.startswith(("error: ", "warning: ", "note: ")) or line.startswith("hyzer-text"):
                continue
            match = LOCATED.match(line)
            if not match:
                if re.match(r"^\S+ \| ", line) or re.match(r"^ +\| ", line):  # an excerpt that quotes "error:"
                    continue
                self.problem("unlocated", result, f"diagnostic without path:line:col: {line[:200]!r}")
                continue
            located += 1
            if int(match["line"]) < 1 or int(match["col"]) < 1:
                self.problem("unlocated", result, f"bad location: {line[:200]!r}")
        if name == "check" and result.status == 65 and located == 0:
            self.problem("unlocated", result, "check failed without naming a place")

    def leftovers(self, after):
        for directory in ("rounds", "courses"):
            for name in os.listdir(os.path.join(self.book, directory)):
                if ".tmp" in name:
                    self.problem("half-written", after, f"temporary file left: {directory}/{name}")

    # -- the case

    def setup(self):
        os.makedirs(self.book)
        for directory in ("courses", "rounds", "matches"):
            shutil.copytree(os.path.join(ROOT, directory), os.path.join(self.book, directory))
        name, original = self.rng.choice(self.files)
        self.mutated, self.kinds = mutate(self.rng, original)
        directory = {".course": "courses", ".round": "rounds", ".match": "matches"}[os.path.splitext(name)[1]]
        # Replace the bundled file of that name, or add the mutant beside the others.
        if self.rng.random() < 0.3:
            name = "fuzz-" + name
        self.target = f"{directory}/{name}"
        with open(os.path.join(self.book, self.target), "wb") as handle:
            handle.write(self.mutated)
        self.is_round = name.endswith(".round")
        self.is_match = name.endswith(".match")
        self.original = original
        self.saved = os.path.join(self.directory, "initial")
        shutil.copytree(self.book, self.saved)

    def play(self):
        self.setup()
        rng = self.rng
        check = self.run(["check"])
        target_check = self.run(["check", self.target])
        self.run(["fmt", "--check", self.target])
        if self.is_round:
            self.run(["standings", "--round", self.target])
            self.run(rng.choice([["show", self.target], ["card", self.target, "--format", rng.choice(["text", "markdown", "svg", "html", "json"])],
                                 ["standings", "--round", self.target, "--json"], ["conflicts"], ["player", "Mike", "--round", self.target]]))
        if self.is_match:
            match = os.path.splitext(os.path.basename(self.target))[0]
            self.run(rng.choice([["match", "status", "--match", match], ["match", "status", "--json", "--match", match],
                                 ["match", "show", match], ["match", "list"], ["match", "stats"]]))
        if rng.random() < 0.3:
            self.run(rng.choice([["history"], ["stats"], ["round", "list"], ["course", "list"], ["course", "list", "--json"],
                                 ["history", "--json"]]))
        if rng.random() < 0.5:
            self.fmt_writes(target_check)
        if self.is_round and rng.random() < 0.5:
            self.merge()
        if self.is_round and rng.random() < 0.4:
            self.race(target_check.status == 0)
        del check

    def fmt_writes(self, target_check):
        path = os.path.join(self.book, self.target)
        before = open(path, "rb").read()
        result = self.run(["fmt", self.target])
        after = open(path, "rb").read()
        self.leftovers(result)
        if after != before:
            if result.status != 0:
                self.problem("half-written", result, f"fmt exited {result.status} but changed the file")
            again = self.run(["fmt", "--check", self.target])
            if again.status != 0:
                self.problem("half-written", result, "fmt rewrote the file into one that is not canonical")
            if target_check.status == 0 and self.run(["check", self.target]).status != 0:
                self.problem("half-written", result, "fmt turned a valid file into one with errors")

    def merge(self):
        """Two mutated copies of one round (and their ancestor) through merge and merge-driver."""
        rng = self.rng
        base = self.original if rng.random() < 0.5 else self.mutated
        copies = []
        for label in ("a", "b"):
            data = base
            # Mostly what two devices do (append score lines), sometimes anything.
            if rng.random() < 0.6:
                extra = b"".join(b"%d %s %d\n" % (rng.randint(1, 9), rng.choice([b"Mike", b"Jake", b"Sarah", b"Nate"]), rng.randint(1, 6))
                                 for _ in range(rng.randint(0, 4)))
                data = (data if data.endswith(b"\n") or not data else data + b"\n") + extra
            if rng.random() < 0.5:
                data, _ = edit_round(rng, data)
            if rng.random() < 0.3:
                data, _ = mutate(rng, data, 1)
            path = os.path.join(self.book, "rounds", f"fuzz-merge-{label}.round")
            with open(path, "wb") as handle:
                handle.write(data)
            copies.append(f"rounds/fuzz-merge-{label}.round")
        ancestor = "ancestor.round"  # beside courses/ and rounds/, where check does not look
        with open(os.path.join(self.book, ancestor), "wb") as handle:
            handle.write(self.original if rng.random() < 0.8 else b"")
        a, b = copies
        self.run(["merge", a, b])
        output = "rounds/fuzz-merge-out.round"
        merged = self.run(["merge", a, b, "--base", ancestor, "-o", output, "--device", "fuzz-dev"] if rng.random() < 0.5
                          else ["merge", b, a, "-o", output])
        self.leftovers(merged)
        if merged.status in (0, 1) and os.path.exists(os.path.join(self.book, output)):
            verdict = self.run(["check", output])
            if verdict.status != 0:
                first = next((line for line in verdict.stderr.decode("utf-8", "replace").split("\n") if ": error: " in line), "")
                self.problem("half-written", merged, f"merge exited {merged.status} but its output fails check: {first[:200]}")
        # The driver as git runs it: %O %A %B %P, the result written into %A.
        ours = "ours.round"
        shutil.copy(os.path.join(self.book, a), os.path.join(self.book, ours))
        driver = self.run(["merge-driver", ancestor, ours, b, a])
        if driver.status is not None and driver.status > 128:
            self.problem("crash", driver, f"merge-driver exited {driver.status} (git reads > 128 as a driver failure)")
        if not os.path.exists(os.path.join(self.book, ours)):
            self.problem("half-written", driver, "merge-driver left no %A")
        for path in copies + [output, ancestor, ours]:
            if os.path.exists(os.path.join(self.book, path)):
                os.remove(os.path.join(self.book, path))

    def race(self, target_is_valid):
        """Two processes on one scorebook: `score` racing `fmt` (or another `score`) on one round."""
        rng = self.rng
        if target_is_valid:
            target = self.target
        else:  # a bundled round that is valid, so that the score can be acknowledged
            # Not the mutated target: `score` writes into a round with bad lines (it ignores them with a
            # warning), and `check` would then report the mutation, not a half-written score.
            rounds = sorted(name for name in os.listdir(os.path.join(self.book, "rounds"))
                            if not name.startswith("fuzz-") and "rounds/" + name != self.target)
            active = [name for name in rounds if b"\nfinished " not in open(os.path.join(self.book, "rounds", name), "rb").read()]
            target = "rounds/" + rng.choice(active or rounds)
        path = os.path.join(self.book, target)
        text = open(path, "rb").read().decode("utf-8", "replace")
        # Names as the file has them (a valid name is at most 40 characters; a mutated one may not fit argv).
        players = [name for name in re.findall(r"^(?:player|guest) (.+?)(?: aka .*)?\r?$", text, re.M) if len(name) <= 100]
        if not players:
            return
        player = rng.choice(players)
        hole, strokes = rng.randint(1, 3), rng.randint(1, 9)
        # CRLF or extra spaces give fmt something to rewrite while score appends.
        if rng.random() < 0.5:
            with open(path, "wb") as handle:
                handle.write(text.replace("\n", "\r\n").encode() if rng.random() < 0.5 else text.replace(" ", "  ", 3).encode())
        other = rng.choice([["fmt", target], ["fmt"], ["score", "--round", target, str(hole), player, str(strokes % 9 + 1)]])
        first = self.start(["score", "--round", target, str(hole), player, str(strokes)])
        second = self.start(other)
        score, rival = self.finish(first), self.finish(second)
        self.leftovers(score)
        final = open(path, "rb").read().decode("utf-8", "replace")
        for result, value in ((score, strokes), (rival, strokes % 9 + 1)):
            if result.command[0] != "score" or result.status != 0:
                continue
            wanted = re.compile(rf"^{hole} {re.escape(player)} {value}( |$)", re.M)
            if not wanted.search(final):
                self.problem("lost", result, f"acknowledged score {hole} {player} {value} is not in {target}")
        if score.status == 0 and self.run(["check", target]).status != 0:
            self.problem("half-written", score, f"{target} has errors after score and {' '.join(other)} ran at once")

    def save(self, output):
        """Keeps the failing case: its initial scorebook, what failed, and how to replay it."""
        destination = os.path.join(output, f"case-{self.number}")
        shutil.rmtree(destination, ignore_errors=True)
        shutil.copytree(self.saved, os.path.join(destination, "initial"))
        snapshot = os.path.join(self.directory, "at-failure")
        if os.path.exists(snapshot):
            shutil.copytree(snapshot, os.path.join(destination, "at-failure"))
        with open(os.path.join(destination, "failure.txt"), "w") as handle:
            handle.write(f"replay: scripts/fuzz.sh --seed {self.options.seed} --case {self.number}\n")
            handle.write("initial/: the scorebook after the mutation; at-failure/: as the first failing command saw it\n"
                         "(commands below run in that directory: cd at-failure && hyzer-text COMMAND)\n")
            handle.write(f"target: {self.target} (mutations: {', '.join(self.kinds)})\n\n")
            for problem in self.problems:
                handle.write(f"{problem['kind']}: {problem['detail']}\n  command: hyzer-text {problem['command']}\n"
                             f"  exit: {problem['status']}\n  stderr:\n")
                handle.write("".join("    " + line + "\n" for line in problem["stderr"].splitlines()[:40]))
                handle.write("\n")
        return destination

    def cleanup(self):
        shutil.rmtree(self.directory, ignore_errors=True)


def run_case(options, number, files):
    case = Case(options, number, files)
    try:
        case.play()
    except Exception as error:  # a bug in the harness is reported, not hidden
        case.problems.append({"kind": "harness", "command": "", "status": None, "detail": repr(error), "stderr": ""})
    saved = case.save(options.output) if case.problems else None
    summary = {"case": case.number, "runs": case.runs, "slowest": case.slowest, "problems": case.problems,
               "saved": saved, "target": case.target if hasattr(case, "target") else "", "kinds": getattr(case, "kinds", [])}
    case.cleanup()
    return summary

# ---------------------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--case", type=int, help="run only this case (to replay a failure)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds before a command counts as hung")
    parser.add_argument("--slow", type=float, default=5.0, help="seconds after which a command counts as too slow")
    parser.add_argument("--output", default=os.path.join(tempfile.gettempdir(), "hyzer-fuzz"))
    options = parser.parse_args()
    options.binary = os.path.abspath(options.binary)
    os.makedirs(options.output, exist_ok=True)
    options.scratch = tempfile.mkdtemp(prefix="hyzer-fuzz-scratch-")
    files = corpus()
    numbers = [options.case] if options.case is not None else list(range(options.cases))
    started = time.monotonic()
    results, lock = [], threading.Lock()
    failing = []

    def progress(summary):
        with lock:
            results.append(summary)
            if summary["problems"]:
                failing.append(summary)
                kinds = sorted({problem["kind"] for problem in summary["problems"]})
                print(f"case {summary['case']}: {', '.join(kinds)}: {summary['problems'][0]['detail']} "
                      f"({summary['problems'][0]['command'][:80]}) -> {summary['saved']}", flush=True)
            if len(results) % 1000 == 0:
                print(f"... {len(results)} cases, {len(failing)} failing, {time.monotonic() - started:.0f} s", flush=True)

    with ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
        for number in numbers:
            pool.submit(run_case, options, number, files).add_done_callback(lambda future: progress(future.result()))
    shutil.rmtree(options.scratch, ignore_errors=True)

    elapsed = time.monotonic() - started
    runs = sum(result["runs"] for result in results)
    slowest = max(results, key=lambda result: result["slowest"][0]) if results else None
    by_kind = {}
    for result in failing:
        for kind in {problem["kind"] for problem in result["problems"]}:
            by_kind[kind] = by_kind.get(kind, 0) + 1
    print()
    print(f"cases:        {len(results)} (seed {options.seed}), {runs} commands in {elapsed:.0f} s")
    print(f"crashes:      {by_kind.get('crash', 0)} cases" + (f" (exit >= 128 or 70)" if by_kind.get("crash") else ""))
    print(f"hangs:        {by_kind.get('hang', 0)} cases (no exit within {options.timeout:g} s)")
    others = {kind: count for kind, count in by_kind.items() if kind not in ("crash", "hang")}
    print(f"other:        " + (", ".join(f"{count} {kind}" for kind, count in sorted(others.items())) or "none"))
    # Distinct crash sites (the first source frame of the backtrace), each with one case to replay.
    sites = {}
    for result in failing:
        for problem in result["problems"]:
            if problem["kind"] not in ("crash", "hang"):
                continue
            frame = re.search(r"in hyzer-text at (\S*Sources/\S+?:\d+)", problem["stderr"])
            site = (problem["kind"], frame.group(1).split("Sources/", 1)[1] if frame else problem["command"].split(" ")[0])
            if result["case"] not in sites.setdefault(site, []):
                sites[site].append(result["case"])
    for (kind, site), cases in sorted(sites.items(), key=lambda item: -len(item[1])):
        print(f"  {kind} at {site}: {len(cases)} case{'s' if len(cases) != 1 else ''}, e.g. case {cases[0]}")
    if slowest:
        print(f"slowest case: case {slowest['case']}, {slowest['slowest'][0] * 1000:.0f} ms: hyzer-text {slowest['slowest'][1][:100]}")
    if failing:
        print(f"reproducers:  {options.output}/case-N (replay one with scripts/fuzz.sh --seed {options.seed} --case N)")
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
