import HyzerFormat
import Testing
import TestSupport

/// Retractions and undo lines merge through the event core like any line (docs/FORMAT.md, "Taking
/// back a score on two devices").
@Suite("RoundMerge: retractions and undo lines")
struct RoundMergeTakeBackTests {
    static let header = RoundFixture.header(pars: [3, 3, 3], players: ["Mike", "Jake"])

    func merge(_ a: String, _ b: String, base: String? = nil) throws -> RoundMerge.Result {
        try RoundMerge.merge(RoundMerge.Copy(path: "a.round", text: Self.header + a), RoundMerge.Copy(path: "b.round", text: Self.header + b),
                             base: base.map { RoundMerge.Copy(path: "o.round", text: Self.header + $0) }, handDevice: "here")
    }

    @Test func aRetractionOfAScoreTheOtherDeviceAlsoRecordedUnseenIsADiscrepancy() throws {
        let result = try merge("1 Jake 3 @mike-phone.1\n1 Jake - @mike-phone.2 sup=mike-phone.1\n", "1 Jake 3 @jake-laptop.1\n")
        let discrepancy = try #require(result.report.discrepancies.first)
        #expect(discrepancy.leaves.map(\.strokesText) == ["3", "-"])
        #expect(Scorecard(round: result.document.round).strokes(player: 1, hole: 1) == 3)
    }

    @Test func aRetractionNamingBothLeavesRetiresBothSilently() throws {
        let both = "1 Jake 3 @mike-phone.1\n1 Jake 3 @jake-laptop.1\n"
        let result = try merge(both + "1 Jake - @mike-phone.2 sup=mike-phone.1 resolves=jake-laptop.1,mike-phone.1\n", both, base: both)
        #expect(result.report.discrepancies.isEmpty)
        let card = Scorecard(round: result.document.round)
        #expect(card.strokes(player: 1, hole: 1) == nil)
        #expect(card.missingCount == 6)
    }

    @Test func aScoreArrivingAfterARetractionItDidNotKnowIsADiscrepancy() throws {
        let result = try merge("2 Mike 3 @mike-phone.1\n2 Mike - @mike-phone.2 sup=mike-phone.1\n",
                               "2 Mike 3 @mike-phone.1\n2 Mike 4 @jake-laptop.1\n", base: "2 Mike 3 @mike-phone.1\n")
        #expect(result.report.discrepancies.count == 1)
        #expect(Scorecard(round: result.document.round).strokes(player: 0, hole: 2) == 4)
    }

    @Test func undoLinesMergeByIdentityCommutativelyAndIdempotently() throws {
        let base = "1 Mike 3 @mike-phone.1\n1 Mike 5 @mike-phone.2 sup=mike-phone.1\n"
        let a = base + "undo 2026-11-21T10:00:00-08:00 @mike-phone.3 by=Mike sup=mike-phone.2\n"
        let b = base + "2 Jake 4 @jake-laptop.1\n"
        let ab = try merge(a, b, base: base), ba = try merge(b, a, base: base)
        #expect(ab.text == ba.text)
        #expect(ab.text.hasSuffix("1 Mike 5 @mike-phone.2 sup=mike-phone.1\nundo 2026-11-21T10:00:00-08:00 @mike-phone.3 by=Mike sup=mike-phone.2\n"))
        let card = Scorecard(round: ab.document.round)
        #expect(card.strokes(player: 0, hole: 1) == 3)
        let again = try RoundMerge.merge(RoundMerge.Copy(path: "m", text: ab.text), RoundMerge.Copy(path: "a", text: Self.header + a),
                                         handDevice: "here")
        #expect(again.text == ab.text)
        #expect(RoundFormatter.format(RoundParser.parse(ab.text, path: "m").document) == ab.text)
    }

    @Test func aRecordingOverAKnownRetractionOfAnotherDeviceResolvesIt() throws {
        let round = RoundParser.parse(Self.header + "1 Jake 3 @mike-phone.1\n1 Jake - @mike-phone.2 sup=mike-phone.1\n", path: "t").document.round
        let card = Scorecard(round: round)
        let recording = try #require(ScoreRecording.make([.init(hole: 1, player: "Jake", strokes: 4)], card: card, reporter: "Jake",
                                                         device: "jake-laptop", time: Timestamp("2026-11-21T18:00:00Z")!).first)
        #expect(recording.event.resolves == [EventID("mike-phone.2")])
        #expect(recording.others.isEmpty)
        #expect(recording.change == .new)
        #expect(recording.discrepancyEffect == .none)
    }

    @Test func clearingNamesEveryLeafWhenAnotherDeviceHasOne() throws {
        let round = RoundParser.parse(Self.header + "1 Jake 3 @mike-phone.1\n1 Jake 4 @jake-laptop.1\n", path: "t").document.round
        let card = Scorecard(round: round)
        let clear = try ScoreRecording.retraction(hole: 1, player: "Jake", card: card, reporter: "Mike", device: "mike-phone",
                                                  time: Timestamp("2026-11-21T18:00:00Z")!)
        #expect(RoundFormatter.eventLine(clear.event)
                == "1 Jake - @mike-phone.2 by=Mike at=2026-11-21T18:00:00Z sup=mike-phone.1 resolves=jake-laptop.1,mike-phone.1")
        #expect(clear.cleared == 4)
        let mineOnly = try ScoreRecording.retraction(hole: 1, player: "Jake", card: Scorecard(round: RoundParser.parse(
            Self.header + "1 Jake 3 @mike-phone.1\n", path: "t").document.round), reporter: "Mike", device: "mike-phone",
            time: Timestamp("2026-11-21T18:00:00Z")!)
        #expect(mineOnly.event.resolves.isEmpty && mineOnly.event.supersedes == [EventID("mike-phone.1")])
        #expect(throws: HyzerError.self) {
            try ScoreRecording.retraction(hole: 2, player: "Jake", card: card, reporter: "Mike", device: "mike-phone",
                                          time: Timestamp("2026-11-21T18:00:00Z")!)
        }
    }
}
