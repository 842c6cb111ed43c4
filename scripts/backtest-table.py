#!/usr/bin/env python3
"""The backtest table of docs/HANDICAPS.md ("The backtest"): the model's error and every baseline's on
each kind of generated history, made by running the binary, so the table stays what the tool does.

Usage: scripts/backtest-table.py [--bin PATH] [--write | --check] [DOC]

For each kind of `scripts/generate-history.py` (mixed, weekly, improving, comeback) and each seed
(1–3, which the model's constants were chosen on, and 4–6, held out), generates the five-year history
(250 rounds) into a temporary directory and runs `ratings --backtest --json` on it. Prints the table:
one row per kind and seed with the predictions compared, the model's mean absolute error, each
baseline's, and how much lower the model's is than the best baseline's; then one row per kind over
the held-out seeds together. --write puts it into DOC (default docs/HANDICAPS.md) between the lines
`<!-- backtest-table: begin -->` and `<!-- backtest-table: end -->`; --check exits 1 when DOC's table
differs from the one the binary gives (the end-to-end tests run it so). The binary is --bin, else
$HYZER_BIN, else .build/debug/hyzer-text.
"""
import concurrent.futures
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import doc_table  # noqa: E402  (scripts/lib)
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KINDS = ("mixed", "weekly", "improving", "comeback")
CHOSEN_ON, HELD_OUT = (1, 2, 3), (4, 5, 6)
# The baselines as the backtest's JSON names them, and as the table heads them.
BASELINES = (("lastFive", "last five"), ("lastFiveSameLayout", "last five on the layout"))


def backtest(binary, kind, seed):
    """The `ratings --backtest --json` of the history of `kind` and `seed`."""
    with tempfile.TemporaryDirectory() as book:
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts/generate-history.py"), book, "--kind", kind, "--seed", str(seed)],
                       check=True, capture_output=True)
        result = subprocess.run([binary, "-C", book, "ratings", "--backtest", "--json"], capture_output=True, text=True,
                                env={**os.environ, "NO_COLOR": "1"})
        if result.returncode != 0:
            sys.exit(f"ratings --backtest failed on {kind} seed {seed} ({result.returncode}): {result.stderr}")
        return json.loads(result.stdout)


def errors(report):
    """`(compared, {method: Σ absolute error})` over the predictions every method made."""
    return report["compared"], {"model": report["mae"] * report["compared"],
                                **{key: report["baselines"][key] * report["compared"] for key, _ in BASELINES}}


def row(label, seed, compared, totals):
    """One Markdown row: the errors are the totals over `compared` predictions."""
    mean = {method: total / compared for method, total in totals.items()}
    best = min(mean[key] for key, _ in BASELINES)
    cells = [label, seed, f"{compared:,}", f"{mean['model']:.2f}"] + [f"{mean[key]:.2f}" for key, _ in BASELINES]
    return "| " + " | ".join(cells + [f"{(best - mean['model']) / best * 100:.1f} %"]) + " |"


def table(binary):
    """The Markdown table: every kind and seed, then each kind over the held-out seeds."""
    runs = [(kind, seed) for kind in KINDS for seed in CHOSEN_ON + HELD_OUT]
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        reports = dict(zip(runs, pool.map(lambda run: backtest(binary, *run), runs)))
    lines = ["| history | seed | compared | model | " + " | ".join(name for _, name in BASELINES) + " | model below the best baseline |",
             "|---|---|---:|---:|" + "---:|" * len(BASELINES) + "---:|"]
    for kind, seed in runs:
        compared, totals = errors(reports[kind, seed])
        lines.append(row(kind, str(seed) + ("" if seed in CHOSEN_ON else " (held out)"), compared, totals))
    for kind in KINDS:
        compared, totals = 0, {}
        for seed in HELD_OUT:
            count, sums = errors(reports[kind, seed])
            compared += count
            totals = {method: totals.get(method, 0) + value for method, value in sums.items()}
        lines.append(row(f"**{kind}**", "**held out, together**", compared, totals))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(doc_table.main(sys.argv[1:], name="backtest-table", default_doc="docs/HANDICAPS.md", make=table, usage=__doc__))
