#!/usr/bin/env python3
"""Load on `hyzer-text serve --scoring`: 24 phones score one round at once (each its own player, 18
holes, from an address of its own, as phones on a hotspot are), while 100 readers load the pages and
hold live streams. Then the same with `kill -9` of the server in the middle, and a restart.

    scripts/load-scoring.py [--binary .build/release/hyzer-text] [--phones 24] [--readers 100]

Reports, as lines a person reads and one JSON line at the end:
- writes acknowledged (a 303 after the line is on disk), lost (acknowledged but not in the file) and
  duplicated (a player's hole recorded twice): both must be 0;
- the write latency (p50, p95, max) and the readers' page latency (p95);
- the server's peak memory (VmHWM);
- after `kill -9` mid-load: every acknowledged score is in the file, and `check` passes.
Exit 1 when anything was lost or duplicated. Stdlib only.
"""
import argparse
import http.client
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time

PARS = [3, 3, 4, 3, 5, 3, 4, 3, 3, 4, 3, 3, 5, 3, 4, 3, 3, 4]


def make_scorebook(binary, phones):
    """A scorebook with a course of 18 holes and one round of `phones` players, started."""
    root = tempfile.mkdtemp(prefix="hyzer-load-")
    env = dict(os.environ, HYZER_NAME="Organizer", HYZER_DEVICE="organizer-laptop")
    subprocess.run([binary, "init", "--name", "Organizer", "--device", "organizer-laptop", "--no-git"], cwd=root, env=env,
                   check=True, capture_output=True)
    lines = ["course Load Park", f"holes {len(PARS)}", "par 3"] + [f"hole {n} par {par}" for n, par in enumerate(PARS, 1) if par != 3]
    with open(os.path.join(root, "courses", "load-park.course"), "w") as course:
        course.write("\n".join(lines) + "\n")
    players = ",".join(f"Player{n:02d}" for n in range(1, phones + 1))
    subprocess.run([binary, "round", "start", "Load Park", "--players", players], cwd=root, env=env, check=True, capture_output=True)
    round_file = [name for name in os.listdir(os.path.join(root, "rounds")) if name.endswith(".round")][0]
    return root, os.path.join(root, "rounds", round_file), round_file[:-len(".round")]


