@testable import HyzerFormat
import Testing

/// The whist designs, checked on the rounds they make (never on how they are made): every round seats
/// everyone once (with 4m + 1 players, all but one, each player sitting out once), every two players
/// partner exactly once and face each other exactly twice.
@Suite("Pickleball rotation: whist designs")
struct WhistDesignTests {
    @Test func designsExistForThePlayerCountsThatAllowThem() {
        #expect(WhistDesign.sizes == [4, 5, 8, 9, 12, 13, 16, 17, 20, 21])
        for players in 4...24 where !WhistDesign.sizes.contains(players) {
            #expect(WhistDesign(players: players) == nil, "\(players)")
        }
        #expect(WhistDesign.sizes.allSatisfy { $0 % 4 == 0 || $0 % 4 == 1 })
    }

    @Test(arguments: WhistDesign.sizes)
    func everyRoundSeatsEveryoneOnceAndEveryPairPartnersOnceAndFacesTwice(players: Int) throws {
        let design = try #require(WhistDesign(players: players))
        #expect(design.rounds.count == (players % 4 == 0 ? players - 1 : players))
        var partnered: [Pair: Int] = [:], faced: [Pair: Int] = [:], satOut: [Int: Int] = [:]
        for round in design.rounds {
            #expect(round.count == players / 4)
            let seated = round.flatMap(\.points)
            #expect(Set(seated).count == seated.count, "a player twice in one round")
            #expect(seated.allSatisfy { (0..<players).contains($0) })
            for player in Set(0..<players).subtracting(seated) { satOut[player, default: 0] += 1 }
            for table in round {
                for team in [table.teams.a, table.teams.b] { partnered[Pair(team[0], team[1]), default: 0] += 1 }
                for one in table.teams.a { for other in table.teams.b { faced[Pair(one, other), default: 0] += 1 } }
            }
        }
        let pairs = (0..<players).flatMap { one in ((one + 1)..<players).map { Pair(one, $0) } }
        #expect(pairs.allSatisfy { partnered[$0] == 1 }, "partners: \(partnered.filter { $0.value != 1 })")
        #expect(pairs.allSatisfy { faced[$0] == 2 }, "opponents: \(faced.filter { $0.value != 2 })")
        #expect(satOut == (players % 4 == 1 ? Dictionary(uniqueKeysWithValues: (0..<players).map { ($0, 1) }) : [:]))
    }

    /// Two players, in either order.
    struct Pair: Hashable, CustomStringConvertible {
        var low: Int, high: Int
        init(_ one: Int, _ other: Int) { (low, high) = (min(one, other), max(one, other)) }
        var description: String { "\(low)-\(high)" }
    }
}
