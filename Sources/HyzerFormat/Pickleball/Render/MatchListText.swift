/// `match list` as a table, newest first: the name `--match` takes (the file name without `.match`,
/// which starts with the date and time), the teams, the games (team A's points first), how long it
/// took, and where it stands. A pure function of the summaries and a ``TextStyle``; names are measured
/// in terminal columns and made safe for a terminal.
///
/// ```
/// Match                                          Teams                Games           Time    Status
/// 2026-11-22-1000-dinkers-vs-smashers-mike-phone  Dinkers vs Smashers  11-7 9-11 11-4  1h 5m   Dinkers won 2–1
/// 2026-11-21-1830-alex-vs-sam-jo-laptop           Alex vs Sam          -               12m     in progress: game 1, 3-5
/// ```
public enum MatchListText {
    /// The table with its newline (the header alone when `summaries` is empty: `match list` says there
    /// are no matches before it asks for a table).
    public static func render(_ summaries: [MatchSummary], style: TextStyle) -> String {
        let rows = summaries.sorted { ($0.started, $0.name) > ($1.started, $1.name) }.map { summary in
            [
                TerminalSafe.escape(summary.name),
                DisplayWidth.fit(TerminalSafe.escape(summary.teamsLine), 40),
                summary.scoreline.isEmpty ? "-" : summary.scoreline,
                summary.durationText ?? "-",
                statusText(summary),
            ]
        }
        let header = ["Match", "Teams", "Games", "Time", "Status"]
        let widths = header.indices.map { column in ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            var text = zip(cells, widths).map { DisplayWidth.pad($0, $1) }.joined(separator: "  ")
            text = text.droppingTrailingSpaces
            return text
        }
        var text = style.styled(line(header), .bold) + "\n"
        for row in rows { text += line(row) + "\n" }
        return text
    }

    /// `Dinkers won 2–1` (`Dinkers won 11-7` in a one-game match), `in progress: game 2, 3-5` (team A's
    /// points first), `forked at entry 14`.
    public static func statusText(_ summary: MatchSummary) -> String {
        switch summary.status {
        case .forked:
            return "forked at entry \(summary.forkEntry ?? 0)"
        case .over:
            guard let winner = summary.winner else { return "over" }
            let name = TerminalSafe.escape(summary.teams[winner])
            if summary.settings.bestOf == 1, let game = summary.games.last {
                return "\(name) won \(game.score[winner])-\(game.score[winner.other])"
            }
            return "\(name) won \(summary.gamesWon[winner])–\(summary.gamesWon[winner.other])"
        case .inProgress:
            guard let game = summary.currentGame, let score = summary.currentScore else { return "in progress" }
            return "in progress: game \(game), \(score.a)-\(score.b)"
        }
    }
}
