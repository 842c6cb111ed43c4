/// The round commands' output (`round start`, `round list`, `finish`, `reopen`, `round leave`,
/// `round rejoin`), pure functions of
/// rounds, scorecards and where their files are (`file`: the path as the scorebook shows it). User
/// text is made safe for a terminal.
public enum RoundText {
    // MARK: - round start

    /// `round start`: the file, course and pars; the players (in a team round, the teams and their
    /// format, and the seed of a draw); their handicaps (when given); how to score the first hole, in
    /// the round's play order.
    public static func started(_ round: Round, course: Course, file: String, drawSeed: UInt64? = nil) -> String {
        let roster = round.people.map { safe($0.name) + ($0.isGuest ? " (guest)" : "") }.joined(separator: ", ")
        var text = "Started \(safe(file)): \(safe(course.displayName)), \(Plural.counted(course.holes.count, "hole")), par \(course.totalPar)\n"
            + "Players: \(roster)\n"
        if let play = round.teamPlay {
            text += "Teams (\(play.format.rawValue)\(drawSeed.map { ", drawn with --seed \($0)" } ?? "")): " + teamList(play) + "\n"
        }
        if round.hasHandicaps {
            text += "Handicaps (strokes received): \(round.handicaps.map { safe($0.player) + " " + Handicap.text($0.strokes) }.joined(separator: ", "))\n"
        }
        if !round.separateFrom.isEmpty {
            text += "A separate round beside \(round.separateFrom.map { safe(RoundArchive.roundName(ofPath: $0)) }.joined(separator: ", ")) (--new): each counts on its own\n"
        }
        let first = round.startHole ?? 1, last = course.holes.count
        let order = first == 1 ? "hole 1 first" : "hole \(first) first: the group plays \(first == last ? "\(last)" : "\(first)–\(last)"), then \(first == 2 ? "1" : "1–\(first - 1)")"
        return text + "Score with `hyzer-text score \(safe(ScoreRules.quoted(round.players[0].name))) 3` (\(order)).\n"
    }

    /// The teams of a team round, as `round start` and `status` list them: `Birdie Hunters (Mike+Jake),
    /// Sarah+Nate, Priya (cali: one extra throw a hole)`.
    public static func teamList(_ play: TeamPlay) -> String {
        play.teams.map { team in
            let members = team.name.map { safe($0) + " (" + safe(team.joinedMembers) + ")" } ?? safe(team.joinedMembers)
            return members + (team.isCali ? " (cali: one extra throw a hole)" : "")
        }.joined(separator: ", ")
    }

    // MARK: - round list

    /// One round of `round list`: its name (the file name without `.round`), file, and the round, or
    /// nil when the file cannot be read.
    public struct Listed: Sendable {
        /// The round's name: its file name without `.round`.
        public var name: String
        /// The file, as the scorebook shows it.
        public var file: String
        /// The round, or nil when its file cannot be read.
        public var round: Round?

        /// A listed round.
        public init(name: String, file: String, round: Round?) {
            self.name = name
            self.file = file
            self.round = round
        }
    }

    /// `round list`: one line per round (name, course, players, status, leader or winner), columns
    /// laid out over all of them; a file that cannot be read says so; rounds joined or discarded are
    /// left out. Without any line, how to start the first round.
    public static func list(_ rounds: [Listed], localDevice: String?) -> String {
        var rows: [[String]] = []
        for listed in rounds {
            guard let round = listed.round else {
                rows.append([safe(listed.name), "cannot be read: run `hyzer-text check`"])
                continue
            }
            if round.isWithdrawn { continue }
            let card = Scorecard(round: round, localDevice: localDevice)
            let standings = Standings(card)
            let status = standings.status.listText(currentHole: card.currentHole)
            // The winners of a finished round; the leaders of one still played; nobody for an abandoned one.
            let leader = standings.status.phase == .abandoned ? "no winner" : FirstPlace(standings)?.text(escape: safe) ?? ""
            rows.append([safe(listed.name), safe(round.courseDisplayName), Plural.counted(round.players.count, "player"), status, leader])
        }
        guard !rows.isEmpty else { return "No rounds yet. Start one with `hyzer-text round start COURSE --players A,B`.\n" }
        let widths = (0..<5).map { column in rows.filter { $0.count == 5 }.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            var line = row.count < 5 ? row.joined(separator: "  ") : zip(row, widths).map { DisplayWidth.pad($0, $1) }.joined(separator: "  ")
            line = line.droppingTrailingSpaces
            return line + "\n"
        }.joined()
    }

    /// `round list --json`: an array of objects (`round`, `file`, `course`, `layout`, `started`,
    /// `finished`, `players`, `complete`, `discrepancies`, `status`, `duplicateOf`: the name of the round
    /// this one repeats, from `duplicates` as (kept, repeat) names, or null), without the rounds that
    /// cannot be read, were joined or discarded.
    public static func listJSON(_ rounds: [Listed], localDevice: String?, duplicates: [(keep: String, join: String)] = []) -> String {
        var repeats: [String: String] = [:]
        for pair in duplicates { repeats[pair.join] = pair.keep }
        let entries: [JSON] = rounds.compactMap { listed in
            guard let round = listed.round, !round.isWithdrawn else { return nil }
            let card = Scorecard(round: round, localDevice: localDevice)
            return .object([
                ("round", .string(listed.name)), ("file", .string(listed.file)), ("course", .string(round.course)),
                ("layout", .optional(round.layout)), ("started", .string(round.started.rfc3339)),
                ("finished", .optional(round.finished?.rfc3339)), ("players", .array(round.players.map { .string($0.name) })),
                ("complete", .bool(card.isComplete)), ("discrepancies", .int(card.discrepancies.count)),
                ("status", .string(Standings(card).status.phase.rawValue)), ("duplicateOf", .optional(repeats[listed.name])),
            ])
        }
        return JSON.array(entries).rendered() + "\n"
    }

