/// One round per group: finding a second round of the same group
/// (the same course, the same day, a player in common; for one game recorded twice, played at the same
/// time: ``GameMark``), and joining one round's lines into another.
extension Scorebook {
    // MARK: - The same group's rounds

    /// An active round that looks like another copy of the same group's round.
    public struct ActiveRound: Sendable {
        /// Its path.
        public var path: String
        /// The round as its file says (header, scores, lifecycle lines).
        public var round: Round
    }

    /// Whether two rounds look like one group's round started twice: the same course and layout,
    /// started the same day (each in its own offset), and a player or guest in common (by name,
    /// ignoring case). What `round start` asks about; one game recorded twice
    /// (``duplicateRoundPairs(among:)``) must also have been played at the same time.
    public static func isSameGroup(_ a: Round, _ b: Round) -> Bool {
        GroupMark(a, path: "").isSameGroup(as: GroupMark(b, path: ""))
    }

    /// What tells a round recorded twice, worked out once (``GameMark``: its course and layout, day,
    /// names, start and the time it was last played). Light enough for `check` to keep one per round.
    public typealias GroupMark = GameMark

    /// The active rounds of this scorebook, read (active ones are few; the list comes from the
    /// remembered choice for `me`, see ``RoundChoice``). Files with errors are left out.
    public func activeRounds(as me: RoundChoice.Participant) -> [ActiveRound] {
        let choice = RoundChoice.current(self, as: me, using: { $0.actives })
        return choice.actives.compactMap { entry in
            let path = roundsDirectory + "/" + entry.fileName
            guard let loaded = try? loadRound(path), !loaded.diagnostics.containsErrors else { return nil }
            return ActiveRound(path: path, round: loaded.document.round)
        }
    }

    /// The active rounds `round` would duplicate (``isSameGroup(_:_:)``), newest first: what
    /// `round start` refuses to start again without `--new`.
    public func activeRounds(like round: Round, as me: RoundChoice.Participant) -> [ActiveRound] {
        activeRounds(as: me).filter { Self.isSameGroup($0.round, round) }
    }

    /// Pairs of rounds that are one game recorded twice (``GameMark``: two devices each started, and
    /// maybe finished, the group's round offline), each as (the round to keep, the round to join into
    /// it), among the rounds played on the days of the active rounds and of the round files `around`
    /// (what a sync brought in; paths absolute or relative to the scorebook's repository). Every round
    /// file's header is scanned for its day; only the rounds of those days are read.
    public func duplicateRoundPairs(around paths: [String] = [], as me: RoundChoice.Participant) -> [(keep: String, join: String)] {
        let files = roundFiles()
        var days = Set(activeRounds(as: me).map { $0.round.started.dateString })
        for path in paths {
            guard let file = files.first(where: { $0 == path || $0.hasSuffix("/" + path) }),
                  let started = try? RoundHeaderScan(path: file, of: self, searchingLines: false).started else { continue }
            days.insert(started.dateString)
        }
        guard !days.isEmpty else { return [] }
        let marks = files.compactMap { path -> GameMark? in
            guard let header = try? RoundHeaderScan(path: path, of: self, searchingLines: false), let started = header.started,
                  days.contains(started.dateString), !header.isWithdrawn,
                  let loaded = try? loadRound(path), !loaded.diagnostics.containsErrors else { return nil }
            return GameMark(loaded.document.round, path: path)
        }
        return Self.duplicateRoundPairs(among: marks)
    }

    /// ``duplicateRoundPairs(around:as:)`` among the marks of rounds already read (`check` keeps one per
    /// round it parsed; reports one per round they count): ``GameMark/pairs(among:)``.
    public static func duplicateRoundPairs(among marks: [GroupMark]) -> [(keep: String, join: String)] {
        GameMark.pairs(among: marks)
    }

    // MARK: - Joining

    /// What ``joinRound(_:into:reporter:device:time:)`` did.
    public struct RoundJoin: Sendable {
        /// Players and guests of the joined round that the round joined into did not have, added to it.
        public var addedPlayers: [String]
        /// Score lines brought over that the round did not hold yet.
        public var newLines: Int
        /// The merged round, as written.
        public var round: Round
        /// False when the other round already had a `joined` line into this one (a second join only
        /// brings lines written there since).
        public var wroteJoinedLine: Bool
    }

