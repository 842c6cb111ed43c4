#!/usr/bin/env python3
"""A club day through one hub (issue 22): N clones of a bare hub, groups of four scoring rounds, one
scorekeeper per group of four also keeping a pickleball match, and `sync` launched in concurrent
waves of 8-24 clones at the same instant after each hole but the last; the last hole's scores are
shared by everyone syncing at once. Checks, and prints as figures:

- every sync exits 0 and says "Pushed" when it had something to share, or exits 75 and says so on
  stderr (never silent); any other exit is a failure;
- after each wave, every score and rally acknowledged by a clone whose sync exited 0 is on the hub
  (its commits reached the hub in that round of syncs);
- the hub gains at most two commits per sync that shared something;
- after the last hole, one round of everyone syncing at once (all pushed), then a second: every clone
  byte-identical, every acknowledged score and rally exactly once on every clone, `check --history`
  clean (on every clone up to 24, else on 12 of them).

Usage: scripts/club-soak.py BIN DIR [--clones N] [--holes H] [--seed S] [--timeout SECONDS]   (see scripts/club-soak.sh)
"""
import argparse, hashlib, os, random, re, shutil, statistics, subprocess, sys, time
from concurrent.futures import ThreadPoolExecutor

ENV = dict(os.environ, GIT_CONFIG_GLOBAL="/dev/null", GIT_CONFIG_NOSYSTEM="1", GIT_TERMINAL_PROMPT="0",
           GIT_AUTHOR_NAME="Soak", GIT_AUTHOR_EMAIL="soak@example.invalid",
           GIT_COMMITTER_NAME="Soak", GIT_COMMITTER_EMAIL="soak@example.invalid")
for key in ("HYZER_DIR", "HYZER_NAME", "HYZER_DEVICE", "HYZER_NOW"):
    ENV.pop(key, None)


def run(args, cwd, check=True):
    result = subprocess.run(args, cwd=cwd, env=ENV, capture_output=True, text=True)
    if check and result.returncode != 0:
        sys.exit(f"failed in {cwd}: {' '.join(args)}\n{result.stdout}{result.stderr}")
    return result


