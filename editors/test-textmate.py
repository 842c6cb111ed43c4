#!/usr/bin/env python3
"""Checks the TextMate grammars (editors/textmate/) and the VS Code extension's JSON (editors/vscode/).

What it checks:
- every grammar, `package.json` and `language-configuration.json` parses as JSON;
- every regex of every grammar compiles with Python's `re`, which is close to Oniguruma (the engine
  of VS Code, Sublime and GitHub) for the constructs the grammars use; constructs that only
  Oniguruma has (`\\G`, `\\h`, `\\z`, possessive `++`, `(?<name>`) are reported as such;
- every row of editors/test/tokens.tsv: the grammar of the file's kind, run by the small TextMate
  interpreter below, gives the character after `»` the scope the row names (the innermost scope,
  not counting `punctuation.*` and `meta.*` ones);
- the extension's manifest names each language, its extension, its grammar (a file that exists, with
  the right scope name), the language configuration, the `hyzerText.path` setting and its entry point.

The interpreter knows what the grammars use: `match` rules with `captures` (a capture may have
`patterns`), `begin`/`end` rules that end on their line, `include` of `#repository` entries, and
TextMate's choice (the leftmost match wins; on a tie, the rule listed first; a rule's `end` before
its own patterns). Exits 0 when everything passes, 1 otherwise. Usage: editors/test-textmate.py [-v]
"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EDITORS = os.path.join(ROOT, "editors")
KINDS = ("round", "course", "match")
ONIGURUMA_ONLY = [(r"\G", "\\G (end of the previous match)"), (r"\h", "\\h (hex digit)"), (r"\z", "\\z"),
                  ("(?<", None), ("++", "possessive ++"), ("*+", "possessive *+")]

failures = []
passes = 0


def check(ok, message):
    """Counts a check; remembers its message when it failed."""
    global passes
    if ok:
        passes += 1
        if "-v" in sys.argv:
            print("ok   " + message)
    else:
        failures.append(message)


def load_json(path):
    """The parsed JSON of `path`, or None after reporting why it does not parse."""
    try:
        with open(path, encoding="utf-8") as file:
            return json.load(file)
    except (OSError, ValueError) as error:
        check(False, f"{os.path.relpath(path, ROOT)}: {error}")
        return None


# MARK: - Regexes


def regexes(rule, where):
    """Every (place, regex) of a grammar rule and the rules inside it."""
    for key in ("match", "begin", "end"):
        if key in rule:
            yield f"{where}.{key}", rule[key]
    for key in ("captures", "beginCaptures", "endCaptures"):
        for number, capture in rule.get(key, {}).items():
            for index, inner in enumerate(capture.get("patterns", [])):
                yield from regexes(inner, f"{where}.{key}.{number}[{index}]")
    for index, inner in enumerate(rule.get("patterns", [])):
        yield from regexes(inner, f"{where}[{index}]")


def check_regexes(name, grammar):
    """Each regex compiles, and uses nothing that only Oniguruma reads."""
    rules = [("patterns", {"patterns": grammar["patterns"]})] + list(grammar["repository"].items())
    for where, rule in rules:
        for place, pattern in regexes(rule, f"{name}:{where}"):
            for construct, label in ONIGURUMA_ONLY:
                if construct == "(?<" and re.search(r"\(\?<(?![=!])", pattern):
                    check(False, f"{place}: named group (?<name> is Oniguruma's spelling: {pattern}")
                elif construct != "(?<" and construct in pattern:
                    check(False, f"{place}: {label} is Oniguruma-only: {pattern}")
            try:
                re.compile(pattern)
                check(True, f"{place} compiles")
            except re.error as error:
                check(False, f"{place}: {error}: {pattern}")


# MARK: - A small TextMate interpreter


class Tokenizer:
    """Gives each character of a line its stack of scopes, as a TextMate engine would."""

    def __init__(self, grammar):
        self.grammar = grammar
        self.cache = {}

    def compiled(self, pattern):
        if pattern not in self.cache:
            self.cache[pattern] = re.compile(pattern)
        return self.cache[pattern]

    def rules(self, patterns):
        """The rules of a pattern list, with includes replaced by what they name, in order."""
        for rule in patterns:
            if "include" in rule:
                target = rule["include"]
                assert target.startswith("#"), f"only #repository includes are interpreted: {target}"
                yield from self.rules([self.grammar["repository"][target[1:]]])
            elif "match" in rule or "begin" in rule:
                yield rule
            else:
                yield from self.rules(rule.get("patterns", []))

    def scopes(self, line):
        """A list with one list of scope names per character of `line`."""
        result = [[self.grammar["scopeName"]] for _ in line]
        self.scan(line, 0, self.grammar["patterns"], None, result)
        return result

    def paint(self, result, start, end, name):
        for index in range(start, end):
            result[index].append(name)

    def paint_captures(self, match, captures, result):
        for number in sorted(captures, key=int):
            group = int(number)
            if group > (match.re.groups or 0) or match.start(group) < 0:
                continue
            capture = captures[number]
            start, end = match.span(group)
            if "name" in capture:
                self.paint(result, start, end, capture["name"])
            if "patterns" in capture:
                self.scan(match.string[:end], start, capture["patterns"], None, result)

    def scan(self, line, position, patterns, end, result):
        """Tokenizes `line` from `position` with `patterns` until `end` (a regex) matches or the line
        ends; returns where it stopped."""
        rules = list(self.rules(patterns))
        while position <= len(line):
            best = None
            for rule in rules:
                found = self.compiled(rule.get("match") or rule["begin"]).search(line, position)
                if found and (best is None or found.start() < best[0].start()):
                    best = (found, rule)
            closing = self.compiled(end).search(line, position) if end else None
            if closing and (best is None or closing.start() <= best[0].start()):
                return closing.end()
            if best is None:
                return len(line)
            found, rule = best
            if "match" in rule:
                if "name" in rule:
                    self.paint(result, found.start(), found.end(), rule["name"])
                self.paint_captures(found, rule.get("captures", {}), result)
                stop = found.end()
            else:
                inner = [list(scopes) for scopes in result]
                self.paint_captures(found, rule.get("beginCaptures", {}), inner)
                stop = self.scan(line, found.end(), rule.get("patterns", []), rule["end"], inner)
                for index in range(found.start(), min(stop, len(line))):
                    scopes = inner[index]
                    if "name" in rule:
                        scopes.insert(len(result[index]), rule["name"])
                    result[index] = scopes
            position = stop if stop > found.start() else found.start() + 1
        return len(line)


def innermost(scopes):
    """The innermost scope that says what a token is (not punctuation, not a line's `meta`)."""
    for scope in reversed(scopes):
        if not scope.startswith(("punctuation.", "meta.")):
            return scope
    return "-"


def find(lines, context):
    """(line number, character index) of the `»` of CONTEXT (`^`/`$` anchor it), or None."""
    anchored_start, anchored_end = context.startswith("^"), context.endswith("$")
    context = context[1 if anchored_start else 0:len(context) - 1 if anchored_end else len(context)]
    marker, needle = context.index("»"), context.replace("»", "")
    for number, text in enumerate(lines, 1):
        at = text.find(needle)
        if at >= 0 and (not anchored_start or at == 0) and (not anchored_end or at + len(needle) == len(text)):
            return number, at + marker
    return None


def check_tokens(tokenizers):
    """Every row of editors/test/tokens.tsv gets its scope."""
    with open(os.path.join(EDITORS, "test", "tokens.tsv"), encoding="utf-8") as table:
        rows = [row.rstrip("\n").split("\t") for row in table if row.strip() and not row.startswith("#")]
    for row in rows:
        path, context, expected = row[0], row[1], row[4]
        kind = os.path.splitext(path)[1][1:]
        with open(os.path.join(ROOT, path), encoding="utf-8") as file:
            lines = file.read().split("\n")
        place = find(lines, context)
        if place is None:
            check(False, f"{path}: no line contains {context}")
            continue
        number, index = place
        scopes = tokenizers[kind].scopes(lines[number - 1])
        got = innermost(scopes[index])
        check(got == expected, f"{os.path.basename(path)}:{number}: {context} → {got}, expected {expected}"
              + ("" if got == expected else f" (scopes: {' '.join(scopes[index])})"))


# MARK: - The VS Code extension


def check_extension(grammars):
    """The manifest contributes the three languages, their grammars and the setting, consistently."""
    folder = os.path.join(EDITORS, "vscode")
    manifest = load_json(os.path.join(folder, "package.json"))
    configuration = load_json(os.path.join(folder, "language-configuration.json"))
    if manifest is None or configuration is None:
        return
    check(configuration.get("comments", {}).get("lineComment") == "#", "language-configuration.json: # line comments")
    contributes = manifest.get("contributes", {})
    languages = {language["id"]: language for language in contributes.get("languages", [])}
    by_language = {entry.get("language"): entry for entry in contributes.get("grammars", [])}
    for kind in KINDS:
        identifier = f"hyzer-{kind}"
        language = languages.get(identifier)
        check(language is not None, f"package.json: language {identifier}")
        if language is None:
            continue
        check(language.get("extensions") == [f".{kind}"], f"package.json: {identifier} is the .{kind} files")
        check(os.path.isfile(os.path.join(folder, language.get("configuration", ""))),
              f"package.json: {identifier}'s language configuration exists")
        grammar = by_language.get(identifier, {})
        path = os.path.join(folder, grammar.get("path", "-"))
        check(os.path.isfile(path), f"package.json: {identifier}'s grammar {grammar.get('path')} exists")
        check(os.path.isfile(path) and os.path.realpath(path) == os.path.realpath(grammars[kind]),
              f"package.json: {identifier}'s grammar is editors/textmate/hyzer-{kind}.tmLanguage.json")
        check(grammar.get("scopeName") == f"source.hyzer.{kind}", f"package.json: {identifier}'s scope name")
    settings = contributes.get("configuration", {}).get("properties", {})
    check("hyzerText.path" in settings, "package.json: the hyzerText.path setting")
    check(os.path.isfile(os.path.join(folder, manifest.get("main", "-"))), "package.json: main names a file")
    check("vscode-languageclient" in manifest.get("dependencies", {}), "package.json: depends on vscode-languageclient")


def main():
    grammars, tokenizers = {}, {}
    for kind in KINDS:
        path = os.path.join(EDITORS, "textmate", f"hyzer-{kind}.tmLanguage.json")
        grammars[kind] = path
        grammar = load_json(path)
        if grammar is None:
            continue
        check(grammar.get("scopeName") == f"source.hyzer.{kind}", f"hyzer-{kind}: scope name source.hyzer.{kind}")
        check_regexes(f"hyzer-{kind}", grammar)
        tokenizers[kind] = Tokenizer(grammar)
    if len(tokenizers) == len(KINDS):
        check_tokens(tokenizers)
    if os.path.isdir(os.path.join(EDITORS, "vscode")):
        check_extension(grammars)
    for message in failures:
        print("FAIL " + message)
    print(f"TextMate grammars and VS Code manifest: {passes} of {passes + len(failures)} checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
