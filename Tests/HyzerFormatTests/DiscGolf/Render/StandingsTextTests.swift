import Testing
import TestSupport
@testable import HyzerFormat

/// Standings as text: the pill, the table and the title (one renderer for every command).
@Suite("Render: standings as text")
struct StandingsTextTests {
    static let header = RoundFixture.header(pars: [3, 3, 4], players: ["zoe", "Mike", "sarah", "Jake"], guests: ["Bob"])

    static func card(_ lines: String) -> Scorecard {
        Scorecard(round: Fixtures.document(lines, header: header).round)
    }

    @Test func pill() {
        let standings = Standings(Self.card("1 zoe 4\n1 Mike 2\n1 sarah 3\n1 Jake 3\n"))
        #expect(StandingsText.pill(standings, style: .plain) == "1.Mike -1  T2.Jake E  T2.sarah E  4.zoe +1  Bob -")
    }

    @Test func thePillShowsMovementInColourAndDiscrepanciesWithAMark() {
        let round = Fixtures.document("1 Mike 3\n1 Jake 4\n1 Jake 2\n", header: Self.header).round
        var standings = Standings(round: round)
        #expect(StandingsText.pill(standings, style: .plain) == "1.Jake -1 ▲1  2.Mike E ▼1  Bob -  sarah -  zoe -")
        #expect(StandingsText.pill(standings, style: TextStyle(colour: true)).contains("\u{1B}[32m▲1\u{1B}[0m"))
        standings.rows[0].hasDiscrepancy = true
        #expect(StandingsText.pill(standings, style: .plain).hasPrefix("1.Jake -1 ▲1 !  "))
    }

    @Test func tableAndTitle() {
        let card = Self.card("1 Mike 3\n1 Jake 4\n")
        let standings = Standings(card)
        #expect(StandingsText.table(standings, holeCount: 3, style: .plain) == """
              1  Mike           E    3  thru 1
              2  Jake          +1    4  thru 1
              -  Bob (guest)    -    -  thru 0
              -  sarah          -    -  thru 0
              -  zoe            -    -  thru 0

            """)
        #expect(StandingsText.title(card).hasSuffix(" · hole 1 of 3 next"))
    }

    @Test func userTextIsMadeSafeForATerminal() {
        var standings = Standings(Self.card("1 Mike 3\n"))
        standings.rows[0].player = "Mi\u{1B}[2Jke"
        #expect(!StandingsText.pill(standings, style: .plain).contains("\u{1B}"))
    }
}
