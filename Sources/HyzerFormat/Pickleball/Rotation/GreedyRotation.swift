/// The seeded greedy schedule of ``Rotation`` for players no whist design seats: one round at a time,
/// from what the rounds before it did.
///
/// 1. **Byes.** Whoever has sat out least sits out next; among players who have sat out equally often,
///    who sits is part of the choice below, and sitting out again costs more the longer the run.
/// 2. **Teams.** The players on court are split into games by a local search from several seeded
///    starting orders (swapping two players while the cost falls), keeping the cheapest. The costs, in
///    order of weight: partners who have partnered before (10,000 × the times squared), sitting out
///    again (100 × the rounds already sat out in a row, squared), opponents who have faced each other
///    before (10 × the times squared), opponents who faced each other the round before (30), and with
///    ratings the gap between the teams' mean ratings ((gap / 10)²: 100 for a 100-point gap, 900 for
///    300).
///
/// A partner is thus repeated only when the search finds no way round it among the round's players,
/// which is as far as a greedy schedule goes: the fairness report says where the first repeat came.
struct GreedyRotation {
    /// How many players.
    let players: Int
    /// The courts used.
    let courts: Int
    /// Each player's rating when the games are to be even, else nil.
    let ratings: [Double]?

    /// Times each two players have partnered (`players` × `players`).
    private var partners: [Int]
    /// Times each two players have faced each other.
    private var opponents: [Int]
    /// Whether each two players faced each other in the round before.
    private var facedLastRound: [Bool]
    /// Times each player has sat out.
    private var byes: [Int]
    /// The rounds each player has sat out in a row up to now (0: played the round before).
    private var sittingRun: [Int]

    /// The cost of a partner pair that has partnered before, per time squared.
    static let partnerCost = 10_000
    /// The cost of sitting out again after one round out (times the run so far, squared).
    static let secondByeCost = 100
    /// The cost of an opponent pair that has met before, per time squared.
    static let opponentCost = 10
    /// The cost of facing the same opponent as the round before.
    static let sameOpponentCost = 30
    /// Starting orders tried for each round.
    static let restarts = 8

    /// A schedule with nothing played yet.
    init(players: Int, courts: Int, ratings: [Double]?) {
        self.players = players
        self.courts = courts
        self.ratings = ratings
        partners = Array(repeating: 0, count: players * players)
        opponents = partners
        facedLastRound = Array(repeating: false, count: players * players)
        byes = Array(repeating: 0, count: players)
        sittingRun = Array(repeating: 0, count: players)
    }

    /// The next round's games (team A first, by court), remembered for the rounds after it.
    mutating func nextRound(random: inout SeededRandom) -> [PerTeam<[Int]>] {
        let benchSize = players - 4 * courts
        let drawn = random.shuffled(Array(0..<players))
        let order = Dictionary(uniqueKeysWithValues: drawn.enumerated().map { ($1, $0) })
        let bySittings = drawn.sorted { (byes[$0], order[$0]!) < (byes[$1], order[$1]!) }
        let boundary = benchSize > 0 ? byes[bySittings[benchSize - 1]] : Int.min  // Int.min: nobody sits
        let mustSit = bySittings.filter { byes[$0] < boundary }
        let tied = bySittings.filter { byes[$0] == boundary }
        let mustPlay = bySittings.filter { byes[$0] > boundary }
        let tiedSitting = benchSize - mustSit.count

        var best: (cost: Int, seats: [Int], bench: [Int])?
        for _ in 0..<Self.restarts {
            let shuffledTies = random.shuffled(tied)
            var bench = mustSit + shuffledTies.prefix(tiedSitting)
            var seats = random.shuffled(mustPlay + shuffledTies.dropFirst(tiedSitting))
            let cost = improve(&seats, &bench, swappable: Set(tied))
            if best == nil || cost < best!.cost { best = (cost, seats, bench) }
        }
        let chosen = best!
        let games = (0..<courts).map { (court: Int) -> PerTeam<[Int]> in
            let seats = Array(chosen.seats[(4 * court)..<(4 * court + 4)])
            return PerTeam(a: [seats[0], seats[1]], b: [seats[2], seats[3]])
        }
        remember(games, bench: chosen.bench)
        return games
    }

