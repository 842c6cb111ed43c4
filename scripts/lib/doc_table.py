"""The command line shared by the scripts that make a table of a doc from the binary
(`rotation-fairness.py`, `backtest-table.py`): print it, put it into the doc (--write), or check the
doc still holds it (--check, which the end-to-end tests run).

A script calls `main(sys.argv[1:], name=…, default_doc=…, make=…, usage=__doc__)`; the table sits in
the doc between the lines `<!-- NAME: begin -->` and `<!-- NAME: end -->`.
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main(arguments, name, default_doc, make, usage):
    """`[--bin PATH] [--write | --check] [DOC]`: the binary is --bin, else $HYZER_BIN, else
    .build/debug/hyzer-text; `make(binary)` returns the table. Returns the exit status."""
    binary = os.environ.get("HYZER_BIN", os.path.join(ROOT, ".build/debug/hyzer-text"))
    mode, doc = None, os.path.join(ROOT, default_doc)
    while arguments:
        word = arguments.pop(0)
        if word == "--bin" and arguments:
            binary = arguments.pop(0)
        elif word in ("--write", "--check"):
            mode = word
        elif not word.startswith("-"):
            doc = word
        else:
            sys.exit(usage)
    begin, end = f"<!-- {name}: begin -->", f"<!-- {name}: end -->"
    made = make(binary)
    if mode is None:
        sys.stdout.write(made)
        return 0
    text = open(doc, encoding="utf-8").read()
    if begin not in text or end not in text:
        sys.exit(f"{doc} has no {begin} … {end} block")
    head, rest = text.split(begin, 1)
    current, tail = rest.split(end, 1)
    if mode == "--check":
        if current.strip("\n") != made.strip("\n"):
            sys.stderr.write(f"{doc}: the {name} table is not what {binary} gives; run scripts/{name}.py --write\n")
            return 1
        return 0
    with open(doc, "w", encoding="utf-8") as out:
        out.write(head + begin + "\n" + made + end + tail)
    return 0
