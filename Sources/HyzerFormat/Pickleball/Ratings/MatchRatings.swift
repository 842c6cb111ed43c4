/// Each player's Glicko-2 rating from the finished games of the scorebook's matches
/// (docs/PICKLEBALL.md, "Ratings").
///
/// - **Games.** Every finished game counts as one result for each player in it (1 won, 0 lost), also
///   the finished games of a match still being played or whose copies went different ways (the games
///   that ended before they differ). A game in progress does not count.
/// - **Doubles.** A team plays as one player: the mean of its partners' ratings with the root mean
///   square of their deviations (``Glicko2/team(_:)``). Each partner is updated from their own rating,
///   deviation and volatility, with the team's result against the opposing team's composite.
/// - **Rating periods.** One a calendar day: a match's games belong to the day it started, in its own
///   UTC offset (the date its file name starts with). Every game of a day is rated from the ratings at
///   the start of that day, so the order of games within a day does not matter. A player who has
///   played before but not on a day has their deviation widened for it (φ′ = √(φ² + σ²), at most 350).
///   Days without games are not periods, so the numbers never depend on today's date.
/// - **Names.** A player is the same person across matches when the names match ignoring case, shown
///   as the latest match writes the name.
///
/// The same matches give the same numbers in any order on every machine.
public struct MatchRatings: Sendable, Equatable {
    /// One player's rating and record.
    public struct PlayerRating: Sendable, Equatable {
        /// The name as the latest match writes it.
        public var name: String
        /// The rating after the last day counted.
        public var rating: GlickoRating
        /// Finished games played.
        public var games: Int
        /// Of them, games won.
        public var wins: Int
        /// The last day with a game (`YYYY-MM-DD`).
        public var lastPlayed: String

        /// Games lost.
        public var losses: Int { games - wins }
    }

    /// Every player with a finished game, highest conservative rating (rating − 2 RD) first, then
    /// highest rating, then by name.
    public var players: [PlayerRating]
    /// Finished games counted.
    public var games: Int
    /// The rating periods: each day with a finished game (`YYYY-MM-DD`), in order.
    public var days: [String]
    /// Only days before this one (`YYYY-MM-DD`) were counted, when given.
    public var asOf: String?
    /// The system the ratings were computed with.
    public var system: Glicko2

    /// The ratings from `snapshots` (in any order), counting only days before `day` (`YYYY-MM-DD`)
    /// when it is given.
    public init(_ snapshots: [MatchSnapshot], before day: String? = nil, system: Glicko2 = Glicko2()) {
        let games = Self.games(of: snapshots).filter { game in day.map { game.day < $0 } ?? true }
        var table: [String: PlayerRating] = [:]
        var days: [String] = []
        var start = 0
        while start < games.count {
            var end = start
            while end < games.count && games[end].day == games[start].day { end += 1 }
            Self.ratePeriod(games[start..<end], table: &table, system: system)
            days.append(games[start].day)
            start = end
        }
        players = table.values.sorted {
            ($1.rating.conservative, $1.rating.rating, $0.name.lowercased(), $0.name)
                < ($0.rating.conservative, $0.rating.rating, $1.name.lowercased(), $1.name)
        }
        self.games = games.count
        self.days = days
        asOf = day
        self.system = system
    }

    /// The player called `name` (ignoring case), if they have a finished game.
    public func player(named name: String) -> PlayerRating? {
        let key = name.lowercased()
        return players.first { $0.name.lowercased() == key }
    }

    // MARK: - Games

    /// One finished game: its day and each side's players.
    struct Game {
        var day: String
        var sides: PerTeam<[String]>
        var winner: MatchSide
    }

    /// Every finished game, by day, then by the match's start, players and number: a fixed order
    /// whatever order the snapshots come in.
    static func games(of snapshots: [MatchSnapshot]) -> [Game] {
        var keyed: [(key: (Int64, String, Int), game: Game)] = []
        for snapshot in snapshots {
            let match = snapshot.match
            let sides = PerTeam(a: match.teams.a.players.map(\.name), b: match.teams.b.players.map(\.name))
            let names = (sides.a + ["|"] + sides.b).joined(separator: "\u{1}")
            for finished in snapshot.state.games {
                let game = Game(day: match.started.dateString, sides: sides, winner: finished.winner)
                keyed.append(((match.started.secondsSinceEpoch, names, finished.number), game))
            }
        }
        keyed.sort { ($0.game.day, $0.key.0, $0.key.1, $0.key.2) < ($1.game.day, $1.key.0, $1.key.1, $1.key.2) }
        return keyed.map(\.game)
    }

    // MARK: - One rating period

    /// Rates one day's games from the ratings at the start of the day; widens everyone else's deviation.
    static func ratePeriod(_ games: ArraySlice<Game>, table: inout [String: PlayerRating], system: Glicko2) {
        let before = table
        func rating(_ name: String) -> GlickoRating { before[name.lowercased()]?.rating ?? Glicko2.initial }
        var results: [String: [Glicko2.Result]] = [:]
        for game in games {
            let composite = game.sides.map { names in Glicko2.team(names.map(rating)) }
            for side in MatchSide.allCases {
                let opponent = composite[side.other]
                let won = game.winner == side
                for name in game.sides[side] {
                    let key = name.lowercased()
                    results[key, default: []].append(Glicko2.Result(opponent: opponent, score: won ? 1 : 0))
                    var player = table[key] ?? PlayerRating(name: name, rating: Glicko2.initial, games: 0, wins: 0, lastPlayed: game.day)
                    player.name = name
                    player.games += 1
                    if won { player.wins += 1 }
                    player.lastPlayed = game.day
                    table[key] = player
                }
            }
        }
        for key in table.keys {
            table[key]!.rating = system.updated(before[key]?.rating ?? Glicko2.initial, results: results[key] ?? [])
        }
    }
}
