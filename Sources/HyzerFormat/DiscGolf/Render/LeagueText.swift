/// What `league standings` and `league list` print, as text and JSON.
public enum LeagueText {
    /// The table: a heading (the league, its file, its rules), then a row per player with their
    /// position, points, rounds played and each round's points in round order (`-` for a round not
    /// played, in parentheses a result that does not count), then the rounds.
    public static func standings(_ standings: LeagueStandings, path: String, style: TextStyle) -> String {
        let league = standings.league
        var text = style.styled(TerminalSafe.escape(league.name) + " · " + TerminalSafe.escape(path) + " · "
            + Plural.counted(standings.rounds.count, "round"), .bold) + "\n"
        text += rules(league) + "\n\n"
        guard !standings.rows.isEmpty else { return text + "No finished round counts yet.\n" }
        text += SeasonColumns.table(["Pos", "Player", "Points", "Played", "Results"], standings.rows.map { row in
            [(row.tied ? "T" : "") + String(row.position), row.player, String(row.points), String(row.results.count), results(row, rounds: standings.rounds)]
        }, right: [2, 3], style: style)
        text += "\nRounds: " + standings.rounds.map(\.name).joined(separator: ", ") + "\n"
        return text
    }

    /// The league's rules in a sentence: `Points by place: 10 8 6 5 4 3 2 1; best 6 results count; net
    /// scores: 80% of each player's handicap before each round.`
    static func rules(_ league: League) -> String {
        var parts: [String] = []
        switch league.points {
        case .place(let table): parts.append("Points by place: " + table.map(String.init).joined(separator: " "))
        case .strokes(let base): parts.append("Points by strokes: the best score earns \(base), one less per stroke behind")
        }
        parts.append(league.best.map { "best " + Plural.counted($0, "result") + " count" } ?? "every result counts")
        parts.append(league.allowance.map { "net scores: \($0)% of each player's handicap before each round" } ?? "gross scores")
        return parts.joined(separator: "; ") + "."
    }

    /// A row's points round by round: `10 8 (6) -`.
    static func results(_ row: LeagueStandings.Row, rounds: [LeagueStandings.RoundInfo]) -> String {
        rounds.map { round in
            guard let result = row.results.first(where: { $0.round == round.name }) else { return "-" }
            return result.counted ? String(result.points) : "(\(result.points))"
        }.joined(separator: " ")
    }

    /// `league list`: a row per league with its file, rounds counted so far and leader.
    public static func list(_ leagues: [LeagueStandings], style: TextStyle) -> String {
        guard !leagues.isEmpty else { return "No leagues yet: write one in leagues/NAME.league (docs/LEAGUES.md).\n" }
        return SeasonColumns.table(["League", "File", "Rounds", "Leader"], leagues.map { standings in
            [standings.league.name, standings.name, String(standings.rounds.count), leader(standings)]
        }, right: [2], style: style)
    }

    /// `Jake (18)`, `Jake, Mike (18)` for a tie, `-` before any round.
    static func leader(_ standings: LeagueStandings) -> String {
        let first = standings.rows.filter { $0.position == 1 }
        guard let points = first.first?.points else { return "-" }
        return first.map(\.player).joined(separator: ", ") + " (\(points))"
    }

    // MARK: - JSON

    /// `league standings --json`: `league` (the file name), `name`, `points` (`kind`: `place` or
    /// `strokes`, `values`), `best`, `allowance`, `rounds` (`name`, `date`, `course`) and `standings`
    /// (`position`, `tied`, `player`, `points`, `results`: `round`, `place`, `tied`, `gross`,
    /// `handicap`, `score`, `points`, `counted`).
    public static func standingsJSON(_ standings: LeagueStandings) -> JSON {
        let league = standings.league
        let points: JSON
        switch league.points {
        case .place(let table): points = .object([("kind", .string("place")), ("values", .array(table.map(JSON.int)))])
        case .strokes(let base): points = .object([("kind", .string("strokes")), ("values", .array([.int(base)]))])
        }
        return .object([
            ("league", .string(standings.name)), ("name", .string(league.name)), ("points", points),
            ("best", .optional(league.best)), ("allowance", .optional(league.allowance)),
            ("rounds", .array(standings.rounds.map { .object([("name", .string($0.name)), ("date", .string($0.date)), ("course", .string($0.course))]) })),
            ("standings", .array(standings.rows.map { row in
                .object([("position", .int(row.position)), ("tied", .bool(row.tied)), ("player", .string(row.player)), ("points", .int(row.points)),
                         ("results", .array(row.results.map { result in
                             .object([("round", .string(result.round)), ("place", .int(result.place)), ("tied", .bool(result.tied)),
                                      ("gross", .int(result.gross)), ("handicap", .optional(result.handicap)), ("score", .int(result.score)),
                                      ("points", .int(result.points)), ("counted", .bool(result.counted))])
                         }))])
            })),
        ])
    }

    /// `league list --json`: one object per league (`league`, `name`, `rounds`, `leaders`, `points`).
    public static func listJSON(_ leagues: [LeagueStandings]) -> JSON {
        .array(leagues.map { standings in
            let first = standings.rows.filter { $0.position == 1 }
            return .object([("league", .string(standings.name)), ("name", .string(standings.league.name)), ("rounds", .int(standings.rounds.count)),
                            ("leaders", .array(first.map { .string($0.player) })), ("points", .optional(first.first?.points))])
        })
    }
}
