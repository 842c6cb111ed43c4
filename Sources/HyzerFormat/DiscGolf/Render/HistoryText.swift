/// `history` as a table, a pure function of the report and a ``TextStyle``. User text is made safe for
/// a terminal.
public enum HistoryText {
    /// The history table: round, course, players, winner, my finish.
    public static func table(_ history: History, me: String, style: TextStyle) -> String {
        let entries = history.entries
        let roundWidth = max(entries.map(\.shortName.count).max() ?? 0, 5)
        let courses = entries.map { TerminalSafe.escape($0.courseDisplayName) }
        let courseWidth = min(max(courses.map(\.count).max() ?? 0, 6), 30)
        let winners = entries.map { entry -> String in
            if let abandoned = entry.status.abandonedText { return abandoned }
            guard let first = entry.firstPlace else { return "no scores yet" }
            // With handicaps, the net winner too: `winner Mike -1, net Jake -2`.
            let net = entry.netFirstPlace.map { ", net " + FirstPlace.names($0.players, limit: 2, escape: TerminalSafe.escape) + " " + Standings.relativeText($0.relativeToPar) }
            return first.text(limit: 2, escape: TerminalSafe.escape) + (net ?? "")
        }
        let winnerWidth = min(max(winners.map(\.count).max() ?? 0, 6), entries.contains(where: \.hasHandicaps) ? 48 : 32)
        // My column only when I played at least one of these rounds (a fresh clone may not know me yet).
        let showMine = entries.contains { $0.mine != nil }
        var header = DisplayWidth.pad("Round", roundWidth) + "  " + DisplayWidth.pad("Course", courseWidth) + "  Players  " + DisplayWidth.pad("Winner", winnerWidth)
        if showMine { header += "  " + TerminalSafe.escape(me) }
        header = header.droppingTrailingSpaces
        var text = style.styled(header, .bold) + "\n"
        // Rows are independent: made on all cores (a history of years has hundreds).
        text += Array(entries.indices).concurrentMap { index in
            let entry = entries[index]
            var line = DisplayWidth.pad(TerminalSafe.escape(entry.shortName), roundWidth) + "  " + DisplayWidth.pad(CardRenderer.fit(courses[index], courseWidth), courseWidth) + "  "
                + DisplayWidth.padLeft(String(entry.playerCount), 7) + "  " + DisplayWidth.pad(CardRenderer.fit(winners[index], winnerWidth), winnerWidth) + "  "
            if let mine = entry.mine, mine.holesPlayed > 0 {
                let relative = Standings.relativeText(mine.relativeToPar)
                // An abandoned round has no winner, so no positions either.
                let position = entry.status.phase == .abandoned ? "-" : mine.positionText
                line += DisplayWidth.padLeft(position, 3) + " " + RoundReportText.relative(mine.relativeToPar, relative, style: style)
            } else if showMine {
                line += DisplayWidth.padLeft("-", 3)
            }
            if let hole = entry.currentHole { line += "  (active, hole \(hole))" }
            if entry.discrepancyCount > 0 { line += "  !" }
            return line.droppingTrailingSpaces + "\n"
        }.joined()
        if entries.contains(where: { $0.discrepancyCount > 0 }) {
            text += "! discrepancies pending: the higher competing score counts until resolved\n"
        }
        return text
    }
}
