import HyzerFormat

/// `hyzer-text stats`: the group's memory: personal bests, head-to-head records, trends.
enum StatsCommand {
    static let command = Command(
        path: ["stats"],
        abstract: "Personal bests, head-to-head records, score names and trends",
        usage: "[PLAYER] [--course C] [--vs OTHER] [--last N] [--json]",
        discussion: """
        Without PLAYER: every registered player's rounds, wins, average and best, and each course's
        record. With PLAYER: personal bests and averages per course, score-name distribution,
        head-to-head records (W–L–T, and the average difference in strokes) and a trend sparkline of
        the last N complete rounds (lower is better). Wins and head to head count rounds played to the
        last hole (a player who left early neither wins nor loses; an abandoned round, finished before
        anyone played every hole, has no winner); a line under the title says which rounds were left
        out. Averages, bests and the trend count complete rounds only; score names count every hole
        played. Guests are round-scoped names and are not tracked across rounds. A player whose score
        lines carry throw tokens (`7 Sarah 4 ob c2`) also gets throw stats: C1, C1X and C2 putting,
        fairway hits, parked, circle 1 in regulation, scramble and OB rate (docs/REPORTS.md).
        """,
        examples: ["stats", "stats Mike", "stats Mike --vs Jake", "stats --course \"Cedar Creek\"", "stats Sarah --last 20 --json"],
        options: [.value("course", "C", "only rounds on this course (name, layout or prefix)", kind: .course),
                  .value("vs", "OTHER", "head-to-head against this player only", kind: .registeredPlayer),
                  .value("last", "N", "rounds in the trend (default 12)", kind: .number), .json],
        positionals: 0...4,
        operands: [.optional("PLAYER", .registeredPlayer)],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let player = invocation.arguments.positionals.isEmpty ? nil : invocation.arguments.positionals.joined(separator: " ")
        let trendLength = try invocation.arguments.integer("last") ?? 12
        guard trendLength > 0 else { throw HyzerError(.invalidArgument, "--last must be at least 1") }
        if invocation.value("vs") != nil && player == nil {
            throw HyzerError(.invalidArgument, "--vs needs a player to compare", hint: "e.g. `hyzer-text stats Mike --vs Jake`")
        }
        // Each round is summed up as it is read: stats holds no round's score lines.
        let (rounds, code) = RoundReports.summaries(book, invocation, Stats.RoundFacts.init)
        let stats = try Stats(rounds: rounds, player: player, course: invocation.value("course"), opponent: invocation.value("vs"),
                              trendLength: trendLength)
        if invocation.flag("json") {
            invocation.out(stats.json.rendered() + "\n")
        } else if stats.player == nil {
            invocation.out(renderGroup(stats, terminal: invocation.terminal))
        } else {
            invocation.out(renderPlayer(stats, terminal: invocation.terminal))
        }
        return code
    }

    // MARK: - Group

    static func renderGroup(_ stats: Stats, terminal: Terminal) -> String {
        let scope = Plural.word(stats.roundsConsidered, "round") + (stats.course.map { " on \(safe($0))" } ?? "")
        var text = terminal.styled("Stats · \(stats.roundsConsidered) \(scope)", .bold) + "\n"
        text += countingLine(stats, rule: "Wins count rounds played to the last hole") + "\n\n"
        guard !stats.players.isEmpty else { return text + "No scores yet.\n" }
        let nameWidth = max(stats.players.map { safe($0.player).count }.max() ?? 0, 6)
        // Net wins (rounds played with handicaps) are a column of their own, beside the wins.
        let net = stats.hasHandicaps
        text += terminal.styled(pad("Player", nameWidth) + "  Rounds  Wins" + (net ? "  Net wins" : "") + "   Avg  Best", .dim) + "\n"
        for line in stats.players {
            var row = pad(safe(line.player), nameWidth) + "  " + padLeft(String(line.rounds), 6) + "  " + padLeft(String(line.wins), 4)
                + (net ? "  " + padLeft(String(line.netWins), 8) : "") + "  " + padLeft(line.average.text, 4)
            if let best = line.best {
                row += "  " + padLeft(Standings.relativeText(best.relativeToPar), 4) + "  \(safe(best.course)) \(best.date.dateString)"
            }
            text += row + "\n"
        }
        text += "\n" + terminal.styled("Course records", .bold) + "\n" + courseTable(stats, personal: false, terminal: terminal)
        if stats.tally.total > 0 { text += "\n" + terminal.styled("Score names", .bold) + "\n" + tallyTable(stats.tally) }
        text += throwTable(stats.players, terminal: terminal)
        return text
    }

