/// The text of the one-round reports `show` and `player`, as pure functions of the report data and a
/// ``TextStyle``. User text is made safe for a terminal.
public enum RoundReportText {
    // MARK: - Pieces

    /// `3 birdies, 12 pars, 1 double bogey`.
    public static func tally(_ tally: ScoreTally) -> String {
        tally.nonEmpty.map { "\($0.count) \($0.count == 1 || $0.name == "worse" ? $0.name : $0.name + "s")" }.joined(separator: ", ")
    }

    /// `text` (a score relative to par, `value`) coloured like the standings: green under, yellow
    /// over; the number is always there (NFR18).
    public static func relative(_ value: Int, _ text: String, style: TextStyle) -> String {
        value < 0 ? style.styled(text, .green) : value > 0 ? style.styled(text, .yellow) : text
    }

    // MARK: - show

    /// `show`: the title, the facts line, the winners or leaders (``FirstPlace``), the standings table
    /// and the hole-by-hole grid.
    public static func round(_ summary: RoundSummary, card: Scorecard, style: TextStyle) -> String {
        let round = card.round
        var text = style.styled(StandingsText.title(card, ranking: summary.ranking), .bold) + "\n"
        var facts = "\(Plural.counted(round.holeCount, "hole")) · par \(summary.totalPar) · organizer \(safe(round.organizer))"
        if let duration = summary.durationText { facts += " · \(duration)" + (summary.isFinished ? "" : " so far") }
        text += facts + "\n"
        let standings = Standings(card, ranking: summary.ranking)
        if round.hasHandicaps {
            let (net, gross) = summary.netAndGrossFirstPlace
            let both = summary.ranking == .net ? [("net ", net), ("gross ", gross)] : [("", gross), ("net ", net)]
            let parts = both.compactMap { label, first in first.map { label + $0.text(escape: safe) } }
            if !parts.isEmpty { text += parts.joined(separator: " · ") + "\n" }
        } else if let first = FirstPlace(standings) {
            text += first.text(escape: safe) + "\n"
        }
        text += "\n" + StandingsText.table(standings, holeCount: round.holeCount, style: style)
        return text + "\n" + grid(card, standings: summary.rows, style: style)
    }

    /// Strokes per hole for every player in standings order, with par and totals; front and back nine
    /// are not split so the grid stays one line per player.
    public static func grid(_ card: Scorecard, standings rows: [Standings.Row], style: TextStyle) -> String {
        let round = card.round
        let names = rows.map { safe($0.player) }
        let nameWidth = max(names.map(\.count).max() ?? 0, 4)
        // Room for the widest cell and a space: `10`, `4!`, or a typed-in `12!` (files take 1–99).
        let widest = round.players.indices.flatMap { index in (0..<round.holeCount).compactMap { card.strokes(player: index, hole: $0 + 1) } }.max() ?? 0
        let cellWidth = 1 + max(2, String(widest).count + (card.discrepancies.isEmpty ? 0 : 1))
        let net = round.hasHandicaps  // a Net column: total strokes minus the handicap strokes received
        var text = DisplayWidth.pad("Hole", nameWidth) + (1...max(round.holeCount, 1)).map { DisplayWidth.padLeft(String($0), cellWidth) }.joined() + "  Total"
            + (net ? "    Net" : "") + "\n"
        text += DisplayWidth.pad("Par", nameWidth) + round.pars.map { DisplayWidth.padLeft(String($0), cellWidth) }.joined()
            + "  " + DisplayWidth.padLeft(String(round.pars.reduce(0, +)), 5) + (net ? "  " + DisplayWidth.padLeft(String(round.pars.reduce(0, +)), 5) : "") + "\n"
        for (row, name) in zip(rows, names) {
            guard let index = round.players.firstIndex(where: { $0.name == row.player }) else { continue }
            var line = DisplayWidth.pad(name, nameWidth)
            for hole in 1...max(round.holeCount, 1) where round.holeCount > 0 {
                let disputed = card.discrepancies.contains { $0.hole == hole && $0.player == row.player }
                guard let strokes = card.strokes(player: index, hole: hole) else {
                    line += DisplayWidth.padLeft("-", cellWidth)
                    continue
                }
                let cell = DisplayWidth.padLeft(String(strokes) + (disputed ? "!" : ""), cellWidth)
                line += relative(strokes - round.pars[hole - 1], cell, style: style)
            }
            line += "  " + DisplayWidth.padLeft(row.holesPlayed == 0 ? "-" : String(row.strokes), 5)
            if net { line += "  " + DisplayWidth.padLeft(row.holesPlayed == 0 ? "-" : String(row.netStrokes), 5) }
            text += line + "\n"
        }
        return text
    }

    // MARK: - player

    /// `player`: a title, a summary line, one line per hole, the score-name tally.
    public static func player(_ card: PlayerCard, style: TextStyle) -> String {
        let row = card.row
        let round = card.round
        var text = style.styled("\(safe(card.player.name))\(card.player.isGuest ? " (guest)" : "") · "
                                + "\(safe(round.courseDisplayName)) · \(round.started.dateString)", .bold) + "\n"
        if row.holesPlayed == 0 {
            text += "No holes played yet.\n"
        } else {
            text += "\(row.positionText) of \(round.players.count) · "
                + relative(row.relativeToPar, Standings.relativeText(row.relativeToPar), style: style)
                + " · \(Plural.counted(row.strokes, "stroke")) · " + (row.holesPlayed == round.holeCount ? (round.holeCount == 1 ? "1 hole" : "all \(round.holeCount) holes") : "thru \(row.holesPlayed) of \(round.holeCount)")
                + "\n"
        }
        text += "\n" + style.styled("Hole  Par  Strokes    ±  Total", .dim) + "\n"
        for hole in card.holes {
            var line = DisplayWidth.padLeft(String(hole.number), 4) + DisplayWidth.padLeft(String(hole.par), 5)
            if let strokes = hole.strokes, let relativeToPar = hole.relativeToPar {
                line += DisplayWidth.padLeft(String(strokes), 9)
                line += relative(relativeToPar, DisplayWidth.padLeft(Standings.relativeText(relativeToPar), 5), style: style)
                line += DisplayWidth.padLeft(Standings.relativeText(hole.runningRelative), 7) + "  " + hole.scoreName!
                if hole.isDisputed { line += "  ! discrepancy (higher score counted)" }
            } else {
                line += DisplayWidth.padLeft("-", 9) + DisplayWidth.padLeft("", 5) + DisplayWidth.padLeft(Standings.relativeText(hole.runningRelative), 7)
                    + (round.isFinished ? "  not played" : "  to play")
            }
            text += line + "\n"
        }
        if card.tally.total > 0 { text += "\n" + tally(card.tally) + "\n" }
        return text
    }
}
