import HyzerFormat

/// `hyzer-text history`: every round, newest first, as a scrapbook (FR59–FR62).
enum HistoryCommand {
    static let command = Command(
        path: ["history"],
        abstract: "List past rounds, newest first, with winner and your finish",
        usage: "[--me NAME] [--limit N] [--json]",
        discussion: """
        One line per round: the name `show` takes (the date, or more of the file name when a date has
        several rounds), course, players, the winner (ties listed together; only a player who played
        every hole wins) and your finish. A round finished before anyone played every hole shows
        "abandoned after N holes": it has no winner. You are the name this device was set up with
        (`init --name`), or --me. Nothing expires.
        """,
        examples: ["history", "history --limit 10", "history --me Jake --json"],
        options: [.value("me", "NAME", "whose finish to show (default: this device's name)", kind: .registeredPlayer),
                  .value("limit", short: "n", "N", "show only the newest N rounds", kind: .number), .json],
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let me = invocation.value("me") ?? invocation.localName(in: book) ?? ""
        var limit = Int.max
        if let value = try invocation.arguments.integer("limit") {
            guard value > 0 else { throw HyzerError(.invalidArgument, "--limit must be at least 1") }
            limit = value
        }
        let (archive, code) = ReportSupport.archive(book, invocation)
        var history = History(archive, me: me)
        history.entries = Array(history.entries.prefix(limit))
        if invocation.flag("json") {
            invocation.out(history.json.rendered() + "\n")
            return code
        }
        guard !history.entries.isEmpty else {
            invocation.out("No rounds yet. Start one with `hyzer-text round start COURSE --players A,B`.\n")
            return code
        }
        invocation.out(render(history, me: me, terminal: invocation.terminal))
        return code
    }

    /// The history table: round, course, players, winner, my finish.
    static func render(_ history: History, me: String, terminal: Terminal) -> String {
        let entries = history.entries
        let roundWidth = max(entries.map(\.shortName.count).max() ?? 0, 5)
        let courses = entries.map { safe($0.courseDisplayName) }
        let courseWidth = min(max(courses.map(\.count).max() ?? 0, 6), 30)
        let winners = entries.map { entry -> String in
            if let abandoned = entry.status.abandonedText { return abandoned }
            guard let score = entry.winningScore, !entry.winners.isEmpty else { return "no scores yet" }
            let names = entry.winners.count > 2
                ? entry.winners.prefix(2).map(safe).joined(separator: ", ") + " +\(entry.winners.count - 2)"
                : entry.winners.map(safe).joined(separator: ", ")
            return (entry.status.isFinished ? "" : "leader ") + names + " " + Standings.relativeText(score)
        }
        let winnerWidth = min(max(winners.map(\.count).max() ?? 0, 6), 32)
        // My column only when I played at least one of these rounds (a fresh clone may not know me yet).
        let showMine = entries.contains { $0.mine != nil }
        var header = pad("Round", roundWidth) + "  " + pad("Course", courseWidth) + "  Players  " + pad("Winner", winnerWidth)
        if showMine { header += "  " + safe(me) }
        while header.hasSuffix(" ") { header.removeLast() }
        var text = terminal.styled(header, .bold) + "\n"
        for (index, entry) in entries.enumerated() {
            var line = pad(safe(entry.shortName), roundWidth) + "  " + pad(CardRenderer.fit(courses[index], courseWidth), courseWidth) + "  "
                + padLeft(String(entry.playerCount), 7) + "  " + pad(CardRenderer.fit(winners[index], winnerWidth), winnerWidth) + "  "
            if let mine = entry.mine, mine.holesPlayed > 0 {
                let relative = Standings.relativeText(mine.relativeToPar)
                // An abandoned round has no winner, so no positions either.
                let position = entry.status.phase == .abandoned ? "-" : mine.positionText
                line += padLeft(position, 3) + " " + ReportSupport.colouredRelative(mine.relativeToPar, relative, terminal)
            } else if showMine {
                line += padLeft("-", 3)
            }
            if let hole = entry.currentHole { line += "  (active, hole \(hole))" }
            if entry.discrepancyCount > 0 { line += "  !" }
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        if entries.contains(where: { $0.discrepancyCount > 0 }) {
            text += "! discrepancies pending: the higher competing score counts until resolved\n"
        }
        return text
    }
}
