@testable import HyzerFormat
import Testing

/// What `score`, `say` and `resolve` print after a write, from the write's outcome.
@Suite("Render: after a write")
struct RecordingTextTests {
    typealias Fixture = RecordingOutcomeTests

    @Test func aScoreAheadOfTheGroupNamesTheGapAndADisagreementGoesToStderr() {
        let round = Fixture.round([Fixture.score(1, 1, "Mike", 3), Fixture.score(2, 1, "Jake", 4, device: "laptop")])
        let outcome = Fixture.outcome(round, [.init(hole: 1, player: "Jake", strokes: 3)])
        let output = RecordingText.afterScores(outcome, autoAdvance: true, style: .plain)
        #expect(output.out == "1.Mike E  2.Jake +1 !\nNext: hole 2\n")  // the higher value counts until resolved
        #expect(output.notes == "note: another device recorded 4 from laptop for Jake on hole 1; this is now a discrepancy\n"
                + "hint: settle it with `hyzer-text resolve 1 Jake STROKES`\n")
        // Declared: the untimed line on hole 1 comes first, not the timed one a write adds.
        var first = Fixture.round([Fixture.score(1, 1, "Mike", 3)])
        first.startHole = 1
        let ahead = Fixture.outcome(first, [.init(hole: 2, player: "Mike", strokes: 3), .init(hole: 2, player: "Jake", strokes: 3)])
        #expect(RecordingText.afterScores(ahead, autoAdvance: false, style: .plain).out
                == "T1.Jake E  T1.Mike E\nJake has no score on hole 1 (add it with `hyzer-text score 1 Jake STROKES`).\n")
        // A stray ahead: the group stays, and the next-hole line names it.
        let stray = Fixture.outcome(first, [.init(hole: 2, player: "Mike", strokes: 3)])
        #expect(RecordingText.afterScores(stray, autoAdvance: true, style: .plain).out
                == "1.Mike E  Jake -\nNext: hole 1 (Mike already has hole 2)\n")
    }

    @Test func aLateScoreSaysWhetherTheResultChanged() {
        let events = [Fixture.score(1, 1, "Mike", 3), Fixture.score(2, 1, "Jake", 4), Fixture.score(3, 2, "Mike", 3), Fixture.score(4, 2, "Jake", 3)]
        let outcome = Fixture.outcome(Fixture.round(events, finished: true), [.init(hole: 1, player: "Jake", strokes: 2)])
        #expect(RecordingText.lateNote(outcome) == "This round was finished at 2026-11-21 11:00: this late score changes its result.\n")
        #expect(RecordingText.lateNote(Fixture.outcome(Fixture.round(events), [.init(hole: 1, player: "Jake", strokes: 2)])) == "")
    }
}
