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
        text += style.styled(TextStyle.pad("Player", width) + "  Rating     ±  Rounds  Last played  Trend", .dim) + "\n"
        for (line, name) in zip(ratings.lines, names) {
            var row = TextStyle.pad(name, width) + "  " + TextStyle.padLeft(DecimalText.relative(line.rating), 6)
                + "  " + TextStyle.padLeft(DecimalText.plain(line.deviation), 4) + "  " + TextStyle.padLeft(String(line.rounds), 6)
                + "  " + line.lastPlayed.dateString + "   " + sparkline(line.trend)
            while row.hasSuffix(" ") { row.removeLast() }
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

    /// One player's rounds and the arithmetic: each round's expectation, result and update, then the
    /// last update in full and how the rating follows from the skill.
    public static func explain(_ ratings: Ratings, style: TextStyle) -> String {
        guard let line = ratings.lines.first, let last = ratings.steps.last else { return table(ratings, style: style) }
        let settings = ratings.settings
        let name = TerminalSafe.escape(line.player)
        var text = style.styled("\(name) · rating \(DecimalText.relative(line.rating)) ± \(DecimalText.plain(line.deviation)) · "
            + Plural.counted(line.rounds, "round") + (ratings.cutoff.text.map { " · before \($0)" } ?? ""), .bold) + "\n"
        text += "Each round: expected = Σ hole difficulty + holes/18 × skill, against what was played; then the skill\n"
        text += "learns from the round (docs/HANDICAPS.md). Skill is strokes over 18 holes that each play at par.\n\n"
        let courses = ratings.steps.map { TerminalSafe.escape($0.course) }
        let width = min(max(courses.map(\.count).max() ?? 0, 6), 30)
        text += style.styled("Date        " + TextStyle.pad("Course", width) + "  Holes  Expected  Played  Skill before → after", .dim) + "\n"
        for (step, course) in zip(ratings.steps, courses) {
            text += step.started.dateString + "  " + TextStyle.pad(CardRenderer.fit(course, width), width) + "  "
                + TextStyle.padLeft(String(step.holesPlayed), 5) + "  " + TextStyle.padLeft(DecimalText.relative(step.expected), 8)
                + "  " + TextStyle.padLeft(Standings.relativeText(step.actual), 6) + "  "
                + belief(step.before) + " → " + belief(step.after) + "\n"
        }
        text += "\n" + style.styled("The last round in full (\(last.started.dateString), \(Plural.counted(last.holesPlayed, "hole")))", .bold) + "\n"
        if let days = last.daysSinceLast {
            text += "  variance before: \(number(last.previous.variance, 3)) + \(number(settings.playerDriftPerDay, 3)) × \(number(days, 1)) days"
                + " = \(number(last.before.variance, 3))" + (last.before.variance >= settings.playerPriorVariance ? " (capped at the prior)" : "") + "\n"
        } else {
            text += "  first round: the group prior, \(number(last.before.mean, 2)) with variance \(number(last.before.variance, 3))\n"
        }
        text += "  holes: Σ 1/(324 (σ² + w)) = \(number(last.addedPrecision, 5)), Σ 18 (strokes − par − difficulty)/(324 (σ² + w)) = "
            + number(last.weightedEvidence, 5) + "  (σ² = \(number(settings.holeNoise, 2)))\n"
        let precision = 1 / last.before.variance + last.addedPrecision
        text += "  precision: 1/\(number(last.before.variance, 3)) + \(number(last.addedPrecision, 5)) = \(number(precision, 5))"
            + " → variance \(number(last.after.variance, 3)), ± \(number(last.after.deviation, 2))\n"
        text += "  skill: (\(number(last.before.mean, 2))/\(number(last.before.variance, 3)) + \(number(last.weightedEvidence, 5)))"
            + " / \(number(precision, 5)) = \(number(last.after.mean, 2))\n"
        text += "  rating: skill \(number(last.after.mean, 2)) + 18 × average hole difficulty "
            + "\(number(ratings.averageHoleDifficulty, 3)) = \(DecimalText.relative(line.rating))\n"
        return text
    }

    /// `+3.2 ±1.8`.
    static func belief(_ belief: Belief) -> String {
        TextStyle.padLeft(DecimalText.relative(belief.mean), 5) + " ±" + DecimalText.plain(belief.deviation)
    }

    static func number(_ value: Double, _ places: Int) -> String { DecimalText.plain(value, places: places) }

    // MARK: - Backtest

    /// The backtest's three mean absolute errors, and how many predictions they compare.
    public static func backtest(_ backtest: Backtest, style: TextStyle) -> String {
        let rounds = Set(backtest.predictions.map(\.round)).count
        var text = style.styled("Backtest · " + Plural.counted(rounds, "round") + " · "
            + Plural.counted(backtest.predictions.count, "score") + " predicted from the rounds before each", .bold) + "\n"
        text += "Mean absolute error in strokes over the \(Plural.counted(backtest.compared, "score")) every method could predict\n"
        text += "(the player had played the layout before); lower is better.\n\n"
        guard let model = backtest.mae else { return text + "Nothing to compare yet: a player needs an earlier round on the layout.\n" }
        let rows: [(String, Double?)] = [("Model (docs/HANDICAPS.md)", model), ("Last five rounds", backtest.lastFiveMAE),
                                         ("Last five on the layout", backtest.lastFiveSameLayoutMAE)]
        for (name, value) in rows {
            guard let value else { continue }
            var row = TextStyle.pad(name, 26) + "  " + TextStyle.padLeft(number(value, 2), 6)
            if name != rows[0].0, value > 0 {
                row += "  model \(DecimalText.plain((value - model) / value * 100, places: 0))% lower"
            }
            text += row + "\n"
        }
        return text
    }
}
