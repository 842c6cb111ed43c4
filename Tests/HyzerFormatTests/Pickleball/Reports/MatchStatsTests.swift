@testable import HyzerFormat
import Testing
import TestSupport

/// Per player and per team statistics, counted by hand for two short matches to 5.
///
/// Match 1 (Dinkers: Alex, Jordan against Smashers: Sam, Riley; side-out doubles, one game to 5), log
/// `A A B u B t B A B A A A A`, in effect `A A B B A B A A A A`:
///
/// | # | rally | what happens | call after |
/// |---|-------|--------------|------------|
/// | 1 | A | Alex serves (server 2 of the first turn), point A | 1-0-2 |
/// | 2 | A | point A on Alex's serve | 2-0-2 |
/// | 3 | B | side-out to B: Alex's serve lost, B won it | 0-2-1 |
/// | 4 | B | point B on Sam's serve | 1-2-1 |
/// | 5 | A | second server: Riley | 1-2-2 |
/// | 6 | B | point B on Riley's serve | 2-2-2 |
/// | 7 | A | side-out to A: Riley's serve lost, A won it | 2-2-1 |
/// | 8–10 | A A A | points A on Alex's serve: 3, 4, 5; game and match to A 5-2 | |
///
/// Match 2, later: Smashers (A side) against `Jordan & alex` (B side), `A×5` — Sam serves five points.
@Suite("Pickleball: match statistics")
struct MatchStatsTests {
    static let short = MatchSettings(target: 5)

    static func snapshots() throws -> [MatchSnapshot] {
        let first = try MatchFixtures.snapshot("AABuBtBABAAAA", short)
        let later = Timestamp(secondsSinceEpoch: MatchFixtures.started.secondsSinceEpoch + 3600, utcOffsetMinutes: -480)
        let teams = MatchTeams(a: MatchTeam(name: "Smashers", players: [MatchPlayer(name: "Sam"), MatchPlayer(name: "Riley")]),
                               b: MatchTeam(["Jordan", "alex"]))
        let second = try MatchFixtures.snapshot("A×5", short, teams: teams, started: later)
        return [second, first]  // any order: the later match decides how names are written
    }

    static func record(_ name: String, _ players: [String], _ numbers: [Int]) -> MatchStats.Record {
        var record = MatchStats.Record(name: name, players: players)
        (record.matches, record.matchesOver, record.matchesWon, record.gamesPlayed, record.gamesWon, record.pointsWon,
         record.pointsOnServe, record.sideOutsWon, record.sideOutsLost, record.longestRun)
            = (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5], numbers[6], numbers[7], numbers[8], numbers[9])
        return record
    }

    @Test func oneMatchCountedByHand() throws {
        let stats = MatchStats([try MatchFixtures.snapshot("AABuBtBABAAAA", Self.short)])
        //                                       matches over won games won points serve SOwon SOlost run
        #expect(stats.teams == [Self.record("Alex & Jordan", ["Alex", "Jordan"], [1, 1, 1, 1, 1, 5, 5, 1, 1, 3]),
                                Self.record("Sam & Riley", ["Sam", "Riley"], [1, 1, 0, 1, 0, 2, 2, 1, 1, 2])])
        #expect(stats.players == [Self.record("Alex", ["Alex"], [1, 1, 1, 1, 1, 5, 5, 1, 1, 3]),
                                  Self.record("Jordan", ["Jordan"], [1, 1, 1, 1, 1, 5, 0, 1, 0, 3]),
                                  Self.record("Riley", ["Riley"], [1, 1, 0, 1, 0, 2, 1, 1, 1, 2]),
                                  Self.record("Sam", ["Sam"], [1, 1, 0, 1, 0, 2, 1, 1, 0, 2])])
        #expect(stats.matches == 1 && stats.matchesOver == 1 && stats.matchesInProgress == 0 && stats.matchesForked == 0)
    }

    @Test func playersAndPairsAreTheSameAcrossMatchesWhateverTheCaseOrOrder() throws {
        let stats = MatchStats(try Self.snapshots())
        #expect(stats.teams == [Self.record("Jordan & alex", ["Jordan", "alex"], [2, 2, 1, 2, 1, 5, 5, 1, 1, 3]),
                                Self.record("Sam & Riley", ["Sam", "Riley"], [2, 2, 1, 2, 1, 7, 7, 1, 1, 5])])
        #expect(stats.players == [Self.record("alex", ["alex"], [2, 2, 1, 2, 1, 5, 5, 1, 1, 3]),
                                  Self.record("Jordan", ["Jordan"], [2, 2, 1, 2, 1, 5, 0, 1, 0, 3]),
                                  Self.record("Riley", ["Riley"], [2, 2, 1, 2, 1, 7, 1, 1, 1, 5]),
                                  Self.record("Sam", ["Sam"], [2, 2, 1, 2, 1, 7, 6, 1, 0, 5])])
        #expect(stats.teamHeadToHead == [.init(first: "Jordan & alex", second: "Sam & Riley", matches: 2, firstWins: 1, secondWins: 1)])
        #expect(stats.playerHeadToHead.map { "\($0.first) \($0.firstWins)–\($0.secondWins) \($0.second)" }
                == ["alex 1–1 Riley", "alex 1–1 Sam", "Jordan 1–1 Riley", "Jordan 1–1 Sam"])
    }

    @Test func winsCountOnlyMatchesThatAreOverAndRalliesCountEverywhere() throws {
        let inProgress = try MatchFixtures.snapshot("AAB", Self.short)
        let forked = try MatchFixtures.forked(common: "A×4", mine: "A", theirs: "B", Self.short)  // A would have won on mike-phone
        let stats = MatchStats([inProgress, forked])
        #expect(stats.matches == 2 && stats.matchesInProgress == 1 && stats.matchesForked == 1 && stats.matchesOver == 0)
        let alex = try #require(stats.players.first { $0.name == "Alex" })
        #expect(alex.matches == 2 && alex.matchesOver == 0 && alex.matchesWon == 0)
        #expect(alex.pointsWon == 6 && alex.pointsOnServe == 6 && alex.sideOutsLost == 1 && alex.longestRun == 4)
        #expect(stats.playerHeadToHead.isEmpty && stats.teamHeadToHead.isEmpty)
    }

    @Test func rallyScoringPointsOnReceiveAndFrozenSideOuts() throws {
        // Rally doubles to 11, 2025 freeze: A×10 (Alex serves), B (point B on receive, side-out), A (A at
        // game point wins on receive: side-out, no point), A (11-1 on Alex's serve).
        let stats = MatchStats([try MatchFixtures.snapshot("A×10, B, A, A", MatchSettings(scoring: .rally))])
        let dinkers = try #require(stats.teams.first { $0.name == "Alex & Jordan" })
        let smashers = try #require(stats.teams.first { $0.name == "Sam & Riley" })
        #expect((dinkers.pointsWon, dinkers.pointsOnServe, dinkers.sideOutsWon, dinkers.sideOutsLost, dinkers.longestRun) == (11, 11, 1, 1, 10))
        #expect((smashers.pointsWon, smashers.pointsOnServe, smashers.sideOutsWon, smashers.sideOutsLost, smashers.longestRun) == (1, 0, 1, 1, 1))
        let riley = try #require(stats.players.first { $0.name == "Riley" })
        #expect(riley.sideOutsLost == 1 && riley.pointsOnServe == 0)  // Riley served (B2 on the right) and lost it
    }
}
