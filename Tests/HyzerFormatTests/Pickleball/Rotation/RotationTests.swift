@testable import HyzerFormat
import Testing

/// `match rotate`'s schedules, checked on the rotation they print: who partners and faces whom, who
/// sits out, and that the same roster and seed give the same rotation.
@Suite("Pickleball rotation: schedules")
struct RotationTests {
    /// `P01`, `P02`, … for `count` players.
    static func roster(_ count: Int) -> [String] { (1...count).map { "P" + ($0 < 10 ? "0" : "") + String($0) } }

    /// Times each two players (by index, lower first) partnered in `rounds`.
    static func partners(_ rounds: ArraySlice<Rotation.GameRound>) -> [[Int]: Int] {
        var counts: [[Int]: Int] = [:]
        for game in rounds.flatMap(\.games) {
            for team in [game.teams.a, game.teams.b] { counts[team.sorted(), default: 0] += 1 }
        }
        return counts
    }

    /// Games each player played in `rounds`.
    static func games(_ rounds: ArraySlice<Rotation.GameRound>, players: Int) -> [Int] {
        var played = [Int](repeating: 0, count: players)
        for player in rounds.flatMap(\.games).flatMap(\.players) { played[player] += 1 }
        return played
    }

    /// Every round seats each player once at most, on courts 1…, and says who sits out.
    static func expectWellFormed(_ rotation: Rotation) {
        for round in rotation.rounds {
            let playing = round.games.flatMap(\.players)
            #expect(Set(playing).count == playing.count)
            #expect(round.games.map(\.court) == Array(1...round.games.count))
            #expect(Set(playing).union(round.sittingOut) == Set(rotation.players.indices))
            #expect(Set(playing).isDisjoint(with: round.sittingOut))
        }
    }

    // MARK: - Whist designs on any number of courts

    /// For the counts a whist design seats, on every number of courts: in the rounds of one cycle (every
    /// game of the design) every two players partner exactly once, with no repeat before the last
    /// round (which, when the cycle's games do not fill it, takes its other games from the next
    /// cycle), every court is used and everyone plays equally often (within one game when the cycle
    /// does not fill its last round).
    @Test(arguments: [4, 5, 8, 9, 12, 13, 16], [UInt64(1), 2, 3])
    func aCycleHasEveryonePartnerEveryoneOnceWithNoRepeat(players: Int, seed: UInt64) {
        for courts in 1...(players / 4) {
            let games = players * (players - 1) / 4
            let cycle = (games + courts - 1) / courts
            let rotation = Rotation(players: Self.roster(players), courts: courts, rounds: cycle, seed: seed)
            Self.expectWellFormed(rotation)
            #expect(rotation.method == .whist)
            let before = Self.partners(rotation.rounds[..<(games / courts)])
            #expect(before.values.allSatisfy { $0 == 1 }, "\(players) players, \(courts) courts: a partner repeated")
            let partners = Self.partners(rotation.rounds[...])
            #expect(partners.count == players * (players - 1) / 2, "\(players) players, \(courts) courts: not everyone partnered")
            #expect(partners.values.reduce(0) { $0 + $1 - 1 } == (cycle * courts - games) * 2)
            #expect(rotation.rounds.allSatisfy { $0.games.count == courts }, "\(players) players, \(courts) courts: an empty court")
            let played = Self.games(rotation.rounds[...], players: players)
            #expect(played.max()! - played.min()! <= (games % courts == 0 ? 0 : 1), "\(players)/\(courts): \(played)")
        }
    }

    /// With a court for every four players, every round is a round of the design: at every round,
    /// games played differ by at most one and nobody sits out twice in a row.
    @Test(arguments: [5, 8, 9, 12, 13, 16])
    func fullCourtsKeepGamesEvenAtEveryRound(players: Int) {
        let rotation = Rotation(players: Self.roster(players), courts: players / 4, rounds: 30)
        for end in 1...rotation.rounds.count {
            let played = Self.games(rotation.rounds[..<end], players: players)
            #expect(played.max()! - played.min()! <= 1, "after round \(end): \(played)")
        }
        #expect(RotationFairness(rotation).longestByeRun <= 1)
    }

    // MARK: - The greedy schedule

    /// For the counts no design seats: byes even at every round (games differ by at most one), courts
    /// full, and no partner repeated within an evening of 8 rounds unless there are too few pairs.
    @Test(arguments: [6, 7, 10, 11, 14, 15])
    func greedyKeepsByesEvenAndPartnersNewForAnEvening(players: Int) {
        for courts in 1...min(3, players / 4) {
            let rotation = Rotation(players: Self.roster(players), courts: courts, rounds: 8)
            Self.expectWellFormed(rotation)
            #expect(rotation.method == .greedy)
            #expect(rotation.rounds.allSatisfy { $0.games.count == courts })
            for end in 1...rotation.rounds.count {
                let played = Self.games(rotation.rounds[..<end], players: players)
                #expect(played.max()! - played.min()! <= 1, "\(players)/\(courts) after round \(end): \(played)")
            }
            let pairs = players * (players - 1) / 2, slots = 8 * 2 * courts
            let repeats = Self.partners(rotation.rounds[...]).values.reduce(0) { $0 + $1 - 1 }
            #expect(repeats == max(0, slots - pairs) || slots > pairs && repeats <= slots - pairs + 2,
                    "\(players)/\(courts): \(repeats) partner repeats")
            if slots <= pairs { #expect(repeats == 0, "\(players)/\(courts)") }
        }
    }