    // MARK: - The local search

    /// Swaps two seats (or a seat and a tied player on the bench) while that lowers the round's cost;
    /// returns the cost reached.
    private func improve(_ seats: inout [Int], _ bench: inout [Int], swappable: Set<Int>) -> Int {
        var tableCosts = (0..<courts).map { tableCost(seats, $0) }
        var benchCost = bench.reduce(0) { $0 + sittingCost($1) }
        var improved = true
        while improved {
            improved = false
            for first in seats.indices {
                for second in (first + 1)..<seats.count where !(first / 2 == second / 2) {  // partners swapped: the same game
                    let tables = Set([first / 4, second / 4])
                    let before = tables.reduce(0) { $0 + tableCosts[$1] }
                    seats.swapAt(first, second)
                    let after = tables.map { ($0, tableCost(seats, $0)) }
                    if after.reduce(0, { $0 + $1.1 }) < before {
                        for (table, cost) in after { tableCosts[table] = cost }
                        improved = true
                    } else {
                        seats.swapAt(first, second)
                    }
                }
                guard swappable.contains(seats[first]) else { continue }
                for place in bench.indices where swappable.contains(bench[place]) {
                    let table = first / 4
                    let before = tableCosts[table] + sittingCost(bench[place])
                    swap(&seats[first], &bench[place])
                    let cost = tableCost(seats, table)
                    if cost + sittingCost(bench[place]) < before {
                        benchCost += sittingCost(bench[place]) - sittingCost(seats[first])
                        tableCosts[table] = cost
                        improved = true
                    } else {
                        swap(&seats[first], &bench[place])
                    }
                }
            }
        }
        return tableCosts.reduce(0, +) + benchCost
    }

    /// The cost of the game on court `court` (seats `4 × court` to `4 × court + 3`: A, A, B, B).
    private func tableCost(_ seats: [Int], _ court: Int) -> Int {
        let a1 = seats[4 * court], a2 = seats[4 * court + 1], b1 = seats[4 * court + 2], b2 = seats[4 * court + 3]
        var cost = Self.partnerCost * (square(partners[a1 * players + a2]) + square(partners[b1 * players + b2]))
        for (one, other) in [(a1, b1), (a1, b2), (a2, b1), (a2, b2)] {
            cost += Self.opponentCost * square(opponents[one * players + other])
            if facedLastRound[one * players + other] { cost += Self.sameOpponentCost }
        }
        if let ratings {
            let gap = (ratings[a1] + ratings[a2] - ratings[b1] - ratings[b2]) / 2 / 10
            cost += Int((gap * gap).rounded())
        }
        return cost
    }

    private func square(_ value: Int) -> Int { value * value }

    /// The cost of `player` sitting out once more: nothing after a game, more the longer they have
    /// sat out in a row (100 × the run so far, squared).
    private func sittingCost(_ player: Int) -> Int { Self.secondByeCost * square(sittingRun[player]) }

    /// Counts a round's partners, opponents and byes.
    private mutating func remember(_ games: [PerTeam<[Int]>], bench: [Int]) {
        facedLastRound = Array(repeating: false, count: players * players)
        for game in games {
            for team in [game.a, game.b] {
                partners[team[0] * players + team[1]] += 1
                partners[team[1] * players + team[0]] += 1
            }
            for one in game.a {
                for other in game.b {
                    opponents[one * players + other] += 1
                    opponents[other * players + one] += 1
                    facedLastRound[one * players + other] = true
                    facedLastRound[other * players + one] = true
                }
            }
        }
        let sitting = Set(bench)
        for player in 0..<players {
            sittingRun[player] = sitting.contains(player) ? sittingRun[player] + 1 : 0
            if sitting.contains(player) { byes[player] += 1 }
        }
    }
}
