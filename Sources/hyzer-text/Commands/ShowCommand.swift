import HyzerFormat

/// `hyzer-text show ROUND`: one round in full: standings and every player's hole-by-hole strokes (FR60).
enum ShowCommand {
    static let command = Command(
        path: ["show"],
        abstract: "Show a round's full standings and scorecard",
        usage: "[ROUND] [--json]",
        discussion: """
        ROUND is a date (2026-11-21), a course part of the file name, or any unambiguous prefix of it, as
        `history` lists them; without one, the active round, else the latest. Prints the standings and a
        grid of strokes per hole; - is a hole not played, ! a pending discrepancy (the higher score counts).
        """,
        examples: ["show 2026-11-21", "show 2026-11-21-cedar", "show --json"],
        options: [.json],
        positionals: 0...1,
        operands: [.optional("ROUND", .round)],
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let path = try ReportSupport.roundPath(book, invocation.positional(0))
        let round = try book.loadValidRound(path).round
        let card = Scorecard(round: round, localDevice: invocation.localDevice(in: book))
        let summary = RoundSummary(card: card, name: RoundArchive.roundName(ofPath: path))
        if invocation.flag("json") {
            invocation.out(summary.json.rendered() + "\n")
            return .ok
        }
        let terminal = invocation.terminal
        var text = terminal.styled(StandingsText.title(card), .bold) + "\n"
        var facts = "\(round.holeCount) holes · par \(summary.totalPar) · organizer \(safe(round.organizer))"
        if let duration = summary.durationText { facts += " · \(duration)" }
        text += facts + "\n\n"
        text += StandingsText.table(Standings(card), holeCount: round.holeCount, style: terminal.style)
        text += "\n" + grid(card, standings: summary.rows, terminal: terminal)
        invocation.out(text)
        return .ok
    }

    /// Strokes per hole for every player in standings order, with par and totals; front and back nine
    /// are not split so the grid stays one line per player.
    static func grid(_ card: Scorecard, standings rows: [Standings.Row], terminal: Terminal) -> String {
        let round = card.round
        let names = rows.map { safe($0.player) }
        let nameWidth = max(names.map(\.count).max() ?? 0, 4)
        // Room for the widest cell and a space: `10`, `4!`, or a typed-in `12!` (files take 1–99).
        let widest = round.players.indices.flatMap { index in (0..<round.holeCount).compactMap { card.strokes(player: index, hole: $0 + 1) } }.max() ?? 0
        let cellWidth = 1 + max(2, String(widest).count + (card.discrepancies.isEmpty ? 0 : 1))
        var text = pad("Hole", nameWidth) + (1...max(round.holeCount, 1)).map { padLeft(String($0), cellWidth) }.joined() + "  Total\n"
        text += pad("Par", nameWidth) + round.pars.map { padLeft(String($0), cellWidth) }.joined()
            + "  " + padLeft(String(round.pars.reduce(0, +)), 5) + "\n"
        for (row, name) in zip(rows, names) {
            guard let index = round.players.firstIndex(where: { $0.name == row.player }) else { continue }
            var line = pad(name, nameWidth)
            for hole in 1...max(round.holeCount, 1) where round.holeCount > 0 {
                let disputed = card.discrepancies.contains { $0.hole == hole && $0.player == row.player }
                guard let strokes = card.strokes(player: index, hole: hole) else {
                    line += padLeft("-", cellWidth)
                    continue
                }
                let cell = padLeft(String(strokes) + (disputed ? "!" : ""), cellWidth)
                let relative = strokes - round.pars[hole - 1]
                line += ReportSupport.colouredRelative(relative, cell, terminal)
            }
            line += "  " + padLeft(row.holesPlayed == 0 ? "-" : String(row.strokes), 5)
            text += line + "\n"
        }
        return text
    }
}
