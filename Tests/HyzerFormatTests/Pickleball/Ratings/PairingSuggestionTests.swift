@testable import HyzerFormat
import Testing

/// `match suggest`: the three ways four players split into two teams, each with its predicted chance,
/// the one closest to even suggested; two players are just predicted.
@Suite("Pickleball: pairing suggestion")
struct PairingSuggestionTests {
    /// Alex beat Sam on two days; Jordan and Riley split two games on one day.
    static func ratings() throws -> MatchRatings {
        MatchRatings([
            try MatchRatingsTests.singles("Alex", "Sam", MatchRatingsTests.aWins, at: "2026-11-14T09:30:00-08:00"),
            try MatchRatingsTests.singles("Jordan", "Riley", MatchRatingsTests.aWins, at: "2026-11-14T10:30:00-08:00"),
            try MatchRatingsTests.singles("Jordan", "Riley", MatchRatingsTests.bWins, at: "2026-11-14T11:30:00-08:00"),
            try MatchRatingsTests.singles("Alex", "Sam", MatchRatingsTests.aWins, at: "2026-11-21T09:30:00-08:00"),
        ])
    }

    @Test func theThreeSplitsInAFixedOrderAndTheClosestToEvenIsSuggested() throws {
        let ratings = try Self.ratings()
        let suggestion = PairingSuggestion(players: ["alex", "Jordan", "Riley", "Sam"], ratings: ratings)
        #expect(suggestion.pairings.map { $0.teams.map { $0.map(\.name) } } == [
            PerTeam(a: ["Alex", "Jordan"], b: ["Riley", "Sam"]),
            PerTeam(a: ["Alex", "Riley"], b: ["Jordan", "Sam"]),
            PerTeam(a: ["Alex", "Sam"], b: ["Jordan", "Riley"]),
        ])
        #expect(suggestion.suggested == 2)
        let system = Glicko2()
        for pairing in suggestion.pairings {
            let teams = pairing.teams.map { Glicko2.team($0.map(\.rating)) }
            #expect(pairing.chances.a == system.winProbability(teams.a, against: teams.b))
            #expect(pairing.chances.b == system.winProbability(teams.b, against: teams.a))
        }
        #expect(suggestion.entrants.map(\.isRated) == [true, true, true, true])
        #expect(suggestion.entrants.map(\.rating) == ["Alex", "Jordan", "Riley", "Sam"].map { ratings.player(named: $0)!.rating })
    }

    @Test func unknownPlayersPlayAsNewcomers() throws {
        let suggestion = PairingSuggestion(players: ["Kim", "Lee", "Max", "Ola"], ratings: try Self.ratings())
        #expect(suggestion.entrants.map(\.isRated) == [false, false, false, false])
        #expect(suggestion.entrants.map(\.rating) == Array(repeating: Glicko2.initial, count: 4))
        #expect(suggestion.pairings.map(\.chances.a) == [0.5, 0.5, 0.5])
        #expect(suggestion.suggested == 0)  // a tie goes to the first split
    }

    @Test func twoPlayersAreJustPredicted() throws {
        let ratings = try Self.ratings()
        let suggestion = PairingSuggestion(players: ["Sam", "Alex"], ratings: ratings)
        #expect(suggestion.pairings.count == 1)
        let pairing = try #require(suggestion.pairings.first)
        #expect(pairing.teams.map { $0.map(\.name) } == PerTeam(a: ["Sam"], b: ["Alex"]))
        #expect(pairing.chances.a == Glicko2().winProbability(ratings.player(named: "Sam")!.rating, against: ratings.player(named: "Alex")!.rating))
        #expect(pairing.chances.a < 0.5)
    }
}
