/// Every round of a scorebook that counts, resolved once, for the reports that look across rounds
/// (history, stats, ratings, handicaps, the site): the one place that decides which rounds count.
///
/// Loading parses each round file, resolves its scorecard and ranks its standings. Files with errors
/// are skipped and listed in ``skipped`` so a report can say that it is incomplete. A round joined
/// into another or discarded does not count; of one game recorded twice (``GameMark``) only the round
/// kept counts until the two are joined, and ``duplicates`` names the pair so a report can say so.
public struct RoundArchive: Sendable {
    /// One loaded round.
    public struct Entry: Sendable {
        /// The file name without `.round` (`2026-11-21-cedar-creek`): what people type to name it.
        public var name: String
        /// Absolute path of the file.
        public var path: String
        /// The parsed round.
        public var round: Round
        /// Its resolved scores.
        public var card: Scorecard
        /// Its standings (no movement).
        public var standings: Standings
        /// Its standings ranked by net score, for a round played with handicaps; nil for one without.
        public var netStandings: Standings?

        /// Resolves `round` read from `path`.
        public init(path: String, round: Round, localDevice: String? = nil) {
            self.path = path
            self.name = RoundArchive.roundName(ofPath: path)
            self.round = round
            self.card = Scorecard(round: round, localDevice: localDevice)
            self.standings = Standings(card)
            self.netStandings = round.hasHandicaps ? Standings(card, ranking: .net) : nil
        }

        /// The standings row of a registered (non-guest) player whose name equals `name` ignoring
        /// case; nil when that player is not in the round. Guests never match: they are round-scoped
        /// names (FR12b).
        public func registeredRow(_ name: String) -> Standings.Row? { standings.registeredRow(name) }
    }

    /// Loaded rounds, oldest first (the reverse of ``listsBefore(_:_:)``).
    public var entries: [Entry]
    /// Display paths of round files that could not be read as rounds (``BadLines``).
    public var skipped: [String]
    /// The warnings of reading them (``BadLines``), in file order: each line ignored, each file skipped.
    public var warnings: [Diagnostic] = []
    /// Pairs of rounds that are one game recorded twice, as (the round that counts, the round left out
    /// until it is joined into it): paths, in the order ``GameMark/pairs(among:)`` gives.
    public var duplicates: [(keep: String, join: String)] = []

    /// Wraps already loaded entries (sorted oldest first here).
    public init(entries: [Entry], skipped: [String] = []) {
        self.entries = entries.sorted { a, b in
            Self.listsBefore((b.round.started, b.name), (a.round.started, a.name))
        }
        self.skipped = skipped
    }

    /// Loads every round file of `book` that counts: not those joined into another or discarded
    /// (``Round/isWithdrawn``), nor the second file of one game recorded twice (``duplicates``);
    /// hand-typed lines count as written by `localDevice`.
    ///
    /// Files are parsed and resolved on all cores: five years of rounds (250 files, ~31,500 score
    /// lines) is the common case for `history` and `stats`, and each file is independent.
    public init(book: Scorebook, localDevice: String? = nil) {
        let loaded = Self.load(book: book, localDevice: localDevice) { $0 }
        self.entries = loaded.summaries
        self.skipped = loaded.skipped
        self.warnings = loaded.warnings
        self.duplicates = loaded.duplicates
    }

    /// What ``load(book:localDevice:summarize:)`` found: one summary per round, oldest first (the
    /// order of ``entries``), and the files skipped and warnings, as ``RoundArchive`` has them.
    public struct Loaded<Summary: Sendable>: Sendable {
        /// One summary per loaded round, oldest first.
        public var summaries: [Summary]
        /// Display paths of round files that could not be read as rounds.
        public var skipped: [String]
        /// The warnings of reading them, in file order.
        public var warnings: [Diagnostic]
        /// One game recorded twice: (the round that counts, the round left out), as ``RoundArchive`` has them.
        public var duplicates: [(keep: String, join: String)] = []
    }

    /// Every round ``init(book:localDevice:)`` loads, as `summarize` sums it up on the core that read
    /// it: a report that needs only a summary of each round (`history`) then holds no round, and the
    /// rounds are freed on all cores as they are read rather than one after another at the end.
    public static func load<Summary: Sendable>(book: Scorebook, localDevice: String? = nil,
                                               summarize: @escaping @Sendable (Entry) -> Summary) -> Loaded<Summary> {
        typealias Read = (summary: Summary, started: Timestamp, name: String, warnings: [Diagnostic])
        let paths = book.roundFiles()
        // The mark of each round (``GameMark``) beside its summary, not in it: the summaries are sorted
        // and the marks only paired.
        let results = paths.concurrentMap { path -> Result<(Read, GameMark)?, HyzerError> in
            Result { () throws(HyzerError) -> (Read, GameMark)? in
                let document = try book.readRound(path)
                // A round joined into another or discarded is not part of history or stats (its file stays).
                guard !document.round.isWithdrawn else { return nil }
                let entry = Entry(path: path, round: document.round, localDevice: localDevice)
                return ((summarize(entry), entry.round.started, entry.name, document.warnings), GameMark(entry.round, path: path))
            }
        }
        var read: [Read] = []
        var marks: [GameMark] = []
        var skipped: [String] = []
        var warnings: [Diagnostic] = []
        read.reserveCapacity(results.count)
        marks.reserveCapacity(results.count)
        for (index, result) in results.enumerated() {
            switch result {
            case .success(let loaded?):
                read.append(loaded.0)
                marks.append(loaded.1)
                warnings += loaded.0.warnings
            case .success(nil):
                continue
            case .failure(let error):
                let shown = book.displayPath(paths[index])
                skipped.append(shown)
                warnings.append(BadLines.skipped(error.diagnostics)
                    ?? Diagnostic(.warning, at: SourceLocation(path: shown, line: 1), "\(error.message); the file is skipped", hint: error.hint))
            }
        }
        // Of one game recorded twice, the round kept counts (until the other is joined into it).
        let duplicates = Scorebook.duplicateRoundPairs(among: marks)
        if !duplicates.isEmpty {
            let left = Set(duplicates.map { roundName(ofPath: $0.join) })
            read.removeAll { left.contains($0.name) }
        }
        read.sort { a, b in listsBefore((b.started, b.name), (a.started, a.name)) }
        return Loaded(summaries: read.map(\.summary), skipped: skipped, warnings: warnings, duplicates: duplicates)
    }

