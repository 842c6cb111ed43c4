import HyzerFormat

/// `hyzer-text show ROUND`: one round in full: standings and every player's hole-by-hole strokes (FR60).
enum ShowCommand {
    static let command = Command(
        path: ["show"],
        abstract: "Show a round's full standings and scorecard",
        usage: "[ROUND] [--net] [--json]",
        discussion: """
        ROUND is a date (2026-11-21), a course part of the file name, or any unambiguous prefix of it, as
        `history` lists them; without one, the active round, else the latest. Prints the standings and a
        grid of strokes per hole; - is a hole not played, ! a pending discrepancy (the higher score counts).
        A round with handicaps shows net beside gross and a Net column in the grid; --net ranks by net.
        """,
        examples: ["show 2026-11-21", "show 2026-11-21-cedar", "show --json"],
        options: [.net, .json],
        positionals: 0...1,
        operands: [.optional("ROUND", .round)],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let path = try invocation.round(in: book, invocation.positional(0), for: .report)
        let round = try invocation.readRound(book, path).round
        let card = Scorecard(round: round, localDevice: invocation.localDevice(in: book))
        let summary = RoundSummary(card: card, name: RoundArchive.roundName(ofPath: path), ranking: invocation.ranking,
                                   now: invocation.environment.now())
        if invocation.flag("json") {
            invocation.out(summary.json.rendered() + "\n")
            return .ok
        }
        invocation.out(RoundReportText.round(summary, card: card, style: invocation.terminal.style))
        return .ok
    }
}
