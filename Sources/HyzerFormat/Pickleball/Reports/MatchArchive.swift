/// Every match of a scorebook, read as every report reads them: newest first, lines that do not
/// read ignored (``BadLines``), files that cannot be read as a match skipped. What `match list`,
/// `match stats`, the match ratings, `export csv` and the site go through: the one place that decides
/// which matches count; ``RoundArchive`` is its disc golf twin.
///
/// A match joined into another (`match join`) does not count and is not listed; of one game recorded
/// twice (``GameMark``) both are listed and only the first counts until the two are joined.
public struct MatchArchive: Sendable {
    /// One match: the name `--match` takes and the match as every view shows it.
    public struct Entry: Sendable {
        /// The file name without `.match`.
        public var name: String
        /// The match, hand-typed lines counting as the local device's.
        public var snapshot: MatchSnapshot

        /// An entry.
        public init(name: String, snapshot: MatchSnapshot) {
            self.name = name
            self.snapshot = snapshot
        }
    }

    /// The matches that count, newest start first: ``listed`` without the second file of each pair of
    /// ``duplicates``.
    public var entries: [Entry]
    /// Every match that reads and was not joined into another, newest start first (`match list`).
    public var listed: [Entry]
    /// Pairs of matches that are one game recorded twice, as (the match that counts, the match left
    /// out until it is joined into it), by name, in the order ``GameMark/pairs(among:)`` gives.
    public var duplicates: [(keep: String, join: String)]
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
                // A match joined into another is not a match of its own (its entries are there); its file stays.
                guard snapshot.match.withdrawal == nil else { continue }
                entries.append(Entry(name: PickleballFileKinds.match.name(of: path), snapshot: snapshot))
            } catch {
                skipped.append(shown)
                warnings.append(BadLines.skipped(error.diagnostics)
                    ?? Diagnostic(.warning, at: SourceLocation(path: shown, line: 1), "\(error.message); the file is skipped", hint: error.hint))
            }
        }
        entries.sort { ($0.snapshot.match.started, $0.name) > ($1.snapshot.match.started, $1.name) }
        listed = entries
        (self.entries, duplicates) = Self.counting(entries)
        self.skipped = skipped
        self.warnings = warnings
    }

    /// The matches among `entries` that count, in the order given: not one joined into another, and of
    /// one game recorded twice (``GameMark``) only the first; with the pairs found.
    public static func counting(_ entries: [Entry]) -> (entries: [Entry], duplicates: [(keep: String, join: String)]) {
        let entries = entries.filter { $0.snapshot.match.withdrawal == nil }
        let duplicates = GameMark.pairs(among: entries.map { GameMark($0.snapshot, path: $0.name) })
        let left = Set(duplicates.map(\.join))
        return (left.isEmpty ? entries : entries.filter { !left.contains($0.name) }, duplicates)
    }
}
