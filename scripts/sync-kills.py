#!/usr/bin/env python3
"""The kill-point harness, long version (issue 42, item 3; SyncKillPointTests is the short one): a
clone that keeps syncing is killed with SIGKILL hundreds of times, at random moments and at named
kill points (HYZER_TEST_KILL_AT), while other processes keep recording scores in it with
`hyzer-text score` and a second clone keeps scoring and pushing. The hub answers slowly (pre-receive
and post-receive hooks that sleep) and the network is slow (a `git` wrapper that sleeps before every
fetch and push), so that kills land inside the windows that matter. The killed process is `sync`,
`sync --watch` or `serve --scoring --sync`, chosen at random.

After each kill: git's own work on the clone (it runs in a process group of its own, and keeps the
scorebook's lock until it is done, so the scorer thread's scores wait for it) is let finish, the next
command runs (one that writes, one that only reads, or `sync`), and every score acknowledged
so far in the clone (its `score` exited 0) must be in its round file exactly once, with nothing left
in .hyzer/set-aside. At the end both clones sync until they agree: the same file, every acknowledged
score of either clone exactly once, `check --history` clean. Prints the figures (docs/PERFORMANCE.md).

Usage: scripts/sync-kills.py BIN DIR [--kills N] [--seed S] [--network-ms MS] [--hook-ms MS]   (see scripts/sync-kills.sh)
"""
import argparse, os, random, re, shutil, signal, subprocess, sys, threading, time

STEPS = ["after-commit", "after-fetch", "after-set-aside", "after-reset", "after-rewind", "after-merge",
         "after-restore", "after-push"]
ENV = dict(os.environ, GIT_CONFIG_GLOBAL="/dev/null", GIT_CONFIG_NOSYSTEM="1", GIT_TERMINAL_PROMPT="0",
           GIT_AUTHOR_NAME="Kills", GIT_AUTHOR_EMAIL="kills@example.invalid",
           GIT_COMMITTER_NAME="Kills", GIT_COMMITTER_EMAIL="kills@example.invalid")
for key in ("HYZER_DIR", "HYZER_NAME", "HYZER_DEVICE", "HYZER_NOW", "HYZER_TEST_KILL_AT", "HYZER_TEST_STOP_AT"):
    ENV.pop(key, None)
SYLLABLES = ["ka", "lo", "mi", "ra", "te", "su", "no", "vi"]


def fail(message):
    sys.exit("FAILED: " + message)


