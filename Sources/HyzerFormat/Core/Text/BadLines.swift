/// How every command that reads or writes a file treats a file with errors, for every file kind: "one
/// bad line never stops a round" (`docs/FORMAT.md`, `docs/PICKLEBALL.md`).
///
/// A line that does not read, or that reads but breaks a rule (a score for a player not in the round,
/// a link to a line that is not in the file, a fourth time-out in a game), is **ignored**: the file
/// counts as if the line were not there, and the command warns about it at its `file:line:col`. The
/// line stays in the file, byte for byte, and `check` still fails until someone fixes it. Only a file
/// that cannot say what it is (a round without `course`, `started` or `pars`; a match without
/// `started` or a player per team) is **skipped** whole, and named.
public enum BadLines {
    /// The warnings for a file read despite `diagnostics` (its parser's and checks'): the first error of
    /// each line, as a warning that says the line is ignored, in file order. Errors about the file as
    /// a whole (no line) are kept as warnings; warnings and notes that fold a line's further problems
    /// are left out (`check` lists them).
    public static func ignored(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var warned = Set<Int>()
        var warnings: [Diagnostic] = []
        for diagnostic in diagnostics.sortedByLocation where diagnostic.severity == .error && diagnostic.omittedCount == 0 {
            guard warned.insert(diagnostic.location.line).inserted || diagnostic.lineText == nil else { continue }
            var warning = diagnostic
            warning.severity = .warning
            if diagnostic.lineText != nil { warning.message += ignoredSuffix }
            warnings.append(warning)
        }
        return warnings
    }

    /// What ``ignored(_:)`` adds to the message of a line's first error.
    public static let ignoredSuffix = "; the line is ignored"

    /// The warning that a file is skipped because it cannot say what it is: its first error, saying
    /// so. Nil when `diagnostics` has no error.
    public static func skipped(_ diagnostics: [Diagnostic]) -> Diagnostic? {
        guard var first = diagnostics.sortedByLocation.first(where: { $0.severity == .error && $0.omittedCount == 0 }) else { return nil }
        first.severity = .warning
        first.message += "; the file is skipped"
        return first
    }

    /// The warning for a last line cut off by a crash (`text`, on 1-based `line` of `path`) that a write
    /// turned into a comment before appending below it.
    public static func setAside(_ text: String, line: Int, path: String) -> Diagnostic {
        Diagnostic(.warning, at: SourceLocation(path: path, line: line), length: text.count,
                   "the last line was cut off (by a crash?) and is set aside as a comment",
                   hint: "if it was an entry, record it again; then delete the comment", line: text)
    }

    /// Whether `line` (a line kept verbatim) is a git conflict marker: a write refuses such a file, since
    /// finishing the merge rewrites the lines between the markers.
    public static func isConflictMarker(_ line: String) -> Bool {
        var line = line
        return line.withUTF8 { ConflictBlocks.marker($0) != nil }
    }
}
