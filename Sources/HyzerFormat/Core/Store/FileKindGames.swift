extension FileKind {
    /// The rules of a kind whose files are games a group plays (a round, a match): a device starts one
    /// and appends entries to it, two devices may each start one game offline (one game recorded twice,
    /// ``GameMark``), and `undo` takes back a device's latest entry in one. The commands every sport
    /// shares (`check`, `sync`, `undo`) see a game only through these.
    public struct Games: Sendable {
        /// The option that names one file, without dashes: `round` (`--round R`).
        public var option: String
        /// The command that joins a file recorded twice into the one kept: `round join`.
        public var joinCommand: String
        /// What makes two files look like one game recorded twice, for the warning: `same course and
        /// day, a player in common, played at the same time`.
        public var twiceReason: String
        /// Pairs of files that are one game recorded twice (``GameMark``), as (the file to keep, the file
        /// to join into it), paths or names: those of the games still being played and of the days of
        /// the files `around` (what a sync brought in, the files given to `check --history`), for `me`.
        public var duplicates: @Sendable (_ book: Scorebook, _ around: [String], _ me: Scorebook.Participant) -> [(keep: String, join: String)]
        /// The file `query` names (`--round R`): a path, a name or a unique part of one; or the error
        /// that says why none is meant.
        public var find: @Sendable (_ book: Scorebook, _ query: String) throws(HyzerError) -> String
        /// The file a report means for `me` when none is named (the default round, the match in
        /// progress); or the error that says there is none.
        public var current: @Sendable (_ book: Scorebook, _ me: Scorebook.Participant) throws(HyzerError) -> String
        /// When `device` last wrote a line in the file at `path` (by its time); nil when it wrote none
        /// or the file does not read.
        public var latestEntry: @Sendable (_ book: Scorebook, _ path: String, _ device: String) -> Timestamp?

        /// The rules; see the properties.
        public init(option: String, joinCommand: String, twiceReason: String,
                    duplicates: @escaping @Sendable (_ book: Scorebook, _ around: [String], _ me: Scorebook.Participant) -> [(keep: String, join: String)],
                    find: @escaping @Sendable (_ book: Scorebook, _ query: String) throws(HyzerError) -> String,
                    current: @escaping @Sendable (_ book: Scorebook, _ me: Scorebook.Participant) throws(HyzerError) -> String,
                    latestEntry: @escaping @Sendable (_ book: Scorebook, _ path: String, _ device: String) -> Timestamp?) {
            self.option = option
            self.joinCommand = joinCommand
            self.twiceReason = twiceReason
            self.duplicates = duplicates
            self.find = find
            self.current = current
            self.latestEntry = latestEntry
        }

        /// What the option takes, for usage lines and hints: `R` for `--round R`.
        public var placeholder: String { String(option.prefix(1)).uppercased() }
    }

    /// Two files of one kind that are one game recorded twice: the one kept (it counts) and the one to
    /// join into it, paths or names.
    public struct Duplicate: Sendable {
        /// Their kind (a kind with ``games``).
        public var kind: FileKind
        /// The file that counts until they are joined, and the file to join into it.
        public var keep: String, join: String

        /// A pair; see the properties.
        public init(kind: FileKind, keep: String, join: String) {
            self.kind = kind
            self.keep = keep
            self.join = join
        }
    }
}

extension Scorebook {
    /// The games of `kinds` recorded twice around `paths` (each game kind's ``FileKind/Games/duplicates``),
    /// kind by kind in the order of `kinds`.
    public func duplicates(around paths: [String] = [], as me: Participant, kinds: [FileKind]) -> [FileKind.Duplicate] {
        kinds.flatMap { kind in
            (kind.games?.duplicates(self, paths, me) ?? []).map { FileKind.Duplicate(kind: kind, keep: $0.keep, join: $0.join) }
        }
    }

    /// The file of `kinds` that `undo` means: the one an option names (`named`: the values given for
    /// each game kind's ``FileKind/Games/option``; at most one); else the file this device last started
    /// or appended an entry to (``LastWritten``); else, when that is unknown or gone (a fresh clone),
    /// of each kind's file for me (``FileKind/Games/current``) the one this device wrote in last, the
    /// first kind's on a tie or when this device wrote in none. Throws the first kind's error when no
    /// kind has a file for me.
    public func undoChoice(named: [String: String], as me: Participant, kinds: [FileKind]) throws(HyzerError) -> (kind: FileKind, path: String) {
        let games = kinds.compactMap { kind in kind.games.map { (kind: kind, games: $0) } }
        let given = games.filter { named[$0.games.option] != nil }
        if given.count > 1 {
            throw HyzerError(.invalidArgument, "`undo` takes \(games.map { "--" + $0.games.option }.joined(separator: " or ")), not both",
                             hint: "name the " + games.map { "\($0.kind.noun) with --\($0.games.option) \($0.games.placeholder)" }.joined(separator: ", or the "))
        }
        if let (kind, rules) = given.first { return (kind, try rules.find(self, named[rules.option]!)) }
        if let remembered = LastWritten.recall(in: self), let (kind, _) = games.first(where: { $0.kind.matches(remembered) }) {
            return (kind, remembered)
        }
        // Each kind's file for me, and when this device last wrote in it.
        var best: (kind: FileKind, path: String, latest: Timestamp?)?
        var firstError: HyzerError?
        for (kind, rules) in games {
            let path: String
            do throws(HyzerError) { path = try rules.current(self, me) } catch {
                if firstError == nil { firstError = error }
                continue
            }
            let latest = rules.latestEntry(self, path, me.device ?? "")
            guard let chosen = best else { best = (kind, path, latest); continue }
            if let latest, chosen.latest.map({ latest > $0 }) ?? true { best = (kind, path, latest) }
        }
        guard let best else { throw firstError ?? HyzerError(.notFound, "nothing to take back") }
        return (best.kind, best.path)
    }
}