    // MARK: - The same rotation

    @Test func theSameRosterInAnyOrderOrCaseGivesTheSameRotation() {
        let names = ["Alex", "Jordan", "Sam", "Riley", "Kim", "Lee", "Pat", "Max", "Nate", "Priya"]
        let first = Rotation(players: names, courts: 2, rounds: 8)
        let shuffled = Rotation(players: names.reversed().map { $0 == "Sam" ? "sam" : $0 }, courts: 2, rounds: 8)
        #expect(first.seed == shuffled.seed)
        #expect(first.rounds == shuffled.rounds)
        #expect(first.players.first == "Alex")
        #expect(shuffled.players.contains("sam"))
        #expect(Rotation.defaultSeed(for: names) < 1_000_000)
    }

    @Test(arguments: [5, 9, 10, 12, 14, 16])
    func aSeedGivesItsRotationAndMoreRoundsKeepTheFirst(players: Int) {
        let courts = max(1, players / 4 - 1)
        let short = Rotation(players: Self.roster(players), courts: courts, rounds: 6, seed: 42)
        let long = Rotation(players: Self.roster(players), courts: courts, rounds: 40, seed: 42)
        #expect(Array(long.rounds.prefix(6)) == short.rounds)
        #expect(Rotation(players: Self.roster(players), courts: courts, rounds: 6, seed: 42) == short)
        #expect(Rotation(players: Self.roster(players), courts: courts, rounds: 6, seed: 43).rounds != short.rounds)
    }

    // MARK: - Courts and ratings

    @Test func courtsThePlayersCannotFillAreNotUsed() {
        let rotation = Rotation(players: Self.roster(9), courts: 4, rounds: 3)
        #expect(rotation.courtsAsked == 4)
        #expect(rotation.courts == 2)
        #expect(rotation.rounds.allSatisfy { $0.games.count == 2 && $0.sittingOut.count == 1 })
    }

    /// Balancing by rating makes an evening's games more even than the same rotation drawn without it
    /// (a whist design by putting its most even rounds first: over a whole cycle every two players
    /// partner once and face each other twice, which no order of players changes), and a whist design
    /// still has no partner repeat.
    @Test(arguments: [(10, 2), (11, 2), (12, 3), (13, 3), (14, 3), (16, 4)])
    func balanceNarrowsTheRatingGaps(players: Int, courts: Int) {
        let names = Self.roster(players)
        let ratings = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1.lowercased(), 1200 + 60 * Double($0)) })
        for seed in [UInt64(1), 2, 3] {
            let plain = Rotation(players: names, courts: courts, rounds: 6, seed: seed, ratings: ratings)
            let balanced = Rotation(players: names, courts: courts, rounds: 6, seed: seed, ratings: ratings, balance: true)
            #expect(!plain.balanced && balanced.balanced)
            let plainGap = RotationFairness(plain).meanRatingGap!, balancedGap = RotationFairness(balanced).meanRatingGap!
            #expect(balancedGap < plainGap * 0.7, "\(players)/\(courts), seed \(seed): \(balancedGap) vs \(plainGap)")
            #expect(RotationFairness(balanced).partnerRepeats == 0)
        }
    }

    @Test func ratingsOfPlayersWithoutGamesCountAtFifteenHundred() {
        let rotation = Rotation(players: ["Alex", "Jordan", "Sam", "Riley"], courts: 1, rounds: 3, ratings: ["alex": 1700, "sam": 1300])
        #expect(rotation.ratings == [1700, 1500, 1500, 1300])
        #expect(rotation.rated == [true, false, false, true])
        #expect(!rotation.balanced)
        let gaps = rotation.rounds.map { rotation.ratingGap($0.games[0])! }
        #expect(gaps.sorted() == [0, 200, 200])
    }

    // MARK: - The fairness report

    @Test func theReportCountsPartnersOpponentsAndByes() {
        // 5 players, one court, 6 rounds: the design's 5 rounds, then one game of the next cycle.
        let rotation = Rotation(players: Self.roster(5), courts: 1, rounds: 6, seed: 1)
        let fairness = RotationFairness(rotation)
        #expect(fairness.games == .init(fewest: 4, most: 5))
        #expect(fairness.byes == .init(fewest: 1, most: 2))
        #expect(fairness.pairs == 10)
        #expect(fairness.pairsPartnered == 10)
        #expect(fairness.everyonePartnered == 5)
        #expect(fairness.firstPartnerRepeat == 6)
        #expect(fairness.partnerRepeats == 2)
        #expect(fairness.partnered == .init(fewest: 1, most: 2))
        #expect(fairness.faced.fewest == 2)
        #expect(fairness.opponentRepeats == 10 + 4)
        #expect(fairness.meanRatingGap == nil && fairness.widest == nil)
    }
}
