#!/usr/bin/env python3
"""Measures the peak memory of every command that reads one file, and of the language server, on the
hostile files of generate-hostile.py (scripts/bench-memory.sh runs both).

Usage: scripts/bench-memory.py BIN SHAPES [--only SHAPE …] [--command WORD …] [--limit-mib 4096]
                               [--timeout 900] [--markdown] [--line-bytes 120]
                               [--bound-factor F [--bound-base-mib M]]

SHAPES is the output of generate-hostile.py (one line a shape: name, kind, file, bytes, lines). Each command
runs as its own process under GNU time (`/usr/bin/time -v`: its maximum resident set size), in the
shape's scorebook, with its address space limited to --limit-mib (a run that needs more dies there
and is marked `!`, its figure then a lower bound). The language server (`lsp`) is driven as an editor
drives it: it opens the file (and waits for its diagnostics), types a line at its end (and waits
again), then asks for hover, inlay hints (of a hundred lines, as on a screen), semantic tokens, the
outline, code lenses, code actions and formatting. Prints a table: shape, input size and lines, the
input as counted (its size, or --line-bytes a line when that is more: memory goes with lines as much as
with bytes), command, peak resident memory, peak ÷ counted input, seconds, exit status, and for `lsp`
how many diagnostics it published. With --bound-factor, exits 1 when a row is over F × the counted
input + M MiB (or died, or measured nothing).
"""
import argparse, json, os, resource, shutil, subprocess, sys, tempfile, threading, time

# The commands of each kind, as words after `hyzer-text -C BOOK`; {file}, {copies}, {kind} and {out} are
# filled in. `merge-driver` writes into its second file, so it gets a fresh copy of `a` as {out}.
COMMON = [
    ("check", ["check", "{file}"]),
    ("fmt --check", ["fmt", "--check", "{file}"]),
    ("merge", ["merge", "{copies}/a.{kind}", "{copies}/b.{kind}", "-o", "{out}"]),
    ("merge-driver", ["merge-driver", "{copies}/base.{kind}", "{out}", "{copies}/b.{kind}", "{file}"]),
]
BY_KIND = {
    "round": [
        ("standings", ["standings", "--round", "big"]),
        ("show", ["show", "big"]),
        ("card", ["card", "--round", "big"]),
        ("conflicts", ["conflicts", "--round", "big"]),
        ("say --dry-run", ["say", "Mike 3", "--hole", "1", "--round", "big", "--dry-run"]),
        ("history", ["history"]),
    ],
    "match": [
        ("match status", ["match", "status", "--match", "big"]),
        ("match show", ["match", "show", "big"]),
        ("match list", ["match", "list"]),
    ],
    "tags": [("tags", ["tags", "--ledger", "big"]), ("tags history", ["tags", "history", "1", "--ledger", "big"])],
    "league": [("league standings", ["league", "standings", "big"])],
    "course": [("course show", ["course", "show", "Big Woods"]), ("course list", ["course", "list"])],
}


def limited(limit_mib):
    def apply():
        size = limit_mib << 20
        resource.setrlimit(resource.RLIMIT_AS, (size, size))
    return apply


def peak_mib(report):
    for line in report.splitlines():
        if "Maximum resident set size" in line:
            return int(line.split(":")[1]) / 1024
    return None


def status_of(report, code):
    for line in report.splitlines():
        if "terminated by signal" in line:
            return "sig" + line.split()[-1]
    return str(code)


def run_command(binary, book, words, limit_mib, timeout):
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        start = time.monotonic()
        try:
            process = subprocess.run(["/usr/bin/time", "-v", "-o", report.name, binary, "-C", book, *words],
                                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                     preexec_fn=limited(limit_mib), timeout=timeout)
            code = process.returncode
        except subprocess.TimeoutExpired:
            code = "timeout"
        seconds = time.monotonic() - start
        text = report.read()
    return peak_mib(text), seconds, status_of(text, code), None