class Harness:
    def __init__(self, args):
        self.bin, self.root, self.rng = os.path.abspath(args.bin), os.path.abspath(args.dir), random.Random(args.seed)
        self.kills_wanted = args.kills
        self.env = dict(ENV, PATH=os.path.join(self.root, "slow-bin") + ":" + ENV["PATH"],
                        SLOW_GIT_MS=str(args.network_ms), SLOW_GIT_SEED=str(args.seed))
        self.hook_ms = args.hook_ms
        self.hub = os.path.join(self.root, "hub.git")
        names = [(a + b).capitalize() for a in SYLLABLES for b in SYLLABLES if a != b]
        self.players = {"mike": names[:30], "jake": names[30:40]}
        self.slots = {device: [(hole, player) for hole in range(1, 19) for player in self.players[device]] for device in self.players}
        for slots in self.slots.values():
            self.rng.shuffle(slots)
        self.acknowledged = {"mike": [], "jake": []}  # "HOLE PLAYER STROKES"
        self.lock = threading.Lock()   # held while checking: no score is acknowledged meanwhile
        self.stop = threading.Event()
        self.figures = {"kills": 0, "at a kill point": 0, "at a random moment": 0, "found something set aside": 0,
                        "next: write": 0, "next: read": 0, "next: sync": 0, "sync": 0, "sync --watch": 0,
                        "serve --scoring --sync": 0, "next command failed (retried)": 0, "kept waiting (git still running)": 0}
        self.points = {step: 0 for step in STEPS}

    def path(self, device):
        return os.path.join(self.root, device)

    def run(self, args, cwd, check=True):
        result = subprocess.run(args, cwd=cwd, env=self.env, capture_output=True, text=True)
        if check and result.returncode != 0:
            fail(f"in {cwd}: {' '.join(args)} exited {result.returncode}\n{result.stdout}{result.stderr}")
        return result

    def hyzer(self, device, args, check=True):
        return self.run([self.bin] + args, self.path(device), check)

    # MARK: set-up

    def set_up(self):
        shutil.rmtree(self.root, ignore_errors=True)
        os.makedirs(os.path.join(self.root, "slow-bin"))
        real_git = shutil.which("git")
        wrapper = os.path.join(self.root, "slow-bin", "git")
        with open(wrapper, "w") as file:
            file.write(f"""#!/bin/sh
# A slow network, and a little time between the steps of a sync: kills land inside them.
case "$3" in
  fetch|push) sleep "$(awk -v ms="$SLOW_GIT_MS" 'BEGIN {{ srand(); printf "%.3f", rand() * ms / 1000 }}')" ;;
  merge|checkout|reset|commit|rebase) sleep "$(awk 'BEGIN {{ srand(); printf "%.3f", rand() * 0.02 }}')" ;;
esac
exec {real_git} "$@"
""")
        os.chmod(wrapper, 0o755)
        self.run(["git", "init", "-q", "--bare", "hub.git"], self.root)
        for hook in ("pre-receive", "post-receive"):
            with open(os.path.join(self.hub, "hooks", hook), "w") as file:
                file.write(f"#!/bin/sh\ncat >/dev/null\nsleep \"$(awk 'BEGIN {{ srand(); printf \"%.3f\", rand() * {self.hook_ms} / 1000 }}')\"\nexit 0\n")
            os.chmod(os.path.join(self.hub, "hooks", hook), 0o755)
        self.run(["git", "clone", "-q", "hub.git", "mike"], self.root)
        self.hyzer("mike", ["init", "--name", "Mike", "--device", "mike-phone", "."])
        players = ",".join(self.players["mike"] + self.players["jake"])
        self.hyzer("mike", ["round", "start", "Cedar Creek", "--players", players])
        self.round = "rounds/" + [name for name in os.listdir(self.path("mike") + "/rounds") if name.endswith(".round")][0]
        self.round_name = os.path.basename(self.round)[:-len(".round")]
        self.hyzer("mike", ["sync"])
        self.run(["git", "clone", "-q", "hub.git", "jake"], self.root)
        self.hyzer("jake", ["init", "--name", "Jake", "--device", "jake-laptop"])

    # MARK: scorers

    def score(self, device):
        """Records the next score of `device`'s players; True once `score` exited 0."""
        if not self.slots[device]:
            return False
        hole, player = self.slots[device].pop()
        strokes = self.rng.randint(2, 6)
        with self.lock:
            result = self.hyzer(device, ["score", str(hole), player, str(strokes), "--round", self.round_name], check=False)
            if result.returncode == 0:
                self.acknowledged[device].append(f"{hole} {player} {strokes}")
        return result.returncode == 0

    def mike_scorer(self):
        while not self.stop.is_set():
            self.score("mike")
            # About 1.3 s between scores: the round lasts some 200 kills (the other clone's 180 scores end it).
            time.sleep(self.rng.uniform(0.05, 2.5))

    def jake_pusher(self):
        while not self.stop.is_set():
            self.score("jake")
            self.hyzer("jake", ["sync"], check=False)
            time.sleep(self.rng.uniform(0.2, 1.0))

    # MARK: kills

    def git_busy(self):
        """Whether a git process still works on Mike's clone (an orphan of the killed process)."""
        clone = self.path("mike")
        for pid in os.listdir("/proc"):
            if not pid.isdigit():
                continue
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as file:
                    words = file.read().split(b"\0")
            except OSError:
                continue
            if any(word.endswith(b"git") for word in words[:2]) and clone.encode() in words:
                return True
        return False

    def one_kill(self):
        kind = self.rng.choice(["sync"] * 5 + ["sync --watch"] * 3 + ["serve --scoring --sync"] * 2)
        args = {"sync": ["sync"], "sync --watch": ["sync", "--watch", "--every", "1s"],
                "serve --scoring --sync": ["serve", "--scoring", "--sync", "1s", "--listen", "127.0.0.1:0"]}[kind]
        env = dict(self.env)
        at_point = self.rng.random() < 0.3
        if at_point:
            step = self.rng.choice(STEPS)
            env["HYZER_TEST_KILL_AT"] = step
        process = subprocess.Popen([self.bin] + args, cwd=self.path("mike"), env=env, stdin=subprocess.DEVNULL,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + (self.rng.uniform(0, 1.5) if kind == "sync" else self.rng.uniform(0.2, 4))
        while time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.005)
        if process.poll() is None:
            process.send_signal(signal.SIGKILL)
        process.wait()
        if process.returncode != -signal.SIGKILL:
            return  # it finished (or its kill point was not reached): not a kill
        self.figures["kills"] += 1
        self.figures[kind] += 1
        if at_point:
            self.figures["at a kill point"] += 1
            self.points[env["HYZER_TEST_KILL_AT"]] += 1
        else:
            self.figures["at a random moment"] += 1
        waited = False
        while self.git_busy():  # git's work on the clone finishes on its own, as after Ctrl-C
            waited = True
            time.sleep(0.01)
        if waited:
            self.figures["kept waiting (git still running)"] += 1
        with self.lock:
            if self.set_aside("mike"):
                self.figures["found something set aside"] += 1
            self.next_command()
            self.check_every_score_once("mike", ["mike"])

    def next_command(self):
        choice = self.rng.choice(["write", "read", "sync"])
        self.figures["next: " + choice] += 1
        if choice == "write" and self.slots["mike"]:
            hole, player = self.slots["mike"].pop()
            strokes = self.rng.randint(2, 6)
            args = ["score", str(hole), player, str(strokes), "--round", self.round_name]
        else:
            args = ["standings"] if choice == "read" else ["sync"]
        for attempt in range(20):
            result = self.hyzer("mike", args, check=False)
            if result.returncode == 0 or (result.returncode == 1 and args[0] == "sync"):
                break
            # A lock another git left for a moment (the scorer's own sync is not running here): again.
            self.figures["next command failed (retried)"] += 1
            time.sleep(0.1)
        else:
            fail(f"{' '.join(args)} kept failing:\n{result.stdout}{result.stderr}")
        if args[0] == "score":
            self.acknowledged["mike"].append(" ".join(args[1:4]))
        if self.set_aside("mike"):
            fail(f"after `{' '.join(args)}` something is still set aside: {self.set_aside('mike')}")

    def set_aside(self, device):
        """The copies waiting in .hyzer/set-aside/files (as SavedCopies.paths lists them: not the
        temporary file of a write a kill interrupted, nor the empty folders a kill left)."""
        root = os.path.join(self.path(device), ".hyzer", "set-aside", "files")
        return sorted(os.path.relpath(os.path.join(folder, name), root) for folder, _, names in os.walk(root)
                      for name in names if not re.fullmatch(r"\..+\.tmp-[0-9]+", name))

    def check_every_score_once(self, device, devices):
        with open(os.path.join(self.path(device), self.round)) as file:
            text = file.read()
        suffix = {"mike": "mike-phone", "jake": "jake-laptop"}
        for source in devices:
            for line in self.acknowledged[source]:
                found = len(re.findall(r"(?m)^" + re.escape(line) + r" @" + suffix[source] + r"\.", text))
                if found != 1:
                    fail(f"{line} from {source} is in {device}'s file {found} times (after {self.figures['kills']} kills)")

    # MARK: the end

    def converge(self):
        for device in ["mike", "jake", "mike", "jake"]:
            result = self.hyzer(device, ["sync"], check=False)
            if result.returncode not in (0, 1):
                fail(f"final sync of {device}: {result.stdout}{result.stderr}")
        texts = {device: open(os.path.join(self.path(device), self.round)).read() for device in ("mike", "jake")}
        if texts["mike"] != texts["jake"]:
            fail("the clones did not converge")
        for device in ("mike", "jake"):
            self.check_every_score_once(device, ["mike", "jake"])
            audit = self.hyzer(device, ["check", "--history"], check=False)
            if audit.returncode != 0:
                fail(f"check --history in {device}: {audit.stdout}{audit.stderr}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("bin")
    parser.add_argument("dir")
    parser.add_argument("--kills", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--network-ms", type=int, default=300, help="longest pause before a fetch or push")
    parser.add_argument("--hook-ms", type=int, default=200, help="longest pause of the hub's hooks")
    harness = Harness(parser.parse_args())
    start = time.monotonic()
    harness.set_up()
    threads = [threading.Thread(target=harness.mike_scorer, daemon=True), threading.Thread(target=harness.jake_pusher, daemon=True)]
    for thread in threads:
        thread.start()
    attempts, shown = 0, 0
    while harness.figures["kills"] < harness.kills_wanted and attempts < harness.kills_wanted * 4:
        attempts += 1
        harness.one_kill()
        if harness.figures["kills"] % 25 == 0 and harness.figures["kills"] != shown:
            shown = harness.figures["kills"]
            print(f"... {shown} kills ({time.monotonic() - start:.0f} s)", file=sys.stderr, flush=True)
        if not harness.slots["mike"] or not harness.slots["jake"]:
            break
    harness.stop.set()
    for thread in threads:
        thread.join()
    harness.converge()
    acknowledged = len(harness.acknowledged["mike"]) + len(harness.acknowledged["jake"])
    print(f"kills: {harness.figures['kills']} in {attempts} runs ({time.monotonic() - start:.0f} s)")
    for key, value in harness.figures.items():
        if key != "kills":
            print(f"  {key}: {value}")
    print("  at each kill point: " + ", ".join(f"{step} {count}" for step, count in harness.points.items()))
    print(f"acknowledged scores: {acknowledged} ({len(harness.acknowledged['mike'])} in the killed clone, "
          f"{len(harness.acknowledged['jake'])} in the other); lost 0, duplicated 0; check --history clean; clones converged")


if __name__ == "__main__":
    main()
