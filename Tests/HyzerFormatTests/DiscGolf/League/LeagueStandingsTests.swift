import HyzerFormat
import Testing

/// ``LeagueStandings`` and the league file's selection of rounds, on rounds built in memory.
@Suite("league standings")
struct LeagueStandingsTests {
    static func archive(_ rounds: [RoundArchive.Entry]) -> RoundArchive { RoundArchive(entries: rounds) }

    static let rounds = [
        BagTagsTests.round("2026-09-08", [("Ann", 2, 3), ("Ben", 3, 3), ("Cy", 4, 4)]),
        BagTagsTests.round("2026-09-15", [("Ann", 3, 3), ("Ben", 3, 3), ("Cy", 2, 2)]),
        BagTagsTests.round("2026-09-22", [("Ann", 5, 5), ("Ben", 2, 2)]),
        BagTagsTests.round("2026-09-29", [("Ann", 2, 2), ("Ben", 2, 2)], finished: false),
    ]

    static func table(_ standings: LeagueStandings) -> [String] {
        standings.rows.map { row in
            "\(row.tied ? "T" : "")\(row.position) \(row.player) \(row.points) " + row.results.map { $0.counted ? "\($0.points)" : "(\($0.points))" }.joined(separator: " ")
        }
    }

    @Test func pointsByPlaceShareATiedPlaceAndTheBestResultsCount() {
        let league = League(name: "L", points: .place([10, 8, 6]), best: 2)
        let standings = LeagueStandings(name: "l", league: league, archive: Self.archive(Self.rounds))
        // The unfinished round counts for nobody; Ann and Ben tie second on the 15th (8 each); of Ben's
        // two 8s the earlier counts.
        #expect(standings.rounds.map(\.name) == ["2026-09-08-tiny-park", "2026-09-15-tiny-park", "2026-09-22-tiny-park"])
        #expect(Self.table(standings) == ["T1 Ann 18 10 8 (8)", "T1 Ben 18 8 (8) 10", "3 Cy 16 6 10"])
    }

    @Test func pointsByStrokesCountFromTheRoundsBestScore() {
        let league = League(name: "L", points: .strokes(5))
        let standings = LeagueStandings(name: "l", league: league, archive: Self.archive(Self.rounds))
        // The 8th: Ann −1 (5), Ben E (4), Cy +2 (2); the 15th: Cy −2 (5), Ann and Ben E (3); the 22nd: Ben −2 (5), Ann +4 (0).
        #expect(Self.table(standings) == ["1 Ben 12 4 3 5", "2 Ann 8 5 3 0", "3 Cy 7 2 5"])
    }

    @Test func theFileSelectsRoundsByCourseDatesAndList() {
        let entries = Self.rounds
        #expect(entries.filter(League(name: "L", from: "2026-09-10", to: "2026-09-20").counts).map(\.name) == ["2026-09-15-tiny-park"])
        #expect(entries.filter(League(name: "L", course: "tiny park", rounds: ["2026-09-22-tiny-park"]).counts).map(\.name) == ["2026-09-22-tiny-park"])
        #expect(entries.filter(League(name: "L", course: "Cedar Creek").counts).isEmpty)
        #expect(entries.filter(League(name: "L", layout: "Long").counts).isEmpty)
    }

    @Test func anAllowanceTakesAShareOfEachPlayersHandicapBeforeTheRound() {
        let league = League(name: "L", points: .place([10, 8, 6]), allowance: 100)
        let standings = LeagueStandings(name: "l", league: league, archive: Self.archive(Array(Self.rounds.prefix(3))))
        // The first round has nothing before it: every handicap is the group prior's, the same for all.
        let first = standings.rows.compactMap { $0.results.first { $0.round == "2026-09-08-tiny-park" } }
        #expect(Set(first.map(\.handicap)).count == 1)
        // Later handicaps are the model's before each round; the score ranked is gross minus the handicap.
        for row in standings.rows { for result in row.results { #expect(result.score == result.gross - (result.handicap ?? 0)) } }
        #expect(standings.rows.allSatisfy { $0.results.allSatisfy { $0.handicap != nil } })
    }

    @Test func theHandicapsAreThoseOfHandicapsComputeAsOfEachRound() {
        let archive = Self.archive(Array(Self.rounds.prefix(3)))
        let standings = LeagueStandings(name: "l", league: League(name: "L", points: .strokes(20), allowance: 85), archive: archive)
        for entry in archive.entries {
            let round = entry.round
            let expected = Handicaps.compute(archive, course: round.course, layout: round.layout, pars: round.pars,
                                             players: round.players.map(\.name), asOf: .before(round.started), allowance: 85)
            for row in standings.rows {
                guard let result = row.results.first(where: { $0.round == entry.name }) else { continue }
                #expect(result.handicap == expected[row.player]?.strokes, "\(entry.name) \(row.player)")
            }
        }
    }
}
