import HyzerFormat

/// How standings look on a terminal, as one line, and as JSON. Shared by `standings`, `score`,
/// `finish` and anything else that shows the leaderboard.
enum StandingsView {
    /// A title line: course, date, where the round is.
    static func title(_ round: Round, _ card: Scorecard) -> String {
        let roundStatus = RoundStatus(card)
        var status: String
        switch roundStatus.phase {
        case .finished: status = "finished \(roundStatus.finish?.time.timeString ?? "")"
        case .abandoned: status = (roundStatus.abandonedText ?? "abandoned") + ", no winner"
        case .complete: status = "all holes scored, not finished"
        case .active: status = "hole \(card.currentHole ?? 1) of \(round.holeCount) next"
        }
        if !card.discrepancies.isEmpty {
            status += " · \(card.discrepancies.count) discrepanc\(card.discrepancies.count == 1 ? "y" : "ies") pending"
        }
        return "\(safe(round.courseDisplayName)) · \(round.started.dateString) \(round.started.timeString) · \(status)"
    }

    /// The table: position, name, ± par, strokes, `F` or `thru N` (`left after N` in a finished round),
    /// movement, and a `!` mark for a pending discrepancy.
    static func table(_ standings: Standings, round: Round, terminal: Terminal) -> String {
        let names = standings.rows.map { safe($0.player) + ($0.isGuest ? " (guest)" : "") }
        let nameWidth = max(names.map(\.count).max() ?? 0, 6)
        var text = ""
        for (row, name) in zip(standings.rows, names) {
            let relative = row.holesPlayed == 0 ? "-" : Standings.relativeText(row.relativeToPar)
            let styledRelative = padLeft(relative, 3)
            var line = padLeft(row.positionText, 3) + "  " + pad(name, nameWidth) + "  "
            line += color(styledRelative, row, terminal) + "  " + padLeft(row.holesPlayed == 0 ? "-" : String(row.strokes), 3)
            line += "  " + (row.holesPlayed == round.holeCount ? "F      "
                : pad(standings.status.leftEarlyText(holesPlayed: row.holesPlayed) ?? "thru \(row.holesPlayed)", 7))
            if let movement = row.movement { line += "  " + arrow(movement, terminal) }
            if row.hasDiscrepancy { line += "  " + terminal.styled("! discrepancy", .yellow) }
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        if standings.discrepancyCount > 0 {
            text += "! \(standings.discrepancyCount) pending: scores shown use the higher competing value; see `hyzer-text conflicts`\n"
        }
        return text
    }

    /// The one-line form, with movement arrows when known: `1.Jake -2 ▲1  2.Mike -1 ▼1`.
    static func line(_ standings: Standings, terminal: Terminal) -> String {
        standings.rows.map { row in
            var part = row.holesPlayed == 0 ? "\(safe(row.player)) -"
                : "\(row.positionText).\(safe(row.player)) " + Standings.relativeText(row.relativeToPar)
            if let movement = row.movement { part += " " + arrow(movement, terminal) }
            if row.hasDiscrepancy { part += " !" }
            return part
        }.joined(separator: "  ")
    }

    /// `▲2` / `▼1`.
    static func arrow(_ movement: Int, _ terminal: Terminal) -> String {
        movement > 0 ? terminal.styled("▲\(movement)", .green) : terminal.styled("▼\(-movement)", .red)
    }

    private static func color(_ text: String, _ row: Standings.Row, _ terminal: Terminal) -> String {
        guard row.holesPlayed > 0 else { return text }
        return row.relativeToPar < 0 ? terminal.styled(text, .green) : row.relativeToPar > 0 ? terminal.styled(text, .yellow) : text
    }
}
