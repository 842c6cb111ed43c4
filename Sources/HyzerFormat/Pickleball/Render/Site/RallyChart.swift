/// A match's games on its page, rally by rally: each game's score after every rally as two step lines
/// of inline SVG that scale to the page's width, inside a `<figure>` with a caption and the scores as
/// text, so that the chart is not the only carrier of what it shows. The teams differ by dash pattern
/// and label as well as by colour.
enum RallyChart {
    /// One game's score after each rally: `points[i]` is the score after the `i+1`-th rally.
    struct GameScores: Sendable, Equatable {
        /// The game's number, 1-based.
        var game: Int
        /// The score after each rally.
        var points: [PerTeamScore]
        /// Whether the game is over.
        var isFinished: Bool
    }

    /// A score as team A's and team B's points.
    struct PerTeamScore: Sendable, Equatable {
        /// Team A's points.
        var a: Int
        /// Team B's points.
        var b: Int
    }

    /// Team A's line and label: the site's link colour (10:1 on the page).
    static let teamA = SiteStyle.link
    /// Team B's line and label: the site's over-par colour (11:1 on the page).
    static let teamB = SiteStyle.over

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
    static func html(_ game: GameScores, teams: PerTeam<String>) -> String {
        let points = game.points
        let top = max(points.map { max($0.a, $0.b) }.max() ?? 0, 1)
        let (width, height, left, right, topMargin, bottom) = (600, 210, 34, 130, 24, 26)
        func x(_ rally: Int) -> Int { left + rally * (width - left - right) / max(points.count, 1) }
        func y(_ score: Int) -> Int { height - bottom - score * (height - topMargin - bottom) / top }
        let id = "game-\(game.game)"
        let final = points.last.map { "\($0.a)–\($0.b)" } ?? "0–0"
        var svg = "<svg viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-labelledby=\"\(id)\" xmlns=\"http://www.w3.org/2000/svg\">"
        svg += "<title id=\"\(id)\">\(Markup.escape("Game \(game.game): the score after each of \(points.count) rallies, \(teams.a) against \(teams.b), \(game.isFinished ? "final" : "so far") \(final)"))</title>"
        svg += "<line x1=\"\(left)\" y1=\"\(y(0))\" x2=\"\(width - right)\" y2=\"\(y(0))\" stroke=\"\(SiteStyle.rule)\"/>"
        for value in Set([0, top]).sorted() {
            svg += "<text x=\"\(left - 6)\" y=\"\(y(value) + 5)\" text-anchor=\"end\" font-size=\"14\" fill=\"\(SiteStyle.muted)\">\(value)</text>"
        }
        for (side, colour, dash) in [(MatchSide.a, teamA, ""), (MatchSide.b, teamB, " stroke-dasharray=\"7 5\"")] {
            var path = "M\(x(0)),\(y(0))"
            for (index, point) in points.enumerated() {
                let score = side == .a ? point.a : point.b
                path += " H\(x(index + 1)) V\(y(score))"
            }
            let last = points.last.map { side == .a ? $0.a : $0.b } ?? 0
            svg += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2.5\"\(dash)/>"
            let labelY = y(last) + (side == .a ? (last >= (points.last.map { $0.b } ?? 0) ? -4 : 14) : (last > (points.last.map { $0.a } ?? 0) ? -4 : 14))
            svg += "<text x=\"\(width - right + 6)\" y=\"\(labelY)\" font-size=\"14\" fill=\"\(colour)\">\(Markup.escape(label(teams[side]))) \(last)</text>"
        }
        svg += "<text x=\"\(left)\" y=\"\(height - 6)\" font-size=\"14\" fill=\"\(SiteStyle.muted)\">rally 1</text>"
        svg += "<text x=\"\(width - right)\" y=\"\(height - 6)\" text-anchor=\"end\" font-size=\"14\" fill=\"\(SiteStyle.muted)\">\(points.count)</text>"
        svg += "</svg>"
        var out = "<h3>Game \(game.game) · \(final)\(game.isFinished ? "" : " (in progress)")</h3>\n"
        out += "<figure class=\"chart\">\(svg)<figcaption>\(Markup.escape(teams.a)): solid line; \(Markup.escape(teams.b)): dashed line. The score after each rally.</figcaption></figure>\n"
        out += "<details><summary>The score after each rally</summary><p>" + points.map { "\($0.a)–\($0.b)" }.joined(separator: ", ") + "</p></details>\n"
        return out
    }

    /// A team's name for the label beside its line: at most 14 characters, ending in `…` when cut.
    static func label(_ team: String) -> String {
        team.count <= 14 ? team : String(team.prefix(13)) + "…"
    }
}