    // MARK: - One player

    static func renderPlayer(_ stats: Stats, terminal: Terminal) -> String {
        let name = safe(stats.player ?? "")
        guard let line = stats.players.first else {
            return terminal.styled(name, .bold) + " has no scores" + (stats.course.map { " on \(safe($0))" } ?? "") + ".\n"
        }
        var header = "\(name) · \(Plural.counted(line.rounds, "round"))"
        if line.completeRounds != line.rounds { header += " (\(line.completeRounds) complete)" }
        header += " · \(Plural.counted(line.wins, "win"))" + (line.sharedWins > 0 ? " (\(line.sharedWins) shared)" : "")
        if line.handicapRounds > 0 {
            header += " · \(Plural.counted(line.netWins, "net win"))" + (line.sharedNetWins > 0 ? " (\(line.sharedNetWins) shared)" : "")
        }
        header += " · avg \(line.average.text)"
        if let course = stats.course { header += " · \(safe(course))" }
        var text = terminal.styled(header, .bold) + "\n"
        text += countingLine(stats, rule: "Wins and head to head count rounds played to the last hole") + "\n\n"
        text += terminal.styled("Personal bests", .bold) + "\n" + courseTable(stats, personal: true, terminal: terminal)
        if stats.tally.total > 0 { text += "\n" + terminal.styled("Score names", .bold) + "\n" + tallyTable(stats.tally) }
        text += throwTable([line], terminal: terminal)
        if !stats.headToHead.isEmpty {
            text += "\n" + terminal.styled("Head to head", .bold) + " (W–L–T in rounds both played to the last hole)\n"
            let width = max(stats.headToHead.map { safe($0.opponent).count }.max() ?? 0, 4)
            for record in stats.headToHead {
                var row = "vs " + pad(safe(record.opponent), width) + "  " + padLeft(String(record.rounds), 4) + " round"
                    + (record.rounds == 1 ? " " : "s") + "  " + "\(record.wins)–\(record.losses)–\(record.ties)"
                if let comparison = strokeComparison(record) { row += "  " + comparison }
                text += row + "\n"
            }
        }
        if stats.trend.count > 1 {
            let values = stats.trend.map(\.relativeToPar)
            text += "\n" + terminal.styled("Trend", .bold) + " (last \(values.count) complete rounds, lower is better)\n"
            text += Sparkline.render(values) + "  " + values.map(Standings.relativeText).joined(separator: " ") + "\n"
            text += "\(stats.trend.first!.date.dateString) → \(stats.trend.last!.date.dateString)"
            // Compare the newer half with the older half, so one great round does not read as a trend.
            let half = values.count / 2
            var earlier = Average(), later = Average()
            for value in values.prefix(half) { earlier.add(value) }
            for value in values.suffix(half) { later.add(value) }
            text += " · avg of the last \(half): \(later.text), of the \(half) before: \(earlier.text)\n"
        }
        return text
    }

    // MARK: - How rounds are counted

