import Testing
import TestSupport
@testable import HyzerFormat

@Suite("stats")
struct StatsTests {
    /// Three finished rounds on Lakeside (par 9) and one on Cedar; Bob is a guest each time.
    let archive = RoundArchive(entries: [
        ReportFixtures.entry("2026-05-01-lakeside-park", ReportFixtures.simple(date: "2026-05-01", scores: [
            ("Mike", [3, 3, 3]), ("Jake", [2, 3, 3]), ("Bob", [2, 2, 2])], guests: ["Bob"])),
        ReportFixtures.entry("2026-05-08-lakeside-park", ReportFixtures.simple(date: "2026-05-08", scores: [
            ("Mike", [2, 3, 3]), ("Jake", [2, 3, 3]), ("Bob", [5, 5, 5])], guests: ["Bob"])),
        ReportFixtures.entry("2026-05-15-lakeside-park", ReportFixtures.simple(date: "2026-05-15", scores: [
            ("Mike", [2, 2, 3]), ("Jake", [4, 3, 3])])),
        // Jake quits after one hole: a played round, but not complete, so no average or best.
        ReportFixtures.entry("2026-05-22-cedar-creek", ReportFixtures.simple(date: "2026-05-22", course: "Cedar Creek", scores: [
            ("mike", [4, 4, 4]), ("Jake", [2])])),
    ])

    @Test func playerTotalsCountCompleteRoundsForAveragesAndBests() throws {
        let stats = try Stats(archive, player: "MIKE")
        #expect(stats.player == "mike")  // as last written
        let line = try #require(stats.players.first)
        #expect(stats.players.count == 1)
        #expect(line.rounds == 4 && line.completeRounds == 4)
        // Bob the guest won 05-01 (guests rank like everyone); T1 on 05-08; 1 on 05-15; 1 on Cedar, where
        // Jake's -1 after one hole ranks below Mike's full round once the round is finished.
        #expect(line.wins == 3 && line.sharedWins == 1)
        #expect(line.average.text == "E")  // (0 - 1 - 2 + 3) / 4
        #expect(line.best?.relativeToPar == -2)
        #expect(line.best?.round == "2026-05-15-lakeside-park")
    }

    @Test func personalBestsPerCourse() throws {
        let stats = try Stats(archive, player: "Jake")
        #expect(stats.courses.map(\.course) == ["Lakeside Park", "Cedar Creek"])
        #expect(stats.courses[0].rounds == 3 && stats.courses[0].average.text == "-0.3")  // -1, -1, +1
        #expect(stats.courses[0].best?.relativeToPar == -1)
        #expect(stats.courses[0].best?.round == "2026-05-01-lakeside-park")  // the earlier round keeps a tied record
        #expect(stats.courses[1].rounds == 1 && stats.courses[1].best == nil)
        #expect(stats.players[0].completeRounds == 3)
    }

    @Test func headToHeadComparesRoundsBothPlayedToTheLastHole() throws {
        // Cedar is left out: Jake left after one hole, so he neither won nor lost it against Mike.
        let stats = try Stats(archive, player: "Mike")
        #expect(stats.headToHead == [Stats.HeadToHead(player: "mike", opponent: "Jake", rounds: 3, wins: 1, losses: 1, ties: 1,
                                                      strokeDifference: Average(total: 1 + 0 - 3, count: 3))])
        #expect(stats.roundsLeftEarly == 0)
        let reverse = try Stats(archive, player: "Jake", opponent: "mike")
        #expect(reverse.headToHead.map { [$0.wins, $0.losses, $0.ties] } == [[1, 1, 1]])
        #expect(reverse.roundsLeftEarly == 1)
    }

    @Test func anAbandonedRoundCountsNoWinOrLossButItsHolesCount() throws {
        // Rain after two holes: Jake leads, nobody played every hole.
        let rain = ReportFixtures.entry("2026-05-29-lakeside-park", ReportFixtures.simple(date: "2026-05-29", scores: [
            ("Mike", [3, 3]), ("Jake", [2, 2])]))
        let withRain = RoundArchive(entries: archive.entries + [rain])
        let jake = try Stats(withRain, player: "Jake")
        let before = try Stats(archive, player: "Jake")
        #expect(jake.players[0].wins == before.players[0].wins)
        #expect(jake.players[0].rounds == before.players[0].rounds + 1)
        #expect(jake.headToHead == before.headToHead)
        #expect(jake.players[0].best == before.players[0].best)
        #expect(jake.tally.total == before.tally.total + 2)  // every hole actually played still counts
        #expect(jake.abandonedRounds == 1)
        #expect(try Stats(withRain).abandonedRounds == 1)
        #expect(before.abandonedRounds == 0)
    }

    @Test func guestsAreNotTracked() throws {
        let group = try Stats(archive)
        #expect(group.players.map(\.player) == ["Jake", "mike"])
        #expect(group.tally.total == 3 * 3 * 2 + 3 + 1)
        #expect(throws: HyzerError.self) { try Stats(archive, player: "Bob") }
        do {
            _ = try Stats(archive, player: "Bob")
        } catch {
            #expect(error.hint == "\"Bob\" only played as a guest; guests are not tracked across rounds")
        }
    }

    @Test func unknownNamesAndCoursesSuggest() {
        do {
            _ = try Stats(archive, player: "Jak")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .notFound)
            #expect(error.hint == "did you mean \"Jake\"?")
        }
        do {
            _ = try Stats(archive, course: "Lakside Park")
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "no rounds on a course named \"Lakside Park\"")
            #expect(error.hint == "did you mean \"Lakeside Park\"?")
        }
    }

    @Test func courseFilterKeepsMatchingRounds() throws {
        let stats = try Stats(archive, player: "Mike", course: "cedar")
        #expect(stats.roundsConsidered == 1)
        #expect(stats.players[0].rounds == 1)
        #expect(stats.courses.map(\.course) == ["Cedar Creek"])
        #expect(try Stats(archive, course: "lakeside-park").roundsConsidered == 3)
    }

    @Test func trendIsTheLastCompleteRoundsOldestFirst() throws {
        let stats = try Stats(archive, player: "Mike", trendLength: 3)
        #expect(stats.trend.map(\.relativeToPar) == [-1, -2, 3])
        #expect(stats.trend.map(\.round) == ["2026-05-08-lakeside-park", "2026-05-15-lakeside-park", "2026-05-22-cedar-creek"])
    }

    @Test func tallyCountsEveryHolePlayed() throws {
        let stats = try Stats(archive, player: "Jake")
        #expect(stats.tally.count("birdie") == 3)
        #expect(stats.tally.count("par") == 6)
        #expect(stats.tally.count("bogey") == 1)
        #expect(stats.tally.total == 10)
    }
}
