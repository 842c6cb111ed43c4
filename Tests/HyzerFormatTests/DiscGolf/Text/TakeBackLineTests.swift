import Testing
import TestSupport
@testable import HyzerFormat

/// Retraction lines (`5 Mike -`, rule 8 of docs/FORMAT.md) and `undo` lines (rule 12): reading,
/// writing, what counts, and the lines that are refused.
@Suite("retraction and undo lines")
struct TakeBackLineTests {
    static func parse(_ lines: String) -> (document: RoundDocument, diagnostics: [Diagnostic]) {
        RoundParser.parse(Fixtures.header + lines, path: "t.round")
    }

    @Test func canonicalLinesRoundTrip() {
        let text = Fixtures.header + """

            1 Mike 3 @m.1 by=Mike at=2026-11-21T17:36:10Z
            1 Mike - @m.2 by=Mike at=2026-11-21T17:37:00Z sup=m.1
            2 Jake 4 @m.3 by=Mike at=2026-11-21T17:40:00Z
            finished 2026-11-21T10:00:00-08:00 @m.4 by=Mike
            undo 2026-11-21T10:01:00-08:00 @m.5 by=Mike sup=m.4
            undo 2026-11-21T10:02:00-08:00 @m.6 by=Mike sup=m.3
            2 Jake -

            """
        let parsed = RoundParser.parse(text, path: "t.round")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map { $0.rendered() })")
        #expect(RoundFormatter.format(parsed.document) == text)
        let round = parsed.document.round
        #expect(round.events.map(\.isRetraction) == [false, true, false, true])
        #expect(round.lifecycle.map(\.kind) == [.finished, .undo, .undo])
        #expect(round.undone == [EventID("m.4"), EventID("m.3")])
        #expect(round.finish == nil)
        let card = Scorecard(round: round)
        #expect(card.strokes(player: 0, hole: 1) == nil)
        #expect(card.strokes(player: 1, hole: 2) == nil)
        #expect(card.discrepancies.isEmpty)
        #expect(card.missingCount == 9)
    }

    @Test func undoingACorrectionBringsBackThePreviousValue() {
        let round = Fixtures.round("""
            1 Mike 3 @m.1
            1 Mike 5 @m.2 sup=m.1
            1 Mike 6 @m.3 sup=m.2
            undo 2026-11-21T10:00:00-08:00 @m.4 sup=m.3

            """)
        #expect(Scorecard(round: round).strokes(player: 0, hole: 1) == 5)
        var twice = round
        twice.lifecycle.append(LifecycleEvent(kind: .undo, id: EventID("m.5"), time: Timestamp("2026-11-21T10:01:00-08:00")!,
                                              supersedes: [EventID("m.2")]))
        #expect(Scorecard(round: twice).strokes(player: 0, hole: 1) == 3)
    }

    @Test func undoingAResolutionBringsTheDiscrepancyBack() {
        let round = Fixtures.round("""
            1 Mike 3 @m.1
            1 Mike 4 @j.1
            1 Mike 4 @m.2 resolves=j.1,m.1
            undo 2026-11-21T10:00:00-08:00 @m.3 sup=m.2

            """)
        let card = Scorecard(round: round)
        #expect(card.discrepancies.count == 1)
        #expect(card.strokes(player: 0, hole: 1) == 4)
    }

    @Test func aRetractionBesideAScoreIsADiscrepancyCountedAsTheScore() {
        let card = Scorecard(round: Fixtures.round("1 Mike 3 @m.1\n1 Mike - @m.2 sup=m.1\n1 Mike 3 @j.1\n"))
        #expect(card.discrepancies.count == 1)
        let discrepancy = card.discrepancies.first
        #expect(discrepancy?.leaves.map(\.strokesText) == ["-", "3"])
        #expect(discrepancy?.provisionalStrokes == 3)
        #expect(card.strokes(player: 0, hole: 1) == 3)
        #expect(DiscrepancyText.text(discrepancy!, round: card.round).hasPrefix("Hole 1, Mike: no score or 3 (counts as 3 until resolved)\n"))
    }

    @Test func undoingAReopeningFinishesTheRoundAgain() {
        let round = Fixtures.round("""
            finished 2026-11-21T10:00:00-08:00 @m.1
            reopened 2026-11-21T10:01:00-08:00 @m.2 sup=m.1
            undo 2026-11-21T10:02:00-08:00 @m.3 sup=m.2

            """)
        #expect(round.finish?.id == EventID("m.1"))
    }

    @Test func theHeaderScanSeesAnUndoneFinish() throws {
        let path = "/tmp/hyzer-undo-scan-\(UInt32.random(in: 0...UInt32.max)).round"
        try FileSystem.writeAtomically(path, Fixtures.header + "\nfinished 2026-11-21T10:00:00-08:00 @m.1\nundo 2026-11-21T10:01:00-08:00 @m.2 sup=m.1\n")
        defer { try? FileSystem.remove(path) }
        let scan = try RoundHeaderScan(path: path, of: Scorebook(root: "/tmp"))
        #expect(scan.finished == nil)
    }

    @Test(arguments: [
        ("1 Mike 3 @m.1\nundo 2026-11-21T10:00:00-08:00 @m.2\n", "an undo line must name the line it takes back with sup="),
        ("1 Mike 3 @m.1\nundo 2026-11-21T10:00:00-08:00 sup=m.1\n", "an undo line needs an @identity"),
        ("1 Mike 3 @m.1\n2 Mike 3 @m.2\nundo 2026-11-21T10:00:00-08:00 @m.3 sup=m.1,m.2\n", "an undo line takes back one line; this names 2"),
        ("1 Mike 3 @m.1\nundo 2026-11-21T10:00:00-08:00 @m.2 sup=m.9\n", "links to @m.9, which is not in this file"),
        ("1 Mike 3 @j.1\nundo 2026-11-21T10:00:00-08:00 @m.2 sup=j.1\n",
         "an undo line takes back a line of its own device: @j.1 was written on j, this undo on m"),
        ("1 Mike 3 @m.1\nundo 2026-11-21T10:00:00-08:00 @m.2 sup=m.1\nundo 2026-11-21T10:01:00-08:00 @m.3 sup=m.2\n",
         "an undo line cannot take back another undo line (@m.2, line 9)"),
        ("1 Mike 3 @m.1\nundo 2026-11-21T10:00:00-08:00 @m.2 by=Mike sup=m.1 resolves=m.1\n", "unknown field \"resolves\" on an undo line"),
    ])
    func aBadUndoLineIsAnErrorAndTakesNothingBack(lines: String, message: String) {
        let parsed = Self.parse(lines)
        #expect(parsed.diagnostics.contains { $0.severity == .error && $0.message == message },
                "\(parsed.diagnostics.map { $0.rendered() })")
        #expect(parsed.document.round.lifecycle.filter { $0.kind == .undo }.count == (message.hasPrefix("an undo line cannot") ? 1 : 0))
    }

    @Test func aRetractionIsADashOnly() {
        #expect(Self.parse("1 Mike --\n").diagnostics.contains { $0.message == "\"--\" is not a number of strokes" })
        #expect(Self.parse("1 Mike -\n").diagnostics.isEmpty)
    }
}
