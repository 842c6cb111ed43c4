import Testing
import TestSupport
@testable import HyzerFormat

@Suite("Standings")
struct StandingsTests {
    static let header = RoundFixture.header(pars: [3, 3, 4], players: ["zoe", "Mike", "sarah", "Jake"], guests: ["Bob"])

    func standings(_ lines: String) -> Standings {
        Standings(round: Fixtures.document(lines, header: Self.header).round)
    }

    @Test func tiesShareAPositionAndAreListedAlphabetically() {
        let standings = standings("1 zoe 4\n1 Mike 2\n1 sarah 3\n1 Jake 3\n")
        #expect(standings.rows.map(\.player) == ["Mike", "Jake", "sarah", "zoe", "Bob"])
        #expect(standings.rows.map(\.positionText) == ["1", "T2", "T2", "4", "-"])
        #expect(standings.rows.map(\.relativeToPar) == [-1, 0, 0, 1, 0])
        #expect(standings.rows.map(\.tied) == [false, true, true, false, false])
    }

    @Test func rankingIsRelativeToParOfHolesPlayed() {
        // Mike: 3 on a par 3 (E). Jake: 5 on hole 3, a par 4 (+1), and 2 on hole 1 (-1): E over 2 holes.
        let standings = standings("1 Mike 3\n3 Jake 5\n1 Jake 2\n")
        let jake = standings.rows.first { $0.player == "Jake" }
        #expect(jake?.strokes == 7)
        #expect(jake?.par == 7)
        #expect(jake?.holesPlayed == 2)
        #expect(standings.rows.prefix(2).map(\.positionText) == ["T1", "T1"])
    }

    @Test(arguments: [(0, "E"), (2, "+2"), (-3, "-3"), (1, "+1"), (-1, "-1")])
    func relativeText(value: Int, text: String) {
        #expect(Standings.relativeText(value) == text)
    }

    @Test func playersWhoHaveNotStartedComeLast() {
        let standings = standings("1 Bob 7\n")
        #expect(standings.rows.first?.player == "Bob")
        #expect(standings.rows.first?.positionText == "1")
        #expect(standings.rows.dropFirst().allSatisfy { $0.position == nil && $0.positionText == "-" })
        #expect(standings.rows.dropFirst().map(\.player) == ["Jake", "Mike", "sarah", "zoe"])
    }

    @Test func movementComesFromTheMostRecentScore() {
        // Before the last line: Mike 1, Jake 2. Jake's birdie on hole 2 puts him ahead.
        let standings = standings("1 Mike 2\n1 Jake 3\n2 Mike 3\n2 Jake 1\n")
        #expect(standings.rows.map(\.player).prefix(2) == ["Jake", "Mike"])
        #expect(standings.rows[0].movement == 1)
        #expect(standings.rows[1].movement == -1)
        #expect(standings.rows.dropFirst(2).allSatisfy { $0.movement == nil })
    }

    @Test func firstScoreMovesNobody() {
        #expect(standings("1 Mike 3\n").rows.allSatisfy { $0.movement == nil })
    }

    @Test func discrepanciesAreMarkedAndCounted() {
        let standings = standings("1 Mike 3 @a.1\n1 Mike 4 @b.1\n")
        #expect(standings.discrepancyCount == 1)
        #expect(standings.rows.first { $0.player == "Mike" }?.hasDiscrepancy == true)
        #expect(standings.rows.first { $0.player == "Mike" }?.strokes == 4)
    }
}
