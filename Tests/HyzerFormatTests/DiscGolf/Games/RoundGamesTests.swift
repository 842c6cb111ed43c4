import Testing
import TestSupport
@testable import HyzerFormat

/// What side games pay: skins, closest to the pin, the ace pot rolled over rounds, and the
/// settlement; every round's balances sum to zero.
@Suite("side games: skins, closest to the pin, the ace pot and the settlement")
struct RoundGamesTests {
    /// Four holes of par 3; Mike, Jake, Sarah.
    static func round(_ games: String, _ lines: String, finished: Bool = true) -> Round {
        let header = RoundFixture.header(pars: [3, 3, 3, 3], players: ["Mike", "Jake", "Sarah"]) + games
        return Fixtures.document(lines + (finished ? "finished 2026-11-21T11:00:00-08:00\n" : ""), header: header).round
    }

    /// The scores by hole: each string is Mike, Jake, Sarah.
    static func scores(_ holes: [String]) -> String {
        holes.enumerated().map { hole, scores in
            zip(["Mike", "Jake", "Sarah"], scores.split(separator: " ")).map { "\(hole + 1) \($0) \($1)\n" }.joined()
        }.joined()
    }

    static func games(_ round: Round) -> RoundGames { RoundGames(Scorecard(round: round)) }

    @Test func aSkinGoesToTheLowestScoreAloneAndATieCarries() {
        let games = Self.games(Self.round("skins 1 carry\n", Self.scores(["3 3 4", "2 3 3", "3 3 3", "3 2 3"])))
        #expect(games.skins.map(\.outcome) == [.tied, .won("Mike"), .tied, .won("Jake")])
        #expect(games.skins.map(\.pot) == [3, 6, 3, 6])
        #expect(games.balances == ["Mike": 2, "Jake": 2, "Sarah": -4])
        #expect(games.carriedOver == 0)
    }

    @Test func withoutCarryATiedHolesStakesGoBack() {
        let games = Self.games(Self.round("skins 2\n", Self.scores(["3 3 4", "2 3 3", "3 3 3", "3 2 3"])))
        #expect(games.skins.map(\.outcome) == [.tied, .won("Mike"), .tied, .won("Jake")])
        #expect(games.balances == ["Mike": 2, "Jake": 2, "Sarah": -4])
    }

    @Test func skinsStillCarriedAfterTheLastHoleGoBack() {
        let games = Self.games(Self.round("skins 1 carry\n", Self.scores(["2 3 3", "3 3 3", "3 3 4", "3 3 3"])))
        #expect(games.skins.map(\.outcome) == [.won("Mike"), .tied, .tied, .tied])
        #expect(games.carriedOver == 9)
        #expect(games.balances == ["Mike": 2, "Jake": -1, "Sarah": -1])
    }

    @Test func netSkinsCountTheHolesHandicapStrokes() {
        // Jake receives 4 strokes over 4 holes: one a hole, so his 3s are net 2s.
        let games = Self.games(Self.round("handicap Jake +4\nskins 1 net\n", Self.scores(["3 3 3", "2 3 3", "3 3 2", "2 4 3"])))
        #expect(games.skins.map(\.outcome) == [.won("Jake"), .tied, .tied, .won("Mike")])
        let gross = Self.games(Self.round("handicap Jake +4\nskins 1\n", Self.scores(["3 3 3", "2 3 3", "3 3 2", "2 4 3"])))
        #expect(gross.skins.map(\.outcome) == [.tied, .won("Mike"), .won("Sarah"), .won("Mike")])
    }

    @Test func anActiveRoundStopsAtTheFirstHoleSomeoneStillNeeds() {
        let games = Self.games(Self.round("skins 1 carry\n", Self.scores(["3 3 3", "2 3"]), finished: false))
        #expect(games.skins.map(\.outcome) == [.tied, .pending, .pending, .pending])
        #expect(games.carriedOver == 3, "the tie on hole 1 waits for hole 2")
        #expect(games.balances.values.allSatisfy { $0 == 0 })
    }

    @Test func closestToThePinPaysTheWinnerTheStakeFromEveryoneElse() {
        let games = Self.games(Self.round("ctp 2,4 3\n", Self.scores(["3 3 3"]) + "ctp 2 Sarah\n"))
        #expect(games.closest.map(\.winner) == ["Sarah", nil])
        #expect(games.balances == ["Mike": -3, "Jake": -3, "Sarah": 6])
    }

