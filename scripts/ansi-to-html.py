#!/usr/bin/env python3
"""A terminal screen captured with its colours (`tmux capture-pane -e -p`) as an HTML page: the
picture of the editor in docs/EDITORS.md (scripts/editors-screenshot.sh draws it with chromium).

Reads the capture on standard input, writes the page on standard output. Understands the SGR codes
tmux writes: 24-bit and 256 colours, the 16 named ones, bold, italic, underline, reverse, resets."""
import html, re, sys

BASE = ["#1e1e2e", "#f38ba8", "#a6e3a1", "#f9e2af", "#89b4fa", "#f5c2e7", "#94e2d5", "#cdd6f4",
        "#585b70", "#f38ba8", "#a6e3a1", "#f9e2af", "#89b4fa", "#f5c2e7", "#94e2d5", "#ffffff"]
FG, BG = "#e0e2ea", "#14161b"

def colour256(n):
    if n < 16: return BASE[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (steps[n // 36], steps[n // 6 % 6], steps[n % 6])
    level = 8 + (n - 232) * 10
    return "#%02x%02x%02x" % (level, level, level)

def render(lines):
    out = []
    for line in lines:
        state = {"fg": None, "bg": None, "bold": False, "italic": False, "under": False, "reverse": False}
        spans, text = [], ""
        def flush():
            nonlocal text
            if not text: return
            fg, bg = state["fg"] or FG, state["bg"]
            if state["reverse"]: fg, bg = bg or BG, fg
            style = f"color:{fg};" + (f"background:{bg};" if bg else "") + ("font-weight:bold;" if state["bold"] else "") \
                + ("font-style:italic;" if state["italic"] else "") + ("text-decoration:underline;" if state["under"] else "")
            spans.append(f'<span style="{style}">{html.escape(text)}</span>')
            text = ""
        for part in re.split(r"(\x1b\[[0-9;:]*m)", line):
            if not part.startswith("\x1b["):
                text += part
                continue
            flush()
            codes = [int(c) if c else 0 for c in re.split(r"[;:]", part[2:-1])] or [0]
            i = 0
            while i < len(codes):
                c = codes[i]
                if c == 0: state.update(fg=None, bg=None, bold=False, italic=False, under=False, reverse=False)
                elif c == 1: state["bold"] = True
                elif c == 3: state["italic"] = True
                elif c == 4: state["under"] = True
                elif c == 7: state["reverse"] = True
                elif c in (22,): state["bold"] = False
                elif c == 23: state["italic"] = False
                elif c == 24: state["under"] = False
                elif c == 27: state["reverse"] = False
                elif 30 <= c <= 37: state["fg"] = BASE[c - 30]
                elif 90 <= c <= 97: state["fg"] = BASE[c - 90 + 8]
                elif 40 <= c <= 47: state["bg"] = BASE[c - 40]
                elif 100 <= c <= 107: state["bg"] = BASE[c - 100 + 8]
                elif c == 39: state["fg"] = None
                elif c == 49: state["bg"] = None
                elif c in (38, 48) and i + 1 < len(codes):
                    key = "fg" if c == 38 else "bg"
                    if codes[i + 1] == 2 and i + 4 < len(codes):
                        state[key] = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5]); i += 4
                    elif codes[i + 1] == 5 and i + 2 < len(codes):
                        state[key] = colour256(codes[i + 2]); i += 2
                i += 1
        flush()
        out.append("".join(spans))
    return "\n".join(out)

lines = sys.stdin.read().rstrip("\n").split("\n")
print(f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: {BG}; }}
pre {{ margin: 0; padding: 14px 16px; font: 15px/1.35 "DejaVu Sans Mono", monospace; color: {FG}; background: {BG}; }}
</style></head><body><pre>{render(lines)}</pre></body></html>""")
