@testable import HyzerFormat
import Testing
import TestSupport

/// A match as lists and exports show it: scoreline from team A's view, status, duration, game times.
@Suite("Pickleball: match summary")
struct MatchSummaryTests {
    @Test func aFinishedThreeGameMatch() throws {
        // A wins game 1 11-0; B serves first in game 2 and wins it 11-0; A serves first in game 3 and wins it.
        let summary = MatchSummary(name: "m", snapshot: try MatchFixtures.snapshot("A×11, B×11, A×11", MatchFixtures.bestOfThree))
        #expect(summary.scoreline == "11-0 0-11 11-0")
        #expect(summary.status == .over && summary.winner == .a)
        #expect(summary.gamesWon == PerTeam(a: 2, b: 1))
        #expect(summary.currentGame == nil && summary.currentScore == nil)
        #expect(summary.games.map(\.firstServer) == [.a, .b, .a])
        #expect(summary.games.map(\.winner) == [.a, .b, .a])
        #expect(summary.games.map(\.minutes) == [5, 5, 5])  // 11 entries of 30 s each: 5.5 minutes, whole minutes shown
        #expect(summary.durationMinutes == 16 && summary.durationText == "16m")
        #expect(summary.entries == 33)
        #expect(summary.teamsLine == "Dinkers vs Smashers")
        #expect(summary.players == PerTeam(a: ["Alex", "Jordan"], b: ["Sam", "Riley"]))
    }

    @Test func aMatchInProgressHasItsCurrentGame() throws {
        let summary = MatchSummary(name: "m", snapshot: try MatchFixtures.snapshot("A×11, BB", MatchFixtures.bestOfThree))
        #expect(summary.status == .inProgress && summary.winner == nil)
        #expect(summary.scoreline == "11-0")
        #expect(summary.currentGame == 2 && summary.currentScore == PerTeam(a: 0, b: 2))
    }

    @Test func aForkedMatchSaysWhere() throws {
        let summary = MatchSummary(name: "m", snapshot: try MatchFixtures.forked(common: "AAB", mine: "AB", theirs: "BBt"))
        #expect(summary.status == .forked && summary.forkEntry == 4 && summary.entries == 3)
    }

    @Test func aGameEndTakenBackAndPlayedAgainEndsWhenItWasPlayedAgain() throws {
        let summary = MatchSummary(name: "m", snapshot: try MatchFixtures.snapshot("A×11, u, A", MatchFixtures.bestOfThree))
        #expect(summary.games.map(\.minutes) == [6])  // entry 13, 390 s after the start
    }

    @Test func linesWithoutTimesLeaveDurationsUnknown() throws {
        let summary = MatchSummary(name: "m", snapshot: try MatchFixtures.snapshot("A×11", spacing: nil))
        #expect(summary.durationMinutes == nil && summary.durationText == nil)
        #expect(summary.games.map(\.minutes) == [nil])
    }

    @Test(arguments: [(0, "0m"), (59, "59m"), (60, "1h"), (65, "1h 5m"), (125, "2h 5m")])
    func durations(_ minutes: Int, _ text: String) {
        #expect(MatchSummary.durationText(minutes) == text)
    }
}
