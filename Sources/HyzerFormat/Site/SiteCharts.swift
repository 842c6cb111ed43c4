/// The site's charts: inline SVG that scales to the page's width, each inside a `<figure>` with a
/// text alternative (a caption and the numbers in a table) so that no chart is the only carrier of
/// what it shows. Lines differ by dash pattern and label as well as by colour.
enum SiteCharts {
    /// One game's score after each rally: `points[i]` is the score after the `i+1`-th rally.
    struct GameScores: Sendable, Equatable {
        var game: Int
        var points: [PerTeamScore]
        var isFinished: Bool
    }

    /// A score as team A's and team B's points.
    struct PerTeamScore: Sendable, Equatable {
        var a: Int
        var b: Int
    }

    static func esc(_ text: String) -> String { Markup.escape(text) }

    /// A trend of complete rounds (relative to par, lower is better) as a line chart, with the values
    /// in a table underneath; a sentence when there are fewer than two rounds.
    static func trend(_ points: [Stats.TrendPoint], player: String) -> String {
        guard points.count > 1 else { return "<p>Not enough complete rounds for a trend yet.</p>\n" }
        let values = points.map(\.relativeToPar)
        let low = min(values.min()!, 0), high = max(values.max()!, 0)
        let (width, height, left, right, top, bottom) = (600, 220, 44, 16, 14, 30)
        let span = max(high - low, 1)
        func x(_ index: Int) -> Int { left + index * (width - left - right) / max(points.count - 1, 1) }
        func y(_ value: Int) -> Int { top + (value - low) * (height - top - bottom) / span }  // lower (better) is higher up
        let id = "trend-" + SiteModel.slug(player)
        var svg = "<svg viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-labelledby=\"\(id)\" xmlns=\"http://www.w3.org/2000/svg\">"
        svg += "<title id=\"\(id)\">\(esc("\(player)'s last \(points.count) complete rounds relative to par, from \(Standings.relativeText(values.first!)) to \(Standings.relativeText(values.last!))"))</title>"
        // Axis lines: par (E) and the extremes, labelled.
        for value in Set([low, 0, high]).sorted() {
            svg += "<line x1=\"\(left)\" y1=\"\(y(value))\" x2=\"\(width - right)\" y2=\"\(y(value))\" stroke=\"\(SiteStyle.rule)\"\(value == 0 ? "" : " stroke-dasharray=\"4 4\"")/>"
            svg += "<text x=\"\(left - 6)\" y=\"\(y(value) + 5)\" text-anchor=\"end\" font-size=\"14\" fill=\"\(SiteStyle.muted)\">\(Standings.relativeText(value))</text>"
        }
        let line = values.enumerated().map { "\(x($0.offset)),\(y($0.element))" }.joined(separator: " ")
        svg += "<polyline points=\"\(line)\" fill=\"none\" stroke=\"\(SiteStyle.link)\" stroke-width=\"2.5\"/>"
        for (index, value) in values.enumerated() {
            svg += "<circle cx=\"\(x(index))\" cy=\"\(y(value))\" r=\"4\" fill=\"\(value < 0 ? SiteStyle.under : value > 0 ? SiteStyle.over : SiteStyle.text)\"/>"
        }
        svg += "<text x=\"\(left)\" y=\"\(height - 8)\" font-size=\"14\" fill=\"\(SiteStyle.muted)\">\(points.first!.date.dateString)</text>"
        svg += "<text x=\"\(width - right)\" y=\"\(height - 8)\" text-anchor=\"end\" font-size=\"14\" fill=\"\(SiteStyle.muted)\">\(points.last!.date.dateString)</text>"
        svg += "</svg>"
        var out = "<figure class=\"chart\">\(svg)<figcaption>Last \(points.count) complete rounds, oldest first; lower (higher on the chart) is better.</figcaption></figure>\n"
        out += "<details><summary>The numbers</summary><div class=\"table-wrap\"><table class=\"data\"><thead><tr><th scope=\"col\">Date</th><th scope=\"col\">Course</th><th scope=\"col\" class=\"num\">To par</th></tr></thead><tbody>"
        for point in points {
            out += "<tr><th scope=\"row\">\(point.date.dateString)</th><td>\(esc(point.course))</td><td class=\"num\">\(Standings.relativeText(point.relativeToPar))</td></tr>"
        }
        return out + "</tbody></table></div></details>\n"
    }

    /// Each game's score after every rally, replayed from the entries that count.
    static func rallyScores(_ snapshot: MatchSnapshot) -> [GameScores] {
        guard var state = try? MatchState(settings: snapshot.match.settings, teams: snapshot.match.teams) else { return [] }
        var games: [GameScores] = []
        for (_, entry) in snapshot.entriesInEffect() {
            guard case .rally = entry else {
                _ = try? state.apply(entry)
                continue
            }
            let game = state.game
            guard (try? state.apply(entry)) != nil else { break }
            let score = state.game == game && !state.isOver ? state.score : (state.games.last?.score ?? state.score)
            if games.last?.game != game { games.append(GameScores(game: game, points: [], isFinished: false)) }
            games[games.count - 1].points.append(PerTeamScore(a: score.a, b: score.b))
            games[games.count - 1].isFinished = state.game != game || state.isOver
        }
        return games
    }

    /// One game's rally-by-rally score as two step lines (team A solid, team B dashed, each labelled
    /// with its final score), and the sequence of scores as text.
    static func rallies(_ game: GameScores, teams: PerTeam<String>) -> String {
        let points = game.points
        let top = max(points.map { max($0.a, $0.b) }.max() ?? 0, 1)
        let (width, height, left, right, topMargin, bottom) = (600, 210, 34, 130, 24, 26)
        func x(_ rally: Int) -> Int { left + rally * (width - left - right) / max(points.count, 1) }
        func y(_ score: Int) -> Int { height - bottom - score * (height - topMargin - bottom) / top }
        let id = "game-\(game.game)"
        let final = points.last.map { "\($0.a)–\($0.b)" } ?? "0–0"
        var svg = "<svg viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-labelledby=\"\(id)\" xmlns=\"http://www.w3.org/2000/svg\">"
        svg += "<title id=\"\(id)\">\(esc("Game \(game.game): the score after each of \(points.count) rallies, \(teams.a) against \(teams.b), \(game.isFinished ? "final" : "so far") \(final)"))</title>"
        svg += "<line x1=\"\(left)\" y1=\"\(y(0))\" x2=\"\(width - right)\" y2=\"\(y(0))\" stroke=\"\(SiteStyle.rule)\"/>"
        for value in Set([0, top]).sorted() {
            svg += "<text x=\"\(left - 6)\" y=\"\(y(value) + 5)\" text-anchor=\"end\" font-size=\"14\" fill=\"\(SiteStyle.muted)\">\(value)</text>"
        }
        for (side, colour, dash) in [(MatchSide.a, SiteStyle.teamA, ""), (MatchSide.b, SiteStyle.teamB, " stroke-dasharray=\"7 5\"")] {
            var path = "M\(x(0)),\(y(0))"
            for (index, point) in points.enumerated() {
                let score = side == .a ? point.a : point.b
                path += " H\(x(index + 1)) V\(y(score))"
            }
            let last = points.last.map { side == .a ? $0.a : $0.b } ?? 0
            svg += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2.5\"\(dash)/>"
            let labelY = y(last) + (side == .a ? (last >= (points.last.map { $0.b } ?? 0) ? -4 : 14) : (last > (points.last.map { $0.a } ?? 0) ? -4 : 14))
            svg += "<text x=\"\(width - right + 6)\" y=\"\(labelY)\" font-size=\"14\" fill=\"\(colour)\">\(esc(CardRenderer.fit(teams[side], 14))) \(last)</text>"
        }
        svg += "<text x=\"\(left)\" y=\"\(height - 6)\" font-size=\"14\" fill=\"\(SiteStyle.muted)\">rally 1</text>"
        svg += "<text x=\"\(width - right)\" y=\"\(height - 6)\" text-anchor=\"end\" font-size=\"14\" fill=\"\(SiteStyle.muted)\">\(points.count)</text>"
        svg += "</svg>"
        var out = "<h3>Game \(game.game) · \(final)\(game.isFinished ? "" : " (in progress)")</h3>\n"
        out += "<figure class=\"chart\">\(svg)<figcaption>\(esc(teams.a)): solid line; \(esc(teams.b)): dashed line. The score after each rally.</figcaption></figure>\n"
        out += "<details><summary>The score after each rally</summary><p>" + points.map { "\($0.a)–\($0.b)" }.joined(separator: ", ") + "</p></details>\n"
        return out
    }
}
