/// A whist design laid out on the courts there are, for as many rounds as asked (``Rotation``).
///
/// Each cycle gives the design's points to the players in a new seeded order (``labels(random:played:)``:
/// after the first cycle the order that repeats fewest games already played; with ratings the order
/// whose most even rounds are most even, and those rounds first: ``partOrder(_:)``), then lays the
/// cycle's games out in rounds of one game a court (``WhistCycleLayout``). Every game of a cycle is played before any game of the next, so no one
/// partners anyone twice before everyone has partnered everyone.
struct WhistRotation {
    /// The design.
    let design: WhistDesign
    /// The courts used (1 to `players / 4`).
    let courts: Int
    /// Each player's rating when the games are to be even, else nil.
    let ratings: [Double]?

    /// Creates the layout.
    init(design: WhistDesign, courts: Int, ratings: [Double]?) {
        self.design = design
        self.courts = courts
        self.ratings = ratings
    }

    /// The first `count` rounds: each round's games, team A first.
    func rounds(_ count: Int, random: inout SeededRandom) -> [[PerTeam<[Int]>]] {
        var rounds: [[PerTeam<[Int]>]] = []
        var tally = WhistCycleLayout.Tally(players: design.players)
        var carried: [WhistCycleLayout.Table] = []
        var played: Set<[Int]> = []
        while rounds.count < count {
            var labels = labels(random: &random, played: played)
            let order = partOrder(labels)
            Self.seat(carried, in: design.rounds[order[0]], labels: &labels)
            let parts = order.map { design.rounds[$0] }.map { round in
                round.map { table in WhistCycleLayout.Table(teams: table.teams.map { pair in pair.map { labels[$0] } }) }
            }
            let layout = WhistCycleLayout(courts: courts, parts: parts, tally: tally, carried: carried)
            for round in layout.rounds {
                tally = tally.after(round)
                for table in round { played.insert(Self.key(table.teams)) }
                rounds.append(round.map(\.teams))
            }
            carried = layout.left
            if layout.rounds.isEmpty { break }  // cannot happen (a cycle has a game for every court); never loop
        }
        return Array(rounds.prefix(count))
    }

    /// A game as the same game whatever its order: each team's players in order, the team with the
    /// lower first player first.
    static func key(_ teams: PerTeam<[Int]>) -> [Int] {
        let ordered = Rotation.ordered(teams)
        return ordered.a + ordered.b
    }

    /// Moves the players of the games `carried` over from the cycle before onto the points of the last
    /// of `round`'s tables (one table's points for each carried game), so that the round's other
    /// tables share no player with them and can fill the courts beside them.
    static func seat(_ carried: [WhistCycleLayout.Table], in round: [WhistDesign.Table], labels: inout [Int]) {
        let players = carried.flatMap { $0.teams.a + $0.teams.b }
        let points = round.suffix(carried.count).flatMap(\.points)
        for (player, point) in zip(players, points) {
            guard let current = labels.firstIndex(of: player) else { continue }
            labels.swapAt(current, point)
        }
    }

    // MARK: - Who gets which point

    /// Which player takes each of the design's points: a seeded order. Without ratings, after the
    /// first cycle, the best of eight seeded orders at not repeating a game already played (the same
    /// four players split the same way), so a second cycle is not the first again. With ratings, the
    /// order whose rounds are most even first (``evenness(_:)``), improved from four seeded starts by
    /// swapping two players at a time.
    func labels(random: inout SeededRandom, played: Set<[Int]>) -> [Int] {
        let starts = ratings != nil ? 4 : (played.isEmpty ? 1 : 8)
        var best: (score: Double, labels: [Int])?
        for _ in 0..<starts {
            var labels = random.shuffled(Array(0..<design.players))
            let score = ratings != nil ? balance(&labels) : Double(design.rounds.joined().count { table in
                played.contains(Self.key(table.teams.map { pair in pair.map { labels[$0] } }))
            })
            if best == nil || score < best!.score - 1e-9 { best = (score, labels) }
        }
        return best!.labels
    }

    /// The order the design's rounds are played in: as the design has them, or with ratings the most
    /// even first (the smallest sum of squared rating gaps; ties in the design's order).
    func partOrder(_ labels: [Int]) -> [Int] {
        let rounds = Array(design.rounds.indices)
        guard ratings != nil else { return rounds }
        let costs = roundCosts(labels)
        return rounds.sorted { (costs[$0], $0) < (costs[$1], $1) }
    }

    /// Each design round's sum of squared rating gaps (the difference of the teams' rating sums, halved:
    /// of their means) when `labels` seats the players.
    func roundCosts(_ labels: [Int]) -> [Double] {
        guard let ratings else { return Array(repeating: 0, count: design.rounds.count) }
        return design.rounds.map { round in
            round.reduce(0) { sum, table in
                let gap = (table.teams.a.reduce(0) { $0 + ratings[labels[$1]] } - table.teams.b.reduce(0) { $0 + ratings[labels[$1]] }) / 2
                return sum + gap * gap
            }
        }
    }

    /// How uneven a seating makes the evening, when the most even rounds are played first: the rounds'
    /// costs from the smallest, weighted R, R − 1, … 1 (R rounds). Over a whole cycle the sum of the
    /// squared gaps is the same for every seating (every two players partner once and face each other
    /// twice), so balancing can only choose which rounds come first.
    func evenness(_ labels: [Int]) -> Double {
        let costs = roundCosts(labels).sorted()
        return costs.enumerated().reduce(0) { $0 + Double(costs.count - $1.offset) * $1.element }
    }

    /// Swaps two players' points while that makes ``evenness(_:)`` smaller; returns the value reached.
    func balance(_ labels: inout [Int]) -> Double {
        var best = evenness(labels)
        var improved = true
        var passes = 0
        while improved && passes < 20 {
            improved = false
            passes += 1
            for first in labels.indices {
                for second in (first + 1)..<labels.count {
                    labels.swapAt(first, second)
                    let swapped = evenness(labels)
                    if swapped < best - 1e-9 {
                        best = swapped
                        improved = true
                    } else {
                        labels.swapAt(first, second)
                    }
                }
            }
        }
        return best
    }
}
