/// `ratings`, `ratings PLAYER --explain` and `ratings --backtest` as text: pure functions of the
/// reports and a ``TextStyle``. Names are made safe for a terminal.
public enum RatingsText {
    /// The table: player, rating, ±, rounds, last played, trend; then where a new player starts.
    public static func table(_ ratings: Ratings, style: TextStyle) -> String {
        var text = style.styled(title(ratings), .bold) + "\n"
        text += "Expected strokes relative to par over 18 holes of the group's average layout (lower is better), ± one standard deviation.\n\n"
        guard !ratings.lines.isEmpty else { return text + "No finished rounds yet.\n" }
        let names = ratings.lines.map { TerminalSafe.escape($0.player) }
        let width = max(names.map(\.count).max() ?? 0, 6)
        text += style.styled(DisplayWidth.pad("Player", width) + "  Rating     ±  Rounds  Last played  Trend", .dim) + "\n"
        for (line, name) in zip(ratings.lines, names) {
            var row = DisplayWidth.pad(name, width) + "  " + DisplayWidth.padLeft(DecimalText.relative(line.rating), 6)
                + "  " + DisplayWidth.padLeft(DecimalText.plain(line.deviation), 4) + "  " + DisplayWidth.padLeft(String(line.rounds), 6)
                + "  " + line.lastPlayed.dateString + "   " + sparkline(line.trend)
            row = row.droppingTrailingSpaces
            text += row + "\n"
        }
        text += "\nA player with no rounds starts at the group's mean, \(DecimalText.relative(ratings.newPlayer.mean)) ± "
            + DecimalText.plain(ratings.newPlayer.deviation) + ".\n"
        return text
    }

    /// `Ratings · 250 rounds on 5 layouts · before 2026-01-01`.
    static func title(_ ratings: Ratings) -> String {
        "Ratings · " + Plural.counted(ratings.roundsUsed, "round") + " on " + Plural.counted(ratings.layoutsUsed, "layout")
            + (ratings.cutoff.text.map { " · before \($0)" } ?? "")
    }

    /// The trend as a sparkline (lower is better, so a falling line is a player improving).
    static func sparkline(_ trend: [Double]) -> String {
        trend.count > 1 ? Sparkline.render(trend.map { DecimalText.units($0, places: 1) }) : ""
    }

    // MARK: - Explain

    /// One player's rounds and the arithmetic: each round's weight today, result and how hard its
    /// holes play now, then the equation the skill solves and how the rating follows from it.
    public static func explain(_ ratings: Ratings, style: TextStyle) -> String {
        guard let line = ratings.lines.first, let explanation = ratings.explanation else { return table(ratings, style: style) }
        let settings = ratings.settings
        let name = TerminalSafe.escape(line.player)
        var text = style.styled("\(name) · rating \(DecimalText.relative(line.rating)) ± \(DecimalText.plain(line.deviation)) · "
            + Plural.counted(line.rounds, "round") + (ratings.cutoff.text.map { " · before \($0)" } ?? ""), .bold) + "\n"
        text += "Each round counts with weight ½^(age/\(number(settings.halfLifeDays, 0)) days); Difficulty is Σ difficulty of the holes played\n"
        text += "as the model has them now; Expected is what it expected before the round (docs/HANDICAPS.md).\n\n"
        let courses = explanation.rows.map { TerminalSafe.escape($0.course) }
        let width = min(max(courses.map(\.count).max() ?? 0, 6), 30)
        text += style.styled("Date        " + DisplayWidth.pad("Course", width) + "  Holes  Weight  Played  Difficulty  Expected  Rating after", .dim) + "\n"
        for (row, course) in zip(explanation.rows, courses) {
            text += row.started.dateString + "  " + DisplayWidth.pad(CardRenderer.fit(course, width), width) + "  "
                + DisplayWidth.padLeft(String(row.holesPlayed), 5) + "  " + DisplayWidth.padLeft(number(row.weight, 3), 6)
                + "  " + DisplayWidth.padLeft(Standings.relativeText(row.actual), 6) + "  " + DisplayWidth.padLeft(number(row.layoutDifficulty, 2), 10)
                + "  " + DisplayWidth.padLeft(DecimalText.relative(row.expected), 8) + "  " + DisplayWidth.padLeft(DecimalText.relative(row.ratingAfter), 12) + "\n"
        }
        let (noise, prior) = (settings.holeNoise, settings.playerPriorVariance)
        let precision = 1 / prior + explanation.holeWeight / (324 * noise)
        text += "\n" + style.styled("The arithmetic", .bold) + " (σ² = \(number(noise, 2)), V₀ = \(number(prior, 0)), group mean μ = \(number(explanation.groupMean, 3)))\n"
        text += "  Σ weight over the holes played = \(number(explanation.holeWeight, 4))\n"
        text += "  pace = \(number(explanation.pace, 2)) strokes a year (G₀ = \(number(settings.pacePriorVariance, 0)); "
            + "τ = years before the last round)\n"
        text += "  Σ weight × (strokes − par − difficulty − pace × τ/18) = \(number(explanation.residual, 4))\n"
        text += "  skill = (μ/V₀ + \(number(explanation.residual, 4))/(18 σ²)) / (1/V₀ + \(number(explanation.holeWeight, 4))/(324 σ²))"
            + " = \(number(explanation.groupMean / prior + explanation.residual / (18 * noise), 5)) / \(number(precision, 5))"
            + " = \(number(explanation.skill.mean, 2))\n"
        text += "  ± √\(number(explanation.skill.variance, 3)) = \(number(explanation.skill.deviation, 2)) (relative to the group's mean)\n"
        text += "  rating = skill \(number(explanation.skill.mean, 2)) + 18 × average hole difficulty "
            + "\(number(explanation.averageHoleDifficulty, 3)) = \(DecimalText.relative(line.rating))\n"
        return text
    }

    static func number(_ value: Double, _ places: Int) -> String { DecimalText.plain(value, places: places) }

    // MARK: - Backtest

    /// The backtest's three mean absolute errors, and how many predictions they compare.
    public static func backtest(_ backtest: Backtest, style: TextStyle) -> String {
        let rounds = Set(backtest.predictions.map(\.round)).count
        var text = style.styled("Backtest · " + Plural.counted(rounds, "round") + ", " + Plural.counted(backtest.predictions.count, "score")
            + "; each prediction uses only the rounds before it", .bold) + "\n"
        text += "Mean absolute error in strokes over the \(Plural.counted(backtest.compared, "score")) every method could predict\n"
        text += "(the player had played the layout before); lower is better.\n\n"
        guard let model = backtest.mae else { return text + "Nothing to compare yet: a player needs an earlier round on the layout.\n" }
        let rows: [(String, Double?)] = [("Model (docs/HANDICAPS.md)", model), ("Last five rounds", backtest.lastFiveMAE),
                                         ("Last five on the layout", backtest.lastFiveSameLayoutMAE)]
        for (name, value) in rows {
            guard let value else { continue }
            var row = DisplayWidth.pad(name, 26) + "  " + DisplayWidth.padLeft(number(value, 2), 6)
            if name != rows[0].0, value > 0 {
                row += "  model \(DecimalText.plain((value - model) / value * 100, places: 0))% lower"
            }
            text += row + "\n"
        }
        return text
    }
}
