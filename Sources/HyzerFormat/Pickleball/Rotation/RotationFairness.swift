/// How fair a rotation is: games and sit-outs per player, repeated partners and opponents, and the
/// rating gaps of its games (docs/PICKLEBALL.md, "Open play: `match rotate`").
///
/// Counts are over the whole rotation. A pair that partnered `c` times counts `c − 1` partner
/// repeats, and the same for opponents; a whist design's balance is every two players partnering once
/// and facing each other twice a cycle, so its opponent repeats are one per pair and cycle.
public struct RotationFairness: Sendable, Equatable {
    /// The fewest and the most of something over the players or pairs.
    public struct Spread: Sendable, Equatable {
        /// The fewest.
        public var fewest: Int
        /// The most.
        public var most: Int
    }

    /// The game with the largest rating gap.
    public struct Widest: Sendable, Equatable {
        /// Its round, from 1.
        public var round: Int
        /// Its court, from 1.
        public var court: Int
        /// The gap between the teams' mean ratings.
        public var gap: Double
    }

    /// Games each player plays.
    public var games: Spread
    /// Rounds each player sits out.
    public var byes: Spread
    /// The most rounds in a row anyone sits out.
    public var longestByeRun: Int
    /// Partner repeats: over every pair, the times partnered past the first.
    public var partnerRepeats: Int
    /// Times each two players partner, over every pair of players.
    public var partnered: Spread
    /// Pairs of players who partner at least once.
    public var pairsPartnered: Int
    /// Pairs of players there are: n(n − 1)/2.
    public var pairs: Int
    /// The round in which a partner pair first plays together a second time, if any does.
    public var firstPartnerRepeat: Int?
    /// The round by which every two players have partnered, if they all do.
    public var everyonePartnered: Int?
    /// Opponent repeats: over every pair, the times they faced each other past the first.
    public var opponentRepeats: Int
    /// Times each two players face each other, over every pair.
    public var faced: Spread
    /// The mean of the games' rating gaps (the difference of the teams' mean ratings), with ratings.
    public var meanRatingGap: Double?
    /// The game with the largest gap, with ratings.
    public var widest: Widest?

    /// The report of `rotation`.
    public init(_ rotation: Rotation) {
        let count = rotation.players.count
        var played = [Int](repeating: 0, count: count)
        var run = [Int](repeating: 0, count: count)
        var longest = 0
        var partners = [Int](repeating: 0, count: count * count), opponents = partners
        var distinctPairs = 0
        var firstRepeat: Int?, everyone: Int?
        var gaps: [Double] = []
        var widest: Widest?
        for round in rotation.rounds {
            for game in round.games {
                for player in game.players { played[player] += 1 }
                for team in [game.teams.a, game.teams.b] {
                    let (low, high) = (min(team[0], team[1]), max(team[0], team[1]))
                    partners[low * count + high] += 1
                    if partners[low * count + high] == 1 { distinctPairs += 1 } else if firstRepeat == nil { firstRepeat = round.number }
                }
                for one in game.teams.a {
                    for other in game.teams.b { opponents[min(one, other) * count + max(one, other)] += 1 }
                }
                if let gap = rotation.ratingGap(game) {
                    gaps.append(gap)
                    if widest == nil || gap > widest!.gap + 1e-9 { widest = Widest(round: round.number, court: game.court, gap: gap) }
                }
            }
            let sitting = Set(round.sittingOut)
            for player in 0..<count {
                run[player] = sitting.contains(player) ? run[player] + 1 : 0
                longest = max(longest, run[player])
            }
            if everyone == nil && distinctPairs == count * (count - 1) / 2 { everyone = round.number }
        }
        let pairCounts = { (table: [Int]) in (0..<count).flatMap { low in ((low + 1)..<count).map { table[low * count + $0] } } }
        let partnerCounts = pairCounts(partners), opponentCounts = pairCounts(opponents)
        games = Spread(fewest: played.min() ?? 0, most: played.max() ?? 0)
        byes = Spread(fewest: rotation.rounds.count - games.most, most: rotation.rounds.count - games.fewest)
        longestByeRun = longest
        partnerRepeats = partnerCounts.reduce(0) { $0 + max(0, $1 - 1) }
        partnered = Spread(fewest: partnerCounts.min() ?? 0, most: partnerCounts.max() ?? 0)
        pairsPartnered = distinctPairs
        pairs = partnerCounts.count
        firstPartnerRepeat = firstRepeat
        everyonePartnered = everyone
        opponentRepeats = opponentCounts.reduce(0) { $0 + max(0, $1 - 1) }
        faced = Spread(fewest: opponentCounts.min() ?? 0, most: opponentCounts.max() ?? 0)
        meanRatingGap = gaps.isEmpty ? nil : gaps.reduce(0, +) / Double(gaps.count)
        self.widest = widest
    }
}
