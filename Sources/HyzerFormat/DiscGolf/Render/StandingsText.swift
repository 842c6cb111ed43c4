/// Standings as text: a title line, the table, and the one-line pill. Shared by `standings`, `show`,
/// `live`, `finish`, and the line `score`, `say` and `resolve` print after a write. User text is made
/// safe for a terminal (``TerminalSafe``).
public enum StandingsText {
    /// A title line: course, date, where the round is (``RoundStatus/titleText(currentHole:)``, with the
    /// scores some players already have ahead of the group's hole), and pending discrepancies.
    /// Ranked by net (`--net`) in a round with handicaps, it ends in `· ranked by net`.
    public static func title(_ card: Scorecard, ranking: Standings.Ranking = .gross) -> String {
        let round = card.round
        let roundStatus = RoundStatus(card)
        var status = roundStatus.titleText(currentHole: card.currentHole)
        let ahead = roundStatus.phase == .active ? card.strays : []
        let behind = roundStatus.phase == .active ? card.gapJustBehind.map(gap) : nil
        let notes = (behind.map { [$0] } ?? []) + (ahead.isEmpty ? [] : [strays(ahead)])
        if !notes.isEmpty { status += " (\(notes.joined(separator: "; ")))" }
        let pending = card.discrepancies.count
        if pending > 0 { status += " · \(Plural.counted(pending, "discrepancy", "discrepancies")) pending" }
        if ranking == .net, round.hasHandicaps { status += " · ranked by net" }
        return "\(TerminalSafe.escape(round.courseDisplayName)) · \(round.started.dateString) \(round.started.timeString) · \(status)"
    }

    /// Players without a score on a hole the group played: `Priya and Nate have no score on hole 8`.
    public static func gap(_ gap: Scorecard.Gap) -> String {
        Plural.listed(gap.players.map(TerminalSafe.escape)) + (gap.players.count == 1 ? " has" : " have") + " no score on hole \(gap.hole)"
    }

    /// Scores ahead of the group's hole, named: `Jake already has hole 6`, `Mike and Sarah already have
    /// holes 6 and 7; Jake already has hole 6` (players with the same holes together, in round order).
    public static func strays(_ strays: [Scorecard.Stray]) -> String {
        var groups: [(players: [String], holes: [Int])] = []
        for stray in strays {
            if let index = groups.firstIndex(where: { $0.holes == stray.holes }) { groups[index].players.append(stray.player) }
            else { groups.append(([stray.player], stray.holes)) }
        }
        return groups.map { group in
            Plural.listed(group.players.map(TerminalSafe.escape)) + (group.players.count == 1 ? " already has" : " already have")
                + " hole\(group.holes.count == 1 ? "" : "s") " + Plural.listed(group.holes.map(String.init))
        }.joined(separator: "; ")
    }

    /// The table: position, name, ± par, strokes, in a round with handicaps the net score and the
    /// handicap (`net -2  hcp +6`), `F` or `thru N` (`left after N` in a finished round), movement, and a
    /// `!` mark for a pending discrepancy.
    public static func table(_ standings: Standings, holeCount: Int, style: TextStyle) -> String {
        let names = standings.rows.map { TerminalSafe.escape($0.player) + ($0.isGuest ? " (guest)" : "") }
        let nameWidth = max(names.map(\.count).max() ?? 0, 6)
        let nets = standings.rows.map(netText), handicaps = standings.rows.map { $0.handicap.map(Handicap.text) ?? "" }
        let netWidth = nets.map(\.count).max() ?? 0, handicapWidth = handicaps.map(\.count).max() ?? 0
        var text = ""
        for (index, (row, name)) in zip(standings.rows, names).enumerated() {
            let relative = row.holesPlayed == 0 ? "-" : Standings.relativeText(row.relativeToPar)
            var line = DisplayWidth.padLeft(row.positionText, 3) + "  " + DisplayWidth.pad(name, nameWidth) + "  "
            line += relativeColour(DisplayWidth.padLeft(relative, 3), row, style) + "  "
                + DisplayWidth.padLeft(row.holesPlayed == 0 ? "-" : String(row.strokes), 3)
            if row.handicap != nil {
                line += "  net " + DisplayWidth.padLeft(nets[index], netWidth) + "  hcp " + DisplayWidth.padLeft(handicaps[index], handicapWidth)
            }
            line += "  " + (row.holesPlayed == holeCount ? "F      "
                : DisplayWidth.pad(standings.status.leftEarlyText(hasLeft: row.hasLeft, holesPlayed: row.holesPlayed) ?? "thru \(row.holesPlayed)", 7))
            if let movement = row.movement { line += "  " + arrow(movement, style) }
            if row.hasDiscrepancy { line += "  " + style.styled("! discrepancy", .yellow) }
            line = line.droppingTrailingSpaces
            text += line + "\n"
        }
        if standings.discrepancyCount > 0 {
            text += "! \(standings.discrepancyCount) pending: scores shown use the higher competing value; see `hyzer-text conflicts`\n"
        }
        return text
    }

    /// The one-line form (the pill), with movement arrows when known and `!` for a pending
    /// discrepancy: `1.Jake -2 ▲1  2.Mike -1 ▼1  Uncle Bob -`; with handicaps, each score is followed by
    /// the net one: `1.Jake +4 net -2  2.Mike -1 net E`.
    public static func pill(_ standings: Standings, style: TextStyle) -> String {
        standings.rows.map { row in
            var part = row.holesPlayed == 0 ? "\(TerminalSafe.escape(row.player)) -"
                : "\(row.positionText).\(TerminalSafe.escape(row.player)) " + Standings.relativeText(row.relativeToPar)
            if row.handicap != nil, row.holesPlayed > 0 { part += " net " + netText(row) }
            if let movement = row.movement { part += " " + arrow(movement, style) }
            if row.hasDiscrepancy { part += " !" }
            return part
        }.joined(separator: "  ")
    }

    /// A row's net score relative to par (`-2`, `E`, `-` before the first hole); empty in a round
    /// without handicaps.
    public static func netText(_ row: Standings.Row) -> String {
        guard row.handicap != nil else { return "" }
        return row.holesPlayed == 0 ? "-" : Standings.relativeText(row.netRelativeToPar)
    }

    /// `▲2` / `▼1`.
    public static func arrow(_ movement: Int, _ style: TextStyle) -> String {
        movement > 0 ? style.styled("▲\(movement)", .green) : style.styled("▼\(-movement)", .red)
    }

    /// A score relative to par: green under, yellow over, plain at par or before the first hole.
    private static func relativeColour(_ text: String, _ row: Standings.Row, _ style: TextStyle) -> String {
        guard row.holesPlayed > 0 else { return text }
        return row.relativeToPar < 0 ? style.styled(text, .green) : row.relativeToPar > 0 ? style.styled(text, .yellow) : text
    }
}