    /// The rule, then the rounds it leaves out: `Wins count rounds played to the last hole; left out:
    /// 1 abandoned round, 2 rounds in progress.`
    static func countingLine(_ stats: Stats, rule: String) -> String {
        func rounds(_ count: Int) -> String { "\(Plural.counted(count, "round"))" }
        var leftOut: [String] = []
        if stats.abandonedRounds > 0 { leftOut.append(Plural.counted(stats.abandonedRounds, "abandoned round")) }
        if stats.roundsLeftEarly > 0, let player = stats.player { leftOut.append("\(rounds(stats.roundsLeftEarly)) \(safe(player)) left early") }
        if stats.roundsInProgress > 0 { leftOut.append("\(rounds(stats.roundsInProgress)) in progress") }
        return rule + (leftOut.isEmpty ? "" : "; left out: " + leftOut.joined(separator: ", ")) + "."
    }

    /// What the head-to-head record compares, in words: `Jake averages 2 strokes more than Mike` (over
    /// the rounds counted), or `Mike and Jake average the same`; nil without rounds.
    static func strokeComparison(_ record: Stats.HeadToHead) -> String? {
        guard let tenths = record.strokeDifference.tenths else { return nil }
        let (player, opponent) = (safe(record.player), safe(record.opponent))
        guard tenths != 0 else { return "\(player) and \(opponent) average the same" }
        let magnitude = abs(tenths)
        let amount = magnitude % 10 == 0 ? "\(magnitude / 10)" : "\(magnitude / 10).\(magnitude % 10)"
        let strokes = "\(amount) stroke\(magnitude == 10 ? "" : "s") more than "
        return tenths > 0 ? "\(player) averages \(strokes)\(opponent)" : "\(opponent) averages \(strokes)\(player)"
    }

    // MARK: - Tables

    /// Per course: rounds, best (with who and when for records), average.
    static func courseTable(_ stats: Stats, personal: Bool, terminal: Terminal) -> String {
        guard !stats.courses.isEmpty else { return "No rounds.\n" }
        let names = stats.courses.map { safe($0.course) + ($0.holes == 18 ? "" : " (\(Plural.counted($0.holes, "hole")))") }
        let width = max(names.map(\.count).max() ?? 0, 6)
        var text = ""
        for (course, name) in zip(stats.courses, names) {
            var row = pad(name, width) + "  " + padLeft(String(course.rounds), 4) + " round" + (course.rounds == 1 ? " " : "s")
            if let best = course.best {
                row += "  best " + RoundReports.colouredRelative(best.relativeToPar, padLeft(Standings.relativeText(best.relativeToPar), 3), terminal)
                row += " (\(best.strokes))" + (personal ? "" : " " + FirstPlace.names(best.players, escape: safe)) + " \(best.date.dateString)"
                row += "  avg " + course.average.text
            } else {
                row += "  no complete round"
            }
            text += row + "\n"
        }
        return text
    }

    /// The throw stats of the players who wrote throw tokens: a section titled with the rounds and
    /// holes counted, one row per stat with a chance; nothing at all when no player wrote a token.
    static func throwTable(_ lines: [Stats.PlayerLine], terminal: Terminal) -> String {
        var text = ""
        for line in lines where !line.throwStats.isEmpty {
            let stats = line.throwStats
            text += "\n" + terminal.styled("Throw stats", .bold) + (lines.count > 1 ? " · \(safe(line.player))" : "")
                + " (\(Plural.counted(stats.rounds, "round")) with throw tokens, \(Plural.counted(stats.holes, "hole")))\n"
            for row in stats.rows { text += pad(row.name, 16) + "  " + row.rate.text + "\n" }
        }
        return text
    }

    /// Score names with counts, shares and a bar.
    static func tallyTable(_ tally: ScoreTally) -> String {
        let rows = tally.nonEmpty
        let most = rows.map(\.count).max() ?? 1
        let countWidth = String(most).count
        return rows.map { row in
            let share = (row.count * 1000 / tally.total + 5) / 10
            let shareText = share == 0 ? "<1%" : "\(share)%"
            let bar = String(repeating: "█", count: max(1, row.count * 24 / most))
            return pad(row.name, 12) + "  " + padLeft(String(row.count), countWidth) + "  " + padLeft(shareText, 4) + "  " + bar
        }.joined(separator: "\n") + "\n"
    }
}
