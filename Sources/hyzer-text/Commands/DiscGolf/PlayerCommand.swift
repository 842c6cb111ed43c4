import HyzerFormat

/// `hyzer-text player NAME`: one player's hole-by-hole card with par comparison (FR61).
enum PlayerCommand {
    static let command = Command(
        path: ["player"],
        abstract: "Show a player's hole-by-hole card for a round",
        usage: "NAME [--round R] [--json]",
        discussion: """
        Par, strokes, the score against par and its name (birdie, bogey …) for each hole, with the
        running total. NAME is the player's name or alias in that round, ignoring case, or one word
        or the start of it when only one player fits (`tom` for Tom O'Neil). Without
        --round: the active round, else the latest.
        """,
        examples: ["player Mike", "player jake --round 2026-11-21", "player \"Uncle Bob\" --json"],
        options: [.round, .json],
        positionals: 1...4,
        operands: [Operand("NAME", .player)],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let path = try invocation.round(in: book, invocation.value("round"), for: .report)
        let round = try invocation.readRound(book, path).round
        let card = Scorecard(round: round, localDevice: invocation.localDevice(in: book))
        let typed = invocation.arguments.positionals.joined(separator: " ")
        // A unique first name or start of a name works as in `score` (`tom` for Tom O'Neil).
        let name: String
        do throws(ScoreRules.Problem) { name = try ScoreRules.player(typed, in: round).name } catch {
            if case .ambiguousPlayer = error { throw HyzerError(.notFound, error.message, hint: error.hint) }
            name = typed
        }
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
        invocation.out(RoundReportText.player(playerCard, style: invocation.terminal.style))
        return .ok
    }
}