class Club:
    def __init__(self, bin, root, clones, seed, timeout=None):
        self.bin, self.root, self.rng = bin, root, random.Random(seed)
        self.sync = ["sync"] + (["--timeout", str(timeout)] if timeout is not None else [])
        self.hub = os.path.join(root, "hub.git")
        self.devices = [f"c{index:03d}" for index in range(clones)]
        self.player = {device: f"P{index:03d}" for index, device in enumerate(self.devices)}
        self.groups = [self.devices[index:index + 4] for index in range(0, clones, 4)]
        self.scores = []    # (device, round file, hole, player, strokes): acknowledged (exit 0)
        self.rallies = []   # (device, match file, number, team)
        self.round_of, self.match_of = {}, {}
        self.syncs, self.failures = [], []
        self.hub_commits_before = 0

    def path(self, device):
        return os.path.join(self.root, device)

    def hyzer(self, device, args, check=True):
        return run([self.bin] + args, self.path(device), check)

    # MARK: set-up

    def set_up(self):
        shutil.rmtree(self.root, ignore_errors=True)
        os.makedirs(self.root)
        run(["git", "init", "-q", "--bare", "hub.git"], self.root)
        first = self.devices[0]
        run(["git", "clone", "-q", "hub.git", first], self.root)
        self.hyzer(first, ["init", "--name", self.player[first], "--device", first, "."])
        self.hyzer(first, ["sync"])

        def clone(device):
            run(["git", "clone", "-q", "hub.git", device], self.root)
            self.hyzer(device, ["init", "--name", self.player[device], "--device", device])
        with ThreadPoolExecutor(8) as pool:
            list(pool.map(clone, self.devices[1:]))
        # Each group's first clone starts its round (and a match); everyone syncs to get them.
        for group in self.groups:
            leader = group[0]
            players = ",".join(self.player[device] for device in group)
            self.hyzer(leader, ["round", "start", "Lakeside Park", "--players", players])
            name = sorted(f for f in os.listdir(self.path(leader) + "/rounds") if leader in f)[-1]
            for device in group:
                self.round_of[device] = "rounds/" + name
            if len(group) == 4:
                self.hyzer(leader, ["match", "start", "--team", f"{group[0]},{group[1]}", "--team", f"{group[2]},{group[3]}",
                                    "--to", "21", "--best-of", "5"])
                self.match_of[leader] = "matches/" + sorted(os.listdir(self.path(leader) + "/matches"))[-1]
        self.hub_commits_before = self.hub_commit_count()

    # MARK: play

    def score_hole(self, hole):
        def score(device):
            strokes = self.rng.randint(2, 5)
            player = self.player[device]
            result = self.hyzer(device, ["score", str(hole), player, str(strokes), "--round", self.round_of[device]], check=False)
            if result.returncode == 0:
                return [(device, self.round_of[device], hole, player, strokes)]
            self.failures.append(f"score on {device} exited {result.returncode}: {result.stderr.strip()}")
            return []
        with ThreadPoolExecutor(4) as pool:
            for acknowledged in pool.map(score, self.devices):
                self.scores += acknowledged
        for leader, match in self.match_of.items():
            for _ in range(self.rng.randint(1, 3)):
                team = self.rng.choice("AB")
                result = self.hyzer(leader, ["rally", team, "--match", match], check=False)
                if result.returncode == 0:
                    number = sum(1 for line in open(self.path(leader) + "/" + match) if re.match(r"^\d+ [AB] @", line))
                    self.rallies.append((leader, match, number, team))
                else:
                    self.failures.append(f"rally on {leader} exited {result.returncode}: {result.stderr.strip()}")

    def wave(self, devices, label):
        """Runs `sync` on `devices` all at once; checks each exit and what reached the hub."""
        before = self.hub_commit_count()
        started = time.monotonic()
        processes = [(device, time.monotonic(), subprocess.Popen([self.bin] + self.sync, cwd=self.path(device), env=ENV,
                                                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
                     for device in devices]
        shared, pushed = 0, []
        for device, start, process in processes:
            out, err = process.communicate()
            seconds = time.monotonic() - start
            status = process.returncode
            committed = "Committed:" in out
            self.syncs.append((label, device, status, seconds, committed, "Pushed to" in out))
            if status == 0:
                shared += committed
                if committed and "Pushed to" not in out:
                    self.failures.append(f"{label}: {device} committed, exited 0, but did not say Pushed:\n{out}{err}")
                pushed.append(device)
            elif status == 75:
                shared += committed
                if "could not push" not in err:
                    self.failures.append(f"{label}: {device} exited 75 without saying why:\n{out}{err}")
            else:
                self.failures.append(f"{label}: {device} exited {status}:\n{out}{err}")
        added = self.hub_commit_count() - before
        if added > 2 * shared:
            self.failures.append(f"{label}: the hub gained {added} commits for {shared} syncs that shared something")
        # Every score and rally acknowledged on a clone whose sync exited 0 is on the hub now.
        hub_files = {}
        for device in pushed:
            for path, line in self.expected_lines(device):
                if path not in hub_files:
                    hub_files[path] = run(["git", "show", f"master:{path}"], self.hub, check=False).stdout
                if line not in hub_files[path]:
                    self.failures.append(f"{label}: {device}'s line {line.strip()!r} is not on the hub after its sync exited 0")
        return time.monotonic() - started, shared, added, len(devices)

    def expected_lines(self, device):
        for (owner, path, hole, player, strokes) in self.scores:
            if owner == device:
                yield path, f"\n{hole} {player} {strokes} @{device}."
        for (owner, path, number, team) in self.rallies:
            if owner == device:
                yield path, f"\n{number} {team} @{device}."

    def waves(self, label):
        """Every clone once, in random waves of 8-24 clones (fewer when fewer are left)."""
        order = self.devices[:]
        self.rng.shuffle(order)
        results = []
        while order:
            size = min(len(order), self.rng.randint(8, 24))
            wave, order = order[:size], order[size:]
            results.append(self.wave(wave, label))
        return results

    # MARK: checks

    def hub_commit_count(self):
        result = run(["git", "rev-list", "--count", "master"], self.hub, check=False)
        return int(result.stdout.strip() or 0)

    def converged(self):
        digests = {}
        for device in self.devices:
            digest = hashlib.sha256()
            for folder in ("rounds", "matches", "courses"):
                directory = os.path.join(self.path(device), folder)
                for name in sorted(os.listdir(directory)) if os.path.isdir(directory) else []:
                    digest.update(name.encode() + b"\0" + open(os.path.join(directory, name), "rb").read())
            digests[device] = digest.hexdigest()
        groups = {}
        for device, digest in digests.items():
            groups.setdefault(digest, []).append(device)
        return len(groups) == 1, groups

    def check_records(self):
        missing = duplicated = 0
        for device in self.devices:
            texts = {}
            for path, line in [(p, l) for owner in self.devices for p, l in self.expected_lines(owner)]:
                if path not in texts:
                    texts[path] = "\n" + open(os.path.join(self.path(device), path)).read()
                count = texts[path].count(line)
                missing += count == 0
                duplicated += count > 1
        return missing, duplicated


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bin")
    parser.add_argument("dir")
    parser.add_argument("--clones", type=int, default=24)
    parser.add_argument("--holes", type=int, default=9)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=int, help="sync --timeout SECONDS (default: sync's own, 60)")
    options = parser.parse_args()
    club = Club(os.path.abspath(options.bin), os.path.abspath(options.dir), options.clones, options.seed, options.timeout)
    began = time.monotonic()
    club.set_up()
    print(f"{options.clones} clones, {len(club.groups)} groups, {len(club.match_of)} matches; set up in {time.monotonic() - began:.0f} s")
    club.wave([group[0] for group in club.groups], "start")  # the rounds and matches reach the hub
    club.waves("start")                                       # and every clone
    for hole in range(1, options.holes + 1):
        club.score_hole(hole)
        if hole == options.holes:
            break  # the last hole's scores go in the round of everyone syncing at once
        results = club.waves(f"hole {hole}")
        print(f"hole {hole}: {len(results)} waves ({', '.join(str(r[3]) for r in results)} syncs), "
              f"{sum(r[2] for r in results)} hub commits for {sum(r[1] for r in results)} syncs that shared; "
              f"longest wave {max(r[0] for r in results):.1f} s")
    for round_number in (1, 2):
        seconds, shared, added, _ = club.wave(club.devices, f"everyone {round_number}")
        statuses = {}
        for sync in club.syncs[-len(club.devices):]:
            statuses[sync[2]] = statuses.get(sync[2], 0) + 1
        print(f"everyone at once, round {round_number}: {seconds:.1f} s, {added} hub commits for {shared} syncs that shared "
              f"({', '.join(f'exit {k}: {v}' for k, v in sorted(statuses.items()))})")
        if round_number == 1:
            same, groups = club.converged()
            print(f"  after one round of everyone: {'all clones identical' if same else f'{len(groups)} different states'}")
    same, groups = club.converged()
    missing, duplicated = club.check_records()
    sample = club.devices if len(club.devices) <= 24 else random.Random(7).sample(club.devices, 12)
    unclean = [device for device in sample if club.hyzer(device, ["check", "--history"], check=False).returncode != 0]
    times = [s[3] for s in club.syncs]
    statuses = {}
    for s in club.syncs:
        statuses[s[2]] = statuses.get(s[2], 0) + 1
    hub_total = club.hub_commit_count()
    merges = int(run(["git", "rev-list", "--count", "--merges", "master"], club.hub).stdout.strip())
    shared_total = sum(1 for s in club.syncs if s[4])
    print(f"syncs: {len(club.syncs)} ({', '.join(f'exit {k}: {v}' for k, v in sorted(statuses.items()))}); "
          f"time per sync median {statistics.median(times):.2f} s, 90th percentile {sorted(times)[int(len(times) * 0.9)]:.2f} s, max {max(times):.2f} s")
    print(f"acknowledged: {len(club.scores)} scores, {len(club.rallies)} rallies; on every clone: {missing} missing, {duplicated} duplicated")
    print(f"hub: {hub_total - club.hub_commits_before} commits ({merges} merges in all) for {shared_total} syncs that shared; "
          f"clones {'byte-identical' if same else 'DIFFER'}; check --history clean on {len(sample) - len(unclean)} of {len(sample)}")
    print(f"total {time.monotonic() - began:.0f} s")
    for failure in club.failures[:20]:
        print("FAIL", failure)
    ok = not club.failures and same and missing == 0 and duplicated == 0 and not unclean
    print("OK" if ok else f"FAILED ({len(club.failures)} failures)")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