    // MARK: - finish and reopen

    /// The players who miss holes, in player-list order, with the holes they miss; a player who left
    /// the round early (`round leave`) misses none.
    public static func missingHoles(_ card: Scorecard) -> [(player: String, holes: [Int])] {
        let round = card.round
        guard round.holeCount > 0 else { return [] }
        return round.players.indices.filter { !card.hasLeft(player: $0) }.compactMap { index in
            let holes = (1...round.holeCount).filter { !card.isScored(player: index, hole: $0) }
            return holes.isEmpty ? nil : (round.players[index].name, holes)
        }
    }

    /// `Not every hole has a score (13 missing):` and a line per player: `  Sarah: 1, 7–9`.
    public static func missing(_ missing: [(player: String, holes: [Int])], count: Int) -> String {
        "Not every hole has a score (\(count) missing):\n"
            + missing.map { "  \(safe($0.player)): \(ranges($0.holes))\n" }.joined()
    }

    /// Holes in ascending order written compactly: `1, 7–9`.
    public static func ranges(_ holes: [Int]) -> String {
        var parts: [String] = []
        var index = 0
        while index < holes.count {
            var end = index
            while end + 1 < holes.count, holes[end + 1] == holes[end] + 1 { end += 1 }
            parts.append(end == index ? String(holes[index]) : "\(holes[index])–\(holes[end])")
            index = end + 1
        }
        return parts.joined(separator: ", ")
    }

    /// `finish`: what was finished, the missing scores recorded as no-score, whether the round is
    /// abandoned, and the final standings.
    public static func finished(_ card: Scorecard, file: String, style: TextStyle) -> String {
        let standings = Standings(card)
        var text = "Finished \(safe(file))"
        text += card.missingCount > 0 ? " with \(Plural.counted(card.missingCount, "missing score")) recorded as no-score.\n" : ".\n"
        if standings.status.phase == .abandoned {
            text += "Nobody played every hole, so the round is abandoned: it has no winner and counts for no win or head to head.\n"
        }
        return text + StandingsText.table(standings, holeCount: card.round.holeCount, style: style)
    }

    /// `reopen`: the round brought back (a discard cancelled) or reopened (a finish cancelled).
    public static func reopened(file: String, cancelled: LifecycleEvent) -> String {
        if cancelled.kind == .discarded {
            return "Brought back \(safe(file)) (discarded at \(RecordingText.finishedText(cancelled))): it counts again.\n"
        }
        return "Reopened \(safe(file)) (finished at \(RecordingText.finishedText(cancelled))): it takes scores again.\n"
            + "Finish it with `hyzer-text finish` when the group is done.\n"
    }

    // MARK: - round leave and round rejoin

    /// `round leave`: who left after how many holes, the pill, and where the group is now (or that
    /// the players still in the round have every hole: finish it), with how to bring them back.
    public static func left(_ departure: Scorebook.Departure, style: TextStyle) -> String {
        let card = Scorecard(round: departure.after.round), player = safe(departure.player)
        let played = holesPlayed(departure.player, card)
        return "\(player) left the round after \(Plural.counted(played, "hole")); the group plays on without \(player).\n"
            + whereTheGroupIs(card, before: Scorecard(round: departure.before.round), style: style)
            + "If \(player) comes back: `hyzer-text round rejoin \(safe(ScoreRules.quoted(departure.player)))` (a mistake: `hyzer-text undo`).\n"
    }

    /// `round rejoin`: the player back in the round, the pill, and where the group is now.
    public static func rejoined(_ departure: Scorebook.Departure, style: TextStyle) -> String {
        let card = Scorecard(round: departure.after.round), player = safe(departure.player)
        let gone = departure.before.round.departures.first { $0.player == departure.player }
        return "\(player) is back in the round" + (gone.map { " (left at \(RecordingText.finishedText($0)))" } ?? "")
            + ": the group waits for \(player) again.\n" + whereTheGroupIs(card, before: Scorecard(round: departure.before.round), style: style)
    }

    /// The pill, then `Next: hole 3`, or that the round is complete (when it just became so).
    static func whereTheGroupIs(_ card: Scorecard, before: Scorecard, style: TextStyle) -> String {
        var text = StandingsText.pill(Standings(card), style: style) + "\n"
        if card.isComplete, !before.isComplete {
            text += "Every player still in the round has every hole: the round is complete. Finish it with `hyzer-text finish`.\n"
        } else if let next = card.currentHole {
            text += "Next: hole \(next)\n"
        }
        return text
    }

    /// How many holes `player` has a score on.
    static func holesPlayed(_ player: String, _ card: Scorecard) -> Int {
        guard let index = card.round.players.firstIndex(where: { $0.name == player }), card.round.holeCount > 0 else { return 0 }
        return (1...card.round.holeCount).count { card.isScored(player: index, hole: $0) }
    }
}
