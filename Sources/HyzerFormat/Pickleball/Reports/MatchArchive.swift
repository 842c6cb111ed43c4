/// Every match of a scorebook, read as every report reads them: newest first, lines that do not
/// read ignored (``BadLines``), files that cannot be read as a match skipped. What `match list`,
/// `match stats` and the match ratings go through; ``RoundArchive`` is its disc golf twin.
public struct MatchArchive: Sendable {
    /// One match: the name `--match` takes and the match as every view shows it.
    public struct Entry: Sendable {
        /// The file name without `.match`.
        public var name: String
        /// The match, hand-typed lines counting as the local device's.
        public var snapshot: MatchSnapshot
    }

    /// The matches that read, newest start first.
    public var entries: [Entry]
    /// The display paths of the files skipped because they cannot be read as a match.
    public var skipped: [String]
    /// The warnings to show, in file order: each ignored line, and each file skipped.
    public var warnings: [Diagnostic]

    /// Reads every match file of `book`; hand-typed lines count as written by `localDevice`.
    public init(book: Scorebook, localDevice: String?) {
        var entries: [Entry] = []
        var skipped: [String] = []
        var warnings: [Diagnostic] = []
        for path in book.matchFiles() {
            let shown = book.displayPath(path)
            do throws(HyzerError) {
                let snapshot = try book.matchSnapshot(path, localDevice: localDevice)
                warnings += snapshot.warnings
                entries.append(Entry(name: PickleballFileKinds.match.name(of: path), snapshot: snapshot))
            } catch {
                skipped.append(shown)
                warnings.append(BadLines.skipped(error.diagnostics)
                    ?? Diagnostic(.warning, at: SourceLocation(path: shown, line: 1), "\(error.message); the file is skipped", hint: error.hint))
            }
        }
        entries.sort { $0.snapshot.match.started > $1.snapshot.match.started }
        self.entries = entries
        self.skipped = skipped
        self.warnings = warnings
    }
}