    /// Pairs of rounds among `rounds` (each with its path, or its name) that are one game recorded
    /// twice, as (the round that counts, the round left out until it is joined into it): a round joined
    /// into another or discarded is none (``Scorebook/duplicateRoundPairs(among:)``). For lists and
    /// exports that read rounds themselves; ``load(book:localDevice:summarize:)`` applies the same rule.
    public static func duplicates(among rounds: [(path: String, round: Round)]) -> [(keep: String, join: String)] {
        Scorebook.duplicateRoundPairs(among: rounds.compactMap { $0.round.isWithdrawn ? nil : GameMark($0.round, path: $0.path) })
    }

    /// Whether a round that started at `a.started` (file name `a.name`) comes before one that started
    /// at `b.started` in a newest-first list of rounds: the later start instant first, whatever the
    /// offsets it was written with (`2026-11-21T23:30:00Z` is after `2026-11-21T15:00:00-08:00`), then
    /// the greater name (a second round of the day, `…_2`, before the first). `round list`, `history`
    /// and every other list of rounds follow this one order.
    public static func listsBefore(_ a: (started: Timestamp, name: String), _ b: (started: Timestamp, name: String)) -> Bool {
        a.started != b.started ? b.started < a.started : b.name < a.name
    }

    /// `2026-11-21-cedar-creek` for `…/rounds/2026-11-21-cedar-creek.round`.
    public static func roundName(ofPath path: String) -> String {
        // Cut at the last `/` in UTF-8 (splitting the path into Characters costs more than parsing a
        // small round); a path ending in `/` (or where a combining mark follows the `/`) takes the
        // general way.
        let utf8 = path.utf8
        let file: Substring
        if let slash = utf8.lastIndex(of: UInt8(ascii: "/")), utf8.index(after: slash) != utf8.endIndex,
           utf8[utf8.index(after: slash)] < 0x80 {
            file = path[utf8.index(after: slash)...]
        } else {
            file = Substring(FileSystem.lastComponent(of: path))
        }
        return file.hasSuffix(".round") ? String(file.dropLast(".round".count)) : String(file)
    }

    /// The shortest name for each round that `Scorebook.findRound` resolves to it alone: the date,
    /// plus as many words of the course slug as needed (`2026-11-21`, `2026-11-21-cedar`), or the
    /// full name when only an exact match tells it apart.
    public static func shortNames(_ names: [String]) -> [String] {
        let sorted = names.sorted()
        return names.map { name in
            // Words are separated by `-`; in an ASCII name the first `count` words are the name up to
            // the count-th `-` (found in UTF-8: splitting into Characters costs more than the search).
            guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return shortName(ofNonASCII: name, in: sorted) }
            let dashes = name.utf8.indices.filter { name.utf8[$0] == UInt8(ascii: "-") }
            // The date is three words; try it, then one more word at a time.
            var count = min(3, dashes.count + 1)
            while count < dashes.count + 1 {
                let prefix = String(name[..<dashes[count - 1]])
                if !Self.hasOtherName(withPrefix: prefix, than: name, in: sorted) { return prefix }
                count += 1
            }
            return name
        }
    }

    /// ``shortNames(_:)`` for one name that is not plain ASCII: words split as Characters (a `-`
    /// followed by a combining mark is not a separator).
    private static func shortName(ofNonASCII name: String, in sorted: [String]) -> String {
        let words = name.split(separator: "-", omittingEmptySubsequences: false)
        var count = min(3, words.count)
        while count < words.count {
            let prefix = words.prefix(count).joined(separator: "-")
            if !Self.hasOtherName(withPrefix: prefix, than: name, in: sorted) { return prefix }
            count += 1
        }
        return name
    }

    /// Whether a name other than `name` in `sorted` starts with `prefix` (binary search to the first
    /// candidate, so naming 250 rounds stays cheap).
    static func hasOtherName(withPrefix prefix: String, than name: String, in sorted: [String]) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < sorted.count, sorted[index].hasPrefix(prefix) {
            if sorted[index] != name { return true }
            index += 1
        }
        return false
    }
}

