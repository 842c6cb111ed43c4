/// The pickleball file kinds: `matches/*.match` (a header and a log of append-only entry lines, merged
/// by the git merge driver, stamped and reported by `sync`, audited by `check --history`). Registered
/// in `FileKinds.all`.
public enum PickleballFileKinds {
    /// `matches/*.match`.
    public static let match = FileKind(
        noun: "match", directory: "matches", fileExtension: "match",
        manual: "One pickleball match per file: settings, teams, then one line per rally, time-out or undo (shared).",
        check: { bytes, path, shown in
            let parsed = bytes.withUnsafeBufferPointer { MatchParser.parse(bytes: $0, path: shown) }
            let text = String(decoding: bytes, as: UTF8.self)
            // The match as every command reads it: a line that did not read is ignored on its own
            // (an error above), and what the rules then refuse (a rally after the match is over) is
            // reported too, as `match status` lists it. A file that says no match (no `started`
            // line, no players) has no snapshot and nothing more to report.
            let snapshot = try? MatchSnapshot(match: parsed.document.match)
            let diagnostics = MatchChecks.diagnostics(parsed.document, snapshot: snapshot, text: { text }, path: shown)
            // Each match's mark is kept for the warning about one game recorded twice (``GameMark``);
            // a match joined into another is no game of its own, nor is a file with errors.
            let counts = !parsed.diagnostics.containsErrors && parsed.document.match.withdrawal == nil
            return FileKind.FileCheck((parsed.diagnostics + diagnostics).sortedByLocation,
                                      mark: counts ? snapshot.map { GameMark($0, path: path) } : nil)
        },
        format: { text, shown in
            let parsed = MatchParser.parse(text, path: shown)
            return (MatchFormatter.format(parsed.document), parsed.diagnostics)
        },
        records: FileKind.Records(
            MatchDocument.self, noun: "entry", pluralNoun: "entries", lineNoun: "entry line",
            correctionHint: "to take back an entry, add an `undo` line (`hyzer-text undo`)",
            settleHint: "keep one with `hyzer-text match resolve --keep DEVICE`")
            .settling { request throws(HyzerError) in try request.book.settleMatchFork(request) },
        games: FileKind.Games(
            option: "match", joinCommand: "match join", twiceReason: "same day, a player in common, played at the same time",
            duplicates: { book, around, me in book.duplicateMatchPairs(around: around, localDevice: me.device) },
            find: { book, query throws(HyzerError) in try book.findMatch(query) },
            current: { book, me throws(HyzerError) in try book.findMatch(nil, player: me.name, device: me.device) },
            latestEntry: { book, path, device in
                (try? book.loadMatch(path))?.document.match.events.filter { ($0.device ?? $0.id.device) == device }.compactMap(\.time).max()
            }),
        editor: MatchEditor.editor)

    /// Every pickleball kind, in the order `check` and `fmt` visit them.
    public static let all = [match]
}
