/// An evening of open play: who plays with whom against whom on which court, round after round, and
/// who sits out (docs/PICKLEBALL.md, "Open play: `match rotate`").
///
/// - **Players** are kept in one order whatever order they were given in (by name, ignoring case), so
///   the same roster gives the same rotation however it is typed; indexes below are into ``players``.
/// - **Courts**: as many as the players fill (four a court), at most as many as there are.
/// - **Whist designs** (``WhistDesign``) when the number of players is 0 or 1 mod 4 and a design exists
///   here: every two players partner once before anyone partners anyone twice, and face each other
///   twice. The design's points go to the players in a seeded order and its games are laid out on the
///   courts by ``WhistRotation``; past one cycle of the design the next is the design again, with the
///   players in a new order. With `balance` the order is the one whose most even rounds are most even,
///   and those rounds come first: over a whole cycle no order is more even than another.
/// - **Otherwise** a seeded greedy schedule (``GreedyRotation``) picks each round in turn: byes to
///   whoever has sat out least, then teams that avoid repeated partners first, repeated opponents
///   next, and (with `balance`) uneven games.
///
/// Rounds are made one after another from what came before, so asking for more rounds keeps the first
/// ones as they were; the same players, courts, seed and ratings give the same rotation on every
/// machine.
public struct Rotation: Sendable, Equatable {
    /// How the games were chosen.
    public enum Method: String, Sendable {
        /// From a whist design.
        case whist
        /// By the seeded greedy schedule.
        case greedy
    }

    /// One game: a court (1-based) and the two teams, each two indexes into ``Rotation/players``.
    public struct Game: Sendable, Equatable {
        /// The court, from 1.
        public var court: Int
        /// Each side's two players.
        public var teams: PerTeam<[Int]>

        /// The four players.
        public var players: [Int] { teams.a + teams.b }
    }

    /// One round: a game on each court used and who sits out.
    public struct GameRound: Sendable, Equatable {
        /// The round's number, from 1.
        public var number: Int
        /// The games, by court.
        public var games: [Game]
        /// Who sits this round out, in ``Rotation/players`` order.
        public var sittingOut: [Int]
    }

    /// The players, ordered by name ignoring case (then as written), as they were given.
    public var players: [String]
    /// Each player's rating (1500 for a player without a finished game), when ratings were given.
    public var ratings: [Double]?
    /// Whether each player had a rating of their own (false: counted at 1500).
    public var rated: [Bool]
    /// The courts asked for.
    public var courtsAsked: Int
    /// The courts used: the asked ones, at most one for every four players.
    public var courts: Int
    /// The seed the draws started from.
    public var seed: UInt64
    /// Whether the games were chosen to be even by rating.
    public var balanced: Bool
    /// How the games were chosen.
    public var method: Method
    /// The rounds, in order.
    public var rounds: [GameRound]

    /// The most rounds a rotation has: a long day of open play is a few dozen.
    public static let mostRounds = 200

    /// The rotation of `players` (at least 4 different names) on `courts` courts (at least 1) for
    /// `rounds` rounds (1 to ``mostRounds``), drawn from `seed` (default ``defaultSeed(for:)``).
    /// `ratings` (by name, lowercased) are reported as each game's rating gap, and with `balance` the
    /// games are chosen to make the gaps small.
    public init(players: [String], courts: Int, rounds: Int, seed: UInt64? = nil,
                ratings: [String: Double]? = nil, balance: Bool = false) {
        let roster = Self.canonical(players)
        self.players = roster
        self.ratings = ratings.map { table in roster.map { table[$0.lowercased()] ?? Self.newcomerRating } }
        rated = roster.map { ratings?[$0.lowercased()] != nil }
        courtsAsked = courts
        self.courts = Swift.max(0, Swift.min(courts, roster.count / 4))
        self.seed = seed ?? Self.defaultSeed(for: roster)
        balanced = balance && ratings != nil
        var random = SeededRandom(seed: self.seed)
        let weights = balanced ? self.ratings : nil
        let count = Swift.max(0, Swift.min(rounds, Self.mostRounds))
        let games: [[PerTeam<[Int]>]]
        if self.courts == 0 {
            method = .greedy
            games = Array(repeating: [], count: count)
        } else if let design = WhistDesign(players: roster.count) {
            method = .whist
            let layout = WhistRotation(design: design, courts: self.courts, ratings: weights)
            games = layout.rounds(count, random: &random)
        } else {
            method = .greedy
            var schedule = GreedyRotation(players: roster.count, courts: self.courts, ratings: weights)
            games = (0..<count).map { _ in schedule.nextRound(random: &random) }
        }
        self.rounds = games.enumerated().map { index, teams in
            let playing = Set(teams.flatMap { $0.a + $0.b })
            return GameRound(number: index + 1,
                         games: teams.enumerated().map { Game(court: $0.offset + 1, teams: Self.ordered($0.element)) },
                         sittingOut: roster.indices.filter { !playing.contains($0) })
        }
    }

    /// A game as it is shown: each team's players in the rotation's order, the team with the first of
    /// the four as team A.
    static func ordered(_ teams: PerTeam<[Int]>) -> PerTeam<[Int]> {
        let sides = [teams.a.sorted(), teams.b.sorted()].sorted { $0[0] < $1[0] }
        return PerTeam(a: sides[0], b: sides[1])
    }

    /// The rating a player without a finished game counts at (Glicko-2's newcomer).
    public static let newcomerRating = 1500.0

    /// `names` in the rotation's order: by name ignoring case, then as written.
    public static func canonical(_ names: [String]) -> [String] {
        names.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
    }

    /// The seed a roster gets when none is given: a number below a million from its names (FNV-1a over
    /// the names in the rotation's order, lowercased), so it is short to write down and the same for
    /// the same roster however it is typed.
    public static func defaultSeed(for players: [String]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in canonical(players).map({ $0.lowercased() }).joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash % 1_000_000
    }

    /// The difference between the two teams' mean ratings, when there are ratings.
    public func ratingGap(_ game: Game) -> Double? {
        guard let ratings else { return nil }
        let mean = game.teams.map { team in team.map { ratings[$0] }.reduce(0, +) / Double(team.count) }
        return abs(mean.a - mean.b)
    }

    /// The players of `team` by name.
    public func names(_ team: [Int]) -> [String] { team.map { players[$0] } }
}
