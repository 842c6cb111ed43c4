#!/usr/bin/env python3
"""A stand-in for `hyzer-text lsp`, to check that an editor configuration starts a server and talks
to it, before and without the real one.

Run as `mock-lsp-server.py lsp` (the argument the configurations pass; anything else is an error,
so a client that adds `--stdio` is caught). It speaks LSP over standard input and output: answers
`initialize` with full text sync and inlay hints, `shutdown` with null, `textDocument/inlayHint`
with one hint, anything else with MethodNotFound; after each `didOpen` it publishes one diagnostic
on the document's first line. Every message it gets is appended, as one JSON line, to the file
named by $HYZER_MOCK_LOG, with its command line first. It exits on `exit` or at end of input.
"""
import json
import os
import sys

LOG = os.environ.get("HYZER_MOCK_LOG")


def log(entry):
    if LOG:
        with open(LOG, "a", encoding="utf-8") as file:
            file.write(json.dumps(entry) + "\n")


def read_message(stream):
    """One framed message, or None at end of input."""
    length = None
    while True:
        line = stream.readline()
        if not line:
            return None
        line = line.decode("ascii").strip()
        if not line:
            break
        name, _, value = line.partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(stream.read(length).decode("utf-8"))


def send(message):
    body = json.dumps(message).encode("utf-8")
    sys.stdout.buffer.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    sys.stdout.buffer.flush()


def main():
    log({"argv": sys.argv[1:], "cwd": os.getcwd()})
    if sys.argv[1:] != ["lsp"]:
        sys.stderr.write(f"usage: hyzer-text lsp (got {sys.argv[1:]})\n")
        return 64
    while True:
        message = read_message(sys.stdin.buffer)
        if message is None:
            return 0
        log(message)
        method, identifier = message.get("method"), message.get("id")
        if method == "initialize":
            send({"jsonrpc": "2.0", "id": identifier, "result": {
                "capabilities": {"textDocumentSync": 1, "inlayHintProvider": True},
                "serverInfo": {"name": "mock hyzer-text"}}})
        elif method == "shutdown":
            send({"jsonrpc": "2.0", "id": identifier, "result": None})
        elif method == "exit":
            return 0
        elif method == "textDocument/didOpen":
            document = message["params"]["textDocument"]
            send({"jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": {
                "uri": document["uri"], "version": document.get("version"),
                "diagnostics": [{"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 6}},
                                 "severity": 1, "source": "hyzer-text", "message": "mock diagnostic"}]}})
        elif method == "textDocument/inlayHint":
            send({"jsonrpc": "2.0", "id": identifier, "result": [
                {"position": {"line": 0, "character": 0}, "label": "mock hint", "paddingLeft": True}]})
        elif identifier is not None:
            send({"jsonrpc": "2.0", "id": identifier, "error": {"code": -32601, "message": f"no method {method}"}})


if __name__ == "__main__":
    sys.exit(main())
