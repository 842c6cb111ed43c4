@testable import HyzerFormat
import Testing

/// What `score`, `say` and `resolve` print after a write, from the write's outcome.
@Suite("Render: after a write")
struct RecordingTextTests {
    typealias Fixture = RecordingOutcomeTests

    @Test func aScoreAheadOfTheGroupNamesTheGapAndTheMarkerShowsADisagreement() {
        let round = Fixture.round([Fixture.score(1, 1, "Mike", 3), Fixture.score(2, 1, "Jake", 4, device: "laptop")])
        let outcome = Fixture.outcome(round, [.init(hole: 1, player: "Jake", strokes: 3)], reporter: "Jake")
        // The higher value counts until resolved; what the score did is on its own line (scoreNote).
        #expect(RecordingText.afterScores(outcome, autoAdvance: true, style: .plain) == "1.Mike E  2.Jake +1 !\nNext: hole 2\n")
        // Declared: the untimed line on hole 1 comes first, not the timed one a write adds.
        var first = Fixture.round([Fixture.score(1, 1, "Mike", 3)])
        first.startHole = 1
        let ahead = Fixture.outcome(first, [.init(hole: 2, player: "Mike", strokes: 3), .init(hole: 2, player: "Jake", strokes: 3)])
        #expect(RecordingText.afterScores(ahead, autoAdvance: false, style: .plain)
                == "T1.Jake E  T1.Mike E\nJake has no score on hole 1 (add it with `hyzer-text score 1 Jake STROKES`).\n")
        // A stray ahead: the group stays, and the next-hole line names it.
        let stray = Fixture.outcome(first, [.init(hole: 2, player: "Mike", strokes: 3)])
        #expect(RecordingText.afterScores(stray, autoAdvance: true, style: .plain)
                == "1.Mike E  Jake -\nNext: hole 1 (Mike already has hole 2)\n")
    }

    /// What each score did, after its name: a correction only of this device's own score; the
    /// organizer's score over another device's a resolution; anyone else's beside it, for the
    /// organizer to settle, with the value that counts until then (the higher).
    @Test(arguments: [
        // (this device had, another device has, reporter, new strokes, note)
        (nil, nil, "Jake", 3, ""),
        (4, nil, "Jake", 3, ", corrected from 4"),
        (3, nil, "Jake", 3, ", already 3"),
        (nil, 4, "Mike", 3, ", resolved by Mike, the organizer: replaces Jake's 4 from laptop"),
        (5, 4, "Mike", 3, ", resolved by Mike, the organizer: replaces this device's 5 and Jake's 4 from laptop"),
        (nil, 4, "Jake", 3, ", recorded beside Jake's 4 from laptop: the organizer, Mike, settles it; 4 counts until then"),
        (nil, 4, "Jake", 5, ", recorded beside Jake's 4 from laptop: the organizer, Mike, settles it; 5 counts until then"),
        (5, 4, "Jake", 3, ", recorded beside Jake's 4 from laptop (replacing this device's 5): the organizer, Mike, settles it; 4 counts until then"),
        (3, 4, "Jake", 3, ", recorded beside Jake's 4 from laptop (already recorded here): the organizer, Mike, settles it; 4 counts until then"),
        (5, 4, "Jake", 4, ", corrected from 5; this agrees with the other device, so the discrepancy is settled"),
        (nil, 4, "Mike", 4, ""),
    ] as [(Int?, Int?, String, Int, String)])
    func whatAScoreDidIsSaidAfterItsName(mine: Int?, theirs: Int?, reporter: String, strokes: Int, note: String) {
        var events: [ScoreEvent] = []
        if let mine { events.append(Fixture.score(1, 1, "Jake", mine)) }
        if let theirs {
            var event = Fixture.score(1, 1, "Jake", theirs, device: "laptop")
            event.reporter = "Jake"
            events.append(event)
        }
        let outcome = Fixture.outcome(Fixture.round(events), [.init(hole: 1, player: "Jake", strokes: strokes)], reporter: reporter)
        #expect(RecordingText.scoreNote(outcome.recordings[0]) == note)
    }

    /// A value with nobody named is `the 4`; a line of no device (typed by hand, made explicit by a
    /// merge) is `typed by hand`.
    @Test func anotherValueSaysWhoAndWhereWhenKnown() {
        let typed = ScoreEvent(id: EventID.handTyped(hole: 1, player: "Jake", strokes: 4, occurrence: 0), hole: 1, player: "Jake", strokes: 4)
        let outcome = Fixture.outcome(Fixture.round([typed, Fixture.score(1, 1, "Jake", 5, device: "laptop")]),
                                      [.init(hole: 1, player: "Jake", strokes: 3)], reporter: "Jake")
        #expect(RecordingText.scoreNote(outcome.recordings[0])
                == ", recorded beside the 4 typed by hand and the 5 from laptop: the organizer, Mike, settles it; 5 counts until then")
    }

    @Test func aLateScoreSaysWhetherTheResultChanged() {
        let events = [Fixture.score(1, 1, "Mike", 3), Fixture.score(2, 1, "Jake", 4), Fixture.score(3, 2, "Mike", 3), Fixture.score(4, 2, "Jake", 3)]
        let outcome = Fixture.outcome(Fixture.round(events, finished: true), [.init(hole: 1, player: "Jake", strokes: 2)])
        #expect(RecordingText.lateNote(outcome) == "This round was finished at 2026-11-21 11:00: this late score changes its result.\n")
        #expect(RecordingText.lateNote(Fixture.outcome(Fixture.round(events), [.init(hole: 1, player: "Jake", strokes: 2)])) == "")
    }
}
