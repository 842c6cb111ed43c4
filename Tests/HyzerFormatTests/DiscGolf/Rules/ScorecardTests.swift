import Testing
import TestSupport
@testable import HyzerFormat

@Suite("Scorecard")
struct ScorecardTests {
    func card(_ lines: String, localDevice: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Scorecard {
        Scorecard(round: Fixtures.round(lines, sourceLocation: sourceLocation), localDevice: localDevice)
    }

    // Mike is player 0, Jake 1, Uncle Bob 2; holes are par 3, 3, 4.

    @Test("a parsed round knows its identities are unique; changing its events forgets it; equality ignores it")
    func parsedRoundsKnowTheirIdentitiesAreUnique() {
        var round = Fixtures.round("1 Mike 3 @a.1\n1 Mike 2 @a.2 sup=a.1\n1 Jake 3\n")
        #expect(round.eventFacts.identitiesAreUnique)
        let parsed = round
        round.events[0].strokes = 3  // the same value: only the fact is forgotten
        #expect(!round.eventFacts.identitiesAreUnique)
        #expect(round == parsed)
        #expect(Scorecard(round: round).strokes(player: 0, hole: 1) == Scorecard(round: parsed).strokes(player: 0, hole: 1))
        #expect(Scorecard(round: parsed).strokes(player: 0, hole: 1) == 2)
    }

    @Test func sameDeviceCorrectionBySup() {
        let card = card("1 Mike 3 @a.1\n1 Mike 2 @a.2 sup=a.1\n")
        #expect(card.strokes(player: 0, hole: 1) == 2)
        #expect(card.leaves(hole: 1, player: "Mike").map(\.id.rawValue) == ["a.2"])
        #expect(card.discrepancies.isEmpty)
    }

    @Test func sameDeviceCorrectionBySequence() {
        let card = card("1 Mike 3 @a.1\n1 Mike 4 @a.2\n")
        #expect(card.strokes(player: 0, hole: 1) == 4)
        #expect(card.discrepancies.isEmpty)
    }

    @Test func higherSequenceWinsEvenWhenAMergeWroteItFirst() {
        let card = card("1 Mike 4 @a.2\n1 Mike 3 @a.1\n")
        #expect(card.leaves(hole: 1, player: "Mike").map(\.id.rawValue) == ["a.2"])
        #expect(card.strokes(player: 0, hole: 1) == 4)
    }

    @Test func handTypedLineReplacesTheOneAboveIt() {
        let card = card("1 Mike 3\n1 Mike 5\n1 Jake 2\n")
        #expect(card.strokes(player: 0, hole: 1) == 5)
        #expect(card.strokes(player: 1, hole: 1) == 2)
        #expect(card.discrepancies.isEmpty)
    }

    @Test func handTypedLineCorrectsThisDevicesScore() {
        let lines = "1 Mike 3 @mike-phone.1\n1 Mike 2\n"
        #expect(card(lines, localDevice: "mike-phone").strokes(player: 0, hole: 1) == 2)
        #expect(card(lines, localDevice: "mike-phone").discrepancies.isEmpty)
        // On another device the hand-typed line is a second opinion, not a correction.
        #expect(card(lines, localDevice: "jake-phone").discrepancies.count == 1)
    }

    @Test func crossDeviceSupStaysADiscrepancy() throws {
        let card = card("1 Mike 3 @a.1\n1 Mike 4 @b.1 sup=a.1\n")
        #expect(card.leaves(hole: 1, player: "Mike").map(\.id.rawValue) == ["a.1", "b.1"])
        let discrepancy = try #require(card.discrepancies.first)
        #expect(card.discrepancies.count == 1)
        #expect(discrepancy.hole == 1)
        #expect(discrepancy.player == "Mike")
        #expect(discrepancy.provisionalStrokes == 4)
        #expect(card.strokes(player: 0, hole: 1) == 4)
    }

    @Test func provisionalValueIsTheHighest() {
        let card = card("2 Jake 5 @a.1\n2 Jake 3 @b.1\n2 Jake 4 @c.1\n")
        #expect(card.strokes(player: 1, hole: 2) == 5)
        #expect(card.discrepancies.map(\.provisionalStrokes) == [5])
    }

    @Test func devicesThatAgreeAreOneScore() {
        let card = card("1 Mike 3 @a.1\n1 Mike 3 @b.1\n")
        #expect(card.leaves(hole: 1, player: "Mike").count == 2)
        #expect(card.discrepancies.isEmpty)
        #expect(card.strokes(player: 0, hole: 1) == 3)
    }

    @Test func resolutionRetiresEveryCompetingScore() {
        let card = card("1 Mike 3 @a.1\n1 Mike 5 @b.1\n1 Mike 4 @c.1 resolves=a.1,b.1\n")
        #expect(card.leaves(hole: 1, player: "Mike").map(\.id.rawValue) == ["c.1"])
        #expect(card.discrepancies.isEmpty)
        #expect(card.strokes(player: 0, hole: 1) == 4)
    }

    @Test func discrepanciesAreOrderedByHoleThenPlayer() {
        let card = card("2 Jake 3 @a.1\n2 Jake 4 @b.1\n2 Mike 3 @a.2\n2 Mike 4 @b.2\n1 Jake 3 @a.3\n1 Jake 5 @b.3\n")
        #expect(card.discrepancies.map { "\($0.hole) \($0.player)" } == ["1 Jake", "2 Mike", "2 Jake"])
    }

    @Test func currentHoleAndCompleteness() {
        let empty = card("")
        #expect(empty.currentHole == 1)
        #expect(!empty.isComplete)
        #expect(empty.missingCount == 9)

        let partial = card("1 Mike 3\n1 Jake 3\n1 Uncle Bob 3\n2 Mike 3\n3 Mike 4\n3 Jake 4\n3 Uncle Bob 4\n")
        #expect(partial.currentHole == 2)
        #expect(partial.missingCount == 2)
        #expect(!partial.isComplete)
        #expect(partial.isScored(player: 0, hole: 2))
        #expect(!partial.isScored(player: 1, hole: 2))

        let full = card((1...3).flatMap { hole in ["Mike", "Jake", "Uncle Bob"].map { "\(hole) \($0) 3\n" } }.joined())
        #expect(full.currentHole == nil)
        #expect(full.isComplete)
        #expect(full.missingCount == 0)
    }

    @Test func unknownPlayerOrHoleGivesNoLeaves() {
        let card = card("1 Mike 3\n")
        #expect(card.leaves(hole: 1, player: "Nobody").isEmpty)
        #expect(card.leaves(hole: 9, player: "Mike").isEmpty)
    }
}
