@testable import HyzerFormat
import Testing
import TestSupport

/// The text of `show` and `player`, from report data and a style.
@Suite("Render: show and player as text")
struct RoundReportTextTests {
    static let card = Scorecard(round: Fixtures.round("1 Mike 2\n1 Jake 4 @a.1\n1 Jake 5 @b.1\n2 Mike 3\n"))

    @Test func theGridColoursEachHoleAndMarksADispute() {
        let summary = RoundSummary(card: Self.card, name: "r")
        let plain = RoundReportText.grid(Self.card, standings: summary.rows, style: .plain)
        #expect(plain.split(separator: "\n").first == "Hole       1  2  3  Total")
        #expect(plain.contains("\nMike       2  3  -      5\n"))
        #expect(plain.contains("\nJake      5!  -  -      5\n"))
        let coloured = RoundReportText.grid(Self.card, standings: summary.rows, style: TextStyle(colour: true))
        #expect(coloured.contains("\u{1B}[32m  2\u{1B}[0m"))  // a birdie is green
        #expect(coloured.contains("\u{1B}[33m 5!\u{1B}[0m"))  // over par is yellow
    }

    @Test func thePlayerCardListsEveryHoleAndTheTally() throws {
        let player = try #require(PlayerCard(card: Self.card, player: "mike", roundName: "r"))
        let text = RoundReportText.player(player, style: .plain)
        #expect(text.hasPrefix("Mike · "))
        #expect(text.contains("\n   1    3        2   -1     -1  birdie\n"))
        #expect(text.contains("\n   3    4        -          -1  to play\n"))
        #expect(text.hasSuffix("\n1 birdie, 1 par\n"))
    }
}