    /// Joins the round at `otherPath` into the round at `path`, under the scorebook's lock: every score
    /// line of the other round is merged into this one through the event core (``RoundMerge``: the union
    /// by identity, each line keeping its identity and device, agreement silent, disagreement a
    /// discrepancy), players it has that this one lacks are added (the one exception to the frozen
    /// player list), hand-typed lines of both are written as `device`'s (as this clone read them), then
    /// the other round gets `joined TIME @ID by=NAME into=FILE`, which takes it out of
    /// lists, history, stats and the default round. Nothing is deleted. Refuses rounds of different
    /// courses or pars, a round that is itself joined or discarded, and a round already joined elsewhere.
    public func joinRound(_ otherPath: String, into path: String, reporter: String, device: String, time: Timestamp)
        throws(HyzerError) -> RoundJoin
    {
        guard FileSystem.absolute(otherPath) != FileSystem.absolute(path) else {
            throw HyzerError(.invalidArgument, "a round cannot be joined into itself",
                             hint: "name the other round: `hyzer-text round join OTHER`, and this one with --round")
        }
        return try withLock { () throws(HyzerError) -> RoundJoin in
            _ = try setAsideTornLastLine(path)
            _ = try setAsideTornLastLine(otherPath)
            let this = try readRoundForWriting(path), other = try readRoundForWriting(otherPath)
            // Joining rewrites this round's file, and with it any line with an error: that waits until they are fixed.
            guard this.warnings.isEmpty else {
                throw HyzerError(.invalidData, "\(displayPath(path)) has lines with errors, and joining a round into it rewrites the file",
                                 hint: "fix them first (`hyzer-text check`), then try again", diagnostics: this.warnings)
            }
            let target = FileSystem.lastComponent(of: path)
            try Self.requireJoinable(this.round, other.round, thisName: displayPath(path), otherName: displayPath(otherPath), target: target)
            // The other round's lines, under this round's header: players it lacks added at the end.
            // Lines typed by hand there are stamped first, in their own file, so their times follow
            // that round's start and lines (typed order, ``HandLines``), not this one's.
            var adopted = RoundMerge.explicit(other, device: device).document.round
            let known = Set(this.round.players.map { $0.name.lowercased() })
            let added = other.round.players.filter { !known.contains($0.name.lowercased()) }
            adopted.course = this.round.course
            adopted.layout = this.round.layout
            adopted.started = this.round.started
            adopted.organizer = this.round.organizer
            adopted.startHole = this.round.startHole
            adopted.players = this.round.players + added
            // This round's handicaps stand; the other round's come along only for players this one lacks.
            adopted.handicaps = this.round.handicaps
                + other.round.handicaps.filter { handicap in added.contains { $0.name.lowercased() == handicap.player.lowercased() } }
            adopted.lifecycle = []  // its finish or discard is its own, not this round's
            var thisDocument = this
            if !added.isEmpty {
                thisDocument.round.players += added
                let insertAt = (thisDocument.items.lastIndex { if case .header = $0 { return true }; return false } ?? -1) + 1
                let first = this.round.players.count
                thisDocument.items.insert(contentsOf: added.indices.map { .header(.player(first + $0)) }, at: insertAt)
            }
            // Lines typed by hand in either file were typed on this clone and count as this device's
            // (docs/FORMAT.md, rule 8): the merge writes that down, so they stay its own after the join
            // (a correction made here still replaces them), rather than becoming lines of no device.
            let merged = try RoundMerge.merge(thisDocument, RoundDocument(round: adopted), handDevice: device)
            if merged.text != (try? readText(path)) { try FileSystem.writeAtomically(path, merged.text) }
            var afterHeader = false
            if case .header = other.items.last { afterHeader = true }
            let wrote = try appendJoinedLine(to: otherPath, lines: other.round.lifecycle, into: target, id: other.round.nextEventID(device: device),
                                             reporter: reporter, time: time, afterHeader: afterHeader)
            RoundChoice.roundChanged(at: path)
            return RoundJoin(addedPlayers: added.map(\.name), newLines: merged.report.fromB.count, round: merged.document.round,
                             wroteJoinedLine: wrote)
        }
    }