def start_server(binary, root):
    process = subprocess.Popen([binary, "serve", "--scoring", "--listen", "127.0.0.1:0"], cwd=root, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
    port, key = None, None
    for _ in range(6):
        line = process.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:(\d+)/score\?key=(\S+)", line)
        if found:
            port, key = int(found.group(1)), found.group(2)
            break
    threading.Thread(target=lambda: process.stdout.read(), daemon=True).start()
    if port is None:
        sys.exit("load-scoring: the server printed no scoring address")
    return process, port, key


class Phone:
    """One phone: its own source address (127.0.0.N), cookies, token."""

    def __init__(self, port, number):
        self.port, self.source = port, f"127.0.0.{10 + number}"
        self.cookies, self.token = {}, ""

    def request(self, method, path, body=None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30, source_address=(self.source, 0))
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
        if body is not None:
            headers.update({"Content-Type": "application/x-www-form-urlencoded", "Origin": f"http://127.0.0.1:{self.port}"})
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        text = response.read().decode()
        for header, value in response.getheaders():
            if header.lower() == "set-cookie":
                name, rest = value.split("=", 1)
                self.cookies[name] = rest.split(";", 1)[0]
        found = re.search(r'name="token" value="([^"]+)"', text)
        if found:
            self.token = found.group(1)
        connection.close()
        return response.status, text

    def post(self, path, fields):
        from urllib.parse import urlencode
        return self.request("POST", path, urlencode(dict(fields, token=self.token)))[0]


def run_phones(port, key, name, phones, acknowledged, latencies, stop_after=None):
    """Each phone opens the key, picks its player, scores its 18 holes; acknowledged scores are
    (player, hole) in `acknowledged`. With `stop_after`, stops once that many writes were acknowledged."""
    page = f"/score/rounds/{name}"

    def phone_main(number):
        phone = Phone(port, number)
        player = f"Player{number:02d}"
        try:
            phone.request("GET", f"/score?key={key}")
            phone.request("GET", "/score")
            phone.post("/score", {"action": "me", "player": player})
            phone.request("GET", page)
            for hole, par in enumerate(PARS, 1):
                if stop_after is not None and len(acknowledged) >= stop_after:
                    return
                start = time.monotonic()
                status = phone.post(page, {"action": "score", "hole": hole, "player": player, "strokes": par + (number + hole) % 3 - 1})
                if status == 303:
                    latencies.append(time.monotonic() - start)
                    acknowledged.append((player, hole))
        except (OSError, http.client.HTTPException):
            return  # the server was killed

    threads = [threading.Thread(target=phone_main, args=(n,)) for n in range(1, phones + 1)]
    for thread in threads:
        thread.start()
    return threads


def run_readers(port, readers, stop, latencies):
    def reader_main(number):
        stream = None
        try:
            if number % 2 == 0:  # half of them also hold a live stream open
                stream = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
                stream.request("GET", "/live")
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            while not stop.is_set():
                start = time.monotonic()
                connection.request("GET", "/")
                connection.getresponse().read()
                latencies.append(time.monotonic() - start)
                time.sleep(0.2)
        except (OSError, http.client.HTTPException):
            return

    threads = [threading.Thread(target=reader_main, args=(n,), daemon=True) for n in range(readers)]
    for thread in threads:
        thread.start()
    return threads


def recorded(round_file):
    """(player, hole) of every score line, in file order."""
    scores = []
    for line in open(round_file):
        words = line.split()
        if len(words) >= 3 and words[0].isdigit() and words[1].startswith("Player"):
            scores.append((words[1], int(words[0])))
    return scores


def peak_memory_kib(pid):
    try:
        for line in open(f"/proc/{pid}/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        return None


def percentile(values, fraction):
    values = sorted(values)
    return values[min(len(values) - 1, int(fraction * len(values)))] if values else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=".build/release/hyzer-text")
    parser.add_argument("--phones", type=int, default=24)
    parser.add_argument("--readers", type=int, default=100)
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    report = {}

    # 1. The whole round, under load.
    root, round_file, name = make_scorebook(binary, arguments.phones)
    server, port, key = start_server(binary, root)
    stop, acknowledged, latencies, reads = threading.Event(), [], [], []
    run_readers(port, arguments.readers, stop, reads)
    started = time.monotonic()
    for thread in run_phones(port, key, name, arguments.phones, acknowledged, latencies):
        thread.join()
    elapsed = time.monotonic() - started
    stop.set()
    memory = peak_memory_kib(server.pid)
    server.send_signal(signal.SIGINT)
    server.wait()
    scores = recorded(round_file)
    lost = [score for score in acknowledged if score not in scores]
    duplicated = len(scores) - len(set(scores))
    report["load"] = {"phones": arguments.phones, "readers": arguments.readers, "acknowledged": len(acknowledged),
                      "expected": arguments.phones * len(PARS), "lost": len(lost), "duplicated": duplicated,
                      "seconds": round(elapsed, 2), "write_ms_p50": round(1000 * percentile(latencies, 0.5), 1),
                      "write_ms_p95": round(1000 * percentile(latencies, 0.95), 1), "write_ms_max": round(1000 * max(latencies), 1),
                      "read_ms_p95": round(1000 * percentile(reads, 0.95), 1) if reads else None, "peak_memory_kib": memory}
    print(f"load: {len(acknowledged)}/{arguments.phones * len(PARS)} writes acknowledged in {elapsed:.1f} s by {arguments.phones} phones "
          f"beside {arguments.readers} readers; lost {len(lost)}, duplicated {duplicated}; write p50 "
          f"{report['load']['write_ms_p50']} ms, p95 {report['load']['write_ms_p95']} ms, max {report['load']['write_ms_max']} ms; "
          f"page p95 {report['load']['read_ms_p95']} ms; server peak memory {memory} KiB")

    # 2. kill -9 in the middle, then a restart: every acknowledged score is there.
    root, round_file, name = make_scorebook(binary, arguments.phones)
    server, port, key = start_server(binary, root)
    acknowledged, latencies = [], []
    threads = run_phones(port, key, name, arguments.phones, acknowledged, latencies)
    while len(acknowledged) < arguments.phones * len(PARS) // 3:
        time.sleep(0.01)
    server.send_signal(signal.SIGKILL)
    server.wait()
    for thread in threads:
        thread.join()
    scores = recorded(round_file)
    lost_after_kill = [score for score in acknowledged if score not in scores]
    check = subprocess.run([binary, "check"], cwd=root, capture_output=True, text=True)
    restarted, _, _ = start_server(binary, root)
    restarted.send_signal(signal.SIGINT)
    restarted.wait()
    report["kill"] = {"acknowledged_before_kill": len(acknowledged), "in_file": len(scores), "lost": len(lost_after_kill),
                      "duplicated": len(scores) - len(set(scores)), "check_status": check.returncode}
    print(f"kill -9: {len(acknowledged)} writes acknowledged before the kill, {len(scores)} in the file, lost {len(lost_after_kill)}, "
          f"duplicated {report['kill']['duplicated']}; check exit {check.returncode}{' ' + check.stderr.strip() if check.returncode else ''}")
    print(json.dumps(report))
    failed = lost or duplicated or lost_after_kill or report["kill"]["duplicated"] or check.returncode != 0
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
