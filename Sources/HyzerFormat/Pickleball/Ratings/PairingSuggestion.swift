/// Who should play with whom for the most even game (`match suggest`): the three ways four players
/// split into two doubles teams (the first player with the second, third or fourth), each with both
/// teams' chances of winning, and the split whose chance is closest to even; for two players, the one
/// singles prediction.
///
/// A team is its partners' composite (``Glicko2/team(_:)``) and a chance is the Glicko-2 expected score
/// with both teams' deviations (``Glicko2/winProbability(_:against:)``). A player without a finished
/// game plays as a newcomer (1500, RD 350). Ties go to the earlier split.
public struct PairingSuggestion: Sendable, Equatable {
    /// A player as the suggestion counts them.
    public struct Entrant: Sendable, Equatable {
        /// The name as the ratings write it, or as given for a player without games.
        public var name: String
        /// Their rating, or a newcomer's.
        public var rating: GlickoRating
        /// Whether they have a finished game (false: counted as a newcomer).
        public var isRated: Bool
    }

    /// One way to split the players: the two teams and each one's chance of winning.
    public struct Pairing: Sendable, Equatable {
        /// The teams, A holding the first player given.
        public var teams: PerTeam<[Entrant]>
        /// Each team's chance of winning (0 to 1; they add up to 1).
        public var chances: PerTeam<Double>

        /// How far the game is from even: |chance of A − ½|.
        public var distanceFromEven: Double { abs(chances.a - 0.5) }
    }

    /// The players in the order given.
    public var entrants: [Entrant]
    /// The splits, in the order AB–CD, AC–BD, AD–BC; for two players, A against B.
    public var pairings: [Pairing]
    /// The index of the split closest to even.
    public var suggested: Int

    /// The suggestion for `players` (two or four different names; any other count gives no pairings).
    public init(players: [String], ratings: MatchRatings) {
        entrants = players.map { name in
            guard let player = ratings.player(named: name) else {
                return Entrant(name: name, rating: Glicko2.initial, isRated: false)
            }
            return Entrant(name: player.name, rating: player.rating, isRated: true)
        }
        let splits: [[Int]] = switch players.count {
        case 2: [[0, 1]]
        case 4: [[0, 1, 2, 3], [0, 2, 1, 3], [0, 3, 1, 2]]
        default: []
        }
        let system = ratings.system
        let entrants = self.entrants
        let pairings = splits.map { order in
            let half = order.count / 2
            let teams = PerTeam(a: order.prefix(half).map { entrants[$0] }, b: order.suffix(half).map { entrants[$0] })
            let composite = teams.map { Glicko2.team($0.map(\.rating)) }
            return Pairing(teams: teams, chances: PerTeam(a: system.winProbability(composite.a, against: composite.b),
                                                          b: system.winProbability(composite.b, against: composite.a)))
        }
        self.pairings = pairings
        suggested = pairings.indices.min { (pairings[$0].distanceFromEven, $0) < (pairings[$1].distanceFromEven, $1) } ?? 0
    }
}
