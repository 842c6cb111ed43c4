import Testing
import TestSupport
@testable import HyzerFormat

/// Shapes the merge benchmark produces and normal rounds do not: many lines on one player/hole, many
/// players and reporters. They pin the results of the per-lane supersession rules and of the
/// parser's name table past its comparison threshold (timing itself is in scripts/bench-merge.sh).
@Suite("Scorecard and parser at scale")
struct ScorecardScaleTests {
    @Test func longRunOfHandTypedCorrectionsLeavesTheLast() {
        // 400 hand-typed lines for Mike on hole 1 (this device), with another device's lines between.
        var lines = ""
        for index in 1...400 {
            lines += "1 Mike \(index % 9 + 1)\n"
            if index % 50 == 0 { lines += "1 Mike \(index % 7 + 2) @jake-laptop.\(index)\n" }
        }
        lines += "1 Mike 4\n"
        let card = Scorecard(round: Fixtures.round(lines), localDevice: "mike-phone")
        // Left: this device's last hand-typed line (4), and jake-laptop's highest sequence (400 % 7 + 2 = 3).
        #expect(card.leaves(hole: 1, player: "Mike").map(\.strokes).sorted() == [3, 4])
        #expect(card.discrepancies.count == 1)
    }

    @Test func handTypedLineOnlyReplacesItsOwnDevicesLines() {
        let lines = "1 Mike 3 @a.1\n1 Mike 5 @b.1\n1 Mike 4\n1 Mike 6 @a.2\n1 Mike 2\n"
        // As device a: the last hand-typed line replaces a.1, a.2 and the first hand-typed line; b.1 stays.
        let card = Scorecard(round: Fixtures.round(lines), localDevice: "a")
        #expect(card.leaves(hole: 1, player: "Mike").map(\.strokes) == [5, 2])
    }

    @Test func manyPlayersAndReportersResolveAsFew() throws {
        // Names cannot have a bare number as a word: letters stand for the index.
        func letters(_ index: Int) -> String {
            String(UnicodeScalar(UInt8(65 + index / 26))) + String(UnicodeScalar(UInt8(97 + index % 26)))
        }
        let names = (0..<40).map { "Player \(letters($0))" }
        let header = """
            course Cedar Creek
            started 2026-11-21T09:30:00-08:00
            organizer Player Aa
            pars 3 3 4

            """ + names.map { "player \($0)\n" }.joined() + "\n"
        var lines = ""
        for (index, name) in names.enumerated() {
            // Exact spelling, a case-folded one, and a reporter per player (more than the parser compares one by one).
            lines += "1 \(name) 3 @d.\(2 * index + 1) by=Rep\(letters(index))\n"
            lines += "2 \(name.uppercased()) 4 @d.\(2 * index + 2) by=Rep\(letters(index))\n"
        }
        let round = Fixtures.document(lines, header: header).round
        #expect(round.events.count == 80)
        #expect(round.events.allSatisfy { names.contains($0.player) })
        #expect(Set(round.events.compactMap(\.reporter)).count == 40)
        let card = Scorecard(round: round)
        #expect(card.strokes(player: 39, hole: 2) == 4)
        #expect(card.discrepancies.isEmpty)
    }

    @Test func multiWordNamesReadTheSameWithAnySpacing() {
        let single = Fixtures.round("1 Uncle Bob 3 @a.1\n").events[0].player
        let wide = Fixtures.round("1 Uncle   Bob 3 @a.1\n").events[0].player
        #expect(single == "Uncle Bob")
        #expect(wide == "Uncle Bob")
    }
}
