/// The pickleball file kinds: `matches/*.match` (a header and a log of append-only entry lines, merged
/// by the git merge driver, stamped and reported by `sync`, audited by `check --history`). Registered
/// in `FileKinds.all`.
public enum PickleballFileKinds {
    /// `matches/*.match`.
    public static let match = FileKind(
        noun: "match", directory: "matches", fileExtension: "match",
        check: { path, shown throws(HyzerError) in
            var bytes = try FileSystem.readBytes(path)
            let parsed = bytes.withUnsafeMutableBufferPointer { MatchParser.parse(bytes: UnsafeBufferPointer($0), path: shown) }
            guard !parsed.diagnostics.containsErrors else { return FileKind.FileCheck(parsed.diagnostics) }
            let text = String(decoding: bytes, as: UTF8.self)
            // Each match's mark is kept for the warning about one game recorded twice (``GameMark``);
            // a match joined into another is no game of its own. The match is replayed once, for both.
            let snapshot = try? MatchSnapshot(match: parsed.document.match)
            let diagnostics = MatchChecks.diagnostics(parsed.document, snapshot: snapshot, text: { text }, path: shown)
            return FileKind.FileCheck((parsed.diagnostics + diagnostics).sortedByLocation,
                                      kept: parsed.document.match.withdrawal == nil ? snapshot.map { GameMark($0, path: path) } : nil)
        },
        format: { text, shown in
            let parsed = MatchParser.parse(text, path: shown)
            return (MatchFormatter.format(parsed.document), parsed.diagnostics)
        },
        records: FileKind.Records(
            MatchDocument.self, noun: "entry", pluralNoun: "entries", lineNoun: "entry line",
            correctionHint: "to take back an entry, add an `undo` line (`hyzer-text undo`)",
            settleHint: "keep one with `hyzer-text match resolve --keep DEVICE`"))

    /// Every pickleball kind, in the order `check` and `fmt` visit them.
    public static let all = [match]
}
