import HyzerFormat

/// `hyzer-text standings`: the leaderboard of a round (FR39–FR43).
enum StandingsCommand {
    static let command = Command(
        path: ["standings"],
        abstract: "Show the leaderboard of a round",
        usage: "[--round R] [--net] [--pill] [--json]",
        discussion: """
        Ranks players by strokes relative to par over the holes each has played; equal scores share a
        position (T2) and are listed alphabetically. ▲/▼ show who moved with the most recent score.
        A pending discrepancy is marked with ! and counts at the higher competing value until resolved.
        Once a round is finished, players who stopped early rank below everyone who played more holes.
        In a round with handicaps (`round start --handicap`) each row also shows the net score and the
        handicap: net is strokes minus the handicap strokes received on the holes played, spread
        evenly over the holes in play order (docs/REPORTS.md); --net ranks by it.
        """,
        examples: ["standings", "standings --pill", "standings --net", "standings --round 2026-11-21 --json"],
        options: [.round, .net, .flag("pill", "print the one-line form: 1.Jake -2  2.Mike -1  T3.Sarah E"), .json],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let path = try invocation.round(in: book, invocation.value("round"), for: .report)
        let round = try invocation.readRound(book, path).round
        let device = invocation.localDevice(in: book)
        let ranking = invocation.ranking
        let standings = Standings(round: round, localDevice: device, ranking: ranking)
        if invocation.flag("json") {
            invocation.out(standings.json.rendered() + "\n")
        } else if invocation.flag("pill") {
            invocation.out(StandingsText.pill(standings, style: invocation.terminal.style) + "\n")
        } else {
            let card = Scorecard(round: round, localDevice: device)
            invocation.out(invocation.terminal.styled(StandingsText.title(card, ranking: ranking), .bold) + "\n")
            invocation.out(StandingsText.table(standings, holeCount: round.holeCount, style: invocation.terminal.style))
        }
        return .ok
    }
}