    /// Appends `joined TIME @ID by=NAME into=TARGET` to the file at `path` (a round's or a match's: one
    /// line, one rule in both sports), unless one of its `lines` already says it went into `target` (a
    /// second join only brings lines written there since). `afterHeader`: the file ends with its header,
    /// so a blank line goes first. Returns whether it wrote the line. Called under the lock.
    func appendJoinedLine(to path: String, lines: [LifecycleEvent], into target: String, id: EventID, reporter: String, time: Timestamp,
                          afterHeader: Bool) throws(HyzerError) -> Bool {
        guard !lines.contains(where: { $0.kind == .joined && $0.into == target }) else { return false }
        let joined = LifecycleEvent(kind: .joined, id: id, time: time, reporter: reporter, into: target)
        try FileSystem.appendLines(path, (afterHeader ? [""] : []) + [LifecycleEvent.line(joined)])
        return true
    }

    /// Refuses a join that would mix two different rounds or undo one (a team round joins only a copy
    /// played in the same format and teams).
    static func requireJoinable(_ this: Round, _ other: Round, thisName: String, otherName: String, target: String) throws(HyzerError) {
        if this.course != other.course || this.layout != other.layout {
            throw HyzerError(.invalidData, "\(otherName) is a round of \(other.courseDisplayName), \(thisName) of \(this.courseDisplayName): "
                                + "only two copies of one group's round on one course are joined",
                             hint: "rounds on different courses stay apart; to drop one started by mistake: `hyzer-text round discard --round R`")
        }
        if this.pars != other.pars {
            throw HyzerError(.invalidData, "\(otherName) and \(thisName) have different pars (\(other.pars.map(String.init).joined(separator: " ")) "
                                + "and \(this.pars.map(String.init).joined(separator: " "))): their scores cannot count as one round",
                             hint: "rounds with different pars stay apart; to drop one started by mistake: `hyzer-text round discard --round R`")
        }
        if this.teamPlay?.format != other.teamPlay?.format || this.teamPlay?.teams != other.teamPlay?.teams {
            throw HyzerError(.invalidData, "\(otherName) and \(thisName) are not played in the same teams: their scores cannot count as one round",
                             hint: "a team round joins only a copy with the same format and teams; to drop one started by mistake: `hyzer-text round discard --round R`")
        }
        if let withdrawal = this.withdrawal {
            throw HyzerError(.invalidData, "\(thisName) was \(withdrawal.kind == .joined ? "joined into \(withdrawal.into ?? "another round")" : "discarded"); "
                                + "nothing can be joined into it",
                             hint: withdrawal.kind == .joined ? "join into that round instead: `--round \(RoundArchive.roundName(ofPath: withdrawal.into ?? ""))`"
                                : "bring it back first with `hyzer-text reopen --round \(RoundArchive.roundName(ofPath: thisName))`")
        }
        if let elsewhere = other.lifecycle.first(where: { $0.kind == .joined && $0.into != target }) {
            throw HyzerError(.invalidData, "\(otherName) was already joined into \(elsewhere.into ?? "another round")",
                             hint: "its lines are there; `hyzer-text round list` shows the rounds that count")
        }
    }
}

extension GameMark {
    /// The mark of `round`, read from `path`: its course and layout are the place; it was played until
    /// the latest `at=` of its score lines (once finished, of those written before the finish that
    /// counts: a late correction made days later is not playing), or its start when it has none.
    public init(_ round: Round, path: String) {
        // The finish that counts (``Round/finish``), without its arrays in the usual file: no line
        // cancels or takes back a finish, so the earliest `finished` line's.
        let lifecycle = round.lifecycle
        let finish = lifecycle.contains { $0.kind == .reopened || $0.kind == .undo } ? round.finish?.time
            : lifecycle.lazy.filter { $0.kind == .finished }.map(\.time).min()
        // Instants through the buffer: `for event in` copied every event (its strings retained and
        // released), and `check` and every report make a mark of every round of a long history.
        let limit = finish?.secondsSinceEpoch ?? .max
        var latest = round.started
        round.events.withUnsafeBufferPointer { events in
            var seconds = latest.secondsSinceEpoch
            for index in events.indices {
                guard let time = events[index].metadata.time else { continue }
                if time.secondsSinceEpoch > seconds, time.secondsSinceEpoch <= limit {
                    seconds = time.secondsSinceEpoch
                    latest = time
                }
            }
        }
        self.init(path: path, place: round.course, variant: round.layout, started: round.started, playedUntil: latest,
                  isOver: finish != nil, players: round.players.map(\.name), separateFrom: round.separateFrom)
    }
}
