import HyzerFormat

/// `hyzer-text player NAME`: one player's hole-by-hole card with par comparison (FR61).
enum PlayerCommand {
    static let command = Command(
        path: ["player"],
        abstract: "Show a player's hole-by-hole card for a round",
        usage: "NAME [--round R] [--json]",
        discussion: """
        Par, strokes, the score against par and its name (birdie, bogey …) for each hole, with the
        running total. NAME is the player's name or alias in that round, ignoring case. Without
        --round: the active round, else the latest.
        """,
        examples: ["player Mike", "player jake --round 2026-11-21", "player \"Uncle Bob\" --json"],
        options: [.round, .json],
        positionals: 1...4,
        operands: [Operand("NAME", .player)],
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let path = try ReportSupport.roundPath(book, invocation.value("round"))
        let round = try book.loadValidRound(path).round
        let card = Scorecard(round: round, localDevice: invocation.localDevice(in: book))
        let name = invocation.arguments.positionals.joined(separator: " ")
        guard let playerCard = PlayerCard(card: card, player: name, roundName: RoundArchive.roundName(ofPath: path)) else {
            let names = round.players.map(\.name)
            throw HyzerError(.notFound, "no player \"\(name)\" in \(book.displayPath(path))",
                             hint: Suggestion.hint(for: name, among: names + round.players.flatMap(\.aliases))
                                ?? "players: \(names.joined(separator: ", "))")
        }
        if invocation.flag("json") {
            invocation.out(playerCard.json.rendered() + "\n")
            return .ok
        }
        invocation.out(render(playerCard, terminal: invocation.terminal))
        return .ok
    }

    /// The card: a title, a summary line, one line per hole, the score-name tally.
    static func render(_ card: PlayerCard, terminal: Terminal) -> String {
        let row = card.row
        let round = card.round
        var text = terminal.styled("\(safe(card.player.name))\(card.player.isGuest ? " (guest)" : "") · "
                                   + "\(safe(round.courseDisplayName)) · \(round.started.dateString)", .bold) + "\n"
        if row.holesPlayed == 0 {
            text += "No holes played yet.\n"
        } else {
            text += "\(row.positionText) of \(round.players.count) · "
                + ReportSupport.colouredRelative(row.relativeToPar, Standings.relativeText(row.relativeToPar), terminal)
                + " · \(row.strokes) strokes · " + (row.holesPlayed == round.holeCount ? "all \(round.holeCount) holes" : "thru \(row.holesPlayed) of \(round.holeCount)")
                + "\n"
        }
        text += "\n" + terminal.styled("Hole  Par  Strokes    ±  Total", .dim) + "\n"
        for hole in card.holes {
            var line = padLeft(String(hole.number), 4) + padLeft(String(hole.par), 5)
            if let strokes = hole.strokes, let relative = hole.relativeToPar {
                line += padLeft(String(strokes), 9)
                line += ReportSupport.colouredRelative(relative, padLeft(Standings.relativeText(relative), 5), terminal)
                line += padLeft(Standings.relativeText(hole.runningRelative), 7) + "  " + hole.scoreName!
                if hole.isDisputed { line += "  ! discrepancy (higher score counted)" }
            } else {
                line += padLeft("-", 9) + padLeft("", 5) + padLeft(Standings.relativeText(hole.runningRelative), 7)
                    + (round.isFinished ? "  not played" : "  to play")
            }
            text += line + "\n"
        }
        if card.tally.total > 0 { text += "\n" + ReportSupport.tallyText(card.tally) + "\n" }
        return text
    }
}