class Server:
    """`hyzer-text lsp` under GNU time, spoken to over pipes; a thread reads its messages."""

    def __init__(self, binary, book, limit_mib):
        self.report = tempfile.NamedTemporaryFile("r", suffix=".time")
        self.process = subprocess.Popen(["/usr/bin/time", "-v", "-o", self.report.name, binary, "-C", book, "lsp"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                        preexec_fn=limited(limit_mib))
        self.messages, self.condition, self.ended, self.next_id = [], threading.Condition(), False, 0
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if line in (b"\r\n", b""):
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            if length is None:
                break
            message = json.loads(stream.read(length))
            with self.condition:
                self.messages.append(message)
                self.condition.notify_all()
        with self.condition:
            self.ended = True
            self.condition.notify_all()

    def send(self, message):
        body = json.dumps(message).encode()
        try:
            self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
            self.process.stdin.flush()
        except BrokenPipeError:
            pass

    def wait_for(self, test, timeout):
        deadline = time.monotonic() + timeout
        with self.condition:
            while True:
                for index, message in enumerate(self.messages):
                    if test(message):
                        return self.messages.pop(index)
                if self.ended or time.monotonic() > deadline:
                    return None
                self.condition.wait(timeout=max(deadline - time.monotonic(), 0.1))

    def request(self, method, params, timeout):
        self.next_id += 1
        sent = self.next_id
        self.send({"jsonrpc": "2.0", "id": sent, "method": method, "params": params})
        return self.wait_for(lambda message: message.get("id") == sent, timeout)

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics(self, uri, timeout):
        return self.wait_for(lambda message: message.get("method") == "textDocument/publishDiagnostics"
                             and message["params"]["uri"] == uri, timeout)

    def finish(self, timeout):
        if self.request("shutdown", None, timeout) is not None:
            self.notify("exit", None)
        try:
            self.process.stdin.close()
        except BrokenPipeError:
            pass
        try:
            code = self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            code = "timeout"
        text = self.report.read()
        return peak_mib(text), status_of(text, code)


def run_server(binary, book, path, limit_mib, timeout):
    start = time.monotonic()
    server = Server(binary, book, limit_mib)
    uri = "file://" + path
    text = open(path, encoding="utf-8", errors="surrogateescape").read()
    lines = text.split("\n")
    last = len(lines) - 1
    server.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}}, timeout)
    server.notify("initialized", {})
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "hyzer", "version": 1, "text": text}})
    published = server.diagnostics(uri, timeout)
    count = len(published["params"]["diagnostics"]) if published else None
    end = {"line": last, "character": len(lines[-1].encode("utf-16-le")) // 2}
    server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                             "contentChanges": [{"range": {"start": end, "end": end}, "text": "# typed\n"}]})
    server.diagnostics(uri, timeout)
    document = {"uri": uri}
    # An editor asks for the hints of the lines on screen: a hundred from the middle.
    shown = {"start": {"line": last // 2, "character": 0}, "end": {"line": last // 2 + 100, "character": 0}}
    for method, params in (("hover", {"position": {"line": last // 2, "character": 0}}), ("inlayHint", {"range": shown}),
                           ("semanticTokens/full", {}), ("documentSymbol", {}), ("codeLens", {}),
                           ("codeAction", {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 10, "character": 0}},
                                           "context": {"diagnostics": []}}),
                           ("formatting", {"options": {"tabSize": 4, "insertSpaces": True}})):
        server.request("textDocument/" + method, dict(textDocument=document, **params), timeout)
    peak, status = server.finish(timeout)
    return peak, time.monotonic() - start, status, count


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary")
    parser.add_argument("shapes")
    parser.add_argument("--only", action="append", help="only this shape (repeat)")
    parser.add_argument("--command", action="append", help="only this command, as the table names it (repeat)")
    parser.add_argument("--limit-mib", type=int, default=4096)
    parser.add_argument("--timeout", type=float, default=900)
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    parser.add_argument("--line-bytes", type=int, default=120, help="a line counts as at least this many bytes of input")
    parser.add_argument("--bound-factor", type=float, help="a row is over the bound above this many times the counted input …")
    parser.add_argument("--bound-base-mib", type=float, default=0, help="… plus this many MiB (exit 1 when one is)")
    args = parser.parse_args()
    rows = []
    header = ("shape", "MiB", "lines", "counted MiB", "command", "peak MiB", "÷ counted", "seconds", "exit", "diagnostics")
    pattern = "%-14s %6s %8s %11s  %-16s %9s %9s %8s %6s %s"
    if args.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
    else:
        print(pattern % header)
    for line in open(args.shapes):
        name, kind, path, size, count = line.split()
        if args.only and name not in args.only:
            continue
        book = os.path.dirname(os.path.dirname(path))
        copies = book + ".copies"
        mib = int(size) / (1 << 20)
        counted = max(int(size), args.line_bytes * int(count)) / (1 << 20)
        commands = [(label, words) for label, words in COMMON + BY_KIND.get(kind, [])] + [("lsp", None)]
        for label, words in commands:
            if args.command and label not in args.command:
                continue
            with tempfile.TemporaryDirectory() as scratch:
                out = os.path.join(scratch, f"out.{kind}")
                if label == "lsp":
                    peak, seconds, status, diagnostics = run_server(args.binary, book, path, args.limit_mib, args.timeout)
                else:
                    if label == "merge-driver":
                        shutil.copyfile(os.path.join(copies, f"a.{kind}"), out)
                    filled = [word.format(file=path, copies=copies, kind=kind, out=out) for word in words]
                    peak, seconds, status, diagnostics = run_command(args.binary, book, filled, args.limit_mib, args.timeout)
            over = status.startswith("sig") or status == "timeout"
            shown = "-" if peak is None else ("%.1f" % peak) + ("!" if over else "")
            ratio = "-" if peak is None else "%.2f" % (peak / counted)
            row = (name, "%.1f" % mib, count, "%.1f" % counted, label, shown, ratio, "%.1f" % seconds, status,
                   "-" if diagnostics is None else str(diagnostics))
            rows.append((row, peak, counted, over))
            if args.markdown:
                print("| " + " | ".join(row) + " |", flush=True)
            else:
                print(pattern % row, flush=True)
    measured = [entry for entry in rows if entry[1] is not None]
    if measured:
        row, peak, counted, _ = max(measured, key=lambda entry: entry[1] / entry[2])
        print(f"# highest: {row[4]} on {row[0]}, {peak:.1f} MiB for {counted:.1f} MiB counted ({peak / counted:.2f}x)")
        row, peak, counted, _ = max(measured, key=lambda entry: entry[1])
        print(f"# most: {row[4]} on {row[0]}, {peak:.1f} MiB")
    if args.bound_factor is not None:
        over = [row for row, peak, counted, died in rows
                if peak is None or died or peak > args.bound_factor * counted + args.bound_base_mib]
        for row in over:
            print(f"# over the bound ({args.bound_factor:g} x counted input + {args.bound_base_mib:g} MiB): {row[4]} on {row[0]}, {row[5]} MiB")
        if over:
            sys.exit(1)
        print(f"# every row under {args.bound_factor:g} x counted input + {args.bound_base_mib:g} MiB")


if __name__ == "__main__":
    main()
