/// One game recorded twice, for matches: two phones that each started the same
/// match offline hold two files of it. The rule is the rounds' (``GameMark``): the same day, a player in
/// common, played at the same time; `match join` makes them one as `round join` does.
extension GameMark {
    /// The place every match is played at: pickleball has no course (`@` cannot start a course name).
    public static let pickleball = "@pickleball"

    /// The mark of `snapshot`'s match, read from `path` (or named so): played until the latest `at=` of
    /// its entry lines (or its start when none has one); over when the rules say so.
    public init(_ snapshot: MatchSnapshot, path: String) {
        var latest = snapshot.match.started
        let events = snapshot.match.events
        for index in events.indices {
            if let time = events[index].metadata.time, latest < time { latest = time }
        }
        let teams = snapshot.match.teams
        self.init(path: path, place: Self.pickleball, started: snapshot.match.started, playedUntil: latest, isOver: snapshot.isOver,
                  players: (teams.a.players + teams.b.players).map(\.name))
    }
}

extension Scorebook {
    // MARK: - Finding them

    /// Pairs of matches that are one game recorded twice (``GameMark``), as (the match to keep, the
    /// match to join into it), by the names `--match` takes: those of the days of the match files in
    /// `paths` (what a sync brought; absolute or relative to the repository), and those still being
    /// played. Matches are few: every file is read (``MatchArchive``).
    public func duplicateMatchPairs(around paths: [String] = [], localDevice: String?) -> [(keep: String, join: String)] {
        let archive = MatchArchive(book: self, localDevice: localDevice)
        guard !archive.duplicates.isEmpty else { return [] }
        let kind = PickleballFileKinds.match
        let touched = Set(paths.filter { kind.matches($0) }.map { kind.name(of: $0) })
        let marks = Dictionary(archive.listed.map { ($0.name, GameMark($0.snapshot, path: $0.name)) }, uniquingKeysWith: { first, _ in first })
        let days = Set(marks.values.filter { touched.contains($0.path) || !$0.isOver }.map(\.day))
        return archive.duplicates.filter { pair in marks[pair.keep].map { days.contains($0.day) } ?? false }
    }

    // MARK: - Joining

    /// What ``joinMatch(_:into:reporter:device:time:)`` did.
    public struct MatchJoin: Sendable {
        /// Entry lines brought over that the match did not hold yet.
        public var newLines: Int
        /// The merged match, as written.
        public var snapshot: MatchSnapshot
        /// Where the two copies went different ways, nil when they agree (one log is the other's start).
        public var fork: MatchLog.Fork?
        /// False when the other match already had a `joined` line into this one (a second join only
        /// brings entry lines written there since).
        public var wroteJoinedLine: Bool
    }

    /// Joins the match at `otherPath` into the match at `path`, under the scorebook's lock, as
    /// ``joinRound(_:into:reporter:device:time:)`` joins rounds: every entry line of the other match is
    /// merged into this one through the event core (``MatchMerge``: the union by identity; entries both
    /// recorded alike agree, copies that went different ways are a fork to settle with `match resolve`),
    /// under this match's header, then the other gets `joined TIME @ID by=NAME into=FILE`, which takes it
    /// out of lists, stats, ratings, exports, the site and the default match. Nothing is deleted. Refuses
    /// matches played with other settings or with the teams the other way round, a match that is itself
    /// joined, and a match already joined elsewhere.
    public func joinMatch(_ otherPath: String, into path: String, reporter: String, device: String, time: Timestamp)
        throws(HyzerError) -> MatchJoin
    {
        guard FileSystem.absolute(otherPath) != FileSystem.absolute(path) else {
            throw HyzerError(.invalidArgument, "a match cannot be joined into itself",
                             hint: "name the other match: `hyzer-text match join OTHER`, and this one with --match")
        }
        return try withLock { () throws(HyzerError) -> MatchJoin in
            for file in [path, otherPath] {
                _ = try setAsideTornLastLine(file, errors: { MatchParser.parse($0, path: displayPath(file)).diagnostics })
            }
            let (this, thisSnapshot) = try readMatch(path, localDevice: device)
            let (other, _) = try readMatch(otherPath, localDevice: device)
            for (file, document) in [(path, this), (otherPath, other)] where document.hasConflictMarkers { throw conflictMarkersError(file) }
            // Joining rewrites this match's file, and with it any line with an error: that waits until they are fixed.
            guard thisSnapshot.warnings.isEmpty else {
                throw HyzerError(.invalidData, "\(displayPath(path)) has lines with errors, and joining a match into it rewrites the file",
                                 hint: "fix them first (`hyzer-text check`), then try again", diagnostics: thisSnapshot.warnings)
            }
            let target = FileSystem.lastComponent(of: path)
            try Self.requireJoinable(this.match, other.match, thisName: displayPath(path), otherName: displayPath(otherPath), target: target)
            // The other match's entry lines, under this match's header.
            var adopted = this.match
            adopted.events = other.match.events
            adopted.joined = []  // its `joined` lines are its own
            let merged = try MatchMerge.merge(this, MatchDocument(match: adopted))
            if merged.text != (try? readText(path)) { try FileSystem.writeAtomically(path, merged.text) }
            let wrote = try appendJoinedLine(to: otherPath, lines: other.match.joined, into: target,
                                             id: Self.metadata(in: other, reporter: reporter, device: device, time: time).id,
                                             reporter: reporter, time: time, afterHeader: other.endsWithHeader)
            let snapshot = try self.snapshot(of: merged.document, path: path, localDevice: device)
            return MatchJoin(newLines: merged.report.fromB.count, snapshot: snapshot, fork: merged.report.fork, wroteJoinedLine: wrote)
        }
    }

    /// Refuses a join that would mix two different matches or undo one.
    static func requireJoinable(_ this: Match, _ other: Match, thisName: String, otherName: String, target: String) throws(HyzerError) {
        if this.settings != other.settings {
            throw HyzerError(.invalidData, "\(otherName) and \(thisName) are played with different settings: their rallies cannot count as one match",
                             hint: "matches with different settings stay apart")
        }
        func names(_ team: MatchTeam) -> Set<String> { Set(team.players.map { $0.name.lowercased() }) }
        if !names(other.teams.a).isDisjoint(with: names(this.teams.b)) || !names(other.teams.b).isDisjoint(with: names(this.teams.a)) {
            throw HyzerError(.invalidData, "\(otherName) has the teams the other way round from \(thisName) (its team A is team B there): "
                                + "its A and B lines mean the other team",
                             hint: "the two files stay apart; keep scoring in one of them")
        }
        if let withdrawal = this.withdrawal {
            throw HyzerError(.invalidData, "\(thisName) was joined into \(withdrawal.into ?? "another match"); nothing can be joined into it",
                             hint: "join into that match instead: `--match \(PickleballFileKinds.match.name(of: withdrawal.into ?? ""))`")
        }
        if let elsewhere = other.joined.first(where: { $0.into != target }) {
            throw HyzerError(.invalidData, "\(otherName) was already joined into \(elsewhere.into ?? "another match")",
                             hint: "its lines are there; `hyzer-text match list` shows the matches that count")
        }
    }
}