    @Test func theAcePotRollsOverUntilSomeoneAcesAndAnUnevenSplitLeavesTheRemainder() {
        let quiet = Self.games(Self.round("acepot 2\n", Self.scores(["3 3 3"])))
        let two = Self.games(Self.round("acepot 2\n", Self.scores(["1 3 3", "3 1 3"])))
        let none = Self.games(Self.round("skins 1\n", Self.scores(["1 3 3"])))
        let pot = AcePot([("a", quiet), ("b", quiet), ("c", none), ("d", two), ("e", quiet)])
        #expect(pot.steps.map(\.round) == ["a", "b", "d", "e"], "a round without acepot neither adds nor pays, whatever it scores")
        #expect(pot.steps.map(\.before) == [0, 6, 12, 0])
        // 12 + 6 = 18 between Mike and Jake, 9 each: nothing left over.
        #expect(pot.steps[2].paidOut == ["Mike": 9, "Jake": 9])
        #expect(pot.steps[2].after == 0)
        // 12 carried in and 21 paid in: 33 shared by two, 16 each, and the 1 left over stays in the pot.
        let odd = AcePot([("a", quiet), ("b", quiet), ("x", Self.games(Self.round("acepot 7\n", Self.scores(["1 3 3", "3 1 3"]))))])
        #expect(odd.steps.last?.paidIn == 21)
        #expect(odd.steps.last?.paidOut == ["Mike": 16, "Jake": 16])
        #expect(odd.steps.last?.after == 1)
        #expect(odd.balance == 1)
    }

    @Test func theSettlementTakesFewPaymentsAndPairsExactAmountsFirst() {
        let settlement = Settlement([.competitor("Mike"): 5, .competitor("Jake"): -5, .competitor("Sarah"): 3, .competitor("Nate"): -2, .acePot: -1])
        #expect(settlement.transfers == [
            .init(from: .competitor("Jake"), to: .competitor("Mike"), amount: 5),
            .init(from: .competitor("Nate"), to: .competitor("Sarah"), amount: 2),
            .init(from: .acePot, to: .competitor("Sarah"), amount: 1),
        ])
        #expect(Settlement([:]).transfers.isEmpty)
    }

    /// Random rounds (2–6 players, 3–18 holes, random games, handicaps, aces and ctp lines, some
    /// unfinished): every round's balances and every season's sum to zero, and the settlement pays
    /// each party exactly its balance in at most one payment fewer than the parties.
    @Test func moneyAlwaysAddsUpToZero() {
        var random = SplitMix(state: 35)
        let names = ["Mike", "Jake", "Sarah", "Nate", "Zoe", "Bob"]
        var entries: [MoneyReport.Entry] = []
        for index in 0..<300 {
            let players = Array(names.prefix(Int.random(in: 2...6, using: &random)))
            let holes = Int.random(in: 3...18, using: &random)
            var header = RoundFixture.header(started: "2026-\(String(format2(index % 12 + 1)))-\(String(format2(index % 28 + 1)))T09:00:00-08:00",
                                             pars: Array(repeating: 3, count: holes), players: players)
            for player in players where Bool.random(using: &random) { header += "handicap \(player) +\(Int.random(in: 0...9, using: &random))\n" }
            if Bool.random(using: &random) {
                header += "skins \(Int.random(in: 1...5, using: &random))\(Bool.random(using: &random) ? " carry" : "")\(Bool.random(using: &random) ? " net" : "")\n"
            }
            let closest = Array(Set((0..<Int.random(in: 0...3, using: &random)).map { _ in Int.random(in: 1...holes, using: &random) })).sorted()
            if !closest.isEmpty { header += "ctp \(closest.map(String.init).joined(separator: ",")) \(Int.random(in: 1...4, using: &random))\n" }
            if Bool.random(using: &random) { header += "acepot \(Int.random(in: 1...7, using: &random))\n" }
            let played = Bool.random(using: &random) ? holes : Int.random(in: 0...holes, using: &random)
            var lines = "\n"
            for hole in 1...max(played, 1) where played > 0 {
                for player in players where Int.random(in: 0..<20, using: &random) > 0 {
                    lines += "\(hole) \(player) \(Int.random(in: 1...5, using: &random))\n"
                }
            }
            for hole in closest where Bool.random(using: &random) { lines += "ctp \(hole) \(players.randomElement(using: &random)!)\n" }
            if played == holes, Bool.random(using: &random) { lines += "finished 2026-12-31T11:00:00-08:00\n" }
            let round = ReportFixtures.round(header + lines)
            entries.append(MoneyReport.Entry(RoundArchive.Entry(path: "/b/rounds/r\(index).round", round: round)))
        }
        let season = MoneyReport(entries: entries) { _ in true }
        for round in season.rounds {
            #expect(round.balances.values.reduce(0, +) == 0, "\(round.name)")
        }
        #expect(season.balances.values.reduce(0, +) == 0)
        var paid: [MoneyParty: Int] = [:]
        for transfer in season.settlement.transfers {
            #expect(transfer.amount > 0)
            paid[transfer.from, default: 0] -= transfer.amount
            paid[transfer.to, default: 0] += transfer.amount
        }
        #expect(paid == season.balances)
        #expect(season.settlement.transfers.count < season.balances.count)
        #expect(season.acePotNow >= 0)
    }

    func format2(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
}
