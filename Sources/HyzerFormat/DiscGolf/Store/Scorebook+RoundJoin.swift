/// One round per group (issue 17, item 3): finding a second active round of the same group (the same
/// course, the same day, a player in common), and joining one round's lines into another.
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
    /// ignoring case).
    public static func isSameGroup(_ a: Round, _ b: Round) -> Bool {
        GroupMark(a, path: "").isSameGroup(as: GroupMark(b, path: ""))
    }

    /// What ``isSameGroup(_:_:)`` compares of a round, worked out once: its course, layout and day
    /// (``Day``, which two rounds of one group share) and its names ignoring case; with the round's
    /// path and start, which order the pairs. Light enough for `check` to keep one per active round.
    public struct GroupMark: Sendable {
        /// The course, layout and day a round was started: rounds of one group share it.
        public struct Day: Hashable, Sendable {
            /// The course's name, its layout (nil for none) and the date the round started, in the
            /// round's own offset (`2026-11-21`).
            public var course: String, layout: String?, date: String
        }

        /// The round's file.
        public var path: String
        /// When the round started.
        public var started: Timestamp
        /// Its course, layout and day.
        public var day: Day
        /// Its players' and guests' names, lowercased.
        public var names: Set<String>

        /// The mark of `round`, read from `path`.
        public init(_ round: Round, path: String) {
            self.path = path
            started = round.started
            day = Day(course: round.course, layout: round.layout, date: round.started.dateString)
            names = Set(round.players.map { $0.name.lowercased() })
        }

        /// The same day and a name in common.
        public func isSameGroup(as other: GroupMark) -> Bool { day == other.day && !names.isDisjoint(with: other.names) }
    }

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

    /// Pairs of active rounds that are one group's round started twice (two devices started it
    /// offline), each pair as (the round to keep, the round to join into it): the one that started
    /// first is kept (on a tie, the file that lists first), so every device suggests the same join.
    public func duplicateRoundPairs(as me: RoundChoice.Participant) -> [(keep: String, join: String)] {
        Self.duplicateRoundPairs(among: activeRounds(as: me).map { GroupMark($0.round, path: $0.path) })
    }

    /// ``duplicateRoundPairs(as:)`` among rounds already read (`check` keeps a mark of each active
    /// round it parsed). Only rounds of one ``GroupMark/Day`` are compared, so a book whose rounds were
    /// never finished (thousands active) costs a pass, not a comparison of every pair.
    public static func duplicateRoundPairs(among marks: [GroupMark]) -> [(keep: String, join: String)] {
        let marks = marks.sorted { a, b in a.started != b.started ? a.started < b.started : a.path < b.path }
        var earlier: [GroupMark.Day: [GroupMark]] = [:]
        var pairs: [(keep: String, join: String)] = []
        for later in marks {
            if let kept = earlier[later.day]?.first(where: { $0.isSameGroup(as: later) }) { pairs.append((kept.path, later.path)) }
            earlier[later.day, default: []].append(later)
        }
        return pairs
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
            var adopted = other.round
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
            if merged.text != (try? FileSystem.readText(path)) { try FileSystem.writeAtomically(path, merged.text) }
            let already = other.round.lifecycle.contains { $0.kind == .joined && $0.into == target }
            if !already {
                let joined = LifecycleEvent(kind: .joined, id: other.round.nextEventID(device: device), time: time, reporter: reporter,
                                            into: target)
                var lines = [RoundFormatter.lifecycleLine(joined)]
                if case .header = other.items.last { lines.insert("", at: 0) }
                try FileSystem.appendLines(otherPath, lines)
            }
            RoundChoice.roundChanged(at: path)
            return RoundJoin(addedPlayers: added.map(\.name), newLines: merged.report.fromB.count, round: merged.document.round,
                             wroteJoinedLine: !already)
        }
    }

    /// Refuses a join that would mix two different rounds or undo one.
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
