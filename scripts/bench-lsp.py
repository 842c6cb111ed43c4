#!/usr/bin/env python3
"""Drives `hyzer-text lsp` as an editor does and times it (scripts/bench-lsp.sh runs it).

From a keystroke (`textDocument/didChange`, one character typed) to its `publishDiagnostics`, on a
typical round (4 players, 18 holes) and on a 10,000-line round; completion and inlay hints on the
typical round; the server's resident memory before and after 10,000 changes. Prints one line per
measure: `name min median max` in milliseconds, or `name before after` in MiB.
"""
import json, os, statistics, subprocess, sys, time

binary, directory = sys.argv[1], sys.argv[2]
changes = int(sys.argv[3]) if len(sys.argv) > 3 else 10000

server = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
next_id = 0

def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()

def receive():
    length = None
    while True:
        line = server.stdout.readline()
        if line in (b"\r\n", b""):
            break
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])
    return json.loads(server.stdout.read(length))

def request(method, params):
    global next_id
    next_id += 1
    send({"jsonrpc": "2.0", "id": next_id, "method": method, "params": params})
    while True:
        message = receive()
        if message.get("id") == next_id:
            return message

def until_diagnostics(uri):
    while True:
        message = receive()
        if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
            return message

def rss_mib():
    with open(f"/proc/{server.pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0

def typing(uri, text, count):
    """Types `count` characters at the end of the last line, one change each: the time of each to its diagnostics."""
    lines = text.split("\n")
    line, character = len(lines) - 1, len(lines[-1].encode("utf-16-le")) // 2
    times = []
    for index in range(count):
        start = time.perf_counter()
        send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": index + 2},
            "contentChanges": [{"range": {"start": {"line": line, "character": character}, "end": {"line": line, "character": character}},
                                "text": "#" if index % 2 == 0 else "x"}]}})
        until_diagnostics(uri)
        times.append((time.perf_counter() - start) * 1000)
        character += 1
    return times

def report(name, times):
    print(f"{name} {min(times):.2f} {statistics.median(times):.2f} {max(times):.2f}")

request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})

for name in ("typical", "large"):
    path = os.path.join(directory, "rounds", f"{name}.round")
    text = open(path).read()
    uri = "file://" + path
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "hyzer", "version": 1, "text": text}}})
    until_diagnostics(uri)
    # A comment typed at the end: a line the check reads like any other.
    text += "# "
    send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": 1}, "contentChanges": [{"text": text}]}})
    until_diagnostics(uri)
    report(f"diagnostics-{name}", typing(uri, text, 50 if name == "typical" else 20))
    if name == "typical":
        last = len(text.split("\n")) - 1
        for method, params in (("completion", {"position": {"line": last, "character": 0}}),
                               ("inlayHint", {"range": {"start": {"line": 0, "character": 0}, "end": {"line": last, "character": 0}}})):
            times = []
            for _ in range(50):
                start = time.perf_counter()
                request("textDocument/" + method, dict(textDocument={"uri": uri}, **params))
                times.append((time.perf_counter() - start) * 1000)
            report(method + "-typical", times)
        before = rss_mib()
        typing(uri, text + "#" * 100, changes)
        print(f"memory-after-{changes}-changes {before:.1f} {rss_mib():.1f}")

request("shutdown", None)
send({"jsonrpc": "2.0", "method": "exit"})
server.wait(timeout=10)
