/// Pickleball statistics as text: a line saying what was counted, a table of players, a table of
/// doubles teams, and head-to-head records of teams and players. A pure function of ``MatchStats`` and a
/// ``TextStyle``; names are measured in terminal columns and made safe for a terminal.
///
/// ```
/// 3 matches: 2 over, 1 in progress
/// Wins and head to head count matches that are over; points, side-outs and runs count every rally.
/// Games and Side-outs are won–lost; On serve is points won while serving; Run is the most points in a row.
///
/// Player  Matches  Won  Games  Points  On serve  Side-outs  Run
/// Alex          3    2    4–1      40        21      12–9     6
/// ```
/// `Games` and `Side-outs` are won–lost; `On serve` is points won while the player served (for a
/// team, while it served); `Run` is the most points in a row in one game.
public enum MatchStatsText {
    /// The report with its newline, for at least one match (`match stats` says there are no matches
    /// before it asks for the report).
    public static func render(_ stats: MatchStats, style: TextStyle) -> String {
        var counts: [String] = []
        if stats.matchesOver > 0 { counts.append("\(stats.matchesOver) over") }
        if stats.matchesInProgress > 0 { counts.append("\(stats.matchesInProgress) in progress") }
        if stats.matchesForked > 0 { counts.append("\(stats.matchesForked) forked") }
        var text = Plural.counted(stats.matches, "match", "matches") + ": " + counts.joined(separator: ", ") + "\n"
        text += "Wins and head to head count matches that are over; points, side-outs and runs count every rally.\n"
        text += Self.key + "\n"
        text += "\n" + table("Player", stats.players, style: style)
        let pairs = stats.teams.filter { $0.players.count > 1 }
        if !pairs.isEmpty { text += "\n" + table("Team", pairs, style: style) }
        // Singles teams are their players: their meetings are already among the players'.
        let pairNames = Set(pairs.map(\.name))
        let meetings = stats.teamHeadToHead.filter { pairNames.contains($0.first) } + stats.playerHeadToHead
        if !meetings.isEmpty {
            text += "\n" + style.styled("Head to head (matches won)", .bold) + "\n"
            let firstWidth = meetings.map { DisplayWidth.of(safe($0.first)) }.max() ?? 0
            let scoreWidth = meetings.map { "\($0.firstWins)–\($0.secondWins)".count }.max() ?? 0
            for meeting in meetings {
                text += DisplayWidth.pad(safe(meeting.first), firstWidth) + "  "
                    + DisplayWidth.pad("\(meeting.firstWins)–\(meeting.secondWins)", scoreWidth) + "  " + safe(meeting.second) + "\n"
            }
        }
        return text
    }

    /// What the columns' numbers mean, on screen under the counts.
    public static let key = "Games and Side-outs are won–lost; On serve is points won while serving; Run is the most points in a row."

    /// One table: a row per record under a bold header; numbers right-aligned.
    private static func table(_ title: String, _ records: [MatchStats.Record], style: TextStyle) -> String {
        let header = [title, "Matches", "Won", "Games", "Points", "On serve", "Side-outs", "Run"]
        let rows = records.map { record in
            [DisplayWidth.fit(safe(record.name), 32), String(record.matches), String(record.matchesWon),
             "\(record.gamesWon)–\(record.gamesLost)", String(record.pointsWon), String(record.pointsOnServe),
             "\(record.sideOutsWon)–\(record.sideOutsLost)", String(record.longestRun)]
        }
        let widths = header.indices.map { column in ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == 0 ? DisplayWidth.pad(cell, widths[column]) : DisplayWidth.padLeft(cell, widths[column])
            }.joined(separator: "  ")
        }
        return ([style.styled(line(header), .bold)] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
